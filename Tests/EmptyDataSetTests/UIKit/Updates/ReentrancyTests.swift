#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Source and delegate methods that reload while a reload runs: no recursion, no crash, a
/// bounded number of follow-up passes, no duplicated callbacks.
@MainActor
final class ReentrancyTests: XCTestCase {
    /// A source that reloads from inside every title request asks for more each pass, so each
    /// outermost reload runs its first pass plus every follow-up pass the guard allows, no more.
    private let titleRequestsPerReentrantReload = 1 + ReloadGuard.maximumFollowUpPasses

    func testTitleCallingReloadEmptyDataSet() throws {
        // The fixture owns window, scroll view and spy until the test ends.
        let fixture = makeScrollViewFixture(start: .attached)
        let (scrollView, spy) = (fixture.scrollView, fixture.spy)
        spy.onCall = { name, scrollView in
            if name == "title" { scrollView.reloadEmptyDataSet() }
        }

        scrollView.reloadEmptyDataSet()

        assertEmptyStateVisible(scrollView)
        XCTAssertEqual(spy.count(of: "title"), titleRequestsPerReentrantReload)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
    }

    func testTitleCallingReloadDataOnItsTable() {
        // The fixture owns window, tableView, data source and spy until the test ends.
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (tableView, spy) = (fixture.tableView, fixture.spy)
        spy.onCall = { name, scrollView in
            if name == "title" { (scrollView as? UITableView)?.reloadData() }
        }

        tableView.reloadData()

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(spy.count(of: "title"), titleRequestsPerReentrantReload)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])

        spy.resetCalls()
        tableView.reloadData()
        XCTAssertEqual(spy.count(of: "title"), titleRequestsPerReentrantReload, "the same on every reload")
    }

    /// The nested request comes after the first pass applied its content (from `didAppear`),
    /// with a new title: only a follow-up pass can show it.
    func testNestedRequestIsServedByAFollowUpPass() {
        // The fixture owns window, tableView, data source and spy until the test ends.
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (tableView, spy) = (fixture.tableView, fixture.spy)
        spy.titleText = "First"
        var reloadedOnce = false
        spy.onCall = { [unowned spy] name, scrollView in
            guard name == EmptyDataSetSpy.didAppear, !reloadedOnce else { return }
            reloadedOnce = true
            XCTAssertEqual(
                scrollView.emptyDataSetControllerIfPresent?.emptyView?.titleLabel.attributedText?.string, "First",
                "precondition: the first pass applied its title")
            spy.titleText = "Second"
            scrollView.reloadEmptyDataSet()
        }

        tableView.reloadData()

        XCTAssertEqual(spy.count(of: "title"), 2, "the nested request is not dropped")
        XCTAssertEqual(tableView.emptyDataSetControllerIfPresent?.emptyView?.titleLabel.attributedText?.string, "Second")
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear], "an update, not a second appearance")
    }

    func testWillAppearCallingReloadDataSendsNoDuplicateCallbacks() {
        // The fixture owns window, tableView, data source and spy until the test ends.
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (tableView, spy) = (fixture.tableView, fixture.spy)
        spy.onCall = { name, scrollView in
            if name == EmptyDataSetSpy.willAppear { (scrollView as? UITableView)?.reloadData() }
        }

        tableView.reloadData()

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
    }

    func testDidDisappearCallingReloadDataSendsNoDuplicateCallbacks() {
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (tableView, dataSource, spy) = (fixture.tableView, fixture.dataSource, fixture.spy)
        tableView.reloadData()
        spy.resetCalls()
        spy.onCall = { name, scrollView in
            if name == EmptyDataSetSpy.didDisappear { scrollView.reloadEmptyDataSet() }
        }

        dataSource.itemCounts = [1]
        tableView.reloadData()

        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear])
    }

    func testSourceChangingItemsDuringTheReloadIsPickedUp() {
        // The fixture owns window, tableView, data source and spy until the test ends.
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (tableView, dataSource, spy) = (fixture.tableView, fixture.dataSource, fixture.spy)
        var changed = false
        spy.onCall = { name, scrollView in
            guard name == EmptyDataSetSpy.didAppear, !changed else { return }
            changed = true
            dataSource.itemCounts = [2]
            (scrollView as? UITableView)?.reloadData()
        }

        tableView.reloadData()

        assertEmptyStateHidden(tableView, "the follow-up pass sees the new rows")
        XCTAssertEqual(spy.lifecycleCalls, [
            EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear,
            EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear,
        ])
    }
}
#endif
