#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// `isEmptyDataSetVisible`: `false` for scroll views that never had a source, even through the
/// hooked methods, and `false` until the reload that setting a source schedules has run.
@MainActor
final class VisibleFlagTests: XCTestCase {
    /// A table with an empty state showing, so the hooks are installed and shown acting: without
    /// them, scroll views without a source would be left alone trivially.
    private func installHooks() -> (window: UIWindow, tableView: UITableView, dataSource: CountingDataSource, spy: EmptyDataSetSpy) {
        let (window, tableView, dataSource, spy) = makeAttachedTable(sections: [0])
        tableView.reloadData()
        XCTAssertTrue(tableView.isEmptyDataSetVisible, "precondition: the reloadData() hook is installed and acts")
        return (window, tableView, dataSource, spy)
    }

    func testFalseForAnEmptyTableThatNeverHadASource() {
        let hooked = installHooks()
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, tableView) = makeTableView(dataSource: dataSource)

        tableView.reloadData()
        tableView.layoutIfNeeded()
        spinRunLoop()

        XCTAssertFalse(tableView.isEmptyDataSetVisible)
        XCTAssertFalse(tableView.subviews.contains { $0 is EmptyDataSetView })
        withExtendedLifetime((window, dataSource, hooked)) {}
    }

    func testFalseForAPlainScrollViewThatNeverHadASource() {
        let hooked = installHooks()
        let window = makeShownWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        window.addSubview(scrollView)

        scrollView.contentSize = CGSize(width: 375, height: 2_000)  // through the setContentSize: hook
        scrollView.reloadEmptyDataSet()
        spinRunLoop()

        XCTAssertFalse(scrollView.isEmptyDataSetVisible)
        XCTAssertFalse(scrollView.subviews.contains { $0 is EmptyDataSetView })
        withExtendedLifetime((window, hooked)) {}
    }

    func testTableIsNotVisibleUntilTheScheduledReloadRuns() {
        // The fixture owns window, tableView, data source and spy until the test ends.
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (window, tableView, dataSource, spy) = (fixture.window, fixture.tableView, fixture.dataSource, fixture.spy)

        attach(spy, to: tableView)

        XCTAssertFalse(tableView.isEmptyDataSetVisible, "the reload is scheduled, not run inside the setter")
        XCTAssertFalse(tableView.subviews.contains { $0 is EmptyDataSetView }, "nothing inserted yet")
        XCTAssertEqual(spy.calls, [], "nothing asked yet")

        XCTAssertTrue(waitUntil { tableView.isEmptyDataSetVisible }, "the scheduled reload never ran")
        assertEmptyStateVisible(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
        withExtendedLifetime((window, dataSource)) {}
    }

    func testPlainScrollViewIsNotVisibleUntilTheScheduledReloadRuns() {
        let window = makeShownWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        window.addSubview(scrollView)
        let spy = EmptyDataSetSpy()

        attach(spy, to: scrollView)

        XCTAssertFalse(scrollView.isEmptyDataSetVisible, "the reload is scheduled, not run inside the setter")
        XCTAssertTrue(waitUntil { scrollView.isEmptyDataSetVisible }, "the scheduled reload never ran")
        assertEmptyStateVisible(scrollView)
        withExtendedLifetime(window) {}
    }
}
#endif
