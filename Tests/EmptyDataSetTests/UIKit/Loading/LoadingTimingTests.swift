#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The loading flow's timing as real loads meet it: rows that come back between the show delay
/// and the minimum display time, a load cancelled and restarted, overlapping loads, cancellations
/// wrapped by networking libraries, starts on every appearance, and placeholder rows over a
/// visible empty state.
@MainActor
final class LoadingTimingTests: XCTestCase {
    /// A load's operation suspended until the test lets it go on.
    @MainActor
    private final class Gate {
        private var waiting: [CheckedContinuation<Void, Never>] = []
        private(set) var isOpen = false
        var isWaiting: Bool { !waiting.isEmpty }

        func pass() async {
            guard !isOpen else { return }
            await withCheckedContinuation { waiting.append($0) }
        }

        func open() {
            isOpen = true
            while !waiting.isEmpty { waiting.removeFirst().resume() }
        }
    }

    private func makeGate() -> Gate {
        let gate = Gate()
        let box = UncheckedSendableBox(gate)
        addTeardownBlock { MainActor.assumeIsolated { box.value.open() } }
        return gate
    }

    /// A networking library's error that keeps the error it wraps.
    private struct LibraryError: Error {
        var underlyingError: (any Error)?
    }

    private func heldFades(in scrollView: UIScrollView) -> [HeldPlaceholderFadeView] {
        scrollView.subviews.compactMap { $0 as? HeldPlaceholderFadeView }
    }

    // MARK: - Rows arriving while the loading state holds

    func testRowsArrivingWithinTheMinimumWaitBehindTheLoadingStateThenItFadesOut() throws {
        let standIn = standInForAccessibility(reduceMotion: false)
        let fixture = makeFlowTable(options: immediateLoadingOptions {
            $0.showDelay = 0.1
            $0.minimumDisplayDuration = 0.6
        })
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { showsLoadingState(fixture.tableView) })
        let shownAt = CACurrentMediaTime()
        let view = try fixture.emptyView()

        // The load returns rows about 0.2 s after starting: the app reloads, then ends the load.
        let reloads = fixture.signalCount(.reloadHook)
        fixture.dataSource.itemCounts = [3]
        fixture.tableView.reloadData()
        fixture.tableView.endLoading()
        fixture.settle()
        fixture.tableView.layoutIfNeeded()

        XCTAssertEqual(fixture.signalCount(.reloadHook), reloads + 1, "precondition: the rows came through the reload hook")
        XCTAssertEqual(fixture.tableView.visibleCells.count, 3, "precondition: the rows are in the table")
        XCTAssertTrue(showsLoadingState(fixture.tableView), "no blink: the loading state stays")
        XCTAssertEqual(view.alpha, 1, "not concealed by the arriving rows")
        XCTAssertEqual(fixture.tableView.emptyDataSetPhase, .loading)
        for cell in fixture.tableView.visibleCells {
            XCTAssertGreaterThan(view.layer.zPosition, cell.layer.zPosition, "drawn in front of the rows")
        }
        let hold = try XCTUnwrap(fixture.tableView.emptyDataSetControllerIfPresent?.loading?.hold, "held over the rows")
        XCTAssertEqual(hold.cover.backgroundColor?.cgColor.alpha ?? 0, 1, "an opaque cover over the rows (the plain table's background)")
        XCTAssertGreaterThan(view.layer.zPosition, hold.cover.layer.zPosition, "the loading state in front of its cover")
        let viewSize = view.bounds.size

        XCTAssertTrue(waitUntil { !fixture.tableView.isEmptyDataSetVisible }, "the rows show once the minimum passed")
        XCTAssertGreaterThanOrEqual(CACurrentMediaTime() - shownAt, 0.55, "kept its minimum time")
        XCTAssertEqual(fixture.tableView.emptyDataSetPhase, .content)
        XCTAssertEqual(view.layer.zPosition, 0, "back behind the rows for its next appearance")
        XCTAssertFalse(view.accessibilityViewIsModal, "no longer modal for VoiceOver")
        let fades = heldFades(in: fixture.tableView)
        XCTAssertEqual(fades.count, 1, "a short cross-fade over the rows")
        if let fade = fades.first {
            // Only the snapshot's size and the fade's animation are asserted: what
            // `snapshotView(afterScreenUpdates: false)` draws is the render server's last picture,
            // which may be blank in a test window without a scene.
            XCTAssertEqual(fade.bounds.size, viewSize, "the picture of the held state, at its size")
            XCTAssertEqual(fade.subviews.first?.bounds.size, viewSize, "the snapshot fills it")
            XCTAssertNotNil(opacityAnimation(of: fade), "fading out")
            XCTAssertNotNil(opacityAnimation(of: hold.cover), "the cover fades out with it")
            XCTAssertTrue(waitUntil { fade.superview == nil && hold.cover.superview == nil }, "and both gone when the fade ends")
        }
        withExtendedLifetime(standIn) {}
    }

    func testUnderReduceMotionTheHeldLoadingStateLeavesAtOnce() throws {
        let standIn = standInForAccessibility(reduceMotion: true)
        let fixture = makeFlowTable(options: immediateLoadingOptions {
            $0.showDelay = 0.1
            $0.minimumDisplayDuration = 0.5
        })
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { showsLoadingState(fixture.tableView) })
        fixture.dataSource.itemCounts = [3]
        fixture.tableView.reloadData()
        fixture.tableView.endLoading()
        fixture.settle()
        XCTAssertTrue(showsLoadingState(fixture.tableView), "held its minimum under Reduce Motion too")

        XCTAssertTrue(waitUntil { !fixture.tableView.isEmptyDataSetVisible })
        XCTAssertEqual(heldFades(in: fixture.tableView).count, 0, "no cross-fade: the rows show at once")
        XCTAssertFalse(fixture.tableView.subviews.contains { $0 is LoadingHoldCoverView }, "the cover gone at once too")
        withExtendedLifetime(standIn) {}
    }

    func testRowsInsertedWhileTheLoadingStateHoldsDoNotConcealIt() throws {
        let fixture = makeFlowTable(options: immediateLoadingOptions {
            $0.showDelay = 0
            $0.minimumDisplayDuration = 1
        })
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { showsLoadingState(fixture.tableView) })
        let view = try fixture.emptyView()

        let itemChanges = fixture.signalCount(.itemChangeHook)
        fixture.dataSource.itemCounts = [1]
        fixture.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)

        XCTAssertEqual(fixture.signalCount(.itemChangeHook), itemChanges + 1, "precondition: the insert reached the hook")
        XCTAssertEqual(view.alpha, 1, "not concealed at once: the loading state holds over the row")
        fixture.settle()
        XCTAssertTrue(showsLoadingState(fixture.tableView))
        XCTAssertEqual(view.alpha, 1)
    }

    func testPlaceholderRowsHoldOverArrivingRowsToo() throws {
        let fixture = makeFlowTable(options: immediateLoadingOptions {
            $0.showDelay = 0
            $0.minimumDisplayDuration = 0.6
            $0.placeholderRows = EmptyDataSetPlaceholderRows()
        })
        let rowsView = { fixture.tableView.emptyDataSetControllerIfPresent?.placeholderRowsView }
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { rowsView() != nil })

        fixture.dataSource.itemCounts = [3]
        fixture.tableView.reloadData()
        fixture.tableView.endLoading()
        fixture.settle()
        fixture.tableView.layoutIfNeeded()
        let rows = try XCTUnwrap(rowsView(), "the placeholder rows stay")
        XCTAssertFalse(fixture.tableView.visibleCells.isEmpty, "precondition: the rows are in the table")
        for cell in fixture.tableView.visibleCells {
            XCTAssertGreaterThan(rows.layer.zPosition, cell.layer.zPosition, "in front of the real rows")
        }
        XCTAssertTrue(waitUntil { rowsView() == nil }, "gone once the minimum passed")
        XCTAssertEqual(fixture.tableView.emptyDataSetPhase, .content)
    }

    // MARK: - Cancelled and restarted

    /// Polls for `seconds`, failing if `condition` ever stops holding.
    private func assertHolds(for seconds: TimeInterval, _ message: String, _ condition: () -> Bool, line: UInt = #line) {
        let deadline = CACurrentMediaTime() + seconds
        while CACurrentMediaTime() < deadline {
            guard condition() else {
                XCTFail(message, line: line)
                return
            }
            spinRunLoop(for: 0.01)
        }
    }

    func testALoadRestartedInTheSameTurnKeepsTheLoadingStateShowing() {
        let fixture = makeFlowTable(options: immediateLoadingOptions { $0.showDelay = 0.25 })
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { showsLoadingState(fixture.tableView) })
        fixture.spy.resetCalls()

        // Reload: the running request is cancelled and a new one starts.
        fixture.tableView.endLoading(error: CancellationError())
        fixture.tableView.startLoading()

        assertHolds(for: 0.4, "blanked during the new load's show delay") { showsLoadingState(fixture.tableView) }
        XCTAssertEqual(fixture.spy.lifecycleCalls, [], "never disappeared")
    }

    func testALoadRestartedInTheNextTurnKeepsTheLoadingStateShowing() {
        let fixture = makeFlowTable(options: immediateLoadingOptions { $0.showDelay = 0.25 })
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { showsLoadingState(fixture.tableView) })
        fixture.spy.resetCalls()

        // A debounced search: the old task's cancellation arrives, the new search starts a turn later.
        let tableView = fixture.tableView
        tableView.endLoading(error: URLError(.cancelled))
        var restarted = false
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                tableView.startLoading()
                restarted = true
            }
        }
        XCTAssertTrue(waitUntil { restarted })
        assertHolds(for: 0.4, "blanked during the new load's show delay") { showsLoadingState(fixture.tableView) }
        XCTAssertEqual(fixture.spy.lifecycleCalls, [], "never disappeared")
    }

    func testACancellationNobodyReplacesLeavesTheLoadingState() {
        let fixture = makeFlowTable(options: immediateLoadingOptions { $0.showDelay = 0 })
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { showsLoadingState(fixture.tableView) })
        fixture.tableView.endLoading(error: CancellationError())
        XCTAssertTrue(waitUntil { !fixture.tableView.isEmptyDataSetVisible }, "a cancelled first load leaves nothing, after a short grace")
        XCTAssertEqual(fixture.tableView.emptyDataSetPhase, .undetermined)
    }

    func testAWrappedCancellationEndsTheLoadWithoutAnError() {
        let fixture = makeFlowTable()
        fixture.tableView.endLoading()
        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .empty }, "precondition: the empty state")
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { showsLoadingState(fixture.tableView) })

        fixture.tableView.endLoading(error: LibraryError(underlyingError: URLError(.cancelled)))

        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .empty }, "back to the empty state, not an error")
        XCTAssertNil(fixture.tableView.emptyDataSetError)
        XCTAssertEqual(shownTitle(fixture.tableView), "Nothing here")
    }

    /// A library's cancellation without a payload (Alamofire's `AFError.explicitlyCancelled`).
    private enum ExplicitlyCancelled: Error { case explicitlyCancelled }

    func testTheAppsCancellationHookEndsTheLoadWithoutAnError() {
        let fixture = makeFlowTable(options: immediateLoadingOptions {
            $0.isCancellation = { $0 is ExplicitlyCancelled }
        })
        fixture.tableView.endLoading()
        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .empty }, "precondition: the empty state")
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { showsLoadingState(fixture.tableView) })

        fixture.tableView.endLoading(error: ExplicitlyCancelled.explicitlyCancelled)

        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .empty }, "back to the empty state, not an error")
        XCTAssertNil(fixture.tableView.emptyDataSetError)

        // The control: without the hook the same error is a failure.
        fixture.tableView.emptyDataSetLoadingOptions.isCancellation = nil
        fixture.tableView.startLoading()
        fixture.tableView.endLoading(error: ExplicitlyCancelled.explicitlyCancelled)
        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .error })
    }

    // MARK: - Overlapping loads

    /// Starts `operation` as a load of the async form in a Task; the result lands in `result`.
    private func startLoad(
        on tableView: UITableView, _ operation: @escaping @MainActor () async throws -> Int
    ) -> () -> Result<Int, any Error>? {
        var result: Result<Int, any Error>?
        Task { @MainActor in
            do { result = .success(try await tableView.loadingEmptyDataSet(operation)) } catch { result = .failure(error) }
        }
        return { result }
    }

    func testAnOlderLoadsLateFailureDoesNotReplaceANewerSuccess() {
        let fixture = makeFlowTable()
        let older = makeGate()
        let newer = makeGate()
        let olderResult = startLoad(on: fixture.tableView) {
            await older.pass()
            throw LoadError()
        }
        XCTAssertTrue(waitUntil { older.isWaiting })
        let newerResult = startLoad(on: fixture.tableView) {
            await newer.pass()
            return 1
        }
        XCTAssertTrue(waitUntil { newer.isWaiting })
        XCTAssertTrue(waitUntil { showsLoadingState(fixture.tableView) })

        newer.open()
        XCTAssertTrue(waitUntil { newerResult() != nil })
        older.open()
        XCTAssertTrue(waitUntil { olderResult() != nil })
        fixture.settle()

        XCTAssertEqual(fixture.tableView.emptyDataSetPhase, .empty, "the newer load decided: it found nothing")
        XCTAssertNil(fixture.tableView.emptyDataSetError, "the older load's failure came too late")
        XCTAssertEqual(shownTitle(fixture.tableView), "Nothing here")
    }

    func testACancelledTaskWhoseOperationReturnsRecordsNoOutcome() throws {
        let fixture = makeFlowTable()
        fixture.tableView.endLoading(error: LoadError())
        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .error }, "precondition: an error shows")
        let gate = makeGate()
        var returned: Int?
        let task = Task { @MainActor in
            returned = try await fixture.tableView.loadingEmptyDataSet { () async throws -> Int in
                await gate.pass()  // ignores the cancellation and returns a value
                return 7
            }
        }
        XCTAssertTrue(waitUntil { gate.isWaiting })
        task.cancel()
        gate.open()
        XCTAssertTrue(waitUntil { returned != nil })
        // The cancellation keeps the loading state on screen for `replacementGrace` (a load that
        // replaces it would continue it): wait for the error, recording every phase on the way.
        var phases: [EmptyDataSetPhase] = []
        XCTAssertTrue(waitUntil {
            phases.append(fixture.tableView.emptyDataSetPhase)
            return fixture.tableView.emptyDataSetPhase == .error
        }, "back to the error it replaced")

        XCTAssertEqual(returned, 7, "the value is still returned")
        XCTAssertFalse(phases.contains(.empty), "the returned value recorded no success: \(phases)")
        XCTAssertFalse(phases.contains(.content), "\(phases)")
        XCTAssertEqual(fixture.tableView.emptyDataSetError as? LoadError, LoadError())
    }

    // MARK: - Starts on every appearance

    func testWithoutNestingRepeatedStartsNeedOneEnd() {
        let fixture = makeFlowTable(options: immediateLoadingOptions { $0.nestsStarts = false })
        for _ in 0..<3 { fixture.tableView.startLoading() }  // viewWillAppear, three times
        XCTAssertTrue(waitUntil { showsLoadingState(fixture.tableView) })
        fixture.tableView.endLoading()
        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .empty }, "one end ends the load")
        XCTAssertEqual(shownTitle(fixture.tableView), "Nothing here")

        let nesting = makeFlowTable()
        for _ in 0..<2 { nesting.tableView.startLoading() }
        nesting.tableView.endLoading()
        nesting.settle()
        XCTAssertEqual(nesting.tableView.emptyDataSetPhase, .loading, "the control: by default starts nest")
    }

    // MARK: - Placeholder rows over a visible state

    func testPlaceholderRowsReplaceAVisibleEmptyStateWithoutDisappearing() throws {
        let standIn = standInForAccessibility(voiceOver: true)
        let fixture = makeFlowTable(options: immediateLoadingOptions { $0.placeholderRows = EmptyDataSetPlaceholderRows() })
        let rowsView = { fixture.tableView.emptyDataSetControllerIfPresent?.placeholderRowsView }
        fixture.tableView.endLoading()
        XCTAssertTrue(waitUntil { shownTitle(fixture.tableView) == "Nothing here" })
        spinRunLoop(for: ScreenPresence.settlingTime + 0.1)
        fixture.spy.resetCalls()
        standIn.resetPosts()

        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { rowsView() != nil }, "the rows stand in for the loading state")
        XCTAssertEqual(try fixture.emptyView().isHidden, true, "the empty state is not drawn under the rows")
        XCTAssertEqual(fixture.spy.lifecycleCalls, [], "no disappear callbacks: the flow's placeholder is still on screen")
        XCTAssertEqual(standIn.layoutChangeArguments.count, 0, "no VoiceOver layout change over the loading announcement")

        fixture.tableView.endLoading()
        XCTAssertTrue(waitUntil { rowsView() == nil && shownTitle(fixture.tableView) == "Nothing here" }, "the empty state again")
        XCTAssertEqual(fixture.spy.lifecycleCalls, [], "back in place, without appear callbacks either")

        // Rows that replace a state that was not visible, then content: the callbacks follow
        // what the user saw.
        fixture.dataSource.itemCounts = [2]
        fixture.tableView.startLoading()
        fixture.tableView.reloadData()
        fixture.tableView.endLoading()
        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .content })
        XCTAssertEqual(fixture.spy.lifecycleCalls, [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear], "content replaced the state")
    }
}
#endif
