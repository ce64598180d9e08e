import XCTest
@testable import EmptyDataSet

final class ScreenPresenceTests: XCTestCase {
    private let window = ObjectIdentifier(NSObject.self)
    private let otherWindow = ObjectIdentifier(NSString.self)

    func testNotInAWindowAppearsWithTheScreen() {
        XCTAssertTrue(ScreenPresence().appearsWithScreen(at: 100))
        var presence = ScreenPresence()
        presence.observe(window: nil, at: 100)
        XCTAssertTrue(presence.appearsWithScreen(at: 500))
    }

    func testAppearanceSoonAfterEnteringAWindowIsTheScreens() {
        var presence = ScreenPresence()
        presence.observe(window: window, at: 100)
        XCTAssertTrue(presence.appearsWithScreen(at: 100.5))
    }

    func testAppearanceLaterIsNews() {
        var presence = ScreenPresence()
        presence.observe(window: window, at: 100)
        presence.observe(window: window, at: 103)  // seen again: still the same arrival
        XCTAssertFalse(presence.appearsWithScreen(at: 100 + ScreenPresence.settlingTime))
        XCTAssertFalse(presence.appearsWithScreen(at: 103.1))
    }

    func testMovingToAnotherWindowStartsAgain() {
        var presence = ScreenPresence()
        presence.observe(window: window, at: 100)
        presence.observe(window: otherWindow, at: 200)
        XCTAssertTrue(presence.appearsWithScreen(at: 200.2))
        presence.observe(window: nil, at: 300)
        presence.observe(window: window, at: 400)
        XCTAssertTrue(presence.appearsWithScreen(at: 400.2), "leaving and coming back is a new arrival")
    }
}
