#if canImport(UIKit)
import UIKit

/// Generic placeholder rows for the loading state of an empty table or collection view: an avatar
/// and two lines of text per row, drawn as redacted placeholders (``UIKit/UIView/redact(_:)``),
/// as many rows as fill the visible part of the list, at the list's own row height.
///
/// Set it on ``EmptyDataSetLoadingOptions/placeholderRows``; nothing else to do:
///
/// ```swift
/// tableView.emptyDataSetLoadingOptions.placeholderRows = EmptyDataSetPlaceholderRows()
/// ```
public struct EmptyDataSetPlaceholderRows: Equatable {
    /// How the placeholders look; ``PlaceholderStyle/default`` by default (a shimmer, a static
    /// fill under Reduce Motion).
    public var style: PlaceholderStyle
    /// Whether each row starts with a round avatar; `true` by default.
    public var showsAvatar: Bool
    /// The height of each row; `nil` (the default) for the table's `rowHeight` (its
    /// `estimatedRowHeight` for self-sizing rows) or the flow layout's item height (its estimate).
    /// Without a real height (an untouched table's are automatic): 44 points in a plain table,
    /// where the table draws its empty-row separators 44 points apart, else 64 points. Heights
    /// under 32 points count as 32.
    public var rowHeight: CGFloat?

    /// Placeholder rows.
    /// - Parameters:
    ///   - style: How the placeholders look; ``PlaceholderStyle/default`` by default.
    ///   - showsAvatar: Whether rows start with an avatar; `true` by default.
    ///   - rowHeight: The row height; `nil` (the default) for the list's own.
    public init(style: PlaceholderStyle = .default, showsAvatar: Bool = true, rowHeight: CGFloat? = nil) {
        self.style = style
        self.showsAvatar = showsAvatar
        self.rowHeight = rowHeight
    }
}
#endif
