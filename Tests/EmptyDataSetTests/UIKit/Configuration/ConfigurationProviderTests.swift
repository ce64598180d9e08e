#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The state-driven form: `emptyDataSetConfigurationProvider`, its precedence over a configuration
/// and a source, when it is asked, the live search text, and a provider that reloads from inside.
@MainActor
final class ConfigurationProviderTests: XCTestCase {
    /// Records what the provider was given and answers what the test says.
    @MainActor
    private final class ProviderProbe {
        private(set) var states: [EmptyDataSetConfigurationState] = []
        var answer: EmptyDataSetConfiguration?
        /// Runs inside the provider, after the state was recorded.
        var onCall: (() -> Void)?

        init(text: String? = "From provider") {
            if let text { answer = Self.configuration(text) }
        }

        var calls: Int { states.count }

        func provide(_ state: EmptyDataSetConfigurationState) -> EmptyDataSetConfiguration? {
            states.append(state)
            onCall?()
            return answer
        }

        func reset() { states = [] }

        static func configuration(_ text: String) -> EmptyDataSetConfiguration {
            var configuration = EmptyDataSetConfiguration.empty()
            configuration.text = text
            configuration.fadesIn = false
            return configuration
        }
    }

    private func title(_ fixture: EmptyDataSetFixture<UITableView>) -> String? {
        guard fixture.tableView.isEmptyDataSetVisible, let view = fixture.tableView.emptyDataSetControllerIfPresent?.emptyView,
            !view.titleLabel.isHidden
        else { return nil }
        return view.titleLabel.attributedText?.string
    }

    // MARK: Precedence

    func testProviderWinsOverConfigurationWhichWinsOverSource() {
        let fixture = makeTableFixture(start: .detached) { spy in spy.titleText = "From source" }
        attach(fixture.spy, to: fixture.tableView)  // source and delegate
        XCTAssertTrue(waitUntil { self.title(fixture) == "From source" }, "the source alone: 1.0")

        fixture.spy.resetCalls()
        fixture.tableView.emptyDataSetConfiguration = ProviderProbe.configuration("From configuration")
        XCTAssertTrue(waitUntil { self.title(fixture) == "From configuration" }, "a configuration replaces the source")
        XCTAssertEqual(fixture.spy.count(of: "title"), 0, "the source is not asked while a configuration is set")

        let probe = ProviderProbe()
        fixture.keep(probe)
        fixture.spy.resetCalls()
        fixture.tableView.emptyDataSetConfigurationProvider = { probe.provide($0) }
        XCTAssertTrue(waitUntil { self.title(fixture) == "From provider" }, "the provider replaces both")
        XCTAssertEqual(fixture.spy.count(of: "title"), 0)
        XCTAssertGreaterThan(probe.calls, 0)

        fixture.tableView.emptyDataSetConfigurationProvider = nil
        XCTAssertTrue(waitUntil { self.title(fixture) == "From configuration" }, "without the provider: the configuration")

        fixture.tableView.emptyDataSetConfiguration = nil
        XCTAssertTrue(waitUntil { self.title(fixture) == "From source" }, "without either: the source again")
        XCTAssertGreaterThan(fixture.spy.count(of: "title"), 0)
    }

    func testProviderReturningNilHidesTheEmptyState() {
        let fixture = makeTableFixture(start: .detached) { spy in spy.titleText = "From source" }
        attach(fixture.spy, to: fixture.tableView)
        fixture.tableView.emptyDataSetConfiguration = ProviderProbe.configuration("From configuration")
        let probe = ProviderProbe()
        fixture.keep(probe)
        fixture.tableView.emptyDataSetConfigurationProvider = { probe.provide($0) }
        XCTAssertTrue(waitUntil { self.title(fixture) == "From provider" })
        fixture.spy.resetCalls()

        probe.answer = nil
        fixture.tableView.setNeedsUpdateEmptyDataSetConfiguration()

        XCTAssertTrue(waitUntil { !fixture.tableView.isEmptyDataSetVisible }, "nil: no empty state")
        assertEmptyStateHidden(fixture.tableView)
        XCTAssertEqual(fixture.spy.lifecycleCalls, [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear])
        XCTAssertEqual(fixture.spy.count(of: "title"), 0, "neither the configuration nor the source stands in")

        probe.answer = ProviderProbe.configuration("Back")
        fixture.tableView.setNeedsUpdateEmptyDataSetConfiguration()
        XCTAssertTrue(waitUntil { self.title(fixture) == "Back" }, "shown again when it answers")
    }

    // MARK: When it is asked

    func testProviderIsAskedOnReloadWithTheScrollViewsTraits() {
        let fixture = makeTableFixture(start: .detached, prepare: { tableView in
            tableView.overrideUserInterfaceStyle = .dark
        })
        let probe = ProviderProbe()
        fixture.keep(probe)
        fixture.tableView.emptyDataSetConfigurationProvider = { probe.provide($0) }
        XCTAssertTrue(waitUntil { self.title(fixture) == "From provider" })
        drainMainQueue()
        probe.reset()
        let reloads = fixture.signalCount(.reloadHook)

        fixture.tableView.reloadData()
        drainMainQueue()

        XCTAssertEqual(fixture.signalCount(.reloadHook), reloads + 1, "through the reload")
        XCTAssertEqual(probe.calls, 1, "asked once per reload")
        let state = probe.states.last
        XCTAssertEqual(state?.traitCollection.userInterfaceStyle, .dark, "the scroll view's traits, not a default")
        XCTAssertEqual(state?.traitCollection.userInterfaceStyle, fixture.tableView.traitCollection.userInterfaceStyle)
        XCTAssertEqual(
            state?.traitCollection.preferredContentSizeCategory, fixture.tableView.traitCollection.preferredContentSizeCategory)
        XCTAssertNil(state?.searchText, "no search controller: no search text")
    }

    func testProviderIsNotAskedWhileTheTableHasRows() {
        let fixture = makeTableFixture(sections: [2], start: .detached)
        let probe = ProviderProbe()
        fixture.keep(probe)
        fixture.tableView.emptyDataSetConfigurationProvider = { probe.provide($0) }
        drainMainQueue()
        let reloads = fixture.signalCount(.reloadHook)
        fixture.tableView.reloadData()
        drainMainQueue()

        XCTAssertEqual(fixture.signalCount(.configurationChange), 1, "precondition: the provider's change was handled")
        XCTAssertEqual(fixture.signalCount(.reloadHook), reloads + 1, "precondition: the reload was seen")
        XCTAssertEqual(probe.calls, 0, "no empty state to describe")
        assertEmptyStateHidden(fixture.tableView)

        // The same provider, on the same path, is asked once the rows are gone: the zero above
        // watched a live provider, not one that is never asked.
        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        XCTAssertTrue(waitUntil { self.title(fixture) == "From provider" }, "no rows: asked and shown")
        XCTAssertGreaterThan(probe.calls, 0)
    }

    func testSetNeedsUpdateAsksAgainOnTheNextTurnCoalesced() {
        let fixture = makeTableFixture(start: .detached)
        let probe = ProviderProbe()
        fixture.keep(probe)
        fixture.tableView.emptyDataSetConfigurationProvider = { probe.provide($0) }
        XCTAssertTrue(waitUntil { self.title(fixture) == "From provider" })
        drainMainQueue()
        probe.reset()
        let changes = fixture.signalCount(.configurationChange)
        probe.answer = ProviderProbe.configuration("Updated")

        fixture.tableView.setNeedsUpdateEmptyDataSetConfiguration()
        fixture.tableView.setNeedsUpdateEmptyDataSetConfiguration()

        XCTAssertEqual(probe.calls, 0, "not inside the call: on the next turn")
        XCTAssertEqual(fixture.signalCount(.configurationChange), changes + 2, "both requests arrived")
        XCTAssertTrue(waitUntil { self.title(fixture) == "Updated" })
        drainMainQueue()
        XCTAssertEqual(probe.calls, 1, "two requests, one question")
    }

    // MARK: Live search text

    // tvOS follows no search field (`searchTextField` is iOS-only).
    #if !os(tvOS)
    /// A table view controller with a search controller in its navigation item, in a navigation
    /// controller that is a shown window's root: the table's provider gets the search field's text.
    /// Everything is kept alive by the fixture.
    private func makeSearchingTable(
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (fixture: EmptyDataSetFixture<UITableView>, tableView: UITableView, search: UISearchController) {
        let window = makeShownWindow()
        let results = UITableViewController(style: .plain)
        let search = UISearchController(searchResultsController: nil)
        results.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: results)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let tableView = try XCTUnwrap(results.tableView, file: file, line: line)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        let fixture = makeFixture(for: tableView, in: window, start: .detached)
        fixture.keep(navigation, results, search)
        return (fixture, tableView, search)
    }

    func testProviderFollowsTheSearchFieldAsTheUserTypes() throws {
        let (fixture, tableView, search) = try makeSearchingTable()
        let probe = ProviderProbe()
        fixture.keep(probe)

        tableView.emptyDataSetConfigurationProvider = { state in
            _ = probe.provide(state)
            return .search(query: state.searchText ?? "")
        }
        XCTAssertTrue(waitUntil { self.title(fixture) == "No Results" }, "nothing typed yet")
        XCTAssertEqual(probe.states.last?.searchText ?? "", "", "the empty search field")
        let changes = fixture.signalCount(.configurationChange)

        // What typing does: the field's text changes and it posts textDidChangeNotification.
        search.searchBar.text = "kiwi"
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: search.searchBar.searchTextField)

        XCTAssertTrue(waitUntil { self.title(fixture) == "No Results for “kiwi”" }, "the title follows the typing")
        XCTAssertEqual(probe.states.last?.searchText, "kiwi")
        XCTAssertGreaterThan(fixture.signalCount(.configurationChange), changes, "asked again through the state change")

        search.searchBar.text = "kiwis"
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: search.searchBar.searchTextField)
        XCTAssertTrue(waitUntil { self.title(fixture) == "No Results for “kiwis”" }, "and keeps following")
    }

    func testSearchTextNotificationWithoutAChangeDoesNotAskAgain() throws {
        let (fixture, tableView, search) = try makeSearchingTable()
        let probe = ProviderProbe()
        fixture.keep(probe)
        search.searchBar.text = "kiwi"
        tableView.emptyDataSetConfigurationProvider = { probe.provide($0) }
        XCTAssertTrue(waitUntil { self.title(fixture) == "From provider" })
        XCTAssertEqual(probe.states.last?.searchText, "kiwi", "the text already there")
        drainMainQueue()
        probe.reset()

        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: search.searchBar.searchTextField)
        drainMainQueue()

        XCTAssertEqual(probe.calls, 0, "same text: not asked again")

        // The same notification with a changed text asks: the zero above watched a field that is
        // followed, not one the empty state never heard of.
        search.searchBar.text = "kiwis"
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: search.searchBar.searchTextField)
        XCTAssertTrue(waitUntil { probe.states.last?.searchText == "kiwis" }, "a changed text asks again")
        drainMainQueue()
        XCTAssertEqual(probe.calls, 1, "once")
    }

    #endif

    // MARK: Memory

    private final class Token {}
    private struct LoadError: Error {}

    /// What the provider made for the last render (here the error preset's retry closure, which
    /// captures a token) is let go when the state hides: only the render gate held it.
    func testTheRenderedConfigurationIsReleasedWhenTheStateHides() {
        let fixture = makeTableFixture(start: .detached)
        final class Tokens { weak var last: Token? }
        let tokens = Tokens()
        fixture.tableView.emptyDataSetConfigurationProvider = { _ in
            let token = Token()
            tokens.last = token
            return .error(LoadError()) { _ = token }
        }
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible })
        drainMainQueue()
        XCTAssertNotNil(tokens.last, "precondition: the rendered configuration holds the last token")

        fixture.dataSource.itemCounts = [1]
        fixture.tableView.reloadData()

        XCTAssertTrue(waitUntil { !fixture.tableView.isEmptyDataSetVisible })
        XCTAssertNil(fixture.tableView.emptyDataSetControllerIfPresent?.renderGate.rendered, "the gate forgot it")
        XCTAssertTrue(waitUntil { tokens.last == nil }, "and nothing else keeps it")
    }

    // MARK: Re-entrancy

    func testProviderSettingAConfigurationFromInsideDoesNotLoop() {
        let fixture = makeTableFixture(start: .detached)
        let probe = ProviderProbe()
        fixture.keep(probe)
        let tableView = fixture.tableView
        probe.onCall = { [weak tableView, weak probe] in
            // A different value every time, so an equality check cannot hide a loop.
            tableView?.emptyDataSetConfiguration = ProviderProbe.configuration("Set inside \(probe?.calls ?? 0)")
        }
        tableView.emptyDataSetConfigurationProvider = { probe.provide($0) }

        XCTAssertTrue(waitUntil { self.title(fixture) == "From provider" }, "the provider's answer shows")
        spinRunLoop(for: 0.5)

        XCTAssertLessThanOrEqual(probe.calls, 2, "bounded, not asked again on every turn")
        XCTAssertEqual(title(fixture), "From provider")
        tableView.emptyDataSetConfigurationProvider = nil  // stops a loop, should there be one
    }

    func testProviderReloadingFromInsideDoesNotRecurse() {
        let fixture = makeTableFixture(start: .detached)
        let probe = ProviderProbe()
        fixture.keep(probe)
        let tableView = fixture.tableView
        probe.onCall = { [weak tableView] in
            tableView?.reloadEmptyDataSet()
        }
        tableView.emptyDataSetConfigurationProvider = { probe.provide($0) }
        XCTAssertTrue(waitUntil { self.title(fixture) == "From provider" })
        spinRunLoop(for: 0.3)
        probe.reset()

        tableView.reloadData()
        spinRunLoop(for: 0.3)

        XCTAssertGreaterThan(probe.calls, 0, "asked by the reload")
        XCTAssertLessThanOrEqual(probe.calls, 2, "one follow-up pass at most")
        XCTAssertEqual(title(fixture), "From provider")
        tableView.emptyDataSetConfigurationProvider = nil
    }
}
#endif
