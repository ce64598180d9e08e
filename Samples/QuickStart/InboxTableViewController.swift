#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// Quick start, table view: an inbox that shows "No Messages" with a Compose button when empty.
final class InboxTableViewController: UITableViewController, EmptyDataSetSource, EmptyDataSetDelegate {
    private var messages: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
        tableView.emptyDataSetSource = self
        tableView.emptyDataSetDelegate = self
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = messages[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    // MARK: EmptyDataSetSource

    func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? {
        UIImage(systemName: "tray")
    }

    func imageTintColor(forEmptyDataSet scrollView: UIScrollView) -> UIColor? {
        .secondaryLabel
    }

    func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        NSAttributedString(string: "No Messages")
    }

    func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        NSAttributedString(string: "Messages you receive appear here.")
    }

    func buttonTitle(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> NSAttributedString? {
        // A title for .normal only: the library dims it while pressed.
        guard state == .normal else { return nil }
        return NSAttributedString(string: "Compose")
    }

    // MARK: EmptyDataSetDelegate

    func emptyDataSet(_ scrollView: UIScrollView, didTapButton button: UIButton) {
        messages.append("Hello")
        tableView.insertRows(at: [IndexPath(row: messages.count - 1, section: 0)], with: .automatic)
    }
}
#endif
