#if canImport(UIKit)
import UIKit

// Moving to Apple's API screen by screen: the same empty state as iOS 17's configuration.
extension EmptyDataSetConfiguration {
    /// This empty state as iOS 17's `UIContentUnavailableConfiguration`, for a view controller's
    /// `contentUnavailableConfiguration`, where the fields map: image and its properties, both
    /// texts and their properties, both buttons and their properties, the background color,
    /// margins, alignment and paddings; the activity indicator by starting from Apple's
    /// `.loading()`. This package's own fields — vertical offset, behaviour, custom views, the
    /// retry — have no counterpart and are left out.
    @available(iOS 17.0, tvOS 17.0, *)
    @MainActor
    public var contentUnavailableConfiguration: UIContentUnavailableConfiguration {
        var apple: UIContentUnavailableConfiguration = showsActivityIndicator ? .loading() : .empty()
        apple.image = image
        apple.imageProperties.tintColor = imageProperties.tintColor
        apple.imageProperties.preferredSymbolConfiguration = imageProperties.preferredSymbolConfiguration
        apple.imageProperties.maximumSize = imageProperties.maximumSize
        apple.imageProperties.cornerRadius = imageProperties.cornerRadius
        apple.text = text
        apple.attributedText = attributedText
        Self.copy(textProperties, to: &apple.textProperties)
        apple.secondaryText = secondaryText
        apple.secondaryAttributedText = secondaryAttributedText
        Self.copy(secondaryTextProperties, to: &apple.secondaryTextProperties)
        if let button { apple.button = button }
        apple.buttonProperties.primaryAction = buttonProperties.primaryAction
        apple.buttonProperties.menu = buttonProperties.menu
        apple.buttonProperties.isEnabled = buttonProperties.isEnabled
        if let secondaryButton { apple.secondaryButton = secondaryButton }
        apple.secondaryButtonProperties.primaryAction = secondaryButtonProperties.primaryAction
        apple.secondaryButtonProperties.menu = secondaryButtonProperties.menu
        apple.secondaryButtonProperties.isEnabled = secondaryButtonProperties.isEnabled
        if let color = background.color { apple.background.backgroundColor = color }
        if let margins = directionalLayoutMargins { apple.directionalLayoutMargins = margins }
        apple.alignment = alignment == .natural ? .natural : .center
        apple.imageToTextPadding = imageToTextPadding
        apple.textToSecondaryTextPadding = textToSecondaryTextPadding
        apple.textToButtonPadding = textToButtonPadding
        apple.buttonToSecondaryButtonPadding = buttonToSecondaryButtonPadding
        return apple
    }

    @available(iOS 17.0, tvOS 17.0, *)
    @MainActor
    private static func copy(
        _ properties: TextProperties, to apple: inout UIContentUnavailableConfiguration.TextProperties
    ) {
        if let font = properties.font { apple.font = font }
        if let color = properties.color { apple.color = color }
        apple.numberOfLines = properties.numberOfLines
        apple.lineBreakMode = properties.lineBreakMode
        apple.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        apple.minimumScaleFactor = properties.minimumScaleFactor
    }

    /// An empty state drawn by a UIKit content configuration's own view: iOS 17's
    /// `UIContentUnavailableConfiguration`, or a `UIHostingConfiguration` (iOS 16) with SwiftUI
    /// content — with this package's automatic emptiness detection, on a scroll view.
    ///
    /// ```swift
    /// if #available(iOS 17.0, *) {
    ///     tableView.emptyDataSetConfiguration = .content(UIContentUnavailableConfiguration.search())
    /// }
    /// ```
    /// - Parameter configuration: The content configuration.
    @MainActor
    public static func content(_ configuration: any UIContentConfiguration) -> EmptyDataSetConfiguration {
        var described = EmptyDataSetConfiguration()
        described.contentConfiguration = configuration
        return described
    }
}
#endif
