import XCTest
@testable import EmptyDataSet

/// When redaction and the placeholder rows cross-dissolve, and for how long.
final class RedactionTransitionTests: XCTestCase {
    func testTheNamedTransitions() {
        XCTAssertEqual(RedactionTransition.none.duration, 0)
        XCTAssertEqual(RedactionTransition.crossDissolve.duration, 0.25)
        XCTAssertEqual(RedactionTransition.crossDissolve(duration: 0.4).duration, 0.4)
        XCTAssertEqual(RedactionTransition.crossDissolve(duration: 0.4), RedactionTransition.crossDissolve(duration: 0.4))
        XCTAssertNotEqual(RedactionTransition.crossDissolve, .none)
    }

    func testDurationsAreClamped() {
        XCTAssertEqual(RedactionTransition.crossDissolve(duration: -1).duration, 0, "negative: none")
        XCTAssertEqual(RedactionTransition.crossDissolve(duration: .nan).duration, 0, "not a number: none")
        XCTAssertEqual(RedactionTransition.crossDissolve(duration: .infinity).duration, 0, "infinite: none, not forever")
        XCTAssertEqual(RedactionTransition.crossDissolve(duration: 1).duration, 1, "the longest kept")
        XCTAssertEqual(RedactionTransition.crossDissolve(duration: 1.5).duration, 1, "longer: the longest")
        XCTAssertEqual(RedactionTransition.crossDissolve(duration: 0).duration, 0)
    }

    func testADissolveRunsOnlyOnScreenWithoutReduceMotionForARealChange() {
        let dissolve = RedactionTransition.crossDissolve
        XCTAssertEqual(dissolve.effectiveDuration(isReduceMotionEnabled: false, isOnScreen: true, changes: true), 0.25)
        XCTAssertEqual(dissolve.effectiveDuration(isReduceMotionEnabled: true, isOnScreen: true, changes: true), 0, "never under Reduce Motion")
        XCTAssertEqual(dissolve.effectiveDuration(isReduceMotionEnabled: false, isOnScreen: false, changes: true), 0, "off screen: at once")
        XCTAssertEqual(dissolve.effectiveDuration(isReduceMotionEnabled: false, isOnScreen: true, changes: false), 0, "nothing to change")
        XCTAssertEqual(dissolve.effectiveDuration(isReduceMotionEnabled: true, isOnScreen: false, changes: false), 0)
        XCTAssertEqual(RedactionTransition.none.effectiveDuration(isReduceMotionEnabled: false, isOnScreen: true, changes: true), 0)
        XCTAssertEqual(
            RedactionTransition.crossDissolve(duration: 0.6).effectiveDuration(isReduceMotionEnabled: false, isOnScreen: true, changes: true),
            0.6, "the app's own length")
    }
}
