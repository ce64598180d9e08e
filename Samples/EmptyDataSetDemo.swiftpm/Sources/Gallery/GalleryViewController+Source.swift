#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// The source protocol's way: the empty state asks for each element. Fonts and colors are
/// resolved for the scroll view's traits; the source is asked again when they change.
extension GalleryViewController: EmptyDataSetSource {
    func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? {
        image
    }

    func imageTintColor(forEmptyDataSet scrollView: UIScrollView) -> UIColor? {
        entry.symbolTint
    }

    func imageAnimation(forEmptyDataSet scrollView: UIScrollView) -> CAAnimation? {
        imageAnimation
    }

    func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        entry.title.attributed(compatibleWith: scrollView.traitCollection)
    }

    func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        entry.message.attributed(compatibleWith: scrollView.traitCollection)
    }

    func buttonTitle(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> NSAttributedString? {
        guard let button = entry.button else { return nil }
        // The highlighted title is the normal one, dimmed by the library (a nil answer).
        guard state == .normal else { return nil }
        let font = Typeface(style: .headline).font(compatibleWith: scrollView.traitCollection)
        return NSAttributedString(string: button.title, attributes: [.font: font, .foregroundColor: button.color])
    }

    func buttonImage(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> UIImage? {
        guard state == .normal, let symbolName = entry.button?.symbolName, let color = entry.button?.color else { return nil }
        return UIImage(systemName: symbolName)?.withTintColor(color, renderingMode: .alwaysOriginal)
    }

    func backgroundColor(forEmptyDataSet scrollView: UIScrollView) -> UIColor? {
        entry.background
    }

    func verticalOffset(forEmptyDataSet scrollView: UIScrollView) -> CGFloat {
        entry.verticalOffset
    }

    func spaceHeight(forEmptyDataSet scrollView: UIScrollView) -> CGFloat {
        entry.spacing
    }
}
#endif
