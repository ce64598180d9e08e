#if canImport(UIKit)
import UIKit

/// The window's root: hosts the navigation controller as a child, so it can override the traits
/// of everything below it (text size), and applies the rest of the Settings screen's overrides.
final class DemoRootViewController: UIViewController, DisplayOverriding, UINavigationControllerDelegate {
    var displayOverrides = DisplayOverrides() {
        didSet { apply(displayOverrides, changedFrom: oldValue) }
    }

    private var content: UINavigationController?

    /// UIKit asks only the window's root for the status bar style: hand it to the screen shown.
    override var childForStatusBarStyle: UIViewController? { content?.topViewController }

    override func viewDidLoad() {
        super.viewDidLoad()
        showContent(openingSettings: false)
    }

    private func apply(_ overrides: DisplayOverrides, changedFrom old: DisplayOverrides) {
        // The window's style covers presented screens (search, alerts) too.
        view.window?.overrideUserInterfaceStyle = overrides.interfaceStyle
        if overrides.isRightToLeft != old.isRightToLeft {
            // The appearance proxy applies its value when a view enters a window, so views on
            // screen keep theirs: rebuild the screens, back on Settings. `semanticContentAttribute`
            // is not marked UI_APPEARANCE_SELECTOR, so this is a demo shortcut, not a supported
            // API; the faithful test is the scheme's App Language (or Right-to-Left Pseudolanguage).
            UIView.appearance().semanticContentAttribute = overrides.isRightToLeft ? .forceRightToLeft : .unspecified
            showContent(openingSettings: true)
            // Every view VoiceOver knew is gone: have it start over on the new screen.
            UIAccessibility.post(notification: .screenChanged, argument: nil)
        } else if let content {
            overrideTextSize(of: content)
        }
    }

    private func showContent(openingSettings: Bool) {
        if let content {
            content.willMove(toParent: nil)
            content.view.removeFromSuperview()
            content.removeFromParent()
        }
        let menu = MenuViewController(overrides: self)
        let navigation = UINavigationController(rootViewController: menu)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.delegate = self
        if openingSettings {
            navigation.pushViewController(SettingsViewController(overrides: self), animated: false)
        }
        addChild(navigation)
        navigation.view.frame = view.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
        content = navigation
        overrideTextSize(of: navigation)
        setNeedsStatusBarAppearanceUpdate()
    }

    /// The screen on top changes with every push and pop (the back button, the swipe back): the
    /// status bar style forwarded to it must be asked for again, along with the transition, and
    /// once more at its end (a cancelled swipe leaves the old screen on top).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        guard let coordinator = navigationController.transitionCoordinator else {
            setNeedsStatusBarAppearanceUpdate()
            return
        }
        coordinator.animate(
            alongsideTransition: { [weak self] _ in self?.setNeedsStatusBarAppearanceUpdate() },
            completion: { [weak self] _ in self?.setNeedsStatusBarAppearanceUpdate() })
    }

    /// A parent may override a child's traits: iOS 17's `traitOverrides`, and before it
    /// `setOverrideTraitCollection(_:forChild:)`. The empty states follow, as they follow the
    /// system setting.
    private func overrideTextSize(of child: UIViewController) {
        let category = displayOverrides.contentSizeCategory
        if #available(iOS 17.0, *) {
            if let category {
                child.traitOverrides.preferredContentSizeCategory = category
            } else if child.traitOverrides.contains(UITraitPreferredContentSizeCategory.self) {
                child.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
            }
        } else {
            let traits = category.map { UITraitCollection(preferredContentSizeCategory: $0) }
            setOverrideTraitCollection(traits, forChild: child)
        }
    }
}
#endif
