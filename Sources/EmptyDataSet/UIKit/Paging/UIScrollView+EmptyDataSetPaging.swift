#if canImport(UIKit)
import UIKit

// The next page's API on the scroll view. The decisions are Core's `PagingFlow` and
// `PagingGeometry`; `EmptyDataSetPagingController` applies them.
extension UIScrollView {
    /// Loads the list's next page as the user scrolls near its end; `nil` (the default) for none.
    ///
    /// The package calls ``EmptyDataSetPaging/loadNextPage`` when the visible area comes within
    /// ``EmptyDataSetPaging/threshold`` of the end of the content — one page at a time, never
    /// while the loading flow's first load (``startLoading()``) or a pull to refresh runs, never
    /// for a list without items, and never again after a page returned
    /// ``EmptyDataSetPageResult/lastPage(itemCount:)`` until a refresh, a new first load or
    /// ``resetEmptyDataSetPaging()``. Content shorter than the screen loads the next page as soon
    /// as one ends, until it fills the screen or ends (at most ten pages before the user scrolls).
    /// A page that added no items loads nothing more until the user scrolls again.
    ///
    /// While a page loads, fails, or (optionally) after the last, a footer shows after the
    /// content, outside the app's `tableFooterView` and layout. Its room is added to the content
    /// size the scroll view stores (not to the app's `contentInset`) and given back exactly when
    /// it goes: `contentSize` reads that much longer meanwhile. The footer follows the keyboard,
    /// the safe area and rotation. The failed footer's Retry runs the page again.
    ///
    /// The page task is cancelled, without an error, when a refresh or a new first load starts,
    /// when the scroll view is out of its window for two seconds (its screen closed), when it is
    /// deallocated, and when this property is set to `nil`. A page that returns after that is
    /// ignored; a cancellation the closure throws itself (`CancellationError`, `URLError.cancelled`,
    /// also wrapped) shows no error either. VoiceOver hears "Loading more" and the outcome ("20
    /// more items", "Couldn't load more"), queued after what it is saying, without a focus move.
    ///
    /// Setting a new value while a page loads keeps that page and restyles the footer. Needs the
    /// package's method swizzling (on by default): with it turned off, pages still load as the
    /// user scrolls, but the footer gets no room of its own.
    public var emptyDataSetPaging: EmptyDataSetPaging? {
        get { emptyDataSetPagingControllerIfPresent?.paging }
        set {
            guard newValue != nil || emptyDataSetPagingControllerIfPresent != nil else { return }
            emptyDataSetPagingController.configure(newValue)
        }
    }

    /// Where paging is: idle, loading a page, failed, or at the end of the list.
    /// ``EmptyDataSetPagingState/idle`` without paging.
    public var emptyDataSetPagingState: EmptyDataSetPagingState {
        emptyDataSetPagingControllerIfPresent?.state ?? .idle
    }

    /// The error of the failed page while the failed footer shows; `nil` otherwise.
    public var emptyDataSetPagingError: (any Error)? {
        emptyDataSetPagingControllerIfPresent?.error
    }

    /// Loads the failed page again, as the failed footer's Retry does — for an app's own retry
    /// (a banner, coming back online). Nothing when no page failed, or while the loading flow or
    /// a refresh runs.
    /// - Returns: Whether the page started loading again.
    @discardableResult
    public func retryEmptyDataSetNextPage() -> Bool {
        emptyDataSetPagingControllerIfPresent?.retry() ?? false
    }

    /// Starts paging over, as a refresh or a new first load of the loading flow does by
    /// themselves: cancels a running page (no error), forgets the end and a failure, and loads the
    /// next page when the user is within the threshold. For lists reloaded without either (a new
    /// search, a new filter).
    public func resetEmptyDataSetPaging() {
        emptyDataSetPagingControllerIfPresent?.reset()
    }
}
#endif
