import XCTest
@testable import EmptyDataSet

final class SearchTextTrackingTests: XCTestCase {
    func testATypedCharacterAsksAgain() {
        var tracking = SearchTextTracking()
        tracking.provide("Ky")
        XCTAssertTrue(tracking.needsUpdate(for: "Kyo"))
        XCTAssertTrue(tracking.needsUpdate(for: "K"), "deleting too")
    }

    func testTheSameTextAsksNothing() {
        var tracking = SearchTextTracking()
        tracking.provide("Kyoto")
        XCTAssertFalse(tracking.needsUpdate(for: "Kyoto"))
    }

    func testEmptyAndMissingTextAreTheSame() {
        var tracking = SearchTextTracking()
        XCTAssertFalse(tracking.needsUpdate(for: ""))
        XCTAssertFalse(tracking.needsUpdate(for: nil))
        tracking.provide("")
        XCTAssertFalse(tracking.needsUpdate(for: nil))
        XCTAssertTrue(tracking.needsUpdate(for: "a"))
    }
}
