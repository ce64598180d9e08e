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

    func testContainerIsNotItselfAnElement() throws {
        let (scrollView, view, spy) = try show { _ in }

        XCTAssertFalse(view.isAccessibilityElement)
        withExtendedLifetime((scrollView, spy)) {}
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
