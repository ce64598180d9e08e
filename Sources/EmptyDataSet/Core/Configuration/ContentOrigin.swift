// Which of an empty state's possible content descriptions wins when several are set.

/// Where an empty state's content comes from.
///
/// A scroll view can be given its empty state three ways: a provider (a closure that turns the
/// current state into a configuration, Apple's `updateContentUnavailableConfiguration(using:)`
/// model), a configuration set directly, or DZNEmptyDataSet's source protocol. When several are
/// set, the most dynamic one wins: the provider's answer replaces a configuration set directly
/// (as Apple's update method replaces `contentUnavailableConfiguration`), and either replaces the
/// source's content. Without any, there is no empty state.
enum ContentOrigin: Equatable, Sendable {
    /// The provider is asked for a configuration.
    case provider
    /// The configuration set directly is shown.
    case configuration
    /// The source protocol is asked, as in 1.0.
    case source
    /// Nothing to show: the empty state stays hidden.
    case none

    /// The origin that wins.
    /// - Parameters:
    ///   - hasProvider: Whether a configuration provider is set.
    ///   - hasConfiguration: Whether a configuration is set directly.
    ///   - hasSource: Whether an `EmptyDataSetSource` is set and alive.
    static func resolve(hasProvider: Bool, hasConfiguration: Bool, hasSource: Bool) -> ContentOrigin {
        if hasProvider { return .provider }
        if hasConfiguration { return .configuration }
        if hasSource { return .source }
        return .none
    }
}
