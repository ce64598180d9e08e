import XCTest
@testable import EmptyDataSet

final class ScrollLockTests: XCTestCase {
    func testDefaultDisallowsScrollWithoutRefreshControl() {
        XCTAssertFalse(ScrollLock.allowsScroll(delegateAnswer: nil, hasRefreshControl: false))
    }

    func testDefaultAllowsScrollWithRefreshControlSoPullToRefreshWorks() {
        XCTAssertTrue(ScrollLock.allowsScroll(delegateAnswer: nil, hasRefreshControl: true))
    }

    func testDelegateAnswerWinsOverRefreshControlDefault() {
        XCTAssertFalse(ScrollLock.allowsScroll(delegateAnswer: false, hasRefreshControl: true))
        XCTAssertTrue(ScrollLock.allowsScroll(delegateAnswer: true, hasRefreshControl: false))
        XCTAssertTrue(ScrollLock.allowsScroll(delegateAnswer: true, hasRefreshControl: true))
        XCTAssertFalse(ScrollLock.allowsScroll(delegateAnswer: false, hasRefreshControl: false))
    }

    func testStartsWithNothingSaved() {
        XCTAssertNil(ScrollLock().savedValue)
    }

    func testEngageReturnsAllowsScrollNotCurrentValue() {
        var lock = ScrollLock()
        XCTAssertFalse(lock.engage(current: true, allowsScroll: false))
        XCTAssertTrue(lock.engage(current: false, allowsScroll: true))
    }

    func testEngageSavesOnlyTheFirstValue() {
        var lock = ScrollLock()
        _ = lock.engage(current: false, allowsScroll: true)
        // Later reloads see the value the lock applied (true), not the app's own.
        _ = lock.engage(current: true, allowsScroll: true)
        _ = lock.engage(current: true, allowsScroll: false)
        XCTAssertEqual(lock.savedValue, false)
    }

    func testReleaseReturnsSavedValueThenNil() {
        var lock = ScrollLock()
        _ = lock.engage(current: false, allowsScroll: true)
        XCTAssertEqual(lock.release(), false)
        XCTAssertNil(lock.savedValue)
        XCTAssertNil(lock.release())
    }

    func testReleaseWithoutEngageReturnsNil() {
        var lock = ScrollLock()
        XCTAssertNil(lock.release())
    }

    func testEngageAfterReleaseSavesTheNewValue() {
        var lock = ScrollLock()
        _ = lock.engage(current: true, allowsScroll: false)
        XCTAssertEqual(lock.release(), true)
        _ = lock.engage(current: false, allowsScroll: true)
        XCTAssertEqual(lock.release(), false)
    }
}
