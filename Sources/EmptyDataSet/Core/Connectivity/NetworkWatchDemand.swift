import Foundation

// The one shared network monitor: started while someone needs it, stopped when nobody does.

/// Reference counting of the shared network path monitor, and what it last reported.
///
/// Every watcher (a list's error state, a failed page) says whether it needs the network watched;
/// the monitor starts with the first and stops with the last. A watcher that says so twice counts
/// once; one that was never counted and lets go changes nothing (no count below zero). Each start
/// is a new *generation*: a monitor's updates that arrive after it was stopped (they hop to the
/// main queue from the monitor's own queue) carry an older generation and are dropped, and a
/// stopped monitor's last status is forgotten — the next one reports the current path itself.
struct NetworkWatchDemand<Watcher: Hashable>: Sendable where Watcher: Sendable {
    /// What the caller does to the monitor.
    enum Change: Equatable, Sendable {
        /// Nothing.
        case none
        /// Start a monitor for `generation`.
        case start(generation: Int)
        /// Stop the monitor.
        case stop
    }

    private var watchers: Set<Watcher> = []
    /// The generation of the running monitor (the latest started).
    private(set) var generation = 0
    /// Whether a monitor runs.
    var isRunning: Bool { !watchers.isEmpty }
    /// The running monitor's last status (satisfied or not); `nil` before its first report.
    private(set) var isSatisfied: Bool?
    /// How many watchers need the monitor.
    var count: Int { watchers.count }

    /// `watcher` needs the network watched (`true`) or no longer does.
    mutating func set(_ watcher: Watcher, needs: Bool) -> Change {
        if needs {
            guard watchers.insert(watcher).inserted, watchers.count == 1 else { return .none }
            generation += 1
            isSatisfied = nil
            return .start(generation: generation)
        }
        guard watchers.remove(watcher) != nil, watchers.isEmpty else { return .none }
        isSatisfied = nil
        return .stop
    }

    /// Whether `watcher` is counted.
    func contains(_ watcher: Watcher) -> Bool { watchers.contains(watcher) }

    /// A monitor reported a path. Returns whether it is the running monitor's (to pass on to the
    /// watchers); a stopped monitor's late report is dropped.
    mutating func record(isSatisfied satisfied: Bool, generation reported: Int) -> Bool {
        guard isRunning, reported == generation else { return false }
        isSatisfied = satisfied
        return true
    }
}
