#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// A list fed by a diffable data source. Add and remove items with animation and watch the empty
/// state fade in when the last one goes and out when the first one comes: `apply` is all it takes.
final class DiffableViewController: UICollectionViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    private var items: [Int] = []
    private var nextItem = 1

    init() {
        // A placeholder: the list layout's swipe actions call back into self, so the real
        // layout is made in viewDidLoad.
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
        title = "Diffable"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the demo makes its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.collectionViewLayout = makeLayout()
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            content.image = UIImage(systemName: "\(item % 50).circle")
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.add(count: 1) }),
            UIBarButtonItem(systemItem: .trash, primaryAction: UIAction { [weak self] _ in self?.removeAll() }),
        ]
        collectionView.emptyDataSetConfiguration = emptyState
        apply()
    }

    private var emptyState: EmptyDataSetConfiguration {
        var configuration = EmptyDataSetConfiguration.empty()
        configuration.image = UIImage(systemName: "tray")
        configuration.text = "No Items"
        configuration.secondaryText = "Tap + to add one, or add three at once. Swipe an item to delete it."
        var button = UIButton.Configuration.tinted()
        button.title = "Add Three Items"
        configuration.button = button
        configuration.buttonProperties.primaryAction = UIAction { [weak self] _ in self?.add(count: 3) }
        return configuration
    }

    private func makeLayout() -> UICollectionViewLayout {
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            // The item under the swipe, by identifier, taken when the swipe begins: the list may
            // change before the tap, and an index is only valid for one snapshot.
            guard let item = self?.dataSource.itemIdentifier(for: indexPath) else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                guard let self else {
                    completion(false)
                    return
                }
                self.remove(item)
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        return UICollectionViewCompositionalLayout.list(using: list)
    }

    private func add(count: Int) {
        items.append(contentsOf: nextItem..<nextItem + count)
        nextItem += count
        apply()
    }

    private func remove(_ item: Int) {
        items.removeAll { $0 == item }
        apply()
    }

    private func removeAll() {
        items.removeAll()
        apply()
    }

    private func apply() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        // The empty state follows the snapshot: no `items.isEmpty` check here.
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
#endif
