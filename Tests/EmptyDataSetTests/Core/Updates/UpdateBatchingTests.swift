import XCTest
@testable import EmptyDataSet

/// A table view whose hooked methods do what the UIKit layer does: `enterCall()`, the original
/// implementation, then `leaveCall()`, re-evaluating (here: counting a notification) when it says so.
private struct HookedTable {
    var batching = UpdateBatching()
    var notifications = 0

    mutating func hookedCall(_ original: (inout HookedTable) -> Void = { _ in }) {
        batching.enterCall()
        original(&self)
        if batching.leaveCall() { notifications += 1 }
    }

    mutating func insertRows() { hookedCall() }
    mutating func deleteRows() { hookedCall() }
    mutating func reloadData() { hookedCall() }
    mutating func beginUpdates() { hookedCall { $0.batching.openUpdateBlock() } }
    mutating func endUpdates() { hookedCall { $0.batching.closeUpdateBlock() } }
    mutating func performBatchUpdates(_ updates: (inout HookedTable) -> Void) { hookedCall(updates) }
}

final class UpdateBatchingTests: XCTestCase {
    func testStartsNotBatching() {
        XCTAssertFalse(UpdateBatching().isBatching)
    }

    func testOutermostCallNotifies() {
        var batching = UpdateBatching()
        batching.enterCall()
        XCTAssertTrue(batching.isBatching)
        XCTAssertTrue(batching.leaveCall())
        XCTAssertFalse(batching.isBatching)
    }

    func testNestedCallsNotifyOnlyWhenOutermostReturns() {
        var batching = UpdateBatching()
        batching.enterCall()
        batching.enterCall()
        batching.enterCall()
        XCTAssertFalse(batching.leaveCall())
        XCTAssertFalse(batching.leaveCall())
        XCTAssertTrue(batching.leaveCall())
    }

    func testSubclassOverrideCallingSuperNotifiesOnce() {
        var table = HookedTable()
        table.hookedCall { $0.reloadData() }
        XCTAssertEqual(table.notifications, 1)
    }

    func testPerformBatchUpdatesWithRowOperationsNotifiesOnce() {
        var table = HookedTable()
        table.performBatchUpdates { table in
            table.insertRows()
            table.deleteRows()
            table.insertRows()
        }
        XCTAssertEqual(table.notifications, 1)
    }

    func testBeginEndUpdatesSuppressesRowOperationsUntilEndUpdates() {
        var table = HookedTable()
        table.beginUpdates()
        XCTAssertEqual(table.notifications, 0)
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
        table.endUpdates()
        XCTAssertEqual(table.notifications, 1)
    }

    func testUnbalancedLeaveCallClampsAtZero() {
        var batching = UpdateBatching()
        XCTAssertTrue(batching.leaveCall(), "nothing is open, so re-evaluating is safe")
        XCTAssertFalse(batching.isBatching)
        // Had the depth gone to -1, the nested call below would look outermost.
        batching.enterCall()
        batching.enterCall()
        XCTAssertFalse(batching.leaveCall())
        XCTAssertTrue(batching.leaveCall())
    }

    func testUnbalancedEndUpdatesClampsAtZero() {
        var table = HookedTable()
        table.endUpdates()
        XCTAssertEqual(table.notifications, 1)
        XCTAssertFalse(table.batching.isBatching)
        // Had the block count gone to -1, this block would not suppress the row operation.
        table.beginUpdates()
        table.insertRows()
        XCTAssertEqual(table.notifications, 1)
        table.endUpdates()
        XCTAssertEqual(table.notifications, 2)
    }

    func testCallsOutsideAnyBlockEachNotify() {
        var table = HookedTable()
        table.insertRows()
        table.deleteRows()
        table.reloadData()
        XCTAssertEqual(table.notifications, 3)
    }

    // MARK: - Outermost and stale calls

    func testEnterReportsWhetherTheCallIsOutermost() {
        var batching = UpdateBatching()
        XCTAssertTrue(batching.enterCall())
        XCTAssertFalse(batching.enterCall())
        _ = batching.leaveCall()
        _ = batching.leaveCall()
        batching.openUpdateBlock()
        XCTAssertFalse(batching.enterCall(), "inside a beginUpdates block nothing is outermost")
    }

    func testResetClosesCallsAndBlocksLeftOpen() {
        var batching = UpdateBatching()
        batching.enterCall()
        batching.enterCall()
        batching.openUpdateBlock()
        XCTAssertTrue(batching.resetStaleNesting())
        XCTAssertFalse(batching.isBatching)
        XCTAssertTrue(batching.enterCall(), "the next call is outermost again")
        XCTAssertTrue(batching.leaveCall())
    }

    func testResetWithNothingOpenReportsNothing() {
        var batching = UpdateBatching()
        XCTAssertFalse(batching.resetStaleNesting())
        batching.enterCall()
        _ = batching.leaveCall()
        XCTAssertFalse(batching.resetStaleNesting())
    }

    func testAnUpdateBlockOpenWithoutAnOpenCallIsLeftAlone() {
        var batching = UpdateBatching()
        batching.openUpdateBlock()
        XCTAssertFalse(batching.resetStaleNesting(), "begin and end may come on different turns")
        XCTAssertTrue(batching.isBatching, "the block is still open")
        batching.closeUpdateBlock()
        XCTAssertFalse(batching.isBatching)
    }
}
