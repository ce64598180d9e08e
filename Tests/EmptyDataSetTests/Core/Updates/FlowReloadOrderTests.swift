import XCTest
@testable import EmptyDataSet

/// A list in the loading flow, replayed through the Core types the controller composes, on a
/// virtual clock: the app's `reloadData()` plans with ``ChangeResponse/flowReload(isFlowInUse:hadContent:hasContent:)``,
/// starts and ends go to ``LoadingFlow`` and ask for a turn (``DeferredReload``), a turn decides
/// once, and the flow's timer decides when the show delay runs out. Every decision's display is
/// recorded, so a test sees each state the user would have seen, in order.
private struct FlowList {
    var flow = LoadingFlow()
    var deferred = DeferredReload()
    /// Whether the data source has items (the app's model).
    var hasItems: Bool
    /// What the last decision found (`EmptyDataSetLoading.hadContent`).
    private(set) var hadContent = false
    /// Every display decided, in order.
    private(set) var displays: [FlowDisplay] = []
    /// The virtual clock, in seconds.
    private(set) var now: TimeInterval = 0
    /// Whether the app's reload decides inside its call (the rule under test); off shows what
    /// deciding at once would do.
    var defersContentLoss = true

    init(hasItems: Bool) {
        self.hasItems = hasItems
        decide()
    }

    /// The app's own `reloadData()` (outside UIKit's work: the reload hook plans to reload now).
    mutating func reloadData() {
        let hasItems = self.hasItems
        let decidesNow = !defersContentLoss
            || ChangeResponse.flowReload(isFlowInUse: true, hadContent: hadContent, hasContent: { hasItems }).decidesNow
        if decidesNow {
            decide()
        } else {
            _ = deferred.request(.reload)
        }
    }

    /// `startLoading()`: the flow starts with the content of the last decision; the decision
    /// waits for the turn.
    mutating func startLoading(_ kind: LoadKind = .load) {
        flow.start(kind, at: now, hasContent: hadContent)
        _ = deferred.request(.reload)
    }

    /// `endLoading()` without an error.
    mutating func endLoading() {
        flow.end(failed: false, at: now)
        _ = deferred.request(.reload)
    }

    /// A turn of the main queue: the pending reload decides.
    mutating func turn() {
        if deferred.take() == .reload { decide() }
    }

    /// Lets `seconds` pass, deciding whenever the flow's timer is due (as `scheduleNextChange` does).
    mutating func advance(by seconds: TimeInterval) {
        let end = now + seconds
        while let due = flow.nextChange(after: now, hasContent: hadContent), due <= end {
            now = due
            decide()
        }
        now = end
    }

    private mutating func decide() {
        hadContent = hasItems
        displays.append(flow.displayNow(at: now, hasContent: hasItems))
    }
}

final class FlowReloadOrderTests: XCTestCase {
    /// A list with items, shown; the empty state was never real.
    private func listWithItems() -> FlowList {
        var list = FlowList(hasItems: true)
        list.startLoading()
        list.turn()
        list.endLoading()
        list.turn()
        XCTAssertEqual(list.displays.last, .content, "precondition: the items show")
        return list
    }

    private func assertNeverEmpty(_ list: FlowList, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(list.displays.contains(.empty), "\(message): \(list.displays)", file: file, line: line)
    }

    // MARK: - items = []; reloadData(); startLoading()

    func testClearingThenStartingShowsNoEmptyStateThenTheLoadingState() {
        var list = listWithItems()
        let before = list.displays.count

        list.hasItems = false
        list.reloadData()
        XCTAssertEqual(list.displays.count, before, "nothing decided inside the app's reload")
        list.startLoading()
        list.turn()
        list.advance(by: list.flow.showDelay)

        let during = Array(list.displays[before...])
        XCTAssertEqual(during.first, .nothing, "the turn shows nothing new during the show delay")
        XCTAssertEqual(during.last, .loading, "then the loading state")
        assertNeverEmpty(list, "never the empty state while loading")

        list.endLoading()
        list.turn()
        list.advance(by: 5)
        XCTAssertEqual(list.displays.last, .empty, "the load found nothing: now it is real")
    }

    func testClearingThenStartingARefreshKeepsTheRefreshControlAlone() {
        var list = listWithItems()
        let before = list.displays.count

        list.hasItems = false
        list.reloadData()
        list.startLoading(.refresh)
        list.turn()
        list.advance(by: 5)

        XCTAssertTrue(list.displays[before...].allSatisfy { $0 == .nothing }, "the refresh control is the indicator, for the whole refresh: \(list.displays)")

        list.hasItems = true
        list.endLoading()
        list.reloadData()
        list.turn()
        XCTAssertEqual(list.displays.last, .content)
        assertNeverEmpty(list, "never the empty state")
    }

    /// Without the rule the same calls show "No Results" for the show delay, and for a whole
    /// refresh: what users met.
    func testDecidingInsideTheReloadWouldShowTheEmptyState() {
        for kind in [LoadKind.load, .refresh] {
            var list = listWithItems()
            list.defersContentLoss = false
            list.hasItems = false
            list.reloadData()
            list.startLoading(kind)
            list.turn()
            list.advance(by: kind == .refresh ? 5 : list.flow.showDelay / 2)
            XCTAssertEqual(list.displays.last, .empty, "\(kind)")
        }
    }

    // MARK: - startLoading(); items = []; reloadData()

    func testStartingThenClearingShowsNoEmptyStateThenTheLoadingState() {
        var list = listWithItems()
        let before = list.displays.count

        list.startLoading()
        list.hasItems = false
        list.reloadData()
        list.turn()
        list.advance(by: list.flow.showDelay)

        XCTAssertEqual(list.displays[before...].last, .loading)
        XCTAssertFalse(list.displays[before...].contains(.empty), "\(list.displays)")

        list.endLoading()
        list.turn()
        list.advance(by: 5)
        XCTAssertEqual(list.displays.last, .empty)
    }

    func testStartingARefreshThenClearingKeepsTheRefreshControlAlone() {
        var list = listWithItems()
        let before = list.displays.count

        list.startLoading(.refresh)
        list.hasItems = false
        list.reloadData()
        list.turn()
        list.advance(by: 5)

        XCTAssertTrue(list.displays[before...].allSatisfy { $0 == .nothing }, "\(list.displays)")

        list.endLoading()
        list.turn()
        list.advance(by: 5)
        XCTAssertEqual(list.displays.last, .empty, "the refresh found nothing")
    }

    // MARK: - What still decides at once

    func testRowsArrivingDecideInsideTheReload() {
        var list = FlowList(hasItems: false)
        list.startLoading()
        list.turn()
        let before = list.displays.count
        list.hasItems = true
        list.endLoading()
        list.reloadData()
        XCTAssertEqual(list.displays.count, before + 1, "decided inside the reload")
        XCTAssertEqual(list.displays.last, .content)
    }

    /// Clearing with no load following: the empty state comes one turn later, nothing else changes.
    func testClearingWithoutALoadShowsTheEmptyStateOnTheTurn() {
        var list = listWithItems()
        list.hasItems = false
        list.reloadData()
        XCTAssertEqual(list.displays.last, .content, "not inside the reload")
        list.turn()
        XCTAssertEqual(list.displays.last, .empty)
    }
}
