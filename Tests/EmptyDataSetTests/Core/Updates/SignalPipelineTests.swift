import XCTest
@testable import EmptyDataSet

/// The Core pieces composed as the UIKit layer composes them (EmptyDataSetHooks + the controller):
/// hooked calls counted by ``UpdateBatching``, planned by ``ChangeResponse``, deferred and coalesced
/// by ``DeferredReload``, stale nesting repaired on the turn. Checks the rules end to end.
private struct Pipeline {
    var batching = UpdateBatching()
    var deferred = DeferredReload()
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

    /// The scheduled turn, as `EmptyDataSetController.runDeferredWork()` runs it: the work to do.
    mutating func runTurn() -> DeferredReload.Work? {
        guard var work = deferred.take() else { return nil }
        _ = layout.resetStale()
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

        XCTAssertEqual(pipeline.runTurn(), .reload, "the turn finds the stale call and reloads what it skipped")

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
    /// privately: the turn the begin asked for repairs it and reloads.
    func testABlockUIKitClosedPrivatelyIsRepairedOnTheTurn() {
        var pipeline = Pipeline()
        pipeline.beginUpdates()  // UIKit's, outermost; its end is private
        pipeline.hookedCall(.itemChangeHook)
        XCTAssertEqual(pipeline.concealChecks, 0, "inside the block nothing decides")
        XCTAssertEqual(pipeline.dispatches, 1)

        XCTAssertEqual(pipeline.runTurn(), .reload, "repaired like a stale call")
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

    /// An exception that cut a layout pass off is repaired on the turn, like a stale call.
    func testALayoutPassCutOffIsRepairedOnTheTurn() {
        var pipeline = Pipeline()
        pipeline.layout.enter()  // layoutSubviews raised
        pipeline.hookedCall(.reloadHook)
        XCTAssertEqual(pipeline.reloadsInsideCalls, 0)
        XCTAssertEqual(pipeline.runTurn(), .reload)
        pipeline.hookedCall(.reloadHook)
        XCTAssertEqual(pipeline.reloadsInsideCalls, 1)
    }
}
