#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A `UITableViewController`, whose table is its root view (no container view): the empty state
/// goes into the table itself, and follows rows arriving by `reloadData()` and by `insertRows`.
@MainActor
final class TableViewControllerTests: XCTestCase {
    /// The controller, shown as a window's root view controller, with the fixture's data source
    /// and spy on its table (the table's scheduled reload still pending: each test reloads).
    private func makeController(sections: [Int]) -> (ListController, EmptyDataSetFixture<UITableView>) {
        let controller = ListController(style: .plain)
        let window = makeShownWindow()
        window.rootViewController = controller
        window.layoutIfNeeded()
        let tableView = controller.tableView!
        XCTAssertIdentical(controller.view, tableView, "precondition: the table is the root view")
        XCTAssertNotNil(tableView.window, "precondition: on screen")
        let fixture = makeFixture(for: tableView, in: window, sections: sections, start: .attached)
        return (controller, fixture)
    }

    func testAppearsInTheTableWhenEmpty() throws {
        let (controller, fixture) = makeController(sections: [0])
        let tableView = fixture.tableView

        tableView.reloadData()

        assertEmptyStateVisible(tableView)
        let view = try fixture.layOut()
        XCTAssertIdentical(view.superview, tableView, "a subview of the table, the controller's root view")
        XCTAssertGreaterThan(view.frame.height, 0)
        XCTAssertEqual(fixture.spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
        withExtendedLifetime(controller) {}
    }

    func testHidesWhenRowsArriveThroughReloadData() {
        let (controller, fixture) = makeController(sections: [0])
        let (tableView, dataSource, spy) = (fixture.tableView, fixture.dataSource, fixture.spy)
        tableView.reloadData()
        assertEmptyStateVisible(tableView, "precondition")
        spy.resetCalls()
        let reloadHooks = fixture.signalCount(.reloadHook)

        dataSource.itemCounts = [3]
        tableView.reloadData()

        XCTAssertEqual(fixture.signalCount(.reloadHook), reloadHooks + 1, "the reloadData hook ran, once")
        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear])
        withExtendedLifetime(controller) {}
    }

    func testHidesWhenRowsArriveThroughInsertRows() {
        let (controller, fixture) = makeController(sections: [0])
        let (tableView, dataSource, spy) = (fixture.tableView, fixture.dataSource, fixture.spy)
        tableView.reloadData()
        drainMainQueue()
        assertEmptyStateVisible(tableView, "precondition")
        spy.resetCalls()
        let itemChangeHooks = fixture.signalCount(.itemChangeHook)

        dataSource.itemCounts = [2]
        tableView.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .automatic)

        XCTAssertEqual(
            fixture.signalCount(.itemChangeHook), itemChangeHooks + 1,
            "the insertRows hook ran once: the path that hides the empty state")

        // Outermost item changes are decided on the next main-queue turn (at most concealed now).
        XCTAssertTrue(waitUntil { !tableView.isEmptyDataSetVisible }, "the empty state never hid")
        spinRunLoop()
        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear])
        XCTAssertEqual(tableView.numberOfRows(inSection: 0), 2, "UIKit took the rows")
        withExtendedLifetime(controller) {}
    }
}

/// A table view controller as apps write one (the data source is set by the test's fixture).
private final class ListController: UITableViewController {}
#endif
