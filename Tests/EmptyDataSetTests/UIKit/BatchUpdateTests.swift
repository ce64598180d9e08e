#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Item and section changes outside `reloadData()`: batch updates, `beginUpdates()`/`endUpdates()`
/// blocks and single inserts/deletes/moves re-evaluate the empty state once, after the outermost call.
///
/// Each test loads the view (reload + layout) before changing it, so UIKit's own consistency
/// checks see the same counts as the data source.
@MainActor
final class BatchUpdateTests: XCTestCase {
    private let appear = [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear]
    private let disappear = [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear]

    private func loadedTable(
        rows: Int
    ) -> (window: UIWindow, tableView: UITableView, dataSource: CountingDataSource, spy: EmptyDataSetSpy) {
        makeLoadedTable(sections: [rows])
    }

    private func loadedCollection(
        items: Int
    ) -> (window: UIWindow, collectionView: UICollectionView, dataSource: CountingDataSource, spy: EmptyDataSetSpy) {
        makeLoadedCollection(sections: [items])
    }

    private func rows(_ range: Range<Int>, section: Int = 0) -> [IndexPath] {
        range.map { IndexPath(row: $0, section: section) }
    }

    private func items(_ range: Range<Int>, section: Int = 0) -> [IndexPath] {
        range.map { IndexPath(item: $0, section: section) }
    }

    // MARK: - UITableView

    func testTablePerformBatchUpdatesInsertingRowsHides() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 0)
        XCTAssertTrue(tableView.isEmptyDataSetVisible)

        tableView.performBatchUpdates {
            dataSource.itemCounts = [2]
            tableView.insertRows(at: rows(0..<2), with: .none)
        }

        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, disappear)
        withExtendedLifetime(window) {}
    }

    func testTablePerformBatchUpdatesDeletingTheLastRowsShowsOnce() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 2)
        XCTAssertFalse(tableView.isEmptyDataSetVisible)

        tableView.performBatchUpdates {
            dataSource.itemCounts = [1]
            tableView.deleteRows(at: rows(1..<2), with: .none)
            dataSource.itemCounts = [0]
            tableView.deleteRows(at: rows(0..<1), with: .none)
        }

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(spy.lifecycleCalls, appear)
        XCTAssertEqual(spy.count(of: "title"), 1, "the nested calls re-evaluate once, after the block")
        withExtendedLifetime(window) {}
    }

    func testTableIsNotReevaluatedInsideABatchUpdatesBlock() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 0)
        var visibleInsideBlock: Bool?

        tableView.performBatchUpdates {
            dataSource.itemCounts = [1]
            tableView.insertRows(at: rows(0..<1), with: .none)
            visibleInsideBlock = tableView.isEmptyDataSetVisible
        }

        XCTAssertEqual(visibleInsideBlock, true, "no re-evaluation while the block runs")
        XCTAssertFalse(tableView.isEmptyDataSetVisible)
        XCTAssertEqual(spy.lifecycleCalls, disappear)
        withExtendedLifetime(window) {}
    }

    func testTableBeginEndUpdatesReevaluatesAtEndUpdates() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 0)

        tableView.beginUpdates()
        dataSource.itemCounts = [3]
        tableView.insertRows(at: rows(0..<3), with: .none)
        XCTAssertTrue(tableView.isEmptyDataSetVisible, "not re-evaluated before endUpdates()")
        XCTAssertEqual(spy.lifecycleCalls, [])
        tableView.endUpdates()

        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, disappear)
        withExtendedLifetime(window) {}
    }

    func testTableNestedBeginEndUpdatesReevaluateAtTheOutermostEnd() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 2)

        tableView.beginUpdates()
        tableView.beginUpdates()
        dataSource.itemCounts = [0]
        tableView.deleteRows(at: rows(0..<2), with: .none)
        tableView.endUpdates()
        XCTAssertFalse(tableView.isEmptyDataSetVisible, "an inner endUpdates() is not the end")
        tableView.endUpdates()

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(spy.lifecycleCalls, appear)
        withExtendedLifetime(window) {}
    }

    func testTableInsertRowsOutsideABlockHidesAtOnce() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 0)

        dataSource.itemCounts = [1]
        tableView.insertRows(at: rows(0..<1), with: .none)

        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, disappear)
        withExtendedLifetime(window) {}
    }

    func testTableDeleteRowsOutsideABlockShowsAtOnce() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 1)

        dataSource.itemCounts = [0]
        tableView.deleteRows(at: rows(0..<1), with: .none)

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(spy.lifecycleCalls, appear)
        withExtendedLifetime(window) {}
    }

    func testTableSectionInsertAndDelete() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 0)

        dataSource.itemCounts = [0, 2]
        tableView.insertSections(IndexSet(integer: 1), with: .none)
        assertEmptyStateHidden(tableView)

        dataSource.itemCounts = [0]
        tableView.deleteSections(IndexSet(integer: 1), with: .none)
        assertEmptyStateVisible(tableView)

        XCTAssertEqual(spy.lifecycleCalls, disappear + appear)
        withExtendedLifetime(window) {}
    }

    func testTableMoveRowKeepsTheState() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 2)

        tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))

        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [])
        withExtendedLifetime((window, dataSource)) {}
    }

    // Moves cannot change emptiness (the counts stay equal), so these tests make the answer change
    // another way: the empty state is forced to display over the items, the force is lifted, and
    // only a re-evaluation after the move can hide it. `shouldDisplay` is asked once per
    // re-evaluation (the rule asks it only when the display is not forced).

    func testTableMoveSectionOutsideABlockReevaluatesOnce() {
        let (window, tableView, dataSource, spy) = makeLoadedTable(sections: [1, 1]) { $0.isForcedToDisplay = true }
        assertEmptyStateVisible(tableView, "precondition: forced to display over the rows")
        spy.isForcedToDisplay = false

        tableView.moveSection(0, toSection: 1)

        XCTAssertEqual(spy.count(of: "shouldDisplay"), 1, "one re-evaluation for the move")
        assertEmptyStateHidden(tableView, "re-evaluated after the move")
        XCTAssertEqual(spy.lifecycleCalls, disappear)
        withExtendedLifetime((window, dataSource)) {}
    }

    func testTableMoveRowOutsideABlockReevaluatesOnce() {
        let (window, tableView, dataSource, spy) = makeLoadedTable(sections: [2]) { $0.isForcedToDisplay = true }
        assertEmptyStateVisible(tableView, "precondition: forced to display over the rows")
        spy.isForcedToDisplay = false

        tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))

        XCTAssertEqual(spy.count(of: "shouldDisplay"), 1, "one re-evaluation for the move")
        assertEmptyStateHidden(tableView, "re-evaluated after the move")
        XCTAssertEqual(spy.lifecycleCalls, disappear)
        withExtendedLifetime((window, dataSource)) {}
    }

    func testTableMovesThatKeepTheStateStillReevaluateOnceEach() {
        let (window, tableView, dataSource, spy) = makeLoadedTable(sections: [2, 2])

        dataSource.itemCounts = [1, 3]
        tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        XCTAssertEqual(spy.count(of: "shouldDisplay"), 1, "moveRow(at:to:) across sections")
        dataSource.itemCounts = [3, 1]
        tableView.moveSection(1, toSection: 0)
        XCTAssertEqual(spy.count(of: "shouldDisplay"), 2, "moveSection(_:toSection:)")

        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [])
        withExtendedLifetime((window, dataSource)) {}
    }

    func testLaterChangesStillReevaluateAfterBatches() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 0)
        tableView.performBatchUpdates {
            dataSource.itemCounts = [1]
            tableView.insertRows(at: rows(0..<1), with: .none)
        }
        tableView.beginUpdates()
        dataSource.itemCounts = [2]
        tableView.insertRows(at: rows(1..<2), with: .none)
        tableView.endUpdates()
        XCTAssertFalse(tableView.isEmptyDataSetVisible)

        dataSource.itemCounts = [0]
        tableView.reloadData()

        assertEmptyStateVisible(tableView, "no update block may be left open")
        XCTAssertEqual(spy.lifecycleCalls, disappear + appear)
        withExtendedLifetime(window) {}
    }

    // MARK: - UICollectionView

    func testCollectionPerformBatchUpdatesInsertingItemsHides() {
        let (window, collectionView, dataSource, spy) = loadedCollection(items: 0)
        XCTAssertTrue(collectionView.isEmptyDataSetVisible)

        collectionView.performBatchUpdates {
            dataSource.itemCounts = [2]
            collectionView.insertItems(at: items(0..<2))
        }

        assertEmptyStateHidden(collectionView)
        XCTAssertEqual(spy.lifecycleCalls, disappear)
        withExtendedLifetime(window) {}
    }

    func testCollectionPerformBatchUpdatesDeletingAllItemsShowsOnce() {
        let (window, collectionView, dataSource, spy) = loadedCollection(items: 3)

        collectionView.performBatchUpdates {
            dataSource.itemCounts = [0]
            collectionView.deleteItems(at: items(0..<3))
        }

        assertEmptyStateVisible(collectionView)
        XCTAssertEqual(spy.lifecycleCalls, appear)
        XCTAssertEqual(spy.count(of: "title"), 1)
        withExtendedLifetime(window) {}
    }

    func testCollectionInsertAndDeleteItemsOutsideABlock() {
        let (window, collectionView, dataSource, spy) = loadedCollection(items: 0)

        dataSource.itemCounts = [1]
        collectionView.insertItems(at: items(0..<1))
        assertEmptyStateHidden(collectionView)

        dataSource.itemCounts = [0]
        collectionView.deleteItems(at: items(0..<1))
        assertEmptyStateVisible(collectionView)

        XCTAssertEqual(spy.lifecycleCalls, disappear + appear)
        withExtendedLifetime(window) {}
    }

    func testCollectionSectionInsertAndDelete() {
        let (window, collectionView, dataSource, spy) = loadedCollection(items: 0)

        dataSource.itemCounts = [0, 4]
        collectionView.insertSections(IndexSet(integer: 1))
        assertEmptyStateHidden(collectionView)

        dataSource.itemCounts = [0]
        collectionView.deleteSections(IndexSet(integer: 1))
        assertEmptyStateVisible(collectionView)

        XCTAssertEqual(spy.lifecycleCalls, disappear + appear)
        withExtendedLifetime(window) {}
    }

    func testCollectionMoveSectionOutsideABlockReevaluatesOnce() {
        let (window, collectionView, dataSource, spy) = makeLoadedCollection(sections: [1, 1]) { $0.isForcedToDisplay = true }
        assertEmptyStateVisible(collectionView, "precondition: forced to display over the items")
        spy.isForcedToDisplay = false

        collectionView.moveSection(0, toSection: 1)

        XCTAssertEqual(spy.count(of: "shouldDisplay"), 1, "one re-evaluation for the move")
        assertEmptyStateHidden(collectionView, "re-evaluated after the move")
        XCTAssertEqual(spy.lifecycleCalls, disappear)
        withExtendedLifetime((window, dataSource)) {}
    }

    func testCollectionMoveItemOutsideABlockReevaluatesOnce() {
        let (window, collectionView, dataSource, spy) = makeLoadedCollection(sections: [2]) { $0.isForcedToDisplay = true }
        assertEmptyStateVisible(collectionView, "precondition: forced to display over the items")
        spy.isForcedToDisplay = false

        collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))

        XCTAssertEqual(spy.count(of: "shouldDisplay"), 1, "one re-evaluation for the move")
        assertEmptyStateHidden(collectionView, "re-evaluated after the move")
        XCTAssertEqual(spy.lifecycleCalls, disappear)
        withExtendedLifetime((window, dataSource)) {}
    }
}
#endif
