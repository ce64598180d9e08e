#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Dynamic Type: when the preferred content size category changes, the default fonts merged into
/// the source's strings are merged again for the new traits (an attributed string's fonts do not
/// rescale by themselves), while a font the source set is left alone.
///
/// The category changes the way it reaches a real view hierarchy: on iOS 17 and later through a
/// view controller's `traitOverrides`, before that through its parent's
/// `setOverrideTraitCollection(_:forChild:)`. Trait changes are delivered with layout, so each
/// change is followed by a layout pass and a wait.
@MainActor
final class DynamicTypeTests: XCTestCase {
    /// A shown window whose root view controller hosts `child`; the scroll view fills `child`'s
    /// view, so the traits of `child` are the empty state's.
    private struct Host {
        let window: UIWindow
        let container: UIViewController
        let child: UIViewController
        let scrollView: UIScrollView
    }

    private func makeHost() -> Host {
        let window = makeShownWindow()
        let container = UIViewController()
        window.rootViewController = container
        let child = UIViewController()
        container.addChild(child)
        child.view.frame = container.view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let scrollView = UIScrollView(frame: child.view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        child.view.addSubview(scrollView)
        window.layoutIfNeeded()
        return Host(window: window, container: container, child: child, scrollView: scrollView)
    }

    /// Overrides the preferred content size category of `host.child` and its views.
    private func setContentSizeCategory(_ category: UIContentSizeCategory, in host: Host) {
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) {
            host.child.traitOverrides.preferredContentSizeCategory = category
        } else {
            let traits = UITraitCollection(preferredContentSizeCategory: category)
            host.container.setOverrideTraitCollection(traits, forChild: host.child)
        }
        host.window.setNeedsLayout()
        host.window.layoutIfNeeded()
    }

    /// Shows the empty state of `host` at the `.large` category, the spy configured by `configure`.
    private func showEmptyState(
        in host: Host, configure: (EmptyDataSetSpy) -> Void = { _ in }
    ) throws -> (view: EmptyDataSetView, spy: EmptyDataSetSpy) {
        setContentSizeCategory(.large, in: host)
        let spy = EmptyDataSetSpy()
        configure(spy)
        attach(spy, to: host.scrollView)
        host.scrollView.reloadEmptyDataSet()
        let view = try emptyView(of: host.scrollView)
        host.window.layoutIfNeeded()
        XCTAssertTrue(
            waitUntil(laidOut: host) { view.traitCollection.preferredContentSizeCategory == .large },
            "precondition: the override reaches the empty-state view")
        return (view, spy)
    }

    /// `waitUntil` that lays the window out on every check: trait overrides reach views during
    /// layout, and without an app nothing else lays the window out between checks.
    private func waitUntil(laidOut host: Host, _ condition: () -> Bool) -> Bool {
        EmptyDataSetTests.waitUntil {
            host.window.layoutIfNeeded()
            return condition()
        }
    }

    /// The font at the start of `label`'s attributed text.
    private func textFont(of label: UILabel) -> UIFont? {
        guard let text = label.attributedText, text.length > 0 else { return nil }
        return text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
    }

    private func pointSize(of style: UIFont.TextStyle, for category: UIContentSizeCategory) -> CGFloat {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
            .pointSize
    }

    // MARK: - Tests

    func testDefaultTitleFontGrowsWithTheContentSizeCategory() throws {
        let host = makeHost()
        let (view, spy) = try showEmptyState(in: host)
        let large = pointSize(of: .title2, for: .large)
        let accessibility = pointSize(of: .title2, for: .accessibilityExtraLarge)
        XCTAssertGreaterThan(accessibility, large, "precondition: the larger category has a larger title2")
        XCTAssertTrue(
            waitUntil(laidOut: host) { abs((textFont(of: view.titleLabel)?.pointSize ?? 0) - large) < 0.01 },
            "precondition: title2's size for .large, got \(String(describing: textFont(of: view.titleLabel)?.pointSize))")

        setContentSizeCategory(.accessibilityExtraLarge, in: host)

        XCTAssertTrue(
            waitUntil(laidOut: host) { abs((textFont(of: view.titleLabel)?.pointSize ?? 0) - accessibility) < 0.01 },
            "the default title font was not merged again: \(String(describing: textFont(of: view.titleLabel)?.pointSize)) "
                + "instead of \(accessibility)")
        let font = try XCTUnwrap(textFont(of: view.titleLabel))
        XCTAssertGreaterThan(font.pointSize, large)
        XCTAssertTrue(font.fontDescriptor.symbolicTraits.contains(.traitBold), "still the bold title style")
        XCTAssertEqual(view.titleLabel.attributedText?.string, "Nothing here", "the same text")
        withExtendedLifetime((host, spy)) {}
    }

    /// The source's font stays; the description, which has none, shows that the change arrived
    /// and the defaults were merged again.
    func testSourceFontIsLeftAloneWhenTheCategoryChanges() throws {
        let host = makeHost()
        let sourceFont = UIFont.systemFont(ofSize: 31)
        let (view, spy) = try showEmptyState(in: host) {
            $0.titleAttributes = [.font: sourceFont]
            $0.detailText = "Below the title"
        }
        let accessibility = pointSize(of: .body, for: .accessibilityExtraLarge)
        XCTAssertEqual(try XCTUnwrap(textFont(of: view.titleLabel)).pointSize, 31, accuracy: 0.01, "precondition")

        setContentSizeCategory(.accessibilityExtraLarge, in: host)

        XCTAssertTrue(
            waitUntil(laidOut: host) { abs((textFont(of: view.detailLabel)?.pointSize ?? 0) - accessibility) < 0.01 },
            "precondition: the description's default font follows the new category")
        let title = try XCTUnwrap(textFont(of: view.titleLabel))
        XCTAssertEqual(title.pointSize, 31, accuracy: 0.01, "the source's font must not be replaced or rescaled")
        XCTAssertEqual(title.fontName, sourceFont.fontName)
        withExtendedLifetime((host, spy)) {}
    }
}
#endif
