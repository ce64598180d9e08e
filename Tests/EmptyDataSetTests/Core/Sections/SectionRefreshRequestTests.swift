import XCTest
@testable import EmptyDataSet

final class SectionRefreshRequestTests: XCTestCase {
    func testManyRequestsScheduleOneTurn() {
        var request = SectionRefreshRequest()
        XCTAssertTrue(request.request())
        XCTAssertFalse(request.request())
        XCTAssertFalse(request.request())
        XCTAssertTrue(request.isScheduled)
        XCTAssertTrue(request.take())
        XCTAssertFalse(request.isScheduled)
        XCTAssertFalse(request.take())
        XCTAssertTrue(request.request(), "a request after the turn schedules the next one")
    }

    func testTakeWithoutRequestDoesNothing() {
        var request = SectionRefreshRequest()
        XCTAssertFalse(request.take())
        XCTAssertTrue(request.request())
    }

    func testTheRefreshsOwnRequeryAsksForNoRefresh() {
        var request = SectionRefreshRequest()
        request.beginRequery()
        XCTAssertTrue(request.isRequeryingHeights)
        XCTAssertFalse(request.request(), "the re-query's own hooked call must not schedule the next refresh")
        XCTAssertFalse(request.take())
        request.endRequery()
        XCTAssertFalse(request.isRequeryingHeights)
        XCTAssertTrue(request.request())
    }
}

/// The refresh's turn waits while UIKit's own work is open, and stays the one pending turn.
final class SectionRefreshTimingTests: XCTestCase {
    private let eachOpen: [SectionRefreshRequest.Open] = [
        .init(isLayingOut: true), .init(hasOpenCall: true), .init(hasOpenUpdateBlock: true),
        .init(hasUncommittedUpdates: true),
    ]

    func testEachOpenWorkMakesTheTurnWaitAndKeepsTheRequest() {
        for open in eachOpen {
            var request = SectionRefreshRequest()
            XCTAssertTrue(request.request())
            XCTAssertEqual(request.take(open: open), .wait, "\(open)")
            XCTAssertTrue(request.isScheduled, "still pending \(open)")
            XCTAssertFalse(request.request(), "a request while waiting joins the pending turn \(open)")
            XCTAssertEqual(request.take(open: open), .wait, "waits as long as it is open \(open)")
            XCTAssertEqual(request.take(open: .init()), .run, "runs once closed \(open)")
            XCTAssertFalse(request.isScheduled)
            XCTAssertEqual(request.take(open: .init()), .nothing)
        }
    }

    func testNothingOpenRunsAtOnce() {
        var request = SectionRefreshRequest()
        XCTAssertTrue(request.request())
        XCTAssertEqual(request.take(open: .init()), .run)
        XCTAssertTrue(request.request(), "the next request schedules a new turn")
    }

    func testATurnWithoutARequestDoesNothingEvenWhenOpen() {
        var request = SectionRefreshRequest()
        XCTAssertEqual(request.take(open: .init(isLayingOut: true)), .nothing)
        XCTAssertFalse(request.isScheduled)
    }

    func testIsAnyOpen() {
        XCTAssertFalse(SectionRefreshRequest.Open().isAnyOpen)
        for open in eachOpen { XCTAssertTrue(open.isAnyOpen, "\(open)") }
    }
}

/// The refresh's own height re-query is a batch update with a signal of its own that changes
/// nothing: no whole-view reload, no deferred work, no concealment.
final class SectionHeightRequerySignalTests: XCTestCase {
    func testTheRequerysSignalPlansNothing() {
        for isInsideLayout in [false, true] {
            var asked = false
            let plan = ChangeResponse.plan(
                for: .sectionHeightRequery, isInsideLayout: isInsideLayout, mayBeInsideUIKitsWork: { asked = true; return true })
            XCTAssertEqual(plan, ChangeResponse.Plan(reloadsNow: false, concealsIfItemsArrived: false, deferredWork: nil))
            XCTAssertFalse(asked)
        }
        XCTAssertNotEqual(
            ChangeResponse.plan(for: .reloadHook, mayBeInsideUIKitsWork: { false }),
            ChangeResponse.plan(for: .sectionHeightRequery, mayBeInsideUIKitsWork: { false }),
            "an app's batch update reloads; the re-query does not")
    }

    func testTheTallyKeepsTheRequeryApartFromTheAppsBatches() {
        var tally = SignalTally()
        tally.record(.sectionHeightRequery)
        XCTAssertEqual(tally.count(of: .sectionHeightRequery), 1)
        XCTAssertEqual(tally.count(of: .reloadHook), 0)
    }
}
