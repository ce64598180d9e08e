import XCTest
@testable import EmptyDataSet

final class VisibilityStateTests: XCTestCase {
    /// Feeds the decisions in order and returns every callback sent, before-callback first.
    private func callbacks(for decisions: [Bool]) -> [VisibilityCallback] {
        var state = VisibilityState()
        var sent: [VisibilityCallback] = []
        for shouldShow in decisions {
            let transition = state.resolve(shouldShow: shouldShow)
            if let before = transition.callbackBefore { sent.append(before) }
            if let after = transition.callbackAfter { sent.append(after) }
        }
        return sent
    }

    func testStartsHidden() {
        XCTAssertFalse(VisibilityState().isVisible)
    }

    func testHiddenToShownAppearsWithWillThenDidAppear() {
        var state = VisibilityState()
        let transition = state.resolve(shouldShow: true)
        XCTAssertEqual(transition, .appear)
        XCTAssertEqual(transition.callbackBefore, .willAppear)
        XCTAssertEqual(transition.callbackAfter, .didAppear)
        XCTAssertTrue(state.isVisible)
    }

    func testShownToShownUpdatesWithoutCallbacks() {
        var state = VisibilityState()
        _ = state.resolve(shouldShow: true)
        let transition = state.resolve(shouldShow: true)
        XCTAssertEqual(transition, .update)
        XCTAssertNil(transition.callbackBefore)
        XCTAssertNil(transition.callbackAfter)
        XCTAssertTrue(state.isVisible)
    }

    func testShownToHiddenDisappearsWithWillThenDidDisappear() {
        var state = VisibilityState()
        _ = state.resolve(shouldShow: true)
        let transition = state.resolve(shouldShow: false)
        XCTAssertEqual(transition, .disappear)
        XCTAssertEqual(transition.callbackBefore, .willDisappear)
        XCTAssertEqual(transition.callbackAfter, .didDisappear)
        XCTAssertFalse(state.isVisible)
    }

    func testHiddenToHiddenDoesNothing() {
        var state = VisibilityState()
        let transition = state.resolve(shouldShow: false)
        XCTAssertEqual(transition, .none)
        XCTAssertNil(transition.callbackBefore)
        XCTAssertNil(transition.callbackAfter)
        XCTAssertFalse(state.isVisible)
    }

    func testRepeatedReloadsInSameStateSendNoCallbacks() {
        var shown = VisibilityState()
        _ = shown.resolve(shouldShow: true)
        for _ in 0..<3 { XCTAssertEqual(shown.resolve(shouldShow: true), .update) }

        var hidden = VisibilityState()
        for _ in 0..<3 { XCTAssertEqual(hidden.resolve(shouldShow: false), .none) }

        XCTAssertEqual(callbacks(for: [true, true, true]), [.willAppear, .didAppear])
        XCTAssertEqual(callbacks(for: [false, false, false]), [])
    }

    func testSequenceSendsOneCallbackPairPerChangeOfState() {
        XCTAssertEqual(
            callbacks(for: [false, true, true, false, false]),
            [.willAppear, .didAppear, .willDisappear, .didDisappear])
    }

    func testCanAppearAgainAfterDisappearing() {
        XCTAssertEqual(
            callbacks(for: [true, false, true]),
            [.willAppear, .didAppear, .willDisappear, .didDisappear, .willAppear, .didAppear])
    }
}
