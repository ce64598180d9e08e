#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// UIKit misuse apps ship: `reloadData()` called from a background thread. The hooks must only
/// forward to UIKit there (no crash, no empty-state work off the main thread); the next reload on
/// the main thread shows the right state. `reloadEmptyDataSet()` is callable from any thread and,
/// off the main thread, reloads on the main queue.
@MainActor
final class BackgroundThreadTests: XCTestCase {
    /// Runs `work` with `value` on a background queue and waits (running the main run loop) until
    /// it finished. `value` is a UIKit object, not Sendable: the box carries it across on purpose,
    /// since handing a view to another thread is exactly the misuse under test.
    private func onBackgroundQueue<Value>(
        _ value: Value, file: StaticString = #filePath, line: UInt = #line, _ work: @escaping @Sendable (Value) -> Void
    ) {
        let box = UncheckedSendableBox(value)
        let done = AtomicFlag()
        DispatchQueue.global(qos: .userInitiated).async {
            XCTAssertFalse(Thread.isMainThread, "precondition: off the main thread", file: file, line: line)
            work(box.value)
            done.raise()
        }
        XCTAssertTrue(waitUntil(timeout: 5) { done.isRaised }, "the background work never finished", file: file, line: line)
    }

    func testReloadDataOffTheMainThreadDoesNotTouchTheEmptyState() throws {
        let fixture = makeTableFixture(sections: [0])
        let (tableView, dataSource, spy) = (fixture.tableView, fixture.dataSource, fixture.spy)
        assertEmptyStateVisible(tableView, "precondition")
        let calledOffMain = AtomicFlag()
        spy.onCall = { _, _ in
            if !Thread.isMainThread { calledOffMain.raise() }
        }
        dataSource.itemCounts = [2]

        onBackgroundQueue(tableView) { tableView in
            callReloadData(on: tableView)
        }

        // UIKit may follow the background reload with a layout on the main thread, whose content-size
        // change the package may act on there (correctly): only the thread is asserted here.
        XCTAssertFalse(calledOffMain.isRaised, "the source or delegate was called off the main thread")

        tableView.reloadData()

        assertEmptyStateHidden(tableView, "the next main-thread reload sees the rows")
        XCTAssertEqual(
            spy.lifecycleCalls, [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear], "one disappearance, on main")
        XCTAssertFalse(calledOffMain.isRaised)
    }

    func testEmptyStateIsRightAfterTheNextMainThreadReloadWhenRowsGo() {
        let fixture = makeTableFixture(sections: [2])
        let (tableView, dataSource, spy) = (fixture.tableView, fixture.dataSource, fixture.spy)
        assertEmptyStateHidden(tableView, "precondition")
        dataSource.itemCounts = [0]

        onBackgroundQueue(tableView) { tableView in
            callReloadData(on: tableView)
        }
        tableView.reloadData()

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
    }

    /// Off the main thread, `reloadEmptyDataSet()` reloads on the main queue, asynchronously: the
    /// empty state appears once the main queue ran, and every source call is on the main thread.
    func testReloadEmptyDataSetFromABackgroundThreadReloadsOnTheMainQueue() {
        let fixture = makeScrollViewFixture { $0.shouldDisplay = false }
        let (scrollView, spy) = (fixture.scrollView, fixture.spy)
        assertEmptyStateHidden(scrollView, "precondition")
        let calledOffMain = AtomicFlag()
        spy.onCall = { _, _ in
            if !Thread.isMainThread { calledOffMain.raise() }
        }
        spy.shouldDisplay = true
        let returned = AtomicFlag()

        // Not waited for inside: the call must return without the main thread's help.
        let box = UncheckedSendableBox(scrollView)
        DispatchQueue.global(qos: .userInitiated).async {
            box.value.reloadEmptyDataSet()
            returned.raise()
        }

        XCTAssertTrue(waitUntil(timeout: 5) { returned.isRaised }, "reloadEmptyDataSet() blocked off the main thread")
        XCTAssertTrue(waitUntil { scrollView.isEmptyDataSetVisible }, "the reload never ran on the main queue")
        assertEmptyStateVisible(scrollView)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
        XCTAssertFalse(calledOffMain.isRaised, "the source or delegate was called off the main thread")
    }
}
/// `tableView.reloadData()` as an app calls it from a background thread. Swift 6 rightly refuses a
/// direct call to the main-actor method here; the Objective-C message send is what a
/// pre-concurrency Swift app or an Objective-C app makes.
private func callReloadData(on tableView: UITableView) {
    _ = tableView.perform(#selector(UITableView.reloadData))
}
#endif
