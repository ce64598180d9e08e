import Foundation

// Where a standalone content view (a cell's, a card's, a view controller's content-unavailable
// view) takes its margins and whether it keeps clear of the safe area.

/// The layout decisions of a content view that is not a scroll view's empty state, made from what
/// is known before UIKit lays it out.
///
/// A self-sizing cell is measured before it has a window and before any `layoutSubviews`: the
/// margins must already be the ones it will have on screen, so they come from the traits and the
/// widest width known (the view's, its container's, the window's), never from a view controller
/// found up the responder chain (there is none yet).
enum StandalonePlacement {
    /// The margin on each edge: UIKit's wider system minimum (20 pt) in a regular-width
    /// environment, on iPad, and on phones at least ``ContentMargins/wideLayoutWidth`` wide (the
    /// 414 and 430 pt iPhones); else the narrower one (16 pt).
    /// - Parameters:
    ///   - widths: The widths known, best first (the view's own, its container's, the window's);
    ///     the first finite positive one counts. None known: the narrower margin.
    ///   - isRegularWidth: Whether the horizontal size class is regular.
    ///   - isPad: Whether the interface idiom is iPad.
    static func margin(widths: [CGFloat], isRegularWidth: Bool, isPad: Bool) -> CGFloat {
        if isRegularWidth || isPad { return ContentMargins.regularMargin }
        return ContentMargins.margin(systemMinimum: nil, width: knownWidth(widths) ?? 0)
    }

    /// The first finite, positive width of `widths`; `nil` when there is none.
    static func knownWidth(_ widths: [CGFloat]) -> CGFloat? {
        widths.first { $0.isFinite && $0 > 0 }
    }

    /// What an ancestor of a standalone content view is, for ``movesWithContent(ancestors:)``.
    enum Ancestor: Equatable {
        /// A table or collection view's cell, header or footer (`UITableViewCell`,
        /// `UITableViewHeaderFooterView`, `UICollectionReusableView`): it scrolls with content.
        case reusableView
        /// A scroll view (a table, a collection view, a page view controller's scroll view).
        case scrollView
        /// Anything else.
        case other
    }

    /// Whether a view moves with a scroll view's content: walking its ancestors from the nearest,
    /// a cell, header or footer comes before any scroll view (or there is no scroll view: a cell
    /// measured before the table holds it). A view that reaches a scroll view first is fixed in
    /// its visible area or is the scroll view's own subview — a table's `backgroundView`, a
    /// placeholder pinned to the `frameLayoutGuide`, a page in a page view controller — and its
    /// safe area stays put.
    /// - Parameter ancestors: The view's ancestors, nearest first.
    static func movesWithContent(ancestors: [Ancestor]) -> Bool {
        for ancestor in ancestors {
            switch ancestor {
            case .reusableView: return true
            case .scrollView: return false
            case .other: continue
            }
        }
        return false
    }

    /// Whether the content keeps clear of the view's safe area vertically.
    ///
    /// In a cell, header or footer (``movesWithContent(ancestors:)``) the safe area a subview gets
    /// depends on where it is scrolled: a full-bleed table's top cell would take the status bar's
    /// inset and measure again as it scrolls. There the view uses its own edges, and the scroll
    /// view's content insets keep content clear of the bars. Anywhere else (a card, a detail
    /// screen, a view controller's root view, a table's background view, a loading placeholder
    /// over a table) the safe area does not move, and keeping the content out of the bars is
    /// right; a view away from the bars has none. UIKit's own wrapper for a view controller's
    /// `contentUnavailableConfiguration` always keeps it, and so does a holder that forces it (a
    /// loading controller's placeholder), whatever holds them.
    /// - Parameters:
    ///   - isInContentUnavailableWrapper: Whether UIKit hosts the view for a view controller's
    ///     `contentUnavailableConfiguration` (iOS 17).
    ///   - movesWithContent: Whether the view scrolls with content (``movesWithContent(ancestors:)``).
    ///   - isForced: Whether what placed the view asks for the safe area whatever holds it.
    static func honoursSafeArea(isInContentUnavailableWrapper: Bool, movesWithContent: Bool, isForced: Bool = false) -> Bool {
        isForced || isInContentUnavailableWrapper || !movesWithContent
    }
}
