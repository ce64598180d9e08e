#if canImport(UIKit)
import UIKit

// Where the empty-state view goes in its scroll view: its frame (holding still during a refresh or
// a drag), and its place among the scroll view's subviews.
extension EmptyDataSetController {
    /// Puts the view behind cells, headers and the refresh control, but above a table or
    /// collection view's `backgroundView`, which UIKit keeps at the very back.
    func insertAtBack(_ view: UIView, of scrollView: UIScrollView) {
        if let background = scrollView.emptyDataSetBackgroundView, background.superview === scrollView {
            scrollView.insertSubview(view, aboveSubview: background)
        } else {
            scrollView.insertSubview(view, at: 0)
        }
    }

    /// A refresh control installed after the empty state appeared is added behind it by UIKit;
    /// the control must stay in front (but the empty state never goes behind a `backgroundView`).
    func keepBehindRefreshControl(_ view: EmptyStateView, in scrollView: UIScrollView) {
        guard let refreshControl = scrollView.emptyDataSetRefreshControl, refreshControl.superview === scrollView,
            let viewIndex = scrollView.subviews.firstIndex(of: view),
            let refreshIndex = scrollView.subviews.firstIndex(of: refreshControl), refreshIndex < viewIndex
        else { return }
        if let background = scrollView.emptyDataSetBackgroundView,
            let backgroundIndex = scrollView.subviews.firstIndex(of: background), refreshIndex < backgroundIndex
        {
            return  // the control is behind the background view itself: leave the order to UIKit
        }
        scrollView.insertSubview(view, belowSubview: refreshControl)
    }

    /// Moves the view to the rectangle ``EmptyStateFrame`` computes for the scroll view's current
    /// size, adjusted insets, table header and keyboard — unless it holds its place
    /// (``EmptyStateFrame/hold(isRefreshing:isScrolling:isPlaced:isAppearing:)``): during a refresh
    /// the layout is retried on the next turn of the main queue (when `retriesHeldLayout`; the
    /// inset change that ends the refresh asks again), while the user scrolls it is retried every
    /// ``scrollRetryInterval`` until the scroll view comes to rest. The move that ends a hold
    /// slides (``MotionPreferences``). Cheap when nothing changed.
    func layoutEmptyView(isAppearing: Bool = false, retriesHeldLayout: Bool = true) {
        if let scrollView, placeholderRowsView != nil { layoutPlaceholderRows(in: scrollView) }
        guard let scrollView, let view = emptyView, visibility.isVisible else { return }
        let isPlaced = view.frame.width > 0 && view.frame.height > 0
        // Dragging, not tracking: tracking starts at touch-down, so a tap would delay the layout.
        let isScrolling = scrollView.isDragging || scrollView.isDecelerating
        if let hold = EmptyStateFrame.hold(
            isRefreshing: scrollView.isEmptyDataSetRefreshing, isScrolling: isScrolling, isPlaced: isPlaced,
            isAppearing: isAppearing)
        {
            isHoldingPlacement = true
            switch hold {
            case .refreshing: if retriesHeldLayout { schedule(.layout) }
            case .scrolling: retryLayoutWhenScrollingEnds()
            }
            return
        }
        let frame = visibleRect(in: scrollView, keyboardOverlap: keyboardOverlap(in: scrollView))
        let rect = loading == nil ? frame : flowPlacement(of: frame, in: scrollView)
        let endsHold = isHoldingPlacement && !isAppearing
        isHoldingPlacement = false
        guard view.frame != rect else { return }
        let duration = MotionPreferences.recenteringDuration(isReduceMotionEnabled: AccessibilitySystem.isReduceMotionEnabled())
        guard endsHold, duration > 0, view.window != nil else {
            view.frame = rect
            return
        }
        UIView.animate(
            withDuration: duration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction],
            animations: {
                view.frame = rect
                view.layoutIfNeeded()
            })
    }

    /// The part of the scroll view visible at rest (``EmptyStateFrame``), in content coordinates.
    func visibleRect(in scrollView: UIScrollView, keyboardOverlap: CGFloat = 0) -> CGRect {
        let insets = scrollView.adjustedContentInset
        return EmptyStateFrame.rect(
            boundsSize: scrollView.bounds.size,
            adjustedContentInset: LayoutInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
            headerHeight: (scrollView as? UITableView)?.tableHeaderView?.frame.height ?? 0,
            keyboardOverlap: keyboardOverlap)
    }

    /// How often a layout held back by scrolling is retried (nothing reports the end of a
    /// deceleration to a scroll view's non-delegate).
    static let scrollRetryInterval: TimeInterval = 0.1

    private func retryLayoutWhenScrollingEnds() {
        guard !isWaitingForScrollToEnd else { return }
        isWaitingForScrollToEnd = true
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.scrollRetryInterval) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.isWaitingForScrollToEnd = false
                self.layoutEmptyView()
            }
        }
    }
}

extension UIScrollView {
    /// Whether pull to refresh is installed (refresh controls do not exist on tvOS).
    var hasEmptyDataSetRefreshControl: Bool {
        emptyDataSetRefreshControl != nil
    }

    /// The refresh control, if one is installed.
    var emptyDataSetRefreshControl: UIView? {
        #if os(tvOS)
        return nil
        #else
        return refreshControl
        #endif
    }

    /// Whether a pull to refresh is running.
    var isEmptyDataSetRefreshing: Bool {
        #if os(tvOS)
        return false
        #else
        return refreshControl?.isRefreshing ?? false
        #endif
    }

    /// The table or collection view's background view, which must stay behind the empty state.
    var emptyDataSetBackgroundView: UIView? {
        (self as? UITableView)?.backgroundView ?? (self as? UICollectionView)?.backgroundView
    }
}
#endif
