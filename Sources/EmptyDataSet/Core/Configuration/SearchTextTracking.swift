// Which search field's text the empty state's state carries, and when that text has changed.

/// Remembers the search text the empty state was last given (a configuration provider's state, or
/// a hosted content configuration's), so that only a real change of what the user typed asks
/// again (a text-change notification also comes for marked-text updates and programmatic sets to
/// the same text); and picks the search field to follow among those found around the scroll view.
struct SearchTextTracking: Sendable {
    /// The text last given; `nil` before the first call or without a search field.
    private(set) var provided: String?

    /// Records the text given to the provider or the hosted configuration.
    mutating func provide(_ text: String?) {
        provided = text
    }

    /// Whether `text`, the search field's text now, differs from what was given. An empty field
    /// and no field count alike.
    func needsUpdate(for text: String?) -> Bool {
        Self.differs(text, provided)
    }

    /// Whether two search texts differ; an empty text and none count alike (an empty search
    /// field shows the same as no search field).
    static func differs(_ lhs: String?, _ rhs: String?) -> Bool {
        (lhs ?? "") != (rhs ?? "")
    }
}

extension SearchTextTracking {
    /// Where a search field was found, from the most specific to the least.
    enum Source: Int, Comparable, Sendable {
        /// The search bar the app named for the scroll view: always wins.
        case named
        /// The table's own header is, or holds, a search bar (the pattern of UIKit's early years).
        case tableHeader
        /// The view controller is a `UISearchController`: the scroll view is in its results
        /// controller, so its search bar is the one whose results it shows.
        case searchController
        /// The view controller's `navigationItem.searchController`.
        case navigationItem
        /// The view controller is an iOS 18 search tab's: the search controller of the tab's
        /// navigation stack (its root first), for a list pushed below the screen that owns it,
        /// while that search is active (a screen pushed once the search ended is not its results).
        case searchTab

        static func < (lhs: Source, rhs: Source) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A search field found around the scroll view.
    struct Candidate<Field> {
        /// Where it was found.
        var source: Source
        /// How many view controllers up from the scroll view's own (0) it was found; ignored for
        /// ``Source/named`` and ``Source/tableHeader``, which belong to the scroll view itself.
        var level: Int
        /// The field.
        var field: Field
    }

    /// The field to follow: the named one, else the table header's, else the one of the nearest
    /// view controller (its results-controller relation first, then its navigation item, then
    /// its search tab). A nearer controller wins over a farther one whatever the source, so a
    /// screen nested in a container follows its own search, not the container's. Of two found at
    /// the same place (which the package never reports), the first wins.
    /// - Parameter candidates: Every field found, in any order.
    /// - Returns: The field to follow; `nil` when none was found.
    static func preferred<Field>(_ candidates: [Candidate<Field>]) -> Field? {
        candidates.min { rank($0) < rank($1) }?.field
    }

    /// The order of a candidate: by level (the scroll view's own fields count as level 0), then by
    /// source. Own fields have the smallest sources, so they come before the nearest controller's.
    private static func rank<Field>(_ candidate: Candidate<Field>) -> (level: Int, source: Int) {
        let level = candidate.source <= .tableHeader ? 0 : max(0, candidate.level)
        return (level, candidate.source.rawValue)
    }
}
