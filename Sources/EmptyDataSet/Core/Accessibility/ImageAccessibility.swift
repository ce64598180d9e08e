// What VoiceOver makes of the empty state's image.

/// The image's part for VoiceOver: whether it is read, with which label, and that it never takes
/// the initial focus from the text.
///
/// While VoiceOver runs, UIKit's accessibility bundle gives SF Symbols a label of their own (the
/// symbol's name, "magnifying glass"). Read first, it would open every empty state built on a
/// symbol with words that say nothing of the state. An app's own label on the image cannot be
/// told apart from that one at run time, so a symbol image is decorative unless the app labels
/// it where the package asks (a configuration's `imageProperties.accessibilityLabel`). Any other
/// image keeps the label it carries.
enum ImageAccessibility {
    /// The label VoiceOver reads for the image, or `nil` when it is decorative.
    /// - Parameters:
    ///   - configured: The label the app configured: `nil` when it configured none, `""` for a
    ///     decorative image.
    ///   - imageLabel: The image's own `accessibilityLabel`.
    ///   - isSymbolImage: Whether the image is an SF Symbol (`UIImage.isSymbolImage`).
    static func label(configured: String?, imageLabel: String?, isSymbolImage: Bool) -> String? {
        if let configured { return configured.isEmpty ? nil : configured }
        guard !isSymbolImage, let imageLabel, !imageLabel.isEmpty else { return nil }
        return imageLabel
    }

    /// The element VoiceOver focuses when the empty state appears: the first element it reads
    /// after the image (the title, else the first text or button), so the user hears what the
    /// state says first; the image only when nothing else is readable. The reading order itself
    /// keeps the image where it is shown, first.
    static func initialFocus(in plan: ContentPlan) -> ContentElement? {
        let order = plan.accessibilityOrder
        return order.first { $0 != .image } ?? order.first
    }
}
