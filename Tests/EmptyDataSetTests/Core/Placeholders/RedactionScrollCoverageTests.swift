import XCTest
@testable import EmptyDataSet

/// A redacted scroll view's overlay covers its content, and lazily filled lists are looked at
/// again when they made or moved a cell or header.
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

    func testAListIsLookedAtAgainWhenItMadeANewItem() {
        let scanned = ["a": CGRect(x: 0, y: 0, width: 375, height: 44), "b": CGRect(x: 0, y: 44, width: 375, height: 44)]
        XCTAssertFalse(RedactionScrollCoverage.needsRescan(scanned: scanned, current: scanned), "nothing new")
        var added = scanned
        added["c"] = CGRect(x: 0, y: 88, width: 375, height: 44)
        XCTAssertTrue(RedactionScrollCoverage.needsRescan(scanned: scanned, current: added), "a cell dequeued for a new row")
        XCTAssertFalse(RedactionScrollCoverage.needsRescan(scanned: added, current: scanned), "a cell that left is no reason")
        XCTAssertFalse(RedactionScrollCoverage.needsRescan(scanned: scanned, current: [:]), "every cell gone")
    }

    func testAReusedCellOrAPinnedHeaderThatMovedIsLookedAtAgain() {
        let scanned = ["cell": CGRect(x: 0, y: 0, width: 375, height: 44), "header": CGRect(x: 0, y: 300, width: 375, height: 28)]
        var reused = scanned
        reused["cell"] = CGRect(x: 0, y: 880, width: 375, height: 44)
        XCTAssertTrue(RedactionScrollCoverage.needsRescan(scanned: scanned, current: reused), "same cell, new row")
        var pinned = scanned
        pinned["header"] = CGRect(x: 0, y: 301, width: 375, height: 28)
        XCTAssertTrue(RedactionScrollCoverage.needsRescan(scanned: scanned, current: pinned), "a header kept on screen")
        var resized = scanned
        resized["cell"] = CGRect(x: 0, y: 0, width: 375, height: 45)
        XCTAssertTrue(RedactionScrollCoverage.needsRescan(scanned: scanned, current: resized), "a self-sizing cell")
    }

    func testBadFramesAskForARescanRatherThanMissACell() {
        let bad = ["a": CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)]
        XCTAssertTrue(RedactionScrollCoverage.needsRescan(scanned: bad, current: bad))
        let infinite = ["a": CGRect(x: 0, y: 0, width: 10, height: CGFloat.infinity)]
        XCTAssertTrue(RedactionScrollCoverage.needsRescan(scanned: infinite, current: infinite))
        for bad in [CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10), CGRect(x: 0, y: 0, width: -CGFloat.infinity, height: 10)] {
            XCTAssertTrue(RedactionScrollCoverage.needsRescan(scanned: ["a": bad], current: ["a": bad]), "\(bad)")
        }
        XCTAssertFalse(RedactionScrollCoverage.needsRescan(scanned: [String: CGRect](), current: [:]))
    }
}
