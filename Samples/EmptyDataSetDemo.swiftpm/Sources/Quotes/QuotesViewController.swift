#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// A quotes list in UIKit: while loading, the snapshot holds dummy quotes and the cells
/// are redacted; after a fake 2 s fetch, the real quotes replace them. Pull to refresh loads again.
/// The README's "Placeholder rows" section is taken from this screen.
final class QuotesViewController: UICollectionViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, Quote>!
    private var isLoading = true
    private let refreshControl = UIRefreshControl()
    /// The load in flight; nil between loads.
    private var loadTask: Task<Void, Never>?

    init() {
        super.init(collectionViewLayout: Self.makeLayout())
        title = "Quotes"
        navigationItem.largeTitleDisplayMode = .never
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the demo makes its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Runs for every cell shown, new or reused, so each is redacted or not as `isLoading` is
        // now: a reused cell never keeps the state of the item it showed before. Unredacting a cell
        // on screen cross-dissolves into its quote.
        let registration = UICollectionView.CellRegistration<QuoteCell, Quote> { [unowned self] cell, _, quote in
            cell.show(quote)
            if isLoading { cell.contentView.redact() } else { cell.contentView.unredact() }
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, quote in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: quote)
        }
        refreshControl.addTarget(self, action: #selector(pullToRefresh), for: .valueChanged)
        collectionView.refreshControl = refreshControl
        pullToRefresh()  // the first load, the same way
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Leaving the screen: nobody waits for the load any more.
        if isMovingFromParent { loadTask?.cancel() }
    }

    /// A list-like layout of self-sizing cards: full width within the readable margins, 12 points
    /// apart. Compositional layout as of iOS 13–14, nothing newer.
    private static func makeLayout() -> UICollectionViewLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(200))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 12
        section.contentInsetsReference = .readableContent
        section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 0, bottom: 20, trailing: 0)
        return UICollectionViewCompositionalLayout(section: section)
    }

    @objc private func pullToRefresh() {
        // One load at a time. A pull during the first load joins it: its end ends the refreshing.
        guard loadTask == nil else { return }
        isLoading = true
        apply(Quote.placeholders)  // dummy quotes: only their shape shows
        loadTask = Task {
            defer {
                loadTask = nil
                refreshControl.endRefreshing()
            }
            let quotes = await DataProvider.fetchData()
            guard !Task.isCancelled else { return }  // the screen was closed
            isLoading = false
            apply(quotes)
        }
    }

    /// Shows `quotes`, right after `isLoading` changed.
    ///
    /// The registration redacts or unredacts a cell only when it runs, and `apply` runs it only for
    /// the items it inserts or reconfigures — not for an item in both snapshots. Here every item is
    /// new whenever `isLoading` flips: the dummy quotes' ids differ from the real ones, so the
    /// real quotes replace the dummies (and the dummies replace the real ones on a refresh), and
    /// every cell is configured again. Should an item be in both snapshots all the same, it is
    /// reconfigured (iOS 15), so no cell keeps the old state.
    private func apply(_ quotes: [Quote]) {
        let shown = Set(dataSource.snapshot().itemIdentifiers)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Quote>()
        snapshot.appendSections([0])
        snapshot.appendItems(quotes)
        snapshot.reconfigureItems(quotes.filter(shown.contains))
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
#endif
