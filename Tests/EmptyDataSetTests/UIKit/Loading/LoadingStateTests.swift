#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The loading flow on a table: nothing before the first load, loading, then content, empty or
/// error; content wins; the timings; cancellation; the async form; phases for sources and providers.
@MainActor
final class LoadingStateTests: XCTestCase {
    func testNothingShowsBeforeTheFirstLoad() {
        // The control: the same table, source and reload without the flow show the empty state,
        // and the spy records its appearance.
        let control = makeFlowTable(options: nil, keepsCalls: true)
        XCTAssertTrue(control.tableView.isEmptyDataSetVisible, "precondition: without the flow the empty state shows")
        XCTAssertEqual(control.spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear], "precondition: recorded")

        // Every call since the spy was attached is kept, the fixture's own reload included.
        let fixture = makeFlowTable(keepsCalls: true)
        assertEmptyStateHidden(fixture.tableView)
        XCTAssertEqual(fixture.tableView.emptyDataSetPhase, .undetermined)
        XCTAssertEqual(fixture.spy.lifecycleCalls, [], "no \"Nothing here\" flash before the first load")

        fixture.tableView.reloadData()
        fixture.settle()
        assertEmptyStateHidden(fixture.tableView, "a reload of the empty table still shows nothing")
    }

    func testLoadingThenTheEmptyStateWhenTheLoadEndsWithoutItems() {
        let fixture = makeFlowTable()
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { showsLoadingState(fixture.tableView) }, "the loading preset shows")
        XCTAssertEqual(shownTitle(fixture.tableView), PresetLocalization.string(for: .loading))
        XCTAssertEqual(fixture.tableView.emptyDataSetPhase, .loading)

        fixture.tableView.endLoading()

        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .empty })
        XCTAssertEqual(shownTitle(fixture.tableView), "Nothing here", "the source's empty state")
        XCTAssertFalse(showsLoadingState(fixture.tableView))
        XCTAssertEqual(fixture.spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear], "one appearance, then an update in place")
    }

    func testAFailedLoadShowsTheErrorWithTryAgain() throws {
        let fixture = makeFlowTable(options: immediateLoadingOptions { $0.retry = {} })
        fixture.tableView.startLoading()
        fixture.tableView.endLoading(error: LoadError())

        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .error })
        XCTAssertEqual(shownTitle(fixture.tableView), "Couldn’t Load Messages")
        let view = try fixture.emptyView()
        XCTAssertFalse(view.primaryButton.isHidden)
        XCTAssertEqual(view.primaryButton.configuration?.title, PresetLocalization.string(for: .retry))
        XCTAssertEqual(fixture.tableView.emptyDataSetError as? LoadError, LoadError())
    }

    func testContentWinsAndAFailureGoesToTheDelegate() {
        let fixture = makeFlowTable()
        fixture.dataSource.itemCounts = [3]
        fixture.tableView.reloadData()
        fixture.tableView.startLoading()
        fixture.tableView.endLoading(error: LoadError())
        XCTAssertEqual(fixture.spy.failuresWhileShowingContent.count, 0, "decided with the next pass, not inside the call")

        fixture.settle()
        XCTAssertEqual(fixture.spy.failuresWhileShowingContent.map { $0 as? LoadError }, [LoadError()], "told once, for a banner")
        assertEmptyStateHidden(fixture.tableView, "never a placeholder over content")
        XCTAssertEqual(fixture.tableView.emptyDataSetPhase, .content)
        fixture.tableView.reloadData()
        fixture.settle()
        XCTAssertEqual(fixture.spy.failuresWhileShowingContent.count, 1, "not told again")
    }

    func testAFailureIsJudgedAgainstTheRowsReloadedAfterTheEnd() {
        let fixture = makeFlowTable()
        fixture.tableView.startLoading()
        fixture.settle()
        // The app ends with an error, then shows rows it had cached, in the same turn.
        fixture.tableView.endLoading(error: LoadError())
        fixture.dataSource.itemCounts = [2]
        fixture.tableView.reloadData()
        fixture.settle()
        XCTAssertEqual(fixture.spy.failuresWhileShowingContent.count, 1, "the error is reported, not lost")
        assertEmptyStateHidden(fixture.tableView)

        // Rows cleared after a failed end: the error state, and no report besides.
        fixture.spy.resetCalls()
        fixture.tableView.startLoading()
        fixture.tableView.endLoading(error: LoadError())
        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()
        XCTAssertEqual(fixture.spy.failuresWhileShowingContent.count, 0, "shown, so not reported")
        XCTAssertEqual(fixture.tableView.emptyDataSetPhase, .error)
    }

    func testItemsArrivingEndTheLoadingStateAtOnce() {
        let fixture = makeFlowTable()
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { showsLoadingState(fixture.tableView) })

        fixture.dataSource.itemCounts = [2]
        fixture.tableView.reloadData()

        assertEmptyStateHidden(fixture.tableView, "the reload hides it, before the load ends")
        fixture.tableView.endLoading()
        fixture.settle()
        assertEmptyStateHidden(fixture.tableView)
        XCTAssertEqual(fixture.tableView.emptyDataSetPhase, .content)
    }

    func testEndingBeforeReloadingTheDataInTheSameTurnNeverShowsEmpty() {
        let fixture = makeFlowTable()
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { showsLoadingState(fixture.tableView) })
        fixture.spy.onCall = { name, scrollView in
            if name == EmptyDataSetSpy.willAppear || name == "title" {
                XCTFail("asked for the empty state (\(name)) while \(scrollView.emptyDataSetPhase)")
            }
        }

        fixture.tableView.endLoading()
        fixture.dataSource.itemCounts = [2]
        fixture.tableView.reloadData()
        fixture.settle()

        assertEmptyStateHidden(fixture.tableView)
        fixture.spy.onCall = nil
    }

    func testAFastLoadShowsNoLoadingState() {
        let fixture = makeFlowTable(options: immediateLoadingOptions { $0.showDelay = 0.25 })
        var phasesAtAppearance: [EmptyDataSetPhase] = []
        fixture.spy.onCall = { name, scrollView in
            if name == EmptyDataSetSpy.willAppear { phasesAtAppearance.append(scrollView.emptyDataSetPhase) }
        }

        fixture.tableView.startLoading()
        fixture.settle()
        XCTAssertFalse(fixture.tableView.isEmptyDataSetVisible, "within the show delay")
        fixture.tableView.endLoading()
        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .empty })
        spinRunLoop(for: 0.35)

        XCTAssertEqual(phasesAtAppearance, [.empty], "the empty state appeared once; the loading state never did")
        XCTAssertEqual(shownTitle(fixture.tableView), "Nothing here")
    }

    func testASlowLoadShowsLoadingAfterTheDelayForAtLeastTheMinimum() {
        let fixture = makeFlowTable(options: immediateLoadingOptions {
            $0.showDelay = 0.2
            $0.minimumDisplayDuration = 0.4
        })
        let started = CACurrentMediaTime()
        fixture.tableView.startLoading()
        fixture.settle()
        XCTAssertFalse(fixture.tableView.isEmptyDataSetVisible, "not before the delay")

        XCTAssertTrue(waitUntil { showsLoadingState(fixture.tableView) })
        // Polled every few milliseconds: `shown` is up to one poll late, hence the margins.
        let shown = CACurrentMediaTime()
        XCTAssertGreaterThanOrEqual(shown - started, 0.18, "shown after the delay")

        fixture.tableView.endLoading()
        fixture.settle()
        XCTAssertTrue(showsLoadingState(fixture.tableView), "kept for its minimum time")
        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .empty })
        XCTAssertGreaterThanOrEqual(CACurrentMediaTime() - shown, 0.36, "never a blink")
    }

    // The async form is driven from a Task and waited for from the synchronous test: a run loop
    // spun inside an async test on the main actor does not run the main queue (the test body is a
    // main-queue job), so the flow's deferred decisions would never come.

    /// Runs `operation` through `loadingEmptyDataSet` in a Task and waits until it returned or
    /// threw; returns what it returned or threw.
    private func runLoad(
        on tableView: UITableView, _ operation: @escaping @MainActor () async throws -> Int
    ) -> Result<Int, any Error>? {
        var result: Result<Int, any Error>?
        Task { @MainActor in
            do { result = .success(try await tableView.loadingEmptyDataSet(operation)) } catch { result = .failure(error) }
        }
        XCTAssertTrue(waitUntil { result != nil }, "the load returned")
        return result
    }

    func testTheAsyncFormReturnsTheValueOrShowsAndRethrowsTheError() throws {
        let fixture = makeFlowTable()
        XCTAssertEqual(try runLoad(on: fixture.tableView) { 42 }?.get(), 42)
        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .empty })

        let failed = runLoad(on: fixture.tableView) { throw LoadError() }
        XCTAssertThrowsError(try failed?.get(), "the error is rethrown") { XCTAssertEqual($0 as? LoadError, LoadError()) }
        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .error })
        XCTAssertEqual(shownTitle(fixture.tableView), "Couldn’t Load Messages")
    }

    func testCancelledLoadsShowNoError() throws {
        let cancellations: [any Error] = [CancellationError(), URLError(.cancelled), CocoaError(CocoaError.Code(rawValue: 3072))]
        for cancellation in cancellations {
            let fixture = makeFlowTable()
            let result = runLoad(on: fixture.tableView) { throw cancellation }
            XCTAssertThrowsError(try result?.get(), "rethrown")
            fixture.settle()
            XCTAssertEqual(fixture.tableView.emptyDataSetPhase, .undetermined, "\(cancellation): a cancelled first load leaves nothing")
            XCTAssertNil(fixture.tableView.emptyDataSetError)
            assertEmptyStateHidden(fixture.tableView)
        }
    }

    func testACancelledTaskShowsNoErrorWhateverItsOperationThrows() {
        let fixture = makeFlowTable()
        fixture.tableView.endLoading(error: LoadError())
        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .error }, "precondition: an error shows")
        var finished = false
        let task = Task { @MainActor in
            _ = try? await fixture.tableView.loadingEmptyDataSet { () async throws -> Int in
                try? await Task.sleep(nanoseconds: 5_000_000_000)  // returns early when cancelled
                throw URLError(.timedOut)  // an app's own error, thrown because it was cancelled
            }
            finished = true
        }
        fixture.settle()
        task.cancel()
        XCTAssertTrue(waitUntil { finished })
        fixture.settle()
        XCTAssertEqual(fixture.tableView.emptyDataSetPhase, .error, "back to the error it replaced")
        XCTAssertEqual(fixture.tableView.emptyDataSetError as? LoadError, LoadError(), "not the cancelled load's error")
    }

    func testAProviderDescribesEveryStateFromThePhase() {
        let fixture = makeFlowTable()
        var asked: [(EmptyDataSetPhase, Bool)] = []
        fixture.tableView.emptyDataSetConfigurationProvider = { state in
            asked.append((state.phase, state.error != nil))
            var configuration = EmptyDataSetConfiguration()
            configuration.text = "\(state.phase)"
            return configuration
        }
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { shownTitle(fixture.tableView) == "loading" })
        fixture.tableView.endLoading(error: LoadError())
        XCTAssertTrue(waitUntil { shownTitle(fixture.tableView) == "error" })

        XCTAssertTrue(asked.contains { $0 == (.loading, false) }, "asked for the loading state, without an error")
        XCTAssertTrue(asked.contains { $0 == (.error, true) }, "asked for the error state, with the error")
    }

    func testASourceThatDrawsEveryStateReadsThePhase() {
        let fixture = makeFlowTable(options: immediateLoadingOptions { $0.asksSourceInEveryState = true })
        fixture.spy.titleText = "Custom"
        var phasesAsked: [EmptyDataSetPhase] = []
        fixture.spy.onCall = { name, scrollView in
            if name == "title" { phasesAsked.append(scrollView.emptyDataSetPhase) }
        }
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { shownTitle(fixture.tableView) == "Custom" }, "the source, not the preset")
        XCTAssertEqual(phasesAsked.first, .loading)
        fixture.spy.onCall = nil
    }
}
#endif
