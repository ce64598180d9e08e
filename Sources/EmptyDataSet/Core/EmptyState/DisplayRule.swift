// The rule that decides whether the empty state is visible. Platform-neutral: no UIKit.

/// Decides whether the empty state should be visible, asking for each input only when it matters.
///
/// The rule is DZNEmptyDataSet's: visible when *(should display AND there are no items) OR it is
/// forced to display*. Inputs are closures so the cheap answers short-circuit the expensive one:
/// counting items (which calls the app's data source) is skipped when there is no source, when the
/// display is forced, or when the delegate vetoes the display.
enum DisplayRule {
    /// Returns whether the empty state should be visible.
    /// - Parameters:
    ///   - hasSource: Whether an `EmptyDataSetSource` is set and still alive. Without one the empty
    ///     state is always hidden.
    ///   - isForcedToDisplay: The delegate's `emptyDataSetShouldBeForcedToDisplay(_:)` (default `false`).
    ///   - shouldDisplay: The delegate's `emptyDataSetShouldDisplay(_:)` (default `true`).
    ///   - isEmpty: Whether the scroll view has no items (see ``ItemCounter``).
    static func shouldShow(
        hasSource: Bool,
        isForcedToDisplay: () -> Bool,
        shouldDisplay: () -> Bool,
        isEmpty: () -> Bool
    ) -> Bool {
        guard hasSource else { return false }
        if isForcedToDisplay() { return true }
        return shouldDisplay() && isEmpty()
    }
}
