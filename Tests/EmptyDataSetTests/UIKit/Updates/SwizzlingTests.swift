#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The automatic updates behind `reloadData()` and friends, and the switch that turns them off.
/// Every test that turns swizzling off turns it back on in a `defer`.
@MainActor
final class SwizzlingTests: XCTestCase {
    /// A table of `rows` rows in a shown window, reloaded, its scheduled reload run and the calls
    /// forgotten; owned (and torn down) by the fixture.
    private func loadedTable(rows: Int) -> EmptyDataSetFixture<UITableView> {
        makeTableFixture(sections: [rows])
    }

    func testSwizzlingIsEnabledByDefault() {
        XCTAssertTrue(UIScrollView.isEmptyDataSetSwizzlingEnabled)
    }

    func testDisabledSwizzlingLeavesReloadDataAlone() {
        let fixture = loadedTable(rows: 3)
        let (tableView, dataSource, spy) = (fixture.tableView, fixture.dataSource, fixture.spy)
        XCTAssertFalse(tableView.isEmptyDataSetVisible)
        UIScrollView.isEmptyDataSetSwizzlingEnabled = false
        defer { UIScrollView.isEmptyDataSetSwizzlingEnabled = true }

        dataSource.itemCounts = [0]
        tableView.reloadData()

        XCTAssertFalse(tableView.isEmptyDataSetVisible, "reloadData() must not update while swizzling is off")
        XCTAssertEqual(spy.lifecycleCalls, [])

        tableView.reloadEmptyDataSet()
        assertEmptyStateVisible(tableView, "the explicit reload still works")
    }

    /// The documentation promises inert hooks while swizzling is off ("they only forward to
    /// UIKit"); the `setContentSize:` hook is one of them, so the content-size path must not
    /// update the empty state either, neither at once nor on the next turn.
    func testDisabledSwizzlingIgnoresContentSizeChanges() {
        let fixture = loadedTable(rows: 3)
        let (tableView, dataSource, spy) = (fixture.tableView, fixture.dataSource, fixture.spy)
        UIScrollView.isEmptyDataSetSwizzlingEnabled = false
        defer { UIScrollView.isEmptyDataSetSwizzlingEnabled = true }

        dataSource.itemCounts = [0]
        tableView.reloadData()
        tableView.layoutIfNeeded()
        spinRunLoop(for: 0.2)

        XCTAssertFalse(tableView.isEmptyDataSetVisible, "hooks must be inert while swizzling is off")
        XCTAssertEqual(spy.calls, [], "nothing asked of source or delegate")
    }

    func testReenablingSwizzlingResumesAutomaticUpdates() {
        let fixture = loadedTable(rows: 3)
        let (tableView, dataSource) = (fixture.tableView, fixture.dataSource)
        UIScrollView.isEmptyDataSetSwizzlingEnabled = false
        UIScrollView.isEmptyDataSetSwizzlingEnabled = true

        dataSource.itemCounts = [0]
        tableView.reloadData()

        assertEmptyStateVisible(tableView)
    }

    func testDisabledSwizzlingOnACollectionView() {
        let fixture = makeCollectionFixture(sections: [2], start: .attached)
        let (collectionView, dataSource, spy) = (fixture.collectionView, fixture.dataSource, fixture.spy)
        collectionView.reloadData()
        spinRunLoop()
        spy.resetCalls()
        UIScrollView.isEmptyDataSetSwizzlingEnabled = false
        defer { UIScrollView.isEmptyDataSetSwizzlingEnabled = true }

        dataSource.itemCounts = [0]
        collectionView.reloadData()

        XCTAssertFalse(collectionView.isEmptyDataSetVisible)
        XCTAssertEqual(spy.lifecycleCalls, [])

        collectionView.reloadEmptyDataSet()
        assertEmptyStateVisible(collectionView, "the explicit reload still works")
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
    }

    /// The other direction: rows arrive while the empty state shows; only the explicit reload hides it.
    func testDisabledSwizzlingKeepsAVisibleStateUntilTheExplicitReload() {
        let fixture = loadedTable(rows: 0)
        let (tableView, dataSource, spy) = (fixture.tableView, fixture.dataSource, fixture.spy)
        assertEmptyStateVisible(tableView, "precondition")
        UIScrollView.isEmptyDataSetSwizzlingEnabled = false
        defer { UIScrollView.isEmptyDataSetSwizzlingEnabled = true }

        dataSource.itemCounts = [2]
        tableView.reloadData()
        tableView.layoutIfNeeded()
        spinRunLoop()

        assertEmptyStateVisible(tableView, "neither reloadData() nor the content size may update while swizzling is off")
        XCTAssertEqual(spy.lifecycleCalls, [])

        tableView.reloadEmptyDataSet()
        assertEmptyStateHidden(tableView, "the explicit reload still works")
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear])
    }

    func testSubclassCallingSuperIsReevaluatedOnce() {
        let fixture = makeFixture(
            for: SubclassedTableView(frame: testWindowFrame, style: .plain), in: makeShownWindow(), sections: [0],
            start: .attached)
        let (tableView, dataSource, spy) = (fixture.scrollView, fixture.dataSource, fixture.spy)
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
    }

    func testTableWithoutSourceGetsNoState() {
        // Hooks installed (and shown working) by another table first: otherwise a table without a
        // source would be left alone trivially, because nothing would be hooked at all.
        let hooked = makeTableFixture(sections: [0], start: .attached)
        hooked.tableView.reloadData()
        XCTAssertTrue(hooked.tableView.isEmptyDataSetVisible, "precondition: the reloadData() hook is installed and acts")
        // Detached: this table's spy is never made its source or delegate.
        let fixture = makeTableFixture(sections: [0], start: .detached)
        let (tableView, dataSource) = (fixture.tableView, fixture.dataSource)

        tableView.reloadData()
        tableView.layoutIfNeeded()
        dataSource.itemCounts = [0, 0]
        tableView.insertSections(IndexSet(integer: 1), with: .none)
        tableView.reloadData()

        XCTAssertNil(tableView.emptyDataSetControllerIfPresent)
        XCTAssertFalse(tableView.subviews.contains { $0 is EmptyStateView })
    }

    // MARK: - Idempotence

    /// The methods hooked for a table: the table's own, and the scroll view's second signal.
    private let tableHooks: [(owner: AnyClass, selector: Selector)] = [
        (UITableView.self, #selector(UITableView.reloadData)),
        (UITableView.self, #selector(UITableView.beginUpdates)),
        (UITableView.self, #selector(UITableView.endUpdates)),
        (UITableView.self, #selector(UITableView.performBatchUpdates(_:completion:))),
        (UITableView.self, #selector(UITableView.insertRows(at:with:))),
        (UITableView.self, #selector(UITableView.moveRow(at:to:))),
        (UITableView.self, #selector(UIView.layoutSubviews)),
        (UIScrollView.self, NSSelectorFromString("setContentSize:")),
        (UIScrollView.self, #selector(UIScrollView.adjustedContentInsetDidChange)),
    ]

    /// The implementation `owner` runs for `selector`, as an address.
    private func implementation(
        of selector: Selector, in owner: AnyClass, file: StaticString = #filePath, line: UInt = #line
    ) throws -> UnsafeRawPointer {
        let method = try XCTUnwrap(
            class_getInstanceMethod(owner, selector), "\(owner) has no \(NSStringFromSelector(selector))",
            file: file, line: line)
        return address(of: method_getImplementation(method))
    }

    /// Hooks are installed once, on the base classes: more sources (on another table, on
    /// instances of subclasses) leave every hooked implementation as it was, add none to the
    /// subclasses, and a single call still re-evaluates once.
    func testMoreSourcesLeaveTheInstalledHooksAlone() throws {
        let first = makeTableFixture(sections: [0], start: .attached).tableView
        first.reloadData()
        XCTAssertTrue(first.isEmptyDataSetVisible, "precondition: reloadData() is hooked (the scheduled reload has not run)")
        let installed = try tableHooks.map { try implementation(of: $0.selector, in: $0.owner) }

        // Each in its own shown window, owned by its fixture until the test ends.
        let second = makeTableFixture(sections: [0], start: .attached)
        let overriding = makeFixture(
            for: SubclassedTableView(frame: testWindowFrame, style: .plain), in: makeShownWindow(), sections: [0],
            start: .attached)
        let inheriting = makeFixture(
            for: InheritingTableView(frame: testWindowFrame, style: .plain), in: makeShownWindow(), sections: [0],
            start: .attached)
        drainMainQueue()  // the reloads the three sources scheduled

        for (hook, before) in zip(tableHooks, installed) {
            let name = "\(hook.owner).\(NSStringFromSelector(hook.selector))"
            XCTAssertEqual(try implementation(of: hook.selector, in: hook.owner), before, "\(name) hooked again")
            XCTAssertEqual(
                try implementation(of: hook.selector, in: InheritingTableView.self),
                try implementation(of: hook.selector, in: UITableView.self),
                "\(name): a subclass must inherit what UITableView runs, not get a hook of its own")
        }

        let tables: [(UITableView, EmptyDataSetSpy)] = [
            (second.tableView, second.spy), (inheriting.scrollView, inheriting.spy),
            (overriding.scrollView, overriding.spy),
        ]
        for (tableView, spy) in tables {
            assertEmptyStateVisible(tableView, "precondition: \(type(of: tableView)) shows its empty state")
            spy.resetCalls()
            tableView.reloadData()
            XCTAssertEqual(spy.count(of: "shouldDisplay"), 1, "\(type(of: tableView)): one re-evaluation per reloadData()")
        }
    }

    /// Overrides at two levels of subclassing, each calling `super`, still reach the one hook on
    /// `UITableView` once per call (and never recurse).
    func testOverridesAtTwoLevelsReevaluateOncePerCall() {
        let fixture = makeFixture(
            for: FurtherOverridingTableView(frame: testWindowFrame, style: .plain), in: makeShownWindow(),
            sections: [2], start: .attached)
        let (tableView, dataSource, spy) = (fixture.scrollView, fixture.dataSource, fixture.spy)
        tableView.layoutIfNeeded()
        drainMainQueue()  // the reload the source scheduled
        spy.resetCalls()
        let calls = (outer: tableView.furtherOverrideCalls, inner: tableView.overrideCalls)

        for _ in 0..<3 { tableView.reloadData() }

        XCTAssertEqual(tableView.furtherOverrideCalls - calls.outer, 3, "the outer override is in play")
        XCTAssertEqual(tableView.overrideCalls - calls.inner, 3, "the inner override is in play")
        XCTAssertEqual(spy.count(of: "shouldDisplay"), 3, "one re-evaluation per call, not one per override")
        assertEmptyStateHidden(tableView)

        dataSource.itemCounts = [0]
        tableView.reloadData()
        assertEmptyStateVisible(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
    }

    // MARK: - Switching off inside an update block

    /// `beginUpdates()` and `endUpdates()` are counted whatever the switch says: switched off
    /// between them, an uncounted `endUpdates()` would leave the table "inside an update block"
    /// for good, and no later reload would ever re-evaluate.
    func testSwitchingOffBetweenBeginAndEndUpdatesKeepsLaterReloadsWorking() {
        let fixture = loadedTable(rows: 0)
        let (tableView, dataSource, spy) = (fixture.tableView, fixture.dataSource, fixture.spy)
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
    }

    func testSwitchingOnBetweenBeginAndEndUpdatesKeepsLaterReloadsWorking() {
        let fixture = loadedTable(rows: 0)
        let (tableView, dataSource, spy) = (fixture.tableView, fixture.dataSource, fixture.spy)
        defer { UIScrollView.isEmptyDataSetSwizzlingEnabled = true }

        UIScrollView.isEmptyDataSetSwizzlingEnabled = false
        tableView.beginUpdates()
        UIScrollView.isEmptyDataSetSwizzlingEnabled = true
        tableView.endUpdates()

        dataSource.itemCounts = [2]
        tableView.reloadData()

        assertEmptyStateHidden(tableView, "reloadData() after the block must re-evaluate")
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear])
    }

    func testReloadingOneTableLeavesAnotherAlone() {
        let first = makeTableFixture(sections: [0], start: .attached).tableView
        let second = makeTableFixture(sections: [0], start: .attached)

        first.reloadData()

        XCTAssertTrue(first.isEmptyDataSetVisible)
        XCTAssertFalse(second.tableView.isEmptyDataSetVisible)
        XCTAssertEqual(second.spy.calls, [])
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

/// A table view subclass that overrides nothing.
private final class InheritingTableView: UITableView {}

/// A table view subclass overriding a hooked method and calling `super`, itself subclassed below.
private class OverridingTableView: UITableView {
    private(set) var overrideCalls = 0

    override func reloadData() {
        overrideCalls += 1
        super.reloadData()
    }
}

/// A second level of override, calling `super` (``OverridingTableView``'s override).
private final class FurtherOverridingTableView: OverridingTableView {
    private(set) var furtherOverrideCalls = 0

    override func reloadData() {
        furtherOverrideCalls += 1
        super.reloadData()
    }
}

/// The address of an implementation. `IMP` is an `OpaquePointer` in the SDK's Swift overlay but
/// imported as a C function pointer elsewhere; neither is compared as such everywhere, and both
/// are one pointer wide.
private func address<Implementation>(of implementation: Implementation) -> UnsafeRawPointer {
    unsafeBitCast(implementation, to: UnsafeRawPointer.self)
}
#endif
