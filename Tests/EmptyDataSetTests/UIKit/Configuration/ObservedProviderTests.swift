#if canImport(UIKit)
import Observation
import XCTest
import UIKit
@testable import EmptyDataSet

/// A model the provider reads.
@available(iOS 17.0, tvOS 17.0, *)
@Observable
@MainActor
final class ObservedInbox {
    var filter = "All"
    var unread = 0
    var unrelated = 0
}

/// Toggles the model from the empty state's callbacks: an app whose callbacks change what its
/// provider reads, on every pass (a loop of the app's own making, which must stay bounded).
@available(iOS 17.0, tvOS 17.0, *)
@MainActor
final class TogglingDelegate: NSObject, EmptyDataSetDelegate {
    let inbox: ObservedInbox
    init(inbox: ObservedInbox) { self.inbox = inbox }
    func emptyDataSetDidAppear(_ scrollView: UIScrollView) { inbox.unread += 1 }
    func emptyDataSetDidDisappear(_ scrollView: UIScrollView) { inbox.unread += 1 }
}

/// From iOS 17, a provider that reads `@Observable` properties is asked again when one of them
/// changes: no `setNeedsUpdateEmptyDataSetConfiguration()`, once per turn, never in a loop.
@MainActor
final class ObservedProviderTests: XCTestCase {
    private var asks = 0

    private func title(_ fixture: EmptyDataSetFixture<UITableView>) -> String? {
        shownTitle(fixture.tableView)
    }

    func testAChangeOfAReadPropertyAsksAgainOncePerTurn() throws {
        guard #available(iOS 17.0, tvOS 17.0, *) else {
            return try assertNotFollowedBeforeiOS17()
        }
        let inbox = ObservedInbox()
        let fixture = makeTableFixture(start: .detached)
        fixture.tableView.emptyDataSetConfigurationProvider = { [weak self] _ in
            self?.asks += 1
            var configuration = EmptyDataSetConfiguration.empty()
            configuration.text = "No \(inbox.filter) Messages"
            return configuration
        }
        XCTAssertTrue(waitUntil { self.title(fixture) == "No All Messages" })
        drainMainQueue()
        let asksBefore = asks
        let signalsBefore = signalCount(.configurationChange, in: fixture.tableView)

        inbox.filter = "Flagged"
        inbox.filter = "Unread"  // several changes in one turn: one re-evaluation
        XCTAssertTrue(waitUntil { self.title(fixture) == "No Unread Messages" }, "followed without a setNeeds call")
        drainMainQueue(turns: 4)
        XCTAssertEqual(asks, asksBefore + 1, "asked once for the turn's changes")

        inbox.unrelated = 3  // not read by the provider
        drainMainQueue(turns: 4)
        XCTAssertEqual(asks, asksBefore + 1)

        inbox.filter = "Archived"  // re-armed by the last call
        XCTAssertTrue(waitUntil { self.title(fixture) == "No Archived Messages" })
        XCTAssertEqual(
            signalCount(.configurationChange, in: fixture.tableView), signalsBefore + 2, "through the configuration-change path")
    }

    func testCallbacksThatChangeWhatTheProviderReadDoNotLoop() throws {
        guard #available(iOS 17.0, tvOS 17.0, *) else {
            return try assertNotFollowedBeforeiOS17()
        }
        let inbox = ObservedInbox()
        let delegate = TogglingDelegate(inbox: inbox)
        let fixture = makeTableFixture(start: .detached)
        fixture.keep(delegate)
        fixture.tableView.emptyDataSetDelegate = delegate
        fixture.tableView.emptyDataSetConfigurationProvider = { [weak self] _ in
            self?.asks += 1
            var configuration = EmptyDataSetConfiguration.empty()
            // Hides after each appearance, shows after each hide: the app's own ping-pong.
            guard inbox.unread % 2 == 0 else { return nil }
            configuration.text = "Inbox Zero"
            return configuration
        }
        spinRunLoop(for: 1)
        XCTAssertLessThanOrEqual(asks, 2 + 2 * (ObservationCoalescing.maximumSelfTriggeredTurns + 1), "bounded, not a loop")
        let settled = asks
        spinRunLoop(for: 0.5)
        XCTAssertEqual(asks, settled, "stopped")
    }

    /// A search screen: each keystroke reloads the list, then writes the query the provider reads,
    /// in the same turn. Every keystroke is followed — the loop stop counts only the package's own
    /// re-asking, never the app's reloads.
    func testReloadThenWriteOnEveryKeystrokeIsFollowed() throws {
        guard #available(iOS 17.0, tvOS 17.0, *) else {
            return try assertNotFollowedBeforeiOS17()
        }
        let inbox = ObservedInbox()
        let fixture = makeTableFixture(start: .detached)
        fixture.tableView.emptyDataSetConfigurationProvider = { _ in
            var configuration = EmptyDataSetConfiguration.empty()
            configuration.text = "No \(inbox.filter) Messages"
            return configuration
        }
        XCTAssertTrue(waitUntil { self.title(fixture) == "No All Messages" })
        drainMainQueue()
        for query in ["a", "ap", "app", "appl", "apple"] {
            fixture.tableView.reloadData()
            inbox.filter = query
            XCTAssertTrue(waitUntil { self.title(fixture) == "No \(query) Messages" }, "keystroke \(query) followed")
            drainMainQueue()
        }
    }

    /// Before iOS 17 nothing is followed: the app calls `setNeedsUpdateEmptyDataSetConfiguration()`.
    private func assertNotFollowedBeforeiOS17() throws {
        final class Model { var filter = "All" }
        let model = Model()
        let fixture = makeTableFixture(start: .detached)
        fixture.tableView.emptyDataSetConfigurationProvider = { _ in
            var configuration = EmptyDataSetConfiguration.empty()
            configuration.text = model.filter
            return configuration
        }
        XCTAssertTrue(waitUntil { self.title(fixture) == "All" })
        model.filter = "Unread"
        drainMainQueue(turns: 4)
        XCTAssertEqual(title(fixture), "All")
        fixture.tableView.setNeedsUpdateEmptyDataSetConfiguration()
        XCTAssertTrue(waitUntil { self.title(fixture) == "Unread" })
    }
}
#endif
