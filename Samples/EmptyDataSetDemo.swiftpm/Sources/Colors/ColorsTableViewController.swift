#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// Colors in a table view with a search controller. The empty state comes from a provider: its
/// state carries the search text as the user types, so "No Results for “…”" follows each key.
final class ColorsTableViewController: UITableViewController, UISearchResultsUpdating {
    private var colors = NamedColor.all

    init() {
        super.init(style: .plain)
        title = "Colors"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the demo makes its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Color")
        // A plain table draws separators for empty rows; an empty footer stops them under "No Results".
        tableView.tableFooterView = UIView()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Name or hex code"
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        tableView.keyboardDismissMode = .onDrag
        tableView.emptyDataSetConfigurationProvider = { state in
            // Only a search can empty this list.
            guard let query = state.searchText, !query.isEmpty else { return nil }
            var configuration = EmptyDataSetConfiguration.search(query: query)
            // The configuration decides scrolling (the delegate is not asked for configurations),
            // so a drag on the empty list dismisses the keyboard (keyboardDismissMode = .onDrag).
            configuration.allowsScroll = true
            return configuration
        }
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        colors = NamedColor.all.filter { $0.matches(query) }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        colors.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let color = colors[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "Color", for: indexPath)
        var content = UIListContentConfiguration.valueCell()
        content.text = color.name
        content.secondaryText = color.hexString
        content.image = UIImage(systemName: "circle.fill")
        content.imageProperties.tintColor = color.color
        cell.contentConfiguration = content
        return cell
    }
}

#endif
