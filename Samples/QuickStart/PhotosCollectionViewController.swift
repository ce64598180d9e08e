#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// Quick start, collection view with a diffable data source: the empty state follows `apply`.
final class PhotosCollectionViewController: UICollectionViewController, EmptyDataSetSource {
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used by this sample")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        }
        collectionView.emptyDataSetSource = self
        show(photos: [])
    }

    func show(photos: [String]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(photos)
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        NSAttributedString(string: "No Photos")
    }

    func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        // Attributes you set win; the font and paragraph style still come from the defaults.
        NSAttributedString(string: "Take a photo to get started.", attributes: [.foregroundColor: UIColor.systemOrange])
    }
}
#endif
