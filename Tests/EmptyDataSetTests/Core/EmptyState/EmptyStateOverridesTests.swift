import XCTest
@testable import EmptyDataSet

/// Scrolling and the content size while a tall header and the empty state do not fit together, and
/// how the scrolling override shares `isScrollEnabled` with the scroll lock.
final class EmptyStateOverridesTests: XCTestCase {
    /// A lock engaged over an app that lets its scroll view scroll, locked by the default answer.
    private func lockedOverScrollingApp() -> ScrollLock {
        var lock = ScrollLock()
        _ = lock.engage(current: true, allowsScroll: false)
        return lock
    }

    func testScrollingTurnsOnWhileOverflowingAndBackWhenNot() {
        var overrides = EmptyStateOverrides()
        let lock = lockedOverScrollingApp()
        XCTAssertEqual(overrides.scrollEnabled(current: false, overflows: true, lock: lock), true)
        XCTAssertNil(overrides.scrollEnabled(current: true, overflows: true, lock: lock))
        XCTAssertEqual(overrides.scrollEnabled(current: true, overflows: false, lock: lock), false, "fits again: the lock's value")
        XCTAssertNil(overrides.scrollEnabled(current: false, overflows: false, lock: lock), "nothing engaged, nothing written")
    }

    func testNoOverflowNeverTouchesScrolling() {
        var overrides = EmptyStateOverrides()
        XCTAssertNil(overrides.scrollEnabled(current: false, overflows: false, lock: lockedOverScrollingApp()))
        XCTAssertNil(overrides.release(isScrollEnabled: false, fillerRowHeight: nil, contentSize: .zero).isScrollEnabled)
    }

    /// A table inside an outer scroll view: the app turned scrolling off itself before the empty
    /// state showed. A tall header must not turn it on.
    func testAnAppThatTurnedScrollingOffKeepsItOff() {
        var lock = ScrollLock()
        XCTAssertNil(lock.engage(current: false, allowsScroll: false))
        var overrides = EmptyStateOverrides()
        XCTAssertNil(overrides.scrollEnabled(current: false, overflows: true, lock: lock))
        XCTAssertNil(overrides.scrollEnabled(current: false, overflows: true, lock: lock), "on every later layout too")
        XCTAssertNil(overrides.release(isScrollEnabled: false, fillerRowHeight: nil, contentSize: .zero).isScrollEnabled)
    }

    func testAnAppThatTurnsScrollingOffWhileTheEmptyStateShowsKeepsItOff() {
        var lock = ScrollLock()
        XCTAssertNil(lock.engage(current: true, allowsScroll: true), "a refresh control: scrolling allowed")
        var overrides = EmptyStateOverrides()
        XCTAssertNil(
            overrides.scrollEnabled(current: false, overflows: true, lock: lock),
            "false is not the lock's value: the app set it")
    }

    func testWithoutALockTheCurrentValueIsTheApps() {
        var overrides = EmptyStateOverrides()
        XCTAssertNil(overrides.scrollEnabled(current: false, overflows: true, lock: ScrollLock()))
        XCTAssertNil(overrides.scrollEnabled(current: true, overflows: true, lock: ScrollLock()), "already on")
    }

    /// The order the controller uses: lock engages, override engages; override releases, lock releases.
    func testTheAppsScrollingComesBackThroughBothOverrides() {
        var lock = ScrollLock()
        var overrides = EmptyStateOverrides()
        var isScrollEnabled = true  // the app's value
        if let value = lock.engage(current: isScrollEnabled, allowsScroll: false) { isScrollEnabled = value }
        XCTAssertFalse(isScrollEnabled, "locked by default")
        if let value = overrides.scrollEnabled(current: isScrollEnabled, overflows: true, lock: lock) { isScrollEnabled = value }
        XCTAssertTrue(isScrollEnabled, "a tall header overrides the lock")
        // A later reload: the lock sees a value it did not apply and leaves it.
        XCTAssertNil(lock.engage(current: isScrollEnabled, allowsScroll: false))
        XCTAssertNil(overrides.scrollEnabled(current: isScrollEnabled, overflows: true, lock: lock), "still engaged, still on")
        let release = overrides.release(isScrollEnabled: isScrollEnabled, fillerRowHeight: nil, contentSize: .zero)
        if let value = release.isScrollEnabled { isScrollEnabled = value }
        XCTAssertFalse(isScrollEnabled, "the lock's value first")
        if let value = lock.release(current: isScrollEnabled) { isScrollEnabled = value }
        XCTAssertTrue(isScrollEnabled, "then the app's")
    }

    func testReleaseHandsEverythingBack() {
        var overrides = EmptyStateOverrides()
        _ = overrides.scrollEnabled(current: false, overflows: true, lock: lockedOverScrollingApp())
        _ = overrides.fillerRows.engage(current: -1, isPlainStyle: true)
        _ = overrides.contentSize.follow(minimumHeight: 580, currentSize: CGSize(width: 667, height: 400))
        let release = overrides.release(isScrollEnabled: true, fillerRowHeight: 0, contentSize: CGSize(width: 667, height: 580))
        XCTAssertEqual(
            release,
            EmptyStateOverrides.Release(isScrollEnabled: false, fillerRowHeight: -1, contentSize: CGSize(width: 667, height: 400)))
        XCTAssertEqual(
            overrides.release(isScrollEnabled: false, fillerRowHeight: -1, contentSize: CGSize(width: 667, height: 400)),
            EmptyStateOverrides.Release(isScrollEnabled: nil, fillerRowHeight: nil, contentSize: nil), "released once")
    }

    func testNoTableNoFillerRowRelease() {
        var overrides = EmptyStateOverrides()
        _ = overrides.fillerRows.engage(current: -1, isPlainStyle: true)
        XCTAssertNil(overrides.release(isScrollEnabled: true, fillerRowHeight: nil, contentSize: .zero).fillerRowHeight)
    }

    /// The content size follows the placement alone, whatever `isScrollEnabled` says (a
    /// self-sizing table with scrolling off must grow to show the empty state): extended while it
    /// overflows, UIKit's size again once it fits.
    func testTheContentSizeIsExtendedWhileThePlacementOverflows() {
        let overflowing = EmptyStateFrame.placement(
            boundsSize: CGSize(width: 667, height: 300), adjustedContentInset: .zero, headerHeight: 400, contentHeight: 180)
        let fitting = EmptyStateFrame.placement(
            boundsSize: CGSize(width: 667, height: 800), adjustedContentInset: .zero, headerHeight: 400, contentHeight: 180)
        let header = CGSize(width: 667, height: 400)
        var overrides = EmptyStateOverrides()
        XCTAssertNil(overrides.contentSize(for: fitting, currentSize: header, boundsHeight: 800), "fits: nothing")
        XCTAssertEqual(overrides.contentSize(for: overflowing, currentSize: header, boundsHeight: 300), header)
        XCTAssertEqual(overrides.contentSize.minimumHeight, 580)
        XCTAssertEqual(overrides.contentSize.boundsHeightAtStart, 300, "the height it started from")
        let extended = overrides.contentSize.storedSize(forProposed: header)
        XCTAssertEqual(extended.height, 580)
        XCTAssertEqual(
            overrides.contentSize(for: fitting, currentSize: extended, boundsHeight: 800), header, "fits again: UIKit's size")
        XCTAssertFalse(overrides.contentSize.isExtended)
        XCTAssertNil(overrides.contentSize.boundsHeightAtStart)
    }

    /// Swizzling off (no hook to store it): no extension starts, and one already running ends
    /// with UIKit's size, even while the placement still overflows.
    func testWithoutTheHookNoExtensionStartsAndARunningOneEnds() {
        let overflowing = EmptyStateFrame.placement(
            boundsSize: CGSize(width: 667, height: 300), adjustedContentInset: .zero, headerHeight: 400, contentHeight: 180)
        let header = CGSize(width: 667, height: 400)
        var overrides = EmptyStateOverrides()
        XCTAssertNil(
            overrides.contentSize(for: overflowing, currentSize: header, boundsHeight: 300, canExtend: false), "none starts")
        XCTAssertFalse(overrides.contentSize.isExtended)
        XCTAssertEqual(overrides.contentSize(for: overflowing, currentSize: header, boundsHeight: 300), header)
        let extended = overrides.contentSize.storedSize(forProposed: header)
        XCTAssertEqual(extended.height, 580)
        XCTAssertEqual(
            overrides.contentSize(for: overflowing, currentSize: extended, boundsHeight: 300, canExtend: false), header,
            "turned off while extended: UIKit's size again")
        XCTAssertFalse(overrides.contentSize.isExtended)
        XCTAssertEqual(overrides.contentSize.storedSize(forProposed: header), header, "nothing lengthened afterwards")
        XCTAssertNil(overrides.contentSize(for: overflowing, currentSize: header, boundsHeight: 300, canExtend: false), "stays ended")
    }

    /// Laid out before the scrolling rule engaged (no lock yet): an overflow over an app that
    /// scrolls takes the scrolling over, so it is handed back when the placement fits again.
    func testAnOverflowBeforeTheLockEngagedTakesScrollingOver() {
        var overrides = EmptyStateOverrides()
        XCTAssertNil(overrides.scrollEnabled(current: true, overflows: true, lock: ScrollLock()), "already on")
        XCTAssertTrue(overrides.reachScroll.isEngaged, "engaged over the app's value")
        XCTAssertNil(overrides.scrollEnabled(current: true, overflows: false, lock: ScrollLock()), "the app's value is kept")
        XCTAssertFalse(overrides.reachScroll.isEngaged, "released")
    }
}
