import XCTest
@testable import EmptyDataSet

final class SectionPlaceholderGeometryTests: XCTestCase {
    func testReferenceHeightIsTheVisibleHeightAtLeastTheMinimum() {
        XCTAssertEqual(SectionPlaceholderGeometry.referenceHeight(visibleHeight: 700), 700)
        XCTAssertEqual(SectionPlaceholderGeometry.referenceHeight(visibleHeight: 100), 320)
        XCTAssertEqual(SectionPlaceholderGeometry.referenceHeight(visibleHeight: 0), 320)
        XCTAssertEqual(SectionPlaceholderGeometry.referenceHeight(visibleHeight: .infinity), 320)
        XCTAssertEqual(SectionPlaceholderGeometry.referenceHeight(visibleHeight: .nan), 320)
        XCTAssertEqual(SectionPlaceholderGeometry.minimumReferenceHeight, 320)
    }

    private func height(
        content: CGFloat, margins: CGFloat = 40, accessory: CGFloat = 0, shows: Bool = true, scale: CGFloat = 2
    ) -> CGFloat {
        SectionPlaceholderGeometry.height(
            contentHeight: content, verticalMargins: margins, accessoryHeight: accessory, showsPlaceholder: shows,
            scale: scale)
    }

    func testHeightIsContentPlusMarginsPlusTheAppsFooter() {
        XCTAssertEqual(height(content: 100), 140)
        XCTAssertEqual(height(content: 100, accessory: 30), 170)
        XCTAssertEqual(height(content: 100, margins: 0), 100)
    }

    func testHeightGrowsWithTheContentAtLargerTextSizes() {
        // The measured content grows with the text size; the footer follows it, unbounded.
        XCTAssertLessThan(height(content: 120), height(content: 480))
        XCTAssertEqual(height(content: 2_000), 2_040)
    }

    func testHiddenPlaceholderTakesOnlyTheAppsFooterAtLeastOnePixel() {
        XCTAssertEqual(height(content: 100, shows: false), 0.5)
        XCTAssertEqual(height(content: 100, shows: false, scale: 3), 1.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(height(content: 100, shows: false, scale: 0), 1)
        XCTAssertEqual(height(content: 100, accessory: 30, shows: false), 30)
    }

    func testNoContentTakesNoMargins() {
        XCTAssertEqual(height(content: 0), 0.5)
        XCTAssertEqual(height(content: 0, accessory: 12), 12)
        XCTAssertEqual(height(content: -5), 0.5)
        XCTAssertEqual(height(content: .nan), 0.5)
        XCTAssertEqual(height(content: .infinity), 0.5)
    }

    func testBadMarginsAndAccessoryCountAsZero() {
        XCTAssertEqual(height(content: 100, margins: -40), 100)
        XCTAssertEqual(height(content: 100, margins: .nan), 100)
        XCTAssertEqual(height(content: 100, accessory: -30), 140)
        XCTAssertEqual(height(content: 100, accessory: .infinity), 140)
    }

    func testHeightIsRoundedUpToWholePixels() {
        XCTAssertEqual(height(content: 100.1, margins: 0, scale: 2), 100.5)
        XCTAssertEqual(height(content: 100.1, margins: 0, scale: 3), 301.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(height(content: 100.5, margins: 0, scale: 2), 100.5)
        XCTAssertEqual(height(content: 100.2, margins: 0, scale: 0), 101)
        XCTAssertEqual(height(content: 100.2, margins: 0, scale: .nan), 101)
        XCTAssertEqual(height(content: 0, accessory: 10.2, shows: false, scale: 1), 11)
        XCTAssertEqual(height(content: 0.1, margins: 0, scale: 1), 1)
    }

    func testRendererIsCenteredOnTheAreaAtTheReferenceHeight() {
        let area = CGRect(x: 0, y: 0, width: 390, height: 140)
        let frame = SectionPlaceholderGeometry.rendererFrame(in: area, referenceHeight: 700)
        XCTAssertEqual(frame, CGRect(x: 0, y: -280, width: 390, height: 700))
        XCTAssertEqual(frame.midY, area.midY)
    }

    func testRendererIsNeverShorterThanTheArea() {
        let area = CGRect(x: 0, y: 10, width: 390, height: 800)
        XCTAssertEqual(
            SectionPlaceholderGeometry.rendererFrame(in: area, referenceHeight: 320),
            CGRect(x: 0, y: 10, width: 390, height: 800))
    }

    func testRendererFrameWithBadInputStaysFinite() {
        let frame = SectionPlaceholderGeometry.rendererFrame(
            in: CGRect(x: CGFloat.nan, y: 0, width: -10, height: CGFloat.infinity), referenceHeight: .nan)
        XCTAssertEqual(frame, CGRect(x: 0, y: 0, width: 0, height: 0))
    }

    func testFlowFooterSize() {
        XCTAssertEqual(
            SectionPlaceholderGeometry.flowFooterSize(width: 390, height: 140, scrollsVertically: true),
            CGSize(width: 390, height: 140))
        XCTAssertEqual(
            SectionPlaceholderGeometry.flowFooterSize(width: 390, height: 140, scrollsVertically: false), .zero)
        XCTAssertEqual(SectionPlaceholderGeometry.flowFooterSize(width: 0, height: 140, scrollsVertically: true), .zero)
        XCTAssertEqual(
            SectionPlaceholderGeometry.flowFooterSize(width: .nan, height: 140, scrollsVertically: true), .zero)
        XCTAssertEqual(SectionPlaceholderGeometry.flowFooterSize(width: 390, height: -1, scrollsVertically: true), .zero)
        XCTAssertEqual(SectionPlaceholderGeometry.flowFooterSize(width: 390, height: 0, scrollsVertically: true), .zero)
        XCTAssertEqual(SectionPlaceholderGeometry.flowFooterSize(width: 390, height: .nan, scrollsVertically: true), .zero)
        XCTAssertEqual(
            SectionPlaceholderGeometry.flowFooterSize(width: 390, height: 0.5, scrollsVertically: true),
            CGSize(width: 390, height: 0.5))
    }

    private func requery(_ reported: CGFloat?, _ new: CGFloat, _ requested: CGFloat? = nil) -> Bool {
        SectionPlaceholderGeometry.needsHeightRequery(reportedHeight: reported, newHeight: new, lastRequestedHeight: requested)
    }

    func testHeightRequeryOnlyForAMeasuredFooterWhoseHeightChanged() {
        XCTAssertFalse(requery(nil, 140))
        XCTAssertFalse(requery(140, 140))
        XCTAssertFalse(requery(140, 140.5))
        XCTAssertTrue(requery(140, 140.6))
        XCTAssertTrue(requery(140, 0))
        XCTAssertTrue(requery(0, 140))
        XCTAssertTrue(requery(140, 139.4))
        XCTAssertFalse(requery(140, 139.5))
    }

    func testNoSecondRequeryForTheSameHeightWhenUIKitDidNotMeasureAgain() {
        // Re-queried for 140; UIKit still reports 0: asking again would repeat every turn.
        XCTAssertFalse(requery(0, 140, 140))
        XCTAssertFalse(requery(0, 140.4, 140))
        // A different height than the one asked for: ask again.
        XCTAssertTrue(requery(0, 200, 140))
        XCTAssertTrue(requery(0, 140.6, 140))
        XCTAssertTrue(requery(0, 139.4, 140))
        // Measured as asked: nothing, whatever was asked before.
        XCTAssertFalse(requery(140, 140, 90))
    }

    func testRequeryWithNonFiniteInputCountsItAsZero() {
        XCTAssertFalse(requery(.nan, 0))
        XCTAssertTrue(requery(.infinity, 10))
        XCTAssertTrue(requery(10, .nan))
        XCTAssertFalse(requery(10, 0, .infinity))
    }
}
