import XCTest
@testable import EmptyDataSet

/// Typing, not reading: only an editable input that takes the keyboard's keys (first responder)
/// or is the search field the list follows counts as the user typing.
final class TextEntryTests: XCTestCase {
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
