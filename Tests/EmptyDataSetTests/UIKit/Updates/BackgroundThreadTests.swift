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
    /// Runs `work` with `value` on a background queue and waits for it with the main thread
    /// blocked (at most 5 seconds): nothing runs on the main thread meanwhile, so the table is never
    /// touched from two threads at once (the reload that attaching the source scheduled stays
    /// queued). `value` is a UIKit object, not Sendable: the box carries it across on purpose, since
    /// handing a view to another thread is exactly the misuse under test.
    private func onBackgroundQueue<Value>(
        _ value: Value, file: StaticString = #filePath, line: UInt = #line, _ work: @escaping @Sendable (Value) -> Void
    ) {
        let box = UncheckedSendableBox(value)
        let ranOffMain = AtomicFlag()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            if !Thread.isMainThread { ranOffMain.raise() }
            work(box.value)
            group.leave()
        }
        XCTAssertEqual(group.wait(timeout: .now() + 5), .success, "the background work never finished", file: file, line: line)
        XCTAssertTrue(ranOffMain.isRaised, "precondition: the work ran off the main thread", file: file, line: line)
    }

    /// Each test calls `reloadData()` off the main thread while the table has no cells and no
    /// empty-state view: attached only (nothing reloaded, the first layout made with no rows) and
    /// no layout before the background call. A reload of a table whose cells or constraint-based
    /// subviews are on screen may make UIKit touch the layout engine off the main thread, which
    /// raises NSInternalInconsistencyException and ends the test process: a misuse apps ship, but
    /// not one a test can survive.
    ///
    /// The source and delegate there are an ``AnyThreadWitness``, not the main-actor spy: Swift 6
    /// checks the spy's isolation on entry to its `@objc` methods, so a call made off the main
    /// thread would stop the process before any flag could be raised. The witness answers on any
    /// thread and records where each call came from.
    ///
    /// The table's data source, unlike ``CountingDataSource`` (main-actor isolated through
    /// `UITableViewDataSource`), answers from any thread: UIKit may ask it for counts inside the
    /// background `reloadData()`, which is UIKit's business, not the package's, and must not crash
    /// the test.
    private final class AnyThreadDataSource: NSObject, UITableViewDataSource {
        private nonisolated(unsafe) let lock = NSLock()
        /// Read and written under `lock` only.
        private nonisolated(unsafe) var rows: Int

        init(rows: Int) {
            self.rows = rows
        }

        nonisolated func setRows(_ count: Int) {
            lock.lock()
            rows = count
            lock.unlock()
        }

        nonisolated func numberOfSections(in tableView: UITableView) -> Int { 1 }

        nonisolated func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            lock.lock()
            defer { lock.unlock() }
            return rows
        }

        nonisolated func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            // Cells are made during layout, on the main thread (a background layout would be the
            // crash this test avoids).
            MainActor.assumeIsolated { UITableViewCell(style: .default, reuseIdentifier: nil) }
        }
    }

    /// A table fixture whose data source answers from any thread, with `rows` rows, and an
    /// ``AnyThreadWitness`` as its source and delegate (the reload that setting them schedules is
    /// still pending).
    private func makeAnyThreadTable(rows: Int) -> (EmptyDataSetFixture<UITableView>, AnyThreadDataSource, AnyThreadWitness) {
        let dataSource = AnyThreadDataSource(rows: rows)
        let fixture = makeTableFixture(sections: [rows], start: .detached, prepare: { $0.dataSource = dataSource })
        let witness = AnyThreadWitness()
        fixture.tableView.emptyDataSetDelegate = witness
        fixture.tableView.emptyDataSetSource = witness
        fixture.keep(dataSource, witness)
        return (fixture, dataSource, witness)
    }

    func testReloadDataOffTheMainThreadDoesNotTouchTheEmptyState() throws {
        let (fixture, dataSource, witness) = makeAnyThreadTable(rows: 0)
        let tableView = fixture.tableView
        dataSource.setRows(2)  // no layout from here to the background call: no cells yet
        let signalsBefore = UpdateSignal.allCases.map { fixture.signalCount($0) }
        witness.resetCalls()

        onBackgroundQueue(tableView) { tableView in
            callReloadData(on: tableView)
        }

        // The main thread was blocked throughout: any signal recorded now came from the background.
        XCTAssertEqual(
            UpdateSignal.allCases.map { fixture.signalCount($0) }, signalsBefore,
            "the hooks did empty-state work off the main thread (they must only forward to UIKit)")
        XCTAssertEqual(witness.calls, [], "the source or delegate was asked during the background reload")
        XCTAssertFalse(tableView.isEmptyDataSetVisible)
        XCTAssertFalse(witness.wasCalledOffMain, "the source or delegate was called off the main thread")

        let reloadHooks = fixture.signalCount(.reloadHook)
        tableView.reloadData()

        XCTAssertEqual(fixture.signalCount(.reloadHook), reloadHooks + 1, "the main-thread reload went through the hook")
        assertEmptyStateHidden(tableView, "the next main-thread reload sees the rows")
        // The reload attaching scheduled, and whatever UIKit's layout asks for, run now: still hidden.
        fixture.settle()
        tableView.layoutIfNeeded()
        fixture.settle()
        assertEmptyStateHidden(tableView, "after the queued work ran")
        XCTAssertEqual(tableView.numberOfRows(inSection: 0), 2, "UIKit took the rows")
        XCTAssertEqual(witness.lifecycleCalls, [], "never shown: the table had rows at every main-thread decision")
        XCTAssertFalse(witness.wasCalledOffMain)
    }

    func testEmptyStateIsRightAfterTheNextMainThreadReload() {
        let (fixture, _, witness) = makeAnyThreadTable(rows: 0)
        let tableView = fixture.tableView
        let reloadHooks = fixture.signalCount(.reloadHook)

        onBackgroundQueue(tableView) { tableView in
            callReloadData(on: tableView)
        }
        XCTAssertEqual(fixture.signalCount(.reloadHook), reloadHooks, "no hook work off the main thread")
        XCTAssertFalse(tableView.isEmptyDataSetVisible, "nothing shown from the background")

        tableView.reloadData()

        XCTAssertEqual(fixture.signalCount(.reloadHook), reloadHooks + 1)
        assertEmptyStateVisible(tableView)
        XCTAssertEqual(witness.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
        fixture.settle()
        assertEmptyStateVisible(tableView, "after the queued work ran")
        XCTAssertEqual(witness.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear], "appeared once")
        XCTAssertFalse(witness.wasCalledOffMain, "the source or delegate was called off the main thread")
    }

    /// Off the main thread, `reloadEmptyDataSet()` reloads on the main queue, asynchronously: the
    /// empty state appears once the main queue ran, and every source call is on the main thread.
    func testReloadEmptyDataSetFromABackgroundThreadReloadsOnTheMainQueue() {
        let fixture = makeScrollViewFixture(start: .detached)
        let scrollView = fixture.scrollView
        let witness = AnyThreadWitness()
        fixture.keep(witness)
        witness.shouldDisplay = false
        scrollView.emptyDataSetDelegate = witness
        scrollView.emptyDataSetSource = witness
        scrollView.reloadEmptyDataSet()
        fixture.settle()
        assertEmptyStateHidden(scrollView, "precondition")
        witness.shouldDisplay = true
        witness.resetCalls()
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
        XCTAssertEqual(witness.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
        XCTAssertFalse(witness.wasCalledOffMain, "the source or delegate was called off the main thread")
    }

    /// StatefulViewController's `startLoading()`/`endLoading(error:)` were called from network
    /// callbacks; the flow's are too: off the main thread they run on the main queue, in order.
    func testStartAndEndLoadingFromABackgroundThreadRunOnTheMainQueueInOrder() {
        let fixture = makeFlowTable()
        let witness = AnyThreadWitness()
        fixture.keep(witness)
        fixture.tableView.emptyDataSetDelegate = witness
        fixture.tableView.emptyDataSetSource = witness
        fixture.settle()
        witness.resetCalls()
        let returned = AtomicFlag()
        let box = UncheckedSendableBox(fixture.tableView)
        DispatchQueue.global(qos: .userInitiated).async {
            box.value.startLoading()
            box.value.endLoading(error: URLError(.notConnectedToInternet))
            returned.raise()
        }

        XCTAssertTrue(waitUntil(timeout: 5) { returned.isRaised }, "the calls blocked off the main thread")
        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .error }, "start, then end with the error, on the main queue")
        XCTAssertEqual((fixture.tableView.emptyDataSetError as? URLError)?.code, .notConnectedToInternet)
        XCTAssertTrue(witness.calls.contains(EmptyDataSetSpy.willAppear), "precondition: the error state appeared, asking the delegate")
        XCTAssertFalse(witness.wasCalledOffMain, "the source or delegate was called off the main thread")
    }
}

/// A source and delegate that answers on any thread and records each call and whether it came
/// off the main thread: the main-actor spy would trap on such a call instead of telling.
private final class AnyThreadWitness: NSObject, EmptyDataSetSource, EmptyDataSetDelegate {
    private nonisolated(unsafe) let lock = NSLock()
    /// Read and written under `lock` only.
    private nonisolated(unsafe) var recorded: [String] = []
    private nonisolated(unsafe) var offMain = false
    private nonisolated(unsafe) var displays = true

    /// The calls received, in order.
    nonisolated var calls: [String] { locked { recorded } }
    /// The appear and disappear callbacks received, in order (named as ``EmptyDataSetSpy`` names them).
    nonisolated var lifecycleCalls: [String] {
        calls.filter { ["willAppear", "didAppear", "willDisappear", "didDisappear"].contains($0) }
    }
    /// Whether any call came off the main thread.
    nonisolated var wasCalledOffMain: Bool { locked { offMain } }
    /// The answer of `emptyDataSetShouldDisplay(_:)`.
    nonisolated var shouldDisplay: Bool {
        get { locked { displays } }
        set { locked { displays = newValue } }
    }

    nonisolated func resetCalls() {
        locked { recorded = [] }
    }

    private nonisolated func locked<Value>(_ body: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    private nonisolated func record(_ name: String) {
        let isMain = Thread.isMainThread
        locked {
            recorded.append(name)
            if !isMain { offMain = true }
        }
    }

    nonisolated func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        record("title")
        return NSAttributedString(string: "Nothing here")
    }

    nonisolated func emptyDataSetShouldDisplay(_ scrollView: UIScrollView) -> Bool {
        record("shouldDisplay")
        return shouldDisplay
    }

    nonisolated func emptyDataSetWillAppear(_ scrollView: UIScrollView) { record("willAppear") }
    nonisolated func emptyDataSetDidAppear(_ scrollView: UIScrollView) { record("didAppear") }
    nonisolated func emptyDataSetWillDisappear(_ scrollView: UIScrollView) { record("willDisappear") }
    nonisolated func emptyDataSetDidDisappear(_ scrollView: UIScrollView) { record("didDisappear") }
}

/// `tableView.reloadData()` as an app calls it from a background thread. Swift 6 rightly refuses a
/// direct call to the main-actor method here; the Objective-C message send is what a
/// pre-concurrency Swift app or an Objective-C app makes.
private func callReloadData(on tableView: UITableView) {
    _ = tableView.perform(#selector(UITableView.reloadData))
}
#endif
