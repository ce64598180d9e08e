// What VoiceOver hears as the loading flow changes state.

/// What VoiceOver is told as the loading flow changes state: "Loading" when a loading state shows
/// (or the error state's retry starts), and the outcome when the load ends — the content loaded
/// (only when it replaces a placeholder: a refresh or a page loaded under content that stayed on
/// screen says nothing), the empty state's title, or the error's. Posted as announcements, queued
/// after what VoiceOver is saying, so focus stays where the user is (a load often ends while they
/// read something else). A cancelled load announces no outcome.
enum FlowAnnouncement: Equatable, Sendable {
    /// "Loading".
    case loading
    /// The content loaded.
    case loaded
    /// The empty state's title.
    case empty
    /// The error state's title.
    case error

    /// Follows the displayed states and says when to announce.
    struct Tracker: Sendable {
        /// What was displayed last.
        private(set) var displayed: FlowDisplay = .nothing
        /// Whether a load ended and its outcome is not announced yet (the minimum display time of
        /// the loading state may hold it back).
        private var awaitsOutcome = false
        /// Whether a placeholder (loading, empty, error) showed when the current load started or
        /// while it ran: only then is content arriving news.
        private var placeholderShown = false

        /// A load started (the first of nested starts): what shows now tells whether its content
        /// will replace a placeholder.
        mutating func loadDidStart() {
            placeholderShown = Self.isPlaceholder(displayed)
        }

        /// The last open load ended (not a cancellation): its outcome is announced when displayed.
        mutating func loadDidEnd() {
            awaitsOutcome = true
        }

        /// Records that `display` is shown now.
        /// - Returns: What to announce, if anything.
        mutating func display(_ display: FlowDisplay) -> FlowAnnouncement? {
            let previous = displayed
            displayed = display
            // Content may show before the end (rows reloaded, then the load ended): the outcome
            // still counts what showed while the load ran.
            if Self.isPlaceholder(display) { placeholderShown = true }
            if Self.isLoading(display) {
                return Self.isLoading(previous) ? nil : .loading
            }
            guard awaitsOutcome else { return nil }
            awaitsOutcome = false
            switch display {
            case .content:
                defer { placeholderShown = false }
                return placeholderShown ? .loaded : nil
            case .empty: return .empty
            case .error: return .error
            case .nothing, .loading: return nil
            }
        }

        private static func isPlaceholder(_ display: FlowDisplay) -> Bool {
            switch display {
            case .loading, .empty, .error: true
            case .nothing, .content: false
            }
        }

        private static func isLoading(_ display: FlowDisplay) -> Bool {
            switch display {
            case .loading, .error(isRetrying: true): true
            default: false
            }
        }
    }
}
