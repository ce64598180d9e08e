#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Diffable data sources change items through UIKit-internal paths. Some of them reach a hooked
/// method, others only change the content size, which is decided on the next turn of the main
/// queue; so every assertion here waits for the run loop. Each test first loads a snapshot and lets
/// the run loop settle (the reload scheduled when the source is set runs then), and every wait
/// starts from the opposite state, so a change seen is the apply's doing.
@MainActor
final class DiffableDataSourceTests: XCTestCase {
    private typealias TableSource = UITableViewDiffableDataSource<Int, String>
    private typealias CollectionSource = UICollectionViewDiffableDataSource<Int, String>
    private typealias Snapshot = NSDiffableDataSourceSnapshot<Int, String>

    private let appear = [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear]
    private let disappear = [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear]

    private func snapshot(_ items: [String]) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections([0])
        snapshot.appendItems(items, toSection: 0)
        return snapshot
    }

    private func makeTable() -> (window: UIWindow, tableView: UITableView, dataSource: TableSource, spy: EmptyDataSetSpy) {
        let (window, tableView) = makeTableView(dataSource: nil)
        let dataSource = TableSource(tableView: tableView) { tableView, indexPath, _ in
            tableView.dequeueReusableCell(withIdentifier: CountingDataSource.cellIdentifier, for: indexPath)
        }
        let spy = EmptyDataSetSpy()
        attach(spy, to: tableView)
        return (window, tableView, dataSource, spy)
    }

    private func makeCollection() -> (
        window: UIWindow, collectionView: UICollectionView, dataSource: CollectionSource, spy: EmptyDataSetSpy
    ) {
        let (window, collectionView) = makeCollectionView(dataSource: nil)
        let dataSource = CollectionSource(collectionView: collectionView) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: CountingDataSource.cellIdentifier, for: indexPath)
        }
        let spy = EmptyDataSetSpy()
        attach(spy, to: collectionView)
        return (window, collectionView, dataSource, spy)
    }

    /// Waits until the visibility is `visible`, laying the view out on every turn as the screen
    /// would. Callers establish the opposite state before the apply (`settle` and an assertion, or
    /// `assertStarts`), so the wait witnesses the change the apply made.
    private func waitForVisibility(
        _ visible: Bool, of scrollView: UIScrollView, file: StaticString = #filePath, line: UInt = #line
    ) {
        let reached = waitUntil {
            scrollView.layoutIfNeeded()
            return scrollView.isEmptyDataSetVisible == visible
        }
        XCTAssertTrue(reached, "empty state never became \(visible ? "visible" : "hidden")", file: file, line: line)
        spinRunLoop()
    }

    /// Asserts the visibility before an apply, so the following wait cannot pass without a change.
    private func assertStarts(
        _ visible: Bool, _ scrollView: UIScrollView, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(
            scrollView.isEmptyDataSetVisible, visible, "precondition: \(visible ? "visible" : "hidden") before the apply",
            file: file, line: line)
    }

    /// Lets the source's scheduled reload and any content-size decision run, so what is asserted
    /// next is the state after the initial load, not a reload still pending.
    private func settle(_ scrollView: UIScrollView) {
        scrollView.layoutIfNeeded()
        spinRunLoop()
        scrollView.layoutIfNeeded()
        spinRunLoop()
    }

    // MARK: - Table

    /// Loaded with items first, so the "visible" below comes from the apply, not from the reload
    /// scheduled when the source was set (which would show an empty table too).
    func testTableApplyWithoutItemsAfterItems() {
        let (window, tableView, dataSource, spy) = makeTable()
        dataSource.apply(snapshot(["a", "b", "c"]), animatingDifferences: false)
        settle(tableView)
        assertEmptyStateHidden(tableView, "loaded with items")
        XCTAssertEqual(spy.lifecycleCalls, [], "never shown while items were there")

        dataSource.apply(snapshot([]), animatingDifferences: false)
        waitForVisibility(true, of: tableView)
        assertEmptyStateVisible(tableView)

        assertStarts(true, tableView)
        dataSource.apply(snapshot(["d"]), animatingDifferences: false)
        waitForVisibility(false, of: tableView)
        assertEmptyStateHidden(tableView)

        XCTAssertEqual(spy.lifecycleCalls, appear + disappear, "one pair per change, no duplicates")
        withExtendedLifetime(window) {}
    }

    /// The reverse: loaded empty (shown), then items hide it.
    func testTableApplyWithItemsAfterNone() {
        let (window, tableView, dataSource, spy) = makeTable()
        dataSource.apply(snapshot([]), animatingDifferences: false)
        settle(tableView)
        assertEmptyStateVisible(tableView, "loaded empty")
        XCTAssertEqual(spy.lifecycleCalls, appear)

        dataSource.apply(snapshot(["a", "b"]), animatingDifferences: false)
        waitForVisibility(false, of: tableView)
        assertEmptyStateHidden(tableView)

        assertStarts(false, tableView)
        dataSource.apply(snapshot([]), animatingDifferences: false)
        waitForVisibility(true, of: tableView)

        XCTAssertEqual(spy.lifecycleCalls, appear + disappear + appear)
        withExtendedLifetime(window) {}
    }

    func testTableAnimatedApplies() {
        let (window, tableView, dataSource, spy) = makeTable()
        dataSource.apply(snapshot([]), animatingDifferences: false)
        settle(tableView)
        assertEmptyStateVisible(tableView, "loaded empty")

        // Not waiting for the apply's completion: it fires when the animations end, which a test
        // host without a render server may deliver late. The state is what is waited for.
        dataSource.apply(snapshot(["a"]), animatingDifferences: true)
        waitForVisibility(false, of: tableView)
        assertEmptyStateHidden(tableView)

        assertStarts(false, tableView)
        dataSource.apply(snapshot([]), animatingDifferences: true)
        waitForVisibility(true, of: tableView)

        XCTAssertEqual(spy.lifecycleCalls, appear + disappear + appear)
        withExtendedLifetime(window) {}
    }

    func testTableApplySnapshotUsingReloadData() {
        let (window, tableView, dataSource, spy) = makeTable()
        dataSource.applySnapshotUsingReloadData(snapshot(["a", "b"]))
        settle(tableView)
        assertEmptyStateHidden(tableView, "loaded with items")
        XCTAssertEqual(spy.lifecycleCalls, [])

        dataSource.applySnapshotUsingReloadData(snapshot([]))
        waitForVisibility(true, of: tableView)
        assertEmptyStateVisible(tableView)

        assertStarts(true, tableView)
        dataSource.applySnapshotUsingReloadData(snapshot(["c"]))
        waitForVisibility(false, of: tableView)

        XCTAssertEqual(spy.lifecycleCalls, appear + disappear)
        withExtendedLifetime(window) {}
    }

    func testTableApplyWithoutSections() {
        let (window, tableView, dataSource, spy) = makeTable()
        dataSource.apply(snapshot(["a"]), animatingDifferences: false)
        settle(tableView)
        assertEmptyStateHidden(tableView, "loaded with items")

        dataSource.apply(Snapshot(), animatingDifferences: false)

        waitForVisibility(true, of: tableView)
        XCTAssertEqual(spy.lifecycleCalls, appear)
        withExtendedLifetime(window) {}
    }

    // MARK: - Collection

    func testCollectionApplyWithoutItemsAfterItems() {
        let (window, collectionView, dataSource, spy) = makeCollection()
        dataSource.apply(snapshot(["a", "b"]), animatingDifferences: false)
        settle(collectionView)
        assertEmptyStateHidden(collectionView, "loaded with items")
        XCTAssertEqual(spy.lifecycleCalls, [])

        dataSource.apply(snapshot([]), animatingDifferences: false)
        waitForVisibility(true, of: collectionView)
        assertEmptyStateVisible(collectionView)

        assertStarts(true, collectionView)
        dataSource.apply(snapshot(["c"]), animatingDifferences: false)
        waitForVisibility(false, of: collectionView)

        XCTAssertEqual(spy.lifecycleCalls, appear + disappear)
        withExtendedLifetime(window) {}
    }

    func testCollectionApplyWithItemsAfterNone() {
        let (window, collectionView, dataSource, spy) = makeCollection()
        dataSource.apply(snapshot([]), animatingDifferences: false)
        settle(collectionView)
        assertEmptyStateVisible(collectionView, "loaded empty")

        dataSource.apply(snapshot(["a", "b"]), animatingDifferences: false)
        waitForVisibility(false, of: collectionView)
        assertEmptyStateHidden(collectionView)

        XCTAssertEqual(spy.lifecycleCalls, appear + disappear)
        withExtendedLifetime(window) {}
    }

    func testCollectionApplySnapshotUsingReloadData() {
        let (window, collectionView, dataSource, spy) = makeCollection()
        dataSource.applySnapshotUsingReloadData(snapshot(["a"]))
        settle(collectionView)
        assertEmptyStateHidden(collectionView, "loaded with items")

        dataSource.applySnapshotUsingReloadData(snapshot([]))
        waitForVisibility(true, of: collectionView)
        assertEmptyStateVisible(collectionView)

        XCTAssertEqual(spy.lifecycleCalls, appear)
        withExtendedLifetime(window) {}
    }
}
#endif
