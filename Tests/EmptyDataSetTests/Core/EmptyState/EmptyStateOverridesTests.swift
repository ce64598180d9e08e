import XCTest
@testable import EmptyDataSet

/// Scrolling and room to scroll while a tall header and the empty state do not fit together, and
/// how that override shares `isScrollEnabled` with the scroll lock.
final class EmptyStateOverridesTests: XCTestCase {
    func testScrollingTurnsOnWhileOverflowingAndBackWhenNot() {
        var overrides = EmptyStateOverrides()
        XCTAssertEqual(overrides.scrollEnabled(current: false, overflows: true), true)
        XCTAssertNil(overrides.scrollEnabled(current: true, overflows: true))
        XCTAssertEqual(overrides.scrollEnabled(current: true, overflows: false), false, "fits again: the lock's value")
        XCTAssertNil(overrides.scrollEnabled(current: false, overflows: false), "nothing engaged, nothing written")
    }

    func testNoOverflowNeverTouchesScrolling() {
        var overrides = EmptyStateOverrides()
        XCTAssertNil(overrides.scrollEnabled(current: false, overflows: false))
        XCTAssertNil(overrides.release(isScrollEnabled: false, bottomInset: 0, fillerRowHeight: nil).isScrollEnabled)
    }

    /// The order the controller uses: lock engages, override engages; override releases, lock releases.
    func testTheAppsScrollingComesBackThroughBothOverrides() {
        var lock = ScrollLock()
        var overrides = EmptyStateOverrides()
        var isScrollEnabled = true  // the app's value
        if let value = lock.engage(current: isScrollEnabled, allowsScroll: false) { isScrollEnabled = value }
        XCTAssertFalse(isScrollEnabled, "locked by default")
        if let value = overrides.scrollEnabled(current: isScrollEnabled, overflows: true) { isScrollEnabled = value }
        XCTAssertTrue(isScrollEnabled, "a tall header overrides the lock")
        // A later reload: the lock sees a value it did not apply and leaves it.
        XCTAssertNil(lock.engage(current: isScrollEnabled, allowsScroll: false))
        let release = overrides.release(isScrollEnabled: isScrollEnabled, bottomInset: 0, fillerRowHeight: nil)
        if let value = release.isScrollEnabled { isScrollEnabled = value }
        XCTAssertFalse(isScrollEnabled, "the lock's value first")
        if let value = lock.release(current: isScrollEnabled) { isScrollEnabled = value }
        XCTAssertTrue(isScrollEnabled, "then the app's")
    }

    func testRoomToScrollIsAddedToTheAppsInsetAndTakenAwayAgain() {
        var overrides = EmptyStateOverrides()
        XCTAssertEqual(overrides.bottomInset(current: 20, extension: 300), 320)
        XCTAssertEqual(overrides.addedBottomInset(current: 320), 300)
        XCTAssertNil(overrides.bottomInset(current: 320, extension: 300), "unchanged")
        XCTAssertEqual(overrides.bottomInset(current: 320, extension: 100), 120, "from the app's inset, not the last one")
        XCTAssertEqual(overrides.addedBottomInset(current: 120), 100)
        XCTAssertEqual(overrides.bottomInset(current: 120, extension: 0), 20, "no room needed: the app's inset")
        XCTAssertEqual(overrides.addedBottomInset(current: 20), 0)
        XCTAssertNil(overrides.bottomInset(current: 20, extension: 0))
    }

    func testNoRoomNeededEngagesNothing() {
        var overrides = EmptyStateOverrides()
        XCTAssertNil(overrides.bottomInset(current: 0, extension: 0))
        XCTAssertEqual(
            overrides.bottomInset(current: 20, extension: 300), 320,
            "an inset the app set before any room was needed is the app's, and room is added to it")
    }

    func testRoomUnderAPointIsAddedToo() {
        var overrides = EmptyStateOverrides()
        XCTAssertEqual(overrides.bottomInset(current: 20, extension: 0.75), 20.75)
    }

    func testBadRoomCountsAsNone() {
        var overrides = EmptyStateOverrides()
        for bad in [CGFloat.nan, .infinity, -.infinity, -40] {
            XCTAssertNil(overrides.bottomInset(current: 20, extension: bad), "\(bad)")
        }
    }

    func testAnInsetTheAppSetsMeanwhileIsNotCountedAndKept() {
        var overrides = EmptyStateOverrides()
        _ = overrides.bottomInset(current: 0, extension: 300)
        XCTAssertEqual(overrides.addedBottomInset(current: 50), 0, "the app's own inset is all visible-area inset")
        XCTAssertNil(overrides.bottomInset(current: 50, extension: 300))
        XCTAssertNil(overrides.release(isScrollEnabled: true, bottomInset: 50, fillerRowHeight: nil).bottomInset)
    }

    func testReleaseHandsEverythingBack() {
        var overrides = EmptyStateOverrides()
        _ = overrides.scrollEnabled(current: false, overflows: true)
        _ = overrides.bottomInset(current: 8, extension: 100)
        _ = overrides.fillerRows.engage(current: -1, isPlainStyle: true)
        let release = overrides.release(isScrollEnabled: true, bottomInset: 108, fillerRowHeight: 0)
        XCTAssertEqual(release, EmptyStateOverrides.Release(isScrollEnabled: false, bottomInset: 8, fillerRowHeight: -1))
        XCTAssertEqual(
            overrides.release(isScrollEnabled: false, bottomInset: 8, fillerRowHeight: -1),
            EmptyStateOverrides.Release(isScrollEnabled: nil, bottomInset: nil, fillerRowHeight: nil), "released once")
    }

    func testNoTableNoFillerRowRelease() {
        var overrides = EmptyStateOverrides()
        _ = overrides.fillerRows.engage(current: -1, isPlainStyle: true)
        XCTAssertNil(overrides.release(isScrollEnabled: true, bottomInset: 0, fillerRowHeight: nil).fillerRowHeight)
    }
}
