#if canImport(UIKit)
import UIKit

/// Where a scroll view's paging is (``UIKit/UIScrollView/emptyDataSetPagingState``).
public enum EmptyDataSetPagingState: Equatable, Sendable {
    /// No page loads; the next loads when the user scrolls within the threshold of the end.
    case idle
    /// A page loads: the loading footer shows.
    case loading
    /// The last page failed: the failed footer shows with Retry, and nothing loads until a retry
    /// (``UIKit/UIScrollView/retryEmptyDataSetNextPage()``), a refresh or a new first load.
    case failed
    /// The app reported the last page: nothing loads until a refresh or a new first load.
    case endReached
}
#endif
