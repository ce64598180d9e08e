#if canImport(UIKit)
import UIKit

extension UIScrollView {
    /// Whether the scroll view has no items, asked of its data source with an early exit
    /// (``ItemCounter``). A table or collection view without a data source is empty; any other
    /// scroll view has no notion of items and counts as empty.
    var hasNoEmptyDataSetItems: Bool {
        if let tableView = self as? UITableView {
            guard let dataSource = tableView.dataSource else { return true }
            return ItemCounter.isEmpty(numberOfSections: dataSource.numberOfSections?(in: tableView)) {
                dataSource.tableView(tableView, numberOfRowsInSection: $0)
            }
        }
        if let collectionView = self as? UICollectionView {
            guard let dataSource = collectionView.dataSource else { return true }
            return ItemCounter.isEmpty(numberOfSections: dataSource.numberOfSections?(in: collectionView)) {
                dataSource.collectionView(collectionView, numberOfItemsInSection: $0)
            }
        }
        return true
    }

    /// Whether the table or collection view's own counts (`numberOfSections`,
    /// `numberOfRows(inSection:)`, `numberOfItems(inSection:)`) report an item: what UIKit last
    /// loaded from the data source, asked without calling app code while those counts are
    /// current (UIKit refreshes stale ones from the data source, as its next layout would).
    /// `false` for a plain scroll view. Stops at the first non-empty section.
    var hasEmptyDataSetItemsInItsOwnCounts: Bool {
        if let tableView = self as? UITableView {
            return ItemCounter.firstNonEmptySection(numberOfSections: tableView.numberOfSections) {
                tableView.numberOfRows(inSection: $0)
            } != nil
        }
        if let collectionView = self as? UICollectionView {
            return ItemCounter.firstNonEmptySection(numberOfSections: collectionView.numberOfSections) {
                collectionView.numberOfItems(inSection: $0)
            } != nil
        }
        return false
    }

    /// Whether the table or collection view has changes not yet committed to its data source:
    /// `true` inside UIKit's own batch updates (and while a drop placeholder shows), where app
    /// code must not run. `false` for a plain scroll view.
    var hasEmptyDataSetUncommittedUpdates: Bool {
        (self as? UITableView)?.hasUncommittedUpdates ?? (self as? UICollectionView)?.hasUncommittedUpdates ?? false
    }
}
#endif
