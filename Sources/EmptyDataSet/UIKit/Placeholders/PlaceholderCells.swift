#if canImport(UIKit)
import UIKit

/// The app's own cells as the loading state's placeholder rows
/// (``EmptyDataSetPlaceholderRows/cells``): each row is one of your cells, configured by an
/// optional closure, drawn redacted at its own height.
///
/// ```swift
/// tableView.emptyDataSetLoadingOptions.placeholderRows =
///     EmptyDataSetPlaceholderRows(cells: .table(QuoteCell.self))
/// collectionView.emptyDataSetLoadingOptions.placeholderRows =
///     EmptyDataSetPlaceholderRows(cells: .collection(registration))
/// ```
///
/// The cells are made beside your data source, never through it: your data source, delegate,
/// diffable snapshots and batch updates are untouched, and the cells never go to the list's
/// reuse pool. A table's cells are dequeued from the table with
/// `dequeueReusableCell(withIdentifier:)` (the variant UIKit allows outside
/// `tableView(_:cellForRowAt:)`); a collection view's are made from their class or nib, since a
/// collection view raises an exception for a view dequeued without its request.
///
/// When a cell cannot be made — a `reuseIdentifier` the table does not know, a nib without a
/// cell of the class, `table` cells given to a collection view or `collection` cells to a
/// table — the generic rows show instead and the reason is logged once (to the console). A cell class
/// that only a nib or storyboard can make (no `init(style:reuseIdentifier:)` /
/// `init(frame:)` of its own) must be given its nib or its reuse identifier: made from the class
/// alone, Swift stops the app with "unimplemented initializer" when the rows first show.
public struct PlaceholderCells {
    let maker: PlaceholderViewMaker

    /// Placeholder rows of a table made of `cellClass` cells.
    /// - Parameters:
    ///   - cellClass: The cell's class.
    ///   - nib: The nib the cell is made from; `nil` (the default) for the class itself, made
    ///     with `init(style: .default, reuseIdentifier:)`.
    ///   - reuseIdentifier: An identifier the table already knows (a storyboard prototype, a
    ///     registration of your own), used instead of `nib` and the class; `nil` by default.
    ///   - configure: Sets up each cell for its placeholder row (`IndexPath` of the placeholder
    ///     rows, section 0 unless ``EmptyDataSetPlaceholderRows/rowsPerSection`` is set): give its
    ///     labels text of a typical length, or leave them empty. `nil` (the default) leaves the
    ///     cell as it was made.
    public static func table<Cell: UITableViewCell>(
        _ cellClass: Cell.Type, nib: UINib? = nil, reuseIdentifier: String? = nil,
        configure: (@MainActor (Cell, IndexPath) -> Void)? = nil
    ) -> PlaceholderCells {
        PlaceholderCells(maker: PlaceholderViewMaker(
            name: "a \(NSStringFromClass(cellClass)) cell",
            make: PlaceholderViewMaker.tableView(cellClass, nib: nib, reuseIdentifier: reuseIdentifier, isHeaderFooter: false),
            configure: { view, indexPath in if let cell = view as? Cell { configure?(cell, indexPath) } }))
    }

    /// Placeholder rows of a collection view made of `cellClass` cells, in any layout (list,
    /// compositional, flow), one per row across the list's width.
    /// - Parameters:
    ///   - cellClass: The cell's class, made with `init(frame:)` unless `nib` is given.
    ///   - nib: The nib the cell is made from; `nil` (the default) for the class itself.
    ///   - configure: Sets up each cell for its placeholder row; `nil` (the default) leaves it as
    ///     it was made.
    public static func collection<Cell: UICollectionViewCell>(
        _ cellClass: Cell.Type, nib: UINib? = nil, configure: (@MainActor (Cell, IndexPath) -> Void)? = nil
    ) -> PlaceholderCells {
        PlaceholderCells(maker: PlaceholderViewMaker(
            name: "a \(NSStringFromClass(cellClass)) cell",
            make: PlaceholderViewMaker.collectionView(cellClass, nib: nib),
            configure: { view, indexPath in if let cell = view as? Cell { configure?(cell, indexPath) } }))
    }

    /// Placeholder rows of a collection view made of the cells of `registration`: the cell class
    /// the registration makes, configured by `configure` — not by the registration's handler,
    /// which needs an item the loading state does not have.
    /// - Parameters:
    ///   - registration: Your cell registration.
    ///   - nib: The nib the registration was made with (a Swift registration does not give it
    ///     back); `nil` (the default) for a registration made with a class.
    ///   - configure: Sets up each cell for its placeholder row; `nil` (the default) leaves it as
    ///     it was made.
    public static func collection<Cell, Item>(
        _ registration: UICollectionView.CellRegistration<Cell, Item>, nib: UINib? = nil,
        configure: (@MainActor (Cell, IndexPath) -> Void)? = nil
    ) -> PlaceholderCells {
        collection(Cell.self, nib: nib, configure: configure)
    }
}

/// A section header or footer of the app's own for the loading state's placeholder rows
/// (``EmptyDataSetPlaceholderRows/sectionHeader``, ``EmptyDataSetPlaceholderRows/sectionFooter``),
/// drawn redacted at its own height like the cells.
public struct PlaceholderSupplementaryView {
    let maker: PlaceholderViewMaker

    /// A table's header or footer view of `viewClass`.
    /// - Parameters:
    ///   - viewClass: The view's class, made with `init(reuseIdentifier:)` unless `nib` or
    ///     `reuseIdentifier` is given.
    ///   - nib: The nib the view is made from; `nil` by default.
    ///   - reuseIdentifier: An identifier the table already knows; `nil` by default.
    ///   - configure: Sets up the view for a section (its index); `nil` by default.
    public static func table<View: UITableViewHeaderFooterView>(
        _ viewClass: View.Type, nib: UINib? = nil, reuseIdentifier: String? = nil,
        configure: (@MainActor (View, Int) -> Void)? = nil
    ) -> PlaceholderSupplementaryView {
        PlaceholderSupplementaryView(maker: PlaceholderViewMaker(
            name: "a \(NSStringFromClass(viewClass)) header or footer",
            make: PlaceholderViewMaker.tableView(viewClass, nib: nib, reuseIdentifier: reuseIdentifier, isHeaderFooter: true),
            configure: { view, indexPath in if let view = view as? View { configure?(view, indexPath.section) } }))
    }

    /// A collection view's header or footer view of `viewClass` (a `UICollectionViewListCell`
    /// as list layouts use, or any `UICollectionReusableView`).
    /// - Parameters:
    ///   - viewClass: The view's class, made with `init(frame:)` unless `nib` is given.
    ///   - nib: The nib the view is made from; `nil` by default.
    ///   - configure: Sets up the view for a section (its index); `nil` by default.
    public static func collection<View: UICollectionReusableView>(
        _ viewClass: View.Type, nib: UINib? = nil, configure: (@MainActor (View, Int) -> Void)? = nil
    ) -> PlaceholderSupplementaryView {
        PlaceholderSupplementaryView(maker: PlaceholderViewMaker(
            name: "a \(NSStringFromClass(viewClass)) header or footer",
            make: PlaceholderViewMaker.collectionView(viewClass, nib: nib),
            configure: { view, indexPath in if let view = view as? View { configure?(view, indexPath.section) } }))
    }
}
#endif
