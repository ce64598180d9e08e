#if canImport(UIKit)
import UIKit

/// How deeply the main run loop is nested now, so a deferred turn can tell whether it runs
/// inside a nested run loop (``OpenWorkCheck/Open/isInsideNestedRunLoop``).
///
/// A nested run loop on the main thread (`NSAttributedString`'s HTML import in
/// `tableView(_:cellForRowAt:)`, a modal wait) runs the main queue from inside whatever
/// synchronous call spun it — possibly UIKit's layout pass or a batch update. Observers of the
/// main run loop's `entry` and `exit` activities, in the common modes (those the main queue is
/// serviced in, so every run in which a deferred turn can run is seen), keep the depth: entries
/// minus exits. `UIApplicationMain` runs the main run loop over and over; each of those runs is
/// the outermost level, depth 1. A turn at depth 2 or more runs inside a nested loop.
///
/// Installed lazily, once, when the first empty state is set up. The run that is in progress then
/// is counted as one level (when the main run loop is running at all): installed from inside a
/// nested loop, the depth reads too low until the app's next launch, as it does for a run in a
/// private mode outside the common modes (the main queue is not serviced there) around a nested
/// common-mode run: the deferred turn then falls back to its bounded count of turns, the behaviour
/// without these observers. Reading too high only delays the repair of a call an exception cut
/// off, up to ``OpenWorkCheck/turnsBeforeStaleWhileNested``'s bound.
@MainActor
enum RunLoopNesting {
    /// Entries minus exits of the main run loop since installation, plus the run in progress then.
    private static var depth = 0
    private static var isInstalled = false

    /// Whether the current code runs inside a run loop nested in the main run loop's outermost
    /// run. `false` before installation.
    static var isInsideNestedRunLoop: Bool { depth > 1 }

    /// Adds the observers to the main run loop, once.
    static func installIfNeeded() {
        guard !isInstalled else { return }
        isInstalled = true
        depth = RunLoop.main.currentMode == nil ? 0 : 1
        // The entry counted first and the exit last (as UIKit's autorelease-pool observer pushes
        // and pops): every callout of a run, Core Animation's commit at its exit included (order
        // 2 000 000), sees that run counted.
        observe(.entry, order: CFIndex.min) { depth += 1 }
        observe(.exit, order: CFIndex.max) { depth = max(0, depth - 1) }
    }

    private static func observe(_ activity: CFRunLoopActivity, order: CFIndex, _ update: @escaping @MainActor () -> Void) {
        let observer = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, activity.rawValue, true, order) { _, _ in
            // The main run loop calls its observers on the main thread.
            MainActor.assumeIsolated { update() }
        }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
    }
}
#endif
