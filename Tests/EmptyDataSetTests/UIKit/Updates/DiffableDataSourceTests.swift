#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Diffable data sources. An apply — animated or not — runs inside UIKit's diffable update and calls
/// hooked methods from there: `performBatchUpdates` with the inserts, deletes and moves nested in
/// it (the decompiled iOS 18 updater), or one outermost call per change (an earlier review's
/// reading), or `reloadData()` (`applySnapshotUsingReloadData`, a first apply). These tests check,
/// for each kind of apply:
/// - that no source or delegate method runs while `apply` runs (a flag set around the call: an
///   app callback there could apply again or touch the table inside UIKit's update);
/// - that a hook produced the update (``SignalTally``) — which one is in the failure message — and
///   not only the content-size signal;
/// - the end state and its callbacks, waited for (the decision comes on the next turn).
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

    /// The source and delegate calls made while an apply runs. Must stay empty.
    @MainActor
    private final class CallsInsideApply {
        private(set) var names: [String] = []
        private var isApplying = false

        func record(_ name: String, _ scrollView: UIScrollView) {
            if isApplying { names.append(name) }
        }

        /// Runs `apply` (synchronous on the main queue) with the witness on.
        func during(_ apply: () -> Void) {
            isApplying = true
            apply()
            isApplying = false
        }
    }

    private func snapshot(_ items: [String]) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections([0])
        snapshot.appendItems(items, toSection: 0)
        return snapshot
    }

    private func makeTable() -> (
        fixture: EmptyDataSetFixture<UITableView>, dataSource: TableSource, inside: CallsInsideApply
    ) {
        var diffable: TableSource?
        let inside = CallsInsideApply()
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
        fixture: EmptyDataSetFixture<UICollectionView>, dataSource: CollectionSource, inside: CallsInsideApply
    ) {
        var diffable: CollectionSource?
        let inside = CallsInsideApply()
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

    /// Runs `apply` with `inside` watching, and asserts that a hook produced the update: for a
    /// diffable apply the reload/batch hook or the per-item hooks (the message says which arrived),
    /// for `applySnapshotUsingReloadData` the reload hook.
    private func assertHookPath(
        _ inside: CallsInsideApply, of scrollView: UIScrollView, reloadOnly: Bool = false,
        file: StaticString = #filePath, line: UInt = #line, _ apply: () -> Void
    ) {
        let before = (item: count(.itemChangeHook, scrollView), reload: count(.reloadHook, scrollView))
        inside.during(apply)
        let after = (item: count(.itemChangeHook, scrollView), reload: count(.reloadHook, scrollView))
        let arrived = "reload or batch hooks: \(after.reload - before.reload), outermost item changes: \(after.item - before.item)"
        if reloadOnly {
            XCTAssertGreaterThan(after.reload, before.reload, "expected reloadData (\(arrived))", file: file, line: line)
        } else {
            XCTAssertGreaterThan(after.reload + after.item, before.reload + before.item, "no hook fired (\(arrived))", file: file, line: line)
        }
        XCTAssertEqual(inside.names, [], "source or delegate called inside the apply (\(arrived))", file: file, line: line)
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

        assertHookPath(inside, of: tableView) {
            dataSource.apply(snapshot([]), animatingDifferences: false)
        }
        assertEmptyStateHidden(tableView, "decided on the next turn, not inside UIKit's update")
        waitForVisibility(true, of: tableView)
        assertEmptyStateVisible(tableView)

        assertStarts(true, tableView)
        assertHookPath(inside, of: tableView) {
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

        assertHookPath(inside, of: tableView) {
            dataSource.apply(snapshot(["a", "b"]), animatingDifferences: false)
        }
        XCTAssertEqual(try emptyView(of: tableView).alpha, 0, "concealed at once behind the arriving rows")
        waitForVisibility(false, of: tableView)
        assertEmptyStateHidden(tableView)

        assertStarts(false, tableView)
        assertHookPath(inside, of: tableView) {
            dataSource.apply(snapshot([]), animatingDifferences: false)
        }
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
        assertHookPath(inside, of: tableView) {
            dataSource.apply(snapshot(["a"]), animatingDifferences: true)
        }
        waitForVisibility(false, of: tableView)
        assertEmptyStateHidden(tableView)

        assertStarts(false, tableView)
        assertHookPath(inside, of: tableView) {
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

        assertHookPath(inside, of: tableView, reloadOnly: true) {
            dataSource.applySnapshotUsingReloadData(snapshot([]))
        }
        waitForVisibility(true, of: tableView)
        assertEmptyStateVisible(tableView)

        assertStarts(true, tableView)
        assertHookPath(inside, of: tableView, reloadOnly: true) {
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

        assertHookPath(inside, of: tableView) {
            dataSource.apply(Snapshot(), animatingDifferences: false)
        }

        waitForVisibility(true, of: tableView)
        XCTAssertEqual(fixture.spy.lifecycleCalls, appear)
        XCTAssertEqual(inside.names, [])
    }

    /// Reversing 40 items makes UIKit send a call per moved item (nested in its batch update, or
    /// each outermost): they must cost one decision, made after the apply, not reloads inside it.
    func testTableSnapshotWithManyMovesCostsOneDecision() {
        let (fixture, dataSource, inside) = makeTable()
        let tableView = fixture.tableView
        let items = (0..<40).map { "item \($0)" }
        dataSource.apply(snapshot(items), animatingDifferences: false)
        settle(tableView)
        assertEmptyStateHidden(tableView, "loaded with items")
        fixture.spy.resetCalls()

        assertHookPath(inside, of: tableView) {
            dataSource.apply(snapshot(items.reversed()), animatingDifferences: true)
        }
        settle(tableView)

        XCTAssertEqual(fixture.spy.count(of: "shouldDisplay"), 1, "one decision for all of them")
        XCTAssertEqual(fixture.spy.lifecycleCalls, [])
        XCTAssertEqual(inside.names, [])
        assertEmptyStateHidden(tableView)
    }

    /// Every apply after the first goes through `performBatchUpdates` inside
    /// `_performDiffableUpdate:`, which UIKit closes with a private call (issue 15): two applies in
    /// a row, after a first one, must each update the empty state.
    private func assertAppliesInARowEachUpdate<View: UIScrollView>(
        _ view: View, animated: Bool, spy: EmptyDataSetSpy, inside: CallsInsideApply,
        apply: (Snapshot, Bool) -> Void, file: StaticString = #filePath, line: UInt = #line
    ) {
        apply(snapshot(["first"]), false)
        settle(view)
        assertEmptyStateHidden(view, "after the first apply", file: file, line: line)
        spy.resetCalls()

        assertHookPath(inside, of: view, file: file, line: line) { apply(snapshot([]), animated) }
        waitForVisibility(true, of: view, file: file, line: line)
        assertHookPath(inside, of: view, file: file, line: line) { apply(snapshot(["again"]), animated) }
        waitForVisibility(false, of: view, file: file, line: line)
        assertHookPath(inside, of: view, file: file, line: line) { apply(snapshot([]), animated) }
        waitForVisibility(true, of: view, file: file, line: line)

        XCTAssertEqual(spy.lifecycleCalls, appear + disappear + appear, "each apply updated it", file: file, line: line)
        XCTAssertEqual(inside.names, [], file: file, line: line)
    }

    func testTableAppliesInARowEachUpdate() {
        let (fixture, dataSource, inside) = makeTable()
        assertAppliesInARowEachUpdate(fixture.tableView, animated: false, spy: fixture.spy, inside: inside) {
            dataSource.apply($0, animatingDifferences: $1)
        }
    }

    func testTableAnimatedAppliesInARowEachUpdate() {
        let (fixture, dataSource, inside) = makeTable()
        assertAppliesInARowEachUpdate(fixture.tableView, animated: true, spy: fixture.spy, inside: inside) {
            dataSource.apply($0, animatingDifferences: $1)
        }
    }

    func testCollectionAppliesInARowEachUpdate() {
        let (fixture, dataSource, inside) = makeCollection()
        assertAppliesInARowEachUpdate(fixture.collectionView, animated: false, spy: fixture.spy, inside: inside) {
            dataSource.apply($0, animatingDifferences: $1)
        }
    }

    func testCollectionAnimatedAppliesInARowEachUpdate() {
        let (fixture, dataSource, inside) = makeCollection()
        assertAppliesInARowEachUpdate(fixture.collectionView, animated: true, spy: fixture.spy, inside: inside) {
            dataSource.apply($0, animatingDifferences: $1)
        }
    }

    // MARK: - Collection

    func testCollectionApplyWithoutItemsAfterItems() {
        let (fixture, dataSource, inside) = makeCollection()
        let collectionView = fixture.collectionView
        dataSource.apply(snapshot(["a", "b"]), animatingDifferences: false)
        settle(collectionView)
        assertEmptyStateHidden(collectionView, "loaded with items")
        XCTAssertEqual(fixture.spy.lifecycleCalls, [])

        assertHookPath(inside, of: collectionView) {
            dataSource.apply(snapshot([]), animatingDifferences: false)
        }
        waitForVisibility(true, of: collectionView)
        assertEmptyStateVisible(collectionView)

        assertStarts(true, collectionView)
        assertHookPath(inside, of: collectionView) {
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

        assertHookPath(inside, of: collectionView) {
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

        assertHookPath(inside, of: collectionView, reloadOnly: true) {
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

        assertHookPath(inside, of: collectionView) {
            dataSource.apply(snapshot(items.reversed()), animatingDifferences: false)
        }
        settle(collectionView)

        XCTAssertEqual(fixture.spy.count(of: "shouldDisplay"), 1, "one decision for all of them")
        XCTAssertEqual(inside.names, [])
        assertEmptyStateHidden(collectionView)
    }

    // MARK: - Recognizing diffable data sources

    /// Hooked calls on a diffable data source's view are deferred; that rests on recognizing the
    /// data source by its class chain. The Swift generic classes, an app subclass and a
    /// KVO-observed instance are diffable; an ordinary data source is not. (The Objective-C
    /// `…Reference` classes carry the same name part.)
    func testDiffableDataSourcesAreRecognized() {
        let tableView = UITableView(frame: testWindowFrame, style: .plain)
        let collectionView = UICollectionView(frame: testWindowFrame, collectionViewLayout: UICollectionViewFlowLayout())
        final class AppTableSource: UITableViewDiffableDataSource<Int, String> {}

        let table = TableSource(tableView: tableView) { _, _, _ in UITableViewCell() }
        let collection = CollectionSource(collectionView: collectionView) { _, _, _ in UICollectionViewCell() }
        let subclass = AppTableSource(tableView: tableView) { _, _, _ in UITableViewCell() }
        let observed = TableSource(tableView: tableView) { _, _, _ in UITableViewCell() }
        let observation = observed.observe(\.description) { _, _ in }
        defer { observation.invalidate() }
        XCTAssertTrue(
            NSStringFromClass(object_getClass(observed) ?? TableSource.self).hasPrefix("NSKVONotifying_"),
            "precondition: KVO subclassed the instance")

        for (name, source) in [
            ("table", table), ("collection", collection), ("app subclass", subclass), ("KVO-observed", observed),
        ] as [(String, AnyObject)] {
            XCTAssertTrue(DiffableDataSourceDetector.isDiffable(source), "\(name): \(type(of: source))")
        }
        XCTAssertFalse(DiffableDataSourceDetector.isDiffable(CountingDataSource()))
        XCTAssertFalse(DiffableDataSourceDetector.isDiffable(nil))
    }
}
#endif
