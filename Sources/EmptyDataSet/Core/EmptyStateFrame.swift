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

    /// Whether an already placed empty state keeps its frame instead of moving to ``rect(boundsSize:adjustedContentInset:headerHeight:)``.
    ///
    /// While a pull to refresh runs, the refresh control's temporary inset would re-center the
    /// content under the user's finger, and back again when it ends. So a placed view stays put
    /// during a refresh — whatever asked for the layout: an inset change, a reload, a content-size
    /// change — and follows the insets again once the refresh has ended (the UIKit layer retries a
    /// held-back layout on the next turn of the main queue: the inset change that ends a refresh
    /// arrives while the refresh still reports running). A view that is not placed yet (zero
    /// size) or is appearing is always placed.
    /// - Parameters:
    ///   - isRefreshing: Whether the scroll view's refresh control is refreshing.
    ///   - isPlaced: Whether the view already has a non-empty frame.
    ///   - isAppearing: Whether the empty state is appearing now.
    static func keepsPlacement(isRefreshing: Bool, isPlaced: Bool, isAppearing: Bool) -> Bool {
        isRefreshing && isPlaced && !isAppearing
    }
}
