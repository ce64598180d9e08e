#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// Colors as a grid of swatches with a search controller. Here the search result sets the
/// configuration itself, a value, where the table view's screen uses a provider.
final class ColorsCollectionViewController: UICollectionViewController, UISearchResultsUpdating {
    private var colors = NamedColor.all
    private let cellRegistration = UICollectionView.CellRegistration<UICollectionViewCell, NamedColor> { cell, _, color in
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = color.color
        background.cornerRadius = 12
        cell.backgroundConfiguration = background
        // A swatch has no label of its own: make the cell the element, reading name and hex code.
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = color.name
        cell.accessibilityValue = color.hexString
    }

    init() {
        super.init(collectionViewLayout: Self.makeLayout())
        title = "Colors"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the demo makes its screens in code")
    }

    /// Square swatches, about 80 points wide, as many per row as fit.
    private static func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let columns = max(3, Int(environment.container.effectiveContentSize.width / 80))
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / CGFloat(columns))),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsetsReference = .readableContent
            return section
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Name or hex code"
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        collectionView.keyboardDismissMode = .onDrag
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        colors = NamedColor.all.filter { $0.matches(query) }
        // Shown only while the grid is empty; an equal value set again changes nothing.
        var noResults = EmptyDataSetConfiguration.search(query: query)
        noResults.allowsScroll = true  // so a drag dismisses the keyboard (keyboardDismissMode = .onDrag)
        collectionView.emptyDataSetConfiguration = noResults
        collectionView.reloadData()
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        colors.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: colors[indexPath.item])
    }
}
#endif
