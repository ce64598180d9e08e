import Foundation

// Where an empty text view's placeholder lines go. A text view is a scroll view: its bounds'
// origin is its content offset, so its text is placed in content coordinates, not from its bounds.

/// The text container of an empty text view, in content coordinates.
enum EmptyTextViewLayout {
    /// Where the first line starts in the text view's content coordinates (its `bounds`
    /// coordinate space): the container's top and left insets, plus the line fragment padding
    /// sideways. The content offset does not move it — scrolling moves the bounds over it.
    /// Non-finite values count as 0; a negative padding counts as 0.
    static func containerOrigin(containerInset: LayoutInsets, lineFragmentPadding: CGFloat) -> CGPoint {
        let inset = containerInset.sanitized
        return CGPoint(x: inset.left + max(0, Metric.finiteOrZero(lineFragmentPadding)), y: inset.top)
    }

    /// The width of the lines: the text view's width less the container's side insets and the
    /// line fragment padding on both sides; never negative.
    static func lineWidth(boundsWidth: CGFloat, containerInset: LayoutInsets, lineFragmentPadding: CGFloat) -> CGFloat {
        let inset = containerInset.sanitized
        let padding = max(0, Metric.finiteOrZero(lineFragmentPadding))
        return max(0, Metric.finiteOrZero(boundsWidth) - inset.left - inset.right - 2 * padding)
    }

    /// The height the text view shows its text in: its bounds' height less the content inset
    /// UIKit adjusted (bars, safe area, keyboard) and the container's top and bottom insets;
    /// never negative. A text view under a 100-point bar shows 100 points less.
    static func availableHeight(boundsHeight: CGFloat, adjustedInset: LayoutInsets, containerInset: LayoutInsets) -> CGFloat {
        let adjusted = adjustedInset.sanitized, inset = containerInset.sanitized
        return max(0, Metric.finiteOrZero(boundsHeight) - adjusted.top - adjusted.bottom - inset.top - inset.bottom)
    }
}
