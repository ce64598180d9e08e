// Coalescing of work deferred to the next turn of the main queue.

/// What a deferred turn of the main queue must do for one scroll view's empty state.
///
/// Two kinds of request are deferred out of the call that made them. Setting a source asks for a
/// full **reload** (ask the source, show or update). A content-size change, which UIKit makes in
/// the middle of its own layout and batch updates, asks only for a **decision**: re-check whether
/// the empty state should show and reload only if that answer changed — running app code (delegate
/// callbacks, data-source counts) inside UIKit's update is what makes UIKit assert, and a content
/// size that changes on every scroll step (self-sizing cells) must not cost a reload each time.
///
/// Any number of requests before the turn runs schedule one turn; a reload covers a decision.
struct DeferredReload: Sendable {
    /// The work one deferred turn does.
    enum Work: Equatable, Sendable {
        /// Reload only if whether the empty state should show has changed.
        case decision
        /// Reload: ask the source again and show, update or hide.
        case reload
    }

    /// The work waiting for the scheduled turn, or `nil` when no turn is scheduled.
    private(set) var pending: Work?

    /// Records a request. Returns `true` when the caller must schedule a turn (none is pending);
    /// `false` when the pending turn already covers it (a decision is upgraded to a reload).
    mutating func request(_ work: Work) -> Bool {
        guard let current = pending else {
            pending = work
            return true
        }
        if current == .decision, work == .reload { pending = .reload }
        return false
    }

    /// Called by the scheduled turn: the work to do now, after which nothing is pending.
    mutating func take() -> Work? {
        defer { pending = nil }
        return pending
    }
}
