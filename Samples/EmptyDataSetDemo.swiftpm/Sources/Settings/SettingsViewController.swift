#if canImport(UIKit)
import UIKit

/// Dark mode, text size and right to left for the whole app, set here to watch the empty states
/// follow; Reduce Motion, which an app cannot set, with how to turn it on in the simulator.
final class SettingsViewController: UITableViewController {
    private enum Section: Int, CaseIterable {
        case appearance, textSize, direction, reduceMotion
    }

    private static let styles: [(name: String, style: UIUserInterfaceStyle)] = [
        ("System", .unspecified), ("Light", .light), ("Dark", .dark),
    ]
    private static let textSizes: [(name: String, category: UIContentSizeCategory?)] = [
        ("System", nil), ("Extra Small", .extraSmall), ("Large (default)", .large),
        ("Extra Extra Extra Large", .extraExtraExtraLarge), ("Accessibility Large", .accessibilityLarge),
        ("Accessibility XXXL", .accessibilityExtraExtraExtraLarge),
    ]

    private weak var overrides: (any DisplayOverriding)?

    init(overrides: any DisplayOverriding) {
        self.overrides = overrides
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the demo makes its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
        // Reduce Motion is the system's: show its current value, and follow it when it changes.
        NotificationCenter.default.addObserver(
            self, selector: #selector(reduceMotionChanged),
            name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    @objc private func reduceMotionChanged() {
        tableView.reloadSections(IndexSet(integer: Section.reduceMotion.rawValue), with: .none)
    }

    private var current: DisplayOverrides {
        overrides?.displayOverrides ?? DisplayOverrides()
    }

    private func update(_ change: (inout DisplayOverrides) -> Void) {
        guard let overrides else { return }
        change(&overrides.displayOverrides)
        // A right-to-left change rebuilds the screens, this one included; otherwise refresh the checkmarks.
        if isViewLoaded, view.window != nil { tableView.reloadData() }
    }

    // MARK: Table

    override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section) {
        case .appearance: Self.styles.count
        case .textSize: Self.textSizes.count
        case .direction, .reduceMotion, nil: 1
        }
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch Section(rawValue: section) {
        case .appearance: "Appearance"
        case .textSize: "Text Size"
        case .direction: "Layout Direction"
        case .reduceMotion: "Reduce Motion"
        case nil: nil
        }
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        switch Section(rawValue: section) {
        case .appearance: "Sets the window's overrideUserInterfaceStyle."
        case .textSize: "Overrides the preferred content size category of every screen, as Settings ▸ Accessibility ▸ Display & Text Size ▸ Larger Text does."
        case .direction: "Forces right-to-left layout on every view (UIView.appearance().semanticContentAttribute); the screens are rebuilt. For right-to-left text too, run in Arabic or Hebrew: Product ▸ Scheme ▸ Edit Scheme ▸ Run ▸ Options ▸ App Language."
        case .reduceMotion: "Apps cannot turn Reduce Motion on. In the simulator: Settings ▸ Accessibility ▸ Motion ▸ Reduce Motion, or Xcode's debug bar ▸ Environment Overrides ▸ Accessibility. With it on, the gallery's animated images (Podcasts, iCloud) hold still."
        case nil: nil
        }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        var content = cell.defaultContentConfiguration()
        cell.accessoryType = .none
        cell.selectionStyle = .default
        switch Section(rawValue: indexPath.section) {
        case .appearance:
            let option = Self.styles[indexPath.row]
            content.text = option.name
            if current.interfaceStyle == option.style { cell.accessoryType = .checkmark }
        case .textSize:
            let option = Self.textSizes[indexPath.row]
            content.text = option.name
            if current.contentSizeCategory == option.category { cell.accessoryType = .checkmark }
        case .direction:
            content.text = "Right to Left"
            if current.isRightToLeft { cell.accessoryType = .checkmark }
        case .reduceMotion, nil:
            content.text = UIAccessibility.isReduceMotionEnabled ? "On" : "Off"
            cell.selectionStyle = .none
        }
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch Section(rawValue: indexPath.section) {
        case .appearance: update { $0.interfaceStyle = Self.styles[indexPath.row].style }
        case .textSize: update { $0.contentSizeCategory = Self.textSizes[indexPath.row].category }
        case .direction: update { $0.isRightToLeft.toggle() }
        case .reduceMotion, nil: break
        }
    }
}
#endif
