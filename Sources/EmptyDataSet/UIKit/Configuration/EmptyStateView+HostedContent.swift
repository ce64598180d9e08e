#if canImport(UIKit)
import UIKit

// A UIKit content configuration's view, hosted as Apple hosts a view controller's
// `contentUnavailableConfiguration`: filling the empty state, outside the package's margins and
// inner scroll view.
extension EmptyStateView {
    /// Shows `configuration` in the view it makes, pinned to all four edges of the empty state (the
    /// visible area of the scroll view). `UIContentUnavailableView` and `UIHostingConfiguration`'s
    /// view lay out inside that area themselves: their own layout margins (which take the empty
    /// state's system margins and safe area, as they take a view controller's view's), centering
    /// and scrolling. The view made before is updated in place while it supports the new
    /// configuration; else it is replaced.
    /// - Parameters:
    ///   - configuration: The configuration, already updated for the state.
    ///   - searchText: The search text it was updated with.
    func showHostedContent(_ configuration: any UIContentConfiguration, searchText: String?) {
        hostedSearchText = searchText
        if let hosted = hostedContentView, Self.canShow(configuration, in: hosted) {
            hosted.configuration = configuration
            return
        }
        removeHostedContent()
        let made = configuration.makeContentView()
        made.translatesAutoresizingMaskIntoConstraints = false
        addSubview(made)
        let constraints = [
            made.topAnchor.constraint(equalTo: topAnchor),
            made.bottomAnchor.constraint(equalTo: bottomAnchor),
            made.leadingAnchor.constraint(equalTo: leadingAnchor),
            made.trailingAnchor.constraint(equalTo: trailingAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
        hostedContentView = made
        hostedContentConstraints = constraints
        // The package's own content makes way: hidden, it takes no touches and VoiceOver skips it.
        contentScrollView.isHidden = true
        // Taps on the hosted content are taps on the empty state (its controls report their own).
        made.addGestureRecognizer(tapRecognizer)
    }

    /// Takes the hosted view out and releases it; the package's own content shows again. No effect
    /// when none is hosted.
    func removeHostedContent() {
        guard let hosted = hostedContentView else { return }
        NSLayoutConstraint.deactivate(hostedContentConstraints)
        hostedContentConstraints = []
        hosted.removeFromSuperview()
        hostedContentView = nil
        hostedSearchText = nil
        // Nothing keeps the released view alive, VoiceOver's target for the next appearance included.
        if initialAccessibilityFocus === hosted { initialAccessibilityFocus = nil }
        contentView.addGestureRecognizer(tapRecognizer)
        contentScrollView.isHidden = false
    }

    /// Whether `view` can show `configuration` (`supports(_:)` from iOS 16; before, a view shows
    /// configurations of the type it was made for).
    private static func canShow(_ configuration: any UIContentConfiguration, in view: any UIView & UIContentView) -> Bool {
        if #available(iOS 16.0, tvOS 16.0, *) { return view.supports(configuration) }
        return type(of: view.configuration) == type(of: configuration)
    }
}
#endif
