#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// `items = []; tableView.reloadData(); tableView.startLoading()` — the natural order for search
/// and refresh — and the reverse. In the loading flow, an app's reload that takes the content away
/// decides on the next turn, so the start in the same turn comes first: the empty state ("No
/// Results") never shows, nor are its appear callbacks sent, for a load that has not ended. (The
/// same under a pull to refresh is replayed in Core's `FlowReloadOrderTests`: a refresh control
/// does not refresh off screen in a test host.)
@MainActor
final class ClearThenLoadTests: XCTestCase {
    /// A flow table showing rows after a first load; the spy's calls forgotten. `phasesOnAppear`
    /// records the phase at every `emptyDataSetWillAppear`.
    private func tableWithRows() -> (EmptyDataSetFixture<UITableView>, PhaseLog) {
        let fixture = makeFlowTable()
        let tableView = fixture.tableView
        tableView.startLoading()
        fixture.dataSource.itemCounts = [3]
        tableView.reloadData()
        tableView.endLoading()
        fixture.settle()
        XCTAssertEqual(tableView.emptyDataSetPhase, .content, "precondition: the rows show")
        assertEmptyStateHidden(tableView, "precondition")
        let log = PhaseLog()
        fixture.keep(log)
        fixture.spy.onCall = { name, scrollView in
            if name == EmptyDataSetSpy.willAppear { log.phases.append(scrollView.emptyDataSetPhase) }
        }
        fixture.spy.resetCalls()
        return (fixture, log)
    }

    /// Fails when the app's reload decides inside its call: the empty state would appear (its
    /// callbacks and content asked) before `startLoading()` runs.
    func testClearingThenStartingShowsTheLoadingStateNeverTheEmptyState() {
        let (fixture, log) = tableWithRows()
        let tableView = fixture.tableView
        let reloadHooks = fixture.signalCount(.reloadHook)

        fixture.dataSource.itemCounts = [0]
        tableView.reloadData()
        XCTAssertEqual(fixture.signalCount(.reloadHook), reloadHooks + 1, "precondition: the app's reload reached the hook")
        XCTAssertEqual(fixture.spy.lifecycleCalls, [], "not decided inside the app's reload")
        XCTAssertFalse(tableView.isEmptyDataSetVisible, "no empty state inserted inside it")
        XCTAssertEqual(log.phases, [])
        tableView.startLoading()

        XCTAssertTrue(waitUntil { showsLoadingState(tableView) }, "the loading state shows")
        XCTAssertEqual(log.phases, [.loading], "the empty state never appeared before it")
        XCTAssertEqual(fixture.spy.count(of: "title"), 0, "the empty state's content was never asked for")

        tableView.endLoading()
        XCTAssertTrue(waitUntil { tableView.emptyDataSetPhase == .empty }, "the load found nothing: now it is real")
    }

    /// A control: a start before the reload already showed the loading state before reloads in
    /// the flow were deferred (the reload finds the flow loading), so this passes either way. It
    /// pins that the deferral did not break this order; the other order's test is the one that
    /// fails when an app's reload decides at once.
    func testStartingThenClearingShowsTheLoadingStateNeverTheEmptyState() {
        let (fixture, log) = tableWithRows()
        let tableView = fixture.tableView

        tableView.startLoading()
        fixture.dataSource.itemCounts = [0]
        tableView.reloadData()

        XCTAssertTrue(waitUntil { showsLoadingState(tableView) })
        XCTAssertEqual(log.phases, [.loading])
        XCTAssertEqual(fixture.spy.count(of: "title"), 0)

        tableView.endLoading()
        XCTAssertTrue(waitUntil { tableView.emptyDataSetPhase == .empty })
    }

    /// The app's reload over content in the flow asks the options' `hasContent` once: the answer
    /// that chose to decide at once is the one the decision uses.
    func testAReloadOverContentAsksHasContentOnce() {
        let asked = HasContentCounter()
        let fixture = makeFlowTable(options: immediateLoadingOptions {
            $0.hasContent = { scrollView in
                asked.count += 1
                return !scrollView.hasNoEmptyDataSetItems
            }
        })
        fixture.keep(asked)
        let tableView = fixture.tableView
        tableView.startLoading()
        fixture.dataSource.itemCounts = [3]
        tableView.reloadData()
        tableView.endLoading()
        fixture.settle()
        XCTAssertEqual(tableView.emptyDataSetPhase, .content, "precondition: content shows")
        asked.count = 0
        let reloadHooks = fixture.signalCount(.reloadHook)

        fixture.dataSource.itemCounts = [5]
        tableView.reloadData()

        XCTAssertEqual(fixture.signalCount(.reloadHook), reloadHooks + 1, "precondition: the reload hook decided")
        XCTAssertEqual(asked.count, 1, "asked once to choose the moment; the decision used that answer")
        XCTAssertEqual(tableView.emptyDataSetPhase, .content)
    }
}

/// Calls of the options' `hasContent`.
@MainActor
private final class HasContentCounter {
    var count = 0
}

/// The phases seen at each appearance.
@MainActor
private final class PhaseLog {
    var phases: [EmptyDataSetPhase] = []
}
#endif
