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

    // MARK: - Placing the focus

    private typealias Container = UserPresentation.Focus.Container
    private let splitHoldingFocus = Container(isExpandedSplitView: true, holdsFocusInAnotherChild: true)
    private let collapsedSplitHoldingFocus = Container(isExpandedSplitView: false, holdsFocusInAnotherChild: true)
    private let splitWithoutFocus = Container(isExpandedSplitView: true, holdsFocusInAnotherChild: false)
    private let containerHoldingFocus = Container(isExpandedSplitView: false, holdsFocusInAnotherChild: true)
    private let containerWithoutFocus = Container(isExpandedSplitView: false, holdsFocusInAnotherChild: false)

    private func place(onListScreen: Bool = false, typing: Bool = false, _ containers: [Container])
        -> UserPresentation.Focus
    {
        .place(isOnListScreen: onListScreen, isTyping: typing, containers: containers)
    }

    func testFocusOnTheListsScreenIsWithTheList() {
        XCTAssertEqual(place(onListScreen: true, []), .withList)
        XCTAssertEqual(place(onListScreen: true, [splitHoldingFocus]), .withList)
        XCTAssertEqual(place(onListScreen: true, typing: true, [splitHoldingFocus]), .withList)
    }

    /// Only the other column of an expanded split view is beside the list.
    func testTheOtherColumnOfAnExpandedSplitViewIsBesideTheList() {
        XCTAssertEqual(place([splitHoldingFocus]), .besideList)
        XCTAssertEqual(place([containerWithoutFocus, splitHoldingFocus]), .besideList, "a column holding a container")
        XCTAssertEqual(UserPresentation(focus: place([splitHoldingFocus])).elsewhere, .focusBesideList)
    }

    /// A filter bar above the list, a search field in a sibling child, a collapsed split view's
    /// other column: part of the list's screen, so the list is heard.
    func testAnotherChildOfAnyOtherContainerIsWithTheList() {
        XCTAssertEqual(place([containerHoldingFocus]), .withList)
        XCTAssertEqual(place([collapsedSplitHoldingFocus]), .withList)
        XCTAssertEqual(place([containerHoldingFocus, splitWithoutFocus]), .withList)
        XCTAssertTrue(UserPresentation(focus: place([containerHoldingFocus])).isUserHere)
    }

    /// The innermost container holding the focus decides: a filter bar beside the list inside a
    /// split view's column is with the list, even when the split view is expanded.
    func testTheInnermostContainerHoldingTheFocusDecides() {
        XCTAssertEqual(place([containerHoldingFocus, splitHoldingFocus]), .withList)
        XCTAssertEqual(place([splitHoldingFocus, containerHoldingFocus]), .besideList)
    }

    /// Typing is checked before the beside verdict: the user typing in the other column (a
    /// sidebar's search field) is not beside the list, and the other rules decide.
    func testTypingIsNeverBesideTheList() {
        XCTAssertEqual(place(typing: true, [splitHoldingFocus]), .unknown)
        XCTAssertEqual(place(typing: true, [containerHoldingFocus]), .unknown)
        XCTAssertTrue(UserPresentation(focus: place(typing: true, [splitHoldingFocus])).isUserHere)
    }

    /// A text input the user is not typing in (a read-only text view in the other column, read
    /// by VoiceOver) is an element like any other: beside the list in an expanded split view.
    func testReadingATextInputBesideTheListIsBesideIt() {
        let reading = TextEntry.isTyping(isEditable: false, isFirstResponder: true, isFollowedSearchField: false)
        XCTAssertEqual(place(typing: reading, [splitHoldingFocus]), .besideList)
        XCTAssertEqual(UserPresentation(focus: place(typing: reading, [splitHoldingFocus])).elsewhere, .focusBesideList)
    }

    func testFocusNowhereKnownIsUnknown() {
        XCTAssertEqual(place([]), .unknown)
        XCTAssertEqual(place([containerWithoutFocus, splitWithoutFocus]), .unknown)
    }
}

