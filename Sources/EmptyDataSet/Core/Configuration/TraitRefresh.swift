// What a trait change does to a shown empty state.

/// How a shown empty state answers a change of its traits (text size, appearance, contrast, Bold
/// Text, size classes).
///
/// A change that alters how things look (everything but the size classes) renders again, even an
/// equal configuration: fonts and colors are resolved for the traits. New size classes alone look
/// the same for the package's own content, so only a provider is asked again (its answer may
/// depend on them) and an equal answer changes nothing. Hosted content (a UIKit content
/// configuration) is different: its `updated(for:)` is given the traits, size classes included,
/// so every trait change renders it again, whoever described it.
enum TraitRefresh: Equatable, Sendable {
    /// Nothing to do.
    case none
    /// Ask for the content again; an equal answer changes nothing.
    case askAgain
    /// Ask for the content again and render it even when it is equal.
    case render

    /// The answer to one trait change.
    /// - Parameters:
    ///   - isVisible: Whether the empty state shows.
    ///   - onlySizeClasses: Whether only the size classes changed.
    ///   - origin: Where the content comes from (``ContentOrigin``).
    ///   - hostsContent: Whether a content configuration's view is hosted now.
    static func decide(isVisible: Bool, onlySizeClasses: Bool, origin: ContentOrigin, hostsContent: Bool) -> TraitRefresh {
        guard isVisible else { return .none }
        if !onlySizeClasses || hostsContent { return .render }
        return origin == .provider ? .askAgain : .none
    }
}
