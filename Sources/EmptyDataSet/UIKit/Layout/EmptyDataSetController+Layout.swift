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
    /// size, adjusted insets, table header, keyboard and the content's height — unless it holds
    /// its place (``EmptyStateFrame/hold(isRefreshing:isScrolling:isPlaced:isAppearing:)``): then
    /// the layout is retried every ``heldLayoutRetryInterval`` until the refresh ended and the
    /// scroll view came to rest (`retriesHeldLayout` false: a refresh's hold does not start the
    /// retries from this call). The move that ends a hold slides (``MotionPreferences``). Then
    /// scrolling and the room to scroll follow the placement (``EmptyStateOverrides``): while a
    /// tall table header and the empty state do not fit together, the scroll view scrolls and can
    /// reach the whole empty state. Cheap when nothing changed.
    func layoutEmptyView(isAppearing: Bool = false, retriesHeldLayout: Bool = true) {
        if let scrollView, placeholderRowsView != nil { layoutPlaceholderRows(in: scrollView) }
        guard let scrollView, let view = emptyView, visibility.isVisible else { return }
        defer { view.extendBackground() }  // the color's strips stop at the content, wherever the view now is
        let isPlaced = view.frame.width > 0 && view.frame.height > 0
        // Dragging, not tracking: tracking starts at touch-down, so a tap would delay the layout.
        let isScrolling = scrollView.isDragging || scrollView.isDecelerating
        if let hold = EmptyStateFrame.hold(
            isRefreshing: scrollView.isEmptyDataSetRefreshing, isScrolling: isScrolling, isPlaced: isPlaced,
            isAppearing: isAppearing)
        {
            isHoldingPlacement = true
            // UIKit reports the end of neither to this hook. `endRefreshing()` is not hooked; the
            // refresh control's removal of its inset reaches `adjustedContentInsetDidChange` while
            // `isRefreshing` still says true, and the later change to false sends no signal at all
            // (its timing varies with the control's animation). A deceleration ends silently too.
            // So the retry polls, only while a hold lasts and the empty state shows.
            if hold == .scrolling || retriesHeldLayout { retryHeldLayoutLater() }
            return
        }
        let placement = placement(in: scrollView, keyboardOverlap: keyboardOverlap(in: scrollView), contentHeight: view.contentFittingHeight)
        let rect = loading == nil ? placement.rect : flowPlacement(of: placement.rect, in: scrollView)
        let endsHold = isHoldingPlacement && !isAppearing
        isHoldingPlacement = false
        // Appearing, the scrolling rule is not decided yet: the pass that shows the view follows
        // the placement once it is (``didShow(_:in:appliedContent:)``).
        if !isAppearing { followPlacement(placement, in: scrollView) }
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

    /// Scrolling on, and room to scroll below the content, while the placement overflows; the
    /// app's own values back when it no longer does (``EmptyStateOverrides``).
    private func followPlacement(_ placement: EmptyStateFrame.Placement, in scrollView: UIScrollView) {
        if let enabled = overrides.scrollEnabled(current: scrollView.isScrollEnabled, overflows: placement.overflows) {
            scrollView.isScrollEnabled = enabled
        }
        let room = EmptyStateFrame.scrollExtension(for: placement, contentSizeHeight: scrollView.contentSize.height)
        // Writing the inset calls back into this method (an inset change); the placement leaves
        // the added room out, so that call finds nothing to change.
        if let bottom = overrides.bottomInset(current: scrollView.contentInset.bottom, extension: room) {
            scrollView.contentInset.bottom = bottom
        }
    }

    /// The part of the scroll view visible at rest (``EmptyStateFrame``), in content coordinates.
    func visibleRect(in scrollView: UIScrollView, keyboardOverlap: CGFloat = 0) -> CGRect {
        placement(in: scrollView, keyboardOverlap: keyboardOverlap, contentHeight: 0).rect
    }

    /// ``EmptyStateFrame/placement(boundsSize:adjustedContentInset:headerHeight:keyboardOverlap:contentHeight:)``
    /// for the scroll view now, leaving out the bottom inset this package added to scroll into.
    private func placement(in scrollView: UIScrollView, keyboardOverlap: CGFloat, contentHeight: CGFloat) -> EmptyStateFrame.Placement {
        let insets = scrollView.adjustedContentInset
        let added = overrides.addedBottomInset(current: scrollView.contentInset.bottom)
        return EmptyStateFrame.placement(
            boundsSize: scrollView.bounds.size,
            adjustedContentInset: LayoutInsets(top: insets.top, left: insets.left, bottom: insets.bottom - added, right: insets.right),
            headerHeight: (scrollView as? UITableView)?.tableHeaderView?.frame.height ?? 0,
            keyboardOverlap: keyboardOverlap, contentHeight: contentHeight)
    }

    /// How often a layout held back by a refresh or by scrolling is retried (nothing reports the
    /// end of either to a scroll view's non-delegate).
    static let heldLayoutRetryInterval: TimeInterval = 0.1

    /// Retries the layout after ``heldLayoutRetryInterval``, once however many holds ask; each
    /// retry that still finds a hold asks again, so the layout follows however late the refresh
    /// or the scrolling ends. Nothing runs while nothing holds (the empty state hidden included).
    private func retryHeldLayoutLater() {
        guard !isWaitingForScrollToEnd else { return }
        isWaitingForScrollToEnd = true
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.heldLayoutRetryInterval) { [weak self] in
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
