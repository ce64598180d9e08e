import XCTest
@testable import EmptyDataSet

/// The rule that keeps VoiceOver where the user is: no focus move or announcement for a list
/// behind a sheet, hidden, out of its window, or beside the user's split-view column.
final class UserPresentationTests: XCTestCase {
    func testAListOnScreenWithNothingOverItIsWhereTheUserIs() {
        let presentation = UserPresentation()
        XCTAssertNil(presentation.elsewhere)
        XCTAssertTrue(presentation.isUserHere)
        XCTAssertTrue(UserPresentation(focus: .withList).isUserHere)
    }

    func testEachCoveringFactSendsTheUserElsewhere() {
        XCTAssertEqual(UserPresentation(isInWindow: false).elsewhere, .notInWindow)
        XCTAssertEqual(UserPresentation(isHiddenAlongAncestors: true).elsewhere, .hidden)
        XCTAssertEqual(UserPresentation(isOutsideWindowBounds: true).elsewhere, .outsideWindow)
        XCTAssertEqual(UserPresentation(isCoveredByPresentation: true).elsewhere, .coveredByPresentation)
        XCTAssertEqual(UserPresentation(isCoveredByModalView: true).elsewhere, .coveredByModalView)
        XCTAssertEqual(UserPresentation(isAnotherWindowKey: true).elsewhere, .anotherWindowIsKey)
        XCTAssertEqual(UserPresentation(focus: .besideList).elsewhere, .focusBesideList)
        XCTAssertFalse(UserPresentation(isCoveredByPresentation: true).isUserHere)
        XCTAssertFalse(UserPresentation(focus: .besideList).isUserHere)
    }

    /// A list the user cannot see is elsewhere even with VoiceOver reported on it.
    func testAnUnseenListIsElsewhereWhateverTheFocus() {
        XCTAssertEqual(UserPresentation(isInWindow: false, focus: .withList).elsewhere, .notInWindow)
        XCTAssertEqual(UserPresentation(isHiddenAlongAncestors: true, focus: .withList).elsewhere, .hidden)
        XCTAssertEqual(UserPresentation(isOutsideWindowBounds: true, focus: .withList).elsewhere, .outsideWindow)
    }

    /// VoiceOver on the list's own screen outweighs the signs that something covers it (a sheet
    /// that leaves the content behind it usable, an overlay window that took key).
    func testFocusOnTheListsScreenOutweighsCovers() {
        let covered = UserPresentation(
            isCoveredByPresentation: true, isCoveredByModalView: true, isAnotherWindowKey: true, focus: .withList)
        XCTAssertNil(covered.elsewhere)
        XCTAssertTrue(covered.isUserHere)
    }

    /// Focus in the other split-view column wins over a list that is otherwise in plain view, and
    /// is named before a cover.
    func testFocusBesideTheListIsNamedBeforeCovers() {
        XCTAssertEqual(UserPresentation(isCoveredByPresentation: true, focus: .besideList).elsewhere, .focusBesideList)
    }

    /// Unknown focus leaves the decision to the covers, in a fixed order.
    func testCoversAreNamedInOrder() {
        XCTAssertEqual(UserPresentation(isInWindow: false, isHiddenAlongAncestors: true).elsewhere, .notInWindow)
        XCTAssertEqual(UserPresentation(isHiddenAlongAncestors: true, isOutsideWindowBounds: true).elsewhere, .hidden)
        XCTAssertEqual(
            UserPresentation(isOutsideWindowBounds: true, isCoveredByPresentation: true).elsewhere, .outsideWindow)
        XCTAssertEqual(
            UserPresentation(isCoveredByPresentation: true, isCoveredByModalView: true, isAnotherWindowKey: true).elsewhere,
            .coveredByPresentation)
        XCTAssertEqual(
            UserPresentation(isCoveredByModalView: true, isAnotherWindowKey: true).elsewhere, .coveredByModalView)
    }
}
