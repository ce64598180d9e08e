// Whether the user is typing, for VoiceOver.

/// Whether a text input the user is on is one they are typing in. A user typing (a search field)
/// keeps VoiceOver's focus and hears an appearing empty state queued after the echo of their
/// typing; a user reading is not typing, whatever the view conforms to: a read-only `UITextView`
/// adopts `UITextInput` (for selection) and may even become first responder, yet nothing is typed
/// there. So only an input the user can edit counts, and only while the keyboard types into it
/// (it is first responder) or when it is the search field the list follows (whose text the empty
/// state shows).
///
/// The UIKit layer reads the facts; this type only decides, so that every case is tested without
/// a view.
enum TextEntry {
    /// Whether the user is typing in a text input.
    /// - Parameters:
    ///   - isEditable: Whether the input takes typing: an editable `UITextView`, an enabled
    ///     `UITextField` (a `UISearchTextField` included). `false` for any other view, a read-only
    ///     text view and a disabled field.
    ///   - isFirstResponder: Whether it is first responder (the keyboard types into it).
    ///   - isFollowedSearchField: Whether it is the search field whose text the list's empty
    ///     state follows.
    /// - Returns: `true` only for an editable input that is first responder or the followed search
    ///   field.
    static func isTyping(isEditable: Bool, isFirstResponder: Bool, isFollowedSearchField: Bool) -> Bool {
        guard isEditable else { return false }
        return isFirstResponder || isFollowedSearchField
    }
}
