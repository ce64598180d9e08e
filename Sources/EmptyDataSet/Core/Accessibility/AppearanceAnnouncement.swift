// What VoiceOver is told when the empty state appears.

/// The VoiceOver notification posted when the empty state appears.
///
/// Normally VoiceOver moves to the first readable element (the title), so the user hears that the
/// list is empty. Nothing at all when the list is not in the presentation the user is in
/// (``UserPresentation``: behind a sheet, in the other column of a split view), nor when the empty
/// state appears with its screen (``ScreenPresence``): UIKit's screen change already moves
/// VoiceOver through the new screen, and its focus wins. And when VoiceOver is on a text input —
/// typically a search field whose results just became empty — moving focus would pull the user
/// out of the field mid-typing: the title is announced instead and focus stays.
enum AppearanceAnnouncement: Equatable, Sendable {
    /// Post nothing.
    case none
    /// Post a layout change that moves VoiceOver to the first readable element.
    case moveFocus
    /// Post an announcement of this text; VoiceOver focus stays where it is.
    case announce(String)

    /// The notification for an empty state that just appeared.
    ///
    /// - Parameters:
    ///   - isVoiceOverRunning: Whether VoiceOver is on.
    ///   - isOnScreen: Whether the empty state is in a window (focus moved to a view that is not
    ///     showing would be stranded).
    ///   - isUserHere: Whether the list is in the presentation the user is in (``UserPresentation``).
    ///   - appearsWithScreen: Whether it appeared together with its screen (``ScreenPresence``).
    ///   - hasReadableElement: Whether the empty state has an element VoiceOver reads.
    ///   - isFocusInTextInput: Whether VoiceOver is on a text input.
    ///   - spokenText: What to announce instead of moving focus (the title, else the description);
    ///     `nil` or blank means there is nothing worth interrupting the user for.
    static func make(
        isVoiceOverRunning: Bool, isOnScreen: Bool, isUserHere: Bool, appearsWithScreen: Bool, hasReadableElement: Bool,
        isFocusInTextInput: Bool, spokenText: String?
    ) -> AppearanceAnnouncement {
        guard isVoiceOverRunning, isOnScreen, isUserHere, !appearsWithScreen, hasReadableElement else { return .none }
        guard isFocusInTextInput else { return .moveFocus }
        guard let text = spokenText, !text.allSatisfy(\.isWhitespace) else { return .none }
        return .announce(text)
    }

    /// Whether to post a layout change when the empty state disappears: VoiceOver may have been on
    /// one of its elements, which no longer exist, and must be told to find its place again.
    /// - Parameters:
    ///   - isVoiceOverRunning: Whether VoiceOver is on.
    ///   - wasOnScreen: Whether the empty state was in a window and shown when it disappeared.
    static func postsLayoutChangeOnDisappearance(isVoiceOverRunning: Bool, wasOnScreen: Bool) -> Bool {
        isVoiceOverRunning && wasOnScreen
    }
}
