/// The coalescing and timing of per-section placeholder refreshes: one main-queue turn however
/// many signals arrive before it, none asked for by the refresh's own height re-query, and no
/// refresh while UIKit's own work is open.
///
/// The re-query of a table's footer heights is a hooked call (`performBatchUpdates(nil)`): its
/// signal must not ask for another refresh, or each refresh would schedule the next.
///
/// A refresh asks the app's provider and may call `performBatchUpdates(nil)` or invalidate the
/// layout, none of which may run inside UIKit's layout or updates. A main-queue turn normally
/// comes after them, but a nested run loop (an HTML `NSAttributedString` import in
/// `cellForRowAt`) turns the main queue inside a layout pass or hooked call, and an interactive
/// reorder or drop keeps uncommitted updates open across many turns. On such a turn the refresh
/// **waits**: it stays scheduled (later requests join it) and the caller asks again a little
/// later. Repairing counts left open by an exception is the whole-view controller's
/// (`OpenWorkCheck`), which the waiting turn asks for; once repaired, the refresh runs.
struct SectionRefreshRequest: Sendable {
    /// What UIKit has open when the refresh's turn comes.
    struct Open: Equatable, Sendable {
        /// A layout pass of the list (`LayoutPass.isLayingOut`).
        var isLayingOut = false
        /// A hooked call (`UpdateBatching.hasOpenCall`).
        var hasOpenCall = false
        /// A `beginUpdates()` block (`UpdateBatching.hasOpenUpdateBlock`).
        var hasOpenUpdateBlock = false
        /// `hasUncommittedUpdates`: an interactive reorder or a drop in progress.
        var hasUncommittedUpdates = false

        /// Whether anything is open: the refresh must not run now.
        var isAnyOpen: Bool { isLayingOut || hasOpenCall || hasOpenUpdateBlock || hasUncommittedUpdates }
    }

    /// What the scheduled turn does.
    enum Turn: Equatable, Sendable {
        /// Nothing was requested (the turn was already served).
        case nothing
        /// UIKit's work is open: ask again later; the request stays pending.
        case wait
        /// Refresh now; the request is cleared.
        case run
    }

    /// Whether a refresh is scheduled and has not run.
    private(set) var isScheduled = false
    /// Whether the refresh's own height re-query runs.
    private(set) var isRequeryingHeights = false

    /// Asks for a refresh. Returns whether the caller must schedule the turn (the first request
    /// since the last refresh ran, outside the refresh's own re-query).
    mutating func request() -> Bool {
        guard !isRequeryingHeights, !isScheduled else { return false }
        isScheduled = true
        return true
    }

    /// Called on the scheduled turn: whether to refresh now, wait, or do nothing.
    /// - Parameter open: What UIKit has open now.
    mutating func take(open: Open) -> Turn {
        guard isScheduled else { return .nothing }
        if open.isAnyOpen { return .wait }
        isScheduled = false
        return .run
    }

    /// Called on the scheduled turn; returns whether a refresh was requested (and clears it).
    /// The same as ``take(open:)`` with nothing open.
    mutating func take() -> Bool {
        take(open: Open()) == .run
    }

    /// Marks the start of the refresh's own height re-query: requests are refused until
    /// ``endRequery()``. (Begin and end, not a closure: the re-query reaches the hooks, which
    /// request while it runs, so this value must not be under a mutating access meanwhile.)
    mutating func beginRequery() {
        isRequeryingHeights = true
    }

    /// Marks the end of the refresh's own height re-query.
    mutating func endRequery() {
        isRequeryingHeights = false
    }
}
