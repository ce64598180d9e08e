#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A table loads its data lazily inside its first `layoutSubviews`: UIKit's `_reloadDataIfNeeded`
/// sends the public `reloadData`, which the package hooks. The decision that reload asks for must
/// not run inside UIKit's layout pass (no source, delegate or VoiceOver work there): it waits for
/// the next turn of the main queue, as does an app's `reloadData()` made before the first layout
/// (`viewDidLoad`). Once the table has been laid out, the app's own reloads decide at once.
@MainActor
final class LayoutPassReloadTests: XCTestCase {
    private let appear = [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear]

    /// A table with its data source and the spy set before it is in a window or laid out — the
    /// order of a view controller's `viewDidLoad` — and a shown window to put it in. Everything
    /// is kept alive until the test ends; the main queue is drained at teardown.
    private func makeUnloadedTable(rows: Int) -> (window: UIWindow, tableView: UITableView, dataSource: CountingDataSource, spy: EmptyDataSetSpy) {
        let window = makeShownWindow()
        let tableView = UITableView(frame: window.bounds, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        let dataSource = CountingDataSource(itemCounts: [rows])
        tableView.dataSource = dataSource
        let spy = EmptyDataSetSpy()
        attach(spy, to: tableView)
        let kept = UncheckedSendableBox((window, tableView, dataSource, spy))
        addTeardownBlock {
            MainActor.assumeIsolated {
                drainMainQueue()
                kept.value.1.removeFromSuperview()
                kept.value.0.isHidden = true
            }
        }
        return (window, tableView, dataSource, spy)
    }

    func testTheFirstLayoutsLazyReloadDecidesOnTheNextTurn() {
        let (window, tableView, _, spy) = makeUnloadedTable(rows: 0)
        window.addSubview(tableView)
        let reloadHooks = signalCount(.reloadHook, in: tableView)

        window.layoutIfNeeded()  // UIKit's first layoutSubviews loads the data through reloadData

        XCTAssertEqual(
            signalCount(.reloadHook, in: tableView), reloadHooks + 1,
            "precondition: UIKit's lazy reload inside layoutSubviews reached the hook")
        XCTAssertEqual(spy.calls, [], "no source or delegate call inside UIKit's layout pass")
        XCTAssertFalse(tableView.isEmptyDataSetVisible, "no view inserted inside it either")

        drainMainQueue()

        assertEmptyStateVisible(tableView, "decided on the next turn")
        XCTAssertEqual(spy.lifecycleCalls, appear, "once")
    }

    func testAReloadBeforeTheFirstLayoutDecidesOnTheNextTurn() {
        let (window, tableView, dataSource, spy) = makeUnloadedTable(rows: 0)

        tableView.reloadData()  // viewDidLoad: not in a window, never laid out

        XCTAssertEqual(spy.calls, [], "nothing decided before the table has a size")
        window.addSubview(tableView)
        window.layoutIfNeeded()
        drainMainQueue()
        assertEmptyStateVisible(tableView)
        XCTAssertEqual(spy.lifecycleCalls, appear)
        withExtendedLifetime(dataSource) {}
    }

    func testAfterTheFirstLayoutTheAppsReloadDecidesAtOnce() {
        let (window, tableView, dataSource, spy) = makeUnloadedTable(rows: 2)
        window.addSubview(tableView)
        window.layoutIfNeeded()
        drainMainQueue()
        assertEmptyStateHidden(tableView, "precondition: rows")
        spy.resetCalls()

        dataSource.itemCounts = [0]
        tableView.reloadData()

        assertEmptyStateVisible(tableView, "at once, inside the app's call")
        XCTAssertEqual(spy.lifecycleCalls, appear)
    }

    /// A later lazy reload (a new data source set on a laid-out table) waits for the turn too,
    /// and a visible empty state over the rows it brings is concealed at once, asking only the
    /// data source's count.
    func testALazyReloadInALaterLayoutConcealsAtMost() throws {
        let (window, tableView, _, spy) = makeUnloadedTable(rows: 0)
        window.addSubview(tableView)
        window.layoutIfNeeded()
        drainMainQueue()
        assertEmptyStateVisible(tableView, "precondition")
        spy.resetCalls()
        let rows = CountingDataSource(itemCounts: [4])
        let reloadHooks = signalCount(.reloadHook, in: tableView)

        tableView.dataSource = rows  // UIKit marks the table as needing a reload
        tableView.setNeedsLayout()
        tableView.layoutIfNeeded()

        XCTAssertEqual(signalCount(.reloadHook, in: tableView), reloadHooks + 1, "precondition: the lazy reload reached the hook")
        XCTAssertEqual(spy.calls, [], "no source or delegate call inside the layout")
        XCTAssertEqual(try emptyView(of: tableView).alpha, 0, "concealed behind the arriving rows")
        drainMainQueue()
        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear])
        withExtendedLifetime(rows) {}
    }
}
#endif
