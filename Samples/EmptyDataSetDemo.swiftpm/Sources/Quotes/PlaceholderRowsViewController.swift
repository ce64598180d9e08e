#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// The zero-effort alternative to the quotes screen: an empty table in the loading flow draws
/// generic placeholder rows (an avatar and two lines) itself while it loads. No dummy items, no
/// redaction code — one option.
final class PlaceholderRowsViewController: UITableViewController {
    private var quotes: [Quote] = []
    /// The load in flight; nil between loads.
    private var loadTask: Task<Void, Never>?

    init() {
        super.init(style: .plain)
        title = "Placeholder Rows"
        navigationItem.largeTitleDisplayMode = .never
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the demo makes its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Quote")
        // Self-sizing rows; the placeholder rows take this height.
        tableView.estimatedRowHeight = 72
        // All it takes. The option also puts the table in the loading flow.
        tableView.emptyDataSetLoadingOptions.placeholderRows = EmptyDataSetPlaceholderRows()

        // Reload empties the list first, so the loading state — and its rows — shows again.
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Reload", primaryAction: UIAction { [weak self] _ in self?.reload(clearing: true) })
        let refreshControl = UIRefreshControl()
        // A refresh keeps the quotes on screen: the refresh control is the indicator.
        refreshControl.addAction(UIAction { [weak self] _ in self?.reload(clearing: false) }, for: .valueChanged)
        self.refreshControl = refreshControl

        reload(clearing: true)
    }

    private func reload(clearing: Bool) {
        // One load at a time; a pull or a tap during a load joins it (its end ends the refreshing).
        guard loadTask == nil else { return }
        if clearing {
            quotes = []
            tableView.reloadData()
        }
        loadTask = Task {
            // The flow shows the loading state (after its show delay) while the table has no rows.
            if let quotes = try? await tableView.loadingEmptyDataSet({ await DataProvider.fetchData() }) {
                self.quotes = quotes
                tableView.reloadData()
            }
            refreshControl?.endRefreshing()
            loadTask = nil
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Leaving the screen: nobody waits for the load any more (the flow shows no error for it).
        if isMovingFromParent { loadTask?.cancel() }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        quotes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let quote = quotes[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "Quote", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.image = UIImage(systemName: quote.symbol)
        content.text = quote.content
        content.secondaryText = "— \(quote.author)"
        content.secondaryTextProperties.color = .secondaryLabel
        cell.contentConfiguration = content
        cell.selectionStyle = .none
        return cell
    }
}
#endif
