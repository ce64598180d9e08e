#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A page that failed offline re-runs by itself, once, when the network comes back.
@MainActor
final class PageOnlineRetryTests: XCTestCase {
    private var network: NetworkPathStandIn!

    override func setUp() async throws {
        try await super.setUp()
        await MainActor.run { network = standInForNetwork() }
    }

    /// A paging table whose next page failed with `error`.
    private func failAPage(_ error: any Error, retriesWhenOnline: Bool = true) -> (EmptyDataSetFixture<UITableView>, PageServerDouble) {
        let server = makePageServer()
        let fixture = makePagingTable(rows: 20, server: server)
        let table = fixture.tableView
        var options = table.emptyDataSetLoadingOptions
        options.retriesWhenOnline = retriesWhenOnline
        table.emptyDataSetLoadingOptions = options
        table.contentOffset.y = 150
        XCTAssertTrue(waitUntil { server.calls == 1 })
        server.fail(with: error)
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingState == .failed })
        return (fixture, server)
    }

    func testAPageThatFailedOfflineRetriesWhenTheNetworkComesBack() throws {
        let voiceOver = standInForAccessibility(voiceOver: true)
        let (fixture, server) = failAPage(URLError(.notConnectedToInternet))
        let table = fixture.tableView
        let watch = try XCTUnwrap(table.emptyDataSetPagingControllerIfPresent?.pageOnlineRetryWatch)
        XCTAssertTrue(watch.isWatching, "the failed footer shows: the network is watched")
        XCTAssertNotNil(network.running)
        network.send(satisfied: false)
        spinRunLoop(for: 0.2)
        XCTAssertEqual(server.calls, 1, "still offline")
        network.send(satisfied: true)
        XCTAssertTrue(waitUntil { server.calls == 2 }, "the page ran again")
        XCTAssertEqual(table.emptyDataSetPagingControllerIfPresent?.startedBy, [.scroll, .retry], "as its Retry would")
        XCTAssertEqual(table.emptyDataSetPagingState, .loading)
        XCTAssertTrue(announcements(in: voiceOver).map(\.text).contains(PresetLocalization.string(for: .backOnline)))
        XCTAssertFalse(watch.isWatching, "spent: the monitor is let go while the page loads")
        XCTAssertNil(network.running)
        server.complete(itemCount: 20)
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingState == .idle })
    }

    /// A refresh runs (begun by the app, before the paging controller followed it): the page's
    /// retry is refused — nothing announced, nothing spent — and runs after the refresh ended.
    func testAPageRetryRefusedWhileARefreshRunsIsKeptForAfterIt() throws {
        #if !os(tvOS)
        let voiceOver = standInForAccessibility(voiceOver: true)
        let (fixture, server) = failAPage(URLError(.notConnectedToInternet))
        let table = fixture.tableView
        let paging = try XCTUnwrap(table.emptyDataSetPagingControllerIfPresent)
        let watch = try XCTUnwrap(paging.pageOnlineRetryWatch)
        let refresh = UIRefreshControl()
        table.refreshControl = refresh
        refresh.beginRefreshing()
        XCTAssertTrue(table.isEmptyDataSetRefreshing)
        network.send(satisfied: false)
        network.send(satisfied: true)
        spinRunLoop(for: 0.8)
        XCTAssertEqual(server.calls, 1, "refused while the refresh runs")
        XCTAssertEqual(table.emptyDataSetPagingState, .failed, "the Retry footer stays")
        XCTAssertFalse(
            announcements(in: voiceOver).map(\.text).contains(PresetLocalization.string(for: .backOnline)), "no 'Back online, trying again'")
        XCTAssertTrue(watch.isWatching, "the retry is still available")
        refresh.endRefreshing()
        // The next footer decision (what the app's reload after its refresh asks for).
        paging.setNeedsEvaluation()
        XCTAssertTrue(waitUntil { server.calls == 2 }, "the page ran after the refresh")
        XCTAssertEqual(paging.startedBy, [.scroll, .retry])
        XCTAssertTrue(announcements(in: voiceOver).map(\.text).contains(PresetLocalization.string(for: .backOnline)))
        server.complete(itemCount: 20)
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingState == .idle })
        #endif
    }

    func testAnotherFailureOrTheOptionOffWatchesNothing() {
        let (serverError, _) = failAPage(URLError(.badServerResponse))
        XCTAssertTrue(network.monitors.isEmpty, "not a connectivity error")
        let (off, _) = failAPage(URLError(.notConnectedToInternet), retriesWhenOnline: false)
        XCTAssertTrue(network.monitors.isEmpty)
        XCTAssertNil(off.tableView.emptyDataSetPagingControllerIfPresent?.pageOnlineRetryWatch, "nothing made")
        withExtendedLifetime(serverError) {}
    }

    func testTheAppsRetryTakesTheFailureOffAndLetsTheMonitorGo() throws {
        let (fixture, server) = failAPage(URLError(.dataNotAllowed))
        let table = fixture.tableView
        let monitor = try XCTUnwrap(network.running)
        XCTAssertTrue(table.retryEmptyDataSetNextPage())
        XCTAssertTrue(monitor.isCancelled, "the page loads: nothing waits")
        server.complete(itemCount: 5)
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingState == .idle })
        XCTAssertEqual(server.calls, 2)
    }
}
#endif
