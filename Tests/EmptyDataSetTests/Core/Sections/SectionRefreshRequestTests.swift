import XCTest
@testable import EmptyDataSet

final class SectionRefreshRequestTests: XCTestCase {
    func testManyRequestsScheduleOneTurn() {
        var request = SectionRefreshRequest()
        XCTAssertTrue(request.request())
        XCTAssertFalse(request.request())
        XCTAssertFalse(request.request())
        XCTAssertTrue(request.isScheduled)
        XCTAssertTrue(request.take())
        XCTAssertFalse(request.isScheduled)
        XCTAssertFalse(request.take())
        XCTAssertTrue(request.request(), "a request after the turn schedules the next one")
    }

    func testTakeWithoutRequestDoesNothing() {
        var request = SectionRefreshRequest()
        XCTAssertFalse(request.take())
        XCTAssertTrue(request.request())
    }

    func testTheRefreshsOwnRequeryAsksForNoRefresh() {
        var request = SectionRefreshRequest()
        request.beginRequery()
        XCTAssertTrue(request.isRequeryingHeights)
        XCTAssertFalse(request.request(), "the re-query's own hooked call must not schedule the next refresh")
        XCTAssertFalse(request.take())
        request.endRequery()
        XCTAssertFalse(request.isRequeryingHeights)
        XCTAssertTrue(request.request())
    }
}
