#if canImport(UIKit)
import UIKit

// The configuration adapter: what an EmptyDataSetConfiguration asks the view to render.
extension EmptyDataSetContent {
    /// The content a configuration describes.
    /// - Parameters:
    ///   - configuration: What to show.
    ///   - isRetrying: Whether the error preset's retry runs: its button then shows an activity
    ///     indicator and is disabled (``RetryState``).
    ///   - traits: The traits to resolve Dynamic Type fonts for, and a content configuration's
    ///     state carries.
    ///   - searchText: The live search text a content configuration's state carries (iOS 17+).
    init(configuration: EmptyDataSetConfiguration, isRetrying: Bool, traits: UITraitCollection, searchText: String? = nil) {
        customView = configuration.customView
        backgroundColor = configuration.background.color
        verticalOffset = Metric.verticalOffset(configuration.verticalOffset)
        margins = configuration.directionalLayoutMargins.map(Self.clamped)
        behavior = Behavior(
            fadesIn: configuration.fadesIn, allowsTouch: configuration.allowsTouch,
            allowsScroll: configuration.allowsScroll, animatesImage: configuration.imageAnimation != nil)
        imageAnimation = configuration.imageAnimation
        if let hosted = configuration.contentConfiguration {
            // Apple's view brings its own margins, centering and scrolling: none of the
            // package's layout fields apply to it.
            customView = nil
            margins = nil
            verticalOffset = 0
            // Image animation does not apply to hosted content: the package's image view is
            // hidden behind it, and the hosted view's image is its own.
            behavior?.animatesImage = false
            imageAnimation = nil
            hostedConfiguration = Self.updated(hosted, traits: traits, searchText: searchText)
            hostedSearchText = searchText
            return
        }
        guard customView == nil else { return }

        showsActivityIndicator = configuration.showsActivityIndicator
        alignment = configuration.alignment
        paddings = Paddings(
            imageToText: configuration.imageToTextPadding,
            textToSecondaryText: configuration.textToSecondaryTextPadding,
            textToButton: configuration.textToButtonPadding,
            buttonToSecondaryButton: configuration.buttonToSecondaryButtonPadding)

        image = configuration.image
        imageTintColor = configuration.imageProperties.tintColor
        imageSymbolConfiguration = configuration.imageProperties.preferredSymbolConfiguration
        imageMaximumSize = Metric.nonNegative(configuration.imageProperties.maximumSize)
        imageCornerRadius = max(0, Metric.finiteOrZero(configuration.imageProperties.cornerRadius))
        imageAccessibilityLabel = configuration.imageProperties.accessibilityLabel

        title = Self.text(
            configuration.attributedText, configuration.text, configuration.textProperties, configuration.alignment, traits)
        titleStyle = Self.style(configuration.textProperties)
        description = Self.text(
            configuration.secondaryAttributedText, configuration.secondaryText, configuration.secondaryTextProperties,
            configuration.alignment, traits)
        descriptionStyle = Self.style(configuration.secondaryTextProperties)

        var primary = configuration.button.flatMap(Self.visibleButton).map {
            ConfiguredButton(configuration: $0, properties: configuration.buttonProperties, runsRetry: configuration.retry != nil)
        }
        if isRetrying, primary?.runsRetry == true {
            primary?.configuration.showsActivityIndicator = true
            primary?.properties.isEnabled = false
        }
        let secondary = configuration.secondaryButton.flatMap(Self.visibleButton).map {
            ConfiguredButton(configuration: $0, properties: configuration.secondaryButtonProperties)
        }
        configuredButtons = [primary, secondary].compactMap { $0 }
    }

    /// The text to show: the attributed text when set, else the plain text with the properties'
    /// font, color and alignment as its attributes (so they win over the defaults, as a source's
    /// attributes do). Empty text shows nothing.
    private static func text(
        _ attributed: NSAttributedString?, _ plain: String?,
        _ properties: EmptyDataSetConfiguration.TextProperties, _ alignment: EmptyDataSetConfiguration.Alignment,
        _ traits: UITraitCollection
    ) -> NSAttributedString? {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let font = properties.font { attributes[.font] = scaled(font, for: traits) }
        if let color = properties.color { attributes[.foregroundColor] = color }
        // Always a paragraph style: it carries the alignment and the line breaking (a label takes
        // its `lineBreakMode` from its attributed text).
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = properties.alignment ?? (alignment == .natural ? .natural : .center)
        paragraph.lineBreakMode = properties.lineBreakMode
        attributes[.paragraphStyle] = paragraph
        if let attributed {
            return TextDefaults.displayable(TextDefaults.applying(attributes, to: attributed))
        }
        guard let plain, !plain.isEmpty else { return nil }
        return NSAttributedString(string: plain, attributes: attributes)
    }

    /// A Dynamic Type font (one whose descriptor carries a text style: `preferredFont(forTextStyle:)`,
    /// and fonts derived from it with another weight, design or symbolic traits) at its text
    /// style's size for `traits`, keeping everything else of its descriptor — a rounded or serif
    /// design, a weight, bold or italic; any other font as it is.
    /// Bold Text (the traits' legibility weight) makes it bold, as UIKit's own text styles are.
    private static func scaled(_ font: UIFont, for traits: UITraitCollection) -> UIFont {
        // System fonts carry a usage attribute under the same key ("CTFontRegularUsage"): only a
        // text style's ("UICTFontTextStyleBody") is a Dynamic Type font.
        guard let style = font.fontDescriptor.object(forKey: .textStyle) as? String, style.hasPrefix("UICTFontTextStyle")
        else { return font }
        let size = UIFontDescriptor.preferredFontDescriptor(
            withTextStyle: UIFont.TextStyle(rawValue: style), compatibleWith: traits
        ).pointSize
        var descriptor = font.fontDescriptor
        if traits.legibilityWeight == .bold, let bold = descriptor.withSymbolicTraits(descriptor.symbolicTraits.union(.traitBold)) {
            descriptor = bold
        }
        return UIFont(descriptor: descriptor, size: size)
    }

    private static func style(_ properties: EmptyDataSetConfiguration.TextProperties) -> LabelStyle {
        LabelStyle(
            numberOfLines: max(0, properties.numberOfLines),
            adjustsFontSizeToFitWidth: properties.adjustsFontSizeToFitWidth,
            minimumScaleFactor: min(1, max(0, Metric.finiteOrZero(properties.minimumScaleFactor))))
    }

    /// `configuration` updated for the empty state's state, as UIKit updates a view controller's
    /// `contentUnavailableConfiguration`: from iOS 17 a `UIContentUnavailableConfigurationState`
    /// with the traits and the search text (Apple's `search()` configuration reads its query from
    /// it), before a `UIViewConfigurationState` with the traits.
    private static func updated(
        _ configuration: any UIContentConfiguration, traits: UITraitCollection, searchText: String?
    ) -> any UIContentConfiguration {
        if #available(iOS 17.0, tvOS 17.0, *) {
            var state = UIContentUnavailableConfigurationState(traitCollection: traits)
            state.searchText = searchText
            return configuration.updated(for: state)
        }
        return configuration.updated(for: UIViewConfigurationState(traitCollection: traits))
    }

    /// The button configuration when it shows something: a title, a subtitle or an image.
    private static func visibleButton(_ configuration: UIButton.Configuration) -> UIButton.Configuration? {
        let hasTitle = !(configuration.title ?? "").isEmpty || !(configuration.attributedTitle.map { String($0.characters) } ?? "").isEmpty
        let hasSubtitle = !(configuration.subtitle ?? "").isEmpty
        return hasTitle || hasSubtitle || configuration.image != nil ? configuration : nil
    }

    /// Margins with every negative or non-finite edge counted as 0.
    private static func clamped(_ margins: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        func edge(_ value: CGFloat) -> CGFloat { max(0, Metric.finiteOrZero(value)) }
        return NSDirectionalEdgeInsets(
            top: edge(margins.top), leading: edge(margins.leading), bottom: edge(margins.bottom),
            trailing: edge(margins.trailing))
    }
}
#endif
