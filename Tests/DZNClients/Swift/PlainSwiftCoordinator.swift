// A source and delegate that is a plain Swift class, not an NSObject (a coordinator owned by the
// screen), as apps write for the package's own protocols. `import DZNEmptyDataSet` brings them in;
// `DZNEmptyDataSetDelegate`, like DZN's, is for NSObjects. Every method here is called at run time,
// the fade and forced-display questions and both taps included (DZNDelegateKindsTests).
import DZNEmptyDataSet

final class EmptyInboxCoordinator: EmptyDataSetSource, EmptyDataSetDelegate {
    var onRetry: () -> Void = {}
    var isOffline = false

    func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        NSAttributedString(string: isOffline ? "You're Offline" : "No Messages")
    }

    func buttonTitle(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> NSAttributedString? {
        isOffline ? NSAttributedString(string: "Retry") : nil
    }

    func emptyDataSetShouldFadeIn(_ scrollView: UIScrollView) -> Bool { false }
    func emptyDataSetShouldBeForcedToDisplay(_ scrollView: UIScrollView) -> Bool { isOffline }
    func emptyDataSet(_ scrollView: UIScrollView, didTapView view: UIView) { scrollView.endEditing(true) }
    func emptyDataSet(_ scrollView: UIScrollView, didTapButton button: UIButton) { onRetry() }
}

final class CoordinatedInboxViewController: UITableViewController {
    private let coordinator = EmptyInboxCoordinator()

    override func viewDidLoad() {
        super.viewDidLoad()
        coordinator.onRetry = { [weak self] in self?.tableView.reloadData() }
        tableView.emptyDataSetSource = coordinator
        tableView.emptyDataSetDelegate = coordinator
    }
}
