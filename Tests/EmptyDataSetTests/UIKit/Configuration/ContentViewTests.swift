#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The configuration as a `UIContentConfiguration`: the view it makes, in a self-sizing cell, in a
/// plain view with constraints, updated in place, its retry, and the state it reads.
@MainActor
final class ContentViewTests: XCTestCase {
    /// One image object for every configuration of a test: images compare by identity.
    private lazy var star = UIImage(systemName: "star")

    private func favorites(_ text: String = "No Favorites Yet") -> EmptyDataSetConfiguration {
        var configuration = EmptyDataSetConfiguration.empty()
        configuration.image = star
        configuration.text = text
        configuration.secondaryText = "Tap the star on a recipe to keep it here."
        return configuration
    }

    private func contentView(_ configuration: EmptyDataSetConfiguration) throws -> EmptyDataSetContentView {
        try XCTUnwrap(configuration.makeContentView() as? EmptyDataSetContentView)
    }

    // MARK: - The view it makes

    func testMakesThePackagesViewThroughTheScrollViewsRenderer() throws {
        let view = try contentView(favorites())
        XCTAssertEqual(view.emptyView.titleLabel.attributedText?.string, "No Favorites Yet")
        XCTAssertEqual(view.emptyView.detailLabel.attributedText?.string, "Tap the star on a recipe to keep it here.")
        XCTAssertFalse(view.emptyView.isHidden, "the renderer shows for good in a content view")
        XCTAssertFalse(view.emptyView.imageView.isHidden)
        XCTAssertTrue(view.emptyView.titleLabel.accessibilityTraits.contains(.header), "VoiceOver's traits, as in a scroll view")
        XCTAssertTrue(view.supports(favorites("Other")))
        XCTAssertFalse(view.supports(UIListContentConfiguration.cell()))
        XCTAssertTrue(view.configuration is EmptyDataSetConfiguration)
        XCTAssertFalse(view.emptyView.tapRecognizer.isEnabled, "a tap outside the controls is the container's (a cell's selection)")
    }

    func testAConfigurationOfAnotherTypeIsIgnored() throws {
        let view = try contentView(favorites())
        view.configuration = UIListContentConfiguration.cell()
        XCTAssertEqual(view.emptyDataSetConfiguration.text, "No Favorites Yet")
        XCTAssertEqual(view.emptyView.titleLabel.attributedText?.string, "No Favorites Yet")
    }

    // MARK: - In place

    func testChangingOneFieldUpdatesOnlyThatElement() throws {
        let view = try contentView(favorites())
        let description = view.emptyView.detailLabel.attributedText
        let renders = view.renderCount
        view.configuration = favorites("Nothing Starred")
        XCTAssertEqual(view.emptyView.titleLabel.attributedText?.string, "Nothing Starred")
        XCTAssertTrue(view.emptyView.detailLabel.attributedText === description, "the unchanged description is left alone")
        XCTAssertEqual(view.renderCount, renders + 1)
    }

    func testAnEqualConfigurationChangesNothing() throws {
        let view = try contentView(favorites())
        let title = view.emptyView.titleLabel.attributedText
        let renders = view.renderCount
        view.configuration = favorites()
        view.emptyDataSetConfiguration = favorites()
        XCTAssertEqual(view.renderCount, renders, "equal configurations pass the render gate")
        XCTAssertTrue(view.emptyView.titleLabel.attributedText === title)
    }

    // MARK: - Sizing

    func testInASelfSizingCellTheHeightFitsTheContentAndGrowsWithTheTextSize() throws {
        let host = ContentAnywhereHost()
        defer { host.tearDown() }
        let dataSource = ContentCellDataSource(configuration: favorites())
        let table = UITableView(frame: host.child.view.bounds, style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.register(UITableViewCell.self, forCellReuseIdentifier: ContentCellDataSource.identifier)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 44
        table.dataSource = dataSource
        host.child.view.addSubview(table)
        host.setContentSizeCategory(.extraSmall)
        table.reloadData()
        table.layoutIfNeeded()

        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let view = try XCTUnwrap(firstSubview(of: EmptyDataSetContentView.self, in: cell))
        let small = cell.frame.height
        let title = view.emptyView.titleLabel
        // The cell holds the content with its margins: the title and the description fit inside.
        XCTAssertGreaterThan(small, title.intrinsicContentSize.height + view.emptyView.detailLabel.intrinsicContentSize.height)
        XCTAssertGreaterThanOrEqual(
            small + 0.5, view.emptyView.contentView.frame.height + view.emptyView.directionalLayoutMargins.top
                + view.emptyView.directionalLayoutMargins.bottom,
            "the first measurement already has the margins")
        XCTAssertFalse(view.emptyView.contentScrollView.isScrollEnabled, "a cell sized to its content does not scroll")

        let renders = view.renderCount
        host.setContentSizeCategory(.accessibilityExtraExtraExtraLarge)
        if #available(iOS 16.0, tvOS 16.0, *) {
            // iOS 16 and later: the trait change renders again and the content view's
            // invalidation makes the table measure the same cell again — no reload.
            XCTAssertTrue(waitUntil {
                table.layoutIfNeeded()
                return cell.frame.height > small * 1.5
            }, "the cell grew without reloadData (self-sizing invalidation)")
            XCTAssertGreaterThan(view.renderCount, renders, "the trait change rendered again (the path that fired)")
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell, "the same cell, measured again")
        } else {
            // iOS 15 measures a cell again only when the table reloads it.
            table.reloadData()
            table.layoutIfNeeded()
            let large = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0))).frame.height
            XCTAssertGreaterThan(large, small * 1.5, "AX5 text makes the cell much taller")
        }
        withExtendedLifetime(dataSource) {}
    }

    func testOutOfAWindowTheImageIsFittedInTheSmallestPhoneNotInTheViewsZeroHeight() throws {
        let big = makeImage(size: CGSize(width: 1000, height: 1000))
        var configuration = favorites()
        configuration.image = big
        let view = try contentView(configuration)
        XCTAssertNil(view.window)
        XCTAssertEqual(view.bounds.height, 0, "never laid out")
        let margins = view.emptyView.directionalLayoutMargins
        let area = StandaloneImageArea.area(
            readableWidth: 0, windowSize: nil, margins: (margins.top, margins.leading, margins.bottom, margins.trailing))
        let expected = ImageFit.displaySize(for: big.size, in: ImageFit.available(in: area, hasOtherElements: true))
        XCTAssertGreaterThan(expected.width, 100, "the stand-in screen leaves room for the image")
        XCTAssertEqual(view.emptyView.imageWidthConstraint.constant, expected.width, accuracy: 0.5)
        XCTAssertLessThan(view.emptyView.imageWidthConstraint.constant, 1000, "scaled down to the stand-in screen")
    }

    func testInAPlainViewWithoutAHeightItTakesTheContentsHeight() throws {
        let window = makeShownWindow()
        defer { window.isHidden = true }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.addSubview(card)
        let view = try contentView(favorites())
        view.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(view)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: card.topAnchor),
            view.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: card.trailingAnchor),
        ])
        card.layoutIfNeeded()
        let margins = view.emptyView.directionalLayoutMargins
        XCTAssertGreaterThan(view.bounds.height, 60)
        XCTAssertEqual(
            view.bounds.height, view.emptyView.contentView.frame.height + margins.top + margins.bottom, accuracy: 1,
            "content plus margins, no more")
        XCTAssertGreaterThan(view.emptyView.imageView.bounds.height, 0, "the image is not fitted into a height of zero")
    }

    func testInAGivenHeightTheContentIsCenteredAndOversizedContentScrolls() throws {
        let window = makeShownWindow()
        defer { window.isHidden = true }
        let view = try contentView(favorites())
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        let height = view.heightAnchor.constraint(equalToConstant: 500)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            height,
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(view.bounds.height, 500, accuracy: 0.5)
        XCTAssertEqual(contentFrame(of: view.emptyView).midY, view.emptyView.bounds.midY, accuracy: 1)
        XCTAssertFalse(view.emptyView.contentScrollView.isScrollEnabled)

        height.constant = 60
        window.layoutIfNeeded()
        XCTAssertEqual(view.bounds.height, 60, accuracy: 0.5, "the container's height wins")
        let scroller = view.emptyView.contentScrollView
        XCTAssertTrue(scroller.isScrollEnabled, "content taller than the view scrolls inside it")
        XCTAssertGreaterThan(scroller.contentSize.height, scroller.bounds.height)
    }

    func testOnScreenATextSizeChangeRendersAgainForTheNewTraits() throws {
        let host = ContentAnywhereHost()
        defer { host.tearDown() }
        let view = try contentView(favorites())
        view.frame = host.child.view.bounds
        host.child.view.addSubview(view)
        host.setContentSizeCategory(.extraSmall)
        XCTAssertTrue(waitUntil { view.traitCollection.preferredContentSizeCategory == .extraSmall })
        XCTAssertTrue(waitUntil { self.detailFontSize(view) ?? 0 > 0 })
        let small = try XCTUnwrap(detailFontSize(view))
        let renders = view.renderCount

        host.setContentSizeCategory(.accessibilityExtraExtraExtraLarge)
        XCTAssertTrue(waitUntil {
            host.window.layoutIfNeeded()
            return view.renderCount > renders
        }, "the trait change rendered the configuration again (the path that fired)")
        let large = try XCTUnwrap(detailFontSize(view))
        XCTAssertGreaterThan(large, small * 1.5, "the preset's subheadline follows the text size")
    }

    /// The point size of the description's font, as the package set it in the attributed text.
    private func detailFontSize(_ view: EmptyDataSetContentView) -> CGFloat? {
        (view.emptyView.detailLabel.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize
    }

    // MARK: - Retry

    func testTheRetryDisablesItsButtonAndAViewThatGoesFirstIsReleased() throws {
        let gate = RetryGate()
        weak var released: EmptyDataSetContentView?
        // In a pool: UIKit's getters may autorelease the view, which would outlive the block.
        try autoreleasepool {
            let window = makeShownWindow()
            defer { window.isHidden = true }
            let view = try contentView(.error(ContentAnywhereError()) { await gate.wait() })
            view.frame = window.bounds
            window.addSubview(view)
            view.layoutIfNeeded()
            let button = view.emptyView.primaryButton
            XCTAssertFalse(button.isHidden)
            XCTAssertTrue(button.isEnabled)
            tap(button) { gate.started }
            XCTAssertTrue(waitUntil { gate.started }, "the tap ran the retry")
            XCTAssertTrue(view.isRetrying)
            XCTAssertFalse(button.isEnabled, "disabled while the retry runs")
            XCTAssertEqual(button.configuration?.showsActivityIndicator, true)
            view.removeFromSuperview()
            released = view
        }
        XCTAssertNil(released, "the running retry holds no reference to the view")
        gate.open()
        XCTAssertTrue(waitUntil { gate.finished }, "the retry finishes without its view, without a crash")
    }

    func testTheRetryEndsAndTheButtonIsUsableAgain() throws {
        let gate = RetryGate()
        let view = try contentView(.error(ContentAnywhereError()) { await gate.wait() })
        tap(view.emptyView.primaryButton) { gate.started }
        XCTAssertTrue(waitUntil { gate.started })
        gate.open()
        XCTAssertTrue(waitUntil { !view.isRetrying })
        XCTAssertTrue(view.emptyView.primaryButton.isEnabled)
        XCTAssertNotEqual(view.emptyView.primaryButton.configuration?.showsActivityIndicator, true)
    }

    // MARK: - The state it reads

    func testUpdatedForAStateCarriesItsSearchTextToHostedContent() throws {
        var configuration = EmptyDataSetConfiguration.content(SearchProbe())
        configuration.text = "ignored"
        let traits = UITraitCollection(userInterfaceStyle: .dark)
        if #available(iOS 17.0, tvOS 17.0, *) {
            var state = UIContentUnavailableConfigurationState(traitCollection: traits)
            state.searchText = "kiwi"
            let view = try contentView(configuration.updated(for: state))
            let hosted = try XCTUnwrap(view.emptyView.hostedContentView?.configuration as? SearchProbe)
            XCTAssertEqual(hosted.searchText, "kiwi", "Apple's state's search text reaches the hosted configuration")
        } else {
            // Before iOS 17 no state has a search text: the hosted configuration gets none.
            let view = try contentView(configuration.updated(for: UIViewConfigurationState(traitCollection: traits)))
            let hosted = try XCTUnwrap(view.emptyView.hostedContentView?.configuration as? SearchProbe)
            XCTAssertNil(hosted.searchText)
        }
    }
}

/// A table with one row whose cell shows `configuration` as its content configuration.
private final class ContentCellDataSource: NSObject, UITableViewDataSource {
    static let identifier = "content"
    let configuration: EmptyDataSetConfiguration

    init(configuration: EmptyDataSetConfiguration) {
        self.configuration = configuration
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
        cell.contentConfiguration = configuration
        return cell
    }
}

/// A retry that runs until the test opens it.
@MainActor
final class RetryGate {
    private(set) var started = false
    private(set) var finished = false
    private var isOpen = false

    func wait() async {
        started = true
        while !isOpen { try? await Task.sleep(nanoseconds: 5_000_000) }
        finished = true
    }

    func open() { isOpen = true }
}

/// A hosted content configuration that records the search text of the state it was updated for.
private struct SearchProbe: UIContentConfiguration, Hashable {
    var searchText: String?

    func makeContentView() -> any UIView & UIContentView { SearchProbeView(configuration: self) }

    func updated(for state: any UIConfigurationState) -> SearchProbe {
        var updated = self
        if #available(iOS 17.0, tvOS 17.0, *), let state = state as? UIContentUnavailableConfigurationState {
            updated.searchText = state.searchText
        }
        return updated
    }
}

private final class SearchProbeView: UIView, UIContentView {
    var configuration: any UIContentConfiguration

    init(configuration: SearchProbe) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("unused") }
}
#endif
