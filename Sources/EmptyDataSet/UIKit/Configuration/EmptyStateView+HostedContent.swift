#if canImport(UIKit)
import UIKit

// A UIKit content configuration's view, hosted as a direct subview filling the empty state (the
// visible area of the scroll view), outside the package's margins and inner scroll view.
extension EmptyStateView {
    /// Shows `configuration` in the view it makes, as a direct subview: top and bottom pinned to
    /// the empty state (the visible area of the scroll view), and horizontally filling it — except
    /// that an iOS 17 `UIContentUnavailableView` is kept to the readable width (see
    /// ``hostedEdgeConstraints(for:)``). The hosted view lays out inside that area itself: its own
    /// layout margins, centering and scrolling. The view made before is updated in place while it
    /// supports the new configuration; else it is replaced.
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
        var constraints = hostedEdgeConstraints(for: made)
        if superview is EmptyDataSetContentView {
            // Sizing to its content (a self-sizing cell): the hosted view is at least as tall as
            // it fits (``updateHostedFittingHeight()``); a height the container gives wins.
            let fitting = made.heightAnchor.constraint(greaterThanOrEqualToConstant: 0).withPriority(.defaultHigh)
            fitting.identifier = Self.hostedFittingHeightIdentifier
            constraints.append(fitting)
        }
        NSLayoutConstraint.activate(constraints)
        hostedContentView = made
        hostedContentConstraints = constraints
        updateHostedReadableWidth()
        // The package's own content makes way: hidden, it takes no touches and VoiceOver skips it,
        // and its margins no longer give the view a height of their own (which would squeeze the
        // hosted view to the margins in a view sizing to its content).
        contentScrollView.isHidden = true
        NSLayoutConstraint.deactivate([contentTopConstraint, contentBottomConstraint])
        // Taps on the hosted content are taps on the empty state — those that no recognizer or
        // control inside it handles (``gestureRecognizer(_:shouldRequireFailureOf:)``). Waiting
        // for those to fail has a cost: a double-tap recognizer inside delays the empty state's
        // tap by the multi-tap timeout (documented in CustomizingAppearance).
        made.addGestureRecognizer(tapRecognizer)
    }

    /// The hosted view's edge constraints. Top and bottom: the empty state's. Horizontally it fills
    /// the empty state, with one exception: Apple's `UIContentUnavailableView` limits its text to
    /// the readable width only inside the private wrapper UIKit puts it in for a view controller's
    /// `contentUnavailableConfiguration`; hosted directly, it would run its text across a whole iPad
    /// screen. So it is centered on the readable area and at most as wide as the readable width
    /// plus the empty state's horizontal margins (its own layout margins then take about as much
    /// again, leaving its text about the readable width). On a phone that is the whole width. Any
    /// other content view (`UIHostingConfiguration`'s, an app's own) fills the width: its content
    /// decides its line lengths, as in a table cell.
    private func hostedEdgeConstraints(for made: UIView) -> [NSLayoutConstraint] {
        var constraints = [
            made.topAnchor.constraint(equalTo: topAnchor),
            made.bottomAnchor.constraint(equalTo: bottomAnchor),
        ]
        guard Self.isContentUnavailableView(made) else {
            return constraints + [
                made.leadingAnchor.constraint(equalTo: leadingAnchor),
                made.trailingAnchor.constraint(equalTo: trailingAnchor),
            ]
        }
        let readableWidth = made.widthAnchor.constraint(lessThanOrEqualTo: readableContentGuide.widthAnchor)
        hostedReadableWidthConstraint = readableWidth
        constraints += [
            made.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor),
            made.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
            made.centerXAnchor.constraint(equalTo: readableContentGuide.centerXAnchor).withPriority(.defaultHigh),
            made.widthAnchor.constraint(equalTo: widthAnchor).withPriority(UILayoutPriority(749)),
            readableWidth,
        ]
        return constraints
    }

    /// Keeps a hosted `UIContentUnavailableView`'s width limit at the readable width plus the
    /// horizontal margins (which change with the safe area and the size class); no effect for any
    /// other hosted view.
    func updateHostedReadableWidth() {
        guard let constraint = hostedReadableWidthConstraint else { return }
        let margins = directionalLayoutMargins.leading + directionalLayoutMargins.trailing
        let constant = max(0, margins.isFinite ? margins : 0)
        if constraint.constant != constant { constraint.constant = constant }
    }

    /// Where VoiceOver goes when hosted content appears, as stored until the focus notification
    /// is posted: the hosted view itself, resolved to its first element only then
    /// (``resolvedAccessibilityFocus(_:)``). Nothing is laid out here: this runs while the
    /// empty state is applied, often inside the app's `reloadData()`, and a forced layout would
    /// lay out from the highest ancestor needing it — the table, its rows and the app's own
    /// layout callbacks, synchronously inside the app's call.
    func hostedAccessibilityFocus(in hosted: UIView) -> UIView {
        hosted
    }

    /// The element VoiceOver is sent to for the stored focus target `target`: for the hosted view,
    /// its first element — the first shown view of its `accessibilityElements`, else its first
    /// accessible descendant (depth first, in subview order, skipping hidden views) — and the
    /// hosted view itself when it has none; any other target still inside this view unchanged.
    /// A hosted view is a container VoiceOver cannot land on. Apple's `UIContentUnavailableView`
    /// lists its elements in `accessibilityElements` only in its own `layoutSubviews`: called
    /// when the notification is posted — after the fade-in, by which time UIKit's own layout pass
    /// has laid it out — the elements are there, with no layout forced. Posted before any layout
    /// pass (no fade, in the same turn as the reload) it may find none yet and falls back to the
    /// hosted container itself; VoiceOver then goes to the container's first element.
    ///
    /// A target no longer inside this view — a hosted view replaced or taken out before the post —
    /// is never sent (VoiceOver would be sent to a view that is gone): it is re-targeted to the
    /// hosted view shown now, resolved as above, else to this view, whose first element VoiceOver
    /// goes to. `apply(_:)` stores the new target with every replacement, so this guards a stored
    /// target that outlived its view.
    func resolvedAccessibilityFocus(_ target: UIView) -> UIView {
        let isGone = !target.isDescendant(of: self)
        guard let hosted = hostedContentView, target === hosted || isGone else { return isGone ? self : target }
        if let first = hosted.accessibilityElements?.lazy.compactMap({ $0 as? UIView }).first(where: { !$0.isHidden }) {
            return first
        }
        return Self.firstAccessibleDescendant(of: hosted) ?? hosted
    }

    private static func firstAccessibleDescendant(of view: UIView) -> UIView? {
        for subview in view.subviews where !subview.isHidden && subview.alpha > 0 {
            if subview.isAccessibilityElement { return subview }
            if let first = subview.accessibilityElements?.lazy.compactMap({ $0 as? UIView }).first { return first }
            if let found = firstAccessibleDescendant(of: subview) { return found }
        }
        return nil
    }

    /// Whether `view` is Apple's `UIContentUnavailableView` (iOS 17), or a subclass of it.
    private static func isContentUnavailableView(_ view: UIView) -> Bool {
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) { return view is UIContentUnavailableView }
        return false
    }

    /// Takes the hosted view out and releases it; the package's own content shows again. No effect
    /// when none is hosted.
    func removeHostedContent() {
        guard let hosted = hostedContentView else { return }
        NSLayoutConstraint.deactivate(hostedContentConstraints)
        hostedContentConstraints = []
        hostedReadableWidthConstraint = nil
        hosted.removeFromSuperview()
        hostedContentView = nil
        hostedSearchText = nil
        // Nothing keeps the released view alive, VoiceOver's target for the next appearance included.
        if initialAccessibilityFocus === hosted { initialAccessibilityFocus = nil }
        contentView.addGestureRecognizer(tapRecognizer)
        contentScrollView.isHidden = false
        NSLayoutConstraint.activate([contentTopConstraint, contentBottomConstraint])
    }

    /// Whether `view` can show `configuration` (`supports(_:)` from iOS 16; before, a view shows
    /// configurations of the type it was made for).
    private static func canShow(_ configuration: any UIContentConfiguration, in view: any UIView & UIContentView) -> Bool {
        if #available(iOS 16.0, tvOS 16.0, *) { return view.supports(configuration) }
        return type(of: view.configuration) == type(of: configuration)
    }
}
#endif
