import XCTest
@testable import EmptyDataSet

/// The style's knobs: defaults, clamping and bad input, and what they do to the bars.
final class PlaceholderKnobsTests: XCTestCase {
    /// Roughly the system font at 17 pt: line height 20.3, baseline 16.2 below the line's top.
    private let body = RedactionFontMetrics(ascender: 16.2, descender: -4.1, capHeight: 12)

    // MARK: Last-line fraction

    func testLastLineFractionDefaultsToSixTenths() {
        XCTAssertEqual(PlaceholderKnobs.defaultLastLineFraction, 0.6)
        XCTAssertEqual(RedactionBarLayout.lastLineFraction, 0.6)
    }

    func testLastLineFractionIsClampedToOneTenthThroughOne() {
        XCTAssertEqual(PlaceholderKnobs.lastLineFraction(0.4), 0.4)
        XCTAssertEqual(PlaceholderKnobs.lastLineFraction(1), 1)
        XCTAssertEqual(PlaceholderKnobs.lastLineFraction(0.1), 0.1)
        XCTAssertEqual(PlaceholderKnobs.lastLineFraction(1.5), 1)
        XCTAssertEqual(PlaceholderKnobs.lastLineFraction(0.05), 0.1)
        XCTAssertEqual(PlaceholderKnobs.lastLineFraction(0), 0.1)
        XCTAssertEqual(PlaceholderKnobs.lastLineFraction(-2), 0.1)
        XCTAssertEqual(PlaceholderKnobs.lastLineFraction(.nan), 0.6, "non-finite: the default")
        XCTAssertEqual(PlaceholderKnobs.lastLineFraction(.infinity), 0.6)
    }

    func testBarsUseTheClampedFraction() {
        let lines = [280, 280].map { RedactionTextLine(width: $0, height: 20.3, font: body) }
        func lastWidth(_ fraction: CGFloat) -> CGFloat? {
            RedactionBarLayout.bars(
                for: lines, in: CGSize(width: 300, height: 40.6), alignment: .natural, isRightToLeft: false,
                lastLineFraction: fraction
            ).last?.width
        }
        XCTAssertEqual(try XCTUnwrap(lastWidth(0.5)), 140, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(lastWidth(3)), 280, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(lastWidth(-1)), 28, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(lastWidth(.nan)), 168, accuracy: 1e-9)
    }

    // MARK: Line spacing and corner radius

    func testLineSpacingIsClampedToZeroThroughSixtyFour() {
        XCTAssertEqual(PlaceholderKnobs.lineSpacing(8), 8)
        XCTAssertEqual(PlaceholderKnobs.lineSpacing(0), 0)
        XCTAssertEqual(PlaceholderKnobs.lineSpacing(64), 64)
        XCTAssertEqual(PlaceholderKnobs.lineSpacing(65), 64)
        XCTAssertEqual(PlaceholderKnobs.lineSpacing(-1), 0)
        XCTAssertEqual(PlaceholderKnobs.lineSpacing(.nan), 0)
        XCTAssertEqual(PlaceholderKnobs.lineSpacing(.infinity), 0)
    }

    func testCornerRadiusBelowZeroOrNotFiniteIsZero() {
        XCTAssertEqual(PlaceholderKnobs.cornerRadius(6), 6)
        XCTAssertEqual(PlaceholderKnobs.cornerRadius(-3), 0)
        XCTAssertEqual(PlaceholderKnobs.cornerRadius(.nan), 0)
        XCTAssertEqual(PlaceholderKnobs.cornerRadius(.infinity), 0)
        XCTAssertEqual(PlaceholderKnobs.cornerRadius(1_000), 1_000, "kept within each placeholder by RedactionShape")
    }

    // MARK: Bar height

    /// The bar of one 20.3-point line in a label of that height.
    private func bar(_ height: PlaceholderBarHeight, line: CGFloat = 20.3) throws -> CGRect {
        let lines = [RedactionTextLine(width: 200, height: line, font: body)]
        return try XCTUnwrap(RedactionBarLayout.bars(
            for: lines, in: CGSize(width: 300, height: line), alignment: .natural, isRightToLeft: false, barHeight: height
        ).first)
    }

    func testTextHeightRunsFromTheCapHeightToTheDescender() throws {
        let text = try bar(.text)
        XCTAssertEqual(text.minY, 4.2, accuracy: 1e-9)
        XCTAssertEqual(text.height, 16.1, accuracy: 1e-9)
    }

    func testRelativeToFontIsAFractionOfTheFontCenteredOnTheText() throws {
        // Half of 20.3 (ascender 16.2 + descent 4.1), around the text's middle (4.2 + 16.1 / 2).
        let half = try bar(.relativeToFont(0.5))
        XCTAssertEqual(half.height, 10.15, accuracy: 1e-9)
        XCTAssertEqual(half.midY, 12.25, accuracy: 1e-9)
        let full = try bar(.relativeToFont(1))
        XCTAssertEqual(full.height, 20.3, accuracy: 1e-9)
        XCTAssertEqual(full.minY, 0, accuracy: 1e-9, "kept inside the line")
    }

    func testRelativeToFontIsClamped() throws {
        XCTAssertEqual(try bar(.relativeToFont(0.01)).height, 20.3 * 0.2, accuracy: 1e-9)
        XCTAssertEqual(try bar(.relativeToFont(-1)).height, 20.3 * 0.2, accuracy: 1e-9)
        XCTAssertEqual(try bar(.relativeToFont(3)).height, 20.3, accuracy: 1e-9)
        XCTAssertEqual(try bar(.relativeToFont(.nan)), try bar(.text), "non-finite: the text's height")
    }

    func testFixedIsPointsClampedToTheLine() throws {
        let eight = try bar(.fixed(8))
        XCTAssertEqual(eight.height, 8, accuracy: 1e-9)
        XCTAssertEqual(eight.midY, 12.25, accuracy: 1e-9)
        XCTAssertEqual(try bar(.fixed(0.2)).height, 1, accuracy: 1e-9, "at least a point")
        XCTAssertEqual(try bar(.fixed(-4)).height, 1, accuracy: 1e-9)
        let tall = try bar(.fixed(100))
        XCTAssertEqual(tall.height, 20.3, accuracy: 1e-9, "never taller than its line")
        XCTAssertEqual(tall.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(try bar(.fixed(.infinity)), try bar(.text))
    }

    func testACustomHeightStaysInItsLineWithoutOverlappingTheNext() throws {
        let lines = [RedactionTextLine(width: 200, height: 20.3, font: body), RedactionTextLine(width: 200, height: 20.3, font: body)]
        let result = RedactionBarLayout.bars(
            for: lines, in: CGSize(width: 300, height: 40.6), alignment: .natural, isRightToLeft: false, barHeight: .fixed(30))
        XCTAssertEqual(result.count, 2)
        XCTAssertLessThanOrEqual(result[0].maxY, result[1].minY + 1e-9)
        XCTAssertEqual(result[0].minY, 0, accuracy: 1e-9)
        XCTAssertEqual(result[1].maxY, 40.6, accuracy: 1e-9)
    }

    func testExtentKeepsTheBarInsideTheLineWhenTheTextSitsLow() {
        // Text near the bottom of a 30-point line: a 20-point bar is pushed up into the line.
        let extent = PlaceholderBarHeight.fixed(20).extent(textTop: 18, textBottom: 30, fontHeight: 20, lineTop: 0, lineHeight: 30)
        XCTAssertEqual(extent.top, 10)
        XCTAssertEqual(extent.height, 20)
        let text = PlaceholderBarHeight.text.extent(textTop: 18, textBottom: 30, fontHeight: 20, lineTop: 0, lineHeight: 30)
        XCTAssertEqual(text.top, 18)
        XCTAssertEqual(text.height, 12)
        let noFont = PlaceholderBarHeight.relativeToFont(0.5).extent(
            textTop: 2, textBottom: 8, fontHeight: 0, lineTop: 0, lineHeight: 10)
        XCTAssertEqual(noFont.top, 2, "a font without height: the text's extent")
        XCTAssertEqual(noFont.height, 6)
    }
}
