// Bookkeeping for the swizzled update methods: one signal per outermost change.

/// Tracks nested calls into the hooked table/collection view methods, so a change made of several
/// hooked calls sends exactly one update signal, when the outermost call returns (what that signal
/// does, at once or on the next turn, is ``ChangeResponse``'s).
///
/// Hooked calls are synchronous, so a call still open when the main queue turns is stale: an
/// Objective-C exception thrown inside the original implementation and caught by the app (crash
/// reporters, `@try` callers) unwound past the bookkeeping. ``resetStaleNesting()``, called on
/// the next turn, closes it, so that scroll view's empty state does not stop updating for good.
///
/// Nesting happens in three ways: a subclass override calls `super` (one hooked call, but the app may
/// call other hooked methods inside it); `performBatchUpdates(_:completion:)` runs an updates block
/// that inserts and deletes rows; and `beginUpdates()`/`endUpdates()` bracket row changes across
/// several calls. Inside any of them the data source may be mid-change, so nothing is evaluated
/// until the last one closes.
struct UpdateBatching: Sendable {
    private var callDepth = 0
    private var openUpdateBlocks = 0

    /// Whether a hooked call or a `beginUpdates()` block is open, so re-evaluating now would see a
    /// data source in the middle of a change.
    var isBatching: Bool { callDepth > 0 || openUpdateBlocks > 0 }

    /// Records entry into a hooked method (before calling the original implementation). Returns
    /// whether this call is the outermost one (nothing was open), for which the caller makes sure
    /// a main-queue turn will come to catch stale nesting.
    @discardableResult
    mutating func enterCall() -> Bool {
        let isOutermost = !isBatching
        callDepth += 1
        return isOutermost
    }

    /// Records exit from a hooked method. Returns `true` when this was the outermost call and no
    /// `beginUpdates()` block is open: the caller should re-evaluate the empty state now.
    /// An unbalanced exit (a bookkeeping bug) is clamped rather than going negative.
    mutating func leaveCall() -> Bool {
        callDepth = max(0, callDepth - 1)
        return !isBatching
    }

    /// Records a `beginUpdates()` (after it returned).
    mutating func openUpdateBlock() {
        openUpdateBlocks += 1
    }

    /// Called on a turn of the main queue, where no hooked call can be running: a call still open
    /// was cut off by an exception. Closes it, and with it any `beginUpdates()` block (the usual
    /// case is the inconsistency exception `endUpdates()` raises, which leaves both open). Returns
    /// `true` when something was repaired (a change whose signal the exception skipped; the caller
    /// reloads). A block open without an open call is left alone: an app may call `beginUpdates()`
    /// and `endUpdates()` on different turns.
    mutating func resetStaleNesting() -> Bool {
        guard callDepth > 0 else { return false }
        callDepth = 0
        openUpdateBlocks = 0
        return true
    }

    /// Records an `endUpdates()` (after it returned). An `endUpdates()` without a matching
    /// `beginUpdates()` (which UIKit itself tolerates) leaves the count at 0.
    mutating func closeUpdateBlock() {
        openUpdateBlocks = max(0, openUpdateBlocks - 1)
    }
}
