#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// Quick start, plain scroll view: no data source to watch, so reload the empty state yourself
/// when the content changes (setting the source schedules the first reload). A plain scroll view
/// counts as empty; the delegate's should-display hides the empty state once the real content is in.
final class ProfileScrollViewController: UIViewController, EmptyDataSetSource, EmptyDataSetDelegate {
    private let scrollView = UIScrollView()
    private let spinner = UIActivityIndicatorView(style: .large)
    private var isLoading = true
    private var hasProfile = false

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)
        scrollView.emptyDataSetSource = self
        scrollView.emptyDataSetDelegate = self
        spinner.startAnimating()
    }

    /// Loading ended: the profile's views were added to the scroll view, or there is none.
    func finishLoading(foundProfile: Bool) {
        isLoading = false
        hasProfile = foundProfile
        scrollView.reloadEmptyDataSet()
    }

    func emptyDataSetShouldDisplay(_ scrollView: UIScrollView) -> Bool {
        !hasProfile
    }

    func customView(forEmptyDataSet scrollView: UIScrollView) -> UIView? {
        // The same instance on every reload: it stays in place instead of being replaced.
        isLoading ? spinner : nil
    }

    func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        NSAttributedString(string: "No Profile Yet")
    }
}
#endif
