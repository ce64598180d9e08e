import XCTest
@testable import EmptyDataSet

final class EmptyStateFrameTests: XCTestCase {
    private let phone = CGSize(width: 390, height: 844)
    /// A navigation bar with status bar (top) and a tab bar with home indicator (bottom).
    private let barInsets = LayoutInsets(top: 91, left: 0, bottom: 83, right: 0)

    func testPlainBoundsFillWholeScrollView() {
        let rect = EmptyStateFrame.rect(boundsSize: phone, adjustedContentInset: .zero, headerHeight: 0)
        XCTAssertEqual(rect, CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    func testNavigationAndTabBarInsetsShrinkHeightButNotOrigin() {
        // Content coordinates: y = 0 is already just below the top inset.
        let rect = EmptyStateFrame.rect(boundsSize: phone, adjustedContentInset: barInsets, headerHeight: 0)
        XCTAssertEqual(rect, CGRect(x: 0, y: 0, width: 390, height: 844 - 91 - 83))
    }

    func testHorizontalInsetsShrinkWidth() {
        let insets = LayoutInsets(top: 0, left: 44, bottom: 0, right: 34)
        let rect = EmptyStateFrame.rect(boundsSize: phone, adjustedContentInset: insets, headerHeight: 0)
        XCTAssertEqual(rect, CGRect(x: 0, y: 0, width: 390 - 44 - 34, height: 844))
    }

    func testHeaderPushesRectDownAndShrinksIt() {
        let rect = EmptyStateFrame.rect(boundsSize: phone, adjustedContentInset: barInsets, headerHeight: 120)
        XCTAssertEqual(rect, CGRect(x: 0, y: 120, width: 390, height: 844 - 91 - 83 - 120))
    }

    func testHeaderTallerThanVisibleAreaGivesZeroHeightRightBelowHeader() {
        let rect = EmptyStateFrame.rect(boundsSize: phone, adjustedContentInset: barInsets, headerHeight: 1_000)
        XCTAssertEqual(rect, CGRect(x: 0, y: 1_000, width: 390, height: 0))
    }

    // MARK: - A tall table header

    /// An iPhone SE-sized table in landscape: 667 × 300, no bars, a 400 pt profile header.
    private let landscape = CGSize(width: 667, height: 300)

    func testContentThatFitsBelowTheHeaderKeepsTheSpaceLeft() {
        let placement = EmptyStateFrame.placement(
            boundsSize: phone, adjustedContentInset: barInsets, headerHeight: 120, contentHeight: 300)
        XCTAssertEqual(placement.rect, CGRect(x: 0, y: 120, width: 390, height: 844 - 91 - 83 - 120))
        XCTAssertFalse(placement.overflows)
        XCTAssertNil(EmptyStateFrame.minimumContentHeight(for: placement))
    }

    func testATallHeaderLeavesTheContentTheHeightItNeedsBelowIt() {
        let placement = EmptyStateFrame.placement(
            boundsSize: landscape, adjustedContentInset: .zero, headerHeight: 400, contentHeight: 180)
        XCTAssertEqual(placement.rect, CGRect(x: 0, y: 400, width: 667, height: 180), "not zero height, not a whole screen")
        XCTAssertEqual(placement.visibleHeight, 300)
        XCTAssertTrue(placement.overflows, "header plus empty state exceed the visible height: the table must scroll")
        XCTAssertEqual(
            EmptyStateFrame.minimumContentHeight(for: placement), 580,
            "the content size reaches the empty state's bottom edge")
    }

    func testContentTallerThanTheVisibleHeightGetsAWholeVisibleHeight() {
        let placement = EmptyStateFrame.placement(
            boundsSize: landscape, adjustedContentInset: .zero, headerHeight: 200, contentHeight: 900)
        XCTAssertEqual(placement.rect, CGRect(x: 0, y: 200, width: 667, height: 300), "it scrolls inside the empty state")
        XCTAssertEqual(EmptyStateFrame.minimumContentHeight(for: placement), 500)
    }

    func testAHeaderLeavingTooLittleRoomScrollsByWhatTheContentLacks() {
        // 300 visible, 200 header: 100 left, the content needs 160.
        let placement = EmptyStateFrame.placement(
            boundsSize: landscape, adjustedContentInset: .zero, headerHeight: 200, contentHeight: 160)
        XCTAssertEqual(placement.rect, CGRect(x: 0, y: 200, width: 667, height: 160))
        XCTAssertTrue(placement.overflows)
        let scroll = (EmptyStateFrame.minimumContentHeight(for: placement) ?? 0) - placement.visibleHeight
        XCTAssertEqual(scroll, 60, "needed − space left")
    }

    /// A 56 pt search-bar header with the keyboard up: the empty state grows by what it lacks, and
    /// its bottom edge is reached by scrolling 39 pt, not a whole visible height behind the keyboard.
    func testAShortSearchBarHeaderWithTheKeyboardUpGrowsOnlyByWhatIsMissing() {
        let placement = EmptyStateFrame.placement(
            boundsSize: phone, adjustedContentInset: barInsets, headerHeight: 56, keyboardOverlap: 336, contentHeight: 400)
        XCTAssertEqual(placement.visibleHeight, 844 - 91 - 336)
        XCTAssertEqual(placement.rect, CGRect(x: 0, y: 56, width: 390, height: 400), "as tall as needed, not 417")
        XCTAssertTrue(placement.overflows)
        XCTAssertEqual(placement.keyboardBeyondInset, 336 - 83, "the bottom inset is behind the keyboard already")
        XCTAssertEqual(
            EmptyStateFrame.minimumContentHeight(for: placement), 456 + 336 - 83,
            "the empty state's end, plus the keyboard above the inset")
        // The scroll range ends at contentHeight + inset.bottom − bounds.height; at rest the
        // offset is −inset.top.
        let end = (EmptyStateFrame.minimumContentHeight(for: placement) ?? 0) + 83 - 844
        XCTAssertEqual(end - -91, 400 - (417 - 56), "the extra scroll is needed − space left")
        // Scrolled to the end, the visible part ends at the keyboard's top edge (bounds − keyboard).
        XCTAssertEqual(56 + 400 - end, 844 - 336, "the empty state's bottom edge is right above the keyboard")
        let keyboardDown = EmptyStateFrame.placement(
            boundsSize: phone, adjustedContentInset: barInsets, headerHeight: 56, contentHeight: 400)
        XCTAssertFalse(keyboardDown.overflows, "without the keyboard it fits below the header")
        XCTAssertEqual(keyboardDown.rect.height, 844 - 91 - 83 - 56)
    }

    func testContentThatFitsExactlyOrWithinRoundingStaysInTheSpaceLeft() {
        for needed: CGFloat in [100, 100.4, 100.5] {
            let placement = EmptyStateFrame.placement(
                boundsSize: landscape, adjustedContentInset: .zero, headerHeight: 200, contentHeight: needed)
            XCTAssertEqual(placement.rect.height, 100, "needs \(needed)")
            XCTAssertFalse(placement.overflows)
        }
        let over = EmptyStateFrame.placement(boundsSize: landscape, adjustedContentInset: .zero, headerHeight: 200, contentHeight: 100.6)
        XCTAssertEqual(over.rect.height, 100.6, "past half a point it does not fit")
        XCTAssertTrue(over.overflows)
    }

    func testWithoutAHeaderOversizedContentStaysInTheVisibleArea() {
        // AX5 text in landscape with no header: it scrolls inside the empty state instead.
        let placement = EmptyStateFrame.placement(
            boundsSize: landscape, adjustedContentInset: .zero, headerHeight: 0, contentHeight: 900)
        XCTAssertEqual(placement.rect, CGRect(x: 0, y: 0, width: 667, height: 300))
        XCTAssertFalse(placement.overflows)
        XCTAssertNil(EmptyStateFrame.minimumContentHeight(for: placement))
    }

    func testAHeaderTallerThanTheScreenOverflowsEvenWithUnknownContent() {
        let placement = EmptyStateFrame.placement(boundsSize: landscape, adjustedContentInset: .zero, headerHeight: 400)
        XCTAssertEqual(placement.rect, CGRect(x: 0, y: 400, width: 667, height: 0))
        XCTAssertTrue(placement.overflows, "the header's lower part must be reachable")
        XCTAssertEqual(EmptyStateFrame.minimumContentHeight(for: placement), 400, "the header's own end")
    }

    // MARK: - Keeping the offset in range

    func testAnOffsetPastTheNewEndIsClampedToIt() {
        // Scrolled to 400 in a 300 pt table; rows arrive, the content is now 3 × 44 + a 400 pt header.
        XCTAssertEqual(
            EmptyStateFrame.clampedOffsetY(400, contentHeight: 532, boundsHeight: 300, insetTop: 0, insetBottom: 0), 232)
        XCTAssertEqual(
            EmptyStateFrame.clampedOffsetY(400, contentHeight: 532, boundsHeight: 300, insetTop: 0, insetBottom: 20), 252,
            "the bottom inset is part of the range")
    }

    func testAnOffsetInRangeIsKept() {
        XCTAssertEqual(
            EmptyStateFrame.clampedOffsetY(100, contentHeight: 532, boundsHeight: 300, insetTop: 0, insetBottom: 0), 100)
        XCTAssertEqual(
            EmptyStateFrame.clampedOffsetY(-91, contentHeight: 2_000, boundsHeight: 844, insetTop: 91, insetBottom: 0), -91,
            "at the top under a navigation bar")
    }

    func testShortContentClampsToTheTop() {
        XCTAssertEqual(
            EmptyStateFrame.clampedOffsetY(400, contentHeight: 100, boundsHeight: 844, insetTop: 91, insetBottom: 83), -91)
        XCTAssertEqual(
            EmptyStateFrame.clampedOffsetY(-300, contentHeight: 100, boundsHeight: 844, insetTop: 91, insetBottom: 83), -91,
            "above the top too")
    }

    func testBadOffsetValuesCountAsZero() {
        XCTAssertEqual(EmptyStateFrame.clampedOffsetY(.nan, contentHeight: 532, boundsHeight: 300, insetTop: 0, insetBottom: 0), 0)
        XCTAssertEqual(
            EmptyStateFrame.clampedOffsetY(400, contentHeight: .infinity, boundsHeight: 300, insetTop: .nan, insetBottom: 0), 0)
    }

    // MARK: - Retrying a held layout

    func testAHeldLayoutIsRetriedOftenAtFirstThenLessOften() {
        XCTAssertEqual(EmptyStateFrame.retryInterval(heldFor: 0, isInWindow: true), 0.1)
        XCTAssertEqual(EmptyStateFrame.retryInterval(heldFor: 1.9, isInWindow: true), 0.1)
        XCTAssertEqual(EmptyStateFrame.retryInterval(heldFor: 2, isInWindow: true), 0.5)
        XCTAssertEqual(EmptyStateFrame.retryInterval(heldFor: 60, isInWindow: true), 0.5)
    }

    func testAHeldLayoutIsNotRetriedOutOfTheWindow() {
        XCTAssertNil(EmptyStateFrame.retryInterval(heldFor: 0, isInWindow: false))
        XCTAssertNil(EmptyStateFrame.retryInterval(heldFor: 10, isInWindow: false))
    }

    func testABadHoldDurationCountsAsYoung() {
        for bad in [TimeInterval.nan, .infinity, -5] {
            XCTAssertEqual(EmptyStateFrame.retryInterval(heldFor: bad, isInWindow: true), 0.1, "\(bad)")
        }
    }

    func testAHeaderWithinHalfAPointOfTheVisibleHeightDoesNotOverflow() {
        let edge = EmptyStateFrame.placement(boundsSize: landscape, adjustedContentInset: .zero, headerHeight: 300.5)
        XCTAssertFalse(edge.overflows, "half a point past the visible height is rounding")
        let past = EmptyStateFrame.placement(boundsSize: landscape, adjustedContentInset: .zero, headerHeight: 300.6)
        XCTAssertTrue(past.overflows)
    }

    func testBadContentHeightCountsAsUnknown() {
        for bad in [CGFloat.nan, .infinity, -.infinity, -50] {
            let placement = EmptyStateFrame.placement(
                boundsSize: landscape, adjustedContentInset: .zero, headerHeight: 200, contentHeight: bad)
            XCTAssertEqual(placement.rect.height, 100, "\(bad)")
        }
    }

    func testRectIsThePlacementsRectangle() {
        XCTAssertEqual(
            EmptyStateFrame.rect(boundsSize: landscape, adjustedContentInset: .zero, headerHeight: 400, contentHeight: 180),
            CGRect(x: 0, y: 400, width: 667, height: 180))
    }

    func testNonFiniteInsetsCountAsZero() {
        let insets = LayoutInsets(top: .nan, left: .infinity, bottom: -.infinity, right: .nan)
        let rect = EmptyStateFrame.rect(boundsSize: phone, adjustedContentInset: insets, headerHeight: 0)
        XCTAssertEqual(rect, CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    func testNonFiniteHeaderCountsAsZero() {
        for header in [CGFloat.nan, .infinity, -.infinity] {
            let rect = EmptyStateFrame.rect(boundsSize: phone, adjustedContentInset: .zero, headerHeight: header)
            XCTAssertEqual(rect, CGRect(x: 0, y: 0, width: 390, height: 844), "header \(header)")
        }
    }

    func testNegativeHeaderCountsAsZero() {
        let rect = EmptyStateFrame.rect(boundsSize: phone, adjustedContentInset: .zero, headerHeight: -50)
        XCTAssertEqual(rect, CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    func testNegativeOrNonFiniteBoundsClampToZeroSize() {
        for size in [CGSize(width: -100, height: -50), CGSize(width: CGFloat.nan, height: .infinity)] {
            let rect = EmptyStateFrame.rect(boundsSize: size, adjustedContentInset: .zero, headerHeight: 0)
            XCTAssertEqual(rect, .zero, "bounds \(size)")
        }
    }

    func testInsetsLargerThanBoundsNeverGiveNegativeSize() {
        let insets = LayoutInsets(top: 500, left: 300, bottom: 500, right: 300)
        let rect = EmptyStateFrame.rect(boundsSize: phone, adjustedContentInset: insets, headerHeight: 10)
        XCTAssertEqual(rect, CGRect(x: 0, y: 10, width: 0, height: 0))
    }

    func testNegativeInsetsAreKeptAndEnlargeTheVisibleArea() {
        // Documented in LayoutInsets.sanitized: UIKit allows negative insets (content under a bar).
        let insets = LayoutInsets(top: -20, left: 0, bottom: 0, right: 0)
        let rect = EmptyStateFrame.rect(boundsSize: phone, adjustedContentInset: insets, headerHeight: 0)
        XCTAssertEqual(rect, CGRect(x: 0, y: 0, width: 390, height: 864))
    }

    func testPlacedViewHoldsWhileRefreshingOrScrolling() {
        XCTAssertEqual(EmptyStateFrame.hold(isRefreshing: true, isScrolling: false, isPlaced: true, isAppearing: false), .refreshing)
        XCTAssertEqual(EmptyStateFrame.hold(isRefreshing: false, isScrolling: true, isPlaced: true, isAppearing: false), .scrolling)
        XCTAssertEqual(
            EmptyStateFrame.hold(isRefreshing: true, isScrolling: true, isPlaced: true, isAppearing: false), .refreshing,
            "a refresh is the longer hold: its end is what the retry waits for")
        XCTAssertNil(EmptyStateFrame.hold(isRefreshing: false, isScrolling: false, isPlaced: true, isAppearing: false))
    }

    func testUnplacedOrAppearingViewIsPlacedEvenWhileRefreshingOrScrolling() {
        XCTAssertNil(EmptyStateFrame.hold(isRefreshing: true, isScrolling: true, isPlaced: false, isAppearing: false))
        XCTAssertNil(EmptyStateFrame.hold(isRefreshing: true, isScrolling: true, isPlaced: true, isAppearing: true))
    }

    // MARK: - Keyboard

    private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    func testKeyboardShrinksTheAreaFromTheBottom() {
        let rect = EmptyStateFrame.rect(
            boundsSize: phone, adjustedContentInset: barInsets, headerHeight: 0, keyboardOverlap: 336)
        XCTAssertEqual(rect, CGRect(x: 0, y: 0, width: 390, height: 844 - 91 - 336))
    }

    func testKeyboardAlreadyInTheBottomInsetIsNotCountedTwice() {
        // UITableViewController adds the keyboard to the inset itself.
        let insets = LayoutInsets(top: 91, left: 0, bottom: 336, right: 0)
        let rect = EmptyStateFrame.rect(boundsSize: phone, adjustedContentInset: insets, headerHeight: 0, keyboardOverlap: 336)
        XCTAssertEqual(rect.height, 844 - 91 - 336)
    }

    func testKeyboardLowerThanTheTabBarChangesNothing() {
        let rect = EmptyStateFrame.rect(boundsSize: phone, adjustedContentInset: barInsets, headerHeight: 0, keyboardOverlap: 40)
        XCTAssertEqual(rect.height, 844 - 91 - 83)
    }

    func testNonFiniteKeyboardOverlapCountsAsNone() {
        let rect = EmptyStateFrame.rect(boundsSize: phone, adjustedContentInset: .zero, headerHeight: 0, keyboardOverlap: .nan)
        XCTAssertEqual(rect.height, 844)
    }

    func testKeyboardOverlapIsMeasuredFromTheScrollViewsBottomEdge() {
        let keyboard = CGRect(x: 0, y: 844 - 336, width: 390, height: 336)
        XCTAssertEqual(EmptyStateFrame.keyboardOverlap(keyboardFrame: keyboard, scrollViewFrame: screen, windowBounds: screen), 336)
        // A scroll view ending 100 pt above the screen's bottom is covered 236 pt.
        let shorter = CGRect(x: 0, y: 0, width: 390, height: 744)
        XCTAssertEqual(EmptyStateFrame.keyboardOverlap(keyboardFrame: keyboard, scrollViewFrame: shorter, windowBounds: screen), 236)
    }

    func testHiddenOrBesideKeyboardDoesNotOverlap() {
        let offScreen = CGRect(x: 0, y: 844, width: 390, height: 336)
        XCTAssertEqual(EmptyStateFrame.keyboardOverlap(keyboardFrame: offScreen, scrollViewFrame: screen, windowBounds: screen), 0)
        let beside = CGRect(x: 400, y: 500, width: 390, height: 344)
        XCTAssertEqual(EmptyStateFrame.keyboardOverlap(keyboardFrame: beside, scrollViewFrame: screen, windowBounds: screen), 0)
        XCTAssertEqual(EmptyStateFrame.keyboardOverlap(keyboardFrame: .zero, scrollViewFrame: screen, windowBounds: screen), 0)
    }

    func testKeyboardOverlapNeverExceedsTheScrollViewOrTakesBadInput() {
        let keyboard = CGRect(x: 0, y: 100, width: 390, height: 744)
        let small = CGRect(x: 0, y: 600, width: 390, height: 200)
        XCTAssertEqual(EmptyStateFrame.keyboardOverlap(keyboardFrame: keyboard, scrollViewFrame: small, windowBounds: screen), 200)
        let bad = CGRect(x: 0, y: CGFloat.nan, width: 390, height: 336)
        XCTAssertEqual(EmptyStateFrame.keyboardOverlap(keyboardFrame: bad, scrollViewFrame: screen, windowBounds: screen), 0)
    }

    func testAZeroHeightKeyboardFrameIsNoKeyboard() {
        // UIKit reports a zero-height end frame for a keyboard that is going away on some paths;
        // inside the scroll view's frame and docked at the bottom edge, it still covers nothing.
        for y: CGFloat in [844, 843.6, 843] {
            let flat = CGRect(x: 0, y: y, width: 390, height: 0)
            XCTAssertEqual(EmptyStateFrame.keyboardOverlap(keyboardFrame: flat, scrollViewFrame: screen, windowBounds: screen), 0, "at \(y)")
        }
        let zeroWidth = CGRect(x: 0, y: 844 - 336, width: 0, height: 336)
        XCTAssertEqual(EmptyStateFrame.keyboardOverlap(keyboardFrame: zeroWidth, scrollViewFrame: screen, windowBounds: screen), 0)
    }

    func testATinyKeyboardFrameStillCounts() {
        // Only an empty frame is no keyboard; a sliver (an accessory bar's last point) covers what it covers.
        let sliver = CGRect(x: 0, y: 843, width: 390, height: 1)
        XCTAssertEqual(EmptyStateFrame.keyboardOverlap(keyboardFrame: sliver, scrollViewFrame: screen, windowBounds: screen), 1)
        let narrow = CGRect(x: 0, y: 844 - 336, width: 1, height: 336)
        XCTAssertEqual(EmptyStateFrame.keyboardOverlap(keyboardFrame: narrow, scrollViewFrame: screen, windowBounds: screen), 336)
        let grazing = CGRect(x: 0, y: 843.5, width: 390, height: 336)
        XCTAssertEqual(
            EmptyStateFrame.keyboardOverlap(keyboardFrame: grazing, scrollViewFrame: screen, windowBounds: screen), 0.5,
            "half a point covered")
    }

    func testTheOverlapIsAtMostAScrollViewUnderAPointTall() {
        let keyboard = CGRect(x: 0, y: 844 - 336, width: 390, height: 336)
        let thin = CGRect(x: 0, y: 843.5, width: 390, height: 0.5)
        XCTAssertEqual(EmptyStateFrame.keyboardOverlap(keyboardFrame: keyboard, scrollViewFrame: thin, windowBounds: screen), 0.5)
    }

    func testAKeyboardEndingWithinAPointOfTheWindowsBottomIsDocked() {
        // Rounding: a docked keyboard's frame converted to the window may end a fraction above it.
        let nearlyDocked = CGRect(x: 0, y: 844 - 336.5, width: 390, height: 336)
        XCTAssertEqual(
            EmptyStateFrame.keyboardOverlap(keyboardFrame: nearlyDocked, scrollViewFrame: screen, windowBounds: screen), 336.5)
        let raised = CGRect(x: 0, y: 844 - 338, width: 390, height: 336)
        XCTAssertEqual(
            EmptyStateFrame.keyboardOverlap(keyboardFrame: raised, scrollViewFrame: screen, windowBounds: screen), 0,
            "two points above the bottom: not docked")
        let exactlyOne = CGRect(x: 0, y: 844 - 337, width: 390, height: 336)
        XCTAssertEqual(
            EmptyStateFrame.keyboardOverlap(keyboardFrame: exactlyOne, scrollViewFrame: screen, windowBounds: screen), 337,
            "one point above: still docked")
    }

    func testAVisibleHeightUnderAPointStillGivesADefinedRectangle() {
        let tiny = EmptyStateFrame.rect(
            boundsSize: CGSize(width: 320, height: 100), adjustedContentInset: LayoutInsets(top: 60, left: 0, bottom: 39.5, right: 0),
            headerHeight: 0)
        XCTAssertEqual(tiny, CGRect(x: 0, y: 0, width: 320, height: 0.5))
        let placement = EmptyStateFrame.placement(
            boundsSize: CGSize(width: 320, height: 100), adjustedContentInset: LayoutInsets(top: 60, left: 0, bottom: 39.5, right: 0),
            headerHeight: 0, contentHeight: 200)
        XCTAssertEqual(placement.rect.height, 0.5, "no header: oversized content stays in the visible area")
        XCTAssertFalse(placement.overflows)
        let underHeader = EmptyStateFrame.placement(
            boundsSize: CGSize(width: 320, height: 100), adjustedContentInset: LayoutInsets(top: 60, left: 0, bottom: 39.5, right: 0),
            headerHeight: 0.25, contentHeight: 200)
        XCTAssertEqual(underHeader.rect, CGRect(x: 0, y: 0.25, width: 320, height: 0.5))
        XCTAssertFalse(underHeader.overflows, "within rounding: nothing to scroll to")
    }

    func testAnUndockedKeyboardIsIgnored() {
        // A floating or split iPad keyboard does not reach the window's bottom edge.
        let floating = CGRect(x: 40, y: 300, width: 320, height: 260)
        XCTAssertEqual(EmptyStateFrame.keyboardOverlap(keyboardFrame: floating, scrollViewFrame: screen, windowBounds: screen), 0)
        let docked = CGRect(x: 0, y: 844 - 336, width: 390, height: 336)
        XCTAssertEqual(EmptyStateFrame.keyboardOverlap(keyboardFrame: docked, scrollViewFrame: screen, windowBounds: screen), 336)
    }

    // MARK: - A loading-flow state's placeholder

    private let visible = CGRect(x: 0, y: 40, width: 320, height: 400)

    func testStateInsetsShrinkThePlaceholder() {
        let rect = EmptyStateFrame.placeholderRect(
            in: visible, insets: LayoutInsets(top: 10, left: 16, bottom: 20, right: 8), frontViewsBottom: nil)
        XCTAssertEqual(rect, CGRect(x: 16, y: 50, width: 296, height: 370))
    }

    func testThePlaceholderGoesBelowViewsKeptInFront() {
        let rect = EmptyStateFrame.placeholderRect(in: visible, insets: LayoutInsets(top: 10, left: 0, bottom: 0, right: 0), frontViewsBottom: 100)
        XCTAssertEqual(rect, CGRect(x: 0, y: 100, width: 320, height: 340), "the filter bar wins over a smaller inset")
        let above = EmptyStateFrame.placeholderRect(in: visible, insets: LayoutInsets(top: 0, left: 0, bottom: 0, right: 0), frontViewsBottom: 20)
        XCTAssertEqual(above, visible, "a view that ends above the rectangle changes nothing")
    }

    func testBadStateInsetsGiveADefinedRectangle() {
        let negative = EmptyStateFrame.placeholderRect(
            in: visible, insets: LayoutInsets(top: -50, left: -10, bottom: .nan, right: .infinity), frontViewsBottom: .nan)
        XCTAssertEqual(negative, visible, "negative and non-finite insets count as zero")
        let crowded = EmptyStateFrame.placeholderRect(in: visible, insets: LayoutInsets(top: 300, left: 200, bottom: 300, right: 200), frontViewsBottom: 900)
        XCTAssertEqual(crowded.height, 0, "no room: zero height, never negative")
        XCTAssertEqual(crowded.width, 0)
        XCTAssertGreaterThanOrEqual(crowded.minY, visible.minY)
        XCTAssertLessThanOrEqual(crowded.maxY, visible.maxY)
    }

    /// A UITableViewController adds the keyboard to the bottom inset itself: no room is added twice.
    func testAnInsetThatIncludesTheKeyboardAddsNoKeyboardRoom() {
        let placement = EmptyStateFrame.placement(
            boundsSize: phone, adjustedContentInset: LayoutInsets(top: 91, left: 0, bottom: 336, right: 0),
            headerHeight: 56, keyboardOverlap: 336, contentHeight: 400)
        XCTAssertEqual(placement.keyboardBeyondInset, 0)
        XCTAssertEqual(EmptyStateFrame.minimumContentHeight(for: placement), 456)
        for bad in [CGFloat.nan, .infinity, -20] {
            let placement = EmptyStateFrame.placement(
                boundsSize: phone, adjustedContentInset: barInsets, headerHeight: 56, keyboardOverlap: bad, contentHeight: 700)
            XCTAssertEqual(placement.keyboardBeyondInset, 0, "\(bad)")
            XCTAssertEqual(EmptyStateFrame.minimumContentHeight(for: placement), 56 + 670, "\(bad): no keyboard room")
        }
    }
}
