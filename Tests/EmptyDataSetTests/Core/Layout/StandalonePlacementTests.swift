import XCTest

@testable import EmptyDataSet

/// A standalone content view's margins come from the traits and the widths known before layout;
/// it keeps clear of the safe area only where the safe area does not move with scrolling.
final class StandalonePlacementTests: XCTestCase {
    func testPhonesTakeTheWiderMarginFrom414Points() {
        XCTAssertEqual(StandalonePlacement.margin(widths: [430], isRegularWidth: false, isPad: false), 20)
        XCTAssertEqual(StandalonePlacement.margin(widths: [414], isRegularWidth: false, isPad: false), 20)
        XCTAssertEqual(StandalonePlacement.margin(widths: [413.5], isRegularWidth: false, isPad: false), 16)
        XCTAssertEqual(StandalonePlacement.margin(widths: [375], isRegularWidth: false, isPad: false), 16)
    }

    func testTheFirstKnownWidthCounts() {
        // A cell measured before layout: its own width is 0, its container's is the table's.
        XCTAssertEqual(StandalonePlacement.margin(widths: [0, 430, 375], isRegularWidth: false, isPad: false), 20)
        XCTAssertEqual(StandalonePlacement.margin(widths: [.nan, -1, .infinity, 375, 430], isRegularWidth: false, isPad: false), 16)
        XCTAssertEqual(StandalonePlacement.knownWidth([0, .nan, 300]), 300)
        XCTAssertNil(StandalonePlacement.knownWidth([0, .nan, -2, .infinity]))
        XCTAssertNil(StandalonePlacement.knownWidth([]))
    }

    func testRegularWidthAndIPadTakeTheWiderMarginAtAnyWidth() {
        for widths in [[], [0], [320], [768]] as [[CGFloat]] {
            XCTAssertEqual(StandalonePlacement.margin(widths: widths, isRegularWidth: true, isPad: false), 20, "\(widths)")
            XCTAssertEqual(StandalonePlacement.margin(widths: widths, isRegularWidth: false, isPad: true), 20, "\(widths)")
        }
    }

    func testNoWidthKnownOnAPhoneTakesTheNarrowerMargin() {
        XCTAssertEqual(StandalonePlacement.margin(widths: [], isRegularWidth: false, isPad: false), 16)
        XCTAssertEqual(StandalonePlacement.margin(widths: [0, 0, 0], isRegularWidth: false, isPad: false), 16)
    }

    func testTheSafeAreaCountsOutsideScrollViewsAndInUIKitsWrapper() {
        XCTAssertTrue(StandalonePlacement.honoursSafeArea(isInContentUnavailableWrapper: false, isInsideScrollView: false))
        XCTAssertFalse(
            StandalonePlacement.honoursSafeArea(isInContentUnavailableWrapper: false, isInsideScrollView: true),
            "a cell of a full-bleed table would take the status bar's inset")
        XCTAssertTrue(StandalonePlacement.honoursSafeArea(isInContentUnavailableWrapper: true, isInsideScrollView: true))
        XCTAssertTrue(StandalonePlacement.honoursSafeArea(isInContentUnavailableWrapper: true, isInsideScrollView: false))
    }
}
