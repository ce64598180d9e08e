// When a deferred decision can be answered without asking the app anything.

/// What the last decision established, so that a content-size change that cannot change the
/// answer asks the app nothing.
///
/// While a self-sizing list scrolls, its content size changes on every turn of the main queue.
/// Each change would otherwise ask the delegate and count the data source. But when the empty
/// state is hidden and the last decision counted items, the answer can only change if the items
/// changed — and item changes come through the hooks (`reloadData()`, inserts, deletes, moves),
/// which make the memo **forget**. Until then a content-size decision is skipped, with one safety
/// net that asks the app nothing: the UIKit layer still checks the view's own cached counts
/// (`numberOfSections`, `numberOfRows(inSection:)`), so an item change that reached UIKit through
/// a path no hook sees is not missed.
struct DecisionMemo: Sendable {
    /// Whether the last decision counted items and nothing has changed the items since.
    private(set) var isKnownToHaveItems = false
    /// Whether the last decision found the display forced (the delegate's
    /// `emptyDataSetShouldBeForcedToDisplay(_:)`, DZNEmptyDataSet's loading overlay over rows).
    /// Such an empty state is not concealed when items arrive: it is meant to show over them, and
    /// concealing it until the next turn would blink it on every content-size change.
    private(set) var wasForced = false

    /// Records what a decision found.
    /// - Parameters:
    ///   - countedItems: `true` when it counted and found items, `false` when it counted none,
    ///     `nil` when it did not count (no source, a forced display, or a delegate veto).
    ///   - wasForced: Whether the display was forced.
    mutating func record(countedItems: Bool?, wasForced: Bool = false) {
        isKnownToHaveItems = countedItems == true
        self.wasForced = wasForced
    }

    /// Records what the loading flow's decision found, keeping whether the display was forced.
    /// Content there is the flow's: items, or the options' own answer. While content shows (the
    /// placeholder hidden), only a hooked call, a reload or a new source can take it away, so a
    /// content-size change asks neither the delegate nor the options' `hasContent` again.
    /// - Parameter hasContent: Whether the flow found content.
    mutating func recordContent(_ hasContent: Bool) {
        isKnownToHaveItems = hasContent
    }

    /// Forgets what was established about the items: a hooked call, a reload, a new source or
    /// delegate. Whether the display was forced is kept until the next decision: it is what the
    /// empty state on screen was shown for.
    mutating func forget() {
        isKnownToHaveItems = false
    }

    /// Whether a content-size decision may skip asking the app: the empty state is hidden and
    /// items are known to be there.
    /// - Parameter isVisible: Whether the empty state is visible (a visible one always decides:
    ///   it may have to be concealed or revealed).
    func skipsDecision(isVisible: Bool) -> Bool {
        !isVisible && isKnownToHaveItems
    }
}
