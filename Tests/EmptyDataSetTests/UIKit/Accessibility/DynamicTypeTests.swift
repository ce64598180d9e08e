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
///
/// A `UILabel` that adjusts its font for the content size category may rescale a text-style font
/// by itself, so the labels' fonts alone cannot show that the package merged its defaults again.
/// The button's attributed title can: `UIButton` keeps an attributed title exactly as it was set,
/// so its font is the one the package merged, for the traits it read.
@MainActor
final class DynamicTypeTests: XCTestCase {
    /// The category the empty state starts at, and the one it changes to: both far from the
    /// default (`.large`), so a view that never got the override cannot pass.
    private let startCategory = UIContentSizeCategory.extraSmall
    private let changedCategory = UIContentSizeCategory.accessibilityExtraExtraExtraLarge

    /// A shown window whose root view controller hosts `child`; the scroll view fills `child`'s
    /// view, so the traits of `child` are the empty state's. The fixture owns it all.
    private struct Host {
        let fixture: EmptyDataSetFixture<UIScrollView>
        let container: UIViewController
        let child: UIViewController
        var window: UIWindow { fixture.window }
        var scrollView: UIScrollView { fixture.scrollView }
        var spy: EmptyDataSetSpy { fixture.spy }
    }

    /// The host, its category set to ``startCategory``, the spy attached (with a button title, the
    /// oracle only the package controls) and configured by `configure`; the empty state not shown yet.
    private func makeHost(configure: (EmptyDataSetSpy) -> Void = { _ in }) -> Host {
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
        let fixture = makeFixture(
            for: scrollView, in: window, sections: [], start: .attached,
            configure: { spy in
                spy.buttonTitleText = "Retry"
                configure(spy)
            })
        let host = Host(fixture: fixture, container: container, child: child)
        setContentSizeCategory(startCategory, in: host)
        return host
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

    /// Shows the empty state of `host` at ``startCategory`` and checks that the override reached
    /// the empty-state view itself (the precondition every test here rests on). Then settles:
    /// the reload that attaching the spy scheduled, and any trait-change reload the first
    /// appearance caused, run now, so that a reload after the category change is the change's own
    /// and not one still queued from here.
    private func showEmptyState(
        in host: Host, file: StaticString = #filePath, line: UInt = #line
    ) throws -> EmptyStateView {
        host.scrollView.reloadEmptyDataSet()
        let view = try emptyView(of: host.scrollView, file: file, line: line)
        host.window.layoutIfNeeded()
        XCTAssertTrue(
            waitUntil(laidOut: host) { view.traitCollection.preferredContentSizeCategory == self.startCategory },
            "precondition: the override reaches the empty-state view, got "
                + "\(view.traitCollection.preferredContentSizeCategory.rawValue)",
            file: file, line: line)
        host.fixture.settle()
        host.window.layoutIfNeeded()
        host.fixture.settle()
        assertButtonFont(of: view, isHeadlineAt: startCategory, "precondition", file: file, line: line)
        host.spy.resetCalls()
        return view
    }

    /// The number of trait-change signals the empty state of `host` received so far.
    private func traitChanges(in host: Host) -> Int {
        host.scrollView.emptyDataSetControllerIfPresent?.signals.count(of: .traitChange) ?? 0
    }

    /// Changes the category to ``changedCategory`` and waits (laying out on every check) until the
    /// source was asked again; asserts that the trait-change path produced that reload.
    private func changeCategory(in host: Host, file: StaticString = #filePath, line: UInt = #line) {
        let traitChangesBefore = traitChanges(in: host)
        XCTAssertEqual(host.spy.count(of: "title"), 0, "precondition: nothing asked since the reset", file: file, line: line)

        setContentSizeCategory(changedCategory, in: host)

        XCTAssertTrue(
            waitUntil(laidOut: host) { host.spy.count(of: "title") > 0 },
            "the source was not asked again after the category changed", file: file, line: line)
        XCTAssertGreaterThanOrEqual(
            traitChanges(in: host), traitChangesBefore + 1, "the reload came through the trait-change signal",
            file: file, line: line)
    }

    /// Asserts that the button's attributed title (kept by `UIButton` exactly as set) carries the
    /// `headline` font of `category`, computed from an explicit trait collection.
    private func assertButtonFont(
        of view: EmptyStateView, isHeadlineAt category: UIContentSizeCategory, _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let title = view.button.attributedTitle(for: .normal), title.length > 0,
            let font = title.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        else {
            XCTFail("no button title font \(message)", file: file, line: line)
            return
        }
        XCTAssertEqual(
            font.fontDescriptor.object(forKey: .textStyle) as? String, UIFont.TextStyle.headline.rawValue,
            "the button title's text style \(message)", file: file, line: line)
        XCTAssertEqual(
            font.pointSize, pointSize(of: .headline, for: category), accuracy: 0.01,
            "the button title's size for \(category.rawValue) \(message)", file: file, line: line)
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

    /// The point size of `style` at `category`, computed from an explicit trait collection, not
    /// from any view's traits: the independent expectation.
    private func pointSize(of style: UIFont.TextStyle, for category: UIContentSizeCategory) -> CGFloat {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
            .pointSize
    }

    // MARK: - Tests

    func testDefaultTitleFontGrowsWithTheContentSizeCategory() throws {
        let host = makeHost()
        let view = try showEmptyState(in: host)
        let small = pointSize(of: .title2, for: startCategory)
        let large = pointSize(of: .title2, for: changedCategory)
        XCTAssertGreaterThan(large, small, "precondition: the larger category has a larger title2")
        XCTAssertGreaterThan(
            pointSize(of: .headline, for: changedCategory), pointSize(of: .headline, for: startCategory),
            "precondition: the larger category has a larger headline")
        XCTAssertEqual(
            textFont(of: view.titleLabel)?.pointSize ?? 0, small, accuracy: 0.01,
            "precondition: title2's size for the start category, measured on the view in the window")

        changeCategory(in: host)

        XCTAssertTrue(
            waitUntil(laidOut: host) { abs((self.textFont(of: view.titleLabel)?.pointSize ?? 0) - large) < 0.01 },
            "the default title font was not merged again: \(String(describing: textFont(of: view.titleLabel)?.pointSize)) "
                + "instead of \(large)")
        XCTAssertEqual(view.traitCollection.preferredContentSizeCategory, changedCategory, "the change reached the view")
        let font = try XCTUnwrap(textFont(of: view.titleLabel))
        XCTAssertGreaterThan(font.pointSize, small)
        XCTAssertTrue(font.fontDescriptor.symbolicTraits.contains(.traitBold), "still the bold title style")
        XCTAssertEqual(view.titleLabel.attributedText?.string, "Nothing here", "the same text")
        assertButtonFont(of: view, isHeadlineAt: changedCategory, "after the change: the defaults were merged again")
    }

    /// The source's font stays; the description, which has none, shows that the change arrived
    /// and the defaults were merged again.
    func testSourceFontIsLeftAloneWhenTheCategoryChanges() throws {
        let sourceFont = UIFont.systemFont(ofSize: 31)
        let host = makeHost {
            $0.titleAttributes = [.font: sourceFont]
            $0.detailText = "Below the title"
        }
        let view = try showEmptyState(in: host)
        let small = pointSize(of: .body, for: startCategory)
        let large = pointSize(of: .body, for: changedCategory)
        XCTAssertEqual(try XCTUnwrap(textFont(of: view.titleLabel)).pointSize, 31, accuracy: 0.01, "precondition")
        XCTAssertEqual(textFont(of: view.detailLabel)?.pointSize ?? 0, small, accuracy: 0.01, "precondition")

        changeCategory(in: host)

        XCTAssertTrue(
            waitUntil(laidOut: host) { abs((self.textFont(of: view.detailLabel)?.pointSize ?? 0) - large) < 0.01 },
            "precondition: the description's default font follows the new category")
        let title = try XCTUnwrap(textFont(of: view.titleLabel))
        XCTAssertEqual(title.pointSize, 31, accuracy: 0.01, "the source's font must not be replaced or rescaled")
        XCTAssertEqual(title.fontName, sourceFont.fontName)
        assertButtonFont(of: view, isHeadlineAt: changedCategory, "after the change: the defaults were merged again")
    }
}
#endif
