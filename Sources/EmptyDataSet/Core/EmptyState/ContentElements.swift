/// The standard elements of an empty state, in their visual (top-to-bottom) order.
enum ContentElement: Equatable, Sendable, CaseIterable {
    case activityIndicator, image, title, description, button, secondaryButton
}

/// What a reload found to show, reduced to the decisions that need no view: which elements are
/// present, in which order VoiceOver reads them, and where focus goes on appearance.
struct ContentPlan: Equatable, Sendable {
    /// Whether an activity indicator shows (the loading preset).
    var hasActivityIndicator = false
    /// Whether the source returned an image.
    var hasImage = false
    /// Whether the image carries an accessibility label (otherwise it is decorative).
    var isImageLabeled = false
    /// Whether the title is non-empty.
    var hasTitle = false
    /// Whether the description is non-empty.
    var hasDescription = false
    /// Whether the button has a non-empty title or an image for the normal state.
    var hasButton = false
    /// Whether a second button shows (configurations only).
    var hasSecondaryButton = false
    /// Whether the source returned a custom view, which replaces every standard element.
    var hasCustomView = false

    /// The standard elements shown, top to bottom. Absent elements take no space; with a custom
    /// view, none is shown.
    var visibleElements: [ContentElement] {
        guard !hasCustomView else { return [] }
        return ContentElement.allCases.filter { isPresent($0) }
    }

    /// The elements VoiceOver reaches, in reading order: the activity indicator when no text says
    /// what is happening, a labeled image, then title, description and the buttons. An unlabeled
    /// image is decorative and skipped, and so is an indicator next to text ("Loading…" says it).
    var accessibilityOrder: [ContentElement] {
        visibleElements.filter { element in
            switch element {
            case .image: isImageLabeled
            case .activityIndicator: !hasTitle && !hasDescription
            default: true
            }
        }
    }

    /// The standard element VoiceOver focuses when the empty state appears (the first one it
    /// reads), or `nil` when none is readable. (A custom view is focused as a whole by the UIKit
    /// layer.)
    var initialAccessibilityFocus: ContentElement? {
        accessibilityOrder.first
    }

    private func isPresent(_ element: ContentElement) -> Bool {
        switch element {
        case .activityIndicator: hasActivityIndicator
        case .image: hasImage
        case .title: hasTitle
        case .description: hasDescription
        case .button: hasButton
        case .secondaryButton: hasSecondaryButton
        }
    }
}
