#if canImport(UIKit)
import UIKit

/// How deeply the main run loop is nested now, so a deferred turn can tell whether it runs inside
/// a run loop nested in an open layout pass or hooked call.
///
/// A nested run loop on the main thread (`NSAttributedString`'s HTML import in
/// `tableView(_:cellForRowAt:)`, a modal wait) runs the main queue from inside whatever
/// synchronous call spun it — possibly UIKit's layout pass or a batch update. Observers of the
/// main run loop's `entry` and `exit` activities, in the common modes (those the main queue is
/// serviced in, so every run in which a deferred turn can run is seen), keep the depth: entries
/// minus exits. The hooks record the depth when a layout pass or hooked call opens
/// (``LayoutPass/runLoopDepthAtOpen``, ``UpdateBatching/runLoopDepthAtOpenCall``); a turn deeper
/// than that runs inside the open work
/// (``OpenWorkCheck/isInsideNestedRunLoop(depthsAtOpen:currentDepth:)``). The depth is never read
/// as absolute: in an app, `UIApplicationMain`'s runs are depth 1, but a host-less unit test calls
/// its body from `main` with no run loop running (depth 0), and its own waits are depth 1.
///
/// Installed lazily, once, when the first empty state is set up. The run in progress then is
/// counted as one level (when the main run loop is running at all). Installed from inside a
/// nested loop, the count reads one too low only until the outermost run's next exit (the count
/// stops at 0) and entry, which count it right again; work opened meanwhile is judged relative to
/// the same low count. A run in a private mode outside the common modes (the main queue is not
/// serviced there) is not counted, and turns cannot run in it. An Objective-C exception unwinding
/// through a nested run skips its exit, leaving the count one too high for good: work opened from
/// then on is recorded with the same excess, so the comparison stays right; only work already open
/// when the exception went through (cut off by it too, or live) may look nested and is then held
/// at most to ``OpenWorkCheck/turnsBeforeStaleWhileNested``'s bound.
@MainActor
enum RunLoopNesting {
    /// Entries minus exits of the main run loop since installation, plus the run in progress then;
    /// 0 before installation.
    private(set) static var depth = 0
    private static var isInstalled = false

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
