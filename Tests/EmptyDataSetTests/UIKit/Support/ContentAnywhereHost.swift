#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A shown window whose root view controller hosts `child`, so a test can change the content
/// size category the way it reaches a real hierarchy (iOS 17: `traitOverrides`; before:
/// the parent's `setOverrideTraitCollection(_:forChild:)`). The test keeps it for its whole run.
@MainActor
final class ContentAnywhereHost {
    let window = makeShownWindow()
    let container = UIViewController()
    let child = UIViewController()

    init() {
        window.rootViewController = container
        container.addChild(child)
        child.view.frame = container.view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        window.layoutIfNeeded()
    }

    /// Overrides the preferred content size category of `child` and its views, then lays out
    /// (trait changes are delivered with layout).
    func setContentSizeCategory(_ category: UIContentSizeCategory) {
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) {
            child.traitOverrides.preferredContentSizeCategory = category
        } else {
            container.setOverrideTraitCollection(UITraitCollection(preferredContentSizeCategory: category), forChild: child)
        }
        window.setNeedsLayout()
        window.layoutIfNeeded()
    }

    /// Takes everything out of the window.
    func tearDown() {
        child.view.subviews.forEach { $0.removeFromSuperview() }
        window.isHidden = true
    }
}

/// An error with words of its own, for the error preset.
struct ContentAnywhereError: LocalizedError {
    var errorDescription: String? { "Couldn’t Load Favorites" }
}

/// The first view of type `View` in `root`'s subtree (`root` included), depth first.
@MainActor
func firstSubview<View: UIView>(of type: View.Type, in root: UIView) -> View? {
    if let match = root as? View { return match }
    for subview in root.subviews {
        if let match = firstSubview(of: type, in: subview) { return match }
    }
    return nil
}
#endif
