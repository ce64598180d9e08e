#if canImport(UIKit)
import UIKit

/// The gallery's index, as DZNEmptyDataSet's "Applications" sample: one row per app.
final class GalleryListViewController: UITableViewController {
    private let entries = GalleryCatalog.entries

    init() {
        super.init(style: .insetGrouped)
        title = "Applications"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the demo makes its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Entry")
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "In the style of"
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "SF Symbols and attributed text only. Each screen says which API draws it: the source protocol or a configuration."
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        entries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let entry = entries[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "Entry", for: indexPath)
        var content = UIListContentConfiguration.valueCell()
        content.text = entry.name
        content.secondaryText = entry.api == .source ? "Source" : "Configuration"
        content.image = UIImage(systemName: entry.symbolName)
        // Not symbolTint: Skype's and Slack's symbols are white, for their brand backgrounds.
        content.imageProperties.tintColor = entry.listTint
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        show(GalleryViewController(entry: entries[indexPath.row]), sender: self)
    }
}
#endif
