import XCTest
@testable import EmptyDataSet

/// The paging state machine: trigger, one page at a time, end, reset, failure, retry, cancellation.
final class PagingFlowTests: XCTestCase {
    private var flow = PagingFlow()
    private let near = PagingFlow.Conditions(isWithinThreshold: true)
    private let far = PagingFlow.Conditions(isWithinThreshold: false)

    func testAPageStartsOnlyWithinTheThreshold() {
        XCTAssertNil(flow.trigger(far))
        XCTAssertEqual(flow.phase, .idle)
        XCTAssertNotNil(flow.trigger(near))
        XCTAssertEqual(flow.phase, .loading)
        XCTAssertTrue(flow.isLoadingPage)
        XCTAssertEqual(flow.footer(showsEnd: false), .loading)
    }

    func testOnePageAtATime() {
        let first = flow.trigger(near)
        XCTAssertNotNil(first)
        XCTAssertNil(flow.trigger(near), "a second trigger while a page loads starts nothing")
        XCTAssertEqual(flow.current, first)
        XCTAssertEqual(flow.finish(first!, itemCount: 20, isEnd: false, hasContent: true), .loaded(itemCount: 20))
        let second = flow.trigger(near)
        XCTAssertNotNil(second)
        XCTAssertNotEqual(first, second)
    }

    func testNeverWhileTheFirstLoadOrARefreshRuns() {
        XCTAssertNil(flow.trigger(.init(isWithinThreshold: true, isLoading: true)))
        XCTAssertNil(flow.trigger(.init(isWithinThreshold: true, isRefreshing: true)))
        XCTAssertEqual(flow.phase, .idle)
        XCTAssertEqual(flow.automaticPages, 0, "a refused trigger counts no page")
        XCTAssertNotNil(flow.trigger(near))
    }

    func testTheEndStopsPagingUntilAReset() {
        let page = flow.trigger(near)!
        XCTAssertEqual(flow.finish(page, itemCount: 5, isEnd: true, hasContent: true), .loaded(itemCount: 5))
        XCTAssertEqual(flow.phase, .ended)
        XCTAssertNil(flow.trigger(near))
        flow.moveTowardTheEnd()
        XCTAssertNil(flow.trigger(near), "scrolling does not undo the end")
        XCTAssertEqual(flow.footer(showsEnd: false), .none, "the end footer is off by default")
        XCTAssertEqual(flow.footer(showsEnd: true), .end)
        XCTAssertNil(flow.reset(), "no page ran")
        XCTAssertEqual(flow.phase, .idle)
        XCTAssertNotNil(flow.trigger(near))
    }

    func testASinglePageItemIsAnnounced() {
        let page = flow.trigger(near)!
        XCTAssertEqual(flow.finish(page, itemCount: 1, isEnd: false, hasContent: true), .loaded(itemCount: 1))
    }

    func testALastPageWithoutItemsAnnouncesTheEnd() {
        let page = flow.trigger(near)!
        XCTAssertEqual(flow.finish(page, itemCount: 0, isEnd: true, hasContent: true), .endReached)
        XCTAssertEqual(flow.phase, .ended)
    }

    func testAPageWithoutItemsDoesNotLoadAgainAtOnce() {
        let page = flow.trigger(near)!
        XCTAssertNil(flow.finish(page, itemCount: 0, isEnd: false, hasContent: true), "nothing new to announce")
        XCTAssertEqual(flow.phase, .idle)
        XCTAssertFalse(flow.isArmed)
        XCTAssertNil(flow.trigger(near), "no loop at the end of a list that gives nothing")
        flow.moveTowardTheEnd()
        XCTAssertTrue(flow.isArmed)
        XCTAssertNotNil(flow.trigger(near), "the user's next scroll may ask again")
    }

    func testNegativeItemCountsCountAsNone() {
        let page = flow.trigger(near)!
        XCTAssertNil(flow.finish(page, itemCount: -3, isEnd: false, hasContent: true))
        XCTAssertFalse(flow.isArmed)
    }

    func testAPageWithItemsKeepsTheTriggerArmed() {
        let page = flow.trigger(near)!
        _ = flow.finish(page, itemCount: 1, isEnd: false, hasContent: true)
        XCTAssertTrue(flow.isArmed)
        XCTAssertEqual(flow.phase, .idle)
        XCTAssertEqual(flow.footer(showsEnd: true), .none)
    }

    func testShortContentLoadsPagesUntilTheBound() {
        var started = 0
        while let page = flow.trigger(near) {
            started += 1
            _ = flow.finish(page, itemCount: 2, isEnd: false, hasContent: true)
            if started > 100 { break }
        }
        XCTAssertEqual(started, PagingFlow.maximumAutomaticPages)
        XCTAssertEqual(PagingFlow.maximumAutomaticPages, 10)
        flow.moveTowardTheEnd()
        XCTAssertEqual(flow.automaticPages, 0)
        XCTAssertNotNil(flow.trigger(near), "the user's scroll allows more")
    }

    func testAFailedPageWaitsForRetry() {
        let page = flow.trigger(near)!
        XCTAssertEqual(flow.fail(page, isCancellation: false), .failed)
        XCTAssertEqual(flow.phase, .failed)
        XCTAssertEqual(flow.footer(showsEnd: false), .failed)
        XCTAssertNil(flow.trigger(near), "scrolling does not retry by itself")
        flow.moveTowardTheEnd()
        XCTAssertNil(flow.trigger(near))
        let retried = flow.retry(far)
        XCTAssertNotNil(retried, "Retry loads whatever the geometry")
        XCTAssertNotEqual(retried, page)
        XCTAssertEqual(flow.phase, .loading)
        XCTAssertEqual(flow.footer(showsEnd: false), .loading)
        XCTAssertEqual(flow.automaticPages, 1)
    }

    func testRetryOnlyAfterAFailureAndNotWhileLoading() {
        XCTAssertNil(flow.retry(near), "nothing failed")
        let page = flow.trigger(near)!
        XCTAssertNil(flow.retry(near), "a page loads")
        _ = flow.fail(page, isCancellation: false)
        XCTAssertNil(flow.retry(.init(isWithinThreshold: true, isLoading: true)))
        XCTAssertNil(flow.retry(.init(isWithinThreshold: true, isRefreshing: true)))
        XCTAssertEqual(flow.phase, .failed)
    }

    func testRetryReArmsAfterAnEmptyPage() {
        var page = flow.trigger(near)!
        _ = flow.finish(page, itemCount: 0, isEnd: false, hasContent: true)
        flow.moveTowardTheEnd()
        page = flow.trigger(near)!
        _ = flow.fail(page, isCancellation: false)
        XCTAssertNotNil(flow.retry(near))
        XCTAssertTrue(flow.isArmed)
    }

    func testACancellationShowsNoErrorAndDoesNotLoop() {
        let page = flow.trigger(near)!
        XCTAssertNil(flow.fail(page, isCancellation: true))
        XCTAssertEqual(flow.phase, .idle)
        XCTAssertEqual(flow.footer(showsEnd: true), .none)
        XCTAssertNil(flow.trigger(near), "a closure that always cancels does not run over and over")
    }

    func testCancelDropsTheRunningPageAndItsLateResult() {
        let page = flow.trigger(near)!
        XCTAssertEqual(flow.cancel(), page)
        XCTAssertEqual(flow.phase, .idle)
        XCTAssertNil(flow.current)
        XCTAssertNil(flow.cancel(), "nothing runs any more")
        XCTAssertNil(flow.finish(page, itemCount: 10, isEnd: true, hasContent: true), "a late result is ignored")
        XCTAssertEqual(flow.phase, .idle, "and does not end the list")
        XCTAssertNil(flow.fail(page, isCancellation: false), "a late failure too")
        XCTAssertEqual(flow.phase, .idle)
        XCTAssertTrue(flow.isArmed, "a cancellation by the package keeps the trigger armed")
        XCTAssertNotNil(flow.trigger(near))
    }

    func testAResultOfAnOlderPageDoesNotEndTheNewOne() {
        let old = flow.trigger(near)!
        _ = flow.reset()
        let new = flow.trigger(near)!
        XCTAssertNil(flow.finish(old, itemCount: 3, isEnd: true, hasContent: true))
        XCTAssertEqual(flow.phase, .loading)
        XCTAssertEqual(flow.current, new)
    }

    func testAPageThatReturnsAfterTheListWasClearedChangesNothing() {
        let page = flow.trigger(near)!
        XCTAssertNil(flow.finish(page, itemCount: 20, isEnd: true, hasContent: false))
        XCTAssertEqual(flow.phase, .idle, "not ended: the list's next first load pages again")
        XCTAssertTrue(flow.isArmed)
    }

    func testResetCancelsTheRunningPageAndForgetsFailureAndEnd() {
        var page = flow.trigger(near)!
        XCTAssertEqual(flow.reset(), page)
        page = flow.trigger(near)!
        _ = flow.fail(page, isCancellation: false)
        XCTAssertNil(flow.reset())
        XCTAssertEqual(flow.phase, .idle)
        page = flow.trigger(near)!
        _ = flow.finish(page, itemCount: 0, isEnd: false, hasContent: true)
        XCTAssertFalse(flow.isArmed)
        _ = flow.reset()
        XCTAssertTrue(flow.isArmed)
        XCTAssertEqual(flow.automaticPages, 0)
    }

    func testALoadStartingAtTheVeryFirstLookResetsAPageInFlight() {
        // No look came before: nothing was loading, so a load seen now is a new one.
        let page = flow.trigger(near)!
        XCTAssertEqual(flow.loadingDidChange(isLoading: true, isRefreshing: false), page)
        XCTAssertEqual(flow.phase, .idle)
    }

    func testAStartingLoadOrRefreshResetsOnce() {
        let page = flow.trigger(near)!
        XCTAssertNil(flow.loadingDidChange(isLoading: false, isRefreshing: false))
        XCTAssertEqual(flow.phase, .loading, "nothing started")
        XCTAssertEqual(flow.loadingDidChange(isLoading: false, isRefreshing: true), page, "a refresh cancels the page")
        XCTAssertEqual(flow.phase, .idle)
        XCTAssertNil(flow.trigger(.init(isWithinThreshold: true, isRefreshing: true)))
        XCTAssertNil(flow.loadingDidChange(isLoading: true, isRefreshing: true), "still the same load")
        XCTAssertNil(flow.loadingDidChange(isLoading: false, isRefreshing: false))
        let next = flow.trigger(near)!
        _ = flow.finish(next, itemCount: 1, isEnd: true, hasContent: true)
        XCTAssertEqual(flow.phase, .ended)
        XCTAssertNil(flow.loadingDidChange(isLoading: true, isRefreshing: false), "no page ran")
        XCTAssertEqual(flow.phase, .idle, "a new first load resets the end")
    }

    func testALoadResetsOnceWhileItRuns() {
        XCTAssertNil(flow.loadingDidChange(isLoading: true, isRefreshing: false))
        // A page started meanwhile (conditions seen by another look) is not cancelled again by
        // the same load; only the next start of a load does.
        let page = flow.trigger(near)!
        XCTAssertNil(flow.loadingDidChange(isLoading: true, isRefreshing: false), "the same load")
        XCTAssertEqual(flow.phase, .loading)
        XCTAssertNil(flow.loadingDidChange(isLoading: false, isRefreshing: true), "a refresh within the load: still loading")
        XCTAssertNil(flow.loadingDidChange(isLoading: false, isRefreshing: false))
        XCTAssertEqual(flow.loadingDidChange(isLoading: true, isRefreshing: false), page, "a new load")
    }

    func testADepartureCancelsOnlyAfterTheGrace() {
        XCTAssertEqual(PagingFlow.departureGrace, 2)
        XCTAssertFalse(PagingFlow.hasLeftForGood(leftAt: 10, now: 11.9))
        XCTAssertTrue(PagingFlow.hasLeftForGood(leftAt: 10, now: 12))
        XCTAssertTrue(PagingFlow.hasLeftForGood(leftAt: 10, now: 100))
        XCTAssertFalse(PagingFlow.hasLeftForGood(leftAt: .nan, now: 100))
        XCTAssertFalse(PagingFlow.hasLeftForGood(leftAt: 10, now: .infinity))
    }

    func testOnlyAMoveTowardTheEndReArmsAndResetsTheCount() {
        var started = 0
        flow.distanceToEndDidChange(to: 200)  // the first look only records
        XCTAssertEqual(flow.distanceToEnd, 200)
        while let page = flow.trigger(near) {
            started += 1
            _ = flow.finish(page, itemCount: 0, isEnd: false, hasContent: true)
            flow.recordDistanceToEnd(120)
            flow.distanceToEndDidChange(to: 120)  // no move: the count keeps going
            flow.distanceToEndDidChange(to: 160)  // toward the start (the room given back): no re-arm
            flow.distanceToEndDidChange(to: .nan)
            flow.distanceToEndDidChange(to: .infinity)
            if started > 100 { break }
        }
        XCTAssertEqual(started, 1, "an empty page disarms; nothing but a move toward the end re-arms")
        XCTAssertFalse(flow.isArmed)
        XCTAssertEqual(flow.automaticPages, 1)
        XCTAssertEqual(flow.distanceToEnd, 120, "kept: not raised by a move away, NaN or infinity")
        flow.distanceToEndDidChange(to: 119.01)
        XCTAssertFalse(flow.isArmed, "less than a point closer: not yet")
        flow.distanceToEndDidChange(to: 119)
        XCTAssertTrue(flow.isArmed)
        XCTAssertEqual(flow.automaticPages, 0)
        XCTAssertEqual(flow.distanceToEnd, 119, "the new distance recorded")
    }

    func testUIKitsCorrectionsDoNotReArm() {
        // An empty page at the end disarmed the trigger; then UIKit corrects the offset toward
        // the end (self-sizing rows above resolve, diffable inserts above, an inset shrinks) and
        // the content length follows, so the distance to the end stays within a point.
        flow.recordDistanceToEnd(-30)  // at the end, the room below
        let page = flow.trigger(near)!
        _ = flow.finish(page, itemCount: 0, isEnd: false, hasContent: true)
        flow.recordDistanceToEnd(-30)
        for correction in [-30, -30.5, -29.2, -30.99, -28, -30.9] as [CGFloat] {
            flow.distanceToEndDidChange(to: correction)
        }
        XCTAssertFalse(flow.isArmed, "corrections within a point: no loop")
        XCTAssertNil(flow.trigger(near))
        flow.distanceToEndDidChange(to: -31)
        XCTAssertTrue(flow.isArmed, "a point closer: the user moved")
    }

    func testLeavingTheEndAndComingBackReArms() {
        // An empty page at the very end (VoiceOver, the keyboard and `scrollToRow` cannot go past
        // it): the user scrolls well away and back to the same place, which must re-arm.
        let page = flow.trigger(near)!
        _ = flow.finish(page, itemCount: 0, isEnd: false, hasContent: true)
        flow.recordDistanceToEnd(-30)
        flow.distanceToEndDidChange(to: 14)
        XCTAssertFalse(flow.isArmed)
        XCTAssertEqual(flow.distanceToEnd, -30, "44 points away is still a correction's size: the record stays")
        flow.distanceToEndDidChange(to: 500)
        XCTAssertEqual(flow.distanceToEnd, 500, "well away: the record follows")
        XCTAssertFalse(flow.isArmed, "moving away arms nothing")
        flow.distanceToEndDidChange(to: -30)
        XCTAssertTrue(flow.isArmed, "back at the end: armed again")
        XCTAssertEqual(flow.distanceToEnd, -30)
    }

    func testForgettingTheDistanceOnlyRecordsNext() {
        let page = flow.trigger(near)!
        _ = flow.finish(page, itemCount: 0, isEnd: false, hasContent: true)
        flow.recordDistanceToEnd(500)
        flow.forgetDistanceToEnd()  // the axis changed, or the paging was removed
        XCTAssertNil(flow.distanceToEnd)
        flow.distanceToEndDidChange(to: 10)  // measured along another axis: no comparison
        XCTAssertFalse(flow.isArmed)
        XCTAssertEqual(flow.distanceToEnd, 10)
        flow.recordDistanceToEnd(.nan)
        XCTAssertNil(flow.distanceToEnd, "a non-finite record is none")
    }

    func testPagesDrivenByMovesNeverReachTheCap() {
        // VoiceOver's three-finger scroll, Full Keyboard Access or the app's own
        // setContentOffset(_:animated:): no drag at all, the list moves toward its end.
        for index in 1...(PagingFlow.maximumAutomaticPages + 5) {
            flow.distanceToEndDidChange(to: 100)  // 300 points closer than when the page ended
            let page = flow.trigger(near)
            XCTAssertNotNil(page, "page \(index)")
            _ = flow.finish(page!, itemCount: 20, isEnd: false, hasContent: true)
            flow.recordDistanceToEnd(400)  // the page's rows lie beyond the visible end
        }
        XCTAssertEqual(flow.automaticPages, 1)
    }

    func testAPageCancelledByADepartureStartsAgainOnReturn() {
        for _ in 1..<PagingFlow.maximumAutomaticPages {
            _ = flow.finish(flow.trigger(near)!, itemCount: 1, isEnd: false, hasContent: true)
        }
        let last = flow.trigger(near)!
        XCTAssertEqual(flow.cancel(), last)
        XCTAssertNil(flow.trigger(near), "the cancelled page counted: at the bound")
        flow.resumeAfterDeparture()
        XCTAssertEqual(flow.automaticPages, PagingFlow.maximumAutomaticPages - 1)
        XCTAssertNotNil(flow.trigger(near), "back in the window: the page starts again")
        var fresh = PagingFlow()
        fresh.resumeAfterDeparture()
        XCTAssertEqual(fresh.automaticPages, 0, "never below zero")
        let page = fresh.trigger(near)!
        _ = fresh.finish(page, itemCount: 0, isEnd: false, hasContent: true)
        fresh.resumeAfterDeparture()
        XCTAssertTrue(fresh.isArmed)
    }
}

extension PagingFlow {
    /// A move toward the end: a point closer than the recorded distance (or a first record and then that).
    fileprivate mutating func moveTowardTheEnd() {
        if distanceToEnd == nil { recordDistanceToEnd(1000) }
        distanceToEndDidChange(to: (distanceToEnd ?? 1000) - PagingFlow.rearmDistance)
    }
}
