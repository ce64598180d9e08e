#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// UIKit content configurations as the empty state (`.content(_:)`), hosted in the view they make
/// and updated in place; and the conversion to iOS 17's `UIContentUnavailableConfiguration`.
@MainActor
final class ContentConfigurationTests: XCTestCase {
    /// An app's own content configuration (available on every iOS version).
    private struct BadgeConfiguration: UIContentConfiguration {
        var text: String

        func makeContentView() -> any UIView & UIContentView {
            BadgeView(configuration: self)
        }

        func updated(for state: any UIConfigurationState) -> BadgeConfiguration {
            self
        }
    }

    private final class BadgeView: UIView, UIContentView {
        let label = UILabel()
        var configuration: any UIContentConfiguration {
            didSet { label.text = (configuration as? BadgeConfiguration)?.text }
        }

        init(configuration: BadgeConfiguration) {
            self.configuration = configuration
            super.init(frame: .zero)
            label.text = configuration.text
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: topAnchor),
                label.bottomAnchor.constraint(equalTo: bottomAnchor),
                label.leadingAnchor.constraint(equalTo: leadingAnchor),
                label.trailingAnchor.constraint(equalTo: trailingAnchor),
            ])
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("not used")
        }
    }

    // MARK: Helpers

    /// The view the content configuration made, as the empty state shows it.
    private func hostedView(
        in fixture: EmptyDataSetFixture<UITableView>, file: StaticString = #filePath, line: UInt = #line
    ) throws -> UIView & UIContentView {
        let view = try fixture.emptyView(file: file, line: line)
        let hosted = try XCTUnwrap(
            view.customView as? (UIView & UIContentView), "the configuration's view is the content", file: file, line: line)
        XCTAssertTrue(hosted.isDescendant(of: view.contentView), "in the empty state", file: file, line: line)
        XCTAssertTrue(view.stackView.isHidden, "the standard elements make way", file: file, line: line)
        return hosted
    }

    /// Shows `first`, then `second` (a configuration of the same kind), and checks that the same
    /// view shows both, reading each one's text back with `text`.
    private func assertUpdatedInPlace(
        first: any UIContentConfiguration, second: any UIContentConfiguration, firstText: String, secondText: String,
        text: (any UIContentConfiguration) -> String?, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let fixture = makeTableFixture(start: .detached)
        fixture.tableView.emptyDataSetDelegate = fixture.spy
        fixture.tableView.emptyDataSetConfiguration = .content(first)
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible }, "shown", file: file, line: line)
        _ = try fixture.layOut(file: file, line: line)
        let hosted = try hostedView(in: fixture, file: file, line: line)
        XCTAssertEqual(text(hosted.configuration), firstText, file: file, line: line)
        let emptyView = try fixture.layOut(file: file, line: line)
        XCTAssertGreaterThan(hosted.bounds.width, 0, "laid out", file: file, line: line)
        XCTAssertGreaterThan(hosted.bounds.height, 0, "with a height", file: file, line: line)
        XCTAssertLessThanOrEqual(hosted.bounds.width, emptyView.readableWidth + 0.5, "within the readable width", file: file, line: line)
        let frame = hosted.convert(hosted.bounds, to: emptyView)
        XCTAssertTrue(
            emptyView.bounds.insetBy(dx: -0.5, dy: -0.5).contains(frame) || emptyView.contentScrollView.isScrollEnabled,
            "inside the empty state (or scrollable there): \(frame)", file: file, line: line)
        fixture.spy.resetCalls()

        fixture.tableView.emptyDataSetConfiguration = .content(second)

        XCTAssertTrue(
            waitUntil { text(hosted.configuration) == secondText }, "the same view shows the new configuration", file: file,
            line: line)
        XCTAssertTrue(try hostedView(in: fixture, file: file, line: line) === hosted, "identity kept", file: file, line: line)
        XCTAssertEqual(fixture.spy.lifecycleCalls, [], "an update, not a new appearance", file: file, line: line)

        // Still this package's emptiness detection: rows hide it.
        fixture.dataSource.itemCounts = [1]
        fixture.tableView.reloadData()
        XCTAssertTrue(waitUntil { !fixture.tableView.isEmptyDataSetVisible }, "rows hide it", file: file, line: line)
    }

    private func listText(_ configuration: any UIContentConfiguration) -> String? {
        (configuration as? UIListContentConfiguration)?.text
    }

    // MARK: Hosting

    /// `UIListContentConfiguration` (iOS 14) on every supported version.
    func testListContentConfigurationIsHostedAndUpdatedInPlace() throws {
        var first = UIListContentConfiguration.cell()
        first.text = "First"
        var second = first
        second.text = "Second"

        try assertUpdatedInPlace(
            first: first, second: second, firstText: "First", secondText: "Second", text: listText)
    }

    func testContentUnavailableConfigurationIsHostedAndUpdatedInPlace() throws {
        if #available(iOS 17.0, tvOS 17.0, *) {
            var first = UIContentUnavailableConfiguration.empty()
            first.text = "No Messages"
            first.image = UIImage(systemName: "tray")
            var second = first
            second.text = "Inbox Zero"

            try assertUpdatedInPlace(
                first: first, second: second, firstText: "No Messages", secondText: "Inbox Zero",
                text: { ($0 as? UIContentUnavailableConfiguration)?.text })
        } else {
            // Before iOS 17 there is no UIContentUnavailableConfiguration: any content
            // configuration is hosted the same way, here a list configuration.
            var first = UIListContentConfiguration.subtitleCell()
            first.text = "No Messages"
            first.secondaryText = "Messages appear here."
            var second = first
            second.text = "Inbox Zero"

            try assertUpdatedInPlace(
                first: first, second: second, firstText: "No Messages", secondText: "Inbox Zero", text: listText)
        }
    }

    func testConfigurationOfAnotherKindMakesANewView() throws {
        let fixture = makeTableFixture(start: .detached)
        var list = UIListContentConfiguration.cell()
        list.text = "List"
        fixture.tableView.emptyDataSetConfiguration = .content(list)
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible })
        let listView = try hostedView(in: fixture)

        let other = BadgeConfiguration(text: "Badge")
        let isOtherKind: (any UIContentConfiguration) -> Bool = { $0 is BadgeConfiguration }
        fixture.tableView.emptyDataSetConfiguration = .content(other)

        XCTAssertTrue(waitUntil {
            guard let hosted = try? fixture.emptyView().customView as? (UIView & UIContentView) else { return false }
            return isOtherKind(hosted.configuration)
        }, "the new kind shows")
        let hosted = try hostedView(in: fixture)
        XCTAssertFalse(hosted === listView, "a view that cannot show it is replaced")
        XCTAssertFalse(listView.isDescendant(of: try fixture.emptyView()), "the old view is gone")
    }

    func testPlainConfigurationAfterContentShowsTheStandardElements() throws {
        let fixture = makeTableFixture(start: .detached)
        var list = UIListContentConfiguration.cell()
        list.text = "List"
        fixture.tableView.emptyDataSetConfiguration = .content(list)
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible })
        let listView = try hostedView(in: fixture)

        fixture.tableView.emptyDataSetConfiguration = .search(query: "kiwi")

        XCTAssertTrue(waitUntil { (try? fixture.emptyView().titleLabel.attributedText?.string) == "No Results for “kiwi”" })
        let view = try fixture.emptyView()
        XCTAssertFalse(view.stackView.isHidden)
        XCTAssertFalse(listView.isDescendant(of: view), "the hosted view is taken out")
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

    func testConversionToContentUnavailableConfiguration() throws {
        let configuration = convertible()
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

            // And Apple's view renders it.
            let appleView = apple.makeContentView()
            XCTAssertTrue((appleView.configuration as? UIContentUnavailableConfiguration)?.text == "No Messages")
        } else {
            // No Apple configuration before iOS 17: the same fields render through this package.
            let fixture = makeTableFixture(start: .detached)
            fixture.tableView.emptyDataSetConfiguration = configuration
            XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible })
            let view = try fixture.layOut()
            XCTAssertEqual(view.titleLabel.attributedText?.string, "No Messages")
            XCTAssertEqual(view.detailLabel.attributedText?.string, "Messages appear here.")
            XCTAssertEqual(view.primaryButton.configuration?.title, "Compose")
            XCTAssertFalse(view.primaryButton.isEnabled)
            XCTAssertEqual(view.stackView.customSpacing(after: view.imageView), 21)
            XCTAssertEqual(view.stackView.customSpacing(after: view.titleLabel), 22)
            XCTAssertEqual(view.stackView.customSpacing(after: view.detailLabel), 23)
            XCTAssertEqual(view.stackView.alignment, .leading)
            XCTAssertEqual(view.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
    }

    func testLoadingConvertsToApplesLoadingConfiguration() throws {
        let loading = EmptyDataSetConfiguration.loading()
        if #available(iOS 17.0, tvOS 17.0, *) {
            let apple = loading.contentUnavailableConfiguration
            XCTAssertEqual(apple.text, "Loading…")
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
        } else {
            // No Apple configuration before iOS 17: this package draws the indicator itself.
            let fixture = makeTableFixture(start: .detached)
            fixture.tableView.emptyDataSetConfiguration = loading
            XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible })
            let view = try fixture.layOut()
            XCTAssertFalse(view.activityIndicator.isHidden)
            XCTAssertTrue(view.activityIndicator.isAnimating)
            XCTAssertEqual(view.titleLabel.attributedText?.string, "Loading…")
        }
    }

    private static func containsActivityIndicator(_ view: UIView) -> Bool {
        view is UIActivityIndicatorView || view.subviews.contains { containsActivityIndicator($0) }
    }
}
#endif
