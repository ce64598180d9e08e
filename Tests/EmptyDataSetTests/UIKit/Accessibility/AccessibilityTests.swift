#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// VoiceOver: the title is a header, elements are read in visual order, an unlabeled image is
/// decorative, a custom view is read alone.
@MainActor
final class AccessibilityTests: XCTestCase {
    private func show(
        _ configure: (EmptyDataSetSpy) -> Void
    ) throws -> (scrollView: UIScrollView, view: EmptyStateView, spy: EmptyDataSetSpy) {
        // A plain scroll view in a shown window (traits and layout as on screen), `reloadEmptyDataSet()` called.
        let fixture = makeScrollViewFixture(configure: configure)
        return (fixture.scrollView, try fixture.emptyView(), fixture.spy)
    }

    func testTitleIsAHeader() throws {
        let (scrollView, view, spy) = try show { _ in }

        XCTAssertTrue(view.titleLabel.accessibilityTraits.contains(.header))
        withExtendedLifetime((scrollView, spy)) {}
    }

    /// UI tests find the empty state by these documented identifiers; a change breaks apps' tests.
    func testElementsCarryTheDocumentedIdentifiersForUITests() throws {
        let (scrollView, view, spy) = try show { $0.buttonTitleText = "Add" }

        XCTAssertEqual(view.accessibilityIdentifier, "EmptyDataSet.view")
        XCTAssertEqual(view.imageView.accessibilityIdentifier, "EmptyDataSet.image")
        XCTAssertEqual(view.titleLabel.accessibilityIdentifier, "EmptyDataSet.title")
        XCTAssertEqual(view.detailLabel.accessibilityIdentifier, "EmptyDataSet.description")
        XCTAssertEqual(view.button.accessibilityIdentifier, "EmptyDataSet.button")
        withExtendedLifetime((scrollView, spy)) {}
    }

    /// What UI tests can find. From iOS 17 they query the automation elements, which list the
    /// decorative (unlabeled) image too, though VoiceOver skips it, so `EmptyDataSet.image` can be
    /// found. Before iOS 17 there are no automation elements: UI tests see the accessibility
    /// elements, so they find the title and the button by their identifiers, and the decorative
    /// image is not among them (it is not a VoiceOver element).
    func testUITestsSeeTheDecorativeImage() throws {
        let (scrollView, view, spy) = try show {
            $0.image = UIImage(systemName: "tray")
            $0.buttonTitleText = "Add"
        }
        XCTAssertFalse(view.imageView.isHidden, "precondition: the image shows")
        XCTAssertFalse(view.imageView.isAccessibilityElement, "precondition: decorative for VoiceOver")
        let elements = accessibilityObjects(of: view)
        XCTAssertTrue(elements.contains { $0 === view.titleLabel })
        XCTAssertTrue(elements.contains { $0 === view.button })
        XCTAssertFalse(elements.contains { $0 === view.imageView }, "VoiceOver skips the decorative image")
        let identifiers = elements.compactMap { ($0 as? UIView)?.accessibilityIdentifier }
        XCTAssertEqual(identifiers, ["EmptyDataSet.title", "EmptyDataSet.button"], "what UI tests query by")

        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) {
            let automation = (view.contentView.automationElements ?? []).map { $0 as AnyObject }
            XCTAssertTrue(automation.contains { $0 === view.imageView }, "UI tests find the decorative image")
            XCTAssertTrue(automation.contains { $0 === view.titleLabel })
            XCTAssertTrue(automation.contains { $0 === view.button })
        } else {
            XCTAssertEqual(view.imageView.accessibilityIdentifier, "EmptyDataSet.image", "identified for when it is labeled")
        }
        withExtendedLifetime((scrollView, spy)) {}
    }

    /// What VoiceOver reaches walking down from the empty-state view as it does: an element is a
    /// leaf; a container gives its `accessibilityElements`, else its subviews; hidden views give
    /// nothing. If the view or one of its inner containers were an element itself, VoiceOver
    /// would read it as one blob and never reach the title or the button.
    func testVoiceOverReachesEachElementThroughTheContainers() throws {
        let (scrollView, view, spy) = try show {
            $0.detailText = "Add your first item"
            $0.buttonTitleText = "Add"
        }

        XCTAssertTrue(
            Self.voiceOverLeaves(from: view).elementsEqual([view.titleLabel, view.detailLabel, view.button], by: ===),
            "VoiceOver reaches the title, the description and the button, in order")

        // The control: a container that is an element hides its content, and the walk sees it.
        view.contentView.isAccessibilityElement = true
        XCTAssertTrue(Self.voiceOverLeaves(from: view).elementsEqual([view.contentView], by: ===), "the walk can fail")
        view.contentView.isAccessibilityElement = false
        withExtendedLifetime((scrollView, spy)) {}
    }

    /// VoiceOver's walk of `view` (see ``testVoiceOverReachesEachElementThroughTheContainers()``);
    /// the empty state lists only views.
    private static func voiceOverLeaves(from view: UIView) -> [UIView] {
        if view.isHidden || view.alpha < 0.01 { return [] }
        if view.isAccessibilityElement { return [view] }
        if let elements = view.accessibilityElements {
            return elements.compactMap { $0 as? UIView }.flatMap(voiceOverLeaves(from:))
        }
        return view.subviews.flatMap(voiceOverLeaves(from:))
    }

    // MARK: - The image's own label through configurations and the closure API

    /// An image that carries its own `accessibilityLabel` keeps it through a configuration that
    /// does not set one: it is read first, as the source protocol reads it.
    func testAConfigurationKeepsTheImagesOwnLabel() throws {
        var configuration = EmptyDataSetConfiguration()
        configuration.image = labeledImage("Empty inbox")
        configuration.text = "No Mail"
        let (fixture, view) = try makeConfiguredTable(configuration)

        XCTAssertTrue(view.imageView.isAccessibilityElement, "the labeled image is read")
        XCTAssertEqual(view.imageView.accessibilityLabel, "Empty inbox")
        XCTAssertTrue(accessibilityObjects(of: view).first === view.imageView, "before the title")
        withExtendedLifetime(fixture) {}
    }

    /// An empty label in the configuration makes even a labeled image decorative, and a label
    /// of the configuration's own wins over the image's.
    func testAConfigurationsOwnLabelWins() throws {
        var configuration = EmptyDataSetConfiguration()
        configuration.image = labeledImage("Empty inbox")
        configuration.text = "No Mail"
        configuration.imageProperties.accessibilityLabel = ""
        let (fixture, view) = try makeConfiguredTable(configuration)
        XCTAssertFalse(view.imageView.isAccessibilityElement, "an empty label makes it decorative")
        XCTAssertFalse(accessibilityObjects(of: view).contains { $0 === view.imageView })

        configuration.imageProperties.accessibilityLabel = "Mailbox"
        fixture.tableView.emptyDataSetConfiguration = configuration
        XCTAssertTrue(waitUntil { view.imageView.accessibilityLabel == "Mailbox" }, "the configuration's label wins")
        XCTAssertTrue(view.imageView.isAccessibilityElement)
    }

    /// The closure API (EmptyDataSet-Swift's `.image(_:)`) keeps the image's own label too.
    func testTheClosureAPIKeepsTheImagesOwnLabel() throws {
        let fixture = makeTableFixture(start: .detached)
        let image = labeledImage("Empty inbox")
        fixture.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "No Mail")).image(image)
        }
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible }, "precondition: shown")
        let view = try fixture.layOut()

        XCTAssertFalse(view.imageView.isHidden, "precondition: the image shows")
        XCTAssertTrue(view.imageView.isAccessibilityElement, "the labeled image is read")
        XCTAssertEqual(view.imageView.accessibilityLabel, "Empty inbox")
    }

    /// The presets' symbols stay decorative (the title says what they show), whatever label the
    /// system gives a symbol.
    func testPresetSymbolsStayDecorative() throws {
        let search = EmptyDataSetConfiguration.search(query: "cats")
        XCTAssertEqual(search.imageProperties.accessibilityLabel, "", "marked decorative")
        XCTAssertEqual(EmptyDataSetConfiguration.error(LoadFailure()).imageProperties.accessibilityLabel, "")
        let (fixture, view) = try makeConfiguredTable(search)
        XCTAssertFalse(view.imageView.isHidden, "precondition: the symbol shows")
        XCTAssertFalse(view.imageView.isAccessibilityElement)
        withExtendedLifetime(fixture) {}
    }

    func testReadingOrderIsTitleDescriptionButton() throws {
        let (scrollView, view, spy) = try show {
            $0.detailText = "Add your first item"
            $0.buttonTitleText = "Add"
        }

        let elements = accessibilityObjects(of: view)
        XCTAssertEqual(elements.count, 3)
        XCTAssertTrue(elements.first === view.titleLabel)
        XCTAssertTrue(elements.dropFirst().first === view.detailLabel)
        XCTAssertTrue(elements.last === view.button)
        withExtendedLifetime((scrollView, spy)) {}
    }

    func testUnlabeledImageIsDecorative() throws {
        let (scrollView, view, spy) = try show { $0.image = makeImage() }

        XCTAssertFalse(view.imageView.isAccessibilityElement)
        XCTAssertFalse(accessibilityObjects(of: view).contains { $0 === view.imageView })
        XCTAssertTrue(accessibilityObjects(of: view).first === view.titleLabel)
        withExtendedLifetime((scrollView, spy)) {}
    }

    func testLabeledImageIsReadFirst() throws {
        let image = makeImage()
        image.accessibilityLabel = "Empty inbox"
        let (scrollView, view, spy) = try show { $0.image = image }

        XCTAssertTrue(view.imageView.isAccessibilityElement)
        XCTAssertEqual(view.imageView.accessibilityLabel, "Empty inbox")
        XCTAssertTrue(view.imageView.accessibilityTraits.contains(.image))
        let elements = accessibilityObjects(of: view)
        XCTAssertTrue(elements.first === view.imageView)
        XCTAssertTrue(elements.dropFirst().first === view.titleLabel)
        withExtendedLifetime((scrollView, spy)) {}
    }

    func testMissingElementsAreNotRead() throws {
        let (scrollView, view, spy) = try show { $0.detailText = "Details" }
        XCTAssertEqual(accessibilityObjects(of: view).count, 2)

        spy.detailText = nil
        scrollView.reloadEmptyDataSet()

        let elements = accessibilityObjects(of: view)
        XCTAssertEqual(elements.count, 1)
        XCTAssertTrue(elements.first === view.titleLabel)
    }

    // MARK: - Image-only button

    func testImageOnlyButtonIsReadByItsImagesLabel() throws {
        let fixture = makeScrollViewFixture()
        let scrollView = fixture.scrollView
        let source = ButtonImageSource(image: labeledImage("Retry"))
        fixture.keep(source)
        scrollView.emptyDataSetSource = source

        scrollView.reloadEmptyDataSet()

        let button = try emptyView(of: scrollView).button
        XCTAssertFalse(button.isHidden, "an image alone shows the button")
        XCTAssertEqual(button.accessibilityLabel, "Retry")
        withExtendedLifetime(source) {}
    }

    /// Once the button has a title, VoiceOver reads the title, not the image's label. The package
    /// clears its own label then; what UIButton reports instead is its default (nothing, or the
    /// title when the accessibility runtime is loaded), so only those two are accepted.
    func testTitledButtonIsNotReadByItsImagesLabel() throws {
        let fixture = makeScrollViewFixture()
        let scrollView = fixture.scrollView
        let source = ButtonImageSource(image: labeledImage("Retry"))
        fixture.keep(source)
        scrollView.emptyDataSetSource = source
        scrollView.reloadEmptyDataSet()
        let button = try emptyView(of: scrollView).button
        XCTAssertEqual(button.accessibilityLabel, "Retry", "precondition: image only")

        source.buttonTitleText = "Try again"
        scrollView.reloadEmptyDataSet()

        XCTAssertNotEqual(button.accessibilityLabel, "Retry")
        XCTAssertTrue([nil, "Try again"].contains(button.accessibilityLabel), "\(button.accessibilityLabel ?? "nil")")
        withExtendedLifetime(source) {}
    }

    private func labeledImage(_ label: String) -> UIImage {
        let image = makeImage()
        image.accessibilityLabel = label
        return image
    }

    func testCustomViewIsReadAlone() throws {
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let (scrollView, view, spy) = try show { $0.customView = custom }

        let elements = accessibilityObjects(of: view)
        XCTAssertEqual(elements.count, 1)
        XCTAssertTrue(elements.first === custom)
        withExtendedLifetime((scrollView, spy)) {}
    }
}

/// An error for the error preset.
private struct LoadFailure: Error {}

/// A source whose button has an image, and a title only when `buttonTitleText` is set.
private final class ButtonImageSource: NSObject, EmptyDataSetSource {
    let image: UIImage
    var buttonTitleText: String?

    init(image: UIImage) {
        self.image = image
        super.init()
    }

    func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        NSAttributedString(string: "Offline")
    }

    func buttonImage(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> UIImage? {
        state == .normal ? image : nil
    }

    func buttonTitle(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> NSAttributedString? {
        buttonTitleText.map { NSAttributedString(string: $0) }
    }
}
#endif
