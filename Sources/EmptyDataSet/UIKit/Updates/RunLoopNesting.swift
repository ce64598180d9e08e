#if canImport(UIKit)
import UIKit

/// How deeply the main run loop is nested now, so a deferred turn can tell whether it runs
/// inside a nested run loop (``OpenWorkCheck/Open/isInsideNestedRunLoop``).
///
/// A nested run loop on the main thread (`NSAttributedString`'s HTML import in
/// `tableView(_:cellForRowAt:)`, a modal wait) runs the main queue from inside whatever
/// synchronous call spun it — possibly UIKit's layout pass or a batch update. An observer of the
/// main run loop's `entry` and `exit` activities, in the common modes (those the main queue is
/// serviced in, so every run in which a deferred turn can run is seen), keeps the depth: entries
/// minus exits. `UIApplicationMain` runs the main run loop over and over; each of those runs is
/// the outermost level, depth 1. A turn at depth 2 or more runs inside a nested loop.
///
/// Installed lazily, once, when the first empty state is set up. The run that is in progress then
/// is counted as one level (when the main run loop is running at all): installed from inside a
/// nested loop, the depth reads one level too low until the app's next launch — the deferred turn
/// then falls back to its bounded count of turns, the behaviour without this observer. Reading too
/// high only delays a repair up to ``OpenWorkCheck/turnsBeforeStaleWhileNested``'s bound.
@MainActor
enum RunLoopNesting {
    /// Entries minus exits of the main run loop since installation, plus the run in progress then.
    private static var depth = 0
    private static var isInstalled = false

    /// Whether the current code runs inside a run loop nested in the main run loop's outermost
    /// run. `false` before installation.
    static var isInsideNestedRunLoop: Bool { depth > 1 }

    /// Adds the observer to the main run loop, once.
    static func installIfNeeded() {
        guard !isInstalled else { return }
        isInstalled = true
        depth = RunLoop.main.currentMode == nil ? 0 : 1
        let activities = CFRunLoopActivity.entry.rawValue | CFRunLoopActivity.exit.rawValue
        // Order 0: before Core Animation's commit and UIKit's own observers, so the depth is
        // current when their callouts run app code.
        let observer = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, activities, true, 0) { _, activity in
            // The main run loop calls its observers on the main thread.
            MainActor.assumeIsolated {
                if activity.contains(.entry) { depth += 1 }
                if activity.contains(.exit) { depth = max(0, depth - 1) }
            }
        }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
    }
}
#endif
