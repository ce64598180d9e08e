#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// The four-state loading flow: loading → content, empty or error (with Try Again), pull to
/// refresh, a failed refresh over content as a banner, and the next page as the user scrolls down
/// (a loading footer, a failed page with Retry, the end of the archive). A switch above the list
/// makes the fake network slow, failing, empty or fast.
///
/// A view controller with a table rather than a `UITableViewController`, so the banner floats over
/// the table instead of scrolling with its rows.
final class LoadingFlowViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let banner = BannerView(symbolName: "exclamationmark.triangle.fill")
    private let behaviorControl = UISegmentedControl(items: FakeNetworkBehavior.allCases.map(\.title))
    private let explanationLabel = UILabel()
    private let server = FakeMailServer()
    private var messages: [FakeMessage] = []
    private var behavior = FakeNetworkBehavior.normal
    /// The load in flight, cancelled when another starts: its result would be stale.
    private var loadTask: Task<Void, Never>?

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Loading Flow"
        navigationItem.largeTitleDisplayMode = .never
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the demo makes its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
        tableView.tableHeaderView = makeHeader()
        view.addSubview(tableView)
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            banner.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
        ])

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Reload", primaryAction: UIAction { [weak self] _ in self?.reload() })

        // The refresh control before the empty state: it is read when the options and the
        // configuration are set (see Docs/Guides/TableAndCollectionViews.md).
        let refreshControl = UIRefreshControl()
        refreshControl.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
        tableView.refreshControl = refreshControl

        // Options next: they put the table in the flow, so "No Messages" never shows before the
        // first load has answered.
        tableView.emptyDataSetLoadingOptions.retry = { [weak self] in
            // Awaits the load, so Try Again shows its spinner until the outcome is in.
            await self?.reload().value
        }
        // The empty state is the table's own, as without the flow; loading and error are presets.
        tableView.emptyDataSetConfiguration = emptyInbox
        tableView.emptyDataSetDelegate = self

        // Older messages as the user scrolls down. The first load and pull to refresh are the
        // flow's; a refresh cancels a page in flight and starts paging over.
        var paging = EmptyDataSetPaging { [weak self] in
            guard let self else { return .lastPage() }
            return try await self.loadOlderMessages()
        }
        paging.endFooter = .end()  // "No more items" once the archive is exhausted
        tableView.emptyDataSetPaging = paging

        if #available(iOS 17.0, *) {
            // A new text size changes the explanation's height: size the header again.
            registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Self, _: UITraitCollection) in
                self.view.setNeedsLayout()
            }
        }

        reload()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // Before iOS 17 (registerForTraitChanges above): size the header again for a new text size.
        guard #unavailable(iOS 17.0) else { return }
        if traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory {
            view.setNeedsLayout()
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // A table header is sized by its frame, not by Auto Layout: fit it to the table's width
        // (the explanation wraps, and grows with the text size).
        guard let header = tableView.tableHeaderView else { return }
        let height = header.systemLayoutSizeFitting(
            CGSize(width: tableView.bounds.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
        if header.frame.height != height {
            header.frame.size.height = height
            tableView.tableHeaderView = header  // setting it again makes the table take the new height
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Leaving the screen: nobody waits for the load any more.
        if isMovingFromParent { loadTask?.cancel() }
    }

    private var emptyInbox: EmptyDataSetConfiguration {
        var configuration = EmptyDataSetConfiguration.empty()
        configuration.image = UIImage(systemName: "tray")
        configuration.text = "No Messages"
        configuration.secondaryText = "Choose Normal, then pull down or tap Reload to check again."
        return configuration
    }

    /// The behaviour switch and what to watch for. It sits in the table header: the flow places
    /// its placeholder below the header, so the switch stays usable in every state.
    private func makeHeader() -> UIView {
        behaviorControl.selectedSegmentIndex = behavior.rawValue
        behaviorControl.accessibilityLabel = "Network"
        behaviorControl.addAction(UIAction { [weak self] _ in self?.behaviorChanged() }, for: .valueChanged)
        explanationLabel.font = .preferredFont(forTextStyle: .footnote)
        explanationLabel.adjustsFontForContentSizeCategory = true
        // Past this size the footnote would push the list off screen; the switch above stays usable.
        explanationLabel.maximumContentSizeCategory = .accessibilityMedium
        explanationLabel.textColor = .secondaryLabel
        explanationLabel.numberOfLines = 0
        updateExplanation()

        let stack = UIStackView(arrangedSubviews: [behaviorControl, explanationLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        let header = UIView()
        // The table's margins (safe area included), so the switch lines up with the inset rows.
        header.preservesSuperviewLayoutMargins = true
        header.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 0, bottom: 4, trailing: 0)
        header.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: header.layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: header.layoutMarginsGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: header.layoutMarginsGuide.trailingAnchor),
        ])
        return header
    }

    /// The choice applies to the next load, not at once, so the error state's Try Again has
    /// something to try: choose Fail and Reload, then Normal and Try Again.
    private func behaviorChanged() {
        behavior = FakeNetworkBehavior(rawValue: behaviorControl.selectedSegmentIndex) ?? .normal
        updateExplanation()
        view.setNeedsLayout()  // the explanation's height may change
    }

    private func updateExplanation() {
        explanationLabel.text = behavior.explanation + " Applies to the next load: Reload, pull down or Try Again."
    }

    /// Starts a load, cancelling the one in flight; returns it for callers that wait for it.
    /// Reload, pull to refresh and Try Again all come here.
    @discardableResult
    private func reload() -> Task<Void, Never> {
        loadTask?.cancel()
        let task = Task {
            await load()
            // The refresh control is the indicator: the rows, or the empty or error state, stay.
            // The current load ends it, also when a Reload cancelled the refresh's own load.
            if !Task.isCancelled { tableView.refreshControl?.endRefreshing() }
        }
        loadTask = task
        return task
    }

    private func load() async {
        let behavior = behavior
        do {
            // The flow shows the loading state (after its show delay) while there are no rows,
            // then the rows, the empty state or the error state.
            messages = try await tableView.loadingEmptyDataSet {
                try await server.fetchInbox(behaving: behavior)
            }
            tableView.reloadData()
        } catch {
            // Nothing to do here: the flow shows the error state, or calls the delegate while rows
            // show; a cancelled load (a newer one took over) shows no error at all.
        }
    }
}

extension LoadingFlowViewController {
    /// One page of older messages, inserted below the rows.
    private func loadOlderMessages() async throws -> EmptyDataSetPageResult {
        let page = try await server.fetchOlder(after: messages.count, behaving: behavior)
        let start = messages.count
        messages += page.messages
        let paths = (start..<messages.count).map { IndexPath(row: $0, section: 0) }
        tableView.insertRows(at: paths, with: .automatic)
        return EmptyDataSetPageResult(itemCount: page.messages.count, isLastPage: page.isLast)
    }
}

extension LoadingFlowViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let message = messages[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = message.sender
        content.secondaryText = message.subject
        content.secondaryTextProperties.color = .secondaryLabel
        cell.contentConfiguration = content
        return cell
    }
}

extension LoadingFlowViewController: EmptyDataSetDelegate {
    func emptyDataSet(_ scrollView: UIScrollView, didFailWhileShowingContent error: any Error) {
        // The messages stay on screen; a banner says the refresh failed without covering them or
        // asking for a tap, as an alert would.
        banner.show(title: "Couldn’t Refresh", message: error.localizedDescription)
    }
}
#endif
