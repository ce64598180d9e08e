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
    /// the layout is retried (``EmptyStateFrame/retryInterval(heldFor:isInWindow:)``) until the
    /// refresh ended and the scroll view came to rest (`retriesHeldLayout` false: a refresh's hold
    /// does not start the retries from this call). The move that ends a hold slides
    /// (``MotionPreferences``). Then scrolling and the content size follow the placement
    /// (``EmptyStateOverrides``): while a tall table header and the empty state do not fit
    /// together, the scroll view scrolls and can reach the whole empty state. Cheap when nothing
    /// changed.
    /// - Parameters:
    ///   - isAppearing: Whether the empty state appears in this pass.
    ///   - retriesHeldLayout: Whether a refresh's hold starts the retries from this call.
    ///   - heldSince: When the hold that this retry follows started (`nil`: not a retry).
    func layoutEmptyView(isAppearing: Bool = false, retriesHeldLayout: Bool = true, heldSince: TimeInterval? = nil) {
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
            // So the retry polls, only while a hold lasts, the empty state shows and the scroll
            // view is in a window, and less often once the hold lasted a while.
            if hold == .scrolling || retriesHeldLayout || heldSince != nil {
                retryHeldLayoutLater(in: scrollView, heldSince: heldSince ?? CACurrentMediaTime())
            }
            return
        }
        // The content is measured at the width the view is about to get (a rotation or resize
        // decides the placement before the view has it); a loading-flow state's insets narrow it.
        let area = EmptyStateFrame.rect(
            boundsSize: scrollView.bounds.size, adjustedContentInset: LayoutInsets(edgeInsets: scrollView.adjustedContentInset),
            headerHeight: 0)
        let width = loading == nil ? area.width : flowPlacement(of: area, in: scrollView).width
        let placement = placement(in: scrollView, keyboardOverlap: keyboardOverlap(in: scrollView), contentHeight: view.contentFittingHeight(width: width))
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

    /// Scrolling on while the placement overflows (unless the app turned it off itself), and the
    /// content size at least as tall as the empty state meanwhile; the app's value and UIKit's
    /// content size back when it no longer overflows (``EmptyStateOverrides``).
    private func followPlacement(_ placement: EmptyStateFrame.Placement, in scrollView: UIScrollView) {
        if let enabled = overrides.scrollEnabled(
            current: scrollView.isScrollEnabled, overflows: placement.overflows, lock: scrollLock)
        {
            scrollView.isScrollEnabled = enabled
        }
        // Without the `setContentSize:` hook (swizzling off) nothing could store the extension:
        // none starts, and one that ran before swizzling was turned off ends (UIKit's size again).
        if let size = overrides.contentSize(
            for: placement, currentSize: scrollView.contentSize, boundsHeight: scrollView.bounds.height,
            canExtend: EmptyDataSetHooks.isEnabled)
        {
            restoreContentSize(size, in: scrollView)
        }
    }

    /// Passes `size` to `setContentSize:` again (whose hook stores it extended or not, see
    /// ``contentSizeToStore(in:proposed:)``), then brings an offset past the new end back to it:
    /// a content size that shrinks under a scrolled-down table (rows arrived, the empty state hid)
    /// would otherwise leave it scrolled past its end. Not while the user drags or the scroll view
    /// decelerates (its own bounce settles into the new range), and an offset above the top (a
    /// pull to refresh) is never moved.
    func restoreContentSize(_ size: CGSize, in scrollView: UIScrollView) {
        // The hook's change signal would run a whole pass (a layout that follows this write again,
        // a decision) for a size the controller chose itself.
        let wasWriting = overrides.isWritingContentSize
        overrides.isWritingContentSize = true
        scrollView.contentSize = size
        overrides.isWritingContentSize = wasWriting
        guard !scrollView.isDragging, !scrollView.isTracking, !scrollView.isDecelerating else { return }
        let insets = scrollView.adjustedContentInset
        let clamped = EmptyStateFrame.clampedOffsetY(
            scrollView.contentOffset.y, contentHeight: scrollView.contentSize.height, boundsHeight: scrollView.bounds.height,
            insetTop: insets.top, insetBottom: insets.bottom)
        if clamped < scrollView.contentOffset.y { scrollView.contentOffset.y = clamped }
    }

    /// The part of the scroll view visible at rest (``EmptyStateFrame``), in content coordinates.
    func visibleRect(in scrollView: UIScrollView, keyboardOverlap: CGFloat = 0) -> CGRect {
        placement(in: scrollView, keyboardOverlap: keyboardOverlap, contentHeight: 0).rect
    }

    /// ``EmptyStateFrame/placement(boundsSize:adjustedContentInset:headerHeight:keyboardOverlap:contentHeight:)``
    /// for the scroll view now.
    /// While the content size is extended, a scroll view that grew since the extension started
    /// (one that sizes itself to its content) is decided from the height it would have without
    /// the extension (``ContentSizeExtension/decisionHeight(boundsHeight:storedHeight:)``).
    private func placement(in scrollView: UIScrollView, keyboardOverlap: CGFloat, contentHeight: CGFloat) -> EmptyStateFrame.Placement {
        var bounds = scrollView.bounds.size
        bounds.height = overrides.contentSize.decisionHeight(boundsHeight: bounds.height, storedHeight: scrollView.contentSize.height)
        return EmptyStateFrame.placement(
            boundsSize: bounds,
            adjustedContentInset: LayoutInsets(edgeInsets: scrollView.adjustedContentInset),
            headerHeight: (scrollView as? UITableView)?.tableHeaderView?.frame.height ?? 0,
            keyboardOverlap: keyboardOverlap, contentHeight: contentHeight)
    }

    /// Retries the layout after ``EmptyStateFrame/retryInterval(heldFor:isInWindow:)``, once
    /// however many holds ask; each retry that still finds a hold asks again, so the layout
    /// follows however late the refresh or the scrolling ends. Nothing runs while nothing holds
    /// (the empty state hidden included) or while the scroll view is out of its window: the held
    /// layout stays pending (`isHoldingPlacement`) and is retried on the main-queue turn after the
    /// view's next move into a window (not from inside UIKit's window move).
    private func retryHeldLayoutLater(in scrollView: UIScrollView, heldSince: TimeInterval) {
        guard !isWaitingForScrollToEnd else { return }
        guard let interval = EmptyStateFrame.retryInterval(
            heldFor: CACurrentMediaTime() - heldSince, isInWindow: scrollView.window != nil)
        else {
            // Weak in the outer closure too: the view keeps this closure until its next move into
            // a window, and the controller keeps the view.
            emptyView?.contentScrollView.onNextMoveToWindow = { [weak self] in
                DispatchQueue.main.async { [weak self] in
                    MainActor.assumeIsolated { self?.layoutEmptyView(heldSince: CACurrentMediaTime()) }
                }
            }
            return
        }
        isWaitingForScrollToEnd = true
        DispatchQueue.main.asyncAfter(deadline: .now() + interval) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.isWaitingForScrollToEnd = false
                self.layoutEmptyView(heldSince: heldSince)
            }
        }
    }
}

extension LayoutInsets {
    /// The same insets as UIKit's `insets`.
    init(edgeInsets insets: UIEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
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
