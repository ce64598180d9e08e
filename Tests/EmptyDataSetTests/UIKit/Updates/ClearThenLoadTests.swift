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

    func testClearingThenStartingShowsTheLoadingStateNeverTheEmptyState() {
        let (fixture, log) = tableWithRows()
        let tableView = fixture.tableView

        fixture.dataSource.itemCounts = [0]
        tableView.reloadData()
        XCTAssertEqual(fixture.spy.lifecycleCalls, [], "not decided inside the app's reload")
        tableView.startLoading()

        XCTAssertTrue(waitUntil { showsLoadingState(tableView) }, "the loading state shows")
        XCTAssertEqual(log.phases, [.loading], "the empty state never appeared before it")
        XCTAssertEqual(fixture.spy.count(of: "title"), 0, "the empty state's content was never asked for")

        tableView.endLoading()
        XCTAssertTrue(waitUntil { tableView.emptyDataSetPhase == .empty }, "the load found nothing: now it is real")
    }

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
}

/// The phases seen at each appearance.
@MainActor
private final class PhaseLog {
    var phases: [EmptyDataSetPhase] = []
}
#endif
