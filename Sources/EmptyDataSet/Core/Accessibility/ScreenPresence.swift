import Foundation

/// Tells whether the empty state appears together with its screen, for VoiceOver.
///
/// When a screen appears (a push, a modal, app launch, a tab switch into a new window), UIKit
/// posts a screen change and VoiceOver moves to the screen's first element. An empty state that
/// appears in the same moment must not pull focus away to itself: the user is already being
/// taken through the new screen, and our layout change would fight UIKit's. One that appears
/// later — the list emptied, or a load finished with nothing — is news, and gets focus.
///
/// "With the screen" means: the scroll view is not in a window, or it has been in its current
/// window for less than ``settlingTime`` (covering a push or presentation transition and the
/// first load that often finishes inside it).
struct ScreenPresence: Sendable {
    /// How long after a scroll view enters a window an appearance still counts as the screen's own.
    static let settlingTime: TimeInterval = 1.0

    private var window: ObjectIdentifier?
    private var since: TimeInterval = 0

    /// Records which window the scroll view is in now. Called whenever the UIKit layer sees the
    /// scroll view (hooked calls, layouts, reloads), so the first sighting in a window is its
    /// arrival there, within a turn or two.
    /// - Parameters:
    ///   - window: The window's identity, or `nil` when the scroll view is not in one.
    ///   - time: The current time (a monotonic clock, in seconds).
    mutating func observe(window: ObjectIdentifier?, at time: TimeInterval) {
        guard window != self.window else { return }
        self.window = window
        since = time
    }

    /// Whether an empty state appearing at `time` appears with its screen.
    func appearsWithScreen(at time: TimeInterval) -> Bool {
        guard window != nil else { return true }
        return time - since < Self.settlingTime
    }
}
