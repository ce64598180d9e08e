import Foundation

// The network monitor's reports, from its own queue to the main queue.

/// Hands the network monitor's path reports from the queue they arrive on to the main queue: the
/// latest wins, and however many arrive before the main queue takes them, one hop is asked for.
///
/// `NWPathMonitor` calls its handler on the queue it was started on, never the main queue here
/// (it would wait behind the app's work); the watchers live on the main actor. Reports arrive in
/// bursts (an interface hand-over reports several paths), so each one does not cost a main-queue
/// turn: ``post(isSatisfied:generation:)`` from any thread says whether to schedule the hop, and
/// ``take()`` on the main queue returns the latest report and lets the next post ask again. A
/// path that went away and came back between two takes is not lost: the report says it was
/// unsatisfied meanwhile (``Report/wasUnsatisfied``), so a short outage still counts as one.
final class PathUpdateMailbox: @unchecked Sendable {
    /// One report: which monitor made it, and whether the path is satisfied.
    struct Report: Equatable, Sendable {
        var generation: Int
        var isSatisfied: Bool
        /// Whether the same monitor reported an unsatisfied path since the last take.
        var wasUnsatisfied = false
    }

    private let lock = NSLock()
    private var latest: Report?
    private var hopPending = false

    init() {}

    /// Records a report (any thread). Returns whether the caller must schedule one hop to the main
    /// queue that calls ``take()``; `false` while one is already pending.
    func post(isSatisfied: Bool, generation: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let wasUnsatisfied = !isSatisfied || (latest.map { $0.generation == generation && $0.wasUnsatisfied } ?? false)
        latest = Report(generation: generation, isSatisfied: isSatisfied, wasUnsatisfied: wasUnsatisfied)
        guard !hopPending else { return false }
        hopPending = true
        return true
    }

    /// The latest report since the last take, or `nil` (on the main queue, in the hop).
    func take() -> Report? {
        lock.lock()
        defer { lock.unlock() }
        hopPending = false
        let report = latest
        latest = nil
        return report
    }
}
