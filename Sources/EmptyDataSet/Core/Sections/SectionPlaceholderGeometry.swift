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
    ///     footer counts.
    ///   - scale: The screen scale; the height is rounded up to whole pixels (1 when not positive).
    ///   - emptyHeight: The height when the footer shows nothing at all (no placeholder, no app
    ///     footer): ``emptyFooterHeight(isPlainStyle:sectionFooterHeight:scale:)``. Default 0.
    /// - Returns: At least one pixel: a footer of no height is not among the footers UIKit reports
    ///   on screen, and one UIKit does not show cannot be refreshed in place when its section
    ///   empties in a batch update (UIKit does not ask for that footer again).
    static func height(
        contentHeight: CGFloat, verticalMargins: CGFloat, accessoryHeight: CGFloat, showsPlaceholder: Bool,
        scale: CGFloat, emptyHeight: CGFloat = 0
    ) -> CGFloat {
        let scale = Metric.finiteOrZero(scale) > 0 ? scale : 1
        let accessory = max(0, Metric.finiteOrZero(accessoryHeight))
        let content = showsPlaceholder ? max(0, Metric.finiteOrZero(contentHeight)) : 0
        let margins = content > 0 ? max(0, Metric.finiteOrZero(verticalMargins)) : 0
        let total = content + margins + accessory
        let height = total > 0 ? total : max(0, Metric.finiteOrZero(emptyHeight))
        return max(1 / scale, pixelCeil(height, scale: scale))
    }

    /// The spacing below a grouped or inset-grouped table's section when the table's
    /// `sectionFooterHeight` is `UITableView.automaticDimension` (the default): the style's usual
    /// gap between a section and the next section's header.
    static let groupedFooterSpacing: CGFloat = 17.5

    /// The height of a table footer that shows nothing (no placeholder, no app footer).
    ///
    /// UIKit gives a section whose footer height is 0 the style's spacing below it; a footer view
    /// of any other height replaces that spacing. The package's footer must keep a height (see
    /// ``height(contentHeight:verticalMargins:accessoryHeight:showsPlaceholder:scale:emptyHeight:)``),
    /// so it reports the spacing itself: in a plain table, where sections have no spacing, one
    /// pixel; in a grouped or inset-grouped table, the table's `sectionFooterHeight` when it is a
    /// height (0 or more), else ``groupedFooterSpacing``.
    /// - Parameters:
    ///   - isPlainStyle: Whether the table is plain.
    ///   - sectionFooterHeight: The table's `sectionFooterHeight` (negative:
    ///     `UITableView.automaticDimension`; non-finite counts as automatic).
    ///   - scale: The screen scale (1 when not positive).
    /// - Returns: At least one pixel, rounded up to whole pixels.
    static func emptyFooterHeight(isPlainStyle: Bool, sectionFooterHeight: CGFloat, scale: CGFloat) -> CGFloat {
        let scale = Metric.finiteOrZero(scale) > 0 ? scale : 1
        guard !isPlainStyle else { return 1 / scale }
        let spacing = sectionFooterHeight.isFinite && sectionFooterHeight >= 0 ? sectionFooterHeight : groupedFooterSpacing
        return max(1 / scale, pixelCeil(spacing, scale: scale))
    }

    /// The width the placeholder is measured and laid out at in a table footer: UIKit insets a
    /// header or footer view's `contentView` by the horizontal safe area (the notch in landscape)
    /// when the table's `insetsContentViewsToSafeArea` is on, so the content is narrower than the
    /// footer. Non-finite or negative insets count as 0; never below 0.
    /// - Parameters:
    ///   - footerWidth: The footer's width.
    ///   - leadingInset: The safe area's inset on the leading (left) side.
    ///   - trailingInset: The safe area's inset on the trailing (right) side.
    static func contentWidth(footerWidth: CGFloat, leadingInset: CGFloat, trailingInset: CGFloat) -> CGFloat {
        let insets = max(0, Metric.finiteOrZero(leadingInset)) + max(0, Metric.finiteOrZero(trailingInset))
        return max(0, Metric.finiteOrZero(footerWidth) - insets)
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

    /// Whether to ask UIKit for the heights again after a footer's content changed: its new height
    /// differs by more than half a point from the height UIKit last got for it, and from the height
    /// a re-query was last asked for. A footer UIKit never measured asks nothing (UIKit measures
    /// it when it first lays it out).
    ///
    /// The second condition ends the sequence whatever UIKit does: should a re-query not measure
    /// the footer again (its reported height stays old), the next refresh does not ask again for
    /// the same height — so a re-query, whose hooked call leads to another refresh, cannot
    /// repeat itself turn after turn.
    /// - Parameters:
    ///   - reportedHeight: The height UIKit last got for the footer; `nil` if never measured.
    ///   - newHeight: The height the footer needs now.
    ///   - lastRequestedHeight: The height a re-query was last asked for; `nil` for none.
    static func needsHeightRequery(reportedHeight: CGFloat?, newHeight: CGFloat, lastRequestedHeight: CGFloat?) -> Bool {
        guard let reportedHeight else { return false }
        let new = Metric.finiteOrZero(newHeight)
        guard abs(Metric.finiteOrZero(reportedHeight) - new) > 0.5 else { return false }
        guard let lastRequestedHeight else { return true }
        return abs(Metric.finiteOrZero(lastRequestedHeight) - new) > 0.5
    }

    private static func pixelCeil(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        (value * scale).rounded(.up) / scale
    }
}
