#if canImport(UIKit)
import UIKit

/// What the view renders, whichever way the app described it: the one rendering path. Built from
/// the 1.0 source protocol (this file's initializer, which asks the source) or from an
/// ``EmptyDataSetConfiguration`` (EmptyDataSetContent+Configuration.swift), including a UIKit
/// content configuration the view hosts. Strings are as the
/// app gave them (empty ones already dropped); default attributes are merged by the view, which
/// knows the current traits. Fields the source protocol has no word for keep defaults that
/// reproduce 1.0 exactly.
@MainActor
struct EmptyDataSetContent {
    /// How a label lays its text out beyond its attributed text. (Line breaking is the text's
    /// paragraph style: assigning attributed text sets the label's `lineBreakMode` from it.)
    struct LabelStyle: Equatable {
        var numberOfLines = 0
        var adjustsFontSizeToFitWidth = false
        var minimumScaleFactor: CGFloat = 0
    }

    /// The space after each element (clamped, see ``Metric/spacing(_:)``).
    struct Paddings: Equatable {
        var imageToText: CGFloat
        var textToSecondaryText: CGFloat
        var textToButton: CGFloat
        var buttonToSecondaryButton: CGFloat

        /// The same space everywhere, as the source protocol's `spaceHeight` gives it.
        init(uniform space: CGFloat) {
            imageToText = space
            textToSecondaryText = space
            textToButton = space
            buttonToSecondaryButton = space
        }

        init(imageToText: CGFloat, textToSecondaryText: CGFloat, textToButton: CGFloat, buttonToSecondaryButton: CGFloat) {
            self.imageToText = Metric.spacing(imageToText)
            self.textToSecondaryText = Metric.spacing(textToSecondaryText)
            self.textToButton = Metric.spacing(textToButton)
            self.buttonToSecondaryButton = Metric.spacing(buttonToSecondaryButton)
        }
    }

    /// A button described by a `UIButton.Configuration` (configurations only).
    struct ConfiguredButton {
        var configuration: UIButton.Configuration
        var properties: EmptyDataSetConfiguration.ButtonProperties
        /// Whether a tap runs the error preset's retry.
        var runsRetry = false
    }

    /// What 1.0's delegate decides, when a configuration decides it instead (`nil`: ask the delegate).
    struct Behavior: Equatable {
        var fadesIn: Bool
        var allowsTouch: Bool
        var allowsScroll: Bool?
        var animatesImage: Bool
    }

    /// A button's content for one control state.
    struct ButtonState {
        var title: NSAttributedString?
        var image: UIImage?
        var backgroundImage: UIImage?
    }

    /// The control states the source is asked about, as in DZNEmptyDataSet.
    static let buttonStates: [UIControl.State] = [.normal, .highlighted]

    var customView: UIView?
    /// A UIKit content configuration, already updated for the state, shown in the view it makes
    /// filling the empty state (configurations only); wins over every other element.
    var hostedConfiguration: (any UIContentConfiguration)?
    /// The search text ``hostedConfiguration`` was updated with (iOS 17's state carries it).
    var hostedSearchText: String?
    var image: UIImage?
    var imageTintColor: UIColor?
    var imageAnimation: CAAnimation?
    var title: NSAttributedString?
    var description: NSAttributedString?
    var button: [(state: UIControl.State, content: ButtonState)] = []
    var backgroundColor: UIColor?
    var verticalOffset: CGFloat = 0
    var paddings = Paddings(uniform: Metric.defaultSpaceHeight)

    var showsActivityIndicator = false
    var imageSymbolConfiguration: UIImage.SymbolConfiguration?
    /// The largest size of the image; zero dimensions mean no limit.
    var imageMaximumSize: CGSize = .zero
    var imageCornerRadius: CGFloat = 0
    /// What VoiceOver reads for the image; `nil` uses the image's own `accessibilityLabel`.
    var imageAccessibilityLabel: String?
    var titleStyle = LabelStyle()
    var descriptionStyle = LabelStyle()
    var alignment: EmptyDataSetConfiguration.Alignment = .center
    /// The margins around the content; `nil` for the system's (``ContentMargins``).
    var margins: NSDirectionalEdgeInsets?
    /// The primary and secondary configured buttons (configurations only; the source's button
    /// is ``button``).
    var configuredButtons: [ConfiguredButton] = []
    var behavior: Behavior?

    /// Asks `source` for the content to show in `scrollView`. With a custom view, the standard
    /// elements are not asked for (they would not show).
    init(source: any EmptyDataSetSource, scrollView: UIScrollView) {
        customView = source.customView?(forEmptyDataSet: scrollView) ?? nil
        backgroundColor = source.backgroundColor?(forEmptyDataSet: scrollView) ?? nil
        verticalOffset = Metric.verticalOffset(source.verticalOffset?(forEmptyDataSet: scrollView) ?? 0)
        guard customView == nil else { return }
        paddings = Paddings(
            uniform: Metric.spacing(source.spaceHeight?(forEmptyDataSet: scrollView) ?? Metric.defaultSpaceHeight))
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

    /// Whether the source's button shows: a non-empty normal title or a normal image.
    var hasButton: Bool {
        guard let normal = button.first(where: { $0.state == .normal })?.content else { return false }
        return normal.title != nil || normal.image != nil
    }

    /// Whether a button shows first below the text: the source's or a configured one.
    var hasPrimaryButton: Bool { hasButton || !configuredButtons.isEmpty }

    /// Whether the source gave the highlighted state content of its own (a title, image or
    /// background image), which is then the button's pressed look (``ButtonFeedback``). Content
    /// equal to the normal state's — a source that returns its title whatever the state, as many
    /// DZNEmptyDataSet sources do — is no pressed look: the button dims. A highlighted field left
    /// `nil` shows the normal one (UIButton's fallback), so it counts as equal. Titles compare as
    /// attributed strings and images by `isEqual` (cached images such as `UIImage(systemName:)`
    /// are equal; an image drawn again on every call is not, and then counts as a pressed look).
    var hasHighlightedButtonContent: Bool {
        guard let highlighted = button.first(where: { $0.state == .highlighted })?.content else { return false }
        let hasContent = highlighted.title != nil || highlighted.image != nil || highlighted.backgroundImage != nil
        guard hasContent else { return false }
        guard let normal = button.first(where: { $0.state == .normal })?.content else { return true }
        return (highlighted.title ?? normal.title) != normal.title || (highlighted.image ?? normal.image) != normal.image
            || (highlighted.backgroundImage ?? normal.backgroundImage) != normal.backgroundImage
    }

    /// The tint color, preferring the Swift-cased requirement over EmptyDataSet-Swift's spelling.
    private static func imageTintColor(of source: any EmptyDataSetSource, for scrollView: UIScrollView) -> UIColor? {
        if let color = source.imageTintColor?(forEmptyDataSet: scrollView) { return color }
        return source.imagetintColor?(forEmptyDataSet: scrollView) ?? nil
    }
}
#endif
