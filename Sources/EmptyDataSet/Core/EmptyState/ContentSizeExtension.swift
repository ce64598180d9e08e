import Foundation

// The room a scroll view needs to scroll a tall header's empty state into view, given through its
// content size rather than the app's content insets.

/// Lengthens the content size a scroll view stores while a table header and the empty state do not
/// fit the visible height together (``EmptyStateFrame/minimumContentHeight(for:)``), and gives
/// the scroll view back the size UIKit proposed when that ends.
///
/// Why the content size and not `contentInset.bottom`: apps own their insets and change them
/// relatively (`+=`/`-=` for keyboards, refresh footers, keyboard managers that save and restore
/// them), so any room added there leaks or collapses. UIKit recomputes a table's content size
/// from its rows and header on every change and stores it through `setContentSize:`; the hook
/// there stores `max(proposed, minimum)` instead (``storedSize(forProposed:)``) and this type
/// remembers the last proposed size, so the table's own size can be stored again when the
/// extension ends (``follow(minimumHeight:currentSize:)``).
struct ContentSizeExtension: Equatable, Sendable {
    /// The content height to report at least; `nil` while nothing is extended.
    private(set) var minimumHeight: CGFloat?
    /// The last size proposed to `setContentSize:` (UIKit's or the app's own) while extended.
    private(set) var proposedSize: CGSize?
    /// The scroll view's `bounds.height` when the extension started: how much it grew since
    /// tells a scroll view that grows with its content from one of fixed height.
    private(set) var boundsHeightAtStart: CGFloat?

    /// Whether the content size is extended now.
    var isExtended: Bool { minimumHeight != nil }

    /// The size `setContentSize:` stores for a `proposed` size: `proposed` itself while nothing is
    /// extended; else at least ``minimumHeight`` tall (the width is never changed). Records
    /// `proposed` while extended. A non-finite proposed height is stored unchanged.
    /// - Parameter proposed: The size passed to `setContentSize:`.
    mutating func storedSize(forProposed proposed: CGSize) -> CGSize {
        guard let minimumHeight else { return proposed }
        proposedSize = proposed
        guard proposed.height.isFinite else { return proposed }
        return CGSize(width: proposed.width, height: max(proposed.height, minimumHeight))
    }

    /// Records `proposed` as the size to give back when the extension ends, without lengthening
    /// it: with swizzling turned off the hook stores sizes unchanged, and the extension's end must
    /// give back the latest one, not one from before. Nothing is recorded while not extended.
    /// - Parameter proposed: The size passed to `setContentSize:`.
    mutating func recordWithoutExtending(_ proposed: CGSize) {
        guard minimumHeight != nil else { return }
        proposedSize = proposed
    }

    /// Follows a new placement; returns the size to pass to `setContentSize:` (which stores it
    /// through ``storedSize(forProposed:)``) so the extension takes effect, or `nil` when nothing
    /// changes.
    ///
    /// - Starting: the current size is UIKit's own; it is recorded and passed again, now extended.
    /// - Changing: the recorded proposed size is passed again with the new minimum.
    /// - Unchanged, but the current height is below the minimum: a size was stored without the
    ///   hook (a path that does not go through `setContentSize:`); the current size is that new
    ///   size, so it is recorded as the proposed one and passed again, extended.
    /// - Ending (`minimumHeight` `nil`): the recorded proposed size is passed again, unextended,
    ///   so the scroll view has the size UIKit (or the app) last set.
    /// - Parameters:
    ///   - minimumHeight: ``EmptyStateFrame/minimumContentHeight(for:)``, or `nil` to end the
    ///     extension (the empty state no longer overflows, or hides). Non-finite or negative
    ///     counts as `nil`.
    ///   - currentSize: The scroll view's `contentSize` now.
    ///   - boundsHeight: The scroll view's `bounds.height` now, recorded when the extension
    ///     starts (``decisionHeight(boundsHeight:storedHeight:)``); `nil` (the default) records
    ///     nothing, and the decision then uses the real height.
    mutating func follow(minimumHeight: CGFloat?, currentSize: CGSize, boundsHeight: CGFloat? = nil) -> CGSize? {
        let wanted = minimumHeight.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        guard wanted != self.minimumHeight else {
            guard let wanted, currentSize.height.isFinite, currentSize.height < wanted - EmptyStateFrame.tolerance
            else { return nil }
            proposedSize = currentSize
            return currentSize
        }
        let proposed = proposedSize ?? currentSize
        if self.minimumHeight == nil { boundsHeightAtStart = boundsHeight.flatMap { $0.isFinite ? $0 : nil } }
        if wanted == nil { boundsHeightAtStart = nil }
        self.minimumHeight = wanted
        proposedSize = wanted == nil ? nil : proposed
        return proposed
    }

    /// The bounds height to decide the placement from (whether the header and the empty state fit).
    ///
    /// A scroll view that sizes itself to its content (`intrinsicContentSize` is its
    /// `contentSize`, or that plus its insets; common for a table inside an outer scroll view or
    /// a stack) grows by what the extension adds; deciding from that height would find that
    /// everything fits, end the extension, shrink, overflow again, and so on. So while extended
    /// and taller than when the extension started, the decision takes away what it grew, at most
    /// what the extension adds: `bounds − min(bounds − boundsAtStart, stored − proposed)`. A
    /// scroll view that has not grown since (a fixed-height table, even one whose extended height
    /// happens to equal its bounds) is decided from its real height, so the extension ends as soon
    /// as the content fits. Non-finite input returns `boundsHeight` unchanged.
    /// - Parameters:
    ///   - boundsHeight: The scroll view's `bounds.height`.
    ///   - storedHeight: Its `contentSize.height` (the extended size while extended).
    func decisionHeight(boundsHeight: CGFloat, storedHeight: CGFloat) -> CGFloat {
        guard isExtended, let proposed = proposedSize?.height, proposed.isFinite, boundsHeight.isFinite,
            storedHeight.isFinite, let start = boundsHeightAtStart
        else { return boundsHeight }
        let grown = boundsHeight - start
        guard grown > EmptyStateFrame.tolerance else { return boundsHeight }
        return max(0, boundsHeight - min(grown, max(0, storedHeight - proposed)))
    }
}
