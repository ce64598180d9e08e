import XCTest
@testable import EmptyDataSet

/// "Appears with its screen" is judged from the scroll view's arrival in its window: the first
/// sighting after it was seen outside (or in another window), or a first sighting while its screen
/// is still being brought in — not the first sighting of a scroll view that was already there.
final class ScreenPresenceTests: XCTestCase {
    private let window = ObjectIdentifier(NSObject.self)
    private let otherWindow = ObjectIdentifier(NSString.self)

    /// A presence that saw the scroll view outside any window at 0, then in `window` at `time`.
    private func arrived(at time: TimeInterval) -> ScreenPresence {
        var presence = ScreenPresence()
        presence.observe(window: nil, at: 0, isScreenTransitioning: { false })
        presence.observe(window: window, at: time, isScreenTransitioning: { false })
        return presence
    }

    func testNotInAWindowAppearsWithTheScreen() {
        XCTAssertTrue(ScreenPresence().appearsWithScreen(at: 100), "never seen")
        var presence = ScreenPresence()
        presence.observe(window: nil, at: 100, isScreenTransitioning: { false })
        XCTAssertTrue(presence.appearsWithScreen(at: 500))
        presence = arrived(at: 100)
        presence.observe(window: nil, at: 600, isScreenTransitioning: { false })
        XCTAssertTrue(presence.appearsWithScreen(at: 700), "left its window")
    }

    func testAppearanceSoonAfterEnteringAWindowIsTheScreens() {
        let presence = arrived(at: 100)
        XCTAssertTrue(presence.appearsWithScreen(at: 100))
        XCTAssertTrue(presence.appearsWithScreen(at: 100 + ScreenPresence.settlingTime - 0.01))
    }

    func testAppearanceLaterIsNews() {
        var presence = arrived(at: 100)
        presence.observe(window: window, at: 103, isScreenTransitioning: { true })  // seen again: still the same arrival
        XCTAssertFalse(presence.appearsWithScreen(at: 100 + ScreenPresence.settlingTime))
        XCTAssertFalse(presence.appearsWithScreen(at: 103.1))
    }

    func testMovingToAnotherWindowStartsAgain() {
        var presence = arrived(at: 100)
        presence.observe(window: otherWindow, at: 200, isScreenTransitioning: { false })
        XCTAssertTrue(presence.appearsWithScreen(at: 200.2))
        XCTAssertFalse(presence.appearsWithScreen(at: 201.2))
        presence.observe(window: nil, at: 300, isScreenTransitioning: { false })
        presence.observe(window: window, at: 400, isScreenTransitioning: { false })
        XCTAssertTrue(presence.appearsWithScreen(at: 400.2), "leaving and coming back is a new arrival")
    }

    /// A source set minutes after the screen appeared: the controller first sees a scroll view
    /// that is already in its window, with no transition running. Its empty state is news at once.
    func testAScrollViewAlreadyInItsWindowWhenFirstSeenArrivedEarlier() {
        var presence = ScreenPresence()
        presence.observe(window: window, at: 500, isScreenTransitioning: { false })
        XCTAssertFalse(presence.appearsWithScreen(at: 500))
        XCTAssertFalse(presence.appearsWithScreen(at: 500.3))
        presence.observe(window: window, at: 500.5, isScreenTransitioning: { true })
        XCTAssertFalse(presence.appearsWithScreen(at: 500.6), "a later transition is not an arrival in the same window")
    }

    /// A source set while the screen is still being brought in (an animated push or
    /// presentation): the first sighting is the arrival.
    func testAFirstSightingDuringAScreenTransitionIsTheArrival() {
        var presence = ScreenPresence()
        presence.observe(window: window, at: 500, isScreenTransitioning: { true })
        XCTAssertTrue(presence.appearsWithScreen(at: 500.5))
        XCTAssertFalse(presence.appearsWithScreen(at: 500 + ScreenPresence.settlingTime))
    }

    /// The transition is looked up only when it decides: at the first sighting in a window.
    func testTheTransitionIsAskedOnlyAtTheFirstSightingInAWindow() {
        var asked = 0
        var presence = ScreenPresence()
        presence.observe(window: nil, at: 1, isScreenTransitioning: { asked += 1; return true })
        presence.observe(window: window, at: 2, isScreenTransitioning: { asked += 1; return false })
        presence.observe(window: window, at: 3, isScreenTransitioning: { asked += 1; return false })
        XCTAssertEqual(asked, 0)
        XCTAssertTrue(presence.appearsWithScreen(at: 2.5), "seen outside first: arrived at 2, whatever a transition says")

        var direct = ScreenPresence()
        direct.observe(window: window, at: 1, isScreenTransitioning: { asked += 1; return false })
        XCTAssertEqual(asked, 1)
    }

    /// A tab switch away and back, or a push then a pop, as the UIKit layer reports it once the
    /// empty-state view exists: a sighting out of the window at the move away, one in it at the
    /// move back. The return is an arrival however long ago the first one was; the sighting of
    /// the empty-state view's own insertion (same window) changes nothing.
    func testLeavingAndComingBackToTheSameWindowIsANewArrival() {
        var presence = ScreenPresence()
        presence.observe(window: window, at: 10, isScreenTransitioning: { false })  // a source set long after
        presence.observe(window: window, at: 11, isScreenTransitioning: { true })  // the empty view inserted
        XCTAssertFalse(presence.appearsWithScreen(at: 11.5), "precondition: an empty state now is news")
        presence.observe(window: nil, at: 600, isScreenTransitioning: { false })  // moved away
        presence.observe(window: window, at: 900, isScreenTransitioning: { false })  // moved back
        XCTAssertTrue(presence.appearsWithScreen(at: 900.5), "its empty state comes with the screen coming back")
        XCTAssertFalse(presence.appearsWithScreen(at: 900 + ScreenPresence.settlingTime), "and later is news again")
    }

    /// Why every move must be reported: without the sighting out of the window, a return to the
    /// same window is indistinguishable from staying, and is no arrival.
    func testAReturnNotSeenLeavingIsNoArrival() {
        var presence = ScreenPresence()
        presence.observe(window: window, at: 10, isScreenTransitioning: { false })
        presence.observe(window: window, at: 900, isScreenTransitioning: { false })
        XCTAssertFalse(presence.appearsWithScreen(at: 900.5))
    }
}
