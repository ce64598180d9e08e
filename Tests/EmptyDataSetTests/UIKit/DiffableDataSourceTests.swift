#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Diffable data sources change items through UIKit-internal paths. Some of them reach a hooked
/// method, others only change the content size, which is coalesced into a reload on the next
/// turn of the main run loop; so every assertion here waits for the run loop.
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

    /// Waits until the visibility is `visible`, laying the view out on every turn as the screen would.
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

    // MARK: - Table

    func testTableApplyWithAndWithoutItems() {
        let (window, tableView, dataSource, spy) = makeTable()

        dataSource.apply(snapshot([]), animatingDifferences: false)
        waitForVisibility(true, of: tableView)
        assertEmptyStateVisible(tableView)

        dataSource.apply(snapshot(["a", "b", "c"]), animatingDifferences: false)
        waitForVisibility(false, of: tableView)
        assertEmptyStateHidden(tableView)

        dataSource.apply(snapshot([]), animatingDifferences: false)
        waitForVisibility(true, of: tableView)
        assertEmptyStateVisible(tableView)

        XCTAssertEqual(spy.lifecycleCalls, appear + disappear + appear, "one pair per change, no duplicates")
        withExtendedLifetime(window) {}
    }

    func testTableAnimatedApply() {
        let (window, tableView, dataSource, spy) = makeTable()
        dataSource.apply(snapshot([]), animatingDifferences: false)
        waitForVisibility(true, of: tableView)

        let applied = expectation(description: "apply completion")
        dataSource.apply(snapshot(["a"]), animatingDifferences: true) { applied.fulfill() }
        wait(for: [applied], timeout: 2)
        waitForVisibility(false, of: tableView)

        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, appear + disappear)
        withExtendedLifetime(window) {}
    }

    func testTableApplySnapshotUsingReloadData() {
        let (window, tableView, dataSource, spy) = makeTable()

        dataSource.applySnapshotUsingReloadData(snapshot(["a", "b"]))
        waitForVisibility(false, of: tableView)
        assertEmptyStateHidden(tableView)

        dataSource.applySnapshotUsingReloadData(snapshot([]))
        waitForVisibility(true, of: tableView)
        assertEmptyStateVisible(tableView)

        dataSource.applySnapshotUsingReloadData(snapshot(["c"]))
        waitForVisibility(false, of: tableView)

        XCTAssertEqual(spy.lifecycleCalls, appear + disappear)
        withExtendedLifetime(window) {}
    }

    func testTableApplyWithoutSections() {
        let (window, tableView, dataSource, _) = makeTable()
        dataSource.apply(snapshot(["a"]), animatingDifferences: false)
        waitForVisibility(false, of: tableView)

        dataSource.apply(Snapshot(), animatingDifferences: false)

        waitForVisibility(true, of: tableView)
        withExtendedLifetime(window) {}
    }

    // MARK: - Collection

    func testCollectionApplyWithAndWithoutItems() {
        let (window, collectionView, dataSource, spy) = makeCollection()

        dataSource.apply(snapshot([]), animatingDifferences: false)
        waitForVisibility(true, of: collectionView)
        assertEmptyStateVisible(collectionView)

        dataSource.apply(snapshot(["a", "b"]), animatingDifferences: false)
        waitForVisibility(false, of: collectionView)
        assertEmptyStateHidden(collectionView)

        dataSource.apply(snapshot([]), animatingDifferences: false)
        waitForVisibility(true, of: collectionView)

        XCTAssertEqual(spy.lifecycleCalls, appear + disappear + appear)
        withExtendedLifetime(window) {}
    }

    func testCollectionApplySnapshotUsingReloadData() {
        let (window, collectionView, dataSource, spy) = makeCollection()

        dataSource.applySnapshotUsingReloadData(snapshot(["a"]))
        waitForVisibility(false, of: collectionView)

        dataSource.applySnapshotUsingReloadData(snapshot([]))
        waitForVisibility(true, of: collectionView)
        assertEmptyStateVisible(collectionView)

        XCTAssertEqual(spy.lifecycleCalls, appear)
        withExtendedLifetime(window) {}
    }
}
#endif
