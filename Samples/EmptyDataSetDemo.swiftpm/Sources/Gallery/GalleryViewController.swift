#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// Shows one gallery entry: a table that starts empty. Its button adds rows (the empty state
/// fades out); the trash button removes them (it comes back).
final class GalleryViewController: UITableViewController {
    let entry: GalleryEntry
    private var rows: [String] = []
    /// Made once and reused: see `configuration(for:)`.
    private(set) lazy var image = entry.makeImage()
    private(set) lazy var imageAnimation = entry.motion?.animation()
    private(set) lazy var buttonAction = UIAction { [weak self] _ in self?.addRows() }
    private lazy var clearButton = UIBarButtonItem(
        systemItem: .trash, primaryAction: UIAction { [weak self] _ in self?.setRows([]) })

    init(entry: GalleryEntry) {
        self.entry = entry
        super.init(style: .plain)
        title = entry.name
        navigationItem.largeTitleDisplayMode = .never
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the demo makes its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        tableView.tableFooterView = UIView()  // no separators below the last row
        navigationItem.rightBarButtonItem = clearButton
        clearButton.isEnabled = false
        if let background = entry.background {
            // The empty state's background covers only the area inside the adjusted insets; the
            // table's own fills what is under the bars and the home indicator too.
            tableView.backgroundColor = background
            applyNavigationBarAppearance(over: background)
        }
        switch entry.api {
        case .source:
            tableView.emptyDataSetSource = self
        case .configuration:
            // A provider rather than a fixed value: the fonts are resolved for the current text
            // size, and the provider is asked again when it changes.
            tableView.emptyDataSetConfigurationProvider = { [weak self] state in
                guard let self else { return nil }
                return configuration(for: state.traitCollection)
            }
        }
        // Told of taps with either API.
        tableView.emptyDataSetDelegate = self
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.tintColor = entry.hasBrandBar ? entry.title.color : entry.barTint
        setNeedsStatusBarAppearanceUpdate()
    }

    /// Light status bar text over a dark brand background (Videos' black, Tumblr's navy). The
    /// demo's root view controller forwards the question to the screen on top.
    override var preferredStatusBarStyle: UIStatusBarStyle {
        isDarkBackground ? .lightContent : .default
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // A brand color may have a dark variant: the status bar follows a change of appearance.
        if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle {
            setNeedsStatusBarAppearanceUpdate()
        }
    }

    /// Whether the entry's background is dark in the current appearance.
    private var isDarkBackground: Bool {
        guard let background = entry.background?.resolvedColor(with: traitCollection) else { return false }
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        guard background.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return false }
        return 0.2126 * red + 0.7152 * green + 0.0722 * blue < 0.5
    }

    /// The bar over the brand background, with the entry's title color (white on the dark ones):
    /// transparent at the scroll edge (a brand bar is filled there too), and filled with the
    /// background color once rows scroll under it, for every entry with a background — never the
    /// default light material under the light status bar text of a dark entry. Only a brand bar
    /// drops the hairline; the others keep it as the edge rows scroll under.
    private func applyNavigationBarAppearance(over background: UIColor) {
        let filled = UINavigationBarAppearance()
        filled.configureWithOpaqueBackground()
        filled.backgroundColor = background
        if entry.hasBrandBar { filled.shadowColor = .clear }
        filled.titleTextAttributes = [.foregroundColor: entry.title.color]
        navigationItem.standardAppearance = filled
        navigationItem.compactAppearance = filled
        let edge: UINavigationBarAppearance
        if entry.hasBrandBar {
            edge = filled
        } else {
            edge = UINavigationBarAppearance()
            edge.configureWithTransparentBackground()
            edge.titleTextAttributes = [.foregroundColor: entry.title.color]
        }
        navigationItem.scrollEdgeAppearance = edge
        // Landscape iPhone: without it UIKit falls back to the bar's, not this item's.
        navigationItem.compactScrollEdgeAppearance = edge
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.tintColor = nil
    }

    func addRows() {
        setRows((1...5).map { "\(entry.name) item \($0)" })
    }

    private func setRows(_ newRows: [String]) {
        rows = newRows
        clearButton.isEnabled = !rows.isEmpty
        // Nothing else to do: the empty state follows reloadData().
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

extension GalleryViewController: EmptyDataSetDelegate {
    func emptyDataSet(_ scrollView: UIScrollView, didTapButton button: UIButton) {
        // A configuration's button runs its own action (`buttonProperties.primaryAction`).
        if entry.api == .source { addRows() }
    }

    func emptyDataSetShouldAnimateImageView(_ scrollView: UIScrollView) -> Bool {
        // Asked for source entries only (Music's pulse): a configuration's `imageAnimation`
        // decides by itself. The library skips either under Reduce Motion.
        entry.motion != nil
    }
}
#endif
