import XCTest
@testable import EmptyDataSet

final class AppearanceAnnouncementTests: XCTestCase {
    private func announcement(
        voiceOver: Bool = true, onScreen: Bool = true, readable: Bool = true,
        inTextInput: Bool = false, text: String? = "No results"
    ) -> AppearanceAnnouncement {
        AppearanceAnnouncement.make(
            isVoiceOverRunning: voiceOver, isOnScreen: onScreen, hasReadableElement: readable,
            isFocusInTextInput: inTextInput, spokenText: text)
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
}
