import XCTest
@testable import EmptyDataSet

/// Where an empty text view's placeholder lines start and how much height they get: content
/// coordinates, whatever the offset, and its bars and insets taken off.
final class EmptyTextViewLayoutTests: XCTestCase {
    /// UITextView's defaults: 8-point top and bottom container insets, 5-point padding.
    private let textViewInset = LayoutInsets(top: 8, left: 0, bottom: 8, right: 0)

    func testTheFirstLineStartsAtTheContainersInsetNotAtTheBoundsOrigin() {
        let origin = EmptyTextViewLayout.containerOrigin(containerInset: textViewInset, lineFragmentPadding: 5)
        XCTAssertEqual(origin, CGPoint(x: 5, y: 8), "the offset (bounds origin) plays no part")
        let inset = LayoutInsets(top: 12, left: 16, bottom: 0, right: 4)
        XCTAssertEqual(EmptyTextViewLayout.containerOrigin(containerInset: inset, lineFragmentPadding: 0), CGPoint(x: 16, y: 12))
    }

    func testBadInsetsAndPaddingCountAsZero() {
        let bad = LayoutInsets(top: .nan, left: .infinity, bottom: 0, right: 0)
        XCTAssertEqual(EmptyTextViewLayout.containerOrigin(containerInset: bad, lineFragmentPadding: -3), .zero)
        XCTAssertEqual(EmptyTextViewLayout.containerOrigin(containerInset: .zero, lineFragmentPadding: .nan), .zero)
    }

    func testTheAvailableHeightLosesTheBarsAndTheContainersInsets() {
        // A 300-point text view whose content is inset 100 points under a bar.
        let underBar = LayoutInsets(top: 100, left: 0, bottom: 34, right: 0)
        XCTAssertEqual(
            EmptyTextViewLayout.availableHeight(boundsHeight: 300, adjustedInset: underBar, containerInset: textViewInset),
            300 - 100 - 34 - 16)
        XCTAssertEqual(
            EmptyTextViewLayout.availableHeight(boundsHeight: 300, adjustedInset: .zero, containerInset: textViewInset), 284)
        XCTAssertEqual(
            EmptyTextViewLayout.availableHeight(boundsHeight: 40, adjustedInset: underBar, containerInset: textViewInset), 0,
            "never negative")
        XCTAssertEqual(
            EmptyTextViewLayout.availableHeight(boundsHeight: .nan, adjustedInset: .zero, containerInset: .zero), 0)
    }

    func testTheLinesHoldOnlyWhatFitsTheAvailableHeight() {
        // Three 20-point lines wanted; under a 100-point bar a 160-point text view shows 44 points.
        let lines = EmptyTextPlaceholder.lines(
            count: 3, width: 200, lineHeight: 20, spacing: 0,
            font: RedactionFontMetrics(ascender: 16, descender: -4, capHeight: 12))
        let available = EmptyTextViewLayout.availableHeight(
            boundsHeight: 160, adjustedInset: LayoutInsets(top: 100, left: 0, bottom: 0, right: 0), containerInset: textViewInset)
        XCTAssertEqual(EmptyTextPlaceholder.fitting(lines, height: available).count, 2)
        XCTAssertEqual(EmptyTextPlaceholder.fitting(lines, height: 160 - 16).count, 3, "precondition: the bar is what costs a line")
    }

    func testTheLineWidthLosesTheSideInsetsAndBothPaddings() {
        let inset = LayoutInsets(top: 8, left: 10, bottom: 8, right: 6)
        XCTAssertEqual(EmptyTextViewLayout.lineWidth(boundsWidth: 300, containerInset: inset, lineFragmentPadding: 5), 274)
        XCTAssertEqual(EmptyTextViewLayout.lineWidth(boundsWidth: 20, containerInset: inset, lineFragmentPadding: 5), 0, "never negative")
        XCTAssertEqual(EmptyTextViewLayout.lineWidth(boundsWidth: .infinity, containerInset: .zero, lineFragmentPadding: 0), 0)
        XCTAssertEqual(EmptyTextViewLayout.lineWidth(boundsWidth: 300, containerInset: .zero, lineFragmentPadding: -5), 300)
    }
}
