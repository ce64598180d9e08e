import XCTest
@testable import EmptyDataSet

/// The loading flow on a virtual clock: the decision table, the timings, and odd sequences.
final class LoadingFlowTests: XCTestCase {
    private var flow = LoadingFlow()
    private var now: TimeInterval = 100

    @discardableResult
    private func start(_ kind: LoadKind = .load, content: Bool = false) -> LoadingFlow.LoadID {
        flow.start(kind, at: now, hasContent: content)
    }

    @discardableResult
    private func end(_ load: LoadingFlow.LoadID? = nil, failed: Bool = false) -> Bool {
        flow.end(load, failed: failed, at: now)
    }

    /// The failure report judged against what shows now (which is recorded, as a pass does).
    private func report(content: Bool = false) -> LoadingFlow.FailureReport {
        flow.takeFailureReport(for: shown(content: content))
    }

    private func shown(content: Bool = false) -> FlowDisplay {
        flow.displayNow(at: now, hasContent: content)
    }

    private func wait(_ seconds: TimeInterval) {
        now += seconds
    }

    // MARK: - The decision table

    func testEveryCombinationOfLoadingContentErrorAndDetermination() {
        for determined in [false, true] {
            for loading in [false, true] {
                for failed in [false, true] {
                    for content in [false, true] {
                        var flow = LoadingFlow()
                        flow.showDelay = 0
                        flow.minimumDisplay = 0
                        if determined {
                            flow.end(failed: failed, at: 0)
                            if loading { flow.start(.load, at: 1, hasContent: content) }
                        }
                        let display = flow.displayNow(at: 2, hasContent: content)
                        let expected: FlowDisplay =
                            content ? .content
                            : !determined ? .nothing
                            : loading ? .loading
                            : failed ? .error(isRetrying: false) : .empty
                        XCTAssertEqual(
                            display, expected,
                            "determined \(determined), loading \(loading), failed \(failed), content \(content)")
                    }
                }
            }
        }
    }

    func testNothingShowsBeforeTheFirstLoad() {
        XCTAssertEqual(shown(), .nothing, "no \"No items\" flash before the first load")
        XCTAssertNil(flow.nextChange(after: now, hasContent: false))
    }

    func testContentWinsAndAnErrorWithContentIsReportedNotShown() {
        start(content: true)
        end(failed: true)
        XCTAssertEqual(shown(content: true), .content)
        XCTAssertEqual(flow.takeFailureReport(for: .content), .whileShowingContent)
    }

    func testAFailureIsJudgedAgainstTheContentOnceAtTheNextDisplay() {
        start()
        end(failed: true)
        XCTAssertEqual(report(content: true), .whileShowingContent, "rows arrived after the end")
        XCTAssertEqual(report(content: true), .none, "reported once")
        start()
        end(failed: true)
        XCTAssertEqual(report(), .none, "no rows: shown, not reported")
        XCTAssertEqual(report(content: true), .none, "and not reported later either")
        start()
        end()
        XCTAssertEqual(report(content: true), .none, "no failure, nothing to report")
    }

    func testAFreshFlowReportsNoFailure() {
        XCTAssertEqual(flow.takeFailureReport(for: .content), .none, "nothing failed yet")
        end()
        XCTAssertEqual(flow.takeFailureReport(for: .content), .none, "an end that did not fail")
    }

    func testAFailureWaitsWhileTheLoadingStateHoldsOverArrivingRows() {
        start()
        wait(0.3)
        XCTAssertEqual(shown(), .loading)
        end(failed: true)
        XCTAssertEqual(report(content: true), .none, "the loading state still covers the rows: not yet")
        wait(0.5)
        XCTAssertEqual(report(content: true), .whileShowingContent, "the rows show now: a failure while showing content")
    }

    func testAnExtraEndDecidesAsALoadThatJustEnded() {
        start()
        end()
        XCTAssertEqual(shown(), .empty)
        end(failed: true)
        XCTAssertEqual(shown(), .error(isRetrying: false), "an end without an open load is an outcome too")
        XCTAssertFalse(flow.isLoading)
    }

    func testAnErrorWithoutContentIsShownNotReported() {
        start()
        end(failed: true)
        XCTAssertEqual(report(), .none)
        XCTAssertEqual(flow.displayNow(at: now, hasContent: false), .error(isRetrying: false))
    }

    // MARK: - Timing

    func testAFastLoadShowsNothingNew() {
        start()
        XCTAssertEqual(shown(), .nothing, "within the show delay")
        wait(0.1)
        end()
        XCTAssertEqual(shown(), .empty, "straight to the outcome, no loading blink")
    }

    func testASlowLoadShowsLoadingAfterTheDelay() {
        start()
        XCTAssertEqual(flow.nextChange(after: now, hasContent: false), now + 0.25)
        wait(0.25)
        XCTAssertEqual(shown(), .loading)
    }

    func testShownLoadingStaysItsMinimumTime() {
        start()
        wait(0.3)
        XCTAssertEqual(shown(), .loading)
        wait(0.1)
        end(failed: true)
        XCTAssertEqual(shown(), .loading, "shown 0.1 s: stays until 0.5 s")
        XCTAssertEqual(flow.nextChange(after: now, hasContent: false), now + 0.4)
        wait(0.4)
        XCTAssertEqual(shown(), .error(isRetrying: false))
        XCTAssertNil(flow.nextChange(after: now, hasContent: false))
    }

    func testALoadingStateNobodyDisplayedDoesNotShowAfterTheLoadEnded() {
        start()
        wait(0.3)  // a busy main thread: nobody displayed the loading state at 0.25 s
        end()
        XCTAssertEqual(shown(), .empty, "never on screen, so no minimum time: the outcome at once")
    }

    func testASameTurnStartAndEndWithoutDelayShowsNoSpinner() {
        flow.showDelay = 0
        start()
        end()
        XCTAssertEqual(shown(), .empty, "a cache hit: no 0.5 s spinner")
    }

    func testRowsArrivingBeforeTheMinimumWaitBehindTheLoadingState() {
        start()
        wait(0.25)
        XCTAssertEqual(shown(), .loading, "shown at 0.25 s")
        wait(0.05)
        // Rows came back at 0.3 s (the app reloaded them before ending the load).
        XCTAssertEqual(shown(content: true), .loading, "no blink: the loading state stays in front of the rows")
        XCTAssertTrue(flow.holdsLoadingState(at: now))
        XCTAssertEqual(flow.nextChange(after: now, hasContent: true), now + 0.45, "the rows show when the minimum ends")
        end()
        XCTAssertEqual(shown(content: true), .loading, "the end changes nothing before the minimum")
        wait(0.45)
        XCTAssertFalse(flow.holdsLoadingState(at: now))
        XCTAssertEqual(shown(content: true), .content)
        XCTAssertNil(flow.nextChange(after: now, hasContent: true))
    }

    func testRowsArrivingAfterTheMinimumShowAtOnce() {
        start()
        wait(0.25)
        XCTAssertEqual(shown(), .loading)
        wait(0.5)
        XCTAssertEqual(shown(content: true), .content, "the loading state had its time: the rows win at once")
        XCTAssertFalse(flow.holdsLoadingState(at: now))
    }

    func testRowsWithinTheShowDelayShowAtOnce() {
        start()
        wait(0.2)
        XCTAssertEqual(shown(content: true), .content, "a loading state never shown holds nothing")
        XCTAssertNil(flow.nextChange(after: now, hasContent: true))
    }

    func testZeroTimingsShowAndHideAtOnce() {
        flow.showDelay = 0
        flow.minimumDisplay = 0
        start()
        XCTAssertEqual(shown(), .loading)
        end()
        XCTAssertEqual(shown(), .empty)
    }

    func testBadTimingsCountAsZero() {
        flow.showDelay = -1
        flow.minimumDisplay = .nan
        XCTAssertEqual(flow.showDelay, 0)
        XCTAssertEqual(flow.minimumDisplay, 0)
        flow.showDelay = .infinity
        XCTAssertEqual(flow.showDelay, 0)
    }

    // MARK: - Refresh and retry

    func testPullToRefreshOverContentShowsNoPlaceholder() {
        start(.refresh, content: true)
        wait(1)
        XCTAssertEqual(shown(content: true), .content)
    }

    func testPullToRefreshOverContentThatGoesAwayShowsNoLoadingState() {
        start(.refresh, content: true)
        XCTAssertEqual(shown(), .nothing, "the app cleared its rows: the refresh control stays the indicator")
        XCTAssertNil(flow.nextChange(after: now, hasContent: false), "no show delay running")
        wait(1)
        XCTAssertEqual(shown(), .nothing)
        end()
        XCTAssertEqual(shown(), .empty, "the outcome after the refresh")
    }

    func testPullToRefreshOverTheEmptyStateKeepsIt() {
        start()
        end()
        XCTAssertEqual(shown(), .empty)
        start(.refresh)
        wait(1)
        XCTAssertEqual(shown(), .empty, "no jump to loading: the refresh control spins above")
        XCTAssertNil(flow.nextChange(after: now, hasContent: false))
    }

    func testRetryKeepsTheErrorWithTheButtonsIndicator() {
        start()
        end(failed: true)
        start(.retry)
        wait(1)
        XCTAssertEqual(shown(), .error(isRetrying: true))
        end()
        XCTAssertEqual(shown(), .empty, "the retry found nothing: no loading flash in between")
    }

    func testRefreshOverTheErrorKeepsIt() {
        start()
        end(failed: true)
        start(.refresh)
        XCTAssertEqual(shown(), .error(isRetrying: true))
        end(failed: true)
        XCTAssertEqual(shown(), .error(isRetrying: false))
    }

    func testALoadStartedOverContentThatWentAwayShowsNothingDuringTheDelay() {
        start(content: true)
        XCTAssertEqual(shown(), .nothing, "the rows went: no content to show, and nothing new yet")
        wait(0.25)
        XCTAssertEqual(shown(), .loading)
    }

    func testAReloadOverTheEmptyStateKeepsItDuringTheDelay() {
        start()
        end()
        start()
        XCTAssertEqual(shown(), .empty, "a fast reload does not blink")
        wait(0.25)
        XCTAssertEqual(shown(), .loading)
    }

    // MARK: - Odd sequences

    func testEndWithoutStartDecides() {
        end()
        XCTAssertEqual(shown(), .empty)
        var failing = LoadingFlow()
        failing.end(failed: true, at: 0)
        XCTAssertEqual(failing.displayNow(at: 0, hasContent: false), .error(isRetrying: false))
    }

    func testTwoStartsNeedTwoEnds() {
        flow.showDelay = 0
        flow.minimumDisplay = 0
        start()
        start()
        end()
        XCTAssertEqual(shown(), .loading, "one load still runs")
        end()
        XCTAssertEqual(shown(), .empty)
        end()
        XCTAssertEqual(shown(), .empty, "an extra end changes nothing")
    }

    func testStartAndEndWithinTheDelayShowNothingOfTheLoad() {
        start()
        wait(0.2)
        end(failed: true)
        XCTAssertEqual(shown(), .error(isRetrying: false))
        XCTAssertNil(flow.nextChange(after: now, hasContent: false))
    }

    func testItemsArrivingWhileTheErrorShowsWin() {
        start()
        end(failed: true)
        XCTAssertEqual(shown(content: true), .content)
    }

    // MARK: - Cancellation

    func testACancelledFirstLoadLeavesNothingShown() {
        flow.minimumDisplay = 0
        start()
        wait(1)
        XCTAssertEqual(shown(), .loading)
        flow.cancel(at: now)
        XCTAssertEqual(flow.nextChange(after: now, hasContent: false), now + LoadingFlow.replacementGrace)
        wait(LoadingFlow.replacementGrace)
        XCTAssertEqual(shown(), .nothing, "no error and no empty state for a load nobody finished")
        XCTAssertFalse(flow.isLoading)
    }

    func testALoadReplacingACancelledOneInTheSameTurnContinuesTheLoadingState() {
        start()
        wait(1)
        XCTAssertEqual(shown(), .loading, "on screen, its minimum long past")
        flow.cancel(at: now)
        start()
        XCTAssertEqual(shown(), .loading, "no blank for the show delay")
        wait(0.1)
        XCTAssertEqual(shown(), .loading)
        wait(0.2)
        XCTAssertEqual(shown(), .loading)
    }

    func testALoadReplacingACancelledOneInTheNextTurnContinuesTheLoadingState() {
        start()
        end()
        start()
        wait(1)
        XCTAssertEqual(shown(), .loading)
        flow.cancel(at: now)
        wait(0.02)
        XCTAssertEqual(shown(), .loading, "the cancellation's pass: still on screen, waiting for a replacement")
        start()
        XCTAssertEqual(shown(), .loading, "the replacement continues it, no blank and no empty state")
        wait(0.25)
        XCTAssertEqual(shown(), .loading)
    }

    func testACancellationNobodyReplacesReturnsToTheStateBefore() {
        start()
        end()
        start()
        wait(1)
        XCTAssertEqual(shown(), .loading)
        wait(0.45)
        flow.cancel(at: now)
        XCTAssertEqual(shown(), .loading, "its minimum time")
        wait(0.07)
        XCTAssertEqual(shown(), .loading, "past the minimum, within the grace after the cancellation")
        XCTAssertEqual(flow.nextChange(after: now, hasContent: false)!, now + 0.03, accuracy: 1e-9)
        wait(0.04)
        XCTAssertEqual(shown(), .empty)
        start()
        XCTAssertEqual(shown(), .empty, "a later load has its show delay again")
    }

    func testALoadStartedInTheSameTurnAsAFailedEndShowsTheErrorDuringItsDelay() {
        start()
        wait(0.3)
        XCTAssertEqual(shown(), .loading)
        wait(1)
        end(failed: true)
        start()  // no display in between
        XCTAssertEqual(shown(), .error(isRetrying: false), "the outcome during the new load's delay, not loading at once")
        XCTAssertEqual(flow.nextChange(after: now, hasContent: false), now + 0.25)
        wait(0.25)
        XCTAssertEqual(shown(), .loading)
    }

    func testACancelledRetryReturnsToTheError() {
        start()
        end(failed: true)
        start(.retry)
        XCTAssertEqual(shown(), .error(isRetrying: true))
        flow.cancel(at: now)
        XCTAssertEqual(shown(), .error(isRetrying: false), "the error stays: the retry did not succeed")
    }

    func testACancelledReloadOverTheEmptyStateReturnsToIt() {
        start()
        end()
        start()
        wait(1)
        XCTAssertEqual(shown(), .loading)
        flow.cancel(at: now)
        XCTAssertEqual(shown(), .loading, "a shown loading state keeps its minimum time")
        wait(flow.minimumDisplay)
        XCTAssertEqual(shown(), .empty)
    }

    func testCancellingOneOfTwoLoadsKeepsLoading() {
        start()
        start()
        flow.cancel(at: now)
        XCTAssertTrue(flow.isLoading)
        end(failed: true)
        XCTAssertEqual(shown(), .error(isRetrying: false), "the last end decides")
    }

    func testACancelWithoutALoadIsIgnored() {
        start()
        end(failed: true)
        flow.cancel(at: now)
        XCTAssertEqual(shown(), .error(isRetrying: false))
        XCTAssertFalse(flow.isLoading)
    }

    // MARK: - Overlapping loads

    func testALateFailureOfAnOlderLoadDoesNotReplaceANewerSuccess() {
        let older = start()
        let newer = start()
        XCTAssertTrue(end(newer), "the latest started load decides")
        XCTAssertTrue(flow.isLoading, "the older one still runs")
        XCTAssertFalse(end(older, failed: true), "stale")
        XCTAssertFalse(flow.isLoading)
        XCTAssertEqual(shown(), .empty)
        XCTAssertFalse(flow.hasError)
    }

    func testLoadsEndingInOrderTakeTheNewerOutcome() {
        let older = start()
        let newer = start()
        XCTAssertTrue(end(older, failed: true))
        XCTAssertTrue(end(newer))
        XCTAssertEqual(shown(), .empty, "the newer success replaces the older failure")
        let first = start()
        let second = start()
        end(first)
        end(second, failed: true)
        XCTAssertEqual(shown(), .error(isRetrying: false), "the newer failure decides")
    }

    func testAnEndWithoutALoadClosesTheOldestOpenOne() {
        start()
        let newer = start()
        end(failed: true)  // the older load's failure
        XCTAssertTrue(flow.isLoading)
        XCTAssertTrue(end(newer))
        XCTAssertEqual(shown(), .empty)
        XCTAssertFalse(end(newer, failed: true), "a load that already ended")
        XCTAssertEqual(shown(), .empty)
    }

    func testCancellingTheOlderLoadAfterTheNewerEndedKeepsTheNewerOutcome() {
        start()
        end(failed: true)
        XCTAssertEqual(shown(), .error(isRetrying: false))
        let older = start()
        let newer = start()
        end(newer)
        flow.cancel(older, at: now)
        XCTAssertEqual(shown(), .empty, "the newer load's success, not the error before them")
    }

    // MARK: - Starts without nesting

    func testStartsNestByDefault() {
        flow.showDelay = 0
        start()
        start()
        end()
        XCTAssertTrue(flow.isLoading)
    }

    func testWithoutNestingAStartWhileLoadingJoinsTheLoad() {
        flow.nestsStarts = false
        flow.showDelay = 0
        flow.minimumDisplay = 0
        start()
        start()  // the screen appeared again
        start()
        XCTAssertEqual(flow.openLoads, 1)
        end(failed: true)
        XCTAssertFalse(flow.isLoading, "one end ends it")
        XCTAssertEqual(shown(), .error(isRetrying: false))
    }

    func testWithoutNestingTheJoiningLoadDecides() {
        flow.nestsStarts = false
        let first = start()
        let joining = start()
        XCTAssertFalse(end(first, failed: true), "superseded by the load that joined it")
        XCTAssertTrue(flow.isLoading)
        XCTAssertTrue(end(joining))
        XCTAssertEqual(shown(), .empty)
    }
}
