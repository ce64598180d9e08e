import Foundation

// The scroll-view settings the empty state changes while it shows, beyond the scrolling rule.

/// The app's scroll-view settings the empty state changes while it shows and hands back when it
/// hides, each an ``SettingOverride`` (an app that changes one meanwhile keeps its value):
///
/// - a plain table's filler rows, off (``FillerRowLock``);
/// - scrolling, on while a table header and the empty state do not fit the visible height together
///   (``EmptyStateFrame/Placement/overflows``): the header's lower part and the empty state could
///   not be reached otherwise, whatever ``ScrollLock`` decided;
/// - the bottom content inset, extended by ``EmptyStateFrame/scrollExtension(for:contentSizeHeight:)``
///   meanwhile, so the scroll view can scroll the empty state into view (a table's content size
///   ends with its header when it has no rows).
///
/// Order with ``ScrollLock``, which owns `isScrollEnabled` too: the scrolling override engages
/// after the lock (it then finds the lock's value and saves it) and is released before the lock
/// (it gives the lock's value back, which the lock recognizes as its own and replaces by the app's).
struct EmptyStateOverrides: Sendable {
    /// The filler rows of a plain table.
    var fillerRows = FillerRowLock()
    /// `isScrollEnabled`, on while the placement overflows.
    private(set) var reachScroll = SettingOverride<Bool>()
    /// `contentInset.bottom`, extended while the placement overflows.
    private(set) var bottomInset = SettingOverride<CGFloat>()

    /// The part of the bottom content inset this added: the layout leaves it out of the visible
    /// height (it is room to scroll into, not a bar). 0 when nothing was added or the app has set
    /// its own inset since.
    /// - Parameter current: The scroll view's `contentInset.bottom` now.
    func addedBottomInset(current: CGFloat) -> CGFloat {
        guard let saved = bottomInset.savedValue, let applied = bottomInset.appliedValue, current == applied else { return 0 }
        return applied - saved
    }

    /// Follows a new placement; returns the `isScrollEnabled` to write, or `nil` to leave it:
    /// on while the placement overflows, handed back when it no longer does.
    /// - Parameters:
    ///   - current: The scroll view's `isScrollEnabled` now.
    ///   - overflows: ``EmptyStateFrame/Placement/overflows``.
    mutating func scrollEnabled(current: Bool, overflows: Bool) -> Bool? {
        if overflows { return reachScroll.engage(current: current, wanted: true) }
        return reachScroll.isEngaged ? reachScroll.release(current: current) : nil
    }

    /// Follows a new scroll extension; returns the `contentInset.bottom` to write, or `nil` to leave
    /// it: the app's inset plus `extension` while it is positive, the app's own inset again when
    /// it is 0.
    /// - Parameters:
    ///   - current: The scroll view's `contentInset.bottom` now.
    ///   - extension: ``EmptyStateFrame/scrollExtension(for:contentSizeHeight:)``; non-finite or
    ///     negative counts as 0.
    mutating func bottomInset(current: CGFloat, extension: CGFloat) -> CGFloat? {
        let added = max(0, Metric.finiteOrZero(`extension`))
        guard added > 0 else { return bottomInset.isEngaged ? bottomInset.release(current: current) : nil }
        let appValue = bottomInset.savedValue ?? current
        return bottomInset.engage(current: current, wanted: appValue + added)
    }

    /// What to write back when the empty state hides (`nil`: leave that setting alone).
    struct Release: Equatable, Sendable {
        var isScrollEnabled: Bool?
        var bottomInset: CGFloat?
        var fillerRowHeight: CGFloat?
    }

    /// Releases every override as the empty state hides (before ``ScrollLock/release(current:)``).
    /// - Parameters:
    ///   - isScrollEnabled: The scroll view's `isScrollEnabled` now.
    ///   - bottomInset: Its `contentInset.bottom` now.
    ///   - fillerRowHeight: A table's `fillerRowHeight` now; `nil` for other scroll views.
    mutating func release(isScrollEnabled: Bool, bottomInset: CGFloat, fillerRowHeight: CGFloat?) -> Release {
        Release(
            isScrollEnabled: reachScroll.release(current: isScrollEnabled),
            bottomInset: self.bottomInset.release(current: bottomInset),
            fillerRowHeight: fillerRowHeight.flatMap { fillerRows.release(current: $0) })
    }
}
