import Foundation

// Where the failure banner sits: at the top of the visible part of its list, below the bars.

/// The failure banner's frame in its scroll view's coordinates: just below the top of the visible
/// part (the top bars, a large title and the safe area), inside the horizontal safe area and
/// margins, at most ``maximumWidth`` wide and centered (iPad, landscape), and at most half the
/// visible height (``maximumHeight(in:)``: AX text sizes, a long German message; the message
/// scrolls inside it).
///
/// It lives in the scroll view, so its origin follows the scroll offset, both ways (a horizontal
/// list scrolls in x): the frame is recomputed when the offset, the bounds or the adjusted insets
/// change while it shows (never while hidden). Bad input has an outcome: a non-finite value counts
/// as zero, a negative height or width as zero, and a scroll view narrower than its margins gets a
/// zero-width banner rather than a negative one.
enum FailureBannerPlacement {
    /// The gap between the top of the visible part and the banner, and the side margins, in points.
    static let spacing: CGFloat = 8
    /// The widest the banner gets.
    static let maximumWidth: CGFloat = 560
    /// The banner is never capped below this height (a line and a 44 pt button), in points.
    static let minimumCap: CGFloat = 60

    /// The visible part of a scroll view, as far as the banner needs it.
    struct Viewport: Equatable, Sendable {
        /// The scroll view's bounds size.
        var width: CGFloat
        var height: CGFloat
        /// Its content offset.
        var offsetX: CGFloat = 0
        var offsetY: CGFloat = 0
        /// Its adjusted content inset (the bars, the safe area, a running refresh control, the app's inset).
        var insets = LayoutInsets(top: 0, left: 0, bottom: 0, right: 0)
        /// Its safe area's top: with `contentInsetAdjustmentBehavior = .never` the adjusted inset
        /// leaves the bars out, and the banner still goes below them.
        var safeAreaTop: CGFloat = 0
        /// Its layout margins (at least ``spacing`` is kept).
        var marginLeft: CGFloat = 0
        var marginRight: CGFloat = 0
        /// Whether the scroll view has a refresh control (none on tvOS): without one, a pull past
        /// the top is only a rubber-band bounce and the banner stays.
        var hasRefreshControl = false
    }

    /// The top of the visible part, below the bars: the larger of the adjusted top inset and the
    /// safe area's top.
    static func visibleTop(in viewport: Viewport) -> CGFloat {
        max(finite(viewport.insets.top), finite(viewport.safeAreaTop), 0)
    }

    /// The tallest the banner gets: half the visible height, never below ``minimumCap``.
    static func maximumHeight(in viewport: Viewport) -> CGFloat {
        let visible = finite(viewport.height) - visibleTop(in: viewport) - max(finite(viewport.insets.bottom), 0)
        return max(visible / 2, minimumCap)
    }

    /// The frame, for the banner's fitting height (capped at ``maximumHeight(in:)``).
    static func frame(in viewport: Viewport, fittingHeight: CGFloat) -> CGRect {
        let left = max(finite(viewport.insets.left), 0) + max(finite(viewport.marginLeft), spacing)
        let right = max(finite(viewport.insets.right), 0) + max(finite(viewport.marginRight), spacing)
        let available = max(finite(viewport.width) - left - right, 0)
        let width = min(available, maximumWidth)
        let x = finite(viewport.offsetX) + left + (available - width) / 2
        let y = finite(viewport.offsetY) + visibleTop(in: viewport) + spacing
        let height = min(max(finite(fittingHeight), 0), maximumHeight(in: viewport))
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// Whether the user pulls the list down beyond its top to refresh: the banner steps aside so
    /// the refresh control's spinner shows. Only with a refresh control: a bounce past the top of
    /// a list without one keeps the banner. A refresh that runs adds its control's height
    /// to the adjusted inset, so the banner shows again below the spinner once the user lets go.
    static func isPulledDown(in viewport: Viewport) -> Bool {
        viewport.hasRefreshControl && finite(viewport.offsetY) < -finite(viewport.insets.top) - 0.5
    }

    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}
