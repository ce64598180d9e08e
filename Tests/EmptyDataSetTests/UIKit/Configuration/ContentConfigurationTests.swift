#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// UIKit content configurations as the empty state (`.content(_:)`): hosted directly in the empty
/// state (filling it, outside the package's margins and inner scroll view; Apple's own view at the
/// readable width, tested in HostedContentInteractionTests), updated for the state, compared by value or identity, released
/// when the state hides; and the conversion to iOS 17's `UIContentUnavailableConfiguration`.
@MainActor
final class ContentConfigurationTests: XCTestCase {
    /// A configuration with a text, shown by ``ProbeView``.
    private protocol TextConfiguration: UIContentConfiguration {
        var text: String { get }
    }

    /// An app's own content configuration, compared by value (`Hashable`), that records the state
    /// it was updated for.
    private struct ProbeConfiguration: TextConfiguration, Hashable {
        var text: String
        /// What `updated(for:)` was given: the kind of state, its appearance, its search text.
        var stateKind: String?
        var stateStyle: UIUserInterfaceStyle?
        var stateSearchText: String?

        func makeContentView() -> any UIView & UIContentView {
            ProbeView(configuration: self)
        }

        func updated(for state: any UIConfigurationState) -> ProbeConfiguration {
            var updated = self
            updated.stateStyle = state.traitCollection.userInterfaceStyle
            if #available(iOS 17.0, tvOS 17.0, *), let state = state as? UIContentUnavailableConfigurationState {
                updated.stateKind = "contentUnavailable"
                updated.stateSearchText = state.searchText
            } else if state is UIViewConfigurationState {
                updated.stateKind = "view"
            } else {
                updated.stateKind = "other"
            }
            return updated
        }
    }

    /// The same, compared by identity (not `Hashable`, as `UIHostingConfiguration`).
    private struct IdentityConfiguration: TextConfiguration {
        var text: String

        func makeContentView() -> any UIView & UIContentView {
            ProbeView(configuration: self)
        }

        func updated(for state: any UIConfigurationState) -> IdentityConfiguration {
            self
        }
    }

    /// Shows a configuration's text in a label; counts the configurations it was given.
    private final class ProbeView: UIView, UIContentView {
        let label = UILabel()
        private(set) var configurationSets = 0
        var configuration: any UIContentConfiguration {
            didSet {
                configurationSets += 1
                label.text = (configuration as? any TextConfiguration)?.text
            }
        }

        init(configuration: any TextConfiguration) {
            self.configuration = configuration
            super.init(frame: .zero)
            label.text = configuration.text
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: layoutMarginsGuide.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: layoutMarginsGuide.centerYAnchor),
            ])
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("not used")
        }
    }

    // MARK: Helpers

    /// The view the content configuration made, as the empty state hosts it: a direct subview of
    /// the empty-state view filling it, the package's own content (and inner scroll view) hidden.
    private func hostedView(
        in fixture: EmptyDataSetFixture<UITableView>, file: StaticString = #filePath, line: UInt = #line
    ) throws -> UIView & UIContentView {
        let view = try fixture.layOut(file: file, line: line)
        let hosted = try XCTUnwrap(view.hostedContentView, "the configuration's view is hosted", file: file, line: line)
        XCTAssertTrue(hosted.superview === view, "directly in the empty state", file: file, line: line)
        XCTAssertFalse(hosted.isDescendant(of: view.contentScrollView), "not in the inner scroll view", file: file, line: line)
        XCTAssertTrue(view.contentScrollView.isHidden, "the package's own content makes way", file: file, line: line)
        XCTAssertNil(view.customView, "not treated as a custom view", file: file, line: line)
        return hosted
    }

    /// Asserts that `hosted` fills the laid-out empty state, which has a size.
    private func assertFills(
        _ hosted: UIView, _ fixture: EmptyDataSetFixture<UITableView>, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let view = try fixture.layOut(file: file, line: line)
        XCTAssertGreaterThan(view.bounds.width, 0, "the empty state has a size", file: file, line: line)
        XCTAssertGreaterThan(view.bounds.height, 0, file: file, line: line)
        let frame = hosted.convert(hosted.bounds, to: view)
        XCTAssertEqual(frame.minX, 0, accuracy: 0.5, "fills, not inset by the package's margins", file: file, line: line)
        XCTAssertEqual(frame.minY, 0, accuracy: 0.5, file: file, line: line)
        XCTAssertEqual(frame.width, view.bounds.width, accuracy: 0.5, file: file, line: line)
        XCTAssertEqual(frame.height, view.bounds.height, accuracy: 0.5, file: file, line: line)
    }

    /// A table with the spy as delegate only, showing `.content(configuration)`.
    private func showContent(
        _ configuration: any UIContentConfiguration, prepare: (UITableView) -> Void = { _ in },
        file: StaticString = #filePath, line: UInt = #line
    ) -> EmptyDataSetFixture<UITableView> {
        let fixture = makeTableFixture(start: .detached, prepare: prepare)
        fixture.tableView.emptyDataSetDelegate = fixture.spy
        fixture.tableView.emptyDataSetConfiguration = .content(configuration)
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible }, "shown", file: file, line: line)
        drainMainQueue()
        return fixture
    }

    private func probeConfiguration(of view: UIView & UIContentView) -> ProbeConfiguration? {
        view.configuration as? ProbeConfiguration
    }

    /// The texts of the visible labels inside `view`.
    private static func labelTexts(in view: UIView) -> [String] {
        var texts: [String] = []
        if let label = view as? UILabel, !label.isHidden, let text = label.text ?? label.attributedText?.string {
            texts.append(text)
        }
        for subview in view.subviews { texts += labelTexts(in: subview) }
        return texts
    }

    // MARK: Hosting

    /// `UIListContentConfiguration` (iOS 14) on every supported version: hosted filling the empty
    /// state, updated in place, and still shown by this package's emptiness detection.
    func testListContentConfigurationIsHostedAndUpdatedInPlace() throws {
        var first = UIListContentConfiguration.cell()
        first.text = "First"
        var second = first
        second.text = "Second"
        let fixture = showContent(first)
        let hosted = try hostedView(in: fixture)
        try assertFills(hosted, fixture)
        XCTAssertEqual((hosted.configuration as? UIListContentConfiguration)?.text, "First")
        fixture.spy.resetCalls()

        fixture.tableView.emptyDataSetConfiguration = .content(second)

        XCTAssertTrue(
            waitUntil { (hosted.configuration as? UIListContentConfiguration)?.text == "Second" },
            "the same view shows the new configuration")
        XCTAssertTrue(try hostedView(in: fixture) === hosted, "identity kept")
        XCTAssertEqual(fixture.spy.lifecycleCalls, [], "an update, not a new appearance")

        fixture.dataSource.itemCounts = [1]
        fixture.tableView.reloadData()
        XCTAssertTrue(waitUntil { !fixture.tableView.isEmptyDataSetVisible }, "rows hide it: this package's detection")
    }

    /// Replaces the iOS 15 branch that tested a list configuration under Apple's name: every version
    /// updates the configuration for a state with the scroll view's traits — iOS 17's
    /// content-unavailable state from iOS 17, a view configuration state before.
    func testHostedConfigurationIsUpdatedForTheStateWithTheScrollViewsTraits() throws {
        let fixture = showContent(ProbeConfiguration(text: "Probe"), prepare: { $0.overrideUserInterfaceStyle = .dark })
        let hosted = try hostedView(in: fixture)

        let shown = try XCTUnwrap(probeConfiguration(of: hosted), "the view shows the updated configuration")
        XCTAssertEqual(shown.text, "Probe")
        XCTAssertEqual(shown.stateStyle, .dark, "the scroll view's traits, not a default")
        if #available(iOS 17.0, tvOS 17.0, *) {
            XCTAssertEqual(shown.stateKind, "contentUnavailable", "the state Apple's configurations read")
        } else {
            XCTAssertEqual(shown.stateKind, "view", "the only state before iOS 17")
        }
        XCTAssertEqual((hosted as? ProbeView)?.label.text, "Probe")
        try assertFills(hosted, fixture)
    }

    // tvOS follows no search field (`searchTextField` is iOS-only).
    #if !os(tvOS)
    /// From iOS 17 the state carries the live search text, so Apple's `search()` shows the query
    /// (the README's example), in a hosted view with a size; before iOS 17 the state has no search
    /// text and typing re-renders nothing.
    func testLiveSearchTextReachesHostedConfigurationsFromiOS17() throws {
        let window = makeShownWindow()
        let results = UITableViewController(style: .plain)
        let search = UISearchController(searchResultsController: nil)
        results.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: results)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let tableView = try XCTUnwrap(results.tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        let fixture = makeFixture(for: tableView, in: window, start: .detached)
        fixture.keep(navigation, results, search)
        search.searchBar.text = "kiwi"
        tableView.emptyDataSetConfiguration = .content(ProbeConfiguration(text: "Probe"))
        XCTAssertTrue(waitUntil { tableView.isEmptyDataSetVisible })
        drainMainQueue()
        let probe = try XCTUnwrap(emptyView(of: tableView).hostedContentView as? ProbeView)

        func type(_ text: String) {
            search.searchBar.text = text
            NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: search.searchBar.searchTextField)
        }

        if #available(iOS 17.0, tvOS 17.0, *) {
            XCTAssertEqual(probeConfiguration(of: probe)?.stateSearchText, "kiwi", "the text already typed")
            let changes = fixture.signalCount(.configurationChange)
            type("kiwis")
            XCTAssertTrue(
                waitUntil { self.probeConfiguration(of: probe)?.stateSearchText == "kiwis" }, "follows the typing, though the configuration is equal")
            XCTAssertGreaterThan(fixture.signalCount(.configurationChange), changes, "through the state change")

            // Apple's own search configuration shows the query, in a view with a size.
            tableView.emptyDataSetConfiguration = .content(UIContentUnavailableConfiguration.search())
            XCTAssertTrue(waitUntil {
                guard let hosted = try? emptyView(of: tableView).hostedContentView else { return false }
                return hosted is UIContentUnavailableView && Self.labelTexts(in: hosted).contains { $0.contains("kiwis") }
            }, "Apple's view shows the query")
            type("fig")
            XCTAssertTrue(waitUntil {
                guard let hosted = try? emptyView(of: tableView).hostedContentView else { return false }
                return Self.labelTexts(in: hosted).contains { $0.contains("fig") }
            }, "and follows the typing")
            let view = try layOut(tableView)
            let hosted = try XCTUnwrap(view.hostedContentView)
            XCTAssertGreaterThan(hosted.bounds.width, 0, "a non-zero size")
            XCTAssertGreaterThan(hosted.bounds.height, 0)
            XCTAssertEqual(hosted.bounds.size.height, view.bounds.height, accuracy: 0.5, "filling the empty state")
        } else {
            XCTAssertNil(probeConfiguration(of: probe)?.stateSearchText, "no search text in the state before iOS 17")
            let sets = probe.configurationSets
            type("kiwis")
            drainMainQueue()
            XCTAssertEqual(probe.configurationSets, sets, "typing re-renders nothing")
        }
    }
    #endif

    func testConfigurationOfAnotherKindMakesANewView() throws {
        var list = UIListContentConfiguration.cell()
        list.text = "List"
        let fixture = showContent(list)
        let listView = try hostedView(in: fixture)

        fixture.tableView.emptyDataSetConfiguration = .content(ProbeConfiguration(text: "Probe"))

        XCTAssertTrue(waitUntil { (try? fixture.emptyView().hostedContentView) is ProbeView }, "the new kind shows")
        let hosted = try hostedView(in: fixture)
        XCTAssertFalse(hosted === listView, "a view that cannot show it is replaced")
        XCTAssertNil(listView.superview, "the old view is gone")
        try assertFills(hosted, fixture)
    }

    func testPlainConfigurationAfterContentShowsTheStandardElements() throws {
        var list = UIListContentConfiguration.cell()
        list.text = "List"
        let fixture = showContent(list)
        let listView = try hostedView(in: fixture)

        fixture.tableView.emptyDataSetConfiguration = .search(query: "kiwi")

        XCTAssertTrue(waitUntil { (try? fixture.emptyView().titleLabel.attributedText?.string) == "No Results for “kiwi”" })
        let view = try fixture.emptyView()
        XCTAssertFalse(view.contentScrollView.isHidden, "the package's content is back")
        XCTAssertFalse(view.stackView.isHidden)
        XCTAssertNil(view.hostedContentView)
        XCTAssertNil(listView.superview, "the hosted view is taken out")
    }

    // MARK: Comparison

    /// `Hashable` content configurations compare by value: an equal one set again, or found again by
    /// a reload, changes nothing.
    func testAnEqualHashableConfigurationChangesNothing() throws {
        let fixture = showContent(ProbeConfiguration(text: "Same"))
        let probe = try XCTUnwrap(try hostedView(in: fixture) as? ProbeView)
        let sets = probe.configurationSets
        let changes = fixture.signalCount(.configurationChange)
        let reloads = fixture.signalCount(.reloadHook)

        fixture.tableView.emptyDataSetConfiguration = .content(ProbeConfiguration(text: "Same"))
        fixture.tableView.reloadData()
        drainMainQueue()

        XCTAssertEqual(fixture.signalCount(.configurationChange), changes, "the setter saw no change")
        XCTAssertEqual(fixture.signalCount(.reloadHook), reloads + 1, "the reload ran")
        XCTAssertEqual(probe.configurationSets, sets, "nothing rendered")

        fixture.tableView.emptyDataSetConfiguration = .content(ProbeConfiguration(text: "Changed"))
        XCTAssertTrue(waitUntil { probe.label.text == "Changed" }, "a different value renders")
        XCTAssertGreaterThan(probe.configurationSets, sets)
    }

    /// Content configurations that are not `Hashable` compare by identity: a new value with the
    /// same content is a change; the same value (a copy of the configuration) is not.
    func testOtherConfigurationsCompareByIdentity() throws {
        let configuration = EmptyDataSetConfiguration.content(IdentityConfiguration(text: "Same"))
        let fixture = makeTableFixture(start: .detached)
        fixture.tableView.emptyDataSetConfiguration = configuration
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible })
        drainMainQueue()
        let probe = try XCTUnwrap(try hostedView(in: fixture) as? ProbeView)
        let sets = probe.configurationSets

        let copy = configuration
        fixture.tableView.emptyDataSetConfiguration = copy
        drainMainQueue()
        XCTAssertEqual(probe.configurationSets, sets, "the same value: no change")

        fixture.tableView.emptyDataSetConfiguration = .content(IdentityConfiguration(text: "Same"))
        XCTAssertTrue(waitUntil { probe.configurationSets > sets }, "a new value: rendered again, in place")
        XCTAssertTrue(try hostedView(in: fixture) === probe)
    }

    // MARK: Release

    func testHostedViewIsReleasedWhenTheStateHides() throws {
        let fixture = showContent(ProbeConfiguration(text: "Probe"))
        weak var released: UIView?
        // Each step in a pool: what the lookup and the reload autorelease is drained at once, so
        // only the package could keep the view alive (not the test's own run-loop turn).
        try autoreleasepool {
            let hosted = try hostedView(in: fixture)
            released = hosted
        }
        XCTAssertNotNil(released, "precondition: hosted")

        autoreleasepool {
            fixture.dataSource.itemCounts = [1]
            fixture.tableView.reloadData()
        }

        XCTAssertTrue(waitUntil { !fixture.tableView.isEmptyDataSetVisible }, "rows hide it")
        XCTAssertNil(try fixture.emptyView().hostedContentView, "let go")
        XCTAssertTrue(waitUntil { released == nil }, "and released")
        XCTAssertFalse(try fixture.emptyView().contentScrollView.isHidden, "ready for the package's own content")

        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        XCTAssertTrue(waitUntil { (try? fixture.emptyView().hostedContentView) is ProbeView }, "a new view on the next appearance")
    }

    func testHostedViewIsReleasedWhenTheConfigurationIsRemoved() throws {
        let fixture = showContent(ProbeConfiguration(text: "Probe"))
        weak var released: UIView?
        // In pools, as above: only the package could keep the view alive.
        try autoreleasepool {
            let hosted = try hostedView(in: fixture)
            released = hosted
        }

        autoreleasepool {
            fixture.tableView.emptyDataSetConfiguration = nil
        }

        XCTAssertTrue(waitUntil { !fixture.tableView.isEmptyDataSetVisible }, "no configuration, no source: hidden")
        XCTAssertTrue(waitUntil { released == nil }, "released")
        XCTAssertNil(fixture.tableView.emptyDataSetControllerIfPresent?.renderGate.rendered, "the render gate let go too")
    }

    // MARK: Conversion

    private func convertible() -> EmptyDataSetConfiguration {
        var configuration = EmptyDataSetConfiguration.empty()
        configuration.image = UIImage(systemName: "tray")
        configuration.imageProperties.tintColor = .systemRed
        configuration.imageProperties.maximumSize = CGSize(width: 60, height: 60)
        configuration.imageProperties.cornerRadius = 6
        configuration.text = "No Messages"
        configuration.textProperties.numberOfLines = 2
        configuration.secondaryText = "Messages appear here."
        var button = UIButton.Configuration.borderedProminent()
        button.title = "Compose"
        configuration.button = button
        configuration.buttonProperties.isEnabled = false
        configuration.background.color = .systemYellow
        configuration.alignment = .natural
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.imageToTextPadding = 21
        configuration.textToSecondaryTextPadding = 22
        configuration.textToButtonPadding = 23
        configuration.buttonToSecondaryButtonPadding = 24
        return configuration
    }

    /// The package renders the fields on every version; from iOS 17 the same value converts to
    /// Apple's configuration field for field, and Apple's view renders it.
    func testConvertibleFieldsRenderHereAndConvertToApplesConfiguration() throws {
        let configuration = convertible()
        let (_, view) = try makeConfiguredTable(configuration)
        XCTAssertEqual(view.titleLabel.attributedText?.string, "No Messages")
        XCTAssertEqual(view.titleLabel.numberOfLines, 2)
        XCTAssertEqual(view.detailLabel.attributedText?.string, "Messages appear here.")
        XCTAssertEqual(view.primaryButton.configuration?.title, "Compose")
        XCTAssertFalse(view.primaryButton.isEnabled)
        XCTAssertEqual(view.backgroundColor, .systemYellow)
        XCTAssertEqual(view.stackView.alignment, .leading)

        if #available(iOS 17.0, tvOS 17.0, *) {
            let apple = configuration.contentUnavailableConfiguration
            XCTAssertEqual(apple.text, "No Messages")
            XCTAssertEqual(apple.secondaryText, "Messages appear here.")
            XCTAssertEqual(apple.image, configuration.image)
            XCTAssertEqual(apple.imageProperties.tintColor, .systemRed)
            XCTAssertEqual(apple.imageProperties.maximumSize, CGSize(width: 60, height: 60))
            XCTAssertEqual(apple.imageProperties.cornerRadius, 6)
            XCTAssertEqual(apple.textProperties.numberOfLines, 2)
            XCTAssertEqual(apple.button.title, "Compose")
            XCTAssertFalse(apple.buttonProperties.isEnabled)
            XCTAssertEqual(apple.background.backgroundColor, .systemYellow)
            XCTAssertEqual(apple.alignment, .natural)
            XCTAssertEqual(apple.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            XCTAssertEqual(apple.imageToTextPadding, 21)
            XCTAssertEqual(apple.textToSecondaryTextPadding, 22)
            XCTAssertEqual(apple.textToButtonPadding, 23)
            XCTAssertEqual(apple.buttonToSecondaryButtonPadding, 24)
            let appleView = apple.makeContentView()
            XCTAssertEqual((appleView.configuration as? UIContentUnavailableConfiguration)?.text, "No Messages")
        }
    }

    /// The loading preset shows an activity indicator here on every version; from iOS 17 its
    /// conversion is Apple's loading configuration, whose view shows one too.
    func testLoadingShowsAnActivityIndicatorHereAndInApplesConfiguration() throws {
        let loading = EmptyDataSetConfiguration.loading()
        let (_, view) = try makeConfiguredTable(loading)
        XCTAssertFalse(view.activityIndicator.isHidden)
        XCTAssertTrue(view.activityIndicator.isAnimating)

        if #available(iOS 17.0, tvOS 17.0, *) {
            let apple = loading.contentUnavailableConfiguration
            XCTAssertFalse((apple.text ?? "").isEmpty, "a loading text")
            // Apple's loading configuration is the only one that draws an activity indicator; it
            // is not a public property, so its view is asked: it contains one.
            let appleView = apple.makeContentView()
            let window = makeShownWindow()
            appleView.frame = window.bounds
            window.addSubview(appleView)
            appleView.layoutIfNeeded()
            let box = UncheckedSendableBox(window)
            addTeardownBlock { MainActor.assumeIsolated { box.value.isHidden = true } }
            XCTAssertTrue(Self.containsActivityIndicator(appleView), "Apple's view shows an activity indicator")
        }
    }

    private static func containsActivityIndicator(_ view: UIView) -> Bool {
        view is UIActivityIndicatorView || view.subviews.contains { containsActivityIndicator($0) }
    }
}
#endif
