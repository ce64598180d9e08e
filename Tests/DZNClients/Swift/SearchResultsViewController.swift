// A DZNEmptyDataSet screen written against DZNEmptyDataSet's annotated header (its SwiftPM/master
// branch: non-optional parameters, optional results), methods in the class body, a collection view,
// and the forced display and image animation. Unmodified.
import DZNEmptyDataSet

class SearchResultsViewController: UIViewController, UICollectionViewDataSource, DZNEmptyDataSetSource,
    DZNEmptyDataSetDelegate
{
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var results: [String] = []
    var isLoading = false {
        didSet { collectionView.reloadEmptyDataSet() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        collectionView.dataSource = self
        collectionView.emptyDataSetSource = self
        collectionView.emptyDataSetDelegate = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        results.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        isLoading ? nil : NSAttributedString(string: "No Results")
    }

    func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? {
        isLoading ? UIImage(named: "loading") : UIImage(named: "search")
    }

    func imageTintColor(forEmptyDataSet scrollView: UIScrollView) -> UIColor? {
        .lightGray
    }

    func imageAnimation(forEmptyDataSet scrollView: UIScrollView) -> CAAnimation? {
        let animation = CABasicAnimation(keyPath: "transform")
        animation.duration = 0.25
        animation.repeatCount = .greatestFiniteMagnitude
        return animation
    }

    func buttonImage(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> UIImage? {
        state == .highlighted ? UIImage(named: "retry_highlighted") : UIImage(named: "retry")
    }

    func customView(forEmptyDataSet scrollView: UIScrollView) -> UIView? {
        guard isLoading else { return nil }
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        return spinner
    }

    func emptyDataSetShouldBeForced(toDisplay scrollView: UIScrollView) -> Bool {
        isLoading
    }

    func emptyDataSetShouldAnimateImageView(_ scrollView: UIScrollView) -> Bool {
        isLoading
    }

    func emptyDataSetShouldAllowTouch(_ scrollView: UIScrollView) -> Bool {
        !isLoading
    }

    func emptyDataSetWillAppear(_ scrollView: UIScrollView) {
        collectionView.contentOffset = .zero
    }

    func emptyDataSetDidDisappear(_ scrollView: UIScrollView) {}
}
