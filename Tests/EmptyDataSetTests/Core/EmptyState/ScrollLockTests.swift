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
        let lock = ScrollLock()
        XCTAssertNil(lock.savedValue)
        XCTAssertNil(lock.appliedValue)
    }

    func testFirstEngageAppliesAllowsScrollAndSavesTheAppValue() {
        var lock = ScrollLock()
        XCTAssertEqual(lock.engage(current: true, allowsScroll: false), false)
        XCTAssertEqual(lock.savedValue, true)
        XCTAssertEqual(lock.appliedValue, false)
    }

    func testEngageAppliesNothingWhenTheValueIsAlreadyRight() {
        var lock = ScrollLock()
        XCTAssertNil(lock.engage(current: true, allowsScroll: true))
        XCTAssertEqual(lock.savedValue, true)
    }

    func testRepeatedReloadsKeepTheFirstSavedValueAndFollowTheDelegate() {
        var lock = ScrollLock()
        XCTAssertEqual(lock.engage(current: false, allowsScroll: true), true)
        XCTAssertNil(lock.engage(current: true, allowsScroll: true), "unchanged: nothing to write")
        XCTAssertEqual(lock.engage(current: true, allowsScroll: false), false, "delegate changed its answer")
        XCTAssertEqual(lock.savedValue, false)
    }

    func testAppChangeWhileVisibleIsLeftAloneUntilHidden() {
        var lock = ScrollLock()
        XCTAssertEqual(lock.engage(current: true, allowsScroll: false), false)
        // The app turns scrolling back on while the empty state shows.
        XCTAssertNil(lock.engage(current: true, allowsScroll: false), "the app's value wins")
        XCTAssertNil(lock.release(current: true), "nothing restored over the app's newer value")
    }

    func testReleaseRestoresTheSavedValueThenForgetsIt() {
        var lock = ScrollLock()
        _ = lock.engage(current: false, allowsScroll: true)
        XCTAssertEqual(lock.release(current: true), false, "app had scrolling off before: it gets it back")
        XCTAssertNil(lock.savedValue)
        XCTAssertNil(lock.release(current: true))
    }

    func testReleaseWithoutEngageReturnsNil() {
        var lock = ScrollLock()
        XCTAssertNil(lock.release(current: false))
    }

    func testEngageAfterReleaseSavesTheNewValue() {
        var lock = ScrollLock()
        _ = lock.engage(current: true, allowsScroll: false)
        XCTAssertEqual(lock.release(current: false), true)
        _ = lock.engage(current: false, allowsScroll: true)
        XCTAssertEqual(lock.release(current: true), false)
    }

    func testAppTurningScrollingOnWhileVisibleKeepsItWhenTheLockAppliedNothing() {
        // The app had scrolling off and the empty state also disallows it, so nothing was applied.
        // The app then turns scrolling on: hiding must not put back the old `false`.
        var lock = ScrollLock()
        XCTAssertNil(lock.engage(current: false, allowsScroll: false))
        XCTAssertNil(lock.release(current: true))
    }

    func testReleaseLeavesAnUnchangedValueAlone() {
        var lock = ScrollLock()
        XCTAssertNil(lock.engage(current: true, allowsScroll: true))
        XCTAssertNil(lock.release(current: true), "nothing to restore: the value never changed")
    }
}
