// Bookkeeping for the swizzled update methods: one re-evaluation per outermost change.

/// Tracks nested calls into the hooked table/collection view methods, so a change made of several
/// hooked calls re-evaluates the empty state exactly once, after the outermost call returns.
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

    /// Records entry into a hooked method (before calling the original implementation).
    mutating func enterCall() {
        callDepth += 1
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

    /// Records an `endUpdates()` (after it returned). An `endUpdates()` without a matching
    /// `beginUpdates()` (which UIKit itself tolerates) leaves the count at 0.
    mutating func closeUpdateBlock() {
        openUpdateBlocks = max(0, openUpdateBlocks - 1)
    }
}
