#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// Quick start, plain scroll view: no data source to watch, so reload the empty state yourself.
final class ProfileScrollViewController: UIViewController, EmptyDataSetSource {
    private let scrollView = UIScrollView()
    private var isLoading = true

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)
        scrollView.emptyDataSetSource = self
        scrollView.reloadEmptyDataSet()
    }

    func finishLoading() {
        isLoading = false
        scrollView.reloadEmptyDataSet()
    }

    func customView(forEmptyDataSet scrollView: UIScrollView) -> UIView? {
        guard isLoading else { return nil }
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.startAnimating()
        return spinner
    }

    func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        NSAttributedString(string: "No Profile Yet")
    }
}
#endif
