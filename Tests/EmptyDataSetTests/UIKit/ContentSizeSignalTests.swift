#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The second update signal, for item changes that reach no hooked method: the content size.
/// UIKit changes it inside its own layout and batch updates, so the decision to show or hide, its
/// callbacks and any content waits for the next turn of the main queue, and any number of changes
/// before that turn cost one decision. Only the frame, and the transparency of a visible empty
/// state that should hide, change at once.
@MainActor
final class ContentSizeSignalTests: XCTestCase {
    private let appear = [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear]
    private let disappear = [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear]

    private func loadedTable(
        rows: Int
    ) -> (window: UIWindow, tableView: UITableView, dataSource: CountingDataSource, spy: EmptyDataSetSpy) {
        makeLoadedTable(sections: [rows])
    }

    /// Rows arrive without reloadData() or any other hooked method; only the size tells. The
    /// state and its callbacks wait for the next turn; meanwhile the view is made transparent, so
    /// it never shows behind the arriving rows.
    func testRowsFoundThroughTheContentSizeHideOnTheNextTurn() throws {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 0)
        assertEmptyStateVisible(tableView, "precondition")
        let view = try emptyView(of: tableView)

        dataSource.itemCounts = [3]
        tableView.contentSize = CGSize(width: tableView.bounds.width, height: 500)

        XCTAssertTrue(tableView.isEmptyDataSetVisible, "the state changes on the next turn, not inside the setter")
        XCTAssertEqual(spy.lifecycleCalls, [], "no callback inside the content-size change")
        XCTAssertEqual(spy.count(of: "title"), 0, "no content asked inside the content-size change")
        XCTAssertEqual(view.alpha, 0, "transparent at once")

        spinRunLoop()

        assertEmptyStateHidden(tableView, "decided on the next turn")
        XCTAssertEqual(spy.lifecycleCalls, disappear)
        withExtendedLifetime(window) {}
    }

    /// Rows that arrive and go again before the turn: the answer did not change, so nothing
    /// happens but the view becoming opaque again.
    func testRowsThatComeAndGoBeforeTheTurnLeaveTheEmptyStateShown() throws {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 0)
        let view = try emptyView(of: tableView)
        dataSource.itemCounts = [3]
        tableView.contentSize = CGSize(width: tableView.bounds.width, height: 500)
        XCTAssertEqual(view.alpha, 0, "precondition: made transparent")

        dataSource.itemCounts = [0]
        tableView.contentSize = CGSize(width: tableView.bounds.width, height: 0)
        spinRunLoop()

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(view.alpha, 1, "opaque again")
        XCTAssertEqual(spy.lifecycleCalls, [])
        withExtendedLifetime(window) {}
    }

    func testRowsGoneThroughTheContentSizeShowOnTheNextTurn() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 3)
        assertEmptyStateHidden(tableView, "precondition")

        dataSource.itemCounts = [0]
        tableView.contentSize = CGSize(width: tableView.bounds.width, height: 0)

        assertEmptyStateHidden(tableView, "not decided inside the setter")
        XCTAssertEqual(spy.calls, [], "no delegate or source call inside the content-size change")

        spinRunLoop()

        assertEmptyStateVisible(tableView, "decided on the next turn")
        XCTAssertEqual(spy.lifecycleCalls, appear)
        withExtendedLifetime(window) {}
    }

    /// Content sizes churn while items are shown (self-sizing cells change it on every scroll
    /// step), that is while the empty state is hidden: twenty changes, one decision. A plain
    /// scroll view kept hidden by its delegate, so that nothing but the test changes its content
    /// size (a table recomputes its own during layout, a legitimate later decision).
    func testManyChangesBeforeTheTurnCostOneDecision() {
        let window = makeShownWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        window.addSubview(scrollView)
        let spy = EmptyDataSetSpy()
        spy.shouldDisplay = false
        attach(spy, to: scrollView)
        spinRunLoop()
        assertEmptyStateHidden(scrollView, "precondition")
        spy.resetCalls()

        for step in 1...20 {
            scrollView.contentSize = CGSize(width: scrollView.bounds.width, height: CGFloat(step) * 50)
        }
        XCTAssertEqual(spy.count(of: "shouldDisplay"), 0, "nothing decided inside the setters")

        spinRunLoop()

        XCTAssertEqual(spy.count(of: "shouldDisplay"), 1, "one decision for twenty changes")
        XCTAssertEqual(spy.lifecycleCalls, [])
        withExtendedLifetime(window) {}
    }

    func testUnchangedContentSizeDecidesNothing() {
        let window = makeShownWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        window.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 100, height: 300)
        let spy = EmptyDataSetSpy()
        attach(spy, to: scrollView)
        spinRunLoop()
        spy.resetCalls()

        scrollView.contentSize = CGSize(width: 100, height: 300)
        spinRunLoop()

        XCTAssertEqual(spy.calls, [], "setting the same size is no change")
        withExtendedLifetime(window) {}
    }
}
#endif
