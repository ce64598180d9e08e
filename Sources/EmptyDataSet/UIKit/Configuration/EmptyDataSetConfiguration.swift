#if canImport(UIKit)
import UIKit

/// A description of one empty state: what it shows and how it behaves, as one value.
///
/// It has the fields of iOS 17's `UIContentUnavailableConfiguration`, so a developer who knows one
/// knows the other, and it works from iOS 15. Set it on a scroll view and the empty state shows
/// whenever the scroll view has no items:
///
/// ```swift
/// tableView.emptyDataSetConfiguration = .search(query: searchBar.text ?? "")
/// ```
///
/// Start from a preset — ``empty()``, ``loading()``, ``search(query:)``,
/// ``error(_:retry:)``, ``content(_:)`` — and edit what you need. Every field has a default; a `nil` or empty text
/// hides its element, and a button configuration with neither title nor image shows no button.
/// Two configurations are equal when they would show and behave the same: views, actions, menus,
/// animations and retry handlers compare by identity; a content configuration by value when it is
/// `Hashable`, else by identity; a NaN in a spacing or size field equals NaN.
public struct EmptyDataSetConfiguration {
    /// How the content lines up horizontally.
    public enum Alignment: Equatable, Sendable {
        /// Centered, each line of text centered (the default).
        case center
        /// Along the leading edge, text aligned naturally (left in left-to-right languages).
        case natural
    }

    /// How the image is drawn.
    public struct ImageProperties: Equatable {
        /// The tint of a template or symbol image; `nil` (the default) draws a symbol in the
        /// secondary label color and other images in their own colors.
        public var tintColor: UIColor?
        /// The symbol configuration applied to an SF Symbol; `nil` (the default) keeps the image's own.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The largest size the image is drawn at; a zero dimension (the default) means no limit
        /// beyond the space available. It is scaled down to fit, never up.
        public var maximumSize: CGSize = .zero
        /// The corner radius of the image; 0 (the default) for none.
        public var cornerRadius: CGFloat = 0
        /// What VoiceOver reads for the image; `nil` (the default) reads the image's own
        /// `accessibilityLabel`, and leaves an image without one decorative; an empty string
        /// makes the image decorative whatever its own label. An SF Symbol
        /// (`UIImage(systemName:)`) with `nil` here is decorative: while VoiceOver runs, UIKit
        /// labels symbols with their names, which cannot be told apart from a label the app set
        /// on the image, so label a meaningful symbol here. Whatever the image, VoiceOver's focus
        /// goes first to the title (or first text or button) when the empty state appears.
        public var accessibilityLabel: String?

        /// Properties with every default.
        public init() {}

        /// Whether two sets of properties draw the image the same; a NaN size or radius equals NaN.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.tintColor == rhs.tintColor && lhs.preferredSymbolConfiguration == rhs.preferredSymbolConfiguration
                && MetricEquality.same(lhs.maximumSize, rhs.maximumSize)
                && MetricEquality.same(lhs.cornerRadius, rhs.cornerRadius)
                && lhs.accessibilityLabel == rhs.accessibilityLabel
        }
    }

    /// How a text is drawn. `nil` fields take the default for that text (Dynamic Type styles and
    /// semantic colors); a font or color set in an attributed text wins over these.
    public struct TextProperties: Equatable {
        /// The font; `nil` (the default) for bold `title2` (primary) or `body` (secondary).
        public var font: UIFont?
        /// The color; `nil` (the default) for `label` (primary) or `secondaryLabel` (secondary).
        public var color: UIColor?
        /// The alignment; `nil` (the default) follows the configuration's ``Alignment``.
        public var alignment: NSTextAlignment?
        /// The maximum number of lines; 0 (the default) for as many as the text needs.
        public var numberOfLines = 0
        /// How lines break; `.byWordWrapping` by default.
        public var lineBreakMode: NSLineBreakMode = .byWordWrapping
        /// Whether the font shrinks to fit the width; `false` by default.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font may shrink to; 0 (the default) for UIKit's own.
        public var minimumScaleFactor: CGFloat = 0

        /// Properties with every default.
        public init() {}

        /// Whether two sets of properties draw the text the same; a NaN scale factor equals NaN.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.font == rhs.font && lhs.color == rhs.color && lhs.alignment == rhs.alignment
                && lhs.numberOfLines == rhs.numberOfLines && lhs.lineBreakMode == rhs.lineBreakMode
                && lhs.adjustsFontSizeToFitWidth == rhs.adjustsFontSizeToFitWidth
                && MetricEquality.same(lhs.minimumScaleFactor, rhs.minimumScaleFactor)
        }
    }

    /// What a button does, beside its look (the `UIButton.Configuration`).
    public struct ButtonProperties: Equatable {
        /// The action run when the button is tapped; `nil` (the default) for none (the delegate's
        /// `emptyDataSet(_:didTapButton:)` is still told).
        public var primaryAction: UIAction?
        /// A menu shown when the button is tapped; `nil` (the default) for none. (On tvOS, from
        /// tvOS 17: earlier versions have no button menus, so give such a button an action too.)
        public var menu: UIMenu?
        /// Whether the button is enabled; `true` by default.
        public var isEnabled = true

        /// Properties with every default.
        public init() {}

        /// Whether two sets of properties are the same: the same action and menu objects, and the
        /// same enabled state.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.primaryAction === rhs.primaryAction && lhs.menu === rhs.menu && lhs.isEnabled == rhs.isEnabled
        }
    }

    /// The background behind the content.
    public struct BackgroundProperties: Equatable {
        /// The fill of the whole empty state; `nil` (the default) for clear.
        public var color: UIColor?

        /// Properties with every default.
        public init() {}
    }

    // MARK: Image

    /// The image above the text; `nil` (the default) for none.
    public var image: UIImage?
    /// How the image is drawn.
    public var imageProperties = ImageProperties()

    // MARK: Text

    /// The primary text (the title); `nil` (the default) or empty for none. Ignored when
    /// ``attributedText`` is set.
    public var text: String?
    /// The primary text with attributes of its own; wins over ``text``.
    public var attributedText: NSAttributedString?
    /// How the primary text is drawn.
    public var textProperties = TextProperties()
    /// The secondary text below the title; `nil` (the default) or empty for none. Ignored when
    /// ``secondaryAttributedText`` is set.
    public var secondaryText: String?
    /// The secondary text with attributes of its own; wins over ``secondaryText``.
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is drawn.
    public var secondaryTextProperties = TextProperties()

    // MARK: Buttons

    /// The button's look; `nil` (the default), or a configuration with neither title nor image,
    /// for no button.
    public var button: UIButton.Configuration?
    /// What the button does.
    public var buttonProperties = ButtonProperties()
    /// A second button below the first; `nil` (the default) for none.
    public var secondaryButton: UIButton.Configuration?
    /// What the second button does.
    public var secondaryButtonProperties = ButtonProperties()

    // MARK: Background and layout

    /// The background.
    public var background = BackgroundProperties()
    /// The margins around the content; `nil` (the default) for the system's minimum margins
    /// (16–20 pt). Negative or non-finite values count as 0.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets?
    /// How the content lines up; `.center` by default.
    public var alignment: Alignment = .center
    /// The space between the image and the text; 11 pt by default. Negative or non-finite
    /// values count as 0, as for every padding.
    public var imageToTextPadding: CGFloat = Metric.defaultSpaceHeight
    /// The space between the text and the secondary text; 11 pt by default.
    public var textToSecondaryTextPadding: CGFloat = Metric.defaultSpaceHeight
    /// The space between the text and the button; 11 pt by default.
    public var textToButtonPadding: CGFloat = Metric.defaultSpaceHeight
    /// The space between the button and the secondary button; 11 pt by default.
    public var buttonToSecondaryButtonPadding: CGFloat = Metric.defaultSpaceHeight
    /// How far the content moves down from the center of the visible area (negative: up); 0 by
    /// default. It yields rather than push content off screen.
    public var verticalOffset: CGFloat = 0

    // MARK: Activity and custom content

    /// Whether a large activity indicator shows above the text (the loading preset); `false` by default.
    public var showsActivityIndicator = false
    /// A view shown instead of every other element; `nil` (the default) for none. Sized as
    /// ``EmptyDataSetSource/customView(forEmptyDataSet:)`` describes, and given back when the empty
    /// state hides.
    public var customView: UIView?
    /// A UIKit content configuration shown instead of every other element, in the view it makes —
    /// iOS 17's own `UIContentUnavailableConfiguration`, or a `UIHostingConfiguration` (iOS 16) for
    /// SwiftUI content; `nil` (the default) for none. Takes precedence over ``customView``.
    ///
    /// Its view is shown directly in the empty state, at its full height and width — except
    /// Apple's `UIContentUnavailableView`, which is kept to the readable width (plus the margins)
    /// on wide screens, since it limits its own text only inside the wrapper UIKit gives it in a
    /// view controller. It brings its own margins, centering and scrolling, so this
    /// configuration's margins, paddings, vertical offset, image animation (``imageAnimation``)
    /// and the package's inner scrolling do not apply to it (the background color, the other
    /// behaviour fields and the display rule do). A tap on it is reported as a tap on the empty
    /// state unless a control or a gesture recognizer inside it handles the tap (see
    /// ``EmptyDataSetDelegate/emptyDataSet(_:didTapView:)``; before iOS 18 a SwiftUI button
    /// inside a `UIHostingConfiguration` is not a UIKit recognizer, and its tap is reported too).
    ///
    /// It is shown updated for the empty state's state (`updated(for:)`), again whenever the text
    /// size, appearance, contrast, Bold Text or size classes change: from iOS 17 a
    /// `UIContentUnavailableConfigurationState` with the scroll view's traits and the live search text (see
    /// ``UIKit/UIScrollView/emptyDataSetSearchBar``), so `UIContentUnavailableConfiguration.search()`
    /// shows the query as the user types; before iOS 17 a `UIViewConfigurationState` with the traits.
    /// Its view is kept and updated in place while it supports the new configuration, and
    /// released when the empty state hides.
    ///
    /// A `Hashable` content configuration (Apple's are) compares by value: an equal one set again
    /// changes nothing. Any other compares by identity: every value set counts as new.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { contentBox?.value }
        set { contentBox = newValue.map(ContentConfigurationBox.init) }
    }
    /// ``contentConfiguration``, with its comparison (``ContentConfigurationBox``).
    var contentBox: ContentConfigurationBox?

    // MARK: Behaviour

    /// Whether the empty state fades in when it appears; `true` by default.
    public var fadesIn = true
    /// Whether the empty state receives touches; `true` by default.
    public var allowsTouch = true
    /// Whether the scroll view may scroll while the empty state shows; `nil` (the default) allows
    /// it only when a refresh control is installed.
    ///
    /// A tall `tableHeaderView` may still turn scrolling on, and lengthen `contentSize`, while it and
    /// the empty state do not fit the visible height together (not when you set `isScrollEnabled`
    /// to `false` yourself); a plain table's `fillerRowHeight` is 0 while the empty state shows.
    /// Both come back when it hides (see `EmptyDataSetDelegate.emptyDataSetShouldAllowScroll(_:)`).
    public var allowsScroll: Bool?
    /// An animation run on the image while Reduce Motion is off; `nil` (the default) for none.
    /// Not run for a ``contentConfiguration``, whose view shows its own image.
    public var imageAnimation: CAAnimation?

    /// The error preset's retry, run by its button (internal: set by ``error(_:retry:)``).
    var retry: RetryHandler?
    /// The state the last `updated(for:)` read: its search text and traits (internal; see
    /// EmptyDataSetConfiguration+ContentConfiguration.swift). Not part of `==`.
    var readState: ReadConfigurationState?

    /// A configuration with every default: nothing shown. Start from a preset instead, or set the
    /// fields you need.
    public init() {}
}

extension EmptyDataSetConfiguration: Equatable {
    /// Whether two configurations show and behave the same. Views, actions, menus, animations and
    /// retry closures compare by identity; content configurations by value when `Hashable`, else by
    /// identity. A NaN in a spacing, size or margin equals NaN, so such a configuration equals
    /// itself and a reload that finds it again changes nothing.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.image == rhs.image && lhs.imageProperties == rhs.imageProperties
            && lhs.text == rhs.text && lhs.attributedText == rhs.attributedText
            && lhs.textProperties == rhs.textProperties
            && lhs.secondaryText == rhs.secondaryText && lhs.secondaryAttributedText == rhs.secondaryAttributedText
            && lhs.secondaryTextProperties == rhs.secondaryTextProperties
            && lhs.button == rhs.button && lhs.buttonProperties == rhs.buttonProperties
            && lhs.secondaryButton == rhs.secondaryButton && lhs.secondaryButtonProperties == rhs.secondaryButtonProperties
            && lhs.background == rhs.background
            && MetricEquality.same(edges(lhs.directionalLayoutMargins), edges(rhs.directionalLayoutMargins))
            && lhs.alignment == rhs.alignment
            && MetricEquality.same(lhs.imageToTextPadding, rhs.imageToTextPadding)
            && MetricEquality.same(lhs.textToSecondaryTextPadding, rhs.textToSecondaryTextPadding)
            && MetricEquality.same(lhs.textToButtonPadding, rhs.textToButtonPadding)
            && MetricEquality.same(lhs.buttonToSecondaryButtonPadding, rhs.buttonToSecondaryButtonPadding)
            && MetricEquality.same(lhs.verticalOffset, rhs.verticalOffset)
            && lhs.showsActivityIndicator == rhs.showsActivityIndicator && lhs.customView === rhs.customView
            && ContentConfigurationBox.same(lhs.contentBox, rhs.contentBox)
            && lhs.fadesIn == rhs.fadesIn && lhs.allowsTouch == rhs.allowsTouch && lhs.allowsScroll == rhs.allowsScroll
            && lhs.imageAnimation === rhs.imageAnimation && lhs.retry === rhs.retry
    }

    private static func edges(_ margins: NSDirectionalEdgeInsets?) -> [CGFloat]? {
        margins.map { [$0.top, $0.leading, $0.bottom, $0.trailing] }
    }
}

extension EmptyDataSetConfiguration {
    /// Whether `other` describes the same state, whatever its retry closure: a provider makes a
    /// new closure on every call, which must not count as a new state.
    func describesSameState(as other: EmptyDataSetConfiguration) -> Bool {
        var lhs = self
        var rhs = other
        lhs.retry = nil
        rhs.retry = nil
        return lhs == rhs && (retry == nil) == (other.retry == nil)
    }
}

/// A content configuration with its comparison: by value when its type is `Hashable` (Apple's
/// `UIContentUnavailableConfiguration` and `UIListContentConfiguration` are), so an equal one set
/// again changes nothing; by identity otherwise (`UIHostingConfiguration` is not `Equatable`), so
/// every value set is a change. Copies of one configuration share the box, hence its identity.
final class ContentConfigurationBox {
    let value: any UIContentConfiguration
    /// The value as `AnyHashable` when its type is `Hashable`.
    private let hashable: AnyHashable?

    init(_ value: any UIContentConfiguration) {
        self.value = value
        hashable = value as? AnyHashable
    }

    /// Whether two boxes hold the same configuration: the same box, or equal `Hashable` values.
    static func same(_ lhs: ContentConfigurationBox?, _ rhs: ContentConfigurationBox?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        if lhs === rhs { return true }
        guard let left = lhs.hashable, let right = rhs.hashable else { return false }
        return left == right
    }
}

/// The error preset's retry operation, compared by identity.
final class RetryHandler {
    let operation: @MainActor () async throws -> Void

    init(_ operation: @escaping @MainActor () async throws -> Void) {
        self.operation = operation
    }
}
#endif
