#if canImport(UIKit)
import UIKit

/// What UIKit itself reports about a table's or collection view's sections: its own counts (no
/// data-source call unless UIKit's are stale, which it refreshes as its next layout would), and
/// where the package's footer views are shown now.
@MainActor
struct SectionCounts {
    /// The number of sections (0 for any other scroll view).
    let numberOfSections: Int
    /// The number of items in an existing section.
    let itemCount: (Int) -> Int
    /// Whether the list gets per-section placeholders: tables of every style; collection views
    /// with a compositional layout (lists included) or a vertical flow layout. Any other layout
    /// gets none (its footers show only the app's view).
    let supportsPlaceholders: Bool

    init(_ scrollView: UIScrollView) {
        if let tableView = scrollView as? UITableView {
            numberOfSections = tableView.numberOfSections
            itemCount = { tableView.numberOfRows(inSection: $0) }
            supportsPlaceholders = true
        } else if let collectionView = scrollView as? UICollectionView {
            numberOfSections = collectionView.numberOfSections
            itemCount = { collectionView.numberOfItems(inSection: $0) }
            supportsPlaceholders = Self.supportsPlaceholders(collectionView.collectionViewLayout)
        } else {
            numberOfSections = 0
            itemCount = { _ in 0 }
            supportsPlaceholders = false
        }
    }

    /// Whether a collection view layout gets per-section placeholders.
    static func supportsPlaceholders(_ layout: UICollectionViewLayout) -> Bool {
        if layout is UICollectionViewCompositionalLayout { return true }
        if let flow = layout as? UICollectionViewFlowLayout { return flow.scrollDirection == .vertical }
        return false
    }

    /// Whether the package's footer view answers UIKit's self-sizing with its own height: in a
    /// compositional layout, and in a vertical flow layout that self-sizes (an `estimatedItemSize`
    /// other than zero, which makes it ask supplementary views as well). Other layouts size the
    /// footer themselves.
    static func footerSizesItself(_ layout: UICollectionViewLayout) -> Bool {
        if layout is UICollectionViewCompositionalLayout { return true }
        guard let flow = layout as? UICollectionViewFlowLayout, flow.scrollDirection == .vertical else { return false }
        return flow.estimatedItemSize != .zero
    }

    /// Where UIKit shows the package's footer views now: the placeholder view's identity → the
    /// section (and, in a collection view, the element kind).
    static func shownFooters(
        in scrollView: UIScrollView, kinds: Set<String>
    ) -> [ObjectIdentifier: (kind: String?, section: Int)] {
        var shown: [ObjectIdentifier: (kind: String?, section: Int)] = [:]
        if let tableView = scrollView as? UITableView {
            for section in 0..<max(0, tableView.numberOfSections) {
                if let footer = tableView.footerView(forSection: section) as? EmptyDataSetSectionFooterView {
                    shown[ObjectIdentifier(footer.placeholder)] = (nil, section)
                }
            }
        } else if let collectionView = scrollView as? UICollectionView {
            for kind in kinds.sorted() {
                for indexPath in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
                    if let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath)
                        as? EmptyDataSetSectionSupplementaryView
                    {
                        shown[ObjectIdentifier(view.placeholder)] = (kind, indexPath.section)
                    }
                }
            }
        }
        return shown
    }
}
#endif
