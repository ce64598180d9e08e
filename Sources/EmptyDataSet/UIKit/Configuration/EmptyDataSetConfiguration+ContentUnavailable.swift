#if canImport(UIKit)
import UIKit

// Moving to Apple's API screen by screen: the same empty state as iOS 17's configuration.
extension EmptyDataSetConfiguration {
    /// This empty state as iOS 17's `UIContentUnavailableConfiguration`, for a view controller's
    /// `contentUnavailableConfiguration`, where the fields map: image and its properties, both
    /// texts and their properties, both buttons and their properties, the background color,
    /// margins, alignment and paddings; the activity indicator by starting from Apple's
    /// `.loading()`.
    ///
    /// - The presets' symbol size gives way to Apple's own.
    /// - The loading preset's own "Loading…" (and its text properties) give way to Apple's
    ///   loading text, which is in the system's language; any other text is kept.
    /// - The error preset's retry becomes the button's primary action (when the button has none
    ///   of its own): a tap runs it. Apple's view has no retry state, so the button stays
    ///   enabled while it runs; a tap meanwhile starts nothing. Other buttons keep their action and menu; one with neither does
    ///   nothing in Apple's view (there is no delegate to tell): give it an action there.
    ///
    /// This package's own fields — vertical offset, behaviour, custom views — have no
    /// counterpart and are left out.
    @available(iOS 17.0, tvOS 17.0, *)
    @MainActor
    public var contentUnavailableConfiguration: UIContentUnavailableConfiguration {
        var apple: UIContentUnavailableConfiguration = showsActivityIndicator ? .loading() : .empty()
        apple.image = image
        apple.imageProperties.tintColor = imageProperties.tintColor
        // The presets' symbol size stands in for Apple's own (48 pt scaled like body text), which
        // Apple's view resolves for its traits: keep Apple's.
        if imageProperties.preferredSymbolConfiguration != Self.presetSymbolConfiguration {
            apple.imageProperties.preferredSymbolConfiguration = imageProperties.preferredSymbolConfiguration
        }
        apple.imageProperties.maximumSize = imageProperties.maximumSize
        apple.imageProperties.cornerRadius = imageProperties.cornerRadius
        let keepsApplesLoadingText = showsActivityIndicator && attributedText == nil
            && PresetText.isLoadingPresetText(text, localized: { PresetLocalization.string(for: $0) })
        if !keepsApplesLoadingText {
            apple.text = text
            apple.attributedText = attributedText
            Self.copy(textProperties, to: &apple.textProperties)
        }
        apple.secondaryText = secondaryText
        apple.secondaryAttributedText = secondaryAttributedText
        Self.copy(secondaryTextProperties, to: &apple.secondaryTextProperties)
        var primaryProperties = buttonProperties
        if primaryProperties.primaryAction == nil, let retry {
            // A tap runs the retry; the app reports its outcome (typically with a new configuration).
            // Apple's button stays enabled meanwhile: a tap while the retry runs starts nothing.
            let running = RunningRetry()
            primaryProperties.primaryAction = UIAction { _ in
                MainActor.assumeIsolated { running.start(retry.operation) }
            }
        }
        if let button { apple.button = button }
        Self.copy(primaryProperties, to: &apple.buttonProperties)
        if let secondaryButton { apple.secondaryButton = secondaryButton }
        Self.copy(secondaryButtonProperties, to: &apple.secondaryButtonProperties)
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
        _ properties: ButtonProperties, to apple: inout UIContentUnavailableConfiguration.ButtonProperties
    ) {
        apple.primaryAction = properties.primaryAction
        apple.menu = properties.menu
        apple.isEnabled = properties.isEnabled
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
/// The retry a tap on Apple's button started, while it runs; the button's action holds it.
@MainActor
private final class RunningRetry {
    private var task: Task<Void, Never>?

    /// Starts `operation` unless the one started before still runs.
    func start(_ operation: @escaping @MainActor () async throws -> Void) {
        guard task == nil else { return }
        task = Task { @MainActor [weak self] in
            try? await operation()
            self?.task = nil
        }
    }
}
#endif
