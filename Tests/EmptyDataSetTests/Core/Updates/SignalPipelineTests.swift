import XCTest
@testable import EmptyDataSet

/// The Core pieces composed as the UIKit layer composes them (EmptyDataSetHooks + the controller):
/// hooked calls counted by ``UpdateBatching``, planned by ``ChangeResponse``, deferred and coalesced
/// by ``DeferredReload``, open work waited for or repaired on the turn (``OpenWorkCheck``). Checks
/// the rules end to end.
private struct Pipeline {
    var batching = UpdateBatching()
    var deferred = DeferredReload()
    var openWork = OpenWorkCheck()
    /// Turns that found a layout pass or hooked call open and asked again later.
    private(set) var waits = 0
    /// Laid out once already, as a scroll view on screen is.
    var layout = LayoutPass(hasCompletedLayout: true)
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

    /// A hooked call, as `EmptyDataSetHooks.around(_:_:call:signal:)` runs it.
    mutating func hookedCall(
        _ signal: UpdateSignal?, _ call: UpdateBatching.Call = .plain, _ body: (inout Pipeline) -> Void = { _ in }
    ) {
        let entry = batching.enter(call)
        if entry.isOutermost { schedule(.nestingCheck) }
        body(&self)
        guard batching.leave(entry), let signal else { return }
        let mayBeInsideUIKitsWork = self.mayBeInsideUIKitsWork
        let plan = ChangeResponse.plan(
            for: signal, isInsideLayout: layout.defersReloads, mayBeInsideUIKitsWork: { mayBeInsideUIKitsWork })
        if plan.reloadsNow { reloadsInsideCalls += 1 }
        if plan.concealsIfItemsArrived { concealChecks += 1 }
        if let work = plan.deferredWork { schedule(work) }
    }

    /// `beginUpdates()`, `endUpdates()` and `performBatchUpdates` as the hooks run them; the batch
    /// closes UIKit's nested `beginUpdates` privately, as iOS 26.1 does.
    mutating func beginUpdates() { hookedCall(nil, .beginUpdates) }
    mutating func endUpdates() { hookedCall(.reloadHook, .endUpdates) }
    mutating func performBatchUpdates(_ updates: (inout Pipeline) -> Void = { _ in }) {
        hookedCall(.reloadHook, .batch) { pipeline in
            pipeline.beginUpdates()
            updates(&pipeline)
        }
    }

    /// A layout pass of the scroll view, as `EmptyDataSetHooks.layingOut` runs it.
    mutating func layoutPass(_ body: (inout Pipeline) -> Void = { _ in }) {
        layout.enter()
        body(&self)
        layout.leave()
    }

    /// A hooked call whose original implementation raises an exception the app catches: the
    /// bookkeeping after the original never runs.
    mutating func hookedCallCutOffByAnException() {
        if batching.enter().isOutermost { schedule(.nestingCheck) }
    }

    /// The scheduled turn, as `EmptyDataSetController.runDeferredWork()` runs it: the work to do,
    /// or `nil` when it waited (the same work asked for again) or nothing was scheduled.
    mutating func runTurn() -> DeferredReload.Work? {
        guard let requested = deferred.take() else { return nil }
        let open = OpenWorkCheck.Open(
            isLayingOut: layout.isLayingOut, hasOpenCall: batching.hasOpenCall,
            hasOpenUpdateBlock: batching.hasOpenUpdateBlock)
        switch openWork.step(for: requested, open: open) {
        case .wait(let work):
            waits += 1
            schedule(work)
            return nil
        case .run(let work, let repairs):
            if repairs {
                _ = layout.resetStale()
                _ = batching.resetStaleNesting()
            }
            return work
        }
    }

    /// Runs turns until one does work (at most a few more than the bound).
    mutating func runTurnsUntilWork() -> DeferredReload.Work? {
        for _ in 0...OpenWorkCheck.turnsBeforeStale {
            if let work = runTurn() { return work }
        }
        return nil
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
        pipeline.performBatchUpdates { batch in
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
        pipeline.performBatchUpdates { batch in
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
        pipeline.beginUpdates()
        pipeline.hookedCall(.itemChangeHook)
        pipeline.hookedCall(.itemChangeHook)
        pipeline.endUpdates()

        XCTAssertEqual(pipeline.reloadsInsideCalls, 1)
        XCTAssertEqual(pipeline.concealChecks, 0)
    }

    func testAnExceptionLeavesNestingThatTheNextTurnRepairs() {
        var pipeline = Pipeline()
        pipeline.hookedCallCutOffByAnException()
        pipeline.hookedCall(.reloadHook)
        XCTAssertEqual(pipeline.reloadsInsideCalls, 0, "stuck: the count never returned to zero")
        XCTAssertEqual(pipeline.dispatches, 1, "the cut-off call had already scheduled a turn")

        XCTAssertNil(pipeline.runTurn(), "the first turn cannot tell a cut-off call from a nested run loop: it waits")
        XCTAssertEqual(pipeline.runTurnsUntilWork(), .reload, "the turns find the stale call and reload what it skipped")
        XCTAssertEqual(pipeline.waits, OpenWorkCheck.turnsBeforeStale - 1)

        pipeline.hookedCall(.reloadHook)
        XCTAssertEqual(pipeline.reloadsInsideCalls, 1, "updates work again")
    }

    /// Issue 15's freeze, end to end: a batch update, then a reload, then another batch (a second
    /// diffable apply): each decides.
    func testABatchThenAReloadThenABatchEachDecide() {
        var pipeline = Pipeline()
        pipeline.performBatchUpdates { $0.hookedCall(.itemChangeHook) }
        XCTAssertEqual(pipeline.reloadsInsideCalls, 1)
        XCTAssertEqual(pipeline.runTurn(), .nestingCheck, "nothing was left open")
        pipeline.hookedCall(.reloadHook)
        XCTAssertEqual(pipeline.reloadsInsideCalls, 2)
        pipeline.performBatchUpdates()
        XCTAssertEqual(pipeline.reloadsInsideCalls, 3)
    }

    /// A block opened by UIKit's public `beginUpdates` from a path no hook encloses, closed
    /// privately: the turn the begin asked for repairs it at once (no call is open: no exception
    /// suspected) and asks only for a decision.
    func testABlockUIKitClosedPrivatelyIsRepairedOnTheTurn() {
        var pipeline = Pipeline()
        pipeline.beginUpdates()  // UIKit's, outermost; its end is private
        pipeline.hookedCall(.itemChangeHook)
        XCTAssertEqual(pipeline.concealChecks, 0, "inside the block nothing decides")
        XCTAssertEqual(pipeline.dispatches, 1)

        XCTAssertEqual(pipeline.runTurn(), .decision, "repaired at once; a decision the memo may answer, not a reload")
        XCTAssertEqual(pipeline.waits, 0)
        pipeline.hookedCall(.reloadHook)
        XCTAssertEqual(pipeline.reloadsInsideCalls, 1, "the app's next reload decides at once")
    }

    // MARK: - Layout

    /// A table loads its data lazily inside its first layout (`_reloadDataIfNeeded` sends the
    /// public `reloadData`): that reload asks no app code there and decides on the next turn.
    func testAReloadInsideALayoutPassIsDeferred() {
        var pipeline = Pipeline()
        pipeline.layoutPass { $0.hookedCall(.reloadHook) }

        XCTAssertEqual(pipeline.reloadsInsideCalls, 0, "no app code inside UIKit's layout")
        XCTAssertEqual(pipeline.concealChecks, 1, "concealed at most")
        XCTAssertEqual(pipeline.runTurn(), .reload)

        pipeline.hookedCall(.reloadHook)
        XCTAssertEqual(pipeline.reloadsInsideCalls, 1, "outside the layout, the app's reload decides at once")
    }

    func testAReloadBeforeTheFirstLayoutIsDeferredAndAfterItIsNot() {
        var pipeline = Pipeline()
        pipeline.layout = LayoutPass()
        pipeline.hookedCall(.reloadHook)  // an app's reloadData() in viewDidLoad
        XCTAssertEqual(pipeline.reloadsInsideCalls, 0)
        XCTAssertEqual(pipeline.runTurn(), .reload)

        pipeline.layoutPass()
        pipeline.hookedCall(.reloadHook)
        XCTAssertEqual(pipeline.reloadsInsideCalls, 1)
    }

    /// A nested run loop inside the layout pass (HTML parsing in `cellForRowAt`) turns the main
    /// queue there: the reload deferred out of the pass waits until the pass has ended.
    func testAReloadDeferredOutOfALayoutPassDoesNotRunInsideTheSamePass() {
        var pipeline = Pipeline()
        var workInsideThePass: DeferredReload.Work?
        pipeline.layoutPass { pipeline in
            pipeline.hookedCall(.reloadHook)  // UIKit's lazy load
            workInsideThePass = pipeline.runTurn()  // the nested run loop's turn
        }
        XCTAssertNil(workInsideThePass, "nothing ran inside the pass")
        XCTAssertEqual(pipeline.waits, 1)
        XCTAssertEqual(pipeline.runTurn(), .reload, "the next turn, after the pass, decides")
        XCTAssertEqual(pipeline.reloadsInsideCalls, 0)
    }

    /// A nested run loop inside the app's `performBatchUpdates`: the turn there does not zero the
    /// live count, and the batch still decides once when it returns.
    func testATurnInsideALiveBatchUpdateLeavesItsCountAlone() {
        var pipeline = Pipeline()
        var workInside: DeferredReload.Work?
        pipeline.performBatchUpdates { pipeline in
            pipeline.hookedCall(.itemChangeHook)
            workInside = pipeline.runTurn()
            pipeline.hookedCall(.itemChangeHook)
        }
        XCTAssertNil(workInside, "no repair, no work inside UIKit's update")
        XCTAssertEqual(pipeline.reloadsInsideCalls, 1, "the batch decided once, when it returned")
        XCTAssertEqual(pipeline.concealChecks, 0, "its nested calls stayed nested")
        XCTAssertEqual(pipeline.runTurn(), .nestingCheck, "nothing left open afterwards")
    }

    /// An exception that cut a layout pass off is repaired once the turns found it open long
    /// enough, like a stale call.
    func testALayoutPassCutOffIsRepairedOnTheTurn() {
        var pipeline = Pipeline()
        pipeline.layout.enter()  // layoutSubviews raised
        pipeline.hookedCall(.reloadHook)
        XCTAssertEqual(pipeline.reloadsInsideCalls, 0)
        XCTAssertEqual(pipeline.runTurnsUntilWork(), .reload)
        XCTAssertEqual(pipeline.waits, OpenWorkCheck.turnsBeforeStale - 1)
        pipeline.hookedCall(.reloadHook)
        XCTAssertEqual(pipeline.reloadsInsideCalls, 1)
    }
}
