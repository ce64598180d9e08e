#if canImport(UIKit)
import UIKit

/// Loads a list's next page as the user scrolls near its end, with a footer below the content
/// for each state: loading, a failed page with Retry, and (optionally) the end of the list.
///
/// ```swift
/// tableView.emptyDataSetPaging = EmptyDataSetPaging { [weak self] in
///     guard let self else { return .lastPage() }
///     let page = try await api.messages(after: self.cursor)
///     self.append(page)  // reloadData, batch updates or a diffable apply
///     return page.hasMore ? .page(itemCount: page.count) : .lastPage(itemCount: page.count)
/// }
/// ```
///
/// Works on tables, collection views (any layout) and plain scroll views, vertical or horizontal.
/// See ``UIKit/UIScrollView/emptyDataSetPaging`` for when pages load.
public struct EmptyDataSetPaging {
    /// How close to the end the next page starts loading.
    public enum Threshold: Equatable, Sendable {
        /// A distance from the end in points. Negative counts as 0 (the end itself must come into
        /// view); NaN as one screen; at most ten screens.
        case points(CGFloat)
        /// A distance from the end in visible lengths of the list (`1` is one screenful). Negative
        /// counts as 0; NaN as 1; at most 10.
        case screens(CGFloat)
    }

    /// The axis the list pages along.
    public enum Axis: Equatable, Sendable {
        /// The list's own: horizontal for a collection view whose flow or compositional layout
        /// scrolls horizontally, and for a plain scroll view whose content is wider than its bounds
        /// and no taller; vertical otherwise.
        case automatic
        /// Top to bottom: the footer goes below the content.
        case vertical
        /// Left to right: the footer goes after the content's right edge.
        case horizontal
    }

    /// Loads the next page: fetch it, add its items to the list (`reloadData()`, batch updates or
    /// a diffable apply), and return what it added. Runs on the main actor, one page at a time.
    ///
    /// Throw to show the failed footer (a cancellation error shows nothing). Capture `self`
    /// weakly: the scroll view keeps this closure, and a page in flight keeps it alive until it
    /// returns.
    public var loadNextPage: @MainActor () async throws -> EmptyDataSetPageResult
    /// How close to the end the next page starts loading; one screen (`.screens(1)`) by default.
    public var threshold: Threshold = .screens(1)
    /// The axis; ``Axis/automatic`` by default.
    public var axis: Axis = .automatic
    /// The footer while a page loads; ``EmptyDataSetPageFooterConfiguration/loading()`` by default.
    public var loadingFooter: EmptyDataSetPageFooterConfiguration = .loading()
    /// Makes the footer of a failed page from its error; the default is
    /// ``EmptyDataSetPageFooterConfiguration/failed(_:)``. Its button runs the page again.
    public var failedFooter: @MainActor (any Error) -> EmptyDataSetPageFooterConfiguration = { .failed($0) }
    /// The footer after the last page; `nil` (the default) shows none.
    /// ``EmptyDataSetPageFooterConfiguration/end()`` is a ready one.
    public var endFooter: EmptyDataSetPageFooterConfiguration?

    /// Paging with `loadNextPage` and the default threshold, axis and footers.
    /// - Parameter loadNextPage: Loads the next page (see ``loadNextPage``).
    public init(loadNextPage: @escaping @MainActor () async throws -> EmptyDataSetPageResult) {
        self.loadNextPage = loadNextPage
    }

    /// Core's threshold.
    var coreThreshold: PagingGeometry.Threshold {
        switch threshold {
        case .points(let points): .points(points)
        case .screens(let screens): .screens(screens)
        }
    }
}
#endif
