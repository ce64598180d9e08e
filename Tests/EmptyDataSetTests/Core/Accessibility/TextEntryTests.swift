import XCTest
@testable import EmptyDataSet

/// Typing, not reading: only an editable input that takes the keyboard's keys (first responder)
/// or is the search field the list follows counts as the user typing.
final class TextEntryTests: XCTestCase {
    /// Fields and text views are judged by their own state: enabled, editable.
    func testAFieldOrTextViewTakesTypingOnlyWhenEnabledOrEditable() {
        XCTAssertTrue(TextEntry.takesTyping(.textField(isEnabled: true)))
        XCTAssertFalse(TextEntry.takesTyping(.textField(isEnabled: false)), "a disabled field")
        XCTAssertTrue(TextEntry.takesTyping(.textView(isEditable: true)))
        XCTAssertFalse(TextEntry.takesTyping(.textView(isEditable: false)), "a read-only text view is read")
    }

    /// Any other key input — WebKit's content view while a web form field is edited, an app's own
    /// `UITextInput` or `UIKeyInput` editor — takes typing; a view that takes no keys does not.
    func testAnyOtherKeyInputTakesTyping() {
        XCTAssertTrue(TextEntry.takesTyping(.keyInput))
        XCTAssertFalse(TextEntry.takesTyping(.other))
    }

    /// The two rules together: a first-responder key input is typing, a first-responder read-only
    /// text view or disabled field is not, and a view that takes no keys never is.
    func testAFirstResponderKeyInputIsTypingAndAReadOnlyOneIsNot() {
        func typing(_ input: TextEntry.Input) -> Bool {
            TextEntry.isTyping(isEditable: TextEntry.takesTyping(input), isFirstResponder: true, isFollowedSearchField: false)
        }
        XCTAssertTrue(typing(.keyInput), "a web form field or a custom editor being typed in")
        XCTAssertTrue(typing(.textField(isEnabled: true)))
        XCTAssertTrue(typing(.textView(isEditable: true)))
        XCTAssertFalse(typing(.textView(isEditable: false)), "a selection in a read-only text view")
        XCTAssertFalse(typing(.textField(isEnabled: false)))
        XCTAssertFalse(typing(.other))
    }

    func testAnEditableFirstResponderIsTyping() {
        XCTAssertTrue(TextEntry.isTyping(isEditable: true, isFirstResponder: true, isFollowedSearchField: false))
    }

    /// VoiceOver on the followed search field: the user searches, even before the keyboard shows.
    func testTheFollowedSearchFieldIsTyping() {
        XCTAssertTrue(TextEntry.isTyping(isEditable: true, isFirstResponder: false, isFollowedSearchField: true))
        XCTAssertTrue(TextEntry.isTyping(isEditable: true, isFirstResponder: true, isFollowedSearchField: true))
    }

    /// A read-only text view (or a disabled field) is read, not typed in — even as first
    /// responder (a selectable text view becomes one for its selection) or inside the followed bar.
    func testAnInputThatTakesNoTypingIsNeverTyping() {
        XCTAssertFalse(TextEntry.isTyping(isEditable: false, isFirstResponder: true, isFollowedSearchField: false))
        XCTAssertFalse(TextEntry.isTyping(isEditable: false, isFirstResponder: false, isFollowedSearchField: true))
        XCTAssertFalse(TextEntry.isTyping(isEditable: false, isFirstResponder: true, isFollowedSearchField: true))
        XCTAssertFalse(TextEntry.isTyping(isEditable: false, isFirstResponder: false, isFollowedSearchField: false))
    }

    /// An editable input VoiceOver merely passes over (a field in the other column that is not
    /// being edited) is not typing.
    func testAnEditableInputNotBeingEditedIsNotTyping() {
        XCTAssertFalse(TextEntry.isTyping(isEditable: true, isFirstResponder: false, isFollowedSearchField: false))
    }
}
