#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Item and section changes outside `reloadData()`. Batch updates and `beginUpdates()`/
/// `endUpdates()` blocks re-evaluate the empty state once, at once, after the outermost call.
/// Single inserts, deletes, moves and section reloads outside a block ask nothing of the app inside
/// the call: the empty state is at most concealed, and decided on the next turn of the main queue,
/// once for all the calls of that turn. (Diffable applies are DiffableDataSourceTests'.)
///
/// Each test loads the view (reload + layout) before changing it, so UIKit's own consistency
/// checks see the same counts as the data source.
@MainActor
final class BatchUpdateTests: XCTestCase {
    private let appear = [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear]
    private let disappear = [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear]

    private func loadedTable(
        rows: Int, configure: (EmptyDataSetSpy) -> Void = { _ in }
    ) -> (window: UIWindow, tableView: UITableView, dataSource: CountingDataSource, spy: EmptyDataSetSpy) {
        let fixture = makeTableFixture(sections: [rows], configure: configure)
        return (fixture.window, fixture.tableView, fixture.dataSource, fixture.spy)
    }

    private func loadedTable(
        sections: [Int], configure: (EmptyDataSetSpy) -> Void = { _ in }
    ) -> (window: UIWindow, tableView: UITableView, dataSource: CountingDataSource, spy: EmptyDataSetSpy) {
        let fixture = makeTableFixture(sections: sections, configure: configure)
        return (fixture.window, fixture.tableView, fixture.dataSource, fixture.spy)
    }

    private func loadedCollection(
        items: Int
    ) -> (window: UIWindow, collectionView: UICollectionView, dataSource: CountingDataSource, spy: EmptyDataSetSpy) {
        loadedCollection(sections: [items])
    }

    private func loadedCollection(
        sections: [Int], configure: (EmptyDataSetSpy) -> Void = { _ in }
    ) -> (window: UIWindow, collectionView: UICollectionView, dataSource: CountingDataSource, spy: EmptyDataSetSpy) {
        let fixture = makeCollectionFixture(sections: sections, configure: configure)
        return (fixture.window, fixture.collectionView, fixture.dataSource, fixture.spy)
    }

    /// How many times `signal` reached the scroll view's empty state so far.
    private func count(_ signal: UpdateSignal, _ scrollView: UIScrollView) -> Int {
        scrollView.emptyDataSetControllerIfPresent?.signals.count(of: signal) ?? 0
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

    func testTableInsertRowsOutsideABlockHidesOnTheNextTurn() throws {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 0)

        dataSource.itemCounts = [1]
        tableView.insertRows(at: rows(0..<1), with: .none)

        XCTAssertEqual(spy.calls, [], "nothing asked of the app inside the call")
        XCTAssertEqual(try emptyView(of: tableView).alpha, 0, "concealed at once behind the arriving row")
        drainMainQueue()
        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, disappear)
        withExtendedLifetime(window) {}
    }

    func testTableDeleteRowsOutsideABlockShowsOnTheNextTurn() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 1)

        dataSource.itemCounts = [0]
        tableView.deleteRows(at: rows(0..<1), with: .none)

        XCTAssertEqual(spy.calls, [], "nothing asked of the app inside the call")
        assertEmptyStateHidden(tableView, "not yet")
        drainMainQueue()
        assertEmptyStateVisible(tableView)
        XCTAssertEqual(spy.lifecycleCalls, appear)
        withExtendedLifetime(window) {}
    }

    func testTableSectionInsertAndDelete() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 0)

        dataSource.itemCounts = [0, 2]
        tableView.insertSections(IndexSet(integer: 1), with: .none)
        drainMainQueue()
        assertEmptyStateHidden(tableView)

        dataSource.itemCounts = [0]
        tableView.deleteSections(IndexSet(integer: 1), with: .none)
        drainMainQueue()
        assertEmptyStateVisible(tableView)

        XCTAssertEqual(spy.lifecycleCalls, disappear + appear)
        withExtendedLifetime(window) {}
    }

    /// Reloading a section may change its row count: it is an item change like the others.
    func testTableReloadSectionsIsAnItemChange() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 0)
        let itemChanges = count(.itemChangeHook, tableView)

        dataSource.itemCounts = [3]
        tableView.reloadSections(IndexSet(integer: 0), with: .none)
        drainMainQueue()

        XCTAssertEqual(count(.itemChangeHook, tableView), itemChanges + 1, "the section reload reached the hook")
        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, disappear)
        withExtendedLifetime(window) {}
    }

    /// Many calls in one turn — what a diffable apply sends — cost one decision.
    func testManyItemChangesInOneTurnCostOneDecision() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 0)

        for row in 0..<20 {
            dataSource.itemCounts = [row + 1]
            tableView.insertRows(at: rows(row..<(row + 1)), with: .none)
        }
        XCTAssertEqual(spy.calls, [], "nothing asked inside the calls")
        drainMainQueue()

        XCTAssertEqual(spy.count(of: "shouldDisplay"), 1, "one decision for twenty calls")
        XCTAssertEqual(spy.lifecycleCalls, disappear)
        assertEmptyStateHidden(tableView)
        withExtendedLifetime(window) {}
    }

    func testTableBatchUpdateIsOneReloadSignalNotItemChanges() {
        let (window, tableView, dataSource, _) = loadedTable(rows: 0)
        let before = (item: count(.itemChangeHook, tableView), reload: count(.reloadHook, tableView))

        tableView.performBatchUpdates {
            dataSource.itemCounts = [2]
            tableView.insertRows(at: rows(0..<2), with: .none)
        }

        XCTAssertEqual(count(.reloadHook, tableView), before.reload + 1)
        XCTAssertEqual(count(.itemChangeHook, tableView), before.item, "the nested inserts were not outermost")
        withExtendedLifetime(window) {}
    }

    // Moves cannot change emptiness (the counts stay equal), so these tests make the answer change
    // another way: the empty state is forced to display over the items, the force is lifted, and
    // only a re-evaluation after the move can hide it. `shouldDisplay` is asked once per
    // re-evaluation (the rule asks it only when the display is not forced).

    func testTableMoveSectionOutsideABlockReevaluatesOnceOnTheNextTurn() throws {
        let (window, tableView, dataSource, spy) = loadedTable(sections: [1, 1]) { $0.isForcedToDisplay = true }
        assertEmptyStateVisible(tableView, "precondition: forced to display over the rows")
        spy.isForcedToDisplay = false

        tableView.moveSection(0, toSection: 1)
        XCTAssertEqual(spy.calls, [], "not even the delegate's forced display is asked inside the call")
        XCTAssertEqual(try emptyView(of: tableView).alpha, 1, "shown as forced until the decision: no blink")
        drainMainQueue()

        XCTAssertEqual(spy.count(of: "shouldDisplay"), 1, "one re-evaluation for the move")
        assertEmptyStateHidden(tableView, "re-evaluated after the move")
        XCTAssertEqual(spy.lifecycleCalls, disappear)
        withExtendedLifetime((window, dataSource)) {}
    }

    func testTableMoveRowOutsideABlockReevaluatesOnceOnTheNextTurn() {
        let (window, tableView, dataSource, spy) = loadedTable(sections: [2]) { $0.isForcedToDisplay = true }
        assertEmptyStateVisible(tableView, "precondition: forced to display over the rows")
        spy.isForcedToDisplay = false

        tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        XCTAssertEqual(spy.calls, [])
        drainMainQueue()

        XCTAssertEqual(spy.count(of: "shouldDisplay"), 1, "one re-evaluation for the move")
        assertEmptyStateHidden(tableView, "re-evaluated after the move")
        XCTAssertEqual(spy.lifecycleCalls, disappear)
        withExtendedLifetime((window, dataSource)) {}
    }

    /// A forced display over rows (DZNEmptyDataSet's loading overlay) is not concealed inside the
    /// call — it is meant to show over them — so it never blinks; the decision keeps it.
    func testForcedDisplayDoesNotBlinkAcrossItemChanges() throws {
        let (window, tableView, dataSource, spy) = loadedTable(sections: [2]) { $0.isForcedToDisplay = true }
        let view = try emptyView(of: tableView)

        tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        XCTAssertEqual(view.alpha, 1, "not concealed inside the call")
        XCTAssertEqual(spy.calls, [], "and nothing asked there")
        let contentSizeSignals = count(.contentSize, tableView)
        tableView.contentSize.height += 44
        XCTAssertEqual(count(.contentSize, tableView), contentSizeSignals + 1, "precondition: the content-size signal came")
        XCTAssertEqual(view.alpha, 1, "nor by a content-size change")
        drainMainQueue()

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(view.alpha, 1)
        XCTAssertEqual(spy.lifecycleCalls, [], "no disappearance, no new appearance")
        withExtendedLifetime((window, dataSource)) {}
    }

    func testTableMovesInOneTurnCostOneDecision() {
        let (window, tableView, dataSource, spy) = loadedTable(sections: [2, 2])

        dataSource.itemCounts = [1, 3]
        tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        dataSource.itemCounts = [3, 1]
        tableView.moveSection(1, toSection: 0)
        XCTAssertEqual(spy.count(of: "shouldDisplay"), 0, "nothing asked inside the calls")
        drainMainQueue()

        XCTAssertEqual(spy.count(of: "shouldDisplay"), 1, "moveRow(at:to:) and moveSection(_:toSection:), one decision")
        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [])
        withExtendedLifetime((window, dataSource)) {}
    }

    /// Issue 15's freeze: UIKit's batch update sends the public `beginUpdates` and closes with the
    /// private `endUpdatesWithContext:` (iOS 26.1). A later `reloadData()` must still decide, at
    /// once, through its own hook — not a turn later through the stale-nesting repair.
    func testTablePerformBatchUpdatesThenReloadDataStillUpdates() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 0)
        tableView.performBatchUpdates {
            dataSource.itemCounts = [2]
            tableView.insertRows(at: rows(0..<2), with: .none)
        }
        assertEmptyStateHidden(tableView, "precondition: the batch hid it")
        let before = (reload: count(.reloadHook, tableView), stale: count(.staleNesting, tableView))

        dataSource.itemCounts = [0]
        tableView.reloadData()

        XCTAssertEqual(count(.reloadHook, tableView), before.reload + 1, "the reloadData hook decided")
        assertEmptyStateVisible(tableView, "at once: no update block left open by the batch")
        XCTAssertEqual(count(.staleNesting, tableView), before.stale, "not a repair: nothing was left open")
        XCTAssertEqual(spy.lifecycleCalls, disappear + appear)
        withExtendedLifetime(window) {}
    }

    /// An update block open on a turn with no hooked call around it is repaired at once (UIKit
    /// opens one with the public `beginUpdates` from private paths and closes it privately), and
    /// its repair asks only for a decision: with the rows already known, the app is asked nothing.
    /// Here the app's own `beginUpdates()` stands in for UIKit's, left open across the turn.
    func testARepairedUpdateBlockAsksForADecisionNotAReload() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 2)
        assertEmptyStateHidden(tableView, "precondition: rows")
        spy.resetCalls()
        let stale = count(.staleNesting, tableView)

        tableView.beginUpdates()
        drainMainQueue()

        XCTAssertEqual(count(.staleNesting, tableView), stale + 1, "precondition: the block was found open and repaired")
        XCTAssertEqual(spy.calls, [], "a decision the memo answers: no source or delegate call, no reload")
        assertEmptyStateHidden(tableView)
        tableView.endUpdates()  // closes UIKit's side; nothing open for the package: it re-evaluates
        XCTAssertTrue(spy.calls.contains("shouldBeForcedToDisplay"), "the later endUpdates still decides")
        withExtendedLifetime((window, dataSource)) {}
    }

    /// Batch after batch (every diffable apply after the first is one): each decides, and the
    /// content-size signal between them is not swallowed by a block left open.
    func testTableBatchUpdatesInARowEachUpdate() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 0)
        for (counts, visible) in [([1], false), ([0], true), ([3], false)] {
            tableView.performBatchUpdates {
                let old = dataSource.itemCounts[0]
                dataSource.itemCounts = counts
                if counts[0] > old {
                    tableView.insertRows(at: rows(old..<counts[0]), with: .none)
                } else {
                    tableView.deleteRows(at: rows(counts[0]..<old), with: .none)
                }
            }
            XCTAssertEqual(tableView.isEmptyDataSetVisible, visible, "after the batch to \(counts)")
        }
        XCTAssertEqual(spy.lifecycleCalls, disappear + appear + disappear)
        let contentSizeSignals = count(.contentSize, tableView)
        tableView.contentSize.height += 10
        XCTAssertEqual(count(.contentSize, tableView), contentSizeSignals + 1, "content-size changes are heard again")
        withExtendedLifetime(window) {}
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

    func testCollectionPerformBatchUpdatesThenReloadDataStillUpdates() {
        let (window, collectionView, dataSource, spy) = loadedCollection(items: 0)
        collectionView.performBatchUpdates {
            dataSource.itemCounts = [2]
            collectionView.insertItems(at: items(0..<2))
        }
        assertEmptyStateHidden(collectionView, "precondition: the batch hid it")
        let reloadHooks = count(.reloadHook, collectionView)

        dataSource.itemCounts = [0]
        collectionView.reloadData()

        XCTAssertEqual(count(.reloadHook, collectionView), reloadHooks + 1)
        assertEmptyStateVisible(collectionView, "at once: nothing left open by the batch")
        XCTAssertEqual(spy.lifecycleCalls, disappear + appear)
        withExtendedLifetime(window) {}
    }

    func testCollectionInsertAndDeleteItemsOutsideABlock() {
        let (window, collectionView, dataSource, spy) = loadedCollection(items: 0)

        dataSource.itemCounts = [1]
        collectionView.insertItems(at: items(0..<1))
        XCTAssertEqual(spy.calls, [], "nothing asked of the app inside the call")
        drainMainQueue()
        assertEmptyStateHidden(collectionView)

        dataSource.itemCounts = [0]
        collectionView.deleteItems(at: items(0..<1))
        drainMainQueue()
        assertEmptyStateVisible(collectionView)

        XCTAssertEqual(spy.lifecycleCalls, disappear + appear)
        withExtendedLifetime(window) {}
    }

    func testCollectionSectionInsertAndDelete() {
        let (window, collectionView, dataSource, spy) = loadedCollection(items: 0)

        dataSource.itemCounts = [0, 4]
        collectionView.insertSections(IndexSet(integer: 1))
        drainMainQueue()
        assertEmptyStateHidden(collectionView)

        dataSource.itemCounts = [0]
        collectionView.deleteSections(IndexSet(integer: 1))
        drainMainQueue()
        assertEmptyStateVisible(collectionView)

        XCTAssertEqual(spy.lifecycleCalls, disappear + appear)
        withExtendedLifetime(window) {}
    }

    func testCollectionMoveSectionOutsideABlockReevaluatesOnce() {
        let (window, collectionView, dataSource, spy) = loadedCollection(sections: [1, 1]) { $0.isForcedToDisplay = true }
        assertEmptyStateVisible(collectionView, "precondition: forced to display over the items")
        spy.isForcedToDisplay = false

        collectionView.moveSection(0, toSection: 1)
        XCTAssertEqual(spy.calls, [])
        drainMainQueue()

        XCTAssertEqual(spy.count(of: "shouldDisplay"), 1, "one re-evaluation for the move")
        assertEmptyStateHidden(collectionView, "re-evaluated after the move")
        XCTAssertEqual(spy.lifecycleCalls, disappear)
        withExtendedLifetime((window, dataSource)) {}
    }

    func testCollectionMoveItemOutsideABlockReevaluatesOnce() {
        let (window, collectionView, dataSource, spy) = loadedCollection(sections: [2]) { $0.isForcedToDisplay = true }
        assertEmptyStateVisible(collectionView, "precondition: forced to display over the items")
        spy.isForcedToDisplay = false

        collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
        XCTAssertEqual(spy.calls, [])
        drainMainQueue()

        XCTAssertEqual(spy.count(of: "shouldDisplay"), 1, "one re-evaluation for the move")
        assertEmptyStateHidden(collectionView, "re-evaluated after the move")
        XCTAssertEqual(spy.lifecycleCalls, disappear)
        withExtendedLifetime((window, dataSource)) {}
    }

    func testCollectionReloadSectionsIsAnItemChange() {
        let (window, collectionView, dataSource, spy) = loadedCollection(items: 0)
        let itemChanges = count(.itemChangeHook, collectionView)

        dataSource.itemCounts = [2]
        collectionView.reloadSections(IndexSet(integer: 0))
        drainMainQueue()

        XCTAssertEqual(count(.itemChangeHook, collectionView), itemChanges + 1)
        assertEmptyStateHidden(collectionView)
        XCTAssertEqual(spy.lifecycleCalls, disappear)
        withExtendedLifetime(window) {}
    }
}
#endif
