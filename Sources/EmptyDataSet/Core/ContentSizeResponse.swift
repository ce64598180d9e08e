// What a content-size change does to the empty state, now and on the next turn.

/// The response to a content-size change, the update signal for item changes no hooked method saw.
///
/// UIKit sets the content size inside its own layout and batch updates, where app callbacks must
/// not run, so the real decision waits for the next turn of the main queue (``DeferredReload``).
/// One thing cannot wait: a visible empty state whose scroll view now has items would show behind
/// them for a frame, so it is **concealed** (made transparent, no callback) at once. The deferred
/// turn then reloads if the answer changed, or reveals the concealed view if it did not.
enum ContentSizeResponse {
    /// What the deferred turn does.
    enum Decision: Equatable, Sendable {
        /// The answer changed: reload (show or hide, with callbacks).
        case reload
        /// The answer is still "show": make a concealed view opaque again.
        case reveal
        /// The answer is still "hide": nothing to do.
        case nothing
    }

    /// Whether to conceal a visible empty state at once, inside the content-size change.
    ///
    /// Asks as little as possible there: nothing while hidden; only the data source's count (which
    /// UIKit itself asks during layout) while there are no items — every change of a plain scroll
    /// view, zooming included, stops there; the delegate only once items exist.
    /// - Parameters:
    ///   - isVisible: Whether the empty state is visible.
    ///   - hasItems: Whether the data source now reports items (an early-exit count).
    ///   - shouldShow: The display rule now.
    static func concealsAtOnce(isVisible: Bool, hasItems: () -> Bool, shouldShow: () -> Bool) -> Bool {
        isVisible && hasItems() && !shouldShow()
    }

    /// What the deferred turn does, given the display rule then and the current state.
    /// - Parameters:
    ///   - shouldShow: The display rule on the deferred turn.
    ///   - isVisible: Whether the empty state is visible (concealed or not).
    static func decision(shouldShow: Bool, isVisible: Bool) -> Decision {
        if shouldShow != isVisible { return .reload }
        return isVisible ? .reveal : .nothing
    }
}
