#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// Colors in a table view with an asynchronous search (``ColorSearch`` answers after a round
/// trip). The recipe for "No Results for …" that names only a query that was searched:
/// - each query runs as one load of the loading flow (`loadingEmptyDataSet`), cancelling the one
///   before: while it is in flight the list shows the loading state (after its short show
///   delay), never "No Results" for a query whose results have not arrived;
/// - the empty state names the query whose results are shown (`searchedQuery`), not the text
///   typed since.
final class ColorsTableViewController: UITableViewController, UISearchResultsUpdating {
    private var colors = NamedColor.all
    /// The query whose results the rows show, and the last query asked for (in flight or done).
    private var searchedQuery = ""
    private var requestedQuery = ""
    private var searchTask: Task<Void, Never>?

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
        // Weak self: the table keeps the provider, and this controller keeps the table.
        tableView.emptyDataSetConfigurationProvider = { [weak self] state in
            var configuration: EmptyDataSetConfiguration
            switch state.phase {
            case .loading:
                configuration = .loading()
            case .error:
                configuration = .error(state.error ?? URLError(.unknown))
            default:
                // Only a search can empty this list; name the query that was searched.
                guard let query = self?.searchedQuery, !query.isEmpty else { return nil }
                configuration = .search(query: query)
            }
            // The configuration decides scrolling (the delegate is not asked for configurations),
            // so a drag on the empty list dismisses the keyboard (keyboardDismissMode = .onDrag).
            configuration.allowsScroll = true
            return configuration
        }
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = (searchController.searchBar.text ?? "").trimmingCharacters(in: .whitespaces)
        // The search controller also reports focus changes: the same query is no new search.
        guard query != requestedQuery else { return }
        requestedQuery = query
        searchTask?.cancel()
        guard !query.isEmpty else {
            // Every color, at once: nothing to search.
            searchTask = nil
            show(NamedColor.all, for: query)
            return
        }
        searchTask = Task { [weak self] in
            guard let tableView = self?.tableView else { return }
            do {
                // One load of the flow: the loading state while the query is in flight (over an
                // empty list; rows already shown stay until the results replace them). A
                // cancelled search (a newer query) ends without an outcome of its own, also when
                // its results arrived just after the cancellation.
                let results = try await tableView.loadingEmptyDataSet { try await ColorSearch.colors(matching: query) }
                try Task.checkCancellation()
                self?.show(results, for: query)
            } catch {
                // Cancelled: the newer query decides. Failed: the error state shows.
            }
        }
    }

    private func show(_ results: [NamedColor], for query: String) {
        colors = results
        searchedQuery = query
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
