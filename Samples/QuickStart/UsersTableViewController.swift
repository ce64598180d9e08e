#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// Quick start, loading flow: a list of users fetched from the network, with its four states —
/// loading, content, empty ("No Users") and error (with Try Again) — and pull to refresh.
final class UsersTableViewController: UITableViewController, EmptyDataSetSource, EmptyDataSetDelegate {
    /// Stands in for the app's networking.
    private let api = UsersAPI()
    private var users: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "User")
        // The refresh control first: the empty state reads it when the source is set.
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(pullToRefresh), for: .valueChanged)
        tableView.emptyDataSetSource = self  // the empty state, as before
        tableView.emptyDataSetDelegate = self
        tableView.emptyDataSetLoadingOptions.retry = { [weak self] in await self?.load() }
        Task { await load() }
    }

    func load() async {
        do {
            users = try await tableView.loadingEmptyDataSet { try await api.fetchUsers() }
            tableView.reloadData()
        } catch {}  // shown as the error state, or sent to the delegate while rows show
    }

    @objc private func pullToRefresh() {
        // The refresh control is the indicator: the rows, or the empty or error state, stay.
        Task {
            await load()
            refreshControl?.endRefreshing()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        users.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "User", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = users[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    // MARK: EmptyDataSetSource (the empty state; loading and error come from the presets)

    func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? {
        UIImage(systemName: "person.2")  // not person.2.slash: that one needs iOS 16
    }

    func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        NSAttributedString(string: "No Users")
    }

    // MARK: EmptyDataSetDelegate

    func emptyDataSet(_ scrollView: UIScrollView, didFailWhileShowingContent error: any Error) {
        // The rows stay; tell the user another way. Refreshes can fail back to back: one alert at a time.
        guard presentedViewController == nil else { return }
        let alert = UIAlertController(title: "Couldn’t Refresh", message: error.localizedDescription, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

/// A fake network call, so the sample compiles on its own.
private struct UsersAPI {
    func fetchUsers() async throws -> [String] {
        try await Task.sleep(nanoseconds: 1_000_000_000)
        return ["Ada", "Grace", "Linus"]
    }
}
#endif
