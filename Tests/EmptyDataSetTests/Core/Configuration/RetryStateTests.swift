import XCTest
@testable import EmptyDataSet

final class RetryStateTests: XCTestCase {
    func testStartsIdle() {
        XCTAssertFalse(RetryState().isRetrying)
    }

    func testARunDisablesUntilItFinishes() throws {
        var state = RetryState()
        let run = try XCTUnwrap(state.start())
        XCTAssertTrue(state.isRetrying)
        XCTAssertTrue(state.finish(run))
        XCTAssertFalse(state.isRetrying)
    }

    func testASecondTapWhileRunningIsIgnored() throws {
        var state = RetryState()
        _ = try XCTUnwrap(state.start())
        XCTAssertNil(state.start())
        XCTAssertTrue(state.isRetrying)
    }

    func testAStateChangeFreesTheButtonAndALateFinishChangesNothing() throws {
        var state = RetryState()
        let stale = try XCTUnwrap(state.start())
        state.reset()
        XCTAssertFalse(state.isRetrying, "a retry that never finishes leaves the button usable after a state change")

        let current = try XCTUnwrap(state.start())
        XCTAssertFalse(state.finish(stale), "the old run no longer owns the button")
        XCTAssertTrue(state.isRetrying, "the new run still runs")
        XCTAssertTrue(state.finish(current))
    }

    func testFinishingTwiceIsHarmless() throws {
        var state = RetryState()
        let run = try XCTUnwrap(state.start())
        XCTAssertTrue(state.finish(run))
        XCTAssertFalse(state.finish(run))
        XCTAssertFalse(state.isRetrying)
    }
}
