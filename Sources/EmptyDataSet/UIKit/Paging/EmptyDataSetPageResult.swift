#if canImport(UIKit)
import UIKit

/// What a page load returns to ``EmptyDataSetPaging/loadNextPage``: how many items it added, and
/// whether it was the last page.
///
/// ```swift
/// return page.hasMore ? .page(itemCount: page.items.count) : .lastPage(itemCount: page.items.count)
/// ```
public struct EmptyDataSetPageResult: Equatable, Sendable {
    /// How many items the page added to the list; VoiceOver hears "20 more items". A page that
    /// added none (0, or a negative count, which counts as 0) does not load the next one at once:
    /// the next page waits for the user's next scroll, so a server that answers "more" with
    /// nothing never loops.
    public var itemCount: Int
    /// Whether the page was the last: no page loads again until a pull to refresh, a new first
    /// load of the loading flow, or ``UIKit/UIScrollView/resetEmptyDataSetPaging()``.
    public var isLastPage: Bool

    /// A page.
    /// - Parameters:
    ///   - itemCount: How many items the page added.
    ///   - isLastPage: Whether it was the last; `false` by default.
    public init(itemCount: Int, isLastPage: Bool = false) {
        self.itemCount = itemCount
        self.isLastPage = isLastPage
    }

    /// A page that added `itemCount` items; more may follow.
    /// - Parameter itemCount: How many items the page added.
    public static func page(itemCount: Int) -> EmptyDataSetPageResult {
        EmptyDataSetPageResult(itemCount: itemCount)
    }

    /// The last page, which added `itemCount` items (0 when the server only said it was done).
    /// - Parameter itemCount: How many items the page added; 0 by default.
    public static func lastPage(itemCount: Int = 0) -> EmptyDataSetPageResult {
        EmptyDataSetPageResult(itemCount: itemCount, isLastPage: true)
    }
}
#endif
