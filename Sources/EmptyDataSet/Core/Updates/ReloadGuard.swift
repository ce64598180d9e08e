// Re-entrancy guard for reloads: a source method that calls reloadData() must not recurse.

/// Serialises reloads of one scroll view's empty state.
///
/// A source or delegate method may itself call `reloadData()` (or `reloadEmptyDataSet()`) while the
/// empty state is being reloaded. Running that nested reload immediately would recurse into the
/// source; dropping it would lose a data change. The guard does neither: the nested request is
/// remembered and served by **one** follow-up pass after the current one. Requests made during the
/// follow-up are dropped, so a source that reloads on every call cannot loop forever.
///
/// Use it with one short access per call, never across the pass (an `inout` access spanning the
/// pass would conflict with the nested request's access and trap):
///
///     guard reloadGuard.beginReload() else { return }
///     repeat { pass() } while reloadGuard.endPass()
struct ReloadGuard: Sendable {
    /// Whether a reload is running.
    private(set) var isReloading = false
    private var hasPendingRequest = false
    private var followUpPassesRun = 0

    /// The number of follow-up passes served per outermost reload.
    static let maximumFollowUpPasses = 1

    /// Asks to start a reload. Returns `true` when the caller should run it now, `false` when a reload
    /// is already running (the request is then served by a follow-up pass).
    mutating func beginReload() -> Bool {
        guard !isReloading else {
            hasPendingRequest = true
            return false
        }
        isReloading = true
        hasPendingRequest = false
        followUpPassesRun = 0
        return true
    }

    /// Ends one pass. Returns `true` when the caller should run one more pass (a nested request
    /// arrived and the follow-up budget allows it); otherwise the reload is over.
    mutating func endPass() -> Bool {
        if hasPendingRequest && followUpPassesRun < Self.maximumFollowUpPasses {
            hasPendingRequest = false
            followUpPassesRun += 1
            return true
        }
        isReloading = false
        hasPendingRequest = false
        return false
    }
}
