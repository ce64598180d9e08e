#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A table observed with key-value observing before its empty state is set up. KVO changes the
/// observed instance's class to a generated `NSKVONotifying_UITableView` subclass; the hooks sit on
/// the base classes and must still run, exactly once per call, for that instance.
@MainActor
final class KVOObservedTableTests: XCTestCase {
    private let appear = [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear]
    private let disappear = [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear]

    /// A table observed (`contentOffset`) before the spy is attached; the observation is returned so
    /// the test keeps it alive, and invalidated by the test at the end.
    private func makeObservedTable(sections: [Int]) -> (EmptyDataSetFixture<UITableView>, NSKeyValueObservation) {
        var observation: NSKeyValueObservation?
        let fixture = makeTableFixture(sections: sections, start: .attached, prepare: { tableView in
            observation = tableView.observe(\.contentOffset, options: [.new]) { _, _ in }
        })
        return (fixture, observation!)
    }

    func testEmptyStateAppearsAfterReloadDataOnceAndHidesWhenRowsArrive() throws {
        let (fixture, observation) = makeObservedTable(sections: [0])
        defer { observation.invalidate() }
        let (tableView, dataSource, spy) = (fixture.tableView, fixture.dataSource, fixture.spy)
        XCTAssertTrue(NSStringFromClass(object_getClass(tableView)!).hasPrefix("NSKVONotifying_"), "precondition")
        let reloadHooks = fixture.signalCount(.reloadHook)

        tableView.reloadData()

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(
            fixture.signalCount(.reloadHook), reloadHooks + 1,
            "the reloadData hook ran once for the KVO subclass, not once per class in the chain")
        XCTAssertEqual(spy.lifecycleCalls, appear, "one appearance")
        let insets = tableView.adjustedContentInset
        XCTAssertEqual(
            try fixture.layOut().frame.size,
            CGSize(width: tableView.bounds.width - insets.left - insets.right, height: tableView.bounds.height - insets.top - insets.bottom),
            "placed over the visible area")
        spy.resetCalls()
        let reloadHooksBeforeRows = fixture.signalCount(.reloadHook)

        dataSource.itemCounts = [3]
        tableView.reloadData()

        assertEmptyStateHidden(tableView)
        XCTAssertEqual(fixture.signalCount(.reloadHook), reloadHooksBeforeRows + 1, "one reloadData, one hook run")
        XCTAssertEqual(spy.lifecycleCalls, disappear, "once per change, not once per class in the chain")

        // The scheduled reload of the attachment and any content-size decision run now: they must
        // not add callbacks.
        spinRunLoop()
        XCTAssertEqual(spy.lifecycleCalls, disappear)
    }

    func testRowsInsertedIntoAnObservedTableHideTheEmptyState() {
        let (fixture, observation) = makeObservedTable(sections: [0])
        defer { observation.invalidate() }
        let (tableView, dataSource, spy) = (fixture.tableView, fixture.dataSource, fixture.spy)
        XCTAssertTrue(NSStringFromClass(object_getClass(tableView)!).hasPrefix("NSKVONotifying_"), "precondition")
        tableView.reloadData()
        drainMainQueue()
        assertEmptyStateVisible(tableView, "precondition")
        spy.resetCalls()
        let itemChangeHooks = fixture.signalCount(.itemChangeHook)

        dataSource.itemCounts = [1]
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)

        XCTAssertEqual(
            fixture.signalCount(.itemChangeHook), itemChangeHooks + 1,
            "the insertRows hook ran once for the KVO subclass: the path that hides the empty state")
        // Item changes are decided on the next main-queue turn.
        XCTAssertTrue(waitUntil { !tableView.isEmptyDataSetVisible }, "the empty state never hid")
        spinRunLoop()
        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, disappear, "exactly one disappearance")
    }
}
#endif
