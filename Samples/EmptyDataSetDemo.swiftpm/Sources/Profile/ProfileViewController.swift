#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// A profile screen that redacts its empty header while the profile loads: no dummy data, one
/// `redact()`, and an `unredact()` — a cross-dissolve into the content — when the profile arrives
/// (at once with Reduce Motion on).
final class ProfileViewController: UIViewController {
    private let header = ProfileHeaderView()
    /// The load in flight; nil between loads.
    private var loadTask: Task<Void, Never>?

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Profile"
        navigationItem.largeTitleDisplayMode = .never
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the demo makes its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Reload", primaryAction: UIAction { [weak self] _ in self?.load() })
        load()
    }

    private func load() {
        guard loadTask == nil else { return }
        // Redacted before anything is there: its empty labels draw placeholder lines.
        header.redact()
        loadTask = Task {
            let profile = await Profile.fetch()
            if !Task.isCancelled {
                header.show(profile)
                header.layoutIfNeeded()
                header.unredact()
            }
            loadTask = nil
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent { loadTask?.cancel() }
    }
}
#endif
