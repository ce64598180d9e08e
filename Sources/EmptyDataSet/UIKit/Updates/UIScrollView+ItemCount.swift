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

    /// Whether a hooked call on this table or collection view may come from inside UIKit's own
    /// work, where app code must not run: its data source is a diffable data source (whose applies
    /// call `performBatchUpdates` and `reloadData()` from inside UIKit's diffable update), or it
    /// reports uncommitted updates (a drop or a reorder in progress). `false` for a plain scroll view.
    var mayBeInsideUIKitsWork: Bool {
        if let tableView = self as? UITableView {
            return tableView.hasUncommittedUpdates || DiffableDataSourceDetector.isDiffable(tableView.dataSource)
        }
        if let collectionView = self as? UICollectionView {
            return collectionView.hasUncommittedUpdates || DiffableDataSourceDetector.isDiffable(collectionView.dataSource)
        }
        return false
    }
}

/// Recognizes UIKit's diffable data sources — the Swift `UITableViewDiffableDataSource` and
/// `UICollectionViewDiffableDataSource`, their Objective-C `…Reference` forms, and app subclasses
/// of any of them — by the class names in the data source's class chain. The generic Swift classes
/// cannot be matched with `is` without their type parameters, and every one of them has
/// "DiffableDataSource" in its runtime name. One answer per class, cached.
@MainActor
enum DiffableDataSourceDetector {
    private static var answers: [ObjectIdentifier: Bool] = [:]

    /// Whether `dataSource` is a diffable data source. `nil` is not.
    static func isDiffable(_ dataSource: AnyObject?) -> Bool {
        guard let dataSource else { return false }
        let dynamicClass: AnyClass = object_getClass(dataSource) ?? type(of: dataSource)
        let key = ObjectIdentifier(dynamicClass)
        if let answer = answers[key] { return answer }
        var answer = false
        var current: AnyClass? = dynamicClass
        while let cls = current, !answer {
            answer = NSStringFromClass(cls).contains("DiffableDataSource")
            current = class_getSuperclass(cls)
        }
        answers[key] = answer
        return answer
    }
}
#endif
