#if canImport(UIKit)
import UIKit

// The loading state's placeholder rows in the scroll view: shown, placed and removed with the
// loading state.
extension EmptyDataSetController {
    /// Shows `rows` (or removes the rows when `nil`), behind cells and the refresh control like
    /// the empty state, over the part of the list the empty state would occupy.
    func updatePlaceholderRows(_ rows: EmptyDataSetPlaceholderRows?, in scrollView: UIScrollView) {
        guard let rows else {
            if let view = placeholderRowsView {
                fadeOutPlaceholderRows(view, in: scrollView)
                view.remove()
            }
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
                view.list = scrollView
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

    /// The rows leave as the list's content arrives: a picture of them cross-dissolves into the
    /// real rows (``EmptyDataSetPlaceholderRows/transition``). Not with Reduce Motion on, not off
    /// screen or before the rows were first drawn, not when the rows leave for the empty or error state (which fades in itself), and
    /// not when the loading state was held in front of the rows that arrived: the hold's own fade
    /// (`fadeOutHeldPlaceholder`) already shows that picture.
    private func fadeOutPlaceholderRows(_ view: PlaceholderRowsView, in scrollView: UIScrollView) {
        guard loading?.hold?.heldView !== view, view.superview === scrollView, !scrollView.hasNoEmptyDataSetItems else { return }
        // Drawn at least once: a picture of rows never drawn would be blank.
        let isOnScreen = view.hasBeenDrawnForRedactionFade && !view.isHidden && !scrollView.isHidden
        let duration = view.rows.transition.effectiveDuration(
            isReduceMotionEnabled: AccessibilitySystem.isReduceMotionEnabled(), isOnScreen: isOnScreen, changes: true)
        // The picture the render server already has: no render pass of its own.
        guard duration > 0, let snapshot = view.snapshotView(afterScreenUpdates: false) else { return }
        // In front of the rows that arrived (the real rows show through as it fades).
        _ = RedactionFadeView.fade(snapshot, frame: view.frame, in: scrollView, above: nil, duration: duration, completion: nil)
    }

    /// The row height, separator inset and margin of the list the rows stand in for, and for the
    /// app's cells its fixed heights, separators and background.
    private func rowMetrics(of scrollView: UIScrollView, rows: EmptyDataSetPlaceholderRows) -> PlaceholderRowsView.Metrics {
        let margin = scrollView.layoutMargins.left
        if let tableView = scrollView as? UITableView {
            // A plain table draws separators for empty rows; rows sizing themselves without an
            // estimate get them 44 points apart, and so do the placeholder rows.
            let fallback = tableView.style == .plain ? PlaceholderRowsLayout.plainTableRowHeight : PlaceholderRowsLayout.defaultRowHeight
            var metrics = PlaceholderRowsView.Metrics(
                rowHeight: PlaceholderRowsLayout.rowHeight(
                    [rows.rowHeight, tableView.rowHeight, tableView.estimatedRowHeight], fallback: fallback),
                separatorInset: tableView.separatorInset.left, margin: margin)
            guard rows.usesSlots else { return metrics }
            metrics.fixedRowHeight = Self.fixedHeight(tableView.rowHeight)
            metrics.fixedHeaderHeight = Self.fixedHeight(tableView.sectionHeaderHeight)
            metrics.fixedFooterHeight = Self.fixedHeight(tableView.sectionFooterHeight)
            if tableView.separatorStyle != .none {
                metrics.separator = PlaceholderRowsView.Separator(
                    color: tableView.separatorColor, leading: tableView.separatorInset.left,
                    trailing: tableView.separatorInset.right)
            }
            metrics.background = tableView.backgroundColor
            return metrics
        }
        let flowLayout = (scrollView as? UICollectionView)?.collectionViewLayout as? UICollectionViewFlowLayout
        var metrics = PlaceholderRowsView.Metrics(
            rowHeight: PlaceholderRowsLayout.rowHeight([
                rows.rowHeight, flowLayout?.itemSize.height, flowLayout?.estimatedItemSize.height,
            ]),
            separatorInset: margin, margin: margin)
        guard rows.usesSlots else { return metrics }
        // A flow layout with a fixed item size and no estimate: its cells do not size themselves.
        if let flowLayout, flowLayout.estimatedItemSize == .zero { metrics.fixedRowHeight = Self.fixedHeight(flowLayout.itemSize.height) }
        metrics.background = scrollView.backgroundColor
        return metrics
    }

    /// `height` when it is a real, fixed height (not `UITableView.automaticDimension`, -1).
    private static func fixedHeight(_ height: CGFloat) -> CGFloat? {
        height.isFinite && height > 0 ? height : nil
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
