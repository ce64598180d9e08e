/// The coalescing of per-section placeholder refreshes: one main-queue turn however many signals
/// arrive before it, and none asked for by the refresh's own height re-query.
///
/// The re-query of a table's footer heights is a hooked call (`performBatchUpdates(nil)`): its
/// signal must not ask for another refresh, or each refresh would schedule the next.
struct SectionRefreshRequest: Sendable {
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

    /// Called on the scheduled turn; returns whether a refresh was requested (and clears it).
    mutating func take() -> Bool {
        defer { isScheduled = false }
        return isScheduled
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
