import XCTest
@testable import EmptyDataSet

/// A table view whose hooked methods do what the UIKit layer does (`EmptyDataSetHooks.around`):
/// ``UpdateBatching/enter(_:)``, the original implementation, then ``UpdateBatching/leave(_:)``,
/// re-evaluating (here: counting a notification) when it says so. The originals model UIKit's own
/// pairing of public and private calls, as decompiled UIKitCore of iOS 26.1 makes them: a hooked
/// (public) method calls `hooked…` methods; a private one calls the original directly.
private struct HookedTable {
    var batching = UpdateBatching()
    var notifications = 0
    /// Main-queue turns the outermost calls asked for (a nesting check each).
    var turnsRequested = 0

    mutating func hookedCall(_ call: UpdateBatching.Call = .plain, _ original: (inout HookedTable) -> Void = { _ in }) {
        let entry = batching.enter(call)
        if entry.isOutermost { turnsRequested += 1 }
        original(&self)
        if batching.leave(entry) { notifications += 1 }
    }

    /// A hooked call whose original raises an exception the app catches: nothing after the
    /// original runs.
    mutating func hookedCallCutOffByAnException(_ call: UpdateBatching.Call = .plain) {
        let entry = batching.enter(call)
        if entry.isOutermost { turnsRequested += 1 }
    }

    // Public, hooked.
    mutating func insertRows() { hookedCall() }
    mutating func deleteRows() { hookedCall() }
    mutating func reloadData() { hookedCall() }
    mutating func beginUpdates() { hookedCall(.beginUpdates) }
    mutating func endUpdates() { hookedCall(.endUpdates) }
    /// `performBatchUpdates` as iOS 26.1 implements it: `_performBatchUpdates:withContext:completion:`
    /// sends the public `beginUpdates`, runs the updates, closes with the private
    /// `endUpdatesWithContext:`.
    mutating func performBatchUpdates(_ updates: (inout HookedTable) -> Void) {
        hookedCall(.batch) { table in table.privatePerformBatchUpdates(updates) }
    }

    // Private, not hooked.
    /// `_performBatchUpdates:withContext:completion:`, also reached by UIKit's own paths without
    /// the public method around it.
    mutating func privatePerformBatchUpdates(_ updates: (inout HookedTable) -> Void) {
        beginUpdates()
        updates(&self)
        // endUpdatesWithContext: — no hook sees it.
    }
}

final class UpdateBatchingTests: XCTestCase {
    func testStartsNotBatching() {
        XCTAssertFalse(UpdateBatching().isBatching)
    }

    func testOutermostCallNotifies() {
        var batching = UpdateBatching()
        let entry = batching.enter()
        XCTAssertTrue(entry.isOutermost)
        XCTAssertTrue(batching.isBatching)
        XCTAssertTrue(batching.leave(entry))
        XCTAssertFalse(batching.isBatching)
    }

    func testNestedCallsNotifyOnlyWhenOutermostReturns() {
        var batching = UpdateBatching()
        let outer = batching.enter()
        let middle = batching.enter()
        let inner = batching.enter()
        XCTAssertFalse(middle.isOutermost)
        XCTAssertFalse(inner.isOutermost)
        XCTAssertFalse(batching.leave(inner))
        XCTAssertFalse(batching.leave(middle))
        XCTAssertTrue(batching.leave(outer))
    }

    func testSubclassOverrideCallingSuperNotifiesOnce() {
        var table = HookedTable()
        table.hookedCall { $0.reloadData() }
        XCTAssertEqual(table.notifications, 1)
    }

    func testCallsOutsideAnyBlockEachNotify() {
        var table = HookedTable()
        table.insertRows()
        table.deleteRows()
        table.reloadData()
        XCTAssertEqual(table.notifications, 3)
    }

    // MARK: - Public and public: the app's own beginUpdates() … endUpdates()

    func testBeginEndUpdatesSuppressesRowOperationsUntilEndUpdates() {
        var table = HookedTable()
        table.beginUpdates()
        XCTAssertEqual(table.notifications, 0, "a begin sends nothing")
        table.insertRows()
        table.deleteRows()
        XCTAssertEqual(table.notifications, 0, "row operations inside beginUpdates must not notify")
        XCTAssertTrue(table.batching.isBatching)
        table.endUpdates()
        XCTAssertEqual(table.notifications, 1)
        XCTAssertFalse(table.batching.isBatching)
    }

    func testNestedUpdateBlocksNotifyOnlyAtOutermostEndUpdates() {
        var table = HookedTable()
        table.beginUpdates()
        table.beginUpdates()
        table.insertRows()
        table.endUpdates()
        XCTAssertEqual(table.notifications, 0)
        XCTAssertTrue(table.batching.isBatching, "the outer block is still open")
        table.endUpdates()
        XCTAssertEqual(table.notifications, 1)
        XCTAssertFalse(table.batching.isBatching)
    }

    func testUnbalancedEndUpdatesClampsAtZero() {
        var table = HookedTable()
        table.endUpdates()
        XCTAssertEqual(table.notifications, 1, "an end with nothing open re-evaluates like any outermost call")
        XCTAssertFalse(table.batching.isBatching)
        // Had the block count gone to -1, this block would not suppress the row operation.
        table.beginUpdates()
        table.insertRows()
        XCTAssertEqual(table.notifications, 1)
        table.endUpdates()
        XCTAssertEqual(table.notifications, 2)
    }

    func testOnlyTheFirstBeginOfABlockIsOutermost() {
        var table = HookedTable()
        table.beginUpdates()
        table.beginUpdates()
        table.insertRows()
        table.endUpdates()
        table.endUpdates()
        XCTAssertEqual(table.turnsRequested, 1, "one turn for the whole block")
    }

    // MARK: - Public and private: UIKit's batch update

    /// The freeze of issue 15: the public `beginUpdates` inside `performBatchUpdates` is closed
    /// by the private `endUpdatesWithContext:`. The batch owns the count it enclosed.
    func testPerformBatchUpdatesClosedPrivatelyLeavesNothingOpen() {
        var table = HookedTable()
        table.performBatchUpdates { table in
            table.insertRows()
            table.deleteRows()
        }
        XCTAssertEqual(table.notifications, 1, "one signal for the batch")
        XCTAssertFalse(table.batching.isBatching, "no block left open by UIKit's private end")

        table.reloadData()
        XCTAssertEqual(table.notifications, 2, "the next reload still notifies")
        table.insertRows()
        XCTAssertEqual(table.notifications, 3, "and so do later changes")
    }

    /// Every diffable apply after the first goes through `performBatchUpdates`: each must notify.
    func testBatchUpdatesInARowEachNotify() {
        var table = HookedTable()
        for applies in 1...5 {
            table.performBatchUpdates { $0.insertRows() }
            XCTAssertEqual(table.notifications, applies)
        }
        XCTAssertFalse(table.batching.isBatching)
    }

    func testBatchUpdatesInsideTheAppsBlockRestoreTheAppsCount() {
        var table = HookedTable()
        table.beginUpdates()
        table.performBatchUpdates { $0.insertRows() }
        XCTAssertEqual(table.notifications, 0, "still inside the app's block")
        XCTAssertTrue(table.batching.isBatching, "the app's block is still open")
        table.endUpdates()
        XCTAssertEqual(table.notifications, 1, "the app's end closes its own block")
        XCTAssertFalse(table.batching.isBatching)
    }

    /// An app that calls `beginUpdates()` inside its batch update block and never ends it: the
    /// batch gives back the count it found.
    func testABlockLeftOpenInsideABatchIsClosedWithTheBatch() {
        var table = HookedTable()
        table.performBatchUpdates { table in
            table.beginUpdates()
            table.insertRows()
        }
        XCTAssertEqual(table.notifications, 1)
        XCTAssertFalse(table.batching.isBatching)
    }

    /// A begin and end sent from inside another hooked call (a subclass's `reloadData` override,
    /// UIKit's batch) are not the app's outermost: they neither open nor close its block.
    func testBeginAndEndInsideAHookedCallDoNotCount() {
        var table = HookedTable()
        table.beginUpdates()
        table.hookedCall { table in
            table.endUpdates()  // from inside another hooked call: not the app's end
        }
        XCTAssertTrue(table.batching.isBatching, "the app's own block stays open")
        XCTAssertEqual(table.notifications, 0)
        table.hookedCall { table in
            table.beginUpdates()  // opened from inside, closed privately: must not stay open
        }
        table.endUpdates()
        XCTAssertFalse(table.batching.isBatching)
        XCTAssertEqual(table.notifications, 1)
    }

    // MARK: - Private and private

    /// Inserts outside a block: UIKit pairs its private `_setupCellAnimations` and
    /// `_endCellAnimationsWithContext:`; the hooks see only the insert itself.
    func testPrivatelyPairedItemChangesEachNotify() {
        var table = HookedTable()
        table.insertRows()
        table.deleteRows()
        XCTAssertEqual(table.notifications, 2)
        XCTAssertFalse(table.batching.isBatching)
    }

    // MARK: - UIKit's outermost public begin closed privately

    /// `_performBatchUpdates:withContext:completion:` reached by a UIKit path no hook encloses:
    /// its public `beginUpdates` is outermost and opens a block no hook will close. The next turn
    /// finds it open with no call in progress and repairs it, like a stale call.
    func testABlockOpenedByUIKitAndClosedPrivatelyIsRepairedOnTheNextTurn() {
        var table = HookedTable()
        table.privatePerformBatchUpdates { $0.insertRows() }
        XCTAssertEqual(table.turnsRequested, 1, "the begin asked for the turn that repairs it")
        XCTAssertTrue(table.batching.isBatching, "open until that turn")
        XCTAssertEqual(table.notifications, 0)

        XCTAssertTrue(table.batching.resetStaleNesting(), "repaired: the caller reloads what was skipped")
        XCTAssertFalse(table.batching.isBatching)
        table.reloadData()
        XCTAssertEqual(table.notifications, 1, "updates work again")
    }

    /// An app's own block left open across turns is closed on the turn too; its `endUpdates()`
    /// later finds nothing open and re-evaluates.
    func testAnAppsBlockSpanningTurnsIsRepairedAndItsEndStillDecides() {
        var table = HookedTable()
        table.beginUpdates()
        XCTAssertTrue(table.batching.resetStaleNesting())
        table.insertRows()
        XCTAssertEqual(table.notifications, 1, "after the repair, changes notify")
        table.endUpdates()
        XCTAssertEqual(table.notifications, 2, "the late end decides too")
        XCTAssertFalse(table.batching.isBatching)
    }

    // MARK: - An exception between them

    func testAnExceptionInsideABatchIsRepairedOnTheTurn() {
        var table = HookedTable()
        _ = table.batching.enter(.batch)  // performBatchUpdates, which never returns
        table.beginUpdates()  // UIKit's, nested
        table.hookedCallCutOffByAnException()  // an insert raising the inconsistency exception
        XCTAssertTrue(table.batching.isBatching)
        XCTAssertTrue(table.batching.resetStaleNesting())
        XCTAssertFalse(table.batching.isBatching)
        table.reloadData()
        XCTAssertEqual(table.notifications, 1)
    }

    /// `endUpdates()` raising UIKit's inconsistency exception leaves the app's block and the call
    /// open; both are closed on the turn.
    func testAnExceptionInEndUpdatesIsRepairedOnTheTurn() {
        var table = HookedTable()
        table.beginUpdates()
        table.insertRows()
        table.hookedCallCutOffByAnException(.endUpdates)
        XCTAssertTrue(table.batching.isBatching)
        XCTAssertEqual(table.notifications, 0)

        XCTAssertTrue(table.batching.resetStaleNesting())
        table.beginUpdates()
        table.insertRows()
        table.endUpdates()
        XCTAssertEqual(table.notifications, 1, "a new block works again")
        XCTAssertFalse(table.batching.isBatching)
    }

    func testResetWithNothingOpenReportsNothing() {
        var table = HookedTable()
        XCTAssertFalse(table.batching.resetStaleNesting())
        table.insertRows()
        table.performBatchUpdates { $0.insertRows() }
        XCTAssertFalse(table.batching.resetStaleNesting(), "balanced calls leave nothing to repair")
    }

    /// A call still returning after a repair (the repair ran on a turn inside it, a nested run
    /// loop) must not drive the count negative: the next call is outermost and nested calls nest.
    func testALeaveAfterARepairClampsAtZero() {
        var batching = UpdateBatching()
        let entry = batching.enter()
        XCTAssertTrue(batching.resetStaleNesting())
        XCTAssertTrue(batching.leave(entry))
        let outer = batching.enter()
        XCTAssertTrue(outer.isOutermost)
        let inner = batching.enter()
        XCTAssertFalse(batching.leave(inner))
        XCTAssertTrue(batching.leave(outer))
    }
}

/// What ``OpenWorkCheck`` reads: an open call and an open block, told apart.
final class UpdateBatchingOpenWorkTests: XCTestCase {
    func testAnOpenCallAndAnOpenBlockAreToldApart() {
        var batching = UpdateBatching()
        XCTAssertFalse(batching.hasOpenCall)
        XCTAssertFalse(batching.hasOpenUpdateBlock)
        let begin = batching.enter(.beginUpdates)
        XCTAssertTrue(batching.hasOpenCall)
        XCTAssertFalse(batching.hasOpenUpdateBlock)
        _ = batching.leave(begin)
        XCTAssertFalse(batching.hasOpenCall, "the call returned")
        XCTAssertTrue(batching.hasOpenUpdateBlock, "the app's block stays open")
        let insert = batching.enter()
        XCTAssertTrue(batching.hasOpenCall)
        _ = batching.leave(insert)
        let end = batching.enter(.endUpdates)
        XCTAssertTrue(batching.leave(end))
        XCTAssertFalse(batching.hasOpenUpdateBlock)
    }
}
