#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// iOS 17's `contentUnavailableConfiguration` with the package's error preset, which Apple's
/// presets lack: a Try Again button whose activity indicator shows while the retry runs. Before
/// iOS 17 the same configuration shows in an ``EmptyDataSetContentView`` added to the view.
final class ContentUnavailableDemoViewController: UIViewController {
    private var fallbackView: EmptyDataSetContentView?
    private var attempts = 0

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "View Controller"
        navigationItem.largeTitleDisplayMode = .never
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the demo makes its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        showError()
    }

    private func showError() {
        let configuration = EmptyDataSetConfiguration.error(URLError(.notConnectedToInternet)) { [weak self] in
            try await Task.sleep(nanoseconds: 1_500_000_000)
            self?.retryFinished()
        }
        show(configuration)
    }

    /// Every second retry "succeeds": the error gives way to an empty inbox.
    private func retryFinished() {
        attempts += 1
        guard attempts.isMultiple(of: 2) else { return }
        var empty = EmptyDataSetConfiguration.empty()
        empty.image = UIImage(systemName: "tray")
        empty.text = "No Messages"
        empty.secondaryText = "You’re all caught up."
        var again = UIButton.Configuration.plain()
        again.title = "Show the Error Again"
        empty.button = again
        empty.buttonProperties.primaryAction = UIAction { [weak self] _ in self?.showError() }
        show(empty)
    }

    private func show(_ configuration: EmptyDataSetConfiguration) {
        if #available(iOS 17.0, *) {
            contentUnavailableConfiguration = configuration
            return
        }
        if let fallbackView {
            fallbackView.emptyDataSetConfiguration = configuration
            return
        }
        let made = EmptyDataSetContentView(configuration: configuration)
        made.frame = view.bounds
        made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(made)
        fallbackView = made
    }
}
#endif
