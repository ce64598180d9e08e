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

    // MARK: - A footer that shows nothing

    func testEmptyFooterIsOnePixelInAPlainTable() {
        XCTAssertEqual(SectionPlaceholderGeometry.emptyFooterHeight(isPlainStyle: true, sectionFooterHeight: 28, scale: 2), 0.5)
        XCTAssertEqual(SectionPlaceholderGeometry.emptyFooterHeight(isPlainStyle: true, sectionFooterHeight: -1, scale: 3), 1.0 / 3)
    }

    func testEmptyFooterKeepsTheGroupedStylesSpacing() {
        // The table's own footer height, when it is one.
        XCTAssertEqual(SectionPlaceholderGeometry.emptyFooterHeight(isPlainStyle: false, sectionFooterHeight: 28, scale: 2), 28)
        XCTAssertEqual(SectionPlaceholderGeometry.emptyFooterHeight(isPlainStyle: false, sectionFooterHeight: 10.2, scale: 2), 10.5)
        // Automatic (-1) or nonsense: the style's spacing.
        let spacing = SectionPlaceholderGeometry.groupedFooterSpacing
        XCTAssertGreaterThan(spacing, 1)
        for automatic in [CGFloat(-1), .nan, .infinity, -.infinity] {
            XCTAssertEqual(
                SectionPlaceholderGeometry.emptyFooterHeight(isPlainStyle: false, sectionFooterHeight: automatic, scale: 2),
                spacing, "\(automatic)")
        }
        // An app that asks for no spacing still gets the one pixel the footer needs.
        XCTAssertEqual(SectionPlaceholderGeometry.emptyFooterHeight(isPlainStyle: false, sectionFooterHeight: 0, scale: 2), 0.5)
        XCTAssertEqual(SectionPlaceholderGeometry.emptyFooterHeight(isPlainStyle: false, sectionFooterHeight: 0, scale: 0), 1)
    }

    func testTheEmptyHeightCountsOnlyWhenNothingShows() {
        func height(content: CGFloat, accessory: CGFloat, shows: Bool) -> CGFloat {
            SectionPlaceholderGeometry.height(
                contentHeight: content, verticalMargins: 20, accessoryHeight: accessory, showsPlaceholder: shows,
                scale: 2, emptyHeight: 17.5)
        }
        XCTAssertEqual(height(content: 0, accessory: 0, shows: false), 17.5)
        XCTAssertEqual(height(content: 100, accessory: 0, shows: false), 17.5, "content not shown counts as none")
        XCTAssertEqual(height(content: 100, accessory: 0, shows: true), 120, "a placeholder replaces the spacing")
        XCTAssertEqual(height(content: 0, accessory: 30, shows: false), 30, "so does the app's footer")
        XCTAssertEqual(
            SectionPlaceholderGeometry.height(
                contentHeight: 0, verticalMargins: 0, accessoryHeight: 0, showsPlaceholder: false, scale: 2, emptyHeight: -5),
            0.5, "a negative empty height: one pixel")
        XCTAssertEqual(
            SectionPlaceholderGeometry.height(
                contentHeight: 0, verticalMargins: 0, accessoryHeight: 0, showsPlaceholder: false, scale: 2, emptyHeight: 3.1),
            3.5, "rounded up to whole pixels")
    }

    // MARK: - The content view's width

    func testContentWidthTakesTheSafeAreaOffBothSides() {
        XCTAssertEqual(SectionPlaceholderGeometry.contentWidth(footerWidth: 812, leadingInset: 44, trailingInset: 44), 724)
        XCTAssertEqual(SectionPlaceholderGeometry.contentWidth(footerWidth: 812, leadingInset: 44, trailingInset: 0), 768)
        XCTAssertEqual(SectionPlaceholderGeometry.contentWidth(footerWidth: 375, leadingInset: 0, trailingInset: 0), 375)
    }

    func testContentWidthWithBadInput() {
        XCTAssertEqual(SectionPlaceholderGeometry.contentWidth(footerWidth: 100, leadingInset: 80, trailingInset: 80), 0)
        XCTAssertEqual(SectionPlaceholderGeometry.contentWidth(footerWidth: 100, leadingInset: -10, trailingInset: .nan), 100)
        XCTAssertEqual(SectionPlaceholderGeometry.contentWidth(footerWidth: .infinity, leadingInset: 0, trailingInset: 0), 0)
    }

    func testRequeryBoundaryIsMoreThanHalfAPointFromTheHeightAskedFor() {
        XCTAssertFalse(requery(0, 140.5, 140), "exactly half a point: the same height")
        XCTAssertFalse(requery(0, 139.5, 140))
    }

    func testAScaleBelowOneRoundsToItsOwnPixels() {
        // A scale of 0.5 makes pixels two points tall; only a scale of 0 or less counts as 1.
        XCTAssertEqual(
            SectionPlaceholderGeometry.height(
                contentHeight: 3, verticalMargins: 0, accessoryHeight: 0, showsPlaceholder: true, scale: 0.5), 4)
        XCTAssertEqual(SectionPlaceholderGeometry.emptyFooterHeight(isPlainStyle: true, sectionFooterHeight: -1, scale: 0.5), 2)
    }
}
