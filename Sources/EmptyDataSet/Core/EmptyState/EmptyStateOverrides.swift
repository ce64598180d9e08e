import Foundation

// The scroll-view settings the empty state changes while it shows, beyond the scrolling rule.

/// The app's scroll-view settings the empty state changes while it shows and hands back when it
/// hides, each an ``SettingOverride`` (an app that changes one meanwhile keeps its value):
///
/// - a plain table's filler rows, off (``FillerRowLock``);
/// - scrolling, on while a table header and the empty state do not fit the visible height together
///   (``EmptyStateFrame/Placement/overflows``): the header's lower part and the empty state could
///   not be reached otherwise. It only lifts the package's own lock (``ScrollLock``, from the
///   delegate's or the configuration's answer): an app that turned scrolling off itself (a table
///   inside an outer scroll view) keeps it off;
/// - the content size, at least as tall as the empty state's bottom edge meanwhile
///   (``ContentSizeExtension``), so the scroll view can scroll the empty state into view. The
///   app's content insets are never touched.
///
/// Order with ``ScrollLock``, which owns `isScrollEnabled` too: the scrolling override engages
/// after the lock (it then finds the lock's value and saves it) and is released before the lock
/// (it gives the lock's value back, which the lock recognizes as its own and replaces by the app's).
struct EmptyStateOverrides: Sendable {
    /// The filler rows of a plain table.
    var fillerRows = FillerRowLock()
    /// `isScrollEnabled`, on while the placement overflows.
    private(set) var reachScroll = SettingOverride<Bool>()
    /// The content size, extended while the placement overflows.
    var contentSize = ContentSizeExtension()
    /// Whether the controller itself is passing a size to `setContentSize:` now: the hook then
    /// does not report a content-size change (the controller wrote it; a full pass would follow
    /// its own write).
    var isWritingContentSize = false

    /// Follows a new placement; returns the `isScrollEnabled` to write, or `nil` to leave it:
    /// on while the placement overflows, handed back when it no longer does.
    ///
    /// Scrolling is only turned on over ``ScrollLock``'s own value: when the app had scrolling on
    /// before the empty state showed (`lock.savedValue`, or `current` when the lock is not
    /// engaged) and the scroll view still has the value the lock applied. Once engaged, an app
    /// that sets `isScrollEnabled` itself keeps its value (``SettingOverride``).
    /// - Parameters:
    ///   - current: The scroll view's `isScrollEnabled` now.
    ///   - overflows: ``EmptyStateFrame/Placement/overflows``.
    ///   - lock: The controller's ``ScrollLock``.
    mutating func scrollEnabled(current: Bool, overflows: Bool, lock: ScrollLock) -> Bool? {
        if overflows {
            let appLetsScroll = lock.savedValue ?? current
            let valueIsTheLocks = lock.appliedValue.map { $0 == current } ?? true
            guard reachScroll.isEngaged || (appLetsScroll && valueIsTheLocks) else { return nil }
            return reachScroll.engage(current: current, wanted: true)
        }
        return reachScroll.isEngaged ? reachScroll.release(current: current) : nil
    }

    /// Follows a new placement with the content size; returns the size to pass to
    /// `setContentSize:` again, or `nil` to leave it.
    ///
    /// Extended while the placement overflows, whatever `isScrollEnabled` says: a table whose
    /// scrolling the app turned off and that sizes itself to its content inside an outer scroll
    /// view (its `intrinsicContentSize` is its `contentSize`) only reaches the empty state by
    /// growing with the extension, and the outer scroll view then scrolls to it. Growing does not
    /// end the extension (``ContentSizeExtension/decisionHeight(boundsHeight:storedHeight:)``);
    /// for a table of fixed height with scrolling off, a longer content size changes nothing seen.
    /// - Parameters:
    ///   - placement: The empty state's placement.
    ///   - currentSize: The scroll view's `contentSize` now.
    ///   - boundsHeight: The scroll view's `bounds.height` now (recorded as an extension starts).
    ///   - canExtend: Whether the `setContentSize:` hook stores the extension (swizzling on).
    ///     Without it no extension starts, and one already running ends: the size UIKit last
    ///     proposed is passed again, so nothing is left recorded as extended that the scroll view
    ///     no longer stores. Default `true`.
    mutating func contentSize(
        for placement: EmptyStateFrame.Placement, currentSize: CGSize, boundsHeight: CGFloat, canExtend: Bool = true
    ) -> CGSize? {
        let minimum = canExtend ? EmptyStateFrame.minimumContentHeight(for: placement) : nil
        return contentSize.follow(minimumHeight: minimum, currentSize: currentSize, boundsHeight: boundsHeight)
    }

    /// What to write back when the empty state hides (`nil`: leave that setting alone).
    struct Release: Equatable, Sendable {
        var isScrollEnabled: Bool?
        var fillerRowHeight: CGFloat?
        /// The content size to pass to `setContentSize:` again, unextended.
        var contentSize: CGSize?
    }

    /// Releases every override as the empty state hides (before ``ScrollLock/release(current:)``).
    /// - Parameters:
    ///   - isScrollEnabled: The scroll view's `isScrollEnabled` now.
    ///   - fillerRowHeight: A table's `fillerRowHeight` now; `nil` for other scroll views.
    ///   - contentSize: The scroll view's `contentSize` now.
    mutating func release(isScrollEnabled: Bool, fillerRowHeight: CGFloat?, contentSize: CGSize) -> Release {
        Release(
            isScrollEnabled: reachScroll.release(current: isScrollEnabled),
            fillerRowHeight: fillerRowHeight.flatMap { fillerRows.release(current: $0) },
            contentSize: self.contentSize.follow(minimumHeight: nil, currentSize: contentSize))
    }
}
