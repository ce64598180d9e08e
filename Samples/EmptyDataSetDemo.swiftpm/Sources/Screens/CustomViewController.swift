#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// A custom view instead of the standard elements: an Auto Layout card that sizes itself, with
/// its own button. The same instance is returned on every reload, so it stays in place (and keeps
/// its state) rather than being replaced.
final class CustomViewController: UITableViewController {
    private let card = OfflineCardView()
    private var rows: [String] = []

    init() {
        super.init(style: .insetGrouped)
        title = "Custom View"
        navigationItem.largeTitleDisplayMode = .never
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the demo makes its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        card.onRetry = { [weak self] in self?.reconnect() }
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Go Offline", primaryAction: UIAction { [weak self] _ in self?.setRows([]) })
        tableView.emptyDataSetSource = self
    }

    /// Pretends to reconnect: the card shows its spinner, then the rows arrive and the card goes.
    private func reconnect() {
        card.isReconnecting = true
        Task { [weak self] in
            try? await Task.sleep(nanoseconds: 1_500_000_000)
            guard let self else { return }  // the screen was closed meanwhile
            // Only if VoiceOver is still on the card: the user may have moved on while waiting.
            let wasOnCard = (UIAccessibility.focusedElement(using: .notificationVoiceOver) as? UIView)?.isDescendant(of: card) == true
            card.isReconnecting = false
            setRows(["Inbox", "Drafts", "Sent", "Archive"])
            guard wasOnCard else { return }
            // The card VoiceOver was on is gone: move it to the first row.
            tableView.layoutIfNeeded()
            UIAccessibility.post(notification: .layoutChanged, argument: tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        }
    }

    private func setRows(_ newRows: [String]) {
        rows = newRows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

extension CustomViewController: EmptyDataSetSource {
    func customView(forEmptyDataSet scrollView: UIScrollView) -> UIView? {
        card
    }
}
#endif
