// Scrolling while the empty state shows, and giving the app back its own setting afterwards.

/// Decides `isScrollEnabled` while the empty state is visible and restores the app's value after.
///
/// DZNEmptyDataSet forces `isScrollEnabled = true` when the empty state hides, which re-enables
/// scrolling an app had turned off. This remembers the value found when the empty state appeared
/// and hands it back when it disappears. An app that changes `isScrollEnabled` while the empty
/// state shows keeps its value (detected as "no longer the value the lock applied"); a change that
/// is undone before the empty state hides cannot be told apart from no change (``SettingOverride``).
struct ScrollLock: Sendable {
    private var setting = SettingOverride<Bool>()

    /// The app's `isScrollEnabled` from before the empty state appeared; `nil` while hidden.
    var savedValue: Bool? { setting.savedValue }

    /// The value this lock last applied; `nil` while hidden. When the scroll view no longer has it,
    /// the app changed `isScrollEnabled` itself and the lock keeps its hands off.
    var appliedValue: Bool? { setting.appliedValue }

    /// Whether scrolling is allowed while the empty state is visible.
    ///
    /// The delegate's answer wins. Without one, scrolling is allowed only when the scroll view has
    /// a refresh control, so pull to refresh keeps working; DZNEmptyDataSet's default otherwise
    /// (`false`). (While a table header and the empty state do not fit the visible height together,
    /// ``EmptyStateOverrides`` turns scrolling on above this answer — not above an app that had
    /// turned scrolling off itself.)
    /// - Parameters:
    ///   - delegateAnswer: `emptyDataSetShouldAllowScroll(_:)`, or `nil` when not implemented.
    ///   - hasRefreshControl: Whether the scroll view has a `refreshControl`.
    static func allowsScroll(delegateAnswer: Bool?, hasRefreshControl: Bool) -> Bool {
        delegateAnswer ?? hasRefreshControl
    }

    /// Called on every reload that leaves the empty state visible; returns the `isScrollEnabled` to
    /// apply, or `nil` to leave it alone. The first call after hiding saves `current` for
    /// ``release(current:)``. Later calls follow a changed `allowsScroll`, unless the app has set
    /// `isScrollEnabled` itself since (its value wins until the empty state hides).
    /// - Parameters:
    ///   - current: The scroll view's `isScrollEnabled` now.
    ///   - allowsScroll: The result of ``allowsScroll(delegateAnswer:hasRefreshControl:)``.
    mutating func engage(current: Bool, allowsScroll: Bool) -> Bool? {
        setting.engage(current: current, wanted: allowsScroll)
    }

    /// Called when the empty state hides; returns the value to restore, or `nil` to leave
    /// `isScrollEnabled` alone: when the lock never engaged, or when the app changed the value
    /// while the empty state showed (the app's newer value wins over the saved one).
    /// - Parameter current: The scroll view's `isScrollEnabled` now.
    mutating func release(current: Bool) -> Bool? {
        setting.release(current: current)
    }
}
