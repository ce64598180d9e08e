// Whether the user is typing, for VoiceOver.

/// Whether a text input the user is on is one they are typing in. A user typing (a search field,
/// a form field in a web view, an app's own editor) keeps VoiceOver's focus and hears an appearing
/// empty state queued after the echo of their typing; a user reading is not typing: a read-only
/// `UITextView` adopts `UITextInput` (for selection) and may even become first responder, yet
/// nothing is typed there. So only an input that takes the keyboard's keys counts
/// (``takesTyping(_:)``), and only while the keyboard types into it (it is first responder) or
/// when it is the search field the list follows (whose text the empty state shows).
///
/// The UIKit layer reads the facts; this type only decides, so that every case is tested without
/// a view.
enum TextEntry {
    /// What a view is, as far as the keyboard goes. Checked in this order: a `UITextField` or a
    /// `UITextView` adopts `UIKeyInput` too, and is judged by its own state.
    enum Input: Equatable {
        /// A `UITextField` (a `UISearchTextField` included), enabled or not.
        case textField(isEnabled: Bool)
        /// A `UITextView`, editable or not (tvOS text views are never edited in place).
        case textView(isEditable: Bool)
        /// Any other view adopting `UIKeyInput` (`UITextInput` included): WebKit's content view
        /// of a `WKWebView`, first responder while a form field is edited, or an app's own editor.
        case keyInput
        /// A view that takes no keys.
        case other
    }

    /// Whether `input` takes typing: an enabled text field, an editable text view, any other
    /// `UIKeyInput`. A disabled field, a read-only text view and a view that takes no keys do not.
    /// Nothing public tells whether WebKit's content view is editing a form field or is first
    /// responder for a selection in a page being read, so it counts: the user then hears the
    /// empty state announced instead of having focus moved, the lesser harm than focus pulled
    /// away from a field they type in.
    static func takesTyping(_ input: Input) -> Bool {
        switch input {
        case .textField(let isEnabled): isEnabled
        case .textView(let isEditable): isEditable
        case .keyInput: true
        case .other: false
        }
    }

    /// Whether the user is typing in a text input.
    /// - Parameters:
    ///   - isEditable: Whether the input takes typing (``takesTyping(_:)``).
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
