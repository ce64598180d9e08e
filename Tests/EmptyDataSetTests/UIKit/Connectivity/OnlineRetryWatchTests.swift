#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Coming back online: the error state of a load that failed offline re-runs by itself, once,
/// when the network returns; the shared monitor runs only while a list waits.
@MainActor
final class OnlineRetryWatchTests: XCTestCase {
    private var network: NetworkPathStandIn!
    private var retries = 0

    override func setUp() async throws {
        try await super.setUp()
        await MainActor.run {
            network = standInForNetwork()
            retries = 0
        }
    }

    private func makeTable(retriesWhenOnline: Bool = true) -> EmptyDataSetFixture<UITableView> {
        makeFlowTable(options: immediateLoadingOptions {
            $0.retry = { [weak self] in self?.retries += 1 }
            $0.retriesWhenOnline = retriesWhenOnline
        })
    }

    /// Fails the first load offline and waits for the error state.
    private func failOffline(_ fixture: EmptyDataSetFixture<UITableView>, _ error: any Error = URLError(.notConnectedToInternet)) {
        fixture.tableView.startLoading()
        fixture.tableView.endLoading(error: error)
        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .error })
        fixture.settle()
    }

    func testALoadThatFailedOfflineShowsTheOfflinePreset() throws {
        let fixture = makeTable()
        failOffline(fixture)
        XCTAssertEqual(shownTitle(fixture.tableView), PresetLocalization.string(for: .offlineTitle))
        let view = try fixture.emptyView()
        XCTAssertEqual(view.primaryButton.configuration?.title, PresetLocalization.string(for: .retry))
    }

    func testRetriesOnceWhenTheNetworkComesBackAndAnnouncesIt() throws {
        let voiceOver = standInForAccessibility(voiceOver: true)
        let fixture = makeTable()
        failOffline(fixture, ConnectivityErrorTests.Wrapping(underlying: URLError(.networkConnectionLost)))
        XCTAssertNotNil(network.running, "the monitor starts while the offline error shows")
        voiceOver.resetPosts()

        network.send(satisfied: false)
        spinRunLoop(for: 0.2)
        XCTAssertEqual(retries, 0, "still offline")
        network.send(satisfied: true)
        XCTAssertTrue(waitUntil { self.retries == 1 }, "re-run once the path settled")
        let spoken = voiceOver.posts.filter { $0.notification == .announcement }
            .compactMap { ($0.argument as? NSAttributedString)?.string }
        XCTAssertTrue(spoken.contains(PresetLocalization.string(for: .backOnline)), "\(spoken)")

        // More satisfied reports of the same return change nothing.
        network.running?.send(satisfied: true)
        spinRunLoop(for: 0.8)
        XCTAssertEqual(retries, 1, "once")
        withExtendedLifetime(fixture) {}
    }

    func testNoRetryAndNoMonitorForAnErrorTheNetworkCannotCure() {
        let fixture = makeTable()
        failOffline(fixture, URLError(.badServerResponse))
        XCTAssertTrue(network.monitors.isEmpty, "nothing watched")
        XCTAssertEqual(retries, 0)
        withExtendedLifetime(fixture) {}
    }

    func testOffByDefault() {
        let fixture = makeTable(retriesWhenOnline: false)
        failOffline(fixture)
        XCTAssertTrue(network.monitors.isEmpty)
        XCTAssertEqual(EmptyDataSetLoadingOptions().retriesWhenOnline, false)
        withExtendedLifetime(fixture) {}
    }

    func testTheMonitorStopsWhenTheErrorLeaves() throws {
        let fixture = makeTable()
        failOffline(fixture)
        let monitor = try XCTUnwrap(network.running)
        fixture.dataSource.itemCounts = [3]
        fixture.tableView.startLoading()
        fixture.tableView.reloadData()
        fixture.tableView.endLoading()
        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .content })
        fixture.settle()
        XCTAssertTrue(monitor.isCancelled, "not needed over content")
        XCTAssertFalse(network.watcher.isMonitoring)
        monitor.send(satisfied: true)  // cancelled: reports nothing
        spinRunLoop(for: 0.8)
        XCTAssertEqual(retries, 0)
    }

    func testTwoListsShareOneMonitorUntilTheLastLetsGo() throws {
        let first = makeTable()
        let second = makeTable()
        failOffline(first)
        failOffline(second)
        XCTAssertEqual(network.monitors.count, 1, "one shared monitor")
        XCTAssertEqual(network.watcher.watcherCount, 2)
        first.dataSource.itemCounts = [1]
        first.tableView.reloadData()
        first.settle()
        XCTAssertNotNil(network.running, "the second list still waits")
        second.dataSource.itemCounts = [1]
        second.tableView.reloadData()
        second.settle()
        XCTAssertNil(network.running)
        XCTAssertEqual(network.watcher.watcherCount, 0)
    }

    /// The watch a list owns goes with it (its scroll view deallocated): the monitor is let go on
    /// the main queue, without waiting for the next path change.
    func testAWatchThatGoesAwayLetsGoOfTheMonitor() throws {
        var watch: OnlineRetryWatch? = OnlineRetryWatch(view: nil) {
            XCTFail("no retry")
            return true
        }
        watch?.update(showing: URLError(.notConnectedToInternet), canRetry: true, isEnabled: true)
        XCTAssertEqual(watch?.isWatching, true)
        let monitor = try XCTUnwrap(network.running)
        watch = nil
        XCTAssertTrue(waitUntil { monitor.isCancelled }, "released after the watch went")
        XCTAssertEqual(network.watcher.watcherCount, 0)
    }

    /// Reports arrive off the main thread; the watch hears them on it, in order.
    func testReportsFromTheMonitorsQueueReachTheWatchOnTheMainThread() {
        var fired = false
        let watch = OnlineRetryWatch(view: nil) {
            XCTAssertTrue(Thread.isMainThread)
            fired = true
            return true
        }
        watch.update(showing: URLError(.dataNotAllowed), canRetry: true, isEnabled: true)
        network.send(satisfied: false)
        network.send(satisfied: true)
        XCTAssertTrue(waitUntil { fired })
        XCTAssertFalse(watch.isWatching, "spent: the monitor is let go")
        XCTAssertNil(network.running)
    }

    /// A retry its owner refuses is neither announced nor spent: the owner's next decision runs it.
    func testARefusedRetryIsNotAnnouncedAndRunsAfterTheNextDecision() {
        let voiceOver = standInForAccessibility(voiceOver: true)
        let host = ContentAnywhereHost()
        defer { host.tearDown() }
        /// The owner: refuses until told otherwise.
        final class Owner {
            var accepts = false
            var asked = 0
        }
        let owner = Owner()
        let watch = OnlineRetryWatch(view: host.child.view) {
            owner.asked += 1
            return owner.accepts
        }
        let offline = URLError(.notConnectedToInternet)
        watch.update(showing: offline, canRetry: true, isEnabled: true)
        network.send(satisfied: false)
        network.send(satisfied: true)
        XCTAssertTrue(waitUntil { owner.asked == 1 }, "asked once the path settled")
        spinRunLoop(for: 0.8)
        XCTAssertEqual(owner.asked, 1, "no polling while refused")
        XCTAssertTrue(watch.isWatching, "not spent: still armed")
        XCTAssertFalse(announcements(in: voiceOver).map(\.text).contains(PresetLocalization.string(for: .backOnline)))
        owner.accepts = true
        watch.update(showing: offline, canRetry: true, isEnabled: true)
        XCTAssertTrue(waitUntil { owner.asked == 2 }, "the next decision looks again")
        XCTAssertTrue(announcements(in: voiceOver).map(\.text).contains(PresetLocalization.string(for: .backOnline)))
        XCTAssertFalse(watch.isWatching, "spent")
        watch.update(showing: offline, canRetry: true, isEnabled: true)
        spinRunLoop(for: 0.8)
        XCTAssertEqual(owner.asked, 2, "once")
    }

    func testARetryThatFailsOfflineAgainWaitsForTheNetworkToGoAndComeBack() {
        let fixture = makeTable()
        failOffline(fixture)
        network.send(satisfied: false)
        network.send(satisfied: true)
        XCTAssertTrue(waitUntil { self.retries == 1 })
        // The retry ran and returned: the error shows again, still offline as far as the app knows.
        fixture.settle()
        network.send(satisfied: true)
        spinRunLoop(for: 0.8)
        XCTAssertEqual(retries, 1, "a satisfied path alone does not re-run again: no loop")
        network.send(satisfied: false)
        network.send(satisfied: true)
        XCTAssertTrue(waitUntil { self.retries == 2 }, "the network went and came back")
    }

    // MARK: The default error state

    func testAConnectionLostWithTheNetworkUnknownOrThereIsTheErrorPreset() {
        let fixture = makeTable(retriesWhenOnline: false)
        failOffline(fixture, URLError(.networkConnectionLost))
        XCTAssertNil(network.watcher.lastKnownPath, "nothing watched: unknown")
        XCTAssertNotEqual(shownTitle(fixture.tableView), PresetLocalization.string(for: .offlineTitle), "it happens online too")
        XCTAssertNotNil(shownTitle(fixture.tableView), "the error preset shows")
    }

    func testAConnectionLostWithThePathKnownUnsatisfiedIsOffline() {
        // Another list waits offline: the shared monitor knows the path.
        let waiting = makeTable()
        failOffline(waiting)
        network.send(satisfied: false)
        XCTAssertTrue(waitUntil { self.network.watcher.lastKnownPath == false })
        let fixture = makeTable(retriesWhenOnline: false)
        failOffline(fixture, URLError(.networkConnectionLost))
        XCTAssertEqual(shownTitle(fixture.tableView), PresetLocalization.string(for: .offlineTitle))
        withExtendedLifetime(waiting) {}
    }

    func testNotConnectedWithThePathKnownSatisfiedIsTheErrorPreset() {
        let waiting = makeTable()
        failOffline(waiting, URLError(.dataNotAllowed))
        network.send(satisfied: true)
        XCTAssertTrue(waitUntil { self.network.watcher.lastKnownPath == true })
        let fixture = makeTable(retriesWhenOnline: false)
        failOffline(fixture)
        XCTAssertNotEqual(shownTitle(fixture.tableView), PresetLocalization.string(for: .offlineTitle), "the device is online")
        withExtendedLifetime(waiting) {}
    }

    func testAnAppsOwnWordsAroundAnOfflineErrorWin() {
        struct SyncError: LocalizedError {
            var underlyingError: any Error = URLError(.notConnectedToInternet)
            var errorDescription: String? { "Couldn’t Sync Your Notes" }
        }
        let fixture = makeTable()
        failOffline(fixture, SyncError())
        XCTAssertEqual(shownTitle(fixture.tableView), "Couldn’t Sync Your Notes")
        XCTAssertNotNil(network.running, "still a connectivity error: the retry waits for the network")
    }
}
#endif
