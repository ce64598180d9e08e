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

    func testTheSafeAreaCountsUnlessTheViewMovesWithContent() {
        XCTAssertTrue(StandalonePlacement.honoursSafeArea(isInContentUnavailableWrapper: false, movesWithContent: false))
        XCTAssertFalse(
            StandalonePlacement.honoursSafeArea(isInContentUnavailableWrapper: false, movesWithContent: true),
            "a cell of a full-bleed table would take the status bar's inset")
        XCTAssertTrue(StandalonePlacement.honoursSafeArea(isInContentUnavailableWrapper: true, movesWithContent: true))
        XCTAssertTrue(StandalonePlacement.honoursSafeArea(isInContentUnavailableWrapper: true, movesWithContent: false))
        XCTAssertTrue(
            StandalonePlacement.honoursSafeArea(isInContentUnavailableWrapper: false, movesWithContent: true, isForced: true),
            "a loading placeholder keeps clear of the bars whatever holds it")
    }

    func testOnlyACellHeaderOrFooterReachedBeforeAScrollViewMovesWithContent() {
        // A cell's content view: content view, cell, table.
        XCTAssertTrue(StandalonePlacement.movesWithContent(ancestors: [.other, .reusableView, .scrollView]))
        // A cell measured before a table holds it.
        XCTAssertTrue(StandalonePlacement.movesWithContent(ancestors: [.other, .reusableView]))
        // A table's background view, a placeholder pinned to a table's frame guide.
        XCTAssertFalse(StandalonePlacement.movesWithContent(ancestors: [.scrollView, .other, .other]))
        // A page of a page view controller: the page's view, the paging scroll view, ... even
        // when that page controller sits in a collection view cell further up.
        XCTAssertFalse(StandalonePlacement.movesWithContent(ancestors: [.other, .scrollView, .other, .reusableView, .scrollView]))
        // A card, a detail screen.
        XCTAssertFalse(StandalonePlacement.movesWithContent(ancestors: [.other, .other]))
        XCTAssertFalse(StandalonePlacement.movesWithContent(ancestors: []))
    }
}
