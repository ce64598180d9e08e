import XCTest
@testable import EmptyDataSet

/// The Core pieces composed as the UIKit layer composes them (EmptyDataSetHooks + the controller):
/// hooked calls counted by ``UpdateBatching``, planned by ``ChangeResponse``, deferred and coalesced
/// by ``DeferredReload``, stale nesting repaired on the turn. Checks the rules end to end.
private struct Pipeline {
    var batching = UpdateBatching()
    var deferred = DeferredReload()
    /// Whether the data source is a diffable one (or a drop is in progress): hooked calls may
    /// then come from inside UIKit's own work.
    var mayBeInsideUIKitsWork = false
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
        if batching.enterCall() { schedule(.nestingCheck) }
        body(&self)
        guard batching.leaveCall() else { return }
        let mayBeInsideUIKitsWork = self.mayBeInsideUIKitsWork
        let plan = ChangeResponse.plan(for: signal, mayBeInsideUIKitsWork: { mayBeInsideUIKitsWork })
        if plan.reloadsNow { reloadsInsideCalls += 1 }
        if plan.concealsIfItemsArrived { concealChecks += 1 }
        if let work = plan.deferredWork { schedule(work) }
    }

    /// A hooked call whose original implementation raises an exception the app catches: the
    /// bookkeeping after the original never runs.
    mutating func hookedCallCutOffByAnException() {
        if batching.enterCall() { schedule(.nestingCheck) }
    }

    /// The scheduled turn, as `EmptyDataSetController.runDeferredWork()` runs it: the work to do.
    mutating func runTurn() -> DeferredReload.Work? {
        guard var work = deferred.take() else { return nil }
        if batching.resetStaleNesting() { work = .reload }
        return work
    }
}

final class SignalPipelineTests: XCTestCase {
    /// A diffable apply as an earlier review described it: UIKit's private batch update (not
    /// hooked) makes one public call per change, each the outermost hooked call.
    func testManyPerItemCallsInOneTurnCostOneDeferredReload() {
        var pipeline = Pipeline()
        pipeline.mayBeInsideUIKitsWork = true
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
        XCTAssertEqual(pipeline.runTurn(), .nestingCheck, "the turn only checks for stale nesting")
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

    /// A diffable apply as the decompiled iOS 18 updater makes it: the public
    /// `performBatchUpdates` with the per-item calls nested inside, or `reloadData()`.
    func testDiffableAppliesThroughTheBatchOrReloadMethodsAreDeferred() {
        var pipeline = Pipeline()
        pipeline.mayBeInsideUIKitsWork = true
        pipeline.hookedCall(.reloadHook) { batch in
            for _ in 0..<300 { batch.hookedCall(.itemChangeHook) }
        }
        pipeline.hookedCall(.reloadHook)  // a second apply in the same turn, through reloadData()

        XCTAssertEqual(pipeline.reloadsInsideCalls, 0, "no app code inside the apply")
        XCTAssertEqual(pipeline.concealChecks, 2, "at most a concealment per apply")
        XCTAssertEqual(pipeline.dispatches, 1)
        XCTAssertEqual(pipeline.runTurn(), .reload, "one decision for both applies")
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

    /// An app may begin updates on one turn and end them on another: a block open without an
    /// open call is not stale.
    func testAnUpdateBlockSpanningTurnsIsNotTakenForStale() {
        var pipeline = Pipeline()
        pipeline.hookedCall(.reloadHook) { $0.batching.openUpdateBlock() }  // beginUpdates

        XCTAssertEqual(pipeline.runTurn(), .nestingCheck, "nothing repaired, nothing reloaded")
        pipeline.hookedCall(.itemChangeHook)
        XCTAssertEqual(pipeline.concealChecks, 0, "still inside the block")
        pipeline.hookedCall(.reloadHook) { $0.batching.closeUpdateBlock() }  // endUpdates
        XCTAssertEqual(pipeline.reloadsInsideCalls, 1, "the end of the block decides")
    }
}
