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
        /// Whether a placeholder (loading, empty, error) was displayed since content last showed.
        private var placeholderShown = false

        /// The last open load ended (not a cancellation): its outcome is announced when displayed.
        mutating func loadDidEnd() {
            awaitsOutcome = true
        }

        /// Records that `display` is shown now.
        /// - Returns: What to announce, if anything.
        mutating func display(_ display: FlowDisplay) -> FlowAnnouncement? {
            let previous = displayed
            displayed = display
            let replacedPlaceholder = placeholderShown
            switch display {
            case .loading, .empty, .error: placeholderShown = true
            case .content: placeholderShown = false
            case .nothing: break
            }
            if Self.isLoading(display) {
                return Self.isLoading(previous) ? nil : .loading
            }
            guard awaitsOutcome else { return nil }
            awaitsOutcome = false
            switch display {
            case .content: return replacedPlaceholder ? .loaded : nil
            case .empty: return .empty
            case .error: return .error
            case .nothing, .loading: return nil
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
