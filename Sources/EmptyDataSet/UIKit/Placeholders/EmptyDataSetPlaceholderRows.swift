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
///
/// Or rows of your own cells, at their own (fixed or self-sized) heights, with the table's
/// separators, and section headers and footers when you give them (in a plain table or list;
/// see ``PlaceholderCells``):
///
/// ```swift
/// tableView.emptyDataSetLoadingOptions.placeholderRows = EmptyDataSetPlaceholderRows(
///     cells: .table(reuseIdentifier: "Quote") { (cell: QuoteCell, _) in cell.quoteLabel.text = nil })
/// ```
///
/// When the list's content arrives, the rows cross-dissolve into the real rows
/// (``transition``), at once with Reduce Motion on.
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
    /// The app's own cells for the rows (``PlaceholderCells``); `nil` (the default) for the
    /// generic rows. Each row is then as tall as its cell: ``rowHeight`` when set, else the
    /// table's `rowHeight` when it is a fixed height, else the height the cell sizes itself to
    /// (with Auto Layout) across the list's width — never under 16 points nor over the visible
    /// height, and the list's estimate for a cell that sizes itself to nothing. In a table the rows
    /// are separated by the table's own separator lines (`separatorStyle`, `separatorColor`,
    /// `separatorInset`) and take its layout margins; the table's empty-row separators are
    /// covered. A cell that cannot be made shows the generic rows instead (logged once).
    public var cells: PlaceholderCells?
    /// How many rows each section has; `nil` (the default) for one section of rows that fills
    /// the visible height (its footer then never shows). With it, every section has its
    /// ``sectionHeader``, that many rows and its ``sectionFooter``. Less than 1 counts as `nil`.
    public var rowsPerSection: Int?
    /// A header above each section's rows (``PlaceholderSupplementaryView``), drawn redacted at
    /// its own height; `nil` (the default) for none.
    public var sectionHeader: PlaceholderSupplementaryView?
    /// A footer below each section's rows, drawn redacted at its own height; `nil` (the default)
    /// for none. Shows only with ``rowsPerSection``.
    public var sectionFooter: PlaceholderSupplementaryView?
    /// How the rows leave when the list's content arrives: ``RedactionTransition/crossDissolve``
    /// by default, a picture of the rows fading out over the real rows; never with Reduce
    /// Motion on, nor when the loading state was held in front of the rows that arrived (its own
    /// fade then runs). When the empty or error state replaces the rows, they go at once and the
    /// state fades in as usual.
    public var transition: RedactionTransition = .crossDissolve

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

    /// Placeholder rows made of the app's own cells.
    /// - Parameters:
    ///   - cells: The cells: a `table` one of ``PlaceholderCells`` (such as
    ///     ``PlaceholderCells/table(reuseIdentifier:configure:)``) for a table, a `collection`
    ///     one (such as ``PlaceholderCells/collection(make:configure:)``) for a collection view.
    ///   - style: How the placeholders look; ``PlaceholderStyle/default`` by default.
    ///   - rowHeight: A fixed row height; `nil` (the default) for the cells' own heights.
    ///   - rowsPerSection: Rows in each section; `nil` (the default) for one section.
    ///   - sectionHeader: A header above each section; `nil` (the default) for none.
    ///   - sectionFooter: A footer below each section; `nil` (the default) for none.
    public init(
        cells: PlaceholderCells, style: PlaceholderStyle = .default, rowHeight: CGFloat? = nil,
        rowsPerSection: Int? = nil, sectionHeader: PlaceholderSupplementaryView? = nil,
        sectionFooter: PlaceholderSupplementaryView? = nil
    ) {
        self.init(style: style, showsAvatar: true, rowHeight: rowHeight)
        self.cells = cells
        self.rowsPerSection = rowsPerSection
        self.sectionHeader = sectionHeader
        self.sectionFooter = sectionFooter
    }

    /// Whether the rows are built slot by slot (the app's cells, or headers and footers) rather
    /// than as the generic rows alone.
    var usesSlots: Bool {
        cells != nil || sectionHeader != nil || sectionFooter != nil
    }

    /// Whether `other` makes its cells, headers and footers with the same makers (the same
    /// ``PlaceholderCells`` and ``PlaceholderSupplementaryView`` values, or copies of them).
    func hasSameMakers(as other: EmptyDataSetPlaceholderRows) -> Bool {
        cells?.maker.token === other.cells?.maker.token
            && sectionHeader?.maker.token === other.sectionHeader?.maker.token
            && sectionFooter?.maker.token === other.sectionFooter?.maker.token
    }

    /// Equal when every setting is, the cells, headers and footers being the same ones (made by
    /// the same call, or copies of it): an equal value re-draws nothing.
    public static func == (lhs: EmptyDataSetPlaceholderRows, rhs: EmptyDataSetPlaceholderRows) -> Bool {
        lhs.style == rhs.style && lhs.showsAvatar == rhs.showsAvatar && lhs.rowHeight == rhs.rowHeight
            && lhs.hasSameMakers(as: rhs)
            && lhs.rowsPerSection == rhs.rowsPerSection && lhs.transition == rhs.transition
    }
}
#endif
