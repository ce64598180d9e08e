import XCTest
@testable import EmptyDataSet

/// The content size a tall header's empty state needs, given through `setContentSize:` instead of
/// the app's content insets.
final class ContentSizeExtensionTests: XCTestCase {
    private let header = CGSize(width: 667, height: 400)

    func testASizeRecordedWithoutExtendingIsTheOneGivenBack() {
        var sut = ContentSizeExtension()
        sut.recordWithoutExtending(CGSize(width: 320, height: 100))
        XCTAssertNil(sut.proposedSize, "nothing recorded while not extended")
        _ = sut.follow(minimumHeight: 700, currentSize: CGSize(width: 320, height: 400))
        XCTAssertTrue(sut.isExtended, "precondition")
        sut.recordWithoutExtending(CGSize(width: 320, height: 420))
        XCTAssertEqual(sut.proposedSize, CGSize(width: 320, height: 420), "the latest size, not lengthened")
        XCTAssertEqual(sut.follow(minimumHeight: nil, currentSize: CGSize(width: 320, height: 420))?.height, 420)
    }

    func testNothingExtendedPassesEverySizeThrough() {
        var sizes = ContentSizeExtension()
        XCTAssertEqual(sizes.storedSize(forProposed: header), header)
        XCTAssertFalse(sizes.isExtended)
        XCTAssertNil(sizes.follow(minimumHeight: nil, currentSize: header), "nothing to end")
    }

    func testStartingStoresTheCurrentSizeAgainExtended() {
        var sizes = ContentSizeExtension()
        let write = sizes.follow(minimumHeight: 580, currentSize: header)
        XCTAssertEqual(write, header, "UIKit's own size is passed again")
        XCTAssertTrue(sizes.isExtended)
        XCTAssertEqual(sizes.storedSize(forProposed: write ?? .zero), CGSize(width: 667, height: 580))
        XCTAssertNil(sizes.follow(minimumHeight: 580, currentSize: CGSize(width: 667, height: 580)), "unchanged")
    }

    func testProposedSizesAreExtendedAndRecorded() {
        var sizes = ContentSizeExtension()
        _ = sizes.follow(minimumHeight: 580, currentSize: header)
        XCTAssertEqual(sizes.storedSize(forProposed: CGSize(width: 667, height: 450)), CGSize(width: 667, height: 580), "a footer")
        XCTAssertEqual(sizes.proposedSize, CGSize(width: 667, height: 450))
        XCTAssertEqual(
            sizes.storedSize(forProposed: CGSize(width: 667, height: 2_000)), CGSize(width: 667, height: 2_000),
            "taller content is never shortened")
        XCTAssertEqual(sizes.storedSize(forProposed: CGSize(width: 320, height: 0)).width, 320, "the width is never changed")
    }

    func testEndingPassesTheLastProposedSizeAgainUnextended() {
        var sizes = ContentSizeExtension()
        _ = sizes.follow(minimumHeight: 580, currentSize: header)
        _ = sizes.storedSize(forProposed: CGSize(width: 667, height: 532))  // three rows arrived
        let write = sizes.follow(minimumHeight: nil, currentSize: CGSize(width: 667, height: 580))
        XCTAssertEqual(write, CGSize(width: 667, height: 532), "UIKit's size, not the stored extended one")
        XCTAssertFalse(sizes.isExtended)
        XCTAssertEqual(sizes.storedSize(forProposed: write ?? .zero), CGSize(width: 667, height: 532))
        XCTAssertNil(sizes.proposedSize)
    }

    func testAChangedMinimumPassesTheProposedSizeAgain() {
        var sizes = ContentSizeExtension()
        _ = sizes.follow(minimumHeight: 580, currentSize: header)
        let write = sizes.follow(minimumHeight: 700, currentSize: CGSize(width: 667, height: 580))
        XCTAssertEqual(write, header, "the proposed size, not the extended one")
        XCTAssertEqual(sizes.storedSize(forProposed: header), CGSize(width: 667, height: 700))
    }

    func testBadMinimumCountsAsNone() {
        for bad in [CGFloat.nan, .infinity, -.infinity, -10] {
            var sizes = ContentSizeExtension()
            XCTAssertNil(sizes.follow(minimumHeight: bad, currentSize: header), "\(bad)")
            XCTAssertFalse(sizes.isExtended)
        }
    }

    func testANonFiniteProposedHeightIsStoredUnchanged() {
        var sizes = ContentSizeExtension()
        _ = sizes.follow(minimumHeight: 580, currentSize: header)
        XCTAssertTrue(sizes.storedSize(forProposed: CGSize(width: 667, height: CGFloat.nan)).height.isNaN)
    }

    func testASizeStoredWithoutTheHookIsExtendedAgainAtTheNextPlacement() {
        var sizes = ContentSizeExtension()
        _ = sizes.follow(minimumHeight: 580, currentSize: header)
        // UIKit stored 420 (a footer arrived) through a path that bypassed the hook.
        let bypassed = CGSize(width: 667, height: 420)
        let write = sizes.follow(minimumHeight: 580, currentSize: bypassed)
        XCTAssertEqual(write, bypassed, "the new size is passed again, now through the hook")
        XCTAssertEqual(sizes.proposedSize, bypassed, "and recorded as UIKit's own")
        XCTAssertEqual(sizes.storedSize(forProposed: bypassed), CGSize(width: 667, height: 580))
        XCTAssertNil(sizes.follow(minimumHeight: 580, currentSize: CGSize(width: 667, height: 580)), "extended: nothing to do")
        XCTAssertNil(sizes.follow(minimumHeight: 580, currentSize: CGSize(width: 667, height: 579.6)), "rounding is not a bypass")
        XCTAssertNil(sizes.follow(minimumHeight: 580, currentSize: CGSize(width: 667, height: 579.5)), "half a point is rounding")
        let ending = sizes.follow(minimumHeight: nil, currentSize: CGSize(width: 667, height: 580))
        XCTAssertEqual(ending, bypassed, "ending gives back the bypassed size, not the first one")
    }

    func testAScrollViewThatStartedWithNoHeightIsDecidedFromNoneAtLeast() {
        // Started at zero height (a self-sizing table before its first layout): all of its
        // growth is the extension, so it is decided from nothing — never a negative height.
        var sizes = ContentSizeExtension()
        _ = sizes.follow(minimumHeight: 580, currentSize: CGSize(width: 667, height: 0), boundsHeight: 0)
        _ = sizes.storedSize(forProposed: CGSize(width: 667, height: 0))
        XCTAssertEqual(sizes.decisionHeight(boundsHeight: 580, storedHeight: 580), 0)
        XCTAssertEqual(sizes.decisionHeight(boundsHeight: 300, storedHeight: 580), 0, "grew less than the extension")
    }

    func testASelfSizingScrollViewIsDecidedFromItsHeightWithoutTheExtension() {
        var sizes = ContentSizeExtension()
        XCTAssertEqual(sizes.decisionHeight(boundsHeight: 400, storedHeight: 400), 400, "nothing extended")
        _ = sizes.follow(minimumHeight: 580, currentSize: header, boundsHeight: 400)
        _ = sizes.storedSize(forProposed: header)
        XCTAssertEqual(
            sizes.decisionHeight(boundsHeight: 580, storedHeight: 580), 400,
            "grown to its extended content: decided from the 400 pt it has without the extension")
        XCTAssertEqual(sizes.decisionHeight(boundsHeight: 400.4, storedHeight: 580), 400.4, "not grown beyond rounding")
        XCTAssertEqual(sizes.decisionHeight(boundsHeight: 300, storedHeight: 580), 300, "shorter: its real height")
        XCTAssertEqual(sizes.decisionHeight(boundsHeight: .nan, storedHeight: 580).isNaN, true, "non-finite passes through")
        XCTAssertEqual(sizes.decisionHeight(boundsHeight: 580, storedHeight: .infinity), 580)
    }

    /// Without a recorded start height, the decision is the real height.
    func testWithoutAStartHeightTheRealHeightDecides() {
        var sizes = ContentSizeExtension()
        _ = sizes.follow(minimumHeight: 580, currentSize: header)
        _ = sizes.storedSize(forProposed: header)
        XCTAssertNil(sizes.boundsHeightAtStart)
        XCTAssertEqual(sizes.decisionHeight(boundsHeight: 580, storedHeight: 580), 580)
    }

    /// A self-sizing scroll view that reports `contentSize + insets` (20 pt top, 34 pt bottom):
    /// never as tall as its stored size, it still decides from its height without the extension.
    func testASelfSizingScrollViewWithInsetsDoesNotOscillate() {
        let insets: CGFloat = 54
        var sizes = ContentSizeExtension()
        var writes = 0
        var stored = header
        var bounds = stored.height + insets
        var decisions: [CGFloat] = []
        for _ in 0..<10 {
            // header 400, insets 54, content 180: fits only from 634 pt.
            let height = sizes.decisionHeight(boundsHeight: bounds, storedHeight: stored.height)
            decisions.append(height)
            let minimum: CGFloat? = 400 + 180 + insets > height + 0.5 ? 580 : nil
            if let write = sizes.follow(minimumHeight: minimum, currentSize: stored, boundsHeight: bounds) {
                writes += 1
                stored = sizes.storedSize(forProposed: write)
            }
            bounds = stored.height + insets
        }
        XCTAssertEqual(writes, 1, "extended once, then stable")
        XCTAssertEqual(stored.height, 580)
        XCTAssertEqual(bounds, 634)
        XCTAssertEqual(decisions.last, 454, "decided from the height without the extension")
    }

    /// A fixed-height table whose extended height equals its bounds by coincidence has not grown
    /// since the extension started: its real height decides, so content that fits ends it.
    func testAFixedHeightTableEqualToItsExtendedSizeIsDecidedFromItsRealHeight() {
        var sizes = ContentSizeExtension()
        _ = sizes.follow(minimumHeight: 580, currentSize: header, boundsHeight: 580)
        let stored = sizes.storedSize(forProposed: header)
        XCTAssertEqual(stored.height, 580)
        XCTAssertEqual(sizes.decisionHeight(boundsHeight: 580, storedHeight: 580), 580, "its real height")
    }

    /// A table rotated taller grows by more than the extension adds: at most the extension is
    /// taken away, so a height where everything fits ends the extension.
    func testARotatedTallerTableTakesAwayAtMostTheExtension() {
        var sizes = ContentSizeExtension()
        _ = sizes.follow(minimumHeight: 580, currentSize: header, boundsHeight: 300)
        _ = sizes.storedSize(forProposed: header)
        XCTAssertEqual(sizes.decisionHeight(boundsHeight: 900, storedHeight: 580), 720, "900 − the 180 pt extension")
        XCTAssertEqual(sizes.decisionHeight(boundsHeight: 350, storedHeight: 580), 300, "grown 50 pt: 50 pt taken away")
        XCTAssertNotNil(sizes.follow(minimumHeight: nil, currentSize: CGSize(width: 667, height: 580), boundsHeight: 900), "fits at 720: ends")
        XCTAssertNil(sizes.boundsHeightAtStart, "forgotten as it ends")
        XCTAssertEqual(sizes.decisionHeight(boundsHeight: 900, storedHeight: 400), 900)
    }

    /// Grows with its content (intrinsicContentSize = contentSize): the extension must not end
    /// because the scroll view grew by the extension, and must end once the content truly fits.
    func testASelfSizingScrollViewDoesNotOscillate() {
        var sizes = ContentSizeExtension()
        var writes = 0
        var bounds: CGFloat = 400  // as tall as its content: the 400 pt header
        var stored = header
        for _ in 0..<10 {
            // header 400, content 180: overflows whenever the decision height is below 580.
            let height = sizes.decisionHeight(boundsHeight: bounds, storedHeight: stored.height)
            let minimum: CGFloat? = 400 + 180 > height + 0.5 ? 580 : nil
            if let write = sizes.follow(minimumHeight: minimum, currentSize: stored, boundsHeight: bounds) {
                writes += 1
                stored = sizes.storedSize(forProposed: write)
            }
            bounds = stored.height  // the outer layout gives it its intrinsic height
        }
        XCTAssertEqual(writes, 1, "extended once, then stable")
        XCTAssertEqual(stored.height, 580)
    }
}
