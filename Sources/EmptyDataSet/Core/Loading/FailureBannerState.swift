// When the failure banner shows over content, and when it goes.

/// The opt-in banner for a load that failed while content shows: a placeholder never goes over
/// content, so the failure is said in a banner above it instead (or only to the delegate, for apps
/// with a banner system of their own).
///
/// It shows for each such failure (a newer one replaces the message of one on screen), and goes
/// when the user dismisses it or taps Retry, when a later load ends without an error, or when the
/// content goes (the flow then shows its own state). It never goes by itself on a timer: the user
/// may still be reading it or reaching for Retry (VoiceOver, Switch Control, AX text sizes).
struct FailureBannerState: Equatable, Sendable {
    /// What happened.
    enum Event: Equatable, Sendable {
        /// A load failed while content shows (the flow reports it).
        case failedWhileShowingContent
        /// A load ended without an error.
        case loadSucceeded
        /// The content went: the flow shows a placeholder state (or nothing).
        case contentLeft
        /// The user dismissed it (the close button, VoiceOver's escape gesture).
        case dismissed
        /// The user tapped Retry.
        case retried
        /// The app turned the banner off.
        case disabled
    }

    /// What the view does.
    enum Change: Equatable, Sendable {
        case none
        /// Show it (it was hidden).
        case show
        /// It shows already: a new failure replaces its message (and is announced).
        case replace
        /// Hide it.
        case hide
    }

    /// Whether the banner shows.
    private(set) var isShown = false

    /// Applies `event`; `isEnabled` is whether the app asked for the banner.
    mutating func handle(_ event: Event, isEnabled: Bool) -> Change {
        switch event {
        case .failedWhileShowingContent:
            guard isEnabled else { return hide() }
            defer { isShown = true }
            return isShown ? .replace : .show
        case .loadSucceeded, .contentLeft, .dismissed, .retried, .disabled:
            return hide()
        }
    }

    private mutating func hide() -> Change {
        guard isShown else { return .none }
        isShown = false
        return .hide
    }
}
