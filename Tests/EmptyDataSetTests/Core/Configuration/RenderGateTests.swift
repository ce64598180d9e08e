import XCTest
@testable import EmptyDataSet

final class RenderGateTests: XCTestCase {
    func testTheFirstDescriptionRenders() {
        var gate = RenderGate<String>()
        XCTAssertTrue(gate.shouldRender("No Results", isRetrying: false, force: false))
    }

    func testAnEqualDescriptionChangesNothing() {
        var gate = RenderGate<String>()
        _ = gate.shouldRender("No Results", isRetrying: false, force: false)
        XCTAssertFalse(gate.shouldRender("No Results", isRetrying: false, force: false))
        XCTAssertFalse(gate.shouldRender("No Results", isRetrying: false, force: false), "however often")
    }

    func testAChangedDescriptionOrRetryStateRenders() {
        var gate = RenderGate<String>()
        _ = gate.shouldRender("Offline", isRetrying: false, force: false)
        XCTAssertTrue(gate.shouldRender("Offline", isRetrying: true, force: false), "the button shows its indicator")
        XCTAssertTrue(gate.shouldRender("Timed Out", isRetrying: true, force: false))
        XCTAssertFalse(gate.shouldRender("Timed Out", isRetrying: true, force: false))
    }

    func testForceAndInvalidateRenderAnEqualDescription() {
        var gate = RenderGate<String>()
        _ = gate.shouldRender("Loading", isRetrying: false, force: false)
        XCTAssertTrue(gate.shouldRender("Loading", isRetrying: false, force: true), "an appearance or new traits")
        gate.invalidate()
        XCTAssertNil(gate.rendered)
        XCTAssertTrue(gate.shouldRender("Loading", isRetrying: false, force: false), "after something else was shown")
    }

    func testACustomSamenessKeepsTheNewestDescription() {
        var gate = RenderGate<String>()
        let sameIgnoringCase: (String, String) -> Bool = { $0.lowercased() == $1.lowercased() }
        _ = gate.shouldRender("Retry", isRetrying: false, force: false, same: sameIgnoringCase)
        XCTAssertFalse(gate.shouldRender("RETRY", isRetrying: false, force: false, same: sameIgnoringCase))
        XCTAssertEqual(gate.rendered?.description, "RETRY", "the newest is kept (a provider's new retry closure)")
    }
}
