import XCTest
@testable import EmptyDataSet

/// The Core pieces composed as the UIKit layer composes them (EmptyDataSetHooks + the controller):
/// hooked calls counted by ``UpdateBatching``, planned by ``ChangeResponse``, deferred and coalesced
/// by ``DeferredReload``, stale nesting repaired on the turn. Checks the rules end to end.
private struct Pipeline {
    var batching = UpdateBatching()
    var deferred = DeferredReload()
    var hasUncommittedUpdates = false
    /// Main-queue turns scheduled (dispatches made).
    private(set) var dispatches = 0
    /// Reloads run inside a hooked call.
    private(set) var reloadsInsideCalls = 0
    /// Concealment checks made inside calls (each asks the data source's count when visible).
    private(set) var concealChecks = 0

    private mutating func schedule(_ work: DeferredReload.Work) {
        if deferred.request(work) { dispatches += 1 }
    }

    /// A hooked call, as `EmptyDataSetHooks.around(_:_:signal:)` runs it.
    mutating func hookedCall(_ signal: UpdateSignal, _ body: (inout Pipeline) -> Void = { _ in }) {
        if batching.enterCall() { schedule(.layout) }
        body(&self)
        guard batching.leaveCall() else { return }
        let hasUncommittedUpdates = self.hasUncommittedUpdates
        let plan = ChangeResponse.plan(for: signal, hasUncommittedUpdates: { hasUncommittedUpdates })
        if plan.reloadsNow { reloadsInsideCalls += 1 }
        if plan.concealsIfItemsArrived { concealChecks += 1 }
        if let work = plan.deferredWork { schedule(work) }
    }

    /// A hooked call whose original implementation raises an exception the app catches: the
    /// bookkeeping after the original never runs.
    mutating func hookedCallCutOffByAnException() {
        if batching.enterCall() { schedule(.layout) }
    }

    /// The scheduled turn, as `EmptyDataSetController.runDeferredWork()` runs it: the work to do.
    mutating func runTurn() -> DeferredReload.Work? {
        guard var work = deferred.take() else { return nil }
        if batching.resetStaleNesting() { work = .reload }
        return work
    }
}

final class SignalPipelineTests: XCTestCase {
    /// A diffable apply: UIKit's private batch update (not hooked) makes one public call per
    /// change, each the outermost hooked call.
    func testManyPerItemCallsInOneTurnCostOneDeferredReload() {
        var pipeline = Pipeline()
        pipeline.hasUncommittedUpdates = true
        for _ in 0..<300 { pipeline.hookedCall(.itemChangeHook) }
        pipeline.hookedCall(.contentSize)

        XCTAssertEqual(pipeline.reloadsInsideCalls, 0, "no app code inside UIKit's update")
        XCTAssertEqual(pipeline.dispatches, 1, "one main-queue turn for all of them")
        XCTAssertEqual(pipeline.runTurn(), .reload, "exactly one decision, a reload")
        XCTAssertNil(pipeline.runTurn(), "and nothing more")
    }

    func testAppBatchUpdateReloadsOnceAtOnceAfterTheOutermostCall() {
        var pipeline = Pipeline()
        pipeline.hookedCall(.reloadHook) { batch in
            for _ in 0..<5 { batch.hookedCall(.itemChangeHook) }
        }

        XCTAssertEqual(pipeline.reloadsInsideCalls, 1)
        XCTAssertEqual(pipeline.concealChecks, 0, "the nested inserts were not outermost")
        XCTAssertEqual(pipeline.runTurn(), .layout, "the turn only checks for stale nesting")
    }

    func testOutermostItemChangesOutsideAnyBlockAreDeferredToo() {
        var pipeline = Pipeline()
        pipeline.hookedCall(.itemChangeHook)
        pipeline.hookedCall(.itemChangeHook)

        XCTAssertEqual(pipeline.reloadsInsideCalls, 0)
        XCTAssertEqual(pipeline.concealChecks, 2)
        XCTAssertEqual(pipeline.dispatches, 1)
        XCTAssertEqual(pipeline.runTurn(), .reload)
    }

    func testReloadDataInsideUIKitsUpdateIsDeferred() {
        var pipeline = Pipeline()
        pipeline.hasUncommittedUpdates = true
        pipeline.hookedCall(.reloadHook)

        XCTAssertEqual(pipeline.reloadsInsideCalls, 0)
        XCTAssertEqual(pipeline.runTurn(), .reload)
    }

    func testBeginEndBlockReloadsOnceAtTheLastEnd() {
        var pipeline = Pipeline()
        pipeline.hookedCall(.reloadHook) { $0.batching.openUpdateBlock() }  // beginUpdates
        pipeline.hookedCall(.itemChangeHook)
        pipeline.hookedCall(.itemChangeHook)
        pipeline.hookedCall(.reloadHook) { $0.batching.closeUpdateBlock() }  // endUpdates

        XCTAssertEqual(pipeline.reloadsInsideCalls, 1)
        XCTAssertEqual(pipeline.concealChecks, 0)
    }

    func testAnExceptionLeavesNestingThatTheNextTurnRepairs() {
        var pipeline = Pipeline()
        pipeline.hookedCallCutOffByAnException()
        pipeline.hookedCall(.reloadHook)
        XCTAssertEqual(pipeline.reloadsInsideCalls, 0, "stuck: the count never returned to zero")
        XCTAssertEqual(pipeline.dispatches, 1, "the cut-off call had already scheduled a turn")

        XCTAssertEqual(pipeline.runTurn(), .reload, "the turn finds the stale call and reloads what it skipped")

        pipeline.hookedCall(.reloadHook)
        XCTAssertEqual(pipeline.reloadsInsideCalls, 1, "updates work again")
    }
}
