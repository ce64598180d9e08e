#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Diffable data sources. On iOS 15 and later an apply — animated or not — diffs the snapshots and
/// makes one public insert, delete or move call per change inside UIKit's own (private) batch
/// update; `applySnapshotUsingReloadData` calls `reloadData()`. These tests check, for each kind of
/// apply:
/// - that no source or delegate method runs inside UIKit's update (`hasUncommittedUpdates` is
///   `false` in every callback), so an app callback cannot trip UIKit's consistency checks;
/// - which signal produced the update (``SignalTally``), so a test cannot pass through the wrong path;
/// - the end state and its callbacks, waited for (the item-change decision comes on the next turn).
///
/// Each test first loads a snapshot and lets the run loop settle (the reload scheduled when the
/// source is set runs then), and every wait starts from the opposite state, so a change seen is
/// the apply's doing.
@MainActor
final class DiffableDataSourceTests: XCTestCase {
    private typealias TableSource = UITableViewDiffableDataSource<Int, String>
    private typealias CollectionSource = UICollectionViewDiffableDataSource<Int, String>
    private typealias Snapshot = NSDiffableDataSourceSnapshot<Int, String>

    private let appear = [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear]
    private let disappear = [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear]

    /// The source and delegate calls made while the scroll view had uncommitted updates, that is
    /// inside UIKit's own batch update. Must stay empty.
    @MainActor
    private final class CallsInsideUpdates {
        private(set) var names: [String] = []
        func record(_ name: String, _ scrollView: UIScrollView) {
            let inside = (scrollView as? UITableView)?.hasUncommittedUpdates
                ?? (scrollView as? UICollectionView)?.hasUncommittedUpdates ?? false
            if inside { names.append(name) }
        }
    }

    private func snapshot(_ items: [String]) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections([0])
        snapshot.appendItems(items, toSection: 0)
        return snapshot
    }

    private func makeTable() -> (
        fixture: EmptyDataSetFixture<UITableView>, dataSource: TableSource, inside: CallsInsideUpdates
    ) {
        var diffable: TableSource?
        let inside = CallsInsideUpdates()
        let fixture = makeTableFixture(start: .attached, configure: { spy in spy.onCall = inside.record }) { tableView in
            diffable = TableSource(tableView: tableView) { tableView, indexPath, _ in
                tableView.dequeueReusableCell(withIdentifier: CountingDataSource.cellIdentifier, for: indexPath)
            }
        }
        let dataSource = diffable!
        fixture.keep(dataSource, inside)
        return (fixture, dataSource, inside)
    }

    private func makeCollection() -> (
        fixture: EmptyDataSetFixture<UICollectionView>, dataSource: CollectionSource, inside: CallsInsideUpdates
    ) {
        var diffable: CollectionSource?
        let inside = CallsInsideUpdates()
        let fixture = makeCollectionFixture(start: .attached, configure: { spy in spy.onCall = inside.record }) { view in
            diffable = CollectionSource(collectionView: view) { collectionView, indexPath, _ in
                collectionView.dequeueReusableCell(withReuseIdentifier: CountingDataSource.cellIdentifier, for: indexPath)
            }
        }
        let dataSource = diffable!
        fixture.keep(dataSource, inside)
        return (fixture, dataSource, inside)
    }

    /// How many times `signal` reached the scroll view's empty state so far.
    private func count(_ signal: UpdateSignal, _ scrollView: UIScrollView) -> Int {
        scrollView.emptyDataSetControllerIfPresent?.signals.count(of: signal) ?? 0
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
        drainMainQueue()
    }

    /// Asserts the visibility before an apply, so the following wait cannot pass without a change.
    private func assertStarts(
        _ visible: Bool, _ scrollView: UIScrollView, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(
            scrollView.isEmptyDataSetVisible, visible, "precondition: \(visible ? "visible" : "hidden") before the apply",
            file: file, line: line)
    }

    /// Lets the source's scheduled reload and any decision run, so what is asserted next is the
    /// state after the initial load, not a reload still pending.
    private func settle(_ scrollView: UIScrollView) {
        scrollView.layoutIfNeeded()
        drainMainQueue()
        scrollView.layoutIfNeeded()
        drainMainQueue()
    }

    /// Runs `apply` and asserts that it reached the empty state through `expected` (and, for the
    /// item-change path, not through a reload hook), with a message that names what arrived.
    private func assertPath(
        _ expected: UpdateSignal, of scrollView: UIScrollView, file: StaticString = #filePath, line: UInt = #line,
        _ apply: () -> Void
    ) {
        let before = (item: count(.itemChangeHook, scrollView), reload: count(.reloadHook, scrollView))
        apply()
        let after = (item: count(.itemChangeHook, scrollView), reload: count(.reloadHook, scrollView))
        let arrived = "item changes: \(after.item - before.item), reloads: \(after.reload - before.reload)"
        switch expected {
        case .itemChangeHook:
            XCTAssertGreaterThan(after.item, before.item, "expected per-item calls (\(arrived))", file: file, line: line)
            XCTAssertEqual(after.reload, before.reload, "expected no reloadData (\(arrived))", file: file, line: line)
        case .reloadHook:
            XCTAssertGreaterThan(after.reload, before.reload, "expected reloadData (\(arrived))", file: file, line: line)
            XCTAssertEqual(after.item, before.item, "expected no per-item calls (\(arrived))", file: file, line: line)
        default:
            XCTFail("not a hook signal: \(expected)", file: file, line: line)
        }
    }

    // MARK: - Table

    /// Loaded with items first, so the "visible" below comes from the apply, not from the reload
    /// scheduled when the source was set (which would show an empty table too).
    func testTableApplyWithoutItemsAfterItems() {
        let (fixture, dataSource, inside) = makeTable()
        let tableView = fixture.tableView
        dataSource.apply(snapshot(["a", "b", "c"]), animatingDifferences: false)
        settle(tableView)
        assertEmptyStateHidden(tableView, "loaded with items")
        XCTAssertEqual(fixture.spy.lifecycleCalls, [], "never shown while items were there")

        assertPath(.itemChangeHook, of: tableView) {
            dataSource.apply(snapshot([]), animatingDifferences: false)
        }
        assertEmptyStateHidden(tableView, "decided on the next turn, not inside UIKit's update")
        waitForVisibility(true, of: tableView)
        assertEmptyStateVisible(tableView)

        assertStarts(true, tableView)
        assertPath(.itemChangeHook, of: tableView) {
            dataSource.apply(snapshot(["d"]), animatingDifferences: false)
        }
        waitForVisibility(false, of: tableView)
        assertEmptyStateHidden(tableView)

        XCTAssertEqual(fixture.spy.lifecycleCalls, appear + disappear, "one pair per change, no duplicates")
        XCTAssertEqual(inside.names, [], "no source or delegate call inside UIKit's update")
    }

    /// The reverse: loaded empty (shown), then items hide it.
    func testTableApplyWithItemsAfterNone() throws {
        let (fixture, dataSource, inside) = makeTable()
        let tableView = fixture.tableView
        dataSource.apply(snapshot([]), animatingDifferences: false)
        settle(tableView)
        assertEmptyStateVisible(tableView, "loaded empty")
        XCTAssertEqual(fixture.spy.lifecycleCalls, appear)

        assertPath(.itemChangeHook, of: tableView) {
            dataSource.apply(snapshot(["a", "b"]), animatingDifferences: false)
        }
        XCTAssertEqual(try emptyView(of: tableView).alpha, 0, "concealed at once behind the arriving rows")
        waitForVisibility(false, of: tableView)
        assertEmptyStateHidden(tableView)

        assertStarts(false, tableView)
        dataSource.apply(snapshot([]), animatingDifferences: false)
        waitForVisibility(true, of: tableView)

        XCTAssertEqual(fixture.spy.lifecycleCalls, appear + disappear + appear)
        XCTAssertEqual(inside.names, [])
    }

    func testTableAnimatedApplies() {
        let (fixture, dataSource, inside) = makeTable()
        let tableView = fixture.tableView
        dataSource.apply(snapshot([]), animatingDifferences: false)
        settle(tableView)
        assertEmptyStateVisible(tableView, "loaded empty")

        // Not waiting for the apply's completion: it fires when the animations end, which a test
        // host without a render server may deliver late. The state is what is waited for.
        assertPath(.itemChangeHook, of: tableView) {
            dataSource.apply(snapshot(["a"]), animatingDifferences: true)
        }
        waitForVisibility(false, of: tableView)
        assertEmptyStateHidden(tableView)

        assertStarts(false, tableView)
        assertPath(.itemChangeHook, of: tableView) {
            dataSource.apply(snapshot([]), animatingDifferences: true)
        }
        waitForVisibility(true, of: tableView)

        XCTAssertEqual(fixture.spy.lifecycleCalls, appear + disappear + appear)
        XCTAssertEqual(inside.names, [])
    }

    func testTableApplySnapshotUsingReloadData() {
        let (fixture, dataSource, inside) = makeTable()
        let tableView = fixture.tableView
        dataSource.applySnapshotUsingReloadData(snapshot(["a", "b"]))
        settle(tableView)
        assertEmptyStateHidden(tableView, "loaded with items")
        XCTAssertEqual(fixture.spy.lifecycleCalls, [])

        assertPath(.reloadHook, of: tableView) {
            dataSource.applySnapshotUsingReloadData(snapshot([]))
        }
        waitForVisibility(true, of: tableView)
        assertEmptyStateVisible(tableView)

        assertStarts(true, tableView)
        assertPath(.reloadHook, of: tableView) {
            dataSource.applySnapshotUsingReloadData(snapshot(["c"]))
        }
        waitForVisibility(false, of: tableView)

        XCTAssertEqual(fixture.spy.lifecycleCalls, appear + disappear)
        XCTAssertEqual(inside.names, [])
    }

    func testTableApplyWithoutSections() {
        let (fixture, dataSource, inside) = makeTable()
        let tableView = fixture.tableView
        dataSource.apply(snapshot(["a"]), animatingDifferences: false)
        settle(tableView)
        assertEmptyStateHidden(tableView, "loaded with items")

        assertPath(.itemChangeHook, of: tableView) {
            dataSource.apply(Snapshot(), animatingDifferences: false)
        }

        waitForVisibility(true, of: tableView)
        XCTAssertEqual(fixture.spy.lifecycleCalls, appear)
        XCTAssertEqual(inside.names, [])
    }

    /// Reversing 40 items makes UIKit send a call per moved item, each "outermost" to the hooks:
    /// they must cost one decision, made after UIKit's update, not one reload each inside it.
    func testTableSnapshotWithManyMovesCostsOneDecision() {
        let (fixture, dataSource, inside) = makeTable()
        let tableView = fixture.tableView
        let items = (0..<40).map { "item \($0)" }
        dataSource.apply(snapshot(items), animatingDifferences: false)
        settle(tableView)
        assertEmptyStateHidden(tableView, "loaded with items")
        fixture.spy.resetCalls()
        let itemChangesBefore = count(.itemChangeHook, tableView)

        dataSource.apply(snapshot(items.reversed()), animatingDifferences: true)
        XCTAssertEqual(fixture.spy.calls, [], "nothing asked inside the apply")
        settle(tableView)

        XCTAssertGreaterThan(count(.itemChangeHook, tableView) - itemChangesBefore, 1, "precondition: many per-item calls")
        XCTAssertEqual(fixture.spy.count(of: "shouldDisplay"), 1, "one decision for all of them")
        XCTAssertEqual(fixture.spy.lifecycleCalls, [])
        XCTAssertEqual(inside.names, [])
        assertEmptyStateHidden(tableView)
    }

    // MARK: - Collection

    func testCollectionApplyWithoutItemsAfterItems() {
        let (fixture, dataSource, inside) = makeCollection()
        let collectionView = fixture.collectionView
        dataSource.apply(snapshot(["a", "b"]), animatingDifferences: false)
        settle(collectionView)
        assertEmptyStateHidden(collectionView, "loaded with items")
        XCTAssertEqual(fixture.spy.lifecycleCalls, [])

        assertPath(.itemChangeHook, of: collectionView) {
            dataSource.apply(snapshot([]), animatingDifferences: false)
        }
        waitForVisibility(true, of: collectionView)
        assertEmptyStateVisible(collectionView)

        assertStarts(true, collectionView)
        assertPath(.itemChangeHook, of: collectionView) {
            dataSource.apply(snapshot(["c"]), animatingDifferences: true)
        }
        waitForVisibility(false, of: collectionView)

        XCTAssertEqual(fixture.spy.lifecycleCalls, appear + disappear)
        XCTAssertEqual(inside.names, [])
    }

    func testCollectionApplyWithItemsAfterNone() {
        let (fixture, dataSource, inside) = makeCollection()
        let collectionView = fixture.collectionView
        dataSource.apply(snapshot([]), animatingDifferences: false)
        settle(collectionView)
        assertEmptyStateVisible(collectionView, "loaded empty")

        assertPath(.itemChangeHook, of: collectionView) {
            dataSource.apply(snapshot(["a", "b"]), animatingDifferences: true)
        }
        waitForVisibility(false, of: collectionView)
        assertEmptyStateHidden(collectionView)

        XCTAssertEqual(fixture.spy.lifecycleCalls, appear + disappear)
        XCTAssertEqual(inside.names, [])
    }

    func testCollectionApplySnapshotUsingReloadData() {
        let (fixture, dataSource, inside) = makeCollection()
        let collectionView = fixture.collectionView
        dataSource.applySnapshotUsingReloadData(snapshot(["a"]))
        settle(collectionView)
        assertEmptyStateHidden(collectionView, "loaded with items")

        assertPath(.reloadHook, of: collectionView) {
            dataSource.applySnapshotUsingReloadData(snapshot([]))
        }
        waitForVisibility(true, of: collectionView)
        assertEmptyStateVisible(collectionView)

        XCTAssertEqual(fixture.spy.lifecycleCalls, appear)
        XCTAssertEqual(inside.names, [])
    }

    func testCollectionSnapshotWithManyMovesCostsOneDecision() {
        let (fixture, dataSource, inside) = makeCollection()
        let collectionView = fixture.collectionView
        let items = (0..<40).map { "item \($0)" }
        dataSource.apply(snapshot(items), animatingDifferences: false)
        settle(collectionView)
        fixture.spy.resetCalls()
        let itemChangesBefore = count(.itemChangeHook, collectionView)

        dataSource.apply(snapshot(items.reversed()), animatingDifferences: false)
        XCTAssertEqual(fixture.spy.calls, [], "nothing asked inside the apply")
        settle(collectionView)

        XCTAssertGreaterThan(count(.itemChangeHook, collectionView) - itemChangesBefore, 1, "precondition: many per-item calls")
        XCTAssertEqual(fixture.spy.count(of: "shouldDisplay"), 1, "one decision for all of them")
        XCTAssertEqual(inside.names, [])
        assertEmptyStateHidden(collectionView)
    }
}
#endif
