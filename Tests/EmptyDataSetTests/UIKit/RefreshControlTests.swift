// Refresh controls do not exist on tvOS.
#if canImport(UIKit) && !os(tvOS)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Pull to refresh next to the empty state: the refresh control stays above the empty-state view
/// (and the view above a `backgroundView`), scrolling stays enabled so the pull works, and the
/// refresh's temporary inset does not re-center the content under the user's finger.
@MainActor
final class RefreshControlTests: XCTestCase {
    /// A table with a refresh control (installed before the empty state appears, as apps do in
    /// `viewDidLoad`), showing its empty state, laid out, the source's scheduled reload run.
    private func showEmptyState(
        configure: (EmptyDataSetSpy) -> Void = { _ in },
        configureTable: (UITableView) -> Void = { _ in }
    ) -> (
        window: UIWindow, tableView: UITableView, refreshControl: UIRefreshControl, spy: EmptyDataSetSpy,
        dataSource: CountingDataSource
    ) {
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        let refreshControl = UIRefreshControl()
        tableView.refreshControl = refreshControl
        configureTable(tableView)
        tableView.layoutIfNeeded()
        let spy = EmptyDataSetSpy()
        configure(spy)
        attach(spy, to: tableView)
        tableView.reloadData()
        tableView.layoutIfNeeded()
        spinRunLoop()
        tableView.layoutIfNeeded()
        return (window, tableView, refreshControl, spy, dataSource)
    }

    /// The position of `view` among the subviews of `scrollView` (0 is at the back).
    private func index(
        of view: UIView, in scrollView: UIScrollView, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Int {
        try XCTUnwrap(
            scrollView.subviews.firstIndex { $0 === view }, "\(type(of: view)) is not a subview of the scroll view",
            file: file, line: line)
    }

    /// The height of the area the empty state occupies at rest: the bounds inside the adjusted
    /// insets (these tables have no header).
    private func visibleHeight(of tableView: UITableView) -> CGFloat {
        tableView.bounds.height - tableView.adjustedContentInset.top - tableView.adjustedContentInset.bottom
    }

    // MARK: - Subview order

    func testEmptyViewIsBehindTheRefreshControl() throws {
        let (window, tableView, refreshControl, _, dataSource) = showEmptyState()
        assertEmptyStateVisible(tableView, "precondition")
        XCTAssertIdentical(refreshControl.superview, tableView, "precondition: UIKit put the refresh control in the table")

        let emptyIndex = try index(of: try emptyView(of: tableView), in: tableView)
        let refreshIndex = try index(of: refreshControl, in: tableView)

        XCTAssertLessThan(emptyIndex, refreshIndex, "the refresh control must stay above the empty state")
        withExtendedLifetime((window, dataSource)) {}
    }

    /// A second appearance inserts the view again; it must go behind the refresh control again.
    func testEmptyViewIsBehindTheRefreshControlWhenItAppearsAgain() throws {
        let (window, tableView, refreshControl, spy, dataSource) = showEmptyState()
        dataSource.itemCounts = [2]
        tableView.reloadData()
        tableView.layoutIfNeeded()
        assertEmptyStateHidden(tableView, "precondition")

        dataSource.itemCounts = [0]
        tableView.reloadData()
        tableView.layoutIfNeeded()

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(spy.lifecycleCalls.suffix(2), [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
        XCTAssertLessThan(
            try index(of: try emptyView(of: tableView), in: tableView), try index(of: refreshControl, in: tableView))
        withExtendedLifetime((window, dataSource)) {}
    }

    /// With both: the background view at the back, then the empty state, then the refresh control.
    func testEmptyViewIsBetweenTheBackgroundViewAndTheRefreshControl() throws {
        let background = UIView()
        let (window, tableView, refreshControl, _, dataSource) = showEmptyState(configureTable: {
            $0.backgroundView = background
        })
        assertEmptyStateVisible(tableView, "precondition")

        let emptyIndex = try index(of: try emptyView(of: tableView), in: tableView)
        let backgroundIndex = try index(of: background, in: tableView)
        let refreshIndex = try index(of: refreshControl, in: tableView)

        XCTAssertLessThan(backgroundIndex, emptyIndex, "the empty state must be above the background view")
        XCTAssertLessThan(emptyIndex, refreshIndex, "the refresh control must stay above the empty state")
        withExtendedLifetime((window, dataSource)) {}
    }

    /// An app that adds pull to refresh once the empty state already shows (after a first load,
    /// say) must find the refresh control above it after the next reload too.
    func testRefreshControlAddedWhileTheEmptyStateShowsEndsUpAboveIt() throws {
        let (window, tableView, dataSource, spy) = makeAttachedTable(sections: [0])
        tableView.reloadData()
        tableView.layoutIfNeeded()
        assertEmptyStateVisible(tableView, "precondition")

        let refreshControl = UIRefreshControl()
        tableView.refreshControl = refreshControl
        tableView.reloadData()
        tableView.layoutIfNeeded()

        assertEmptyStateVisible(tableView)
        XCTAssertLessThan(
            try index(of: try emptyView(of: tableView), in: tableView), try index(of: refreshControl, in: tableView),
            "the refresh control must be above the empty state")
        withExtendedLifetime((window, dataSource, spy)) {}
    }

    // MARK: - Scrolling

    /// Without any delegate, the refresh control alone keeps scrolling (and so the pull) enabled.
    func testScrollingStaysEnabledWithoutADelegate() {
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        tableView.refreshControl = UIRefreshControl()
        let source = MinimalSource()
        tableView.emptyDataSetSource = source
        XCTAssertNil(tableView.emptyDataSetDelegate, "precondition")

        tableView.reloadData()

        assertEmptyStateVisible(tableView)
        XCTAssertTrue(tableView.isScrollEnabled, "pull to refresh must keep working")
        withExtendedLifetime((window, dataSource, source)) {}
    }

    /// The refresh control counts at each reload, not only at appearance: added while the empty
    /// state shows, it enables scrolling at the next reload; removed, scrolling is locked again.
    func testAddingAndRemovingTheRefreshControlWhileVisibleFollowsAtTheNextReload() {
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        let spy = EmptyDataSetSpy()
        XCTAssertNil(spy.allowsScroll, "precondition: the delegate does not answer should-allow-scroll")
        attach(spy, to: tableView)
        tableView.reloadData()
        XCTAssertFalse(tableView.isScrollEnabled, "precondition: locked without a refresh control")

        tableView.refreshControl = UIRefreshControl()
        tableView.reloadData()
        XCTAssertTrue(tableView.isScrollEnabled, "a refresh control now: scrolling allowed")

        tableView.refreshControl = nil
        tableView.reloadData()
        XCTAssertFalse(tableView.isScrollEnabled, "no refresh control any more: locked again")
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
        withExtendedLifetime((window, dataSource)) {}
    }

    // MARK: - Insets during a refresh

    /// Beginning a refresh adds the refresh control's height to the adjusted content inset; the
    /// empty state must not jump to re-center in the smaller area while the user watches.
    func testBeginningARefreshDoesNotMoveTheEmptyView() throws {
        let (window, tableView, refreshControl, _, dataSource) = showEmptyState()
        let view = try emptyView(of: tableView)
        let frame = view.frame
        let insets = tableView.adjustedContentInset

        refreshControl.beginRefreshing()
        tableView.layoutIfNeeded()
        spinRunLoop(for: 0.3)
        tableView.layoutIfNeeded()

        try XCTSkipUnless(refreshControl.isRefreshing, "UIKit ignored beginRefreshing (offscreen in this test host)")
        try XCTSkipIf(
            tableView.adjustedContentInset == insets,
            "This UIKit did not change the adjusted inset for a programmatic refresh: nothing could move the "
                + "view. testInsetChangesDuringARefreshDoNotMoveTheEmptyView covers the rule.")
        XCTAssertEqual(view.frame, frame, "the refresh's inset must not move the empty state")
        assertEmptyStateVisible(tableView)
        refreshControl.endRefreshing()
        withExtendedLifetime((window, dataSource)) {}
    }

    /// Inset changes during a refresh are skipped, whatever made them.
    func testInsetChangesDuringARefreshDoNotMoveTheEmptyView() throws {
        let (window, tableView, refreshControl, _, dataSource) = showEmptyState()
        let view = try emptyView(of: tableView)
        refreshControl.beginRefreshing()
        tableView.layoutIfNeeded()
        try XCTSkipUnless(refreshControl.isRefreshing, "UIKit ignored beginRefreshing (offscreen in this test host)")
        let frame = view.frame
        let bottom = tableView.adjustedContentInset.bottom

        tableView.contentInset.bottom += 80
        tableView.layoutIfNeeded()

        XCTAssertEqual(tableView.adjustedContentInset.bottom, bottom + 80, accuracy: 0.5, "precondition: the inset changed")
        XCTAssertEqual(view.frame, frame, "no re-centering while refreshing")
        refreshControl.endRefreshing()
        withExtendedLifetime((window, dataSource)) {}
    }

    /// The skip lasts only as long as the refresh: once it ends, the empty state takes the
    /// current insets, including a change made during the refresh, and follows later changes.
    /// The end of a refresh is seen through the inset change it makes, so this needs a refresh
    /// that changed the inset (a documented limit otherwise: the next reload applies it).
    func testAfterTheRefreshTheEmptyViewFollowsTheInsetsAgain() throws {
        let (window, tableView, refreshControl, _, dataSource) = showEmptyState()
        let view = try emptyView(of: tableView)
        let insetsBeforeRefresh = tableView.adjustedContentInset
        refreshControl.beginRefreshing()
        tableView.layoutIfNeeded()
        spinRunLoop(for: 0.3)
        try XCTSkipIf(
            tableView.adjustedContentInset == insetsBeforeRefresh,
            "This UIKit did not change the adjusted inset for a programmatic refresh, so its end sends no "
                + "inset change (documented limit in EmptyDataSetController.adjustedContentInsetDidChange).")
        tableView.contentInset.bottom += 80

        refreshControl.endRefreshing()
        tableView.layoutIfNeeded()

        XCTAssertTrue(waitUntil { !refreshControl.isRefreshing }, "precondition: the refresh ended")
        XCTAssertTrue(
            waitUntil { abs(view.frame.height - visibleHeight(of: tableView)) < 0.5 },
            "the inset change made during the refresh must apply once it ends: \(view.frame.height) "
                + "instead of \(visibleHeight(of: tableView))")

        tableView.contentInset.top += 40
        tableView.layoutIfNeeded()

        XCTAssertEqual(view.frame.height, visibleHeight(of: tableView), accuracy: 0.5, "follows later changes")
        XCTAssertEqual(
            view.frame.width,
            tableView.bounds.width - tableView.adjustedContentInset.left - tableView.adjustedContentInset.right,
            accuracy: 0.5)
        withExtendedLifetime((window, dataSource)) {}
    }
}
#endif
