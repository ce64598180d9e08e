#if canImport(UIKit)
import UIKit

/// The app's own cells as the loading state's placeholder rows
/// (``EmptyDataSetPlaceholderRows/cells``): each row is one of your cells, configured by an
/// optional closure, drawn redacted at its own height.
///
/// ```swift
/// // A storyboard prototype or a cell you registered with the table:
/// tableView.emptyDataSetLoadingOptions.placeholderRows =
///     EmptyDataSetPlaceholderRows(cells: .table(reuseIdentifier: "Quote") { (cell: QuoteCell, _) in
///         cell.quoteLabel.text = nil
///     })
/// // A cell made in code:
/// EmptyDataSetPlaceholderRows(cells: .table(make: QuoteCell.init(style:reuseIdentifier:)))
/// // A list's cells:
/// EmptyDataSetPlaceholderRows(cells: .collection(make: { UICollectionViewListCell() }) { cell, _ in
///     cell.contentConfiguration = placeholderContent
/// })
/// ```
///
/// The cells are made beside your data source, never through it: your data source, delegate,
/// diffable snapshots and batch updates are untouched, and the cells never go to the list's
/// reuse pool. Every way of making a cell is checked by the compiler — its initializer is one
/// your class has, or the cell comes from its nib or from the table under your reuse
/// identifier — so no cell is made through an initializer its class lacks (a storyboard
/// prototype's outlets are connected, a nib-only class is loaded from its nib).
///
/// When a cell cannot be made — a reuse identifier the table does not know or that makes a
/// cell of another class, a nib without a cell of the class, `table` cells given to a collection
/// view or `collection` cells to a table — the generic rows show instead, and the reason is
/// logged once (to the console) when the rows first show. A collection view is never asked to
/// dequeue a cell (since iOS 18 it raises an exception for a view dequeued without its request),
/// so its cells come from `make` or a nib.
///
/// The cells are laid out as rows of a plain table or list: full width, square corners, with the
/// list's layout margins. In grouped and inset-grouped tables and lists they get neither the
/// section's side insets nor rounded first and last rows or the grouped background, which the
/// list gives only to cells it displays itself; use the generic rows there.
public struct PlaceholderCells {
    let maker: PlaceholderViewMaker

    /// Placeholder rows of a table made of the cells it dequeues under `reuseIdentifier`: a
    /// storyboard prototype, or a class or nib you registered with the table.
    /// - Parameters:
    ///   - reuseIdentifier: An identifier the table knows.
    ///   - configure: Sets up each cell for its placeholder row (`IndexPath` of the placeholder
    ///     rows, section 0 unless ``EmptyDataSetPlaceholderRows/rowsPerSection`` is set): give its
    ///     labels text of a typical length, or leave them empty. Its cell type is the class the
    ///     identifier makes (another class: the generic rows, logged). `nil` (the default) leaves
    ///     the cell as it was dequeued.
    public static func table<Cell: UITableViewCell>(
        reuseIdentifier: String, configure: (@MainActor (Cell, IndexPath) -> Void)? = nil
    ) -> PlaceholderCells {
        cells("the table's cell \"\(reuseIdentifier)\" (\(NSStringFromClass(Cell.self)))",
              PlaceholderViewMaker.dequeued(Cell.self, reuseIdentifier: reuseIdentifier, isHeaderFooter: false), configure)
    }

    /// Placeholder rows of a table made of plain `UITableViewCell`s it dequeues under
    /// `reuseIdentifier`, as they are.
    /// - Parameter reuseIdentifier: An identifier the table knows.
    public static func table(reuseIdentifier: String) -> PlaceholderCells {
        table(reuseIdentifier: reuseIdentifier) { (_: UITableViewCell, _) in }
    }

    /// Placeholder rows of a table made of the first `Cell` in `nib` (loaded for each row; not
    /// registered with your table).
    /// - Parameters:
    ///   - nib: The nib holding the cell as a top-level object.
    ///   - configure: Sets up each cell for its placeholder row; `nil` (the default) leaves it as
    ///     it was loaded. Give the cell's type in the closure (`{ (cell: QuoteCell, _) in … }`).
    public static func table<Cell: UITableViewCell>(
        nib: UINib, configure: (@MainActor (Cell, IndexPath) -> Void)? = nil
    ) -> PlaceholderCells {
        cells("a \(NSStringFromClass(Cell.self)) from its nib",
              PlaceholderViewMaker.fromNib(Cell.self, nib: nib, for: UITableView.self), configure)
    }

    /// Placeholder rows of a table made of the cells `make` makes, such as
    /// `QuoteCell.init(style:reuseIdentifier:)` (asked with `.default` and no identifier).
    /// - Parameters:
    ///   - make: Makes a new cell.
    ///   - configure: Sets up each cell for its placeholder row; `nil` (the default) leaves it as
    ///     it was made.
    public static func table<Cell: UITableViewCell>(
        make: @escaping @MainActor (UITableViewCell.CellStyle, String?) -> Cell,
        configure: (@MainActor (Cell, IndexPath) -> Void)? = nil
    ) -> PlaceholderCells {
        table(make: { make(.default, nil) }, configure: configure)
    }

    /// Placeholder rows of a table made of the cells `make` makes (`{ QuoteCell(style:
    /// .subtitle, reuseIdentifier: nil) }`).
    /// - Parameters:
    ///   - make: Makes a new cell.
    ///   - configure: Sets up each cell for its placeholder row; `nil` (the default) leaves it as
    ///     it was made.
    public static func table<Cell: UITableViewCell>(
        make: @escaping @MainActor () -> Cell, configure: (@MainActor (Cell, IndexPath) -> Void)? = nil
    ) -> PlaceholderCells {
        cells("a \(NSStringFromClass(Cell.self)) cell", PlaceholderViewMaker.madeBy(make, for: UITableView.self), configure)
    }

    /// Placeholder rows of a collection view made of the cells `make` makes
    /// (`{ UICollectionViewListCell() }`, `{ QuoteCell(frame: .zero) }`), in any layout (list,
    /// compositional, flow), one per row across the list's width. For a cell registration, make
    /// the registration's cell class here and set it up in `configure`: the registration's
    /// handler needs an item the loading state does not have.
    /// - Parameters:
    ///   - make: Makes a new cell.
    ///   - configure: Sets up each cell for its placeholder row; `nil` (the default) leaves it as
    ///     it was made.
    public static func collection<Cell: UICollectionViewCell>(
        make: @escaping @MainActor () -> Cell, configure: (@MainActor (Cell, IndexPath) -> Void)? = nil
    ) -> PlaceholderCells {
        cells("a \(NSStringFromClass(Cell.self)) cell", PlaceholderViewMaker.madeBy(make, for: UICollectionView.self), configure)
    }

    /// Placeholder rows of a collection view made of the first `Cell` in `nib`.
    /// - Parameters:
    ///   - nib: The nib holding the cell as a top-level object (the one your registration uses).
    ///   - configure: Sets up each cell for its placeholder row; `nil` (the default) leaves it as
    ///     it was loaded. Give the cell's type in the closure (`{ (cell: QuoteCell, _) in … }`).
    public static func collection<Cell: UICollectionViewCell>(
        nib: UINib, configure: (@MainActor (Cell, IndexPath) -> Void)? = nil
    ) -> PlaceholderCells {
        cells("a \(NSStringFromClass(Cell.self)) from its nib",
              PlaceholderViewMaker.fromNib(Cell.self, nib: nib, for: UICollectionView.self), configure)
    }

    /// Placeholder rows of a list made of plain `UICollectionViewListCell`s, the cells of
    /// `registration` (a registration of that class itself, which every list cell can be made
    /// as), configured by `configure` — not by the registration's handler, which needs an item
    /// the loading state does not have. For a registration of a subclass or a nib, use
    /// ``collection(make:configure:)`` or ``collection(nib:configure:)``.
    /// - Parameters:
    ///   - registration: Your cell registration of `UICollectionViewListCell`.
    ///   - configure: Sets up each cell for its placeholder row; `nil` (the default) leaves it as
    ///     it was made.
    public static func collection<Item>(
        _ registration: UICollectionView.CellRegistration<UICollectionViewListCell, Item>,
        configure: (@MainActor (UICollectionViewListCell, IndexPath) -> Void)? = nil
    ) -> PlaceholderCells {
        collection(make: { UICollectionViewListCell(frame: .zero) }, configure: configure)
    }

    private static func cells<Cell: UIView>(
        _ name: String, _ make: @escaping @MainActor (UIScrollView) -> UIView?,
        _ configure: (@MainActor (Cell, IndexPath) -> Void)?
    ) -> PlaceholderCells {
        PlaceholderCells(maker: PlaceholderViewMaker(
            name: name, make: make,
            configure: { view, indexPath in if let cell = view as? Cell { configure?(cell, indexPath) } }))
    }
}

/// A section header or footer of the app's own for the loading state's placeholder rows
/// (``EmptyDataSetPlaceholderRows/sectionHeader``, ``EmptyDataSetPlaceholderRows/sectionFooter``),
/// drawn redacted at its own height like the cells, made in the same compiler-checked ways
/// (``PlaceholderCells``); one that cannot be made is left out (logged once).
public struct PlaceholderSupplementaryView {
    let maker: PlaceholderViewMaker

    /// A table's header or footer view it dequeues under `reuseIdentifier` (one you registered).
    /// - Parameters:
    ///   - reuseIdentifier: An identifier the table knows.
    ///   - configure: Sets up the view for a section (its index); `nil` by default. Its view
    ///     type is the class the identifier makes.
    public static func table<View: UITableViewHeaderFooterView>(
        reuseIdentifier: String, configure: (@MainActor (View, Int) -> Void)? = nil
    ) -> PlaceholderSupplementaryView {
        view("the table's header or footer \"\(reuseIdentifier)\"",
             PlaceholderViewMaker.dequeued(View.self, reuseIdentifier: reuseIdentifier, isHeaderFooter: true), configure)
    }

    /// A table's header or footer view, the first `View` in `nib`.
    /// - Parameters:
    ///   - nib: The nib holding the view as a top-level object.
    ///   - configure: Sets up the view for a section (its index); `nil` by default.
    public static func table<View: UITableViewHeaderFooterView>(
        nib: UINib, configure: (@MainActor (View, Int) -> Void)? = nil
    ) -> PlaceholderSupplementaryView {
        view("a \(NSStringFromClass(View.self)) from its nib",
             PlaceholderViewMaker.fromNib(View.self, nib: nib, for: UITableView.self), configure)
    }

    /// A table's header or footer view that `make` makes (`{ SectionHeader(reuseIdentifier: nil) }`).
    /// - Parameters:
    ///   - make: Makes a new view.
    ///   - configure: Sets up the view for a section (its index); `nil` by default.
    public static func table<View: UITableViewHeaderFooterView>(
        make: @escaping @MainActor () -> View, configure: (@MainActor (View, Int) -> Void)? = nil
    ) -> PlaceholderSupplementaryView {
        view("a \(NSStringFromClass(View.self)) header or footer", PlaceholderViewMaker.madeBy(make, for: UITableView.self), configure)
    }

    /// A collection view's header or footer view that `make` makes (a `UICollectionViewListCell`
    /// as list layouts use, or any `UICollectionReusableView`).
    /// - Parameters:
    ///   - make: Makes a new view.
    ///   - configure: Sets up the view for a section (its index); `nil` by default.
    public static func collection<View: UICollectionReusableView>(
        make: @escaping @MainActor () -> View, configure: (@MainActor (View, Int) -> Void)? = nil
    ) -> PlaceholderSupplementaryView {
        view("a \(NSStringFromClass(View.self)) header or footer",
             PlaceholderViewMaker.madeBy(make, for: UICollectionView.self), configure)
    }

    /// A collection view's header or footer view, the first `View` in `nib`.
    /// - Parameters:
    ///   - nib: The nib holding the view as a top-level object.
    ///   - configure: Sets up the view for a section (its index); `nil` by default.
    public static func collection<View: UICollectionReusableView>(
        nib: UINib, configure: (@MainActor (View, Int) -> Void)? = nil
    ) -> PlaceholderSupplementaryView {
        view("a \(NSStringFromClass(View.self)) from its nib",
             PlaceholderViewMaker.fromNib(View.self, nib: nib, for: UICollectionView.self), configure)
    }

    private static func view<View: UIView>(
        _ name: String, _ make: @escaping @MainActor (UIScrollView) -> UIView?,
        _ configure: (@MainActor (View, Int) -> Void)?
    ) -> PlaceholderSupplementaryView {
        PlaceholderSupplementaryView(maker: PlaceholderViewMaker(
            name: name, make: make,
            configure: { view, indexPath in if let view = view as? View { configure?(view, indexPath.section) } }))
    }
}
#endif
