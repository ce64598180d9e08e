import Foundation

/// Tells whether the empty state appears together with its screen, for VoiceOver.
///
/// When a screen appears (a push, a modal, app launch, a tab switch into a new window), UIKit
/// posts a screen change and VoiceOver moves to the screen's first element. An empty state that
/// appears in the same moment must not pull focus away to itself: the user is already being
/// taken through the new screen, and our layout change would fight UIKit's. One that appears
/// later — the list emptied, or a load finished with nothing — is news, and gets focus.
///
/// "With the screen" is judged from the scroll view's arrival in its window, not from the moment
/// the empty state was set up: it appears with its screen while it is not in a window, or for
/// ``settlingTime`` after it arrived in its current window (covering a push or presentation
/// transition and the first load that often finishes inside it). The arrival is seen from the
/// UIKit layer's sightings of the scroll view: once the empty-state view exists, every move of the
/// scroll view to or from a window (UIKit's `didMoveToWindow` on the view inside it), so a list
/// that leaves and comes back — a tab switch, a push then a pop — with nothing else in between is
/// seen leaving and arriving; before that, the hooked calls, layouts and reloads:
/// - seen out of a window (or in another one) before, in a window now: it arrived now, give or
///   take the turn or two until the next sighting (a table's first layout reloads it);
/// - already in a window the first time it is seen (a source set long after the screen
///   appeared): it arrived before, so an empty state now is news — unless the screen is still
///   being brought in (a transition coordinator exists), when it arrives now.
///
/// A source set during a screen change that has no transition coordinator (a non-animated push,
/// app launch) on a scroll view already in its window counts as an earlier arrival.
struct ScreenPresence: Sendable {
    /// How long after a scroll view enters a window an appearance still counts as the screen's own.
    static let settlingTime: TimeInterval = 1.0

    private var isSeen = false
    private var window: ObjectIdentifier?
    /// When the scroll view arrived in ``window``; `nil`: before it was first seen.
    private var arrival: TimeInterval?

    /// Records which window the scroll view is in now. Called whenever the UIKit layer sees the
    /// scroll view (its moves between windows, hooked calls, layouts, reloads), so the first
    /// sighting in a new window is its arrival there: at once for a move, within a turn or two
    /// otherwise. A sighting in the window of the previous one changes nothing.
    /// - Parameters:
    ///   - window: The window's identity, or `nil` when the scroll view is not in one.
    ///   - time: The current time (a monotonic clock, in seconds).
    ///   - isScreenTransitioning: Whether the scroll view's screen is being brought in now; asked
    ///     only at the first sighting, when the scroll view is already in a window.
    mutating func observe(window: ObjectIdentifier?, at time: TimeInterval, isScreenTransitioning: () -> Bool) {
        if isSeen, window == self.window { return }
        let isFirstSighting = !isSeen
        isSeen = true
        self.window = window
        // Already in a window when first seen, and no transition is bringing its screen in: it
        // arrived before it was seen, and `arrival` stays unknown.
        if isFirstSighting, window != nil, !isScreenTransitioning() { return }
        arrival = time
    }

    /// Whether an empty state appearing at `time` appears with its screen.
    func appearsWithScreen(at time: TimeInterval) -> Bool {
        guard window != nil else { return true }
        guard let arrival else { return false }
        return time - arrival < Self.settlingTime
    }
}
