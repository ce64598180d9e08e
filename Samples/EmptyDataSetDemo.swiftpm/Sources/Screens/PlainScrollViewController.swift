#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// A plain `UIScrollView`: no data source, so the screen decides when it is empty (the delegate's
/// `emptyDataSetShouldDisplay`) and reloads the empty state itself when its content changes.
final class PlainScrollViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let stack = UIStackView()
    private var hasContent: Bool { !stack.arrangedSubviews.isEmpty }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Scroll View"
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .systemBackground
        layOutScrollView()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .trash, primaryAction: UIAction { [weak self] _ in self?.setCards(0) })
        scrollView.emptyDataSetSource = self  // the first reload comes on the next main-queue turn
        scrollView.emptyDataSetDelegate = self
    }

    private func layOutScrollView() {
        scrollView.alwaysBounceVertical = true
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(stack)
        let content = scrollView.contentLayoutGuide
        let frame = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
            stack.leadingAnchor.constraint(equalTo: frame.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -16),
        ])
    }

    private func setCards(_ count: Int) {
        stack.arrangedSubviews.forEach { $0.removeFromSuperview() }
        for number in stride(from: 1, through: count, by: 1) {
            stack.addArrangedSubview(Self.makeCard(number))
        }
        // A plain scroll view has nothing the library can watch: tell it.
        scrollView.reloadEmptyDataSet()
    }

    private static func makeCard(_ number: Int) -> UIView {
        let label = UILabel()
        label.text = "Card \(number)"
        label.font = .preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        label.textAlignment = .center
        label.backgroundColor = .secondarySystemBackground
        label.layer.cornerRadius = 12
        label.layer.masksToBounds = true
        label.heightAnchor.constraint(equalToConstant: 120).isActive = true
        return label
    }
}

extension PlainScrollViewController: EmptyDataSetSource, EmptyDataSetDelegate {
    func emptyDataSetShouldDisplay(_ scrollView: UIScrollView) -> Bool {
        // A plain scroll view always counts as empty: this decides.
        !hasContent
    }

    func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? {
        UIImage(systemName: "rectangle.stack")
    }

    func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        NSAttributedString(string: "No Cards")
    }

    func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        NSAttributedString(string: "This is a UIScrollView with a stack view inside, not a list.")
    }

    func buttonTitle(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> NSAttributedString? {
        // A title for .normal only: the library dims it while pressed.
        guard state == .normal else { return nil }
        return NSAttributedString(string: "Add Cards")
    }

    func emptyDataSet(_ scrollView: UIScrollView, didTapButton button: UIButton) {
        setCards(6)
    }
}
#endif
