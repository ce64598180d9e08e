// Whether a scroll view is inside its own layout pass, where app code must not run.

/// Tracks a table or collection view's `layoutSubviews`, so a reload decision that arrives inside
/// it waits for the next turn of the main queue (``ChangeResponse``).
///
/// UIKit loads a table's data lazily inside its first `layoutSubviews`: `_reloadDataIfNeeded`
/// sends the public `reloadData`, which the package hooks. Deciding there would run the source,
/// the delegate's callbacks, the insertion of the empty-state view and VoiceOver work inside
/// UIKit's layout pass. The same holds for a reload made before the first layout completed (an
/// app's `reloadData()` in `viewDidLoad`): the view has no size yet, and the layout that gives it
/// one follows before the next turn on screen.
///
/// Layout is synchronous, but a nested run loop (HTML parsing in a cell) turns the main queue
/// inside it, so a pass found open on a turn is waited for; only one still open after several
/// turns not nested inside it (``OpenWorkCheck``) was cut off by an exception:
/// ``resetStale()`` closes it then.
struct LayoutPass: Sendable {
    private var depth = 0
    /// The main run loop's depth when the outermost open pass began, `nil` while none is open: a
    /// turn deeper than this runs inside a run loop nested in the pass
    /// (``OpenWorkCheck/isInsideNestedRunLoop(depthsAtOpen:currentDepth:)``).
    private(set) var runLoopDepthAtOpen: Int?
    /// Whether a layout pass of the scroll view has completed.
    private(set) var hasCompletedLayout: Bool

    /// - Parameter hasCompletedLayout: Whether the scroll view was laid out before tracking began
    ///   (its layer needed no layout and it had a size). Default `false`.
    init(hasCompletedLayout: Bool = false) {
        self.hasCompletedLayout = hasCompletedLayout
    }

    /// Whether a layout pass of the scroll view is running.
    var isLayingOut: Bool { depth > 0 }

    /// Whether a reload arriving now leaves its decision to the next turn: the scroll view is
    /// laying out, or has not completed its first layout.
    var defersReloads: Bool { isLayingOut || !hasCompletedLayout }

    /// Records the start of a layout pass (before the original `layoutSubviews` runs).
    /// - Parameter runLoopDepth: The main run loop's depth now (entries minus exits; 0 when no run
    ///   loop is running, as in a test body called straight from `main`). Kept for the outermost
    ///   pass. Default 0.
    mutating func enter(runLoopDepth: Int = 0) {
        if depth == 0 { runLoopDepthAtOpen = runLoopDepth }
        depth += 1
    }

    /// Records the end of a layout pass; the outermost one completes a layout. An unbalanced end
    /// (the count was repaired meanwhile) is clamped.
    mutating func leave() {
        depth = max(0, depth - 1)
        if depth == 0 {
            hasCompletedLayout = true
            runLoopDepthAtOpen = nil
        }
    }

    /// Called on a turn of the main queue once ``OpenWorkCheck`` found an open pass stale: closes
    /// one left open by an exception. Returns whether there was one.
    mutating func resetStale() -> Bool {
        guard depth > 0 else { return false }
        depth = 0
        runLoopDepthAtOpen = nil
        return true
    }
}
