#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// Quick start, configurations: no source object. The provider describes the empty state from the
/// screen's state — loading, a failed load with a retry, no search results, or nothing yet — and
/// the search text arrives in the state as the user types. A retry keeps the error on screen (its
/// button shows the activity indicator) instead of switching to the loading state.
final class MessagesViewController: UITableViewController {
    private var messages: [String] = []
    private var isLoading = true
    private var loadError: (any Error)?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
        navigationItem.searchController = UISearchController(searchResultsController: nil)
        tableView.emptyDataSetConfigurationProvider = { [weak self] state in
            self?.emptyState(searchText: state.searchText)
        }
        Task { await load() }
    }

    private func emptyState(searchText: String?) -> EmptyDataSetConfiguration? {
        if let loadError {
            return .error(loadError) { [weak self] in await self?.load(showingProgress: false) }
        }
        if isLoading { return .loading() }
        if let searchText, !searchText.isEmpty { return .search(query: searchText) }
        var empty = EmptyDataSetConfiguration.empty()
        empty.image = UIImage(systemName: "tray")
        empty.text = "No Messages"
        empty.secondaryText = "Messages you receive appear here."
        return empty
    }

    /// Loads the messages; `showingProgress` shows the loading state meanwhile (a retry does not:
    /// the error stays, its button spinning, until the outcome is known).
    private func load(showingProgress: Bool = true) async {
        isLoading = true
        if showingProgress { tableView.setNeedsUpdateEmptyDataSetConfiguration() }
        do {
            messages = try await fetchMessages()
            loadError = nil
        } catch {
            loadError = error
        }
        isLoading = false
        tableView.reloadData()  // shows the messages, or the empty state the provider describes
    }

    private func fetchMessages() async throws -> [String] { [] }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)  // reused, not one per row
        var content = cell.defaultContentConfiguration()
        content.text = messages[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
#endif
