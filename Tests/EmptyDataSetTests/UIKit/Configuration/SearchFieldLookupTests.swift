// tvOS follows no search field (`searchTextField` is iOS-only).
#if canImport(UIKit) && !os(tvOS)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The search text the provider's state carries, found where apps put their search: a search
/// controller's results controller, a controller nested deeper than one parent, a search bar in
/// the table header, an iOS 18 search tab, or the bar the app names (`emptyDataSetSearchBar`).
/// Each test types into the field (sets its text and posts `textDidChangeNotification`, what
/// typing does) and checks that the provider is asked with the text.
@MainActor
final class SearchFieldLookupTests: XCTestCase {
    /// Records the search text of every state the provider was given.
    @MainActor
    private final class SearchProbe {
        private(set) var texts: [String?] = []

        func provide(_ state: EmptyDataSetConfigurationState) -> EmptyDataSetConfiguration? {
            texts.append(state.searchText)
            var configuration = EmptyDataSetConfiguration.search(query: state.searchText ?? "")
            configuration.fadesIn = false
            return configuration
        }
    }

    /// `root` in a shown window, laid out (`onScreen` runs then: a push, an activated search); the fixture of `tableView` (in that window, or put in
    /// it) keeps `root` and the probe alive; the probe is the table's provider.
    private func follow(
        _ tableView: UITableView, in root: UIViewController, file: StaticString = #filePath, line: UInt = #line,
        onScreen: () -> Void = {}
    ) -> (EmptyDataSetFixture<UITableView>, SearchProbe) {
        let window = makeShownWindow()
        window.rootViewController = root
        window.layoutIfNeeded()
        onScreen()
        window.layoutIfNeeded()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        let fixture = makeFixture(for: tableView, in: window, start: .detached)
        XCTAssertTrue(tableView.window === window, "precondition: the table is on screen in its controller", file: file, line: line)
        let probe = SearchProbe()
        fixture.keep(root, probe)
        tableView.emptyDataSetConfigurationProvider = { probe.provide($0) }
        XCTAssertTrue(waitUntil { tableView.isEmptyDataSetVisible }, "shown", file: file, line: line)
        drainMainQueue()
        return (fixture, probe)
    }

    /// What typing does: the text changes and the field posts `textDidChangeNotification`.
    private func type(_ text: String, into bar: UISearchBar) {
        bar.text = text
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: bar.searchTextField)
    }

    /// Types into `bar` and waits until the provider was asked with the text.
    private func assertFollows(
        _ bar: UISearchBar, _ probe: SearchProbe, file: StaticString = #filePath, line: UInt = #line
    ) {
        type("kiwi", into: bar)
        XCTAssertTrue(waitUntil { probe.texts.last == "kiwi" }, "asked with the typed text: \(probe.texts)", file: file, line: line)
        type("kiwis", into: bar)
        XCTAssertTrue(waitUntil { probe.texts.last == "kiwis" }, "and as the typing goes on", file: file, line: line)
    }

    // MARK: Where apps put their search

    /// `UISearchController(searchResultsController:)`: the empty state is in the results
    /// controller, whose parent is the search controller.
    func testResultsControllerFollowsItsSearchController() throws {
        let results = UITableViewController(style: .plain)
        let search = UISearchController(searchResultsController: results)
        search.showsSearchResultsController = true
        let home = UIViewController()
        home.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: home)
        let window = makeShownWindow()
        window.rootViewController = navigation
        window.layoutIfNeeded()
        search.isActive = true
        XCTAssertTrue(
            waitUntil { results.parent === search && results.viewIfLoaded?.window != nil },
            "precondition: the results controller shows, inside its search controller")
        let tableView = try XCTUnwrap(results.tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        let fixture = makeFixture(for: tableView, in: window, start: .detached)
        let probe = SearchProbe()
        fixture.keep(navigation, search, probe)
        tableView.emptyDataSetConfigurationProvider = { probe.provide($0) }
        XCTAssertTrue(waitUntil { tableView.isEmptyDataSetVisible })

        assertFollows(search.searchBar, probe)
        search.isActive = false
    }

    /// A list two containers below the controller that owns the search (one parent was the limit).
    func testControllerNestedTwoLevelsDeepFollowsTheOuterSearch() {
        let list = UITableViewController(style: .plain)
        let middle = UIViewController()
        let outer = UIViewController()
        let search = UISearchController(searchResultsController: nil)
        outer.navigationItem.searchController = search
        Self.embed(list, in: middle)
        Self.embed(middle, in: outer)
        let navigation = UINavigationController(rootViewController: outer)
        let (_, probe) = follow(list.tableView, in: navigation)

        assertFollows(search.searchBar, probe)
    }

    /// The nearest controller's search wins over an outer one's.
    func testTheNearestSearchWins() {
        let list = UITableViewController(style: .plain)
        let outer = UIViewController()
        let outerSearch = UISearchController(searchResultsController: nil)
        outerSearch.searchBar.text = "outer"
        outer.navigationItem.searchController = outerSearch
        let ownSearch = UISearchController(searchResultsController: nil)
        list.navigationItem.searchController = ownSearch
        Self.embed(list, in: outer)
        let navigation = UINavigationController(rootViewController: outer)
        let (fixture, probe) = follow(list.tableView, in: navigation)
        fixture.keep(ownSearch)

        XCTAssertEqual((probe.texts.last ?? nil) ?? "", "", "its own (empty) field, not the outer one's text")
        assertFollows(ownSearch.searchBar, probe)
    }

    /// A search bar as the table header (UIKit's early pattern, still common).
    func testSearchBarInTheTableHeaderIsFollowed() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: testWindowFrame.width, height: 56))
        let fixture = makeTableFixture(start: .detached, prepare: { $0.tableHeaderView = bar })
        let probe = SearchProbe()
        fixture.keep(probe, bar)
        fixture.tableView.emptyDataSetConfigurationProvider = { probe.provide($0) }
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible })

        assertFollows(bar, probe)
    }

    /// A header that wraps its search bar in a container.
    func testSearchBarInsideTheTableHeaderIsFollowed() {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: testWindowFrame.width, height: 100))
        let bar = UISearchBar(frame: CGRect(x: 0, y: 44, width: testWindowFrame.width, height: 56))
        header.addSubview(bar)
        let fixture = makeTableFixture(start: .detached, prepare: { $0.tableHeaderView = header })
        let probe = SearchProbe()
        fixture.keep(probe, bar)
        fixture.tableView.emptyDataSetConfigurationProvider = { probe.provide($0) }
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible })

        assertFollows(bar, probe)
    }

    /// iOS 18's search tab: a list pushed over the screen that owns the tab's search follows that
    /// search while the user searches (a results list pushed for the search), and not once the
    /// search ended (a detail screen must not say "No Results for “kiwi”"). A plain tab (and every
    /// tab before iOS 18) is never followed: a pushed screen is not the root's search results.
    func testAPushedListFollowsTheRootsSearchOnlyInAnActiveSearchTab() throws {
        let plain = followPushedList(searchTab: false, searching: true)
        type("kiwi", into: plain.search.searchBar)
        drainMainQueue()
        XCTAssertTrue(plain.probe.texts.allSatisfy { $0 == nil }, "a plain tab: not the root's search \(plain.probe.texts)")

        if #available(iOS 18.0, visionOS 2.0, *) {
            let ended = followPushedList(searchTab: true, searching: false)
            XCTAssertTrue(ended.list.navigationController?.tab is UISearchTab, "precondition: a search tab's stack")
            XCTAssertFalse(ended.search.isActive, "precondition: no search under way")
            type("kiwi", into: ended.search.searchBar)
            drainMainQueue()
            XCTAssertTrue(ended.probe.texts.allSatisfy { $0 == nil }, "an inactive search: not followed \(ended.probe.texts)")

            let searching = followPushedList(searchTab: true, searching: true)
            XCTAssertTrue(searching.search.isActive, "precondition: the search stays active under the pushed list")
            assertFollows(searching.search.searchBar, searching.probe)
        }
    }

    /// A tab bar controller in a shown window whose one tab (a search tab from iOS 18 when
    /// `searchTab`, else a plain one) shows a root screen with a `navigationItem.searchController`
    /// and a list pushed over it; the search is made active on the root before the push when
    /// `searching`. The returned fixture keeps everything alive.
    private func followPushedList(
        searchTab: Bool, searching: Bool, file: StaticString = #filePath, line: UInt = #line
    ) -> (fixture: EmptyDataSetFixture<UITableView>, probe: SearchProbe, search: UISearchController, list: UITableViewController) {
        let root = UIViewController()
        let search = UISearchController(searchResultsController: nil)
        root.navigationItem.searchController = search
        let list = UITableViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        if #available(iOS 18.0, visionOS 2.0, *) {
            tabs.tabs = [
                searchTab
                    ? UISearchTab { _ in navigation }
                    : UITab(title: "List", image: nil, identifier: "list") { _ in navigation }
            ]
        } else {
            tabs.viewControllers = [navigation]
        }
        let (fixture, probe) = follow(list.tableView, in: tabs, file: file, line: line) {
            if searching {
                search.isActive = true
                XCTAssertTrue(waitUntil { search.isActive }, "precondition: the search is active", file: file, line: line)
            }
            navigation.pushViewController(list, animated: false)
        }
        fixture.keep(search, list, navigation)
        return (fixture, probe, search, list)
    }

    // MARK: Named

    /// The bar the app names wins over every bar found; without it, the found one counts again.
    func testTheNamedSearchBarWinsAndCanBeRemoved() {
        let headerBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: testWindowFrame.width, height: 56))
        headerBar.text = "header"
        let fixture = makeTableFixture(start: .detached, prepare: { $0.tableHeaderView = headerBar })
        let named = UISearchBar(frame: CGRect(x: 0, y: 0, width: testWindowFrame.width, height: 56))
        fixture.window.addSubview(named)
        named.text = "named"
        let probe = SearchProbe()
        fixture.keep(probe, headerBar, named)
        fixture.tableView.emptyDataSetSearchBar = named
        fixture.tableView.emptyDataSetConfigurationProvider = { probe.provide($0) }
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible })
        XCTAssertTrue(fixture.tableView.emptyDataSetSearchBar === named)
        XCTAssertEqual(probe.texts.last ?? nil, "named", "the named bar, not the header's")

        assertFollows(named, probe)
        type("typed in the header", into: headerBar)
        drainMainQueue()
        XCTAssertEqual(probe.texts.last ?? nil, "kiwis", "the header is not followed while a bar is named")

        fixture.tableView.emptyDataSetSearchBar = nil
        XCTAssertTrue(waitUntil { probe.texts.last == "typed in the header" }, "removed: asked again, with the bar found")
    }

    func testTheNamedSearchBarIsHeldWeakly() {
        let fixture = makeTableFixture(start: .detached)
        weak var released: UISearchBar?
        // In a pool: what the setter and the check autorelease is drained here, not at the end of
        // the test's run-loop turn, so only the scroll view could keep the bar alive.
        autoreleasepool {
            let bar = UISearchBar(frame: .zero)
            released = bar
            fixture.tableView.emptyDataSetSearchBar = bar
            XCTAssertTrue(fixture.tableView.emptyDataSetSearchBar === bar)
        }
        XCTAssertTrue(waitUntil { released == nil }, "the scroll view does not keep it alive")
        XCTAssertNil(fixture.tableView.emptyDataSetSearchBar, "and reads nil once it is gone")
    }

    // MARK: Helpers

    private static func embed(_ child: UIViewController, in parent: UIViewController) {
        parent.addChild(child)
        child.view.frame = parent.view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
    }
}
#endif
