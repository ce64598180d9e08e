import Foundation

// Where the failure banner sits: at the top of the visible part of its list, below the bars.

/// The failure banner's frame in its scroll view's coordinates: just below the top of the visible
/// part (the top bars, a large title and the safe area are in the adjusted top inset), inside the
/// horizontal safe area and margins, at most ``maximumWidth`` wide and centered (iPad, landscape).
///
/// It lives in the scroll view, so its origin follows the scroll offset: the frame is recomputed
/// when the offset changes while it shows (never while hidden). Bad input has an outcome: a
/// non-finite value counts as zero, a negative height or width as zero, and a scroll view narrower
/// than its margins gets a zero-width banner rather than a negative one.
enum FailureBannerPlacement {
    /// The gap between the top of the visible part and the banner, and the side margins, in points.
    static let spacing: CGFloat = 8
    /// The widest the banner gets.
    static let maximumWidth: CGFloat = 560

    /// The frame.
    /// - Parameters:
    ///   - boundsWidth: The scroll view's width.
    ///   - offsetY: Its vertical content offset.
    ///   - insets: Its adjusted content inset (top, left, right used).
    ///   - marginLeft: Its left layout margin (at least ``spacing`` is kept).
    ///   - marginRight: Its right layout margin (at least ``spacing`` is kept).
    ///   - height: The banner's fitting height.
    static func frame(
        boundsWidth: CGFloat, offsetY: CGFloat, insets: LayoutInsets, marginLeft: CGFloat, marginRight: CGFloat, height: CGFloat
    ) -> CGRect {
        let left = max(finite(insets.left), 0) + max(finite(marginLeft), spacing)
        let right = max(finite(insets.right), 0) + max(finite(marginRight), spacing)
        let available = max(finite(boundsWidth) - left - right, 0)
        let width = min(available, maximumWidth)
        let x = left + (available - width) / 2
        let y = finite(offsetY) + finite(insets.top) + spacing
        return CGRect(x: x, y: y, width: width, height: max(finite(height), 0))
    }

    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}
