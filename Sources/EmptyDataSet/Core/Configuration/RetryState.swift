// The error preset's retry button while the retry runs.

/// Whether the error preset's retry runs, and which run a finish belongs to.
///
/// While a retry runs, the button shows an activity indicator and is disabled, and the error stays
/// on screen (no flash to a loading state). The run ends when its closure returns or throws —
/// unless a newer state replaced it: then that state decides, and a late finish of the old run
/// changes nothing. A closure that never finishes leaves the button disabled only until the next
/// change of state — a configuration describing another state, the empty state hiding, the
/// source's content replacing it — which starts from idle. (A reload that finds the same state
/// is no change: the retry keeps the button.)
struct RetryState: Sendable {
    /// Identifies one run of the retry closure.
    struct Run: Equatable, Sendable {
        fileprivate let number: Int
    }

    private var current: Run?
    private var runs = 0

    /// Whether a retry runs: the button is disabled and shows its activity indicator.
    var isRetrying: Bool { current != nil }

    /// Starts a run when none is running (a second tap while one runs is ignored).
    /// - Returns: The run, to pass to ``finish(_:)``; `nil` when one was already running.
    mutating func start() -> Run? {
        guard current == nil else { return nil }
        runs += 1
        let run = Run(number: runs)
        current = run
        return run
    }

    /// Ends `run` when it is still the current one.
    /// - Returns: Whether it was (the button becomes usable again); `false` for a run a state
    ///   change already replaced.
    mutating func finish(_ run: Run) -> Bool {
        guard current == run else { return false }
        current = nil
        return true
    }

    /// The state changed (a new configuration, a reload): whatever runs no longer owns the button.
    mutating func reset() {
        current = nil
    }
}
