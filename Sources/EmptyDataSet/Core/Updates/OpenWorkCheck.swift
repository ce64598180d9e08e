// What a deferred turn of the main queue does when it finds a layout pass or an update still open.

/// Decides, on each deferred turn (``DeferredReload``), whether the work may run now, must wait
/// for a later turn, or runs after repairing counts left open (``LayoutPass``, ``UpdateBatching``).
///
/// Hooked calls and layout passes are synchronous, so on a turn of the main queue they are
/// normally closed — but not always. A **nested run loop** turns the main queue from inside them:
/// `NSAttributedString(data:options:documentAttributes:)` with an HTML document type, called from
/// `tableView(_:cellForRowAt:)`, spins the main run loop inside the table's layout pass (or inside
/// a `performBatchUpdates`). Running the work there would run app code inside UIKit's layout or
/// update, and repairing there would zero a count that is live. So while a layout pass or a hooked
/// call is open, the turn **waits**: the same work is asked for again ``retryDelay`` later (a
/// delay, so that a nested loop draining the main queue cannot use up the waits at once).
///
/// A nested run loop may last long (the first HTML import starts WebKit; a layout may build many
/// such cells), so a count of turns alone cannot tell it from a call left open. The UIKit layer
/// records the main run loop's depth when a layout pass or hooked call opens and compares it with
/// the depth on the turn (``isInsideNestedRunLoop(depthsAtOpen:currentDepth:)``): a turn deeper than
/// the open work runs in a run loop nested inside it, where the work may be live below the turn,
/// so it waits without counting toward the repair. A turn at the open work's own depth (or above
/// it) cannot run inside it — the work is still open only if an Objective-C exception cut it off —
/// and ``turnsBeforeStale`` such turns in a row lead to the repair. The comparison is relative, so
/// it holds whether or not a run loop runs around the work (an app's turn, or a unit test's body
/// called straight from `main`), and a constant miscount of the depth cancels out. A safety bound,
/// ``turnsBeforeStaleWhileNested`` (seconds of turns), repairs even while nested, so a miscounted
/// nesting cannot hold decisions back for ever.
///
/// An update block open with no call around it is a different case: UIKit opens one with the
/// public `beginUpdates` from a private path no hook encloses and closes it with a private call.
/// No exception is suspected and nothing of the app's is running, so it is repaired at once; the
/// change it enclosed asks only for a **decision** (which ``DecisionMemo`` may answer without
/// asking the app), not a full reload. A call cut off by an exception asks for a reload: its change
/// may have reached the data source without any signal.
struct OpenWorkCheck: Sendable {
    /// Turns in a row that may find a layout pass or hooked call open before it is repaired as
    /// stale.
    static let turnsBeforeStale = 5

    /// Seconds between the turns that wait: with ``turnsBeforeStale``, an open call is repaired
    /// after about half a second, a pause no one sees after the rare exception an app catches.
    static let retryDelay = 0.1

    /// Turns in a row, spaced by ``retryDelay``, that may find a layout pass or hooked call open
    /// while running inside a nested run loop before it is repaired anyway (at least 5 seconds).
    static let turnsBeforeStaleWhileNested = 50

    /// Whether a turn at the main run loop's `currentDepth` runs inside a run loop nested in the
    /// open work, which may then be live below the turn.
    ///
    /// Open work is synchronous: a turn can run inside it only in a run loop it (or code it calls)
    /// spins, one level deeper than where it opened. Relative depths make the answer right however
    /// the depth is counted, as long as the miscount is the same at open and on the turn:
    /// - an app: work opened at depth 1 (a run of `UIApplicationMain`'s loop), a turn at 2 is
    ///   nested;
    /// - a host-less unit test (the test body called from `main`, no run loop running): work opened
    ///   at 0, a turn at 1 — the test's own wait, or a spin inside the work — is nested;
    /// - a turn at the depth the work opened at runs after the work stopped running: not nested, it
    ///   counts toward ``turnsBeforeStale``;
    /// - a depth left one too high for good (an exception unwinding through a nested run skips its
    ///   exit): work opened later at 2, a turn at 2 is not nested, and is repaired as usual.
    /// - Parameters:
    ///   - depthsAtOpen: The depth at which each open layout pass or hooked call began, `nil` for
    ///     one not open. The outermost (smallest) decides: anything opened later opened inside it,
    ///     or inside a run loop it spun.
    ///   - currentDepth: The depth on the turn.
    /// - Returns: `false` when nothing is open.
    static func isInsideNestedRunLoop(depthsAtOpen: [Int?], currentDepth: Int) -> Bool {
        guard let outermost = depthsAtOpen.compactMap({ $0 }).min() else { return false }
        return currentDepth > outermost
    }

    /// What is open when a deferred turn runs.
    struct Open: Equatable, Sendable {
        /// A layout pass of the scroll view (``LayoutPass/isLayingOut``).
        var isLayingOut = false
        /// A hooked call (``UpdateBatching/hasOpenCall``).
        var hasOpenCall = false
        /// A `beginUpdates()` block (``UpdateBatching/hasOpenUpdateBlock``).
        var hasOpenUpdateBlock = false
        /// Whether the turn runs inside a run loop nested in the open layout pass or hooked call,
        /// which may then still be running below the turn
        /// (``OpenWorkCheck/isInsideNestedRunLoop(depthsAtOpen:currentDepth:)``).
        var isInsideNestedRunLoop = false
    }

    /// What the turn does.
    enum Step: Equatable, Sendable {
        /// Ask for `work` again on a later turn; touch nothing now.
        case wait(DeferredReload.Work)
        /// Repair what is open if `repairs`, then run `work`.
        case run(DeferredReload.Work, repairs: Bool)
    }

    /// Consecutive turns, not nested in the open work's run loop, that found a layout pass or a
    /// hooked call open.
    private(set) var turnsFoundOpen = 0
    /// Consecutive turns inside a nested run loop that found a layout pass or a hooked call open.
    private(set) var nestedTurnsFoundOpen = 0

    /// The step for a turn that was to do `work`.
    /// - Parameters:
    ///   - work: The work the turn was scheduled for.
    ///   - open: What is open now.
    ///   - reactsToRepair: Whether a repair may add work (hooks enabled). When `false` the counts
    ///     are still repaired, but the work stays what was asked.
    mutating func step(for work: DeferredReload.Work, open: Open, reactsToRepair: Bool = true) -> Step {
        if open.isLayingOut || open.hasOpenCall {
            if open.isInsideNestedRunLoop {
                // Possibly live below this turn: wait, bounded only by the safety bound.
                nestedTurnsFoundOpen += 1
                if nestedTurnsFoundOpen < Self.turnsBeforeStaleWhileNested { return .wait(work) }
            } else {
                turnsFoundOpen += 1
                if turnsFoundOpen < Self.turnsBeforeStale { return .wait(work) }
            }
            // Open across this many turns: cut off by an exception.
            turnsFoundOpen = 0
            nestedTurnsFoundOpen = 0
            // A layout pass alone leaves no change unsignalled; a cut-off call may have.
            let repairWork: DeferredReload.Work = open.hasOpenCall ? .reload : .layout
            return .run(reactsToRepair ? max(work, repairWork) : work, repairs: true)
        }
        turnsFoundOpen = 0
        nestedTurnsFoundOpen = 0
        // A bare update block is repaired at once, nested or not: UIKit closes it with a private
        // call no hook sees, so waiting for its close could wait for ever.
        if open.hasOpenUpdateBlock {
            return .run(reactsToRepair ? max(work, .decision) : work, repairs: true)
        }
        return .run(work, repairs: false)
    }
}
