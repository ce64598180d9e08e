#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

// Fixtures of the per-section placeholder tests: lists whose footers come from the package, a
// provider that records what it was asked and when.

/// The app side of the provider: a configuration titled "Empty N" for section N, except the
/// sections listed in `declined` (nil). Records each call, and whether one came while the test
/// said UIKit's update ran (`isInsideUpdate`).
@MainActor
final class SectionProviderSpy {
    var declined: Set<Int> = []
    private(set) var askedSections: [Int] = []
    private(set) var callsInsideUpdate = 0
    /// Set by a test around a diffable apply or batch update it makes.
    var isInsideUpdate = false
    /// A configuration maker other than the default (the error preset with a retry, say).
    var make: ((Int) -> EmptyDataSetConfiguration)?

    func configuration(for section: Int) -> EmptyDataSetConfiguration? {
        askedSections.append(section)
        if isInsideUpdate { callsInsideUpdate += 1 }
        guard !declined.contains(section) else { return nil }
        if let make { return make(section) }
        var configuration = EmptyDataSetConfiguration()
        configuration.text = "Empty \(section)"
        return configuration
    }

    func install(on scrollView: UIScrollView) {
        scrollView.emptyDataSetSectionProvider = { [weak self] section, _ in self?.configuration(for: section) }
    }
}

/// A table data source and delegate with `counts` rows per section, its footers from the package
/// (with `ownFooters[section]` below the placeholder, when set).
@MainActor
final class SectionTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var ownFooters: [Int: UIView] = [:]
    private(set) var footerRequests: [Int] = []

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        footerRequests.append(section)
        return tableView.emptyDataSetSectionFooterView(forSection: section, above: ownFooters[section])
    }
}

/// A collection data source and flow delegate with `counts` items per section, footers from the
/// package.
@MainActor
final class SectionCollectionSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.emptyDataSetSectionFooterView(ofKind: kind, at: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        collectionView.emptyDataSetSectionFooterSize(forSection: section)
    }
}

/// A cell of 100 × 44 points, also when a flow layout asks cells to size themselves.
final class FixedSizeCell: UICollectionViewCell {
    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        CGSize(width: 100, height: 44)
    }
}

/// The layouts the collection tests run with.
enum SectionTestLayout: CaseIterable {
    case flow, compositional, list
    /// A flow layout whose items size themselves: it asks supplementary views to size themselves too.
    case selfSizingFlow

    @MainActor
    func make() -> UICollectionViewLayout {
        switch self {
        case .flow:
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 44)
            return layout
        case .selfSizingFlow:
            let layout = UICollectionViewFlowLayout()
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            return layout
        case .compositional:
            return UICollectionViewCompositionalLayout { _, _ in
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.boundarySupplementaryItems = [.emptyDataSetSectionFooter()]
                return section
            }
        case .list:
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.footerMode = .supplementary
            return UICollectionViewCompositionalLayout.list(using: configuration)
        }
    }
}

/// A configuration with a title and a long explanation, which wraps more in a narrower footer.
@MainActor
func longSectionConfiguration(_ section: Int, repeating count: Int = 12) -> EmptyDataSetConfiguration {
    var configuration = EmptyDataSetConfiguration()
    configuration.text = "Empty \(section)"
    configuration.secondaryText = String(repeating: "A longer explanation. ", count: count)
    return configuration
}

/// The placeholder the package's footer shows for `section` of a table: `nil` when UIKit shows
/// no package footer there.
@MainActor
func sectionPlaceholder(in tableView: UITableView, section: Int) -> SectionPlaceholderView? {
    (tableView.footerView(forSection: section) as? EmptyDataSetSectionFooterView)?.placeholder
}

/// The placeholder of the package's footer UIKit shows for `section` of a collection view.
@MainActor
func sectionPlaceholder(in collectionView: UICollectionView, section: Int) -> SectionPlaceholderView? {
    let view = collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))
    return (view as? EmptyDataSetSectionSupplementaryView)?.placeholder
}

/// The title the placeholder shows, `nil` when it shows none (hidden, or no footer).
@MainActor
func shownTitle(_ placeholder: SectionPlaceholderView?) -> String? {
    guard let placeholder, placeholder.showsPlaceholder, !placeholder.renderer.isHidden,
        !placeholder.renderer.titleLabel.isHidden
    else { return nil }
    return placeholder.renderer.titleLabel.attributedText?.string ?? placeholder.renderer.titleLabel.text
}

@MainActor
extension XCTestCase {
    /// A shown window with `view` filling it; taken down (after the main queue ran) when the test ends.
    func showInWindow(_ view: UIView) -> UIWindow {
        let window = makeShownWindow()
        view.frame = window.bounds
        window.addSubview(view)
        window.layoutIfNeeded()
        let owner = UncheckedSendableBox((view, window))
        addTeardownBlock {
            MainActor.assumeIsolated {
                drainMainQueue()
                owner.value.0.removeFromSuperview()
                owner.value.1.isHidden = true
            }
        }
        return window
    }

    /// A table of `style` with `counts` rows per section, its data source and the provider spy
    /// installed, shown and loaded. The caller keeps the returned objects alive.
    func makeSectionTable(
        counts: [Int], style: UITableView.Style = .plain
    ) -> (UITableView, SectionTableSource, SectionProviderSpy, UIWindow) {
        let tableView = UITableView(frame: testWindowFrame, style: style)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let source = SectionTableSource(counts: counts)
        let spy = SectionProviderSpy()
        tableView.dataSource = source
        tableView.delegate = source
        spy.install(on: tableView)
        let window = showInWindow(tableView)
        tableView.reloadData()
        return (tableView, source, spy, window)
    }

    /// A shown window whose root view controller's view holds `view` (filling it), with
    /// `additionalSafeAreaInsets` on the controller (side insets stand in for a landscape notch:
    /// a bare `UIWindow(frame:)` has none). Taken down when the test ends.
    func showInController(
        _ view: UIView, additionalSafeAreaInsets insets: UIEdgeInsets = .zero
    ) -> (UIWindow, UIViewController) {
        let window = makeShownWindow()
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = insets
        window.rootViewController = controller
        view.frame = controller.view.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.view.addSubview(view)
        window.layoutIfNeeded()
        let owner = UncheckedSendableBox((view, window, controller))
        addTeardownBlock {
            MainActor.assumeIsolated {
                drainMainQueue()
                owner.value.0.removeFromSuperview()
                owner.value.1.rootViewController = nil
                owner.value.1.isHidden = true
            }
        }
        return (window, controller)
    }

    /// Lays `view` out until `condition` holds (the refresh runs on a later main-queue turn).
    func settle(_ view: UIView, timeout: TimeInterval = 2, until condition: () -> Bool) -> Bool {
        waitUntil(timeout: timeout) {
            view.layoutIfNeeded()
            return condition()
        }
    }
}
#endif
