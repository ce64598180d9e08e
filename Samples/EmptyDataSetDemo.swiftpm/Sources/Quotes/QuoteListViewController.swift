#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// A list whose placeholder rows are its own cells: a collection view in a list layout, a diffable
/// data source and one cell registration. While the list loads, the loading state draws rows of
/// that registration's cells, redacted, at the height they size themselves to — no dummy items in
/// the snapshot, no redaction code in the cells, the data source untouched. When the quotes
/// arrive, the placeholder rows cross-dissolve into them (at once with Reduce Motion on).
final class QuoteListViewController: UIViewController {
    private typealias DataSource = UICollectionViewDiffableDataSource<Int, Quote>
    private var collectionView: UICollectionView!
    private var dataSource: DataSource!
    /// The load in flight; nil between loads.
    private var loadTask: Task<Void, Never>?

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Own Cells as Rows"
        navigationItem.largeTitleDisplayMode = .never
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the demo makes its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Quote> { cell, _, quote in
            cell.contentConfiguration = Self.content(for: quote)
        }
        dataSource = DataSource(collectionView: collectionView) { collectionView, indexPath, quote in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: quote)
        }

        // The placeholder rows are the registration's cells. The closure gives them the shape of
        // a quote (a symbol, two lines and an author); the text is never seen, only its length.
        collectionView.emptyDataSetLoadingOptions.placeholderRows = EmptyDataSetPlaceholderRows(
            cells: .collection(registration) { cell, _ in cell.contentConfiguration = Self.content(for: nil) })

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Reload", primaryAction: UIAction { [weak self] _ in self?.reload() })
        reload()
    }

    /// The cell's content for `quote`; for `nil`, a quote-shaped placeholder.
    private static func content(for quote: Quote?) -> UIListContentConfiguration {
        var content = UIListContentConfiguration.subtitleCell()
        content.image = UIImage(systemName: quote?.symbol ?? "quote.opening")
        content.text = quote?.content ?? "A quote of a typical length, about two lines long on a phone."
        content.secondaryText = "— \(quote?.author ?? "An author")"
        content.secondaryTextProperties.color = .secondaryLabel
        return content
    }

    private func reload() {
        guard loadTask == nil else { return }
        // An empty snapshot: the loading state, and its rows, show.
        dataSource.apply(NSDiffableDataSourceSnapshot(), animatingDifferences: false)
        loadTask = Task {
            if let quotes = try? await collectionView.loadingEmptyDataSet({ await DataProvider.fetchData() }) {
                var snapshot = NSDiffableDataSourceSnapshot<Int, Quote>()
                snapshot.appendSections([0])
                snapshot.appendItems(quotes, toSection: 0)
                await dataSource.apply(snapshot, animatingDifferences: false)
            }
            loadTask = nil
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent { loadTask?.cancel() }
    }
}
#endif
