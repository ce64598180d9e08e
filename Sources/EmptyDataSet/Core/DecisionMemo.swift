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

    /// Records what a decision found.
    /// - Parameter countedItems: `true` when it counted and found items, `false` when it counted
    ///   none, `nil` when it did not count (no source, a forced display, or a delegate veto).
    mutating func record(countedItems: Bool?) {
        isKnownToHaveItems = countedItems == true
    }

    /// Forgets what was established: a hooked call, a reload, a new source or delegate.
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
