#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Stands in for `NWPathMonitor`, which a simulator test cannot take offline: records starts and
/// cancels, and reports paths from a background queue, as the real monitor does from its own.
@MainActor
final class PathMonitorStandIn: PathMonitoring {
    private(set) var isStarted = false
    private(set) var isCancelled = false
    private var report: (@Sendable (Bool) -> Void)?
    /// The monitor's own queue: serial, as `NWPathMonitor`'s, so reports keep their order.
    private static let queue = DispatchQueue(label: "EmptyDataSetTests.PathMonitor")

    func start(report: @escaping @Sendable (Bool) -> Void) {
        isStarted = true
        self.report = report
    }

    func cancel() {
        isCancelled = true
        report = nil
    }

    /// Reports a path from a background queue (a cancelled monitor reports nothing, as the real one).
    func send(satisfied: Bool) {
        guard let report else { return }
        Self.queue.async { report(satisfied) }
    }
}

/// The network watcher with stand-in monitors, installed as the app's for the rest of a test.
@MainActor
final class NetworkPathStandIn {
    /// Every monitor made, in order.
    private(set) var monitors: [PathMonitorStandIn] = []
    private(set) var watcher: NetworkPathWatcher!

    /// The monitor that runs now, if any.
    var running: PathMonitorStandIn? {
        monitors.last.flatMap { $0.isStarted && !$0.isCancelled ? $0 : nil }
    }

    /// Reports a path from the running monitor's queue (and fails the test when none runs).
    func send(satisfied: Bool, file: StaticString = #filePath, line: UInt = #line) {
        guard let running else { return XCTFail("no monitor runs", file: file, line: line) }
        running.send(satisfied: satisfied)
    }

    fileprivate init() {
        watcher = NetworkPathWatcher { [unowned self] in
            let monitor = PathMonitorStandIn()
            self.monitors.append(monitor)
            return monitor
        }
    }
}

@MainActor
extension XCTestCase {
    /// Installs a ``NetworkPathStandIn`` as the app's network watcher until the test ends.
    func standInForNetwork() -> NetworkPathStandIn {
        let standIn = NetworkPathStandIn()
        let original = UncheckedSendableBox(NetworkPathWatcher.shared)
        NetworkPathWatcher.shared = standIn.watcher
        addTeardownBlock {
            MainActor.assumeIsolated { NetworkPathWatcher.shared = original.value }
        }
        return standIn
    }
}
#endif
