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

    /// Whether the content keeps clear of the view's safe area vertically.
    ///
    /// Inside a scroll view (a cell, a header or footer, a card in a scroll view, a table covered
    /// by a loading placeholder) the safe area a subview gets depends on where it is scrolled: a
    /// full-bleed table's top cell would take the status bar's inset and measure again as it
    /// scrolls. There the view uses its own edges, and the scroll view's content insets keep
    /// content clear of the bars. Outside any scroll view (a card, a detail screen, a view
    /// controller's root view) the safe area does not move, and keeping the content out of the
    /// bars is right; a view away from the bars has none. UIKit's own wrapper for a view
    /// controller's `contentUnavailableConfiguration` always keeps it, whatever holds it.
    /// - Parameters:
    ///   - isInContentUnavailableWrapper: Whether UIKit hosts the view for a view controller's
    ///     `contentUnavailableConfiguration` (iOS 17).
    ///   - isInsideScrollView: Whether a scroll view is among its ancestors.
    static func honoursSafeArea(isInContentUnavailableWrapper: Bool, isInsideScrollView: Bool) -> Bool {
        isInContentUnavailableWrapper || !isInsideScrollView
    }
}
