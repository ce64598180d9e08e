#if canImport(UIKit)
import UIKit

/// The first screen: the list of demos, grouped as in `DemoScreen.sections`.
final class MenuViewController: UITableViewController {
    private weak var overrides: (any DisplayOverriding)?

    init(overrides: any DisplayOverriding) {
        self.overrides = overrides
        super.init(style: .insetGrouped)
        title = "EmptyDataSet"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the demo makes its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Screen")
    }

    private func screen(at indexPath: IndexPath) -> DemoScreen {
        DemoScreen.sections[indexPath.section].screens[indexPath.row]
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        DemoScreen.sections.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        DemoScreen.sections[section].header
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        DemoScreen.sections[section].screens.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let screen = screen(at: indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "Screen", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = screen.title
        content.secondaryText = screen.subtitle
        content.secondaryTextProperties.color = .secondaryLabel
        content.image = UIImage(systemName: screen.symbolName)
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let overrides else { return }
        show(screen(at: indexPath).makeViewController(overrides: overrides), sender: self)
    }
}
#endif
