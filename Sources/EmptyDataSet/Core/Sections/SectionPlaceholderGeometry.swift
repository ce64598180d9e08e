import Foundation

/// The size and placement rules of a per-section placeholder.
///
/// The placeholder is the whole-view empty state's renderer inside a section footer. That renderer
/// fits its image into a share of its own height; a footer measured at its content's height would
/// shrink the image on every measurement. So the renderer is laid out at a *reference height* (at
/// least the visible height of the list) centered on the footer, which clips it: the image is
/// fitted to the reference height, the footer is exactly as tall as the content and its margins.
enum SectionPlaceholderGeometry {
    /// The smallest reference height: a list that has no height yet still fits an image sensibly.
    static let minimumReferenceHeight: CGFloat = 320

    /// The height the renderer is laid out at: the list's visible height, at least
    /// ``minimumReferenceHeight``; a non-finite height counts as none.
    static func referenceHeight(visibleHeight: CGFloat) -> CGFloat {
        max(minimumReferenceHeight, Metric.finiteOrZero(visibleHeight))
    }

    /// The footer's height.
    /// - Parameters:
    ///   - contentHeight: The placeholder content's fitting height; non-finite or negative is 0.
    ///   - verticalMargins: The margins above and below the content, together.
    ///   - accessoryHeight: The height of the app's own footer shown below the placeholder.
    ///   - showsPlaceholder: Whether the section shows its placeholder; without it only the app's
    ///     footer counts (0 without one: the footer takes no room while the section has items).
    ///   - scale: The screen scale; the height is rounded up to whole pixels (1 when not positive).
    static func height(
        contentHeight: CGFloat, verticalMargins: CGFloat, accessoryHeight: CGFloat, showsPlaceholder: Bool,
        scale: CGFloat
    ) -> CGFloat {
        let accessory = max(0, Metric.finiteOrZero(accessoryHeight))
        guard showsPlaceholder else { return pixelCeil(accessory, scale: scale) }
        let content = max(0, Metric.finiteOrZero(contentHeight))
        guard content > 0 else { return pixelCeil(accessory, scale: scale) }
        let margins = max(0, Metric.finiteOrZero(verticalMargins))
        return pixelCeil(content + margins + accessory, scale: scale)
    }

    /// Where the renderer goes inside the placeholder's area: the full width, the reference height,
    /// centered vertically on the area (so its centered content is centered on the area), never
    /// shorter than the area.
    /// - Parameters:
    ///   - area: The placeholder's area in the footer (above the app's own footer).
    ///   - referenceHeight: ``referenceHeight(visibleHeight:)``.
    static func rendererFrame(in area: CGRect, referenceHeight: CGFloat) -> CGRect {
        // The raw size: `CGRect.width` would turn a negative width positive.
        let width = max(0, Metric.finiteOrZero(area.size.width))
        let areaHeight = max(0, Metric.finiteOrZero(area.size.height))
        let height = max(areaHeight, Metric.finiteOrZero(referenceHeight))
        let y = Metric.finiteOrZero(area.origin.y) + (areaHeight - height) / 2
        return CGRect(x: Metric.finiteOrZero(area.origin.x), y: y, width: width, height: height)
    }

    /// The reference size a flow layout's section footer gets: the collection view's width and the
    /// measured height when the layout scrolls vertically; `.zero` (no footer) when nothing shows,
    /// when it scrolls horizontally (section placeholders are not supported there: no placeholder,
    /// no room) or the width is unusable.
    static func flowFooterSize(width: CGFloat, height: CGFloat, scrollsVertically: Bool) -> CGSize {
        let width = Metric.finiteOrZero(width)
        let height = Metric.finiteOrZero(height)
        guard scrollsVertically, width > 0, height > 0 else { return .zero }
        return CGSize(width: width, height: height)
    }

    /// Whether a footer's new height differs enough from the height UIKit laid it out at to ask
    /// UIKit for the heights again: more than half a point. A footer never laid out asks nothing
    /// (UIKit measures it when it first lays it out).
    static func needsHeightRequery(laidOutHeight: CGFloat?, newHeight: CGFloat) -> Bool {
        guard let laidOutHeight else { return false }
        return abs(Metric.finiteOrZero(laidOutHeight) - Metric.finiteOrZero(newHeight)) > 0.5
    }

    private static func pixelCeil(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        let scale = Metric.finiteOrZero(scale) > 0 ? scale : 1
        return (value * scale).rounded(.up) / scale
    }
}
