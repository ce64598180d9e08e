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
}
#endif
