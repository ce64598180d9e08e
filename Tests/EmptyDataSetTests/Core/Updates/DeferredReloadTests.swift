import XCTest
@testable import EmptyDataSet

final class DeferredReloadTests: XCTestCase {
    func testStartsWithNothingPending() {
        var deferred = DeferredReload()
        XCTAssertNil(deferred.pending)
        XCTAssertNil(deferred.take())
    }

    func testFirstRequestSchedulesOneTurnAndLaterOnesAreCoalesced() {
        var deferred = DeferredReload()
        XCTAssertTrue(deferred.request(.decision))
        XCTAssertFalse(deferred.request(.decision))
        XCTAssertFalse(deferred.request(.decision))
        XCTAssertEqual(deferred.take(), .decision)
    }

    func testReloadUpgradesAPendingDecisionWithoutAnotherTurn() {
        var deferred = DeferredReload()
        XCTAssertTrue(deferred.request(.decision))
        XCTAssertFalse(deferred.request(.reload))
        XCTAssertEqual(deferred.pending, .reload)
    }

    func testDecisionDoesNotDowngradeAPendingReload() {
        var deferred = DeferredReload()
        XCTAssertTrue(deferred.request(.reload))
        XCTAssertFalse(deferred.request(.decision))
        XCTAssertEqual(deferred.take(), .reload)
    }

    func testTakingClearsSoTheNextRequestSchedulesAgain() {
        var deferred = DeferredReload()
        _ = deferred.request(.reload)
        XCTAssertEqual(deferred.take(), .reload)
        XCTAssertNil(deferred.pending)
        XCTAssertNil(deferred.take(), "a second take finds nothing")
        XCTAssertTrue(deferred.request(.decision))
    }

    func testLayoutRetryIsCoveredByAnyLargerRequest() {
        var deferred = DeferredReload()
        XCTAssertTrue(deferred.request(.layout))
        XCTAssertFalse(deferred.request(.decision))
        XCTAssertEqual(deferred.pending, .decision)
        XCTAssertFalse(deferred.request(.layout), "a layout never downgrades")
        XCTAssertEqual(deferred.take(), .decision)
    }

    func testWorkIsOrderedNestingCheckLayoutDecisionReload() {
        XCTAssertLessThan(DeferredReload.Work.nestingCheck, .layout)
        XCTAssertLessThan(DeferredReload.Work.layout, .decision)
        XCTAssertLessThan(DeferredReload.Work.decision, .reload)
    }

    func testANestingCheckIsCoveredByEverythingAndCoversNothing() {
        var deferred = DeferredReload()
        XCTAssertTrue(deferred.request(.nestingCheck))
        XCTAssertFalse(deferred.request(.nestingCheck))
        XCTAssertFalse(deferred.request(.layout))
        XCTAssertEqual(deferred.take(), .layout)
        XCTAssertTrue(deferred.request(.reload))
        XCTAssertFalse(deferred.request(.nestingCheck), "never downgrades")
        XCTAssertEqual(deferred.take(), .reload)
    }
}
