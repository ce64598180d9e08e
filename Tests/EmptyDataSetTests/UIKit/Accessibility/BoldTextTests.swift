#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Bold Text turned on while the app runs: the default fonts merged into the source's strings are
/// merged again for the new legibility weight (a merged font is resolved once and does not follow
/// by itself). The trait reaches the view the way it reaches an app's: on iOS 17 and later through
/// a view controller's `traitOverrides`, before that through its parent's
/// `setOverrideTraitCollection(_:forChild:)`; trait changes arrive with layout.
///
/// The oracle is the button's attributed title: `UIButton` keeps it exactly as set, so its font is
/// the one the package merged (a `UILabel` may adjust a text-style font by itself).
@MainActor
final class BoldTextTests: XCTestCase {
    /// A fixed content size category, so only the weight changes between the two states.
    private let category = UIContentSizeCategory.large

    private struct Host {
        let fixture: EmptyDataSetFixture<UIScrollView>
        let container: UIViewController
        let child: UIViewController
        var window: UIWindow { fixture.window }
        var scrollView: UIScrollView { fixture.scrollView }
    }

    private func makeHost() -> Host {
        let window = makeShownWindow()
        let container = UIViewController()
        window.rootViewController = container
        let child = UIViewController()
        container.addChild(child)
        child.view.frame = container.view.bounds
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let scrollView = UIScrollView(frame: child.view.bounds)
        child.view.addSubview(scrollView)
        window.layoutIfNeeded()
        let fixture = makeFixture(
            for: scrollView, in: window, sections: [], start: .attached, configure: { $0.buttonTitleText = "Retry" })
        return Host(fixture: fixture, container: container, child: child)
    }

    /// Overrides the child's legibility weight (and pins its category), then lays out.
    private func setWeight(_ weight: UILegibilityWeight, in host: Host) {
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) {
            host.child.traitOverrides.preferredContentSizeCategory = category
            host.child.traitOverrides.legibilityWeight = weight
        } else {
            host.container.setOverrideTraitCollection(traits(weight), forChild: host.child)
        }
        host.window.setNeedsLayout()
        host.window.layoutIfNeeded()
    }

    /// An explicit trait collection of ``category`` and `weight`: the independent expectation.
    private func traits(_ weight: UILegibilityWeight) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(preferredContentSizeCategory: category), UITraitCollection(legibilityWeight: weight),
        ])
    }

    private func headline(_ weight: UILegibilityWeight) -> UIFont {
        UIFont.preferredFont(forTextStyle: .headline, compatibleWith: traits(weight))
    }

    private func buttonFont(of view: EmptyStateView) -> UIFont? {
        guard let title = view.button.attributedTitle(for: .normal), title.length > 0 else { return nil }
        return title.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
    }

    private func waitUntil(laidOut host: Host, _ condition: () -> Bool) -> Bool {
        EmptyDataSetTests.waitUntil {
            host.window.layoutIfNeeded()
            return condition()
        }
    }

    func testTurningOnBoldTextMergesTheBoldDefaultFontsAgain() throws {
        let host = makeHost()
        setWeight(.regular, in: host)
        host.scrollView.reloadEmptyDataSet()
        let view = try emptyView(of: host.scrollView)
        XCTAssertTrue(
            waitUntil(laidOut: host) { view.traitCollection.legibilityWeight == .regular }, "precondition: the override arrived")
        host.fixture.settle()
        let regular = headline(.regular)
        let bold = headline(.bold)
        XCTAssertNotEqual(regular.fontName, bold.fontName, "precondition: Bold Text gives the headline a heavier face")
        XCTAssertEqual(buttonFont(of: view)?.fontName, regular.fontName, "precondition: the regular headline")

        setWeight(.bold, in: host)

        XCTAssertTrue(
            waitUntil(laidOut: host) { self.buttonFont(of: view)?.fontName == bold.fontName },
            "the default button font was not merged again: \(buttonFont(of: view)?.fontName ?? "none") instead of \(bold.fontName)")
        XCTAssertEqual(view.traitCollection.legibilityWeight, .bold, "the change reached the view")
        XCTAssertEqual(buttonFont(of: view)?.pointSize ?? 0, bold.pointSize, accuracy: 0.01)
        XCTAssertEqual(view.button.attributedTitle(for: .normal)?.string, "Retry", "the same text")

        // And back when it is turned off.
        setWeight(.regular, in: host)
        XCTAssertTrue(waitUntil(laidOut: host) { self.buttonFont(of: view)?.fontName == regular.fontName }, "back to regular")
    }
}
#endif
