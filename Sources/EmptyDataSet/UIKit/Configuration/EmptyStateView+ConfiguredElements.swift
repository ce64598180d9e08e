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
/// under them — as a full-screen `UIContentUnavailableView` background does. Two strips, above
/// the content's top and below the view and the content (``BackgroundStrips``), so a translucent
/// color is not drawn twice over the view's own background, and no header, section header or
/// footer is covered whatever its place among the scroll view's subviews. Never a touch target
/// (touches fall through to the scroll view).
final class EmptyStateBackgroundExtension: UIView {
    /// Whether this is the strip above the view (else below it).
    let isAbove: Bool

    init(above: Bool) {
        isAbove = above
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is unavailable: made by EmptyStateView.")
    }
}

extension EmptyStateView {
    /// Extends the background color (the view's own, as applied) above the content's top and
    /// below the view and the content (``BackgroundStrips``), inside a scroll view that clips to
    /// its bounds (table and collection views do by default; a scroll view that does not would
    /// show the strips outside itself, so it gets none).
    ///
    /// Runs when the content is applied and whenever the view is laid out in its scroll view
    /// (the placement, which follows bounds, insets, header and content-size changes): the
    /// strips stop at the content, which moves relative to the view. A frame only changes when
    /// the geometry did; the length is fixed, so a larger window or a rotation leaves no gap.
    func extendBackground() {
        let strips = subviews.compactMap { $0 as? EmptyStateBackgroundExtension }
        let color = backgroundColor.flatMap { $0 == .clear ? nil : $0 }
        guard let color, let container = superview as? UIScrollView, container.clipsToBounds else {
            for strip in strips { strip.removeFromSuperview() }
            return
        }
        let frames = BackgroundStrips.frames(viewFrame: frame, contentHeight: container.contentSize.height)
        let above = strips.first { $0.isAbove } ?? makeBackgroundStrip(above: true)
        let below = strips.first { !$0.isAbove } ?? makeBackgroundStrip(above: false)
        for (strip, rect) in [(above, frames.above), (below, frames.below)] {
            if strip.frame != rect { strip.frame = rect }
            if strip.backgroundColor != color { strip.backgroundColor = color }
        }
    }

    private func makeBackgroundStrip(above: Bool) -> EmptyStateBackgroundExtension {
        let strip = EmptyStateBackgroundExtension(above: above)
        insertSubview(strip, at: 0)
        return strip
    }
}
#endif
