import XCTest
@testable import EmptyDataSet

/// A plain table's filler rows (and their separator lines) while the empty state shows.
final class FillerRowLockTests: XCTestCase {
    private let automatic: CGFloat = -1  // UITableView.automaticDimension

    func testAPlainTableDrawsNoFillerRowsWhileTheEmptyStateShows() {
        XCTAssertEqual(FillerRowLock.height(whileShowing: automatic, isPlainStyle: true), 0)
        XCTAssertEqual(FillerRowLock.height(whileShowing: 44, isPlainStyle: true), 0)
    }

    func testOtherStylesKeepTheirOwnValue() {
        XCTAssertEqual(FillerRowLock.height(whileShowing: automatic, isPlainStyle: false), automatic)
        XCTAssertEqual(FillerRowLock.height(whileShowing: 44, isPlainStyle: false), 44)
    }

    func testPlainTableTurnsFillerRowsOffAndGetsItsValueBack() {
        var lock = FillerRowLock()
        XCTAssertEqual(lock.engage(current: automatic, isPlainStyle: true), 0)
        XCTAssertNil(lock.engage(current: 0, isPlainStyle: true), "later passes write nothing")
        XCTAssertEqual(lock.release(current: 0), automatic)
    }

    func testATableWithoutFillerRowsIsNotWritten() {
        var lock = FillerRowLock()
        XCTAssertNil(lock.engage(current: 0, isPlainStyle: true))
        XCTAssertNil(lock.release(current: 0))
    }

    func testAGroupedTableIsNeverWritten() {
        var lock = FillerRowLock()
        XCTAssertNil(lock.engage(current: automatic, isPlainStyle: false))
        XCTAssertNil(lock.engage(current: automatic, isPlainStyle: false))
        XCTAssertNil(lock.release(current: automatic))
    }

    func testTheAppsChangeWhileShowingWins() {
        var lock = FillerRowLock()
        XCTAssertEqual(lock.engage(current: automatic, isPlainStyle: true), 0)
        XCTAssertNil(lock.engage(current: 60, isPlainStyle: true), "the app set 60 meanwhile")
        XCTAssertNil(lock.release(current: 60))
    }

    func testNaNIsGivenBackAsTheAppSetIt() {
        var lock = FillerRowLock()
        XCTAssertEqual(lock.engage(current: .nan, isPlainStyle: true), 0)
        XCTAssertEqual(lock.release(current: 0).map { $0.isNaN }, true)
    }
}
