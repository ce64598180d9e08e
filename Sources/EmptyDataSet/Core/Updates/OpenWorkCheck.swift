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
/// delay, so that a nested loop draining the main queue cannot use up the waits at once). Only
/// after ``turnsBeforeStale`` turns in a row found it open is it taken as cut off by an
/// Objective-C exception (the one way a synchronous call stays open across real turns) and
/// repaired.
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

    /// What is open when a deferred turn runs.
    struct Open: Equatable, Sendable {
        /// A layout pass of the scroll view (``LayoutPass/isLayingOut``).
        var isLayingOut = false
        /// A hooked call (``UpdateBatching/hasOpenCall``).
        var hasOpenCall = false
        /// A `beginUpdates()` block (``UpdateBatching/hasOpenUpdateBlock``).
        var hasOpenUpdateBlock = false
    }

    /// What the turn does.
    enum Step: Equatable, Sendable {
        /// Ask for `work` again on a later turn; touch nothing now.
        case wait(DeferredReload.Work)
        /// Repair what is open if `repairs`, then run `work`.
        case run(DeferredReload.Work, repairs: Bool)
    }

    /// Consecutive turns that found a layout pass or a hooked call open.
    private(set) var turnsFoundOpen = 0

    /// The step for a turn that was to do `work`.
    /// - Parameters:
    ///   - work: The work the turn was scheduled for.
    ///   - open: What is open now.
    ///   - reactsToRepair: Whether a repair may add work (hooks enabled). When `false` the counts
    ///     are still repaired, but the work stays what was asked.
    mutating func step(for work: DeferredReload.Work, open: Open, reactsToRepair: Bool = true) -> Step {
        if open.isLayingOut || open.hasOpenCall {
            turnsFoundOpen += 1
            if turnsFoundOpen < Self.turnsBeforeStale { return .wait(work) }
            // Open across this many turns: cut off by an exception.
            turnsFoundOpen = 0
            // A layout pass alone leaves no change unsignalled; a cut-off call may have.
            let repairWork: DeferredReload.Work = open.hasOpenCall ? .reload : .layout
            return .run(reactsToRepair ? max(work, repairWork) : work, repairs: true)
        }
        turnsFoundOpen = 0
        if open.hasOpenUpdateBlock {
            return .run(reactsToRepair ? max(work, .decision) : work, repairs: true)
        }
        return .run(work, repairs: false)
    }
}
