#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A table loads its data lazily inside its first `layoutSubviews`: UIKit's `_reloadDataIfNeeded`
/// sends the public `reloadData`, which the package hooks. The decision that reload asks for must
/// not run inside UIKit's layout pass (no source, delegate or VoiceOver work there): it waits for
/// the next turn of the main queue, as does an app's `reloadData()` made before the first layout
/// (`viewDidLoad`). Once the table has been laid out, the app's own reloads decide at once.
@MainActor
final class LayoutPassReloadTests: XCTestCase {
    private let appear = [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear]

    /// A table with its data source and the spy set before it is in a window or laid out — the
    /// order of a view controller's `viewDidLoad` — and a shown window to put it in. Everything
    /// is kept alive until the test ends; the main queue is drained at teardown.
    private func makeUnloadedTable(rows: Int) -> (window: UIWindow, tableView: UITableView, dataSource: CountingDataSource, spy: EmptyDataSetSpy) {
        let window = makeShownWindow()
        let tableView = UITableView(frame: window.bounds, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        let dataSource = CountingDataSource(itemCounts: [rows])
        tableView.dataSource = dataSource
        let spy = EmptyDataSetSpy()
        attach(spy, to: tableView)
        let kept = UncheckedSendableBox((window, tableView, dataSource, spy))
        addTeardownBlock {
            MainActor.assumeIsolated {
                drainMainQueue()
                kept.value.1.removeFromSuperview()
                kept.value.0.isHidden = true
            }
        }
        return (window, tableView, dataSource, spy)
    }

    func testTheFirstLayoutsLazyReloadDecidesOnTheNextTurn() {
        let (window, tableView, _, spy) = makeUnloadedTable(rows: 0)
        window.addSubview(tableView)
        let reloadHooks = signalCount(.reloadHook, in: tableView)

        window.layoutIfNeeded()  // UIKit's first layoutSubviews loads the data through reloadData

        XCTAssertEqual(
            signalCount(.reloadHook, in: tableView), reloadHooks + 1,
            "precondition: UIKit's lazy reload inside layoutSubviews reached the hook")
        XCTAssertEqual(spy.calls, [], "no source or delegate call inside UIKit's layout pass")
        XCTAssertFalse(tableView.isEmptyDataSetVisible, "no view inserted inside it either")

        drainMainQueue()

        assertEmptyStateVisible(tableView, "decided on the next turn")
        XCTAssertEqual(spy.lifecycleCalls, appear, "once")
    }

    func testAReloadBeforeTheFirstLayoutDecidesOnTheNextTurn() {
        let (window, tableView, dataSource, spy) = makeUnloadedTable(rows: 0)

        tableView.reloadData()  // viewDidLoad: not in a window, never laid out

        XCTAssertEqual(spy.calls, [], "nothing decided before the table has a size")
        window.addSubview(tableView)
        window.layoutIfNeeded()
        drainMainQueue()
        assertEmptyStateVisible(tableView)
        XCTAssertEqual(spy.lifecycleCalls, appear)
        withExtendedLifetime(dataSource) {}
    }

    func testAfterTheFirstLayoutTheAppsReloadDecidesAtOnce() {
        let (window, tableView, dataSource, spy) = makeUnloadedTable(rows: 2)
        window.addSubview(tableView)
        window.layoutIfNeeded()
        drainMainQueue()
        assertEmptyStateHidden(tableView, "precondition: rows")
        spy.resetCalls()

        dataSource.itemCounts = [0]
        tableView.reloadData()

        assertEmptyStateVisible(tableView, "at once, inside the app's call")
        XCTAssertEqual(spy.lifecycleCalls, appear)
    }

    /// An app's own unit test, host-less: a table never put in a window, laid out once before its
    /// empty state is set up, counts as laid out (its layer needs no layout), so the app's
    /// `reloadData()` decides inside the call.
    func testAWindowLessTableLaidOutBeforeSetupDecidesAtOnce() {
        let tableView = UITableView(frame: testWindowFrame, style: .plain)
        let dataSource = CountingDataSource(itemCounts: [0])
        tableView.dataSource = dataSource
        tableView.layoutIfNeeded()
        XCTAssertNil(tableView.window, "precondition: never in a window")
        let spy = EmptyDataSetSpy()
        attach(spy, to: tableView)
        defer {
            drainMainQueue()
            withExtendedLifetime((dataSource, spy)) {}
        }

        tableView.reloadData()

        assertEmptyStateVisible(tableView, "at once, in the app's call")
    }

    /// The same table set up before any layout: its reload waits for the turn until one
    /// `layoutIfNeeded()` (the documented advice), after which the app's reload decides at once.
    func testAWindowLessTableDecidesAtOnceAfterOneLayout() {
        let tableView = UITableView(frame: testWindowFrame, style: .plain)
        let dataSource = CountingDataSource(itemCounts: [2])
        tableView.dataSource = dataSource
        let spy = EmptyDataSetSpy()
        attach(spy, to: tableView)
        defer {
            drainMainQueue()
            withExtendedLifetime((dataSource, spy)) {}
        }
        tableView.layoutIfNeeded()
        drainMainQueue()
        assertEmptyStateHidden(tableView, "precondition: rows")

        dataSource.itemCounts = [0]
        tableView.reloadData()

        assertEmptyStateVisible(tableView, "at once: the layout was seen")
    }

    /// `UITableView()` made in `viewDidLoad` and sized later by Auto Layout: at zero size its
    /// layer may report no pending layout (here: laid out once at zero size), yet it is not laid
    /// out for the empty state — the app's reload waits for the turn instead of deciding, outside
    /// any window, at zero size inside the app's call.
    func testAZeroSizeTableDoesNotDecideInsideTheAppsReload() {
        let tableView = UITableView(frame: .zero, style: .plain)
        let dataSource = CountingDataSource(itemCounts: [0])
        tableView.dataSource = dataSource
        tableView.layoutIfNeeded()  // nothing pending for its layer afterwards
        let spy = EmptyDataSetSpy()
        attach(spy, to: tableView)
        defer {
            drainMainQueue()
            withExtendedLifetime((dataSource, spy)) {}
        }
        // No turn in between: nothing but the witness decides whether the table was laid out.
        XCTAssertTrue(tableView.bounds.isEmpty, "precondition: zero size")
        XCTAssertFalse(tableView.layer.needsLayout(), "precondition: its layer reports itself laid out")
        let reloadHooks = signalCount(.reloadHook, in: tableView)

        tableView.reloadData()

        XCTAssertEqual(signalCount(.reloadHook, in: tableView), reloadHooks + 1, "precondition: the reload hook fired")
        XCTAssertEqual(spy.calls, [], "nothing decided inside the app's call at zero size")
        drainMainQueue()
        XCTAssertTrue(spy.calls.contains("shouldBeForcedToDisplay"), "decided on the next turn")
    }

    /// A lazy reload over a visible empty state waits for the turn too, and the empty state is
    /// concealed at once behind the rows it brings, asking only the data source's count. The table
    /// records its empty state's opacity around its own `reloadData` (a subclass's override wraps
    /// the hook): concealed inside that call, so by the reload hook's plan — the content-size hook
    /// is inert inside a hooked call and the opacity before the call shows it had not acted. The
    /// reload is the table's first load, which UIKit makes lazily whatever `setDataSource:` does.
    func testALazyReloadOverAVisibleEmptyStateConcealsAtMost() throws {
        let window = makeShownWindow()
        let tableView = ReloadRecordingTable(frame: window.bounds, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        // Fixed heights equal to the estimate: no self-sizing pass changes the content size after
        // the reload, so a content-size signal could only come from the path under test.
        tableView.rowHeight = 44
        tableView.estimatedRowHeight = 44
        let dataSource = CountingDataSource(itemCounts: [0])
        tableView.dataSource = dataSource
        let spy = EmptyDataSetSpy()
        attach(spy, to: tableView)
        defer {
            drainMainQueue()
            tableView.removeFromSuperview()
            window.isHidden = true
            withExtendedLifetime((dataSource, spy)) {}
        }
        tableView.reloadEmptyDataSet()  // the app's explicit call decides at once, before any load
        assertEmptyStateVisible(tableView, "precondition")
        spy.resetCalls()
        dataSource.itemCounts = [4]
        let contentSizeSignals = signalCount(.contentSize, in: tableView)

        window.addSubview(tableView)
        window.layoutIfNeeded()  // the first layoutSubviews loads the data through reloadData

        XCTAssertEqual(tableView.reloads.count, 1, "precondition: UIKit's lazy reload ran")
        XCTAssertEqual(tableView.reloads.first?.wasInsideLayout, true, "precondition: inside the table's layout pass")
        XCTAssertEqual(tableView.reloads.first?.alphaBefore, 1, "nothing concealed it before the reload")
        XCTAssertEqual(tableView.reloads.first?.alphaAfter, 0, "the reload hook's plan concealed it, inside the call")
        XCTAssertEqual(spy.calls, [], "no source or delegate call inside the layout")
        XCTAssertEqual(try emptyView(of: tableView).alpha, 0, "still concealed behind the arriving rows")
        XCTAssertEqual(
            signalCount(.contentSize, in: tableView), contentSizeSignals,
            "recorded for the path: no content-size signal outside the hooked call either")
        drainMainQueue()
        assertEmptyStateHidden(tableView, "the deferred decision")
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear])
    }

    /// A nested run loop inside the layout pass (a cell parsing HTML with `NSAttributedString`
    /// spins the main run loop) turns the main queue inside the pass. The decision deferred out of
    /// the lazy reload must not run there: the turn finds the pass open and waits — for as long as
    /// the nested loop lasts, here longer than the turns bounding a repair of work found open by
    /// turns not nested inside it (the first HTML import starting WebKit), without zeroing the
    /// live pass.
    ///
    /// Holds hosted and host-less alike, because nesting is judged relative to the run-loop depth
    /// recorded when the pass opened. In a test host, the test body runs inside a run of the main
    /// run loop (depth 1): the pass opens at 1 and the spin below is depth 2. In a host-less
    /// `xcodebuild test`, XCTest calls the body straight from `main` with no run loop running: the
    /// pass opens at 0 and the spin is the outermost run, depth 1 — still one deeper than the
    /// pass, so nested (an absolute "depth above 1" read it as outermost and repaired the live pass
    /// after half a second). The data source records both depths, so a failure says which.
    func testAReloadDeferredOutOfTheLayoutWaitsWhileANestedRunLoopTurnsTheQueueInsideIt() {
        let window = makeShownWindow()
        let tableView = UITableView(frame: window.bounds, style: .plain)
        let spy = EmptyDataSetSpy()
        let dataSource = RunLoopSpinningDataSource(spy: spy)
        tableView.dataSource = dataSource
        attach(spy, to: tableView)
        defer {
            drainMainQueue()
            tableView.removeFromSuperview()
            window.isHidden = true
            withExtendedLifetime((dataSource, spy)) {}
        }
        drainMainQueue()  // the turn attaching the source asked for (the table is not laid out)
        spy.resetCalls()
        let reloadHooks = signalCount(.reloadHook, in: tableView)

        window.addSubview(tableView)
        window.layoutIfNeeded()  // lazy reload, then cellForRowAt spins the run loop

        XCTAssertEqual(signalCount(.reloadHook, in: tableView), reloadHooks + 1, "precondition: the lazy reload")
        XCTAssertTrue(dataSource.queueTurnedDuringSpin, "precondition: the main queue turned inside the layout")
        XCTAssertGreaterThan(
            dataSource.spinDuration, OpenWorkCheck.retryDelay * Double(OpenWorkCheck.turnsBeforeStale),
            "precondition: longer than the bound for turns not nested in the pass")
        XCTAssertEqual(
            dataSource.turnDepth, dataSource.depthAtOpen.map { $0 + 1 },
            "precondition: the turn ran one run-loop level below the pass's open (hosted 1 → 2, host-less 0 → 1)")
        XCTAssertTrue(dataSource.sawNestedRunLoop, "the rule the deferred turn follows took the turn as nested")
        XCTAssertEqual(dataSource.callsDuringSpin, [], "no delegate call inside the layout pass")
        XCTAssertFalse(dataSource.visibleDuringSpin)
        XCTAssertTrue(dataSource.passStillOpenAfterSpin, "the live layout pass was not repaired as stale")
        XCTAssertTrue(
            waitUntil(timeout: 2) { spy.calls.contains("shouldBeForcedToDisplay") }, "decided once the pass ended")
        assertEmptyStateHidden(tableView, "a row")
    }
}

/// A table recording, for each `reloadData` that reaches it, whether it ran inside the table's own
/// layout pass and its empty state's opacity before and after the call (a subclass override wraps
/// the package's hook on `UITableView`).
private final class ReloadRecordingTable: UITableView {
    struct Reload {
        var wasInsideLayout: Bool
        var alphaBefore: CGFloat?
        var alphaAfter: CGFloat?
    }

    private(set) var reloads: [Reload] = []
    private var isLayingOut = false

    override func layoutSubviews() {
        isLayingOut = true
        super.layoutSubviews()
        isLayingOut = false
    }

    override func reloadData() {
        let before = emptyDataSetControllerIfPresent?.emptyView?.alpha
        super.reloadData()
        reloads.append(
            Reload(wasInsideLayout: isLayingOut, alphaBefore: before, alphaAfter: emptyDataSetControllerIfPresent?.emptyView?.alpha))
    }
}

/// One row whose cell spins the main run loop once for ``spinLength`` seconds, as
/// `NSAttributedString`'s HTML import does (its first import starts WebKit, which can take that
/// long), and records what the empty state's side looked like meanwhile.
private final class RunLoopSpinningDataSource: NSObject, UITableViewDataSource {
    /// Longer than the bound for work found open by turns not nested inside it (five turns 0.1 s
    /// apart), shorter than the nested safety bound (five seconds).
    static let spinLength: TimeInterval = 1

    private let spy: EmptyDataSetSpy
    private(set) var queueTurnedDuringSpin = false
    private(set) var visibleDuringSpin = false
    private(set) var callsDuringSpin: [String] = []
    private(set) var spinDuration: TimeInterval = 0
    private(set) var sawNestedRunLoop = false
    /// The run-loop depth the table's layout pass recorded at its open, and the depth of a turn
    /// inside the spin.
    private(set) var depthAtOpen: Int?
    private(set) var turnDepth: Int?
    private(set) var passStillOpenAfterSpin = false
    private var hasSpun = false

    init(spy: EmptyDataSetSpy) {
        self.spy = spy
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if !hasSpun {
            hasSpun = true
            let start = Date()
            let turned = AtomicFlag()
            let nested = AtomicFlag()
            let turnDepth = DepthRecord()
            let opened = tableView.emptyDataSetControllerIfPresent?.layoutPass.runLoopDepthAtOpen
            depthAtOpen = opened
            DispatchQueue.main.async {  // after the deferred turn, FIFO; runs inside the spin
                turned.raise()
                MainActor.assumeIsolated {
                    // The same comparison the deferred turn makes.
                    if OpenWorkCheck.isInsideNestedRunLoop(depthsAtOpen: [opened], currentDepth: RunLoopNesting.depth) {
                        nested.raise()
                    }
                    turnDepth.value = RunLoopNesting.depth
                }
            }
            // Spins the whole length, whatever runs meanwhile: the deferred turn's retries too.
            _ = waitUntil(timeout: Self.spinLength) { false }
            spinDuration = Date().timeIntervalSince(start)
            sawNestedRunLoop = nested.isRaised
            self.turnDepth = turnDepth.value
            queueTurnedDuringSpin = turned.isRaised
            visibleDuringSpin = tableView.isEmptyDataSetVisible
            callsDuringSpin = spy.calls
            passStillOpenAfterSpin = tableView.emptyDataSetControllerIfPresent?.layoutPass.isLayingOut ?? false
        }
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// A run-loop depth recorded by a block on the main queue and read on the main thread after it ran.
private final class DepthRecord: @unchecked Sendable {
    var value: Int?
}
#endif
