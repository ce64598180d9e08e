#if canImport(UIKit)
import UIKit

// What a configuration adds to 1.0's elements: the activity indicator, buttons described by a
// UIButton.Configuration, label and image properties, alignment, per-gap padding and margins.
// Content from the source protocol leaves every one of them at the value that reproduces 1.0.
extension EmptyStateView {
    /// Alignment, the space after each element, and the margins.
    func applyLayout(_ content: EmptyDataSetContent) {
        let alignment: UIStackView.Alignment = content.alignment == .natural ? .leading : .center
        if stackView.alignment != alignment { stackView.alignment = alignment }
        let paddings = content.paddings
        if stackView.spacing != paddings.imageToText { stackView.spacing = paddings.imageToText }
        // UIStackView skips a hidden view's space: the gap after the last visible view before
        // the next one is what shows. So the title carries the text-to-button space when no
        // secondary text follows it.
        let afterTitle = content.description != nil ? paddings.textToSecondaryText : paddings.textToButton
        let after: [(UIView, CGFloat)] = [
            (activityIndicator, paddings.imageToText), (imageView, paddings.imageToText),
            (titleLabel, afterTitle), (detailLabel, paddings.textToButton),
            (button, paddings.buttonToSecondaryButton), (primaryButton, paddings.buttonToSecondaryButton),
        ]
        for (view, space) in after where stackView.customSpacing(after: view) != space {
            stackView.setCustomSpacing(space, after: view)
        }
        if requestedMargins != content.margins {
            requestedMargins = content.margins
            setNeedsLayout()
        }
    }

    /// The image's corner radius, largest size and what VoiceOver reads (the last in
    /// ``updateAccessibility(_:)``).
    func applyImageProperties(_ content: EmptyDataSetContent) {
        if imageView.layer.cornerRadius != content.imageCornerRadius {
            imageView.layer.cornerRadius = content.imageCornerRadius
            imageView.clipsToBounds = content.imageCornerRadius > 0
        }
        imageMaximumSize = content.imageMaximumSize
        resolveSymbolForTraits()
    }

    /// A symbol whose configuration names a text style (the presets') grows with Dynamic Type,
    /// but an image resolves that style for the traits in its own configuration, and without
    /// any for the default text size: the image-size layout, which reads `image.size`, would keep
    /// the symbol at the default size. So the shown symbol gets this view's traits, on every
    /// apply (a text-size change applies the content again). Other images are left alone.
    private func resolveSymbolForTraits() {
        guard let image = imageView.image, image.isSymbolImage, let configuration = image.symbolConfiguration
        else { return }
        let resolved = image.withConfiguration(configuration.withTraitCollection(traitCollection))
        if resolved.size != image.size { imageView.image = resolved }
    }

    /// Lines and shrinking of the two labels, set only when they differ from what was applied
    /// last (not from the labels' getters, which attributed text also sets).
    func applyLabelStyles(_ content: EmptyDataSetContent) {
        for (index, (label, style)) in [(titleLabel, content.titleStyle), (detailLabel, content.descriptionStyle)].enumerated()
        where appliedLabelStyles[index] != style {
            label.numberOfLines = style.numberOfLines
            label.adjustsFontSizeToFitWidth = style.adjustsFontSizeToFitWidth
            label.minimumScaleFactor = style.minimumScaleFactor
            appliedLabelStyles[index] = style
        }
    }

    /// Shows the loading indicator, animating only while shown.
    func applyActivityIndicator(_ shows: Bool) {
        setArranged(activityIndicator, hidden: !shows)
        if shows, !activityIndicator.isAnimating { activityIndicator.startAnimating() }
        if !shows, activityIndicator.isAnimating { activityIndicator.stopAnimating() }
    }

    /// Lets go of the configured buttons' actions and menus (and the closures they capture) when
    /// the empty state hides: nothing can tap them until the next appearance, which applies its
    /// content again in full.
    func releaseConfiguredButtons() {
        primaryButtonRunsRetry = false
        for (index, view) in [primaryButton, secondaryButton].enumerated() {
            if let action = appliedButtonActions[index] { view.removeAction(action, for: .primaryActionTriggered) }
            appliedButtonActions[index] = nil
            if #available(iOS 14.0, tvOS 17.0, visionOS 1.0, macCatalyst 14.0, *), view.menu != nil {
                view.menu = nil
                view.showsMenuAsPrimaryAction = false
            }
            setArranged(view, hidden: true)
        }
    }

    /// Applies the configured buttons in place: a configuration, menu or action is set only when
    /// it changed, so an unchanged button keeps its state (and a pressed one is not interrupted).
    func applyConfiguredButtons(_ buttons: [EmptyDataSetContent.ConfiguredButton]) {
        primaryButtonRunsRetry = buttons.first?.runsRetry ?? false
        for (index, view) in [primaryButton, secondaryButton].enumerated() {
            let described = buttons.indices.contains(index) ? buttons[index] : nil
            setArranged(view, hidden: described == nil)
            guard let described else { continue }
            if view.configuration != described.configuration { view.configuration = described.configuration }
            if view.isEnabled != described.properties.isEnabled { view.isEnabled = described.properties.isEnabled }
            // Menus on buttons are tvOS 17 and later.
            if #available(iOS 14.0, tvOS 17.0, visionOS 1.0, macCatalyst 14.0, *), view.menu !== described.properties.menu {
                view.menu = described.properties.menu
                view.showsMenuAsPrimaryAction = described.properties.menu != nil
            }
            let action = described.properties.primaryAction
            if appliedButtonActions[index] !== action {
                if let previous = appliedButtonActions[index] { view.removeAction(previous, for: .primaryActionTriggered) }
                if let action { view.addAction(action, for: .primaryActionTriggered) }
                appliedButtonActions[index] = action
            }
        }
    }
}
/// The part of the empty state's background color beyond its own frame: the frame is the visible
/// area between the bars (and below a table header), so that the content stays in view, while
/// the color reaches under translucent bars — iOS 26's scroll-edge effects blur and tint what is
/// under them — and the header, as a full-screen `UIContentUnavailableView` background does. Two
/// strips, above and below the view, so a translucent color is not drawn twice over the view's
/// own background. Never a touch target (touches fall through to the scroll view).
final class EmptyStateBackgroundExtension: UIView {
    /// Whether this is the strip above the view (else below it).
    let isAbove: Bool

    init(above: Bool) {
        isAbove = above
        super.init(frame: .zero)
        autoresizingMask = above ? [.flexibleWidth, .flexibleBottomMargin] : [.flexibleWidth, .flexibleTopMargin]
        isUserInteractionEnabled = false
        isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is unavailable: made by EmptyStateView.")
    }
}

extension EmptyStateView {
    /// Extends the background color (the view's own, as just applied) above and below the view,
    /// as far as a screen reaches, inside a scroll view that clips to its bounds (table and
    /// collection views do by default; a scroll view that does not would show the strips outside
    /// itself, so it gets none). The strips follow the view's size by autoresizing; no work runs
    /// per scrolled frame.
    func extendBackground() {
        let strips = subviews.compactMap { $0 as? EmptyStateBackgroundExtension }
        let color = backgroundColor.flatMap { $0 == .clear ? nil : $0 }
        guard let color, let container = superview, container.clipsToBounds else {
            for strip in strips { strip.removeFromSuperview() }
            return
        }
        // Far enough to reach the top and bottom of the visible area, whatever the bars, header
        // and rotation: the largest dimension of the container and window.
        let reach = [container.bounds.width, container.bounds.height, window?.bounds.width ?? 0, window?.bounds.height ?? 0]
            .max() ?? 0
        let above = strips.first { $0.isAbove } ?? makeBackgroundStrip(above: true)
        let below = strips.first { !$0.isAbove } ?? makeBackgroundStrip(above: false)
        above.frame = CGRect(x: -reach, y: -reach, width: bounds.width + 2 * reach, height: reach)
        below.frame = CGRect(x: -reach, y: bounds.height, width: bounds.width + 2 * reach, height: reach)
        for strip in [above, below] where strip.backgroundColor != color { strip.backgroundColor = color }
    }

    private func makeBackgroundStrip(above: Bool) -> EmptyStateBackgroundExtension {
        let strip = EmptyStateBackgroundExtension(above: above)
        insertSubview(strip, at: 0)
        return strip
    }
}
#endif
