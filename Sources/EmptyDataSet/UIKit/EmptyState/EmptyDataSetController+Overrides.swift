#if canImport(UIKit)
import UIKit

// What the controller does after each pass that shows the empty state, and as it hides: the
// settings it changes meanwhile (EmptyStateOverrides) and the content's traits.
extension EmptyDataSetController {
    /// Called at the end of every pass that leaves the empty state visible (appearing or updated),
    /// after the content was applied and ``ScrollLock`` engaged.
    ///
    /// - Records the traits the content was made for as the scroll view's: the view was just
    ///   inserted, and on iOS 17 and later its own traits follow its superview's only at its next
    ///   layout, so recording its own would make the first layout look like a trait change and ask
    ///   the source or provider a second time (the provider's state and the configuration's fonts
    ///   use the scroll view's traits).
    /// - Turns a plain table's filler rows off, so their separators do not cross the empty state
    ///   (``FillerRowLock``).
    /// - Lays the view out with its new content and places it again: the content's height decides
    ///   whether a tall table header leaves it enough room (``EmptyStateFrame/placement(boundsSize:adjustedContentInset:headerHeight:keyboardOverlap:contentHeight:)``).
    /// - Parameters:
    ///   - view: The empty-state view.
    ///   - scrollView: Its scroll view.
    ///   - appliedContent: Whether this pass applied content (a configuration equal to the one
    ///     shown applies none).
    func didShow(_ view: EmptyStateView, in scrollView: UIScrollView, appliedContent: Bool) {
        if appliedContent {
            // On iOS 17 and later a view's traits are updated lazily (at its next layout): a scroll
            // view whose window or parent just changed (added to a dark window before its first
            // layout) may still report the old ones until asked to update them.
            if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) { scrollView.updateTraitsIfNeeded() }
            view.contentTraits = ContentTraits(scrollView.traitCollection)
        }
        if let tableView = scrollView as? UITableView,
            let height = overrides.fillerRows.engage(current: tableView.fillerRowHeight, isPlainStyle: tableView.style == .plain)
        {
            tableView.fillerRowHeight = height
            // The table lays its filler rows out in its next layout pass; ask for one now so the
            // lines go at once, not at the next scroll or update.
            tableView.setNeedsLayout()
        }
        UIView.performWithoutAnimation {
            view.layoutIfNeeded()
            layoutEmptyView()
        }
    }

    /// Called as the empty state hides, before ``ScrollLock`` gives `isScrollEnabled` back: hands
    /// back every setting ``EmptyStateOverrides`` changed that the app has not changed since, and
    /// the content size UIKit last proposed (the offset kept inside it, unless the user drags).
    func willHide(in scrollView: UIScrollView) {
        // A held layout waiting for the next move into a window has nothing left to place.
        emptyView?.contentScrollView.onNextMoveToWindow = nil
        let tableView = scrollView as? UITableView
        let release = overrides.release(
            isScrollEnabled: scrollView.isScrollEnabled, fillerRowHeight: tableView?.fillerRowHeight,
            contentSize: scrollView.contentSize)
        if let value = release.isScrollEnabled { scrollView.isScrollEnabled = value }
        if let value = release.fillerRowHeight {
            tableView?.fillerRowHeight = value
            tableView?.setNeedsLayout()
        }
        if let size = release.contentSize { restoreContentSize(size, in: scrollView) }
    }

    /// The size the `setContentSize:` hook passes on to UIKit for `proposed`: at least as tall as a
    /// tall header's empty state while it overflows (``ContentSizeExtension``), else `proposed`.
    ///
    /// Why this is safe for a table: `UITableView` computes its content size from its row data
    /// (the private `_updateContentSize`, reached from `reloadData`, the end of updates and
    /// `layoutSubviews`) and stores it with `setContentSize:`, through this hook; its rows, header
    /// and footer are placed from that row data, not from `contentSize`, and what reads
    /// `contentSize` is `UIScrollView`'s scroll range, which is what must grow. (The decompiled
    /// implementation was not at hand to confirm this.)
    ///
    /// Paths that reach this hook: `setContentSize:` from UIKit's own content-size updates, from
    /// the app, and from this package (``restoreContentSize(_:in:)``). A path that may bypass it:
    /// `UITableView`'s private `setContentSize:skipContentOffsetAdjustment:`, if it stores the size
    /// without calling `super`'s `setContentSize:` (unverified). Whichever way UIKit behaves the
    /// result stays right: every placement of the empty state compares the stored height with the
    /// minimum and passes the size again when it is shorter
    /// (``ContentSizeExtension/follow(minimumHeight:currentSize:)``) — a placement follows every
    /// content-size change the hook reports, every inset change and every layout of the empty
    /// state, but a size stored through a bypassing path reports no change, so it stays short
    /// until the next of those. The extension ends by passing UIKit's last proposed size again.
    /// Off the main thread, for scroll views without an empty data set, and with swizzling turned
    /// off (`EmptyDataSetHooks.isEnabled` false: a hook installed before stays in place but stores
    /// nothing lengthened; the next placement ends the extension), `proposed` passes unchanged —
    /// with swizzling off it is also recorded, so the extension's end gives back UIKit's latest size.
    /// - Parameters:
    ///   - scrollView: The receiver of `setContentSize:`.
    ///   - proposed: The size passed to it.
    nonisolated static func contentSizeToStore(in scrollView: UIScrollView, proposed: CGSize) -> CGSize {
        guard Thread.isMainThread else { return proposed }
        return MainActor.assumeIsolated {
            guard let controller = scrollView.emptyDataSetControllerIfPresent else { return proposed }
            guard EmptyDataSetHooks.isEnabled else {
                // Stored unchanged, but remembered: the extension's end gives back this size.
                controller.overrides.contentSize.recordWithoutExtending(proposed)
                return proposed
            }
            return controller.overrides.contentSize.storedSize(forProposed: proposed)
        }
    }

    /// Called by the `setContentSize:` hook after the stored size changed: a content-size change
    /// (``contentSizeDidChange()``), unless the controller itself wrote the size
    /// (``restoreContentSize(_:in:)``), which places the view and clamps the offset itself.
    func storedContentSizeDidChange() {
        guard !overrides.isWritingContentSize else { return }
        contentSizeDidChange()
    }
}
#endif
