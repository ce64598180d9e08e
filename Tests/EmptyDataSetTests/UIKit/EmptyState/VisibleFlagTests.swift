#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// `isEmptyDataSetVisible`: `false` for scroll views that never had a source, even through the
/// hooked methods, and `false` until the reload that setting a source schedules has run.
@MainActor
final class VisibleFlagTests: XCTestCase {
    /// A table with an empty state showing, so the hooks are installed and shown acting: without
    /// them, scroll views without a source would be left alone trivially. Owned until the test ends.
    private func installHooks() -> EmptyDataSetFixture<UITableView> {
        let fixture = makeTableFixture(sections: [0], start: .attached)
        fixture.tableView.reloadData()
        XCTAssertTrue(fixture.tableView.isEmptyDataSetVisible, "precondition: the reloadData() hook is installed and acts")
        return fixture
    }

    func testFalseForAnEmptyTableThatNeverHadASource() {
        _ = installHooks()
        // Detached: the spy is never made this table's source or delegate.
        let fixture = makeTableFixture(sections: [0], start: .detached)
        let tableView = fixture.tableView

        tableView.reloadData()
        tableView.layoutIfNeeded()
        drainMainQueue()

        XCTAssertFalse(tableView.isEmptyDataSetVisible)
        XCTAssertFalse(tableView.subviews.contains { $0 is EmptyStateView })
        XCTAssertNil(tableView.emptyDataSetControllerIfPresent, "no state made for a table without a source")
    }

    func testFalseForAPlainScrollViewThatNeverHadASource() {
        _ = installHooks()
        let fixture = makeScrollViewFixture(start: .detached)
        let scrollView = fixture.scrollView

        scrollView.contentSize = CGSize(width: 375, height: 2_000)  // through the setContentSize: hook
        scrollView.reloadEmptyDataSet()
        drainMainQueue()

        XCTAssertFalse(scrollView.isEmptyDataSetVisible)
        XCTAssertFalse(scrollView.subviews.contains { $0 is EmptyStateView })
        XCTAssertNil(scrollView.emptyDataSetControllerIfPresent, "no state made for a scroll view without a source")
    }

    func testTableIsNotVisibleUntilTheScheduledReloadRuns() {
        // The fixture owns window, tableView, data source and spy until the test ends.
        let fixture = makeTableFixture(sections: [0], start: .detached)
        let (tableView, spy) = (fixture.tableView, fixture.spy)

        attach(spy, to: tableView)

        XCTAssertFalse(tableView.isEmptyDataSetVisible, "the reload is scheduled, not run inside the setter")
        XCTAssertFalse(tableView.subviews.contains { $0 is EmptyStateView }, "nothing inserted yet")
        XCTAssertEqual(spy.calls, [], "nothing asked yet")

        XCTAssertTrue(waitUntil { tableView.isEmptyDataSetVisible }, "the scheduled reload never ran")
        assertEmptyStateVisible(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
        XCTAssertEqual(fixture.signalCount(.reloadHook), 0, "shown by the scheduled reload, not a reloadData() hook")
    }

    func testPlainScrollViewIsNotVisibleUntilTheScheduledReloadRuns() {
        // The fixture owns the spy, which the scroll view holds weakly, until the test ends.
        let fixture = makeScrollViewFixture(start: .detached)
        let (scrollView, spy) = (fixture.scrollView, fixture.spy)

        attach(spy, to: scrollView)

        XCTAssertFalse(scrollView.isEmptyDataSetVisible, "the reload is scheduled, not run inside the setter")
        XCTAssertTrue(waitUntil { scrollView.isEmptyDataSetVisible }, "the scheduled reload never ran")
        assertEmptyStateVisible(scrollView)
        XCTAssertEqual(fixture.signalCount(.explicitReload), 0, "shown by the scheduled reload")
    }
}
#endif
