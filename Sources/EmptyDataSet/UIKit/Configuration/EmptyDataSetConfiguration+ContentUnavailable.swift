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
    ///   enabled while it runs; a tap meanwhile starts nothing — also on the button of another
    ///   conversion of the same configuration (one rebuilt in
    ///   `updateContentUnavailableConfiguration(using:)`), since the running state belongs to the
    ///   retry that ``error(_:retry:)`` made, not to one conversion. A configuration made by a new
    ///   ``error(_:retry:)`` call has a retry of its own, which a tap starts even while an
    ///   earlier one runs; keep the configuration value to keep one retry. Other buttons keep
    ///   their action and menu; one with neither does nothing in Apple's view (there is no
    ///   delegate to tell): give it an action there.
    ///
    /// This package's own fields — vertical offset, behaviour, custom views — have no
    /// counterpart and are left out.
    ///
    /// To keep the package's look, its retry state and every field, set the configuration itself
    /// instead: it is a `UIContentConfiguration` (see ``makeContentView()``), so
    /// `viewController.contentUnavailableConfiguration = EmptyDataSetConfiguration.error(error) { … }`
    /// shows it in an ``EmptyDataSetContentView``.
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
            // Apple's button stays enabled meanwhile: a tap while the retry runs starts nothing,
            // whichever conversion's button it hits (the running state is keyed to the retry,
            // which every copy of this configuration shares). UIKit sends a control's actions
            // on the main thread.
            primaryProperties.primaryAction = UIAction { _ in
                MainActor.assumeIsolated { ApplesButtonRetries.start(retry) }
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

/// The retries a tap on Apple's button started, while they run. Keyed to the retry itself, not
/// to one conversion: an app that rebuilds Apple's configuration from the same
/// ``EmptyDataSetConfiguration`` (every read of `contentUnavailableConfiguration` makes a new
/// action) gets buttons that share one guard. A retry that never returns keeps its buttons from
/// starting it again; a configuration made anew has a retry of its own.
@MainActor
private enum ApplesButtonRetries {
    /// The retries that run. An entry lives only while its run does, and the run's task holds
    /// the retry, so an identifier here is never one of a retry since freed.
    private static var running: Set<ObjectIdentifier> = []

    /// Runs `retry` unless a run of it started before still runs.
    static func start(_ retry: RetryHandler) {
        let key = ObjectIdentifier(retry)
        guard running.insert(key).inserted else { return }
        // The task's closure holds `retry` (a capture) until the run ends and the key is gone.
        Task { @MainActor in
            try? await retry.operation()
            running.remove(key)
        }
    }
}
#endif
