import XCTest
@testable import EmptyDataSet

final class AppearanceAnnouncementTests: XCTestCase {
    private func announcement(
        voiceOver: Bool = true, onScreen: Bool = true, userHere: Bool = true, withScreen: Bool = false,
        readable: Bool = true, inTextInput: Bool = false, text: String? = "No results"
    ) -> AppearanceAnnouncement {
        AppearanceAnnouncement.make(
            isVoiceOverRunning: voiceOver, isOnScreen: onScreen, isUserHere: userHere, appearsWithScreen: withScreen,
            hasReadableElement: readable, isFocusInTextInput: inTextInput, spokenText: text)
    }

    func testMovesFocusToTheContentWhenVoiceOverIsElsewhere() {
        XCTAssertEqual(announcement(), .moveFocus)
    }

    func testPostsNothingWithoutVoiceOverOffScreenOrWithoutReadableContent() {
        XCTAssertEqual(announcement(voiceOver: false), AppearanceAnnouncement.none)
        XCTAssertEqual(announcement(onScreen: false), AppearanceAnnouncement.none)
        XCTAssertEqual(announcement(readable: false), AppearanceAnnouncement.none)
        XCTAssertEqual(announcement(voiceOver: false, inTextInput: true), AppearanceAnnouncement.none)
    }

    func testAnnouncesInsteadOfMovingFocusOutOfATextInput() {
        XCTAssertEqual(announcement(inTextInput: true), .announce("No results"))
    }

    func testBlankTextInATextInputPostsNothing() {
        XCTAssertEqual(announcement(inTextInput: true, text: nil), AppearanceAnnouncement.none)
        XCTAssertEqual(announcement(inTextInput: true, text: " \n"), AppearanceAnnouncement.none)
    }

    func testAnEmptyStateThatAppearsWithItsScreenLeavesFocusToUIKit() {
        XCTAssertEqual(announcement(withScreen: true), AppearanceAnnouncement.none)
        XCTAssertEqual(announcement(withScreen: true, inTextInput: true), AppearanceAnnouncement.none)
    }

    /// Behind a sheet or in the other column of a split view: neither a focus move nor, from a
    /// text input there, an announcement.
    func testNothingForAListThatIsNotWhereTheUserIs() {
        XCTAssertEqual(announcement(userHere: false), AppearanceAnnouncement.none)
        XCTAssertEqual(announcement(userHere: false, inTextInput: true), AppearanceAnnouncement.none)
    }

    func testDisappearanceTellsVoiceOverOnlyWhenItRunsAndTheViewWasShown() {
        XCTAssertTrue(AppearanceAnnouncement.postsLayoutChangeOnDisappearance(isVoiceOverRunning: true, wasOnScreen: true))
        XCTAssertFalse(AppearanceAnnouncement.postsLayoutChangeOnDisappearance(isVoiceOverRunning: false, wasOnScreen: true))
        XCTAssertFalse(AppearanceAnnouncement.postsLayoutChangeOnDisappearance(isVoiceOverRunning: true, wasOnScreen: false))
    }
}
