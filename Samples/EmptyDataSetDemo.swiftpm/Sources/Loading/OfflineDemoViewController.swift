#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// The offline preset, the automatic retry and the package's failure banner. The "Offline" switch
/// makes the fake server fail with `URLError.notConnectedToInternet`: the first load shows the
/// offline preset; a refresh over rows shows the banner. The automatic retry follows the real
/// network: turn Airplane Mode on and off (after a failure) and the load runs again by itself.
/// (While the real network is up and watched, a fake failure shows the error preset instead: the
/// package knows the device is online.)
final class OfflineDemoViewController: UITableViewController {
    private var rows: [String] = []
    private var isOffline = true
    private var load: Task<Void, Never>?

    init() {
        super.init(style: .insetGrouped)
        title = "Offline"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the demo makes its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        let offline = UISwitch()
        offline.isOn = isOffline
        offline.addAction(UIAction { [weak self, weak offline] _ in self?.isOffline = offline?.isOn ?? false }, for: .valueChanged)
        navigationItem.rightBarButtonItems = [UIBarButtonItem(customView: offline), UIBarButtonItem(title: "Offline", style: .plain, target: nil, action: nil)]
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
        tableView.refreshControl = refresh

        var options = EmptyDataSetLoadingOptions()
        options.retry = { [weak self] in self?.reload() }
        options.retriesWhenOnline = true  // runs `retry` once when the network comes back
        options.showsFailureBanner = true  // a failed refresh over rows, in the package's banner
        tableView.emptyDataSetLoadingOptions = options
        reload()
    }

    private func reload() {
        load?.cancel()
        tableView.startLoading()
        let failsOffline = isOffline
        load = Task { [weak self] in
            try? await Task.sleep(nanoseconds: 600_000_000)
            guard let self, !Task.isCancelled else { return }
            self.refreshControl?.endRefreshing()
            if failsOffline {
                self.tableView.endLoading(error: URLError(.notConnectedToInternet))
            } else {
                self.rows = (1...20).map { "Message \($0)" }
                self.tableView.reloadData()
                self.tableView.endLoading()
            }
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
#endif
