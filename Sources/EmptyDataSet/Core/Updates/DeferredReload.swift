// Coalescing of work deferred to the next turn of the main queue.

/// What a deferred turn of the main queue must do for one scroll view's empty state.
///
/// Three kinds of request are deferred out of the call that made them. Setting a source asks for a
/// full **reload** (ask the source, show or update). A content-size change, which UIKit makes in
/// the middle of its own layout and batch updates, asks only for a **decision**: re-check whether
/// the empty state should show and reload only if that answer changed — running app code (delegate
/// callbacks, data-source counts) inside UIKit's update is what makes UIKit assert, and a content
/// size that changes on every scroll step (self-sizing cells) must not cost a reload each time.
/// A layout skipped during a pull to refresh asks for a **layout** retry: UIKit removes the
/// refresh's inset before it marks the refresh as ended, so the inset change that ends a refresh
/// still looks like one made during it.
///
/// Every outermost hooked call also asks for a **nesting check**, the least of all: a turn on
/// which a hooked call still open is known to be stale. Any number of requests before the turn
/// runs schedule one turn. Every turn checks the nesting, every larger work lays out first, and a
/// reload covers a decision, so the pending work is the largest request.
struct DeferredReload: Sendable {
    /// The work one deferred turn does.
    enum Work: Int, Comparable, Sendable {
        /// Only repair nesting left open by an exception (``UpdateBatching/resetStaleNesting()``):
        /// the turn every outermost hooked call makes sure of.
        case nestingCheck
        /// Lay out again (the first step of every larger work).
        case layout
        /// Then reload only if whether the empty state should show has changed.
        case decision
        /// Then reload: ask the source again and show, update or hide.
        case reload

        static func < (lhs: Work, rhs: Work) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The work waiting for the scheduled turn, or `nil` when no turn is scheduled.
    private(set) var pending: Work?

    /// Records a request. Returns `true` when the caller must schedule a turn (none is pending);
    /// `false` when the pending turn already covers it (upgraded to the larger work if needed).
    mutating func request(_ work: Work) -> Bool {
        guard let current = pending else {
            pending = work
            return true
        }
        pending = max(current, work)
        return false
    }

    /// Called by the scheduled turn: the work to do now, after which nothing is pending.
    mutating func take() -> Work? {
        defer { pending = nil }
        return pending
    }
}
