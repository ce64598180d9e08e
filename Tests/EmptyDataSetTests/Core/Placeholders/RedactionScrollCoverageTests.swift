import XCTest
@testable import EmptyDataSet

/// A redacted scroll view's overlay covers its content, and lazily filled lists are looked at
/// again once enough unseen area scrolled into view.
final class RedactionScrollCoverageTests: XCTestCase {
    func testTheOverlayCoversTheWholeContent() {
        XCTAssertEqual(RedactionScrollCoverage.overlayFrame(contentSize: CGSize(width: 375, height: 2_000), boundsSize: CGSize(width: 375, height: 667)),
                       CGRect(x: 0, y: 0, width: 375, height: 2_000), "content below the fold included")
    }

    func testShortContentStillCoversTheVisibleArea() {
        XCTAssertEqual(RedactionScrollCoverage.overlayFrame(contentSize: CGSize(width: 0, height: 100), boundsSize: CGSize(width: 375, height: 667)),
                       CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    func testBadSizesCountAsZero() {
        XCTAssertEqual(RedactionScrollCoverage.overlayFrame(contentSize: CGSize(width: CGFloat.nan, height: -40), boundsSize: CGSize(width: 100, height: CGFloat.infinity)),
                       CGRect(x: 0, y: 0, width: 100, height: 0))
    }

    func testALazyListIsLookedAtAgainAfterAQuarterScreenOfNewContent() {
        let scanned = CGRect(x: 0, y: 0, width: 375, height: 600)
        XCTAssertFalse(RedactionScrollCoverage.needsRescan(scanned: scanned, visible: scanned), "nothing new")
        XCTAssertFalse(RedactionScrollCoverage.needsRescan(scanned: scanned, visible: scanned.offsetBy(dx: 0, dy: 150)), "exactly a quarter")
        XCTAssertTrue(RedactionScrollCoverage.needsRescan(scanned: scanned, visible: scanned.offsetBy(dx: 0, dy: 151)))
        XCTAssertTrue(RedactionScrollCoverage.needsRescan(scanned: scanned, visible: scanned.offsetBy(dx: 0, dy: -200)), "upward too")
        XCTAssertTrue(RedactionScrollCoverage.needsRescan(scanned: scanned, visible: scanned.offsetBy(dx: 100, dy: 0)), "sideways")
        XCTAssertTrue(RedactionScrollCoverage.needsRescan(scanned: scanned, visible: scanned.offsetBy(dx: 0, dy: 5_000)), "a jump")
    }

    func testBadAreasAskForNothing() {
        let scanned = CGRect(x: 0, y: 0, width: 375, height: 600)
        XCTAssertFalse(RedactionScrollCoverage.needsRescan(scanned: scanned, visible: .zero))
        XCTAssertFalse(RedactionScrollCoverage.needsRescan(scanned: scanned, visible: CGRect(x: 0, y: 900, width: 375, height: 0)),
                       "a scroll view with no height yet")
        XCTAssertFalse(RedactionScrollCoverage.needsRescan(scanned: scanned, visible: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)))
    }
}
