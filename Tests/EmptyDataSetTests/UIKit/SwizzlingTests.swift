#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The automatic updates behind `reloadData()` and friends, and the switch that turns them off.
/// Every test that turns swizzling off turns it back on in a `defer`.
@MainActor
final class SwizzlingTests: XCTestCase {
    /// A loaded table with rows, the source's scheduled reload already run.
    private func loadedTable(
        rows: Int
    ) -> (window: UIWindow, tableView: UITableView, dataSource: CountingDataSource, spy: EmptyDataSetSpy) {
        let dataSource = CountingDataSource(itemCounts: [rows])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        let spy = EmptyDataSetSpy()
        attach(spy, to: tableView)
        tableView.reloadData()
        tableView.layoutIfNeeded()
        spinRunLoop()
        spy.resetCalls()
        return (window, tableView, dataSource, spy)
    }

    func testSwizzlingIsEnabledByDefault() {
        XCTAssertTrue(UIScrollView.isEmptyDataSetSwizzlingEnabled)
    }

    func testDisabledSwizzlingLeavesReloadDataAlone() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 3)
        XCTAssertFalse(tableView.isEmptyDataSetVisible)
        UIScrollView.isEmptyDataSetSwizzlingEnabled = false
        defer { UIScrollView.isEmptyDataSetSwizzlingEnabled = true }

        dataSource.itemCounts = [0]
        tableView.reloadData()

        XCTAssertFalse(tableView.isEmptyDataSetVisible, "reloadData() must not update while swizzling is off")
        XCTAssertEqual(spy.lifecycleCalls, [])

        tableView.reloadEmptyDataSet()
        assertEmptyStateVisible(tableView, "the explicit reload still works")
        withExtendedLifetime(window) {}
    }

    /// The documentation promises inert hooks while swizzling is off ("they only forward to
    /// UIKit"); the `setContentSize:` hook is one of them, so the content-size path must not
    /// update the empty state either, neither at once nor on the next turn.
    func testDisabledSwizzlingIgnoresContentSizeChanges() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 3)
        UIScrollView.isEmptyDataSetSwizzlingEnabled = false
        defer { UIScrollView.isEmptyDataSetSwizzlingEnabled = true }

        dataSource.itemCounts = [0]
        tableView.reloadData()
        tableView.layoutIfNeeded()
        spinRunLoop(for: 0.2)

        XCTAssertFalse(tableView.isEmptyDataSetVisible, "hooks must be inert while swizzling is off")
        XCTAssertEqual(spy.calls, [], "nothing asked of source or delegate")
        withExtendedLifetime(window) {}
    }

    func testReenablingSwizzlingResumesAutomaticUpdates() {
        let (window, tableView, dataSource, _) = loadedTable(rows: 3)
        UIScrollView.isEmptyDataSetSwizzlingEnabled = false
        UIScrollView.isEmptyDataSetSwizzlingEnabled = true

        dataSource.itemCounts = [0]
        tableView.reloadData()

        assertEmptyStateVisible(tableView)
        withExtendedLifetime(window) {}
    }

    func testDisabledSwizzlingOnACollectionView() {
        let dataSource = CountingDataSource(itemCounts: [2])
        let (window, collectionView) = makeCollectionView(dataSource: dataSource)
        let spy = EmptyDataSetSpy()
        attach(spy, to: collectionView)
        collectionView.reloadData()
        spinRunLoop()
        UIScrollView.isEmptyDataSetSwizzlingEnabled = false
        defer { UIScrollView.isEmptyDataSetSwizzlingEnabled = true }

        dataSource.itemCounts = [0]
        collectionView.reloadData()

        XCTAssertFalse(collectionView.isEmptyDataSetVisible)
        withExtendedLifetime(window) {}
    }

    func testSubclassCallingSuperIsReevaluatedOnce() {
        let dataSource = CountingDataSource(itemCounts: [0])
        let window = makeShownWindow()
        let tableView = SubclassedTableView(frame: window.bounds, style: .plain)
        tableView.dataSource = dataSource
        window.addSubview(tableView)
        let spy = EmptyDataSetSpy()
        attach(spy, to: tableView)
        tableView.reloadData()
        assertEmptyStateVisible(tableView)
        spy.resetCalls()

        tableView.reloadData()

        XCTAssertGreaterThanOrEqual(tableView.reloadDataCalls, 2, "the override is in play")
        XCTAssertEqual(spy.count(of: "title"), 1, "one re-evaluation per call, not one per class")

        dataSource.itemCounts = [1]
        tableView.reloadData()
        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear])
        withExtendedLifetime(window) {}
    }

    func testTableWithoutSourceGetsNoState() {
        // Hooks installed (and shown working) by another table first: otherwise a table without a
        // source would be left alone trivially, because nothing would be hooked at all.
        let hookedSource = CountingDataSource(itemCounts: [0])
        let (hookedWindow, hookedTable) = makeTableView(dataSource: hookedSource)
        let spy = EmptyDataSetSpy()
        attach(spy, to: hookedTable)
        hookedTable.reloadData()
        XCTAssertTrue(hookedTable.isEmptyDataSetVisible, "precondition: the reloadData() hook is installed and acts")
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, tableView) = makeTableView(dataSource: dataSource)

        tableView.reloadData()
        tableView.layoutIfNeeded()
        dataSource.itemCounts = [0, 0]
        tableView.insertSections(IndexSet(integer: 1), with: .none)
        tableView.reloadData()

        XCTAssertNil(tableView.emptyDataSetControllerIfPresent)
        XCTAssertFalse(tableView.subviews.contains { $0 is EmptyDataSetView })
        withExtendedLifetime((window, hookedWindow, hookedSource, spy)) {}
    }

    // MARK: - Switching off inside an update block

    /// `beginUpdates()` and `endUpdates()` are counted whatever the switch says: switched off
    /// between them, an uncounted `endUpdates()` would leave the table "inside an update block"
    /// for good, and no later reload would ever re-evaluate.
    func testSwitchingOffBetweenBeginAndEndUpdatesKeepsLaterReloadsWorking() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 0)
        defer { UIScrollView.isEmptyDataSetSwizzlingEnabled = true }
        XCTAssertTrue(tableView.isEmptyDataSetVisible, "precondition")

        tableView.beginUpdates()
        UIScrollView.isEmptyDataSetSwizzlingEnabled = false
        tableView.endUpdates()
        UIScrollView.isEmptyDataSetSwizzlingEnabled = true

        dataSource.itemCounts = [2]
        tableView.reloadData()

        assertEmptyStateHidden(tableView, "reloadData() after the block must re-evaluate")
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear])
        withExtendedLifetime(window) {}
    }

    func testSwitchingOnBetweenBeginAndEndUpdatesKeepsLaterReloadsWorking() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 0)
        defer { UIScrollView.isEmptyDataSetSwizzlingEnabled = true }

        UIScrollView.isEmptyDataSetSwizzlingEnabled = false
        tableView.beginUpdates()
        UIScrollView.isEmptyDataSetSwizzlingEnabled = true
        tableView.endUpdates()

        dataSource.itemCounts = [2]
        tableView.reloadData()

        assertEmptyStateHidden(tableView, "reloadData() after the block must re-evaluate")
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear])
        withExtendedLifetime(window) {}
    }

    func testReloadingOneTableLeavesAnotherAlone() {
        let firstSource = CountingDataSource(itemCounts: [0])
        let secondSource = CountingDataSource(itemCounts: [0])
        let (firstWindow, first) = makeTableView(dataSource: firstSource)
        let (secondWindow, second) = makeTableView(dataSource: secondSource)
        let firstSpy = EmptyDataSetSpy()
        let secondSpy = EmptyDataSetSpy()
        attach(firstSpy, to: first)
        attach(secondSpy, to: second)

        first.reloadData()

        XCTAssertTrue(first.isEmptyDataSetVisible)
        XCTAssertFalse(second.isEmptyDataSetVisible)
        XCTAssertEqual(secondSpy.calls, [])
        withExtendedLifetime((firstWindow, secondWindow)) {}
    }
}

/// A table view subclass that overrides a hooked method and calls `super`.
private final class SubclassedTableView: UITableView {
    private(set) var reloadDataCalls = 0

    override func reloadData() {
        reloadDataCalls += 1
        super.reloadData()
    }
}
#endif
