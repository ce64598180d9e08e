#if canImport(UIKit)
import UIKit

/// Everything one reload asks of the source, gathered in one place so the view can apply it in
/// place. Strings are as the source returned them (empty ones already dropped); default
/// attributes are merged by the view, which knows the current traits.
@MainActor
struct EmptyDataSetContent {
    /// A button's content for one control state.
    struct ButtonState {
        var title: NSAttributedString?
        var image: UIImage?
        var backgroundImage: UIImage?
    }

    /// The control states the source is asked about, as in DZNEmptyDataSet.
    static let buttonStates: [UIControl.State] = [.normal, .highlighted]

    var customView: UIView?
    var image: UIImage?
    var imageTintColor: UIColor?
    var imageAnimation: CAAnimation?
    var title: NSAttributedString?
    var description: NSAttributedString?
    var button: [(state: UIControl.State, content: ButtonState)] = []
    var backgroundColor: UIColor?
    var verticalOffset: CGFloat = 0
    var spacing: CGFloat = Metric.defaultSpaceHeight

    /// Asks `source` for the content to show in `scrollView`. With a custom view, the standard
    /// elements are not asked for (they would not show).
    init(source: any EmptyDataSetSource, scrollView: UIScrollView) {
        customView = source.customView?(forEmptyDataSet: scrollView) ?? nil
        backgroundColor = source.backgroundColor?(forEmptyDataSet: scrollView) ?? nil
        verticalOffset = Metric.verticalOffset(source.verticalOffset?(forEmptyDataSet: scrollView) ?? 0)
        guard customView == nil else { return }
        spacing = Metric.spacing(source.spaceHeight?(forEmptyDataSet: scrollView) ?? Metric.defaultSpaceHeight)
        image = source.image?(forEmptyDataSet: scrollView) ?? nil
        if image != nil {
            imageTintColor = Self.imageTintColor(of: source, for: scrollView)
            imageAnimation = source.imageAnimation?(forEmptyDataSet: scrollView) ?? nil
        }
        title = TextDefaults.displayable(source.title?(forEmptyDataSet: scrollView) ?? nil)
        description = TextDefaults.displayable(source.description?(forEmptyDataSet: scrollView) ?? nil)
        button = Self.buttonStates.map { state in
            (state, ButtonState(
                title: TextDefaults.displayable(source.buttonTitle?(forEmptyDataSet: scrollView, for: state) ?? nil),
                image: source.buttonImage?(forEmptyDataSet: scrollView, for: state) ?? nil,
                backgroundImage: source.buttonBackgroundImage?(forEmptyDataSet: scrollView, for: state) ?? nil))
        }
    }

    /// Whether the button shows: a non-empty normal title or a normal image.
    var hasButton: Bool {
        guard let normal = button.first(where: { $0.state == .normal })?.content else { return false }
        return normal.title != nil || normal.image != nil
    }

    /// Whether the source gave the highlighted state content of its own (a title, image or
    /// background image), which is then the button's pressed look (``ButtonFeedback``).
    var hasHighlightedButtonContent: Bool {
        guard let highlighted = button.first(where: { $0.state == .highlighted })?.content else { return false }
        return highlighted.title != nil || highlighted.image != nil || highlighted.backgroundImage != nil
    }

    /// The tint color, preferring the Swift-cased requirement over EmptyDataSet-Swift's spelling.
    private static func imageTintColor(of source: any EmptyDataSetSource, for scrollView: UIScrollView) -> UIColor? {
        if let color = source.imageTintColor?(forEmptyDataSet: scrollView) { return color }
        return source.imagetintColor?(forEmptyDataSet: scrollView) ?? nil
    }
}
#endif
