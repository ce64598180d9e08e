import Foundation

// The pressed look of the empty state's button.

/// How the empty state's button shows that it is pressed.
///
/// The button draws the source's content as given (DZNEmptyDataSet's per-state titles and
/// images), so a source that supplies content for the highlighted state gets exactly that. One
/// that does not would otherwise get no feedback at all: then the button dims while pressed, as
/// UIKit's system buttons do.
enum ButtonFeedback {
    /// The button's alpha while pressed and dimmed.
    static let pressedAlpha: CGFloat = 0.4

    /// The button's alpha.
    /// - Parameters:
    ///   - isHighlighted: Whether the button is pressed.
    ///   - hasHighlightedContent: Whether the source gave a title, image or background image for
    ///     the highlighted state.
    static func alpha(isHighlighted: Bool, hasHighlightedContent: Bool) -> CGFloat {
        isHighlighted && !hasHighlightedContent ? pressedAlpha : 1
    }
}
