#if canImport(UIKit)
import Network
import UIKit

/// Watches the network path for every scroll view that waits to come back online: one
/// `NWPathMonitor` for the whole app, running only while at least one watcher needs it
/// (``NetworkWatchDemand``), and a new one for each start (a cancelled `NWPathMonitor` cannot be
/// started again).
///
/// The monitor reports on a private utility queue; the reports hop to the main queue through a
/// ``PathUpdateMailbox`` (one hop per burst, the latest report wins), where a stopped monitor's late
/// reports are dropped by generation. A watcher that starts while the monitor already runs hears
/// the last known path at once; otherwise the new monitor's first report (which `NWPathMonitor`
/// sends right after `start(queue:)`) tells it.
@MainActor
final class NetworkPathWatcher {
    /// The app's watcher (tests put one with a stand-in monitor in its place).
    static var shared = NetworkPathWatcher { SystemPathMonitor() }

    private let makeMonitor: @MainActor () -> any PathMonitoring
    private var demand = NetworkWatchDemand<Int>()
    private var handlers: [Int: @MainActor (Bool) -> Void] = [:]
    private var monitor: (any PathMonitoring)?
    private let mailbox = PathUpdateMailbox()

    /// A watcher with its own monitors (tests give a stand-in).
    init(makeMonitor: @escaping @MainActor () -> any PathMonitoring) {
        self.makeMonitor = makeMonitor
    }

    /// Whether a monitor runs.
    var isMonitoring: Bool { monitor != nil }
    /// How many watchers need the monitor.
    var watcherCount: Int { demand.count }
    /// Whether the path the running monitor last reported is satisfied; `nil` while no monitor
    /// runs or before its first report.
    var lastKnownPath: Bool? { demand.isSatisfied }

    /// Starts or stops watching for `watcher` (a key from ``makeKey()``); `handler` hears whether
    /// the path is satisfied, on the main actor, until the watcher stops. Saying the same twice
    /// changes nothing.
    func setWatching(_ watcher: Int, _ needs: Bool, handler: @escaping @MainActor (Bool) -> Void) {
        if needs { handlers[watcher] = handler } else { handlers[watcher] = nil }
        switch demand.set(watcher, needs: needs) {
        case .start(let generation):
            start(generation: generation)
        case .stop:
            monitor?.cancel()
            monitor = nil
        case .none:
            // Already running: a new watcher hears the known path now.
            if needs, let known = demand.isSatisfied { handler(known) }
        }
    }

    private func start(generation: Int) {
        let made = makeMonitor()
        monitor = made
        let mailbox = self.mailbox
        // Called on the monitor's queue (off the main thread).
        made.start { [weak self] isSatisfied in
            guard mailbox.post(isSatisfied: isSatisfied, generation: generation) else { return }
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self?.deliver() }
            }
        }
    }

    private func deliver() {
        guard let report = mailbox.take(),
            demand.record(isSatisfied: report.isSatisfied, generation: report.generation)
        else { return }
        // A short outage between two hops still counts: unsatisfied, then the latest path.
        let paths = report.wasUnsatisfied && report.isSatisfied ? [false, true] : [report.isSatisfied]
        // A handler may stop its own watching (the retry fired): the loop goes over a copy.
        for isSatisfied in paths {
            for handler in handlers.values { handler(isSatisfied) }
        }
    }

    /// A key no other watcher has, for the life of the app.
    static func makeKey() -> Int {
        nextKey += 1
        return nextKey
    }

    private static var nextKey = 0
}

/// A network path monitor: `NWPathMonitor` in the app, a stand-in in tests.
@MainActor
protocol PathMonitoring: AnyObject {
    /// Starts reporting; `report` is called on any queue with whether the path is satisfied.
    func start(report: @escaping @Sendable (Bool) -> Void)
    /// Stops reporting for good.
    func cancel()
}

/// `NWPathMonitor` on a private utility queue.
@MainActor
final class SystemPathMonitor: PathMonitoring {
    private let monitor = NWPathMonitor()
    private static let queue = DispatchQueue(label: "EmptyDataSet.NetworkPath", qos: .utility)

    func start(report: @escaping @Sendable (Bool) -> Void) {
        // `.requiresConnection` (an on-demand VPN not yet up) is not a usable path yet.
        monitor.pathUpdateHandler = { path in report(path.status == .satisfied) }
        monitor.start(queue: Self.queue)
    }

    func cancel() {
        monitor.pathUpdateHandler = nil
        monitor.cancel()
    }
}
#endif
