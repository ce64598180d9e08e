// What VoiceOver is told when the empty state appears.

/// The VoiceOver notification posted when the empty state appears.
///
/// Normally VoiceOver moves to the first readable element (the title), so the user hears that the
/// list is empty. But when VoiceOver is on a text input — typically a search field whose results
/// just became empty — moving focus would pull the user out of the field mid-typing: the title is
/// announced instead and focus stays.
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
    ///   - hasReadableElement: Whether the empty state has an element VoiceOver reads.
    ///   - isFocusInTextInput: Whether VoiceOver is on a text input.
    ///   - spokenText: What to announce instead of moving focus (the title, else the description);
    ///     `nil` or blank means there is nothing worth interrupting the user for.
    static func make(
        isVoiceOverRunning: Bool, isOnScreen: Bool, hasReadableElement: Bool,
        isFocusInTextInput: Bool, spokenText: String?
    ) -> AppearanceAnnouncement {
        guard isVoiceOverRunning, isOnScreen, hasReadableElement else { return .none }
        guard isFocusInTextInput else { return .moveFocus }
        guard let text = spokenText, !text.allSatisfy(\.isWhitespace) else { return .none }
        return .announce(text)
    }
}
