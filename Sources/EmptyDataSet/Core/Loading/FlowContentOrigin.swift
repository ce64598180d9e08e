// Where the loading flow's placeholder for each state comes from.

/// Where the content of the loading flow's current state comes from.
///
/// A configuration provider describes every state (its state carries the phase). Without one, a
/// configuration the app gave for the state wins; then the loading and error states show their
/// presets (`.loading()`, `.error(_:retry:)`) — or ask the source when the app wants its source to
/// draw every state — and the empty state is the scroll view's own empty state, as without the
/// flow (its configuration, else its source). The content and the nothing-yet state show no
/// placeholder at all.
enum FlowContentOrigin: Equatable, Sendable {
    /// No placeholder.
    case none
    /// The configuration provider, asked with the phase.
    case provider
    /// The configuration the app gave for this state.
    case stateConfiguration
    /// The state's preset.
    case preset
    /// The configuration set on the scroll view (the empty state only).
    case configuration
    /// The source protocol, which can read the phase.
    case source

    /// The origin for `display`.
    /// - Parameters:
    ///   - display: What the flow shows.
    ///   - hasProvider: Whether a configuration provider is set.
    ///   - hasStateConfiguration: Whether the app gave a configuration for this state.
    ///   - asksSourceInEveryState: Whether the source draws the loading and error states too.
    ///   - hasConfiguration: Whether a configuration is set on the scroll view.
    ///   - hasSource: Whether a source is set and alive.
    static func resolve(
        display: FlowDisplay, hasProvider: Bool, hasStateConfiguration: Bool, asksSourceInEveryState: Bool,
        hasConfiguration: Bool, hasSource: Bool
    ) -> FlowContentOrigin {
        switch display {
        case .nothing, .content:
            return .none
        case .empty:
            if hasProvider { return .provider }
            if hasStateConfiguration { return .stateConfiguration }
            if hasConfiguration { return .configuration }
            return hasSource ? .source : .none
        case .loading, .error:
            if hasProvider { return .provider }
            if hasStateConfiguration { return .stateConfiguration }
            return asksSourceInEveryState && hasSource ? .source : .preset
        }
    }
}
