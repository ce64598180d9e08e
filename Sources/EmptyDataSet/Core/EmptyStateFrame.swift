import Foundation

/// Where the empty-state view sits inside its scroll view.
enum EmptyStateFrame {
    /// The rectangle, in the scroll view's content coordinates, that the empty state occupies.
    ///
    /// It is the part of the scroll view visible when scrolled to the top and at rest: inside the
    /// adjusted content insets (navigation bar, large title, tab bar, safe area) and below the table
    /// header view. Because it is in content coordinates it moves with the content when scrolling
    /// is allowed, and a refresh control above the content (negative y) stays uncovered. The
    /// content itself is centered in this rectangle, then moved by the vertical offset.
    ///
    /// Bad input never produces a negative or non-finite rectangle: non-finite values count as 0
    /// and a header taller than the visible area leaves a zero-height rectangle right below it.
    /// - Parameters:
    ///   - boundsSize: The scroll view's `bounds.size`.
    ///   - adjustedContentInset: The scroll view's `adjustedContentInset`.
    ///   - headerHeight: The height of `tableHeaderView` (0 for other scroll views).
    static func rect(boundsSize: CGSize, adjustedContentInset: LayoutInsets, headerHeight: CGFloat) -> CGRect {
        let size = Metric.nonNegative(boundsSize)
        let insets = adjustedContentInset.sanitized
        let header = max(0, Metric.finiteOrZero(headerHeight))
        let width = max(0, size.width - insets.left - insets.right)
        let visibleHeight = max(0, size.height - insets.top - insets.bottom)
        return CGRect(x: 0, y: header, width: width, height: max(0, visibleHeight - header))
    }
}
