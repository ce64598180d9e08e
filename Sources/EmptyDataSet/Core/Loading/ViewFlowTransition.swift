// What the loading flow of any view (not a scroll view's empty state) does with its placeholder.

/// What happens to the placeholder of a view's loading flow (``EmptyDataSetLoadingController``)
/// at one decision: it appears, changes in place (cross-fading when the flow moved to another
/// state), disappears, or nothing happens.
///
/// The placeholder shows for the loading, empty and error states when there is something to show
/// for the state (a configuration for it, or a preset); never over content, never before the
/// first load (``FlowDisplay/nothing``). It appears and disappears at once — a view's placeholder
/// comes with a load's timing (the show delay and minimum display time already keep it from
/// flashing), not with a fade of its own — and only a change between two placeholder states
/// cross-fades, as the scroll view's flow does.
enum ViewFlowTransition: Equatable, Sendable {
    /// Nothing shows before or after.
    case none
    /// The placeholder shows where none did.
    case appear
    /// The placeholder stays; its content is applied in place, cross-fading when the state
    /// changed (loading to error, error to empty).
    case update(crossFades: Bool)
    /// The placeholder goes: content shows, or nothing yet.
    case disappear

    /// The transition for a decision.
    /// - Parameters:
    ///   - wasShowing: Whether the placeholder showed before this decision.
    ///   - display: What the flow shows now.
    ///   - hasPlaceholder: Whether there is something to show for `display` (a configuration the
    ///     app gave, a provider's answer, or the state's preset).
    ///   - changedState: Whether `display` is another state than the one shown before (an error
    ///     whose retry started is the same state).
    static func make(wasShowing: Bool, display: FlowDisplay, hasPlaceholder: Bool, changedState: Bool) -> ViewFlowTransition {
        let shows = hasPlaceholder && isPlaceholder(display)
        switch (wasShowing, shows) {
        case (false, false): return .none
        case (false, true): return .appear
        case (true, false): return .disappear
        case (true, true): return .update(crossFades: changedState)
        }
    }

    /// Whether the placeholder shows after this transition.
    var isShowing: Bool {
        switch self {
        case .appear, .update: true
        case .none, .disappear: false
        }
    }

    /// What VoiceOver hears after this transition for the flow's `announcement`.
    ///
    /// The empty and error states are announced by their title, read from the placeholder. When
    /// the empty state has nothing to show (no configuration for it) the placeholder went away:
    /// the load's outcome is that the view shows what it has, so VoiceOver hears "Loaded" rather
    /// than nothing — a loading placeholder never just vanishes in silence. A failure with
    /// nothing to show (a provider returned `nil`) is never announced as loaded: nothing is said.
    /// Every other announcement is unchanged.
    /// - Parameter announcement: What the flow (``FlowAnnouncement/Tracker``) says to announce.
    /// - Returns: What to announce; `nil` for nothing.
    func announcement(for announcement: FlowAnnouncement?) -> FlowAnnouncement? {
        switch announcement {
        case .empty?: isShowing ? .empty : (self == .disappear ? .loaded : nil)
        case .error?: isShowing ? .error : nil
        default: announcement
        }
    }

    private static func isPlaceholder(_ display: FlowDisplay) -> Bool {
        switch display {
        case .loading, .empty, .error: true
        case .nothing, .content: false
        }
    }
}
