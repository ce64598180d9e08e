#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// "Favorites and Recents": a diffable inset-grouped table whose empty section shows its own
/// placeholder while the other has rows, and one whole-view empty state when both are empty.
///
/// Per-section placeholders take three lines here: the provider, and the footer in
/// `tableView(_:viewForFooterInSection:)`.
final class FavoritesRecentsViewController: UITableViewController {
    private var dataSource: SectionTitledDataSource!
    private var favorites: [String] = []
    private var recents = FavoritesRecentsViewController.sampleRecents

    private static let sampleRecents = ["Lisbon", "Kyoto", "Reykjavík", "Oaxaca", "Tbilisi", "Hobart"]

    init() {
        super.init(style: .insetGrouped)
        title = "Favorites and Recents"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used by the demo")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Place")
        dataSource = SectionTitledDataSource(tableView: tableView) { tableView, indexPath, place in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Place", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = place.name
            content.image = UIImage(systemName: place.section == .favorites ? "star.fill" : "clock")
            cell.contentConfiguration = content
            return cell
        }
        // The whole-view empty state, when neither section has anything.
        tableView.emptyDataSetConfiguration = {
            var configuration = EmptyDataSetConfiguration.empty()
            configuration.image = UIImage(systemName: "map")
            configuration.text = "No Places"
            configuration.secondaryText = "Places you visit and favorite appear here."
            configuration.button = .plain()
            configuration.button?.title = "Restore Recents"
            configuration.buttonProperties.primaryAction = UIAction { [weak self] _ in self?.restoreRecents() }
            return configuration
        }()
        // One empty section, while the other has rows.
        tableView.emptyDataSetSectionProvider = { [weak self] section, _ in
            self?.placeholder(for: PlaceSection(rawValue: section))
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Clear Recents", primaryAction: UIAction { [weak self] _ in self?.clearRecents() })
        applySnapshot(animated: false)
    }

    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        tableView.emptyDataSetSectionFooterView(forSection: section)
    }

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard let place = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let action: UIContextualAction
        switch place.section {
        case .recents:
            action = UIContextualAction(style: .normal, title: "Favorite") { [weak self] _, _, done in
                self?.favorite(place.name)
                done(true)
            }
            action.backgroundColor = .systemYellow
        case .favorites:
            action = UIContextualAction(style: .destructive, title: "Remove") { [weak self] _, _, done in
                self?.unfavorite(place.name)
                done(true)
            }
        }
        return UISwipeActionsConfiguration(actions: [action])
    }

    // MARK: - The placeholders

    private func placeholder(for section: PlaceSection?) -> EmptyDataSetConfiguration? {
        var configuration = EmptyDataSetConfiguration()
        configuration.imageProperties.tintColor = .secondaryLabel
        configuration.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title2)
        switch section {
        case .favorites:
            configuration.image = UIImage(systemName: "star")
            configuration.text = "No Favorites Yet"
            configuration.secondaryText = "Swipe left on a recent place to favorite it."
        case .recents:
            configuration.image = UIImage(systemName: "clock")
            configuration.text = "No Recents"
            configuration.button = .plain()
            configuration.button?.title = "Restore Recents"
            configuration.buttonProperties.primaryAction = UIAction { [weak self] _ in self?.restoreRecents() }
        case nil:
            return nil
        }
        return configuration
    }

    // MARK: - Changes

    private func favorite(_ name: String) {
        guard !favorites.contains(name) else { return }
        favorites.append(name)
        recents.removeAll { $0 == name }
        applySnapshot(animated: true)
    }

    private func unfavorite(_ name: String) {
        favorites.removeAll { $0 == name }
        recents.insert(name, at: 0)
        applySnapshot(animated: true)
    }

    private func clearRecents() {
        recents = []
        applySnapshot(animated: true)
    }

    private func restoreRecents() {
        recents = Self.sampleRecents.filter { !favorites.contains($0) }
        applySnapshot(animated: true)
    }

    private func applySnapshot(animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<PlaceSection, Place>()
        snapshot.appendSections([.favorites, .recents])
        snapshot.appendItems(favorites.map { Place(name: $0, section: .favorites) }, toSection: .favorites)
        snapshot.appendItems(recents.map { Place(name: $0, section: .recents) }, toSection: .recents)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }
}

/// The two sections, in order.
enum PlaceSection: Int, CaseIterable {
    case favorites, recents

    var title: String {
        switch self {
        case .favorites: "Favorites"
        case .recents: "Recents"
        }
    }
}

/// A row: a place in one of the sections.
struct Place: Hashable {
    let name: String
    let section: PlaceSection
}

/// A diffable data source with the sections' titles as headers (the app keeps its own headers).
final class SectionTitledDataSource: UITableViewDiffableDataSource<PlaceSection, Place> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        PlaceSection(rawValue: section)?.title
    }
}
#endif
