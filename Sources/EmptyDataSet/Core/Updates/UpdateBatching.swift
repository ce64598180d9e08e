// Bookkeeping for the swizzled update methods: one signal per outermost change.

/// Tracks nested calls into the hooked table/collection view methods, so a change made of several
/// hooked calls sends exactly one update signal, when the outermost call returns (what that signal
/// does, at once or on the next turn, is ``ChangeResponse``'s).
///
/// Nesting happens in three ways: a subclass override calls `super` (one hooked call, but the app
/// may call other hooked methods inside it); `performBatchUpdates(_:completion:)` runs an updates
/// block that inserts and deletes rows; and `beginUpdates()`/`endUpdates()` bracket row changes
/// across several calls. Inside any of them the data source may be mid-change, so nothing is
/// evaluated until the last one closes.
///
/// **UIKit pairs public and private calls.** A hook sees only the public methods; UIKit's own code
/// often opens with one and closes with another. `-[UITableView _performBatchUpdates:withContext:completion:]`
/// (where the public `performBatchUpdates` lands, iOS 26.1) sends the public `beginUpdates` and
/// closes with the private `endUpdatesWithContext:`, which no hook sees. A count that trusted the
/// public pair would stay open for good. So:
/// - every hooked call is counted around the original (``enter(_:)`` before, ``leave(_:)``
///   after), never on one side only;
/// - a batch update owns the update-block count it encloses: whatever `beginUpdates()` left open
///   inside it is restored when it returns;
/// - a `beginUpdates()`/`endUpdates()` block counts only for the app's own outermost calls (made
///   outside any other hooked call); the ones UIKit sends from inside a hooked call are its own;
/// - hooked calls are synchronous, so anything still open when the main queue turns — a call cut
///   off by an Objective-C exception the app caught, or a block UIKit opened with the public
///   `beginUpdates` from a path no hook encloses and closed privately — is stale:
///   ``resetStaleNesting()`` closes it, so the empty state never stops updating. A nested run
///   loop also turns the main queue inside a call, so an open call is repaired only after several
///   turns found it open (``OpenWorkCheck``).
///   (An app's own `beginUpdates()` left open across turns is closed there too; its later
///   `endUpdates()` then finds nothing open and re-evaluates, as an outermost call does.)
struct UpdateBatching: Sendable {
    /// What a hooked method does to the nesting.
    enum Call: Sendable {
        /// A reload, an insert, delete, move or section reload: nested calls only.
        case plain
        /// `performBatchUpdates(_:completion:)`: owns the update blocks opened inside it.
        case batch
        /// `beginUpdates()`: opens a block when the app calls it outside any hooked call.
        case beginUpdates
        /// `endUpdates()`: closes a block when the app calls it outside any hooked call.
        case endUpdates
    }

    /// What a hooked call remembers between ``enter(_:)`` and ``leave(_:)``.
    struct Entry: Sendable {
        /// Whether nothing was open when the call began: the caller makes sure a main-queue turn
        /// comes, on which anything this call leaves open is found stale.
        let isOutermost: Bool
        fileprivate let call: Call
        /// Whether the call was made outside any other hooked call (the app's own, or UIKit's from
        /// a path no hook encloses).
        fileprivate let isOutsideHookedCalls: Bool
        /// The update blocks open when the call began.
        fileprivate let blocksBefore: Int
    }

    private var callDepth = 0
    private var openUpdateBlocks = 0
    /// The main run loop's depth when the outermost open hooked call began, `nil` while none is
    /// open: a turn deeper than this runs inside a run loop nested in the call
    /// (``OpenWorkCheck/isInsideNestedRunLoop(depthsAtOpen:currentDepth:)``).
    private(set) var runLoopDepthAtOpenCall: Int?

    /// Whether a hooked call or a `beginUpdates()` block is open, so re-evaluating now would see a
    /// data source in the middle of a change.
    var isBatching: Bool { hasOpenCall || hasOpenUpdateBlock }

    /// Whether a hooked call is running (or was cut off by an exception).
    var hasOpenCall: Bool { callDepth > 0 }

    /// Whether a `beginUpdates()` block is open.
    var hasOpenUpdateBlock: Bool { openUpdateBlocks > 0 }

    /// Records entry into a hooked method, before its original implementation runs.
    /// - Parameters:
    ///   - call: What the method does to the nesting. Default ``Call/plain``.
    ///   - runLoopDepth: The main run loop's depth now (entries minus exits; 0 when no run loop is
    ///     running). Kept for the outermost open call. Default 0.
    mutating func enter(_ call: Call = .plain, runLoopDepth: Int = 0) -> Entry {
        let entry = Entry(
            isOutermost: !isBatching, call: call, isOutsideHookedCalls: callDepth == 0, blocksBefore: openUpdateBlocks)
        if callDepth == 0 { runLoopDepthAtOpenCall = runLoopDepth }
        callDepth += 1
        return entry
    }

    /// Records the return of the hooked method `entry` began. Returns `true` when nothing is open
    /// any more and the call was not a `beginUpdates()`: the caller sends its signal. An unbalanced
    /// return (the count was repaired meanwhile) is clamped rather than going negative.
    mutating func leave(_ entry: Entry) -> Bool {
        callDepth = max(0, callDepth - 1)
        if callDepth == 0 { runLoopDepthAtOpenCall = nil }
        switch entry.call {
        case .plain:
            break
        case .batch:
            openUpdateBlocks = entry.blocksBefore
        case .beginUpdates:
            if entry.isOutsideHookedCalls { openUpdateBlocks += 1 }
        case .endUpdates:
            // An `endUpdates()` without a matching `beginUpdates()` (which UIKit itself tolerates)
            // leaves the count at 0.
            if entry.isOutsideHookedCalls { openUpdateBlocks = max(0, openUpdateBlocks - 1) }
        }
        return entry.call != .beginUpdates && !isBatching
    }

    /// Called on a turn of the main queue once ``OpenWorkCheck`` found what is open stale (see the
    /// type's discussion). Closes it. Returns `true` when something was repaired.
    mutating func resetStaleNesting() -> Bool {
        guard isBatching else { return false }
        callDepth = 0
        openUpdateBlocks = 0
        runLoopDepthAtOpenCall = nil
        return true
    }
}
