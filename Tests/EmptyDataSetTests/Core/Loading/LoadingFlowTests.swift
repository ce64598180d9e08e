import XCTest
@testable import EmptyDataSet

/// The loading flow on a virtual clock: the decision table, the timings, and odd sequences.
final class LoadingFlowTests: XCTestCase {
    private var flow = LoadingFlow()
    private var now: TimeInterval = 100

    private func start(_ kind: LoadKind = .load, content: Bool = false) {
        flow.start(kind, at: now, hasContent: content)
    }

    @discardableResult
    private func end(failed: Bool = false, content: Bool = false) -> LoadingFlow.FailureReport {
        flow.end(failed: failed, at: now)
        return flow.takeFailureReport(hasContent: content)
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
        XCTAssertEqual(end(failed: true, content: true), .whileShowingContent)
        XCTAssertEqual(shown(content: true), .content)
    }

    func testAFailureIsJudgedAgainstTheContentOnceAtTheNextDisplay() {
        start()
        flow.end(failed: true, at: now)
        XCTAssertEqual(flow.takeFailureReport(hasContent: true), .whileShowingContent, "rows arrived after the end")
        XCTAssertEqual(flow.takeFailureReport(hasContent: true), .none, "reported once")
        start()
        flow.end(failed: true, at: now)
        XCTAssertEqual(flow.takeFailureReport(hasContent: false), .none, "no rows: shown, not reported")
        XCTAssertEqual(flow.takeFailureReport(hasContent: true), .none, "and not reported later either")
        start()
        flow.end(failed: false, at: now)
        XCTAssertEqual(flow.takeFailureReport(hasContent: true), .none, "no failure, nothing to report")
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
        XCTAssertEqual(end(failed: true), .none)
        XCTAssertEqual(shown(), .error(isRetrying: false))
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

    func testContentEndsTheMinimumAtOnce() {
        start()
        wait(0.3)
        _ = shown()
        end(content: true)
        XCTAssertEqual(shown(content: true), .content, "items are never hidden behind a placeholder")
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
        XCTAssertEqual(shown(), .nothing, "no error and no empty state for a load nobody finished")
        XCTAssertFalse(flow.isLoading)
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
}
