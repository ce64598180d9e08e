#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The automatic updates behind `reloadData()` and friends, and the switch that turns them off.
/// Every test that turns swizzling off turns it back on in a `defer`.
@MainActor
final class SwizzlingTests: XCTestCase {
    private func loadedTable(
        rows: Int
    ) -> (window: UIWindow, tableView: UITableView, dataSource: CountingDataSource, spy: EmptyDataSetSpy) {
        makeLoadedTable(sections: [rows])
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
        let (window, collectionView, dataSource, spy) = makeAttachedCollection(sections: [2])
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
        withExtendedLifetime(window) {}
    }

    /// The other direction: rows arrive while the empty state shows; only the explicit reload hides it.
    func testDisabledSwizzlingKeepsAVisibleStateUntilTheExplicitReload() {
        let (window, tableView, dataSource, spy) = loadedTable(rows: 0)
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

    // MARK: - Idempotence

    /// The methods hooked for a table: the table's own, and the scroll view's second signal.
    private let tableHooks: [(owner: AnyClass, selector: Selector)] = [
        (UITableView.self, #selector(UITableView.reloadData)),
        (UITableView.self, #selector(UITableView.beginUpdates)),
        (UITableView.self, #selector(UITableView.endUpdates)),
        (UITableView.self, #selector(UITableView.performBatchUpdates(_:completion:))),
        (UITableView.self, #selector(UITableView.insertRows(at:with:))),
        (UITableView.self, #selector(UITableView.moveRow(at:to:))),
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
        let firstSource = CountingDataSource(itemCounts: [0])
        let (firstWindow, first) = makeTableView(dataSource: firstSource)
        let firstSpy = EmptyDataSetSpy()
        attach(firstSpy, to: first)
        first.reloadData()
        XCTAssertTrue(first.isEmptyDataSetVisible, "precondition: reloadData() is hooked (the scheduled reload has not run)")
        let installed = try tableHooks.map { try implementation(of: $0.selector, in: $0.owner) }

        let secondSource = CountingDataSource(itemCounts: [0])
        let (secondWindow, second) = makeTableView(dataSource: secondSource)
        let secondSpy = EmptyDataSetSpy()
        attach(secondSpy, to: second)
        let overriding = SubclassedTableView(frame: secondWindow.bounds, style: .plain)
        overriding.dataSource = secondSource
        secondWindow.addSubview(overriding)
        let overridingSpy = EmptyDataSetSpy()
        attach(overridingSpy, to: overriding)
        let inheriting = InheritingTableView(frame: secondWindow.bounds, style: .plain)
        inheriting.dataSource = secondSource
        secondWindow.addSubview(inheriting)
        let inheritingSpy = EmptyDataSetSpy()
        attach(inheritingSpy, to: inheriting)
        spinRunLoop()

        for (hook, before) in zip(tableHooks, installed) {
            let name = "\(hook.owner).\(NSStringFromSelector(hook.selector))"
            XCTAssertEqual(try implementation(of: hook.selector, in: hook.owner), before, "\(name) hooked again")
            XCTAssertEqual(
                try implementation(of: hook.selector, in: InheritingTableView.self),
                try implementation(of: hook.selector, in: UITableView.self),
                "\(name): a subclass must inherit what UITableView runs, not get a hook of its own")
        }

        let tables: [(UITableView, EmptyDataSetSpy)] = [
            (second, secondSpy), (inheriting, inheritingSpy), (overriding, overridingSpy),
        ]
        for (tableView, spy) in tables {
            assertEmptyStateVisible(tableView, "precondition: \(type(of: tableView)) shows its empty state")
            spy.resetCalls()
            tableView.reloadData()
            XCTAssertEqual(spy.count(of: "shouldDisplay"), 1, "\(type(of: tableView)): one re-evaluation per reloadData()")
        }
        withExtendedLifetime((firstWindow, firstSource, firstSpy, secondWindow)) {}
    }

    /// Overrides at two levels of subclassing, each calling `super`, still reach the one hook on
    /// `UITableView` once per call (and never recurse).
    func testOverridesAtTwoLevelsReevaluateOncePerCall() {
        let dataSource = CountingDataSource(itemCounts: [2])
        let window = makeShownWindow()
        let tableView = FurtherOverridingTableView(frame: window.bounds, style: .plain)
        tableView.dataSource = dataSource
        window.addSubview(tableView)
        let spy = EmptyDataSetSpy()
        attach(spy, to: tableView)
        tableView.layoutIfNeeded()
        spinRunLoop()
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
        withExtendedLifetime(window) {}
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
