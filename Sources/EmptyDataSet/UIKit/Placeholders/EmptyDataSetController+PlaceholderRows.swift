#if canImport(UIKit)
import UIKit

// The loading state's placeholder rows in the scroll view: shown, placed and removed with the
// loading state.
extension EmptyDataSetController {
    /// Shows `rows` (or removes the rows when `nil`), behind cells and the refresh control like
    /// the empty state, over the part of the list the empty state would occupy.
    func updatePlaceholderRows(_ rows: EmptyDataSetPlaceholderRows?, in scrollView: UIScrollView) {
        guard let rows else {
            placeholderRowsView?.remove()
            placeholderRowsView = nil
            return
        }
        let metrics = rowMetrics(of: scrollView, rows: rows)
        // Without animation: a reload inside the app's animation block must not grow the rows
        // from a zero frame.
        UIView.performWithoutAnimation {
            if let view = placeholderRowsView {
                view.update(rows: rows, metrics: metrics)
            } else {
                let view = PlaceholderRowsView(rows: rows, metrics: metrics)
                placeholderRowsView = view
                insertAtBack(view, of: scrollView)
            }
            layoutPlaceholderRows(in: scrollView)
        }
    }

    /// Moves the rows to the visible part of the list (below the table header, inside the
    /// insets), from its top edge down, for the current size and insets.
    func layoutPlaceholderRows(in scrollView: UIScrollView) {
        guard let view = placeholderRowsView else { return }
        let frame = flowPlacement(of: visibleRect(in: scrollView), in: scrollView)
        guard view.frame != frame else { return }
        UIView.performWithoutAnimation { view.frame = frame }
    }

    /// The row height, separator inset and margin of the list the rows stand in for.
    private func rowMetrics(of scrollView: UIScrollView, rows: EmptyDataSetPlaceholderRows) -> PlaceholderRowsView.Metrics {
        let margin = scrollView.layoutMargins.left
        if let tableView = scrollView as? UITableView {
            // A plain table draws separators for empty rows; rows sizing themselves without an
            // estimate get them 44 points apart, and so do the placeholder rows.
            let fallback = tableView.style == .plain ? PlaceholderRowsLayout.plainTableRowHeight : PlaceholderRowsLayout.defaultRowHeight
            return PlaceholderRowsView.Metrics(
                rowHeight: PlaceholderRowsLayout.rowHeight(
                    [rows.rowHeight, tableView.rowHeight, tableView.estimatedRowHeight], fallback: fallback),
                separatorInset: tableView.separatorInset.left, margin: margin)
        }
        let flowLayout = (scrollView as? UICollectionView)?.collectionViewLayout as? UICollectionViewFlowLayout
        return PlaceholderRowsView.Metrics(
            rowHeight: PlaceholderRowsLayout.rowHeight([
                rows.rowHeight, flowLayout?.itemSize.height, flowLayout?.estimatedItemSize.height,
            ]),
            separatorInset: margin, margin: margin)
    }
}

extension UIScrollView {
    /// Whether the scroll view shows rows of items (a table or collection view), where placeholder
    /// rows make sense.
    var hasEmptyDataSetRows: Bool {
        self is UITableView || self is UICollectionView
    }
}
#endif
