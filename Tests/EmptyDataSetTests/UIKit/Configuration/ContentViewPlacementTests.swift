#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The content view in a cell as UIKit measures and reuses it: margins known before the first
/// measurement, the safe area only where it stays put, hosted content at its fitting height, the
/// retry kept while the state reads the same, the buttons as VoiceOver custom actions, and
/// `allowsTouch`.
@MainActor
final class ContentViewPlacementTests: XCTestCase {
    private lazy var star = UIImage(systemName: "star")

    private func favorites(_ text: String = "No Favorites Yet") -> EmptyDataSetConfiguration {
        var configuration = EmptyDataSetConfiguration.empty()
        configuration.image = star
        configuration.text = text
        configuration.secondaryText = "Tap the star on a recipe to keep it here."
        return configuration
    }

    /// A shown window of `size` whose root view controller's view is a self-sizing table with one
    /// row showing `configuration`; the table's first measured row height is recorded.
    /// Bars as a navigation controller and a home indicator would give them (a window made with
    /// `UIWindow(frame:)` has no safe area of its own).
    private let bars = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)

    private func makeTable(
        size: CGSize, configuration: any UIContentConfiguration, insetAdjustment: UIScrollView.ContentInsetAdjustmentBehavior = .automatic,
        safeArea: UIEdgeInsets = .zero
    ) -> (UIWindow, UITableView, PlacementCellDataSource) {
        let window = makeShownWindow(frame: CGRect(origin: .zero, size: size))
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = safeArea
        window.rootViewController = controller
        let dataSource = PlacementCellDataSource(configuration: configuration)
        let table = UITableView(frame: controller.view.bounds, style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.contentInsetAdjustmentBehavior = insetAdjustment
        table.register(UITableViewCell.self, forCellReuseIdentifier: PlacementCellDataSource.identifier)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 44
        table.dataSource = dataSource
        table.delegate = dataSource
        controller.view.addSubview(table)
        window.layoutIfNeeded()
        table.reloadData()
        table.layoutIfNeeded()
        addTeardownBlock { MainActor.assumeIsolated { window.isHidden = true } }
        return (window, table, dataSource)
    }

    // MARK: - Margins before the first measurement

    func testOnWidePhonesAndIPadTheFirstMeasuredHeightIsTheContentWithTheWideMargins() throws {
        for size in [CGSize(width: 430, height: 932), CGSize(width: 768, height: 1024)] {
            let (_, table, dataSource) = makeTable(size: size, configuration: favorites())
            let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)), "\(size)")
            let view = try XCTUnwrap(firstSubview(of: EmptyDataSetContentView.self, in: cell), "\(size)")
            let margins = view.emptyView.directionalLayoutMargins
            XCTAssertEqual(margins.top, 20, "\(size): the on-screen margins")
            XCTAssertEqual(margins.leading, 20, "\(size)")
            let first = try XCTUnwrap(dataSource.firstMeasuredHeight, "\(size): the table displayed the row")
            XCTAssertEqual(
                first, view.emptyView.contentView.frame.height + margins.top + margins.bottom, accuracy: 1,
                "\(size): the first measurement already had the 20 pt margins (iOS 15 never measures again)")
            XCTAssertEqual(cell.frame.height, first, accuracy: 0.5, "\(size): no second measurement was needed")
            XCTAssertFalse(view.emptyView.contentScrollView.isScrollEnabled, "\(size): the cell fits its content, nothing scrolls")
            withExtendedLifetime(dataSource) {}
        }
    }

    func testMeasuredOutsideAWindowAtACellsWidthTheMarginsAreTheOnScreenOnes() throws {
        // What `cellForRow` gives the table: a cell sized to the table's width, not in a window.
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 430, height: 44)
        cell.contentConfiguration = favorites()
        let view = try XCTUnwrap(firstSubview(of: EmptyDataSetContentView.self, in: cell))
        let fitted = cell.systemLayoutSizeFitting(
            CGSize(width: 430, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(view.emptyView.directionalLayoutMargins.top, 20, "from the cell's width, with no view controller")
        XCTAssertGreaterThan(fitted.height, view.emptyView.titleLabel.intrinsicContentSize.height + 40)
    }

    // MARK: - The safe area

    func testInAFullBleedTableTheTopCellIgnoresTheBarsInset() throws {
        let (_, table, dataSource) = makeTable(
            size: CGSize(width: 390, height: 844), configuration: favorites(), insetAdjustment: .never, safeArea: bars)
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let view = try XCTUnwrap(firstSubview(of: EmptyDataSetContentView.self, in: cell))
        XCTAssertGreaterThan(view.safeAreaInsets.top, 0, "precondition: the top cell lies under the bar's inset")
        XCTAssertFalse(view.honoursSafeArea, "a cell moves with scrolling, and its safe area with it")
        XCTAssertEqual(view.emptyView.frame.minY, 0, accuracy: 0.5, "pinned to the view's top, not below the inset")
        XCTAssertEqual(view.emptyView.frame.maxY, view.bounds.maxY, accuracy: 0.5)
        withExtendedLifetime(dataSource) {}
    }

    func testOutsideAScrollViewTheContentKeepsClearOfTheSafeArea() throws {
        let window = makeShownWindow()
        defer { window.isHidden = true }
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = bars
        window.rootViewController = controller
        let view = EmptyDataSetContentView(configuration: favorites())
        view.frame = controller.view.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.view.addSubview(view)
        window.layoutIfNeeded()
        XCTAssertGreaterThanOrEqual(view.safeAreaInsets.top, 44, "precondition: the bars' insets reach the view")
        XCTAssertTrue(view.honoursSafeArea)
        XCTAssertEqual(view.emptyView.frame.minY, view.safeAreaInsets.top, accuracy: 0.5, "below the top bar")
        XCTAssertEqual(view.emptyView.frame.maxY, view.bounds.maxY - view.safeAreaInsets.bottom, accuracy: 0.5, "above the home indicator")

        // Moved into a cell, the same view switches to its edges; into a plain scroll view (not
        // a cell), it keeps the safe area.
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.contentView.addSubview(view)
        XCTAssertFalse(view.honoursSafeArea, "in a cell")
        let scrollView = UIScrollView(frame: controller.view.bounds)
        controller.view.addSubview(scrollView)
        scrollView.addSubview(view)
        XCTAssertTrue(view.honoursSafeArea, "a scroll view's own subview is no cell")
    }

    func testAsATablesBackgroundViewTheContentKeepsClearOfTheBars() throws {
        let (window, table, dataSource) = makeTable(
            size: CGSize(width: 390, height: 844), configuration: favorites(), insetAdjustment: .never, safeArea: bars)
        let view = EmptyDataSetContentView(configuration: favorites())
        table.backgroundView = view
        window.layoutIfNeeded()
        XCTAssertTrue(view.honoursSafeArea, "a background view stays put as the table scrolls")
        XCTAssertGreaterThanOrEqual(view.safeAreaInsets.top, 44, "precondition: the bar's inset reaches the background view")
        XCTAssertEqual(view.emptyView.frame.minY, view.safeAreaInsets.top, accuracy: 0.5, "not under the top bar")
        XCTAssertEqual(view.emptyView.frame.maxY, view.bounds.maxY - view.safeAreaInsets.bottom, accuracy: 0.5)
        withExtendedLifetime(dataSource) {}
    }

    // MARK: - Hosted content

    func testHostedContentShrinksWhenItNeedsLessHeight() throws {
        func list(_ text: String) -> UIListContentConfiguration {
            var list = UIListContentConfiguration.cell()
            list.text = text
            list.textProperties.numberOfLines = 0
            return list
        }
        let window = makeShownWindow()
        defer { window.isHidden = true }
        let long = Array(repeating: "Photos you take with the camera appear here.", count: 12).joined(separator: " ")
        let view = EmptyDataSetContentView(configuration: .content(list(long)))
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        // A second pass: the first measures the hosted view in `layoutSubviews` at the width it
        // just got, and the height that follows is laid out in the next.
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        let made = try XCTUnwrap(view.emptyView.hostedContentView)
        let tall = made.bounds.height
        XCTAssertGreaterThan(tall, 150, "precondition: twelve sentences take many lines")

        // Another configuration of the same type is applied in place to the same hosted view.
        view.configuration = EmptyDataSetConfiguration.content(list("No Photos"))
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        XCTAssertTrue(view.emptyView.hostedContentView === made, "precondition: the hosted view updated in place")
        XCTAssertLessThan(made.bounds.height, tall / 2, "the height follows the content down, not only up")
        XCTAssertLessThan(view.bounds.height, tall, "and so does the view's")
    }

    func testHostedContentInASelfSizingCellIsAsTallAsItFits() throws {
        let hosted: any UIContentConfiguration
        if #available(iOS 17.0, tvOS 17.0, *) {
            var unavailable = UIContentUnavailableConfiguration.empty()
            unavailable.image = UIImage(systemName: "photo")
            unavailable.text = "No Photos"
            unavailable.secondaryText = "Photos you take appear here."
            hosted = unavailable
        } else {
            // Before iOS 17 there is no UIContentUnavailableConfiguration: a list configuration
            // stands in as the hosted content, with the same outcome.
            var list = UIListContentConfiguration.cell()
            list.text = "No Photos"
            list.secondaryText = "Photos you take appear here."
            hosted = list
        }
        let (_, table, dataSource) = makeTable(size: CGSize(width: 390, height: 844), configuration: EmptyDataSetConfiguration.content(hosted))
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let view = try XCTUnwrap(firstSubview(of: EmptyDataSetContentView.self, in: cell))
        let made = try XCTUnwrap(view.emptyView.hostedContentView)
        XCTAssertTrue(view.emptyView.contentScrollView.isHidden)
        XCTAssertFalse(view.emptyView.contentTopConstraint.isActive, "the hidden content's margins size nothing")
        XCTAssertFalse(view.emptyView.contentBottomConstraint.isActive)
        let fitting = made.systemLayoutSizeFitting(
            CGSize(width: made.bounds.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        XCTAssertGreaterThan(made.bounds.height, 60, "not squeezed to the hidden content's margins (32 pt)")
        XCTAssertGreaterThanOrEqual(made.bounds.height + 1, fitting, "as tall as it fits")
        XCTAssertGreaterThanOrEqual(cell.frame.height + 0.5, made.frame.maxY, "the cell holds it")
        withExtendedLifetime(dataSource) {}
    }

    // MARK: - The retry and reuse

    func testTheSameStateBuiltAgainKeepsTheRetryAndAnotherStateFreesIt() throws {
        let gate = RetryGate()
        let view = EmptyDataSetContentView(configuration: .error(ContentAnywhereError()) { await gate.wait() })
        tap(view.emptyView.primaryButton) { gate.started }
        XCTAssertTrue(waitUntil { gate.started })
        XCTAssertTrue(view.isRetrying)

        // The app builds the same configuration again while the retry runs (a cell's
        // `configurationUpdateHandler`, `reconfigureItems`): a new closure, the same state.
        var rebuiltRetries = 0
        view.configuration = EmptyDataSetConfiguration.error(ContentAnywhereError()) { rebuiltRetries += 1 }
        XCTAssertTrue(view.isRetrying, "the same state keeps its running retry")
        XCTAssertFalse(view.emptyView.primaryButton.isEnabled, "no second retry while the first runs")
        XCTAssertEqual(view.emptyView.primaryButton.configuration?.showsActivityIndicator, true)
        view.emptyView.primaryButton.sendActions(for: .touchUpInside)
        drainMainQueue()
        XCTAssertEqual(rebuiltRetries, 0, "a tap while it runs starts nothing")

        // A reused cell given another row's configuration, which reads differently.
        var otherRowRetried = false
        view.configuration = EmptyDataSetConfiguration.error(OtherRowError()) { otherRowRetried = true }
        XCTAssertFalse(view.isRetrying, "another row's cell shows no spinner of this row's retry")
        XCTAssertTrue(view.emptyView.primaryButton.isEnabled)
        XCTAssertNotEqual(view.emptyView.primaryButton.configuration?.showsActivityIndicator, true)
        gate.open()
        XCTAssertTrue(waitUntil { gate.finished })
        XCTAssertFalse(view.isRetrying, "the old run's end leaves the new configuration alone")
        XCTAssertFalse(otherRowRetried)
    }

    func testAConfigurationSetAfterAMoveToAnotherCellFreesTheRetry() throws {
        let gate = RetryGate()
        let first = UITableViewCell(style: .default, reuseIdentifier: nil)
        let second = UITableViewCell(style: .default, reuseIdentifier: nil)
        let view = EmptyDataSetContentView(configuration: .error(ContentAnywhereError()) { await gate.wait() })
        first.contentView.addSubview(view)
        tap(view.emptyView.primaryButton) { gate.started }
        XCTAssertTrue(waitUntil { gate.started })
        view.configuration = EmptyDataSetConfiguration.error(ContentAnywhereError()) {}
        XCTAssertTrue(view.isRetrying, "set in place, in the same cell: kept")

        second.contentView.addSubview(view)
        XCTAssertTrue(view.isRetrying, "a move alone changes nothing shown")
        view.configuration = EmptyDataSetConfiguration.error(ContentAnywhereError()) {}
        XCTAssertFalse(view.isRetrying, "the first configuration in another cell is that cell's")
        XCTAssertTrue(view.emptyView.primaryButton.isEnabled)
        gate.open()
        XCTAssertTrue(waitUntil { gate.finished })
    }

    // MARK: - VoiceOver

    func testTheButtonsAreCustomActionsNamedByTheirTitles() throws {
        var retries = 0
        let view = EmptyDataSetContentView(configuration: .error(ContentAnywhereError()) { retries += 1 })
        let actions = try XCTUnwrap(view.accessibilityCustomActions)
        let retryTitle = PresetLocalization.string(for: .retry)
        XCTAssertEqual(actions.map(\.name), [retryTitle])
        let action = try XCTUnwrap(actions.first)
        XCTAssertEqual(action.actionHandler?(action), true)
        XCTAssertTrue(waitUntil { retries == 1 }, "the action runs the retry, as the button does")
        XCTAssertTrue(waitUntil { !view.isRetrying })

        view.configuration = favorites()
        XCTAssertNil(view.accessibilityCustomActions, "no button, no action")
        var untouchable = EmptyDataSetConfiguration.error(ContentAnywhereError()) {}
        untouchable.allowsTouch = false
        view.configuration = untouchable
        XCTAssertNil(view.accessibilityCustomActions, "a view that takes no touches offers no actions")
    }

    func testAButtonThatOpensAMenuGetsNoCustomAction() throws {
        var configuration = favorites()
        var sort = UIButton.Configuration.plain()
        sort.title = "Sort"
        configuration.button = sort
        configuration.buttonProperties.menu = UIMenu(children: [UIAction(title: "By Name") { _ in }])
        var add = UIButton.Configuration.filled()
        add.title = "Add"
        configuration.secondaryButton = add
        configuration.secondaryButtonProperties.primaryAction = UIAction { _ in }
        let view = EmptyDataSetContentView(configuration: configuration)
        let shown = [view.emptyView.primaryButton, view.emptyView.secondaryButton].filter { !$0.isHidden }
        XCTAssertEqual(shown.count, 2, "precondition: both buttons show")
        if #available(iOS 14.0, tvOS 17.0, *) {
            XCTAssertTrue(shown.contains { $0.showsMenuAsPrimaryAction }, "precondition: one opens its menu on a tap")
        }
        XCTAssertEqual(
            view.accessibilityCustomActions?.map(\.name), ["Add"],
            "sendActions cannot open a menu: the menu button is reached as itself, not by an action that does nothing")
    }

    // MARK: - Touches

    func testWithoutAllowsTouchNoPointOfTheViewTakesATouch() throws {
        let window = makeShownWindow()
        defer { window.isHidden = true }
        var configuration = EmptyDataSetConfiguration.error(ContentAnywhereError()) {}
        let view = EmptyDataSetContentView(configuration: configuration)
        view.frame = window.bounds
        window.addSubview(view)
        window.layoutIfNeeded()
        let button = view.emptyView.primaryButton
        let onButton = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: view)
        let hit = try XCTUnwrap(view.hitTest(onButton, with: nil))
        XCTAssertTrue(hit === button || hit.isDescendant(of: button), "the button takes its tap")
        XCTAssertTrue(view.hitTest(CGPoint(x: 2, y: 2), with: nil) === view, "a touch elsewhere stops here by default")

        configuration.allowsTouch = false
        view.configuration = configuration
        XCTAssertNil(view.hitTest(onButton, with: nil), "not even the button")
        XCTAssertNil(view.hitTest(CGPoint(x: 2, y: 2), with: nil), "nor the view itself: what holds it gets the touch")
        XCTAssertTrue(window.hitTest(CGPoint(x: 2, y: 2), with: nil) === window)
    }
}

/// An error that reads differently from ``ContentAnywhereError``: another row's.
private struct OtherRowError: LocalizedError {
    var errorDescription: String? { "Couldn’t Load Recipes" }
}

/// A table with one row whose cell shows `configuration`, recording the row's first measured height.
private final class PlacementCellDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    static let identifier = "placement"
    let configuration: any UIContentConfiguration
    private(set) var firstMeasuredHeight: CGFloat?

    init(configuration: any UIContentConfiguration) {
        self.configuration = configuration
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
        cell.contentConfiguration = configuration
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if firstMeasuredHeight == nil { firstMeasuredHeight = cell.frame.height }
    }
}
#endif
