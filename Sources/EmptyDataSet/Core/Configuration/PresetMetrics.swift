// The presets' spacing: Apple's, so a preset looks like iOS 17's content-unavailable views.

/// The spacing of the presets, as `UIContentUnavailableConfiguration` has it on iPhone and iPad
/// (read from decompiled UIKitCore, iOS 18 and 26: `UIContentUnavailableConstants_IOS`). The
/// fonts, colors and symbol size are in the presets themselves (UIKit values).
enum PresetMetrics {
    /// Between the image and the text of an empty, search or error state: 15 pt.
    static let imageToTextPadding = 15.0
    /// Between the text and the secondary text: 3 pt (the two read as one block).
    static let textToSecondaryTextPadding = 3.0
    /// Between the text and the button: 20 pt.
    static let textToButtonPadding = 20.0
    /// Between the button and the secondary button: 15 pt.
    static let buttonToSecondaryButtonPadding = 15.0
    /// Between the loading state's indicator and its text: 8 pt.
    static let loadingIndicatorToTextPadding = 8.0
}
