import XCTest
@testable import EmptyDataSet

/// The placeholder rows of the loading state: their height, count, avatar and text start.
final class PlaceholderRowsLayoutTests: XCTestCase {
    func testTheRowHeightIsTheFirstRealCandidate() {
        XCTAssertEqual(PlaceholderRowsLayout.rowHeight([nil, 44, 80]), 44, "the list's row height")
        XCTAssertEqual(PlaceholderRowsLayout.rowHeight([72, 44]), 72, "the app's choice first")
        XCTAssertEqual(PlaceholderRowsLayout.rowHeight([nil, -1, 88]), 88, "self-sizing rows: the estimate")
    }

    func testNoRealHeightGivesTheDefaultAndTinyHeightsTheMinimum() {
        XCTAssertEqual(PlaceholderRowsLayout.rowHeight([nil, -1, -1]), PlaceholderRowsLayout.defaultRowHeight)
        XCTAssertEqual(PlaceholderRowsLayout.rowHeight([.nan, .infinity, 0]), PlaceholderRowsLayout.defaultRowHeight)
        XCTAssertEqual(PlaceholderRowsLayout.rowHeight([4]), PlaceholderRowsLayout.minimumRowHeight)
    }

    func testAPlainTableWithoutARealHeightUsesItsEmptyRowHeight() {
        XCTAssertEqual(
            PlaceholderRowsLayout.rowHeight([nil, -1, -1], fallback: PlaceholderRowsLayout.plainTableRowHeight), 44,
            "between the table's own empty-row separators")
        XCTAssertEqual(PlaceholderRowsLayout.rowHeight([nil, 60, -1], fallback: 44), 60, "a real height wins")
    }

    func testTheSecondLineShowsOnlyWhenBothFit() {
        XCTAssertTrue(PlaceholderRowsLayout.showsSecondLine(rowHeight: 64, firstLine: 22, secondLine: 20, spacing: 4))
        XCTAssertTrue(PlaceholderRowsLayout.showsSecondLine(rowHeight: 54, firstLine: 22, secondLine: 20, spacing: 4), "exactly fits")
        XCTAssertFalse(PlaceholderRowsLayout.showsSecondLine(rowHeight: 44, firstLine: 27, secondLine: 24, spacing: 4), "large text")
    }

    func testRowsFillTheVisibleHeight() {
        XCTAssertEqual(PlaceholderRowsLayout.rowCount(visibleHeight: 600, rowHeight: 60), 10)
        XCTAssertEqual(PlaceholderRowsLayout.rowCount(visibleHeight: 601, rowHeight: 60), 11, "the last one cut off")
        XCTAssertEqual(PlaceholderRowsLayout.rowCount(visibleHeight: 10, rowHeight: 60), 1)
    }

    func testRowCountHasBounds() {
        XCTAssertEqual(PlaceholderRowsLayout.rowCount(visibleHeight: 0, rowHeight: 60), 0)
        XCTAssertEqual(PlaceholderRowsLayout.rowCount(visibleHeight: -5, rowHeight: 60), 0)
        XCTAssertEqual(PlaceholderRowsLayout.rowCount(visibleHeight: .infinity, rowHeight: 60), 0)
        XCTAssertEqual(PlaceholderRowsLayout.rowCount(visibleHeight: 100_000, rowHeight: 44), PlaceholderRowsLayout.maximumRows)
    }

    func testTheAvatarIsFortyPointsAndTheTextTwelveAfterIt() {
        XCTAssertEqual(PlaceholderRowsLayout.avatarSide(rowHeight: 64), 40)
        XCTAssertEqual(PlaceholderRowsLayout.avatarSide(rowHeight: 56), 40, "8 points above and below")
        XCTAssertEqual(PlaceholderRowsLayout.avatarSide(rowHeight: 55), 39)
        XCTAssertEqual(PlaceholderRowsLayout.textLeading(separatorInset: 0, margin: 16, avatarSide: 40), 68)
        // Any avatar at all pushes the text past it (a one-point avatar in a 17-point row).
        XCTAssertEqual(PlaceholderRowsLayout.textLeading(separatorInset: 0, margin: 16, avatarSide: 1), 29)
    }

    func testTheSpacingBetweenTheLinesCountsAtLargeTextSizes() {
        // AX sizes in a tall row: 30 + 4 + 26 = 60 fits a 68-point row (4 points above and below)…
        XCTAssertTrue(PlaceholderRowsLayout.showsSecondLine(rowHeight: 68, firstLine: 30, secondLine: 26, spacing: 4))
        // …a point more of spacing does not, and neither does a larger spacing that the lines alone would fit.
        XCTAssertFalse(PlaceholderRowsLayout.showsSecondLine(rowHeight: 68, firstLine: 30, secondLine: 26, spacing: 5))
        XCTAssertFalse(PlaceholderRowsLayout.showsSecondLine(rowHeight: 68, firstLine: 30, secondLine: 26, spacing: 12))
        XCTAssertTrue(PlaceholderRowsLayout.showsSecondLine(rowHeight: 68, firstLine: 30, secondLine: 26, spacing: 0))
    }

    func testTheAvatarShrinksInShortRows() {
        XCTAssertEqual(PlaceholderRowsLayout.avatarSide(rowHeight: 80), PlaceholderRowsLayout.avatarSide)
        XCTAssertEqual(PlaceholderRowsLayout.avatarSide(rowHeight: 44), 28)
        XCTAssertEqual(PlaceholderRowsLayout.avatarSide(rowHeight: 10), 0)
    }

    func testTextStartsAtTheSeparatorInsetButNeverOverTheAvatar() {
        XCTAssertEqual(PlaceholderRowsLayout.textLeading(separatorInset: 72, margin: 16, avatarSide: 40), 72)
        XCTAssertEqual(PlaceholderRowsLayout.textLeading(separatorInset: 16, margin: 16, avatarSide: 40), 68)
        XCTAssertEqual(PlaceholderRowsLayout.textLeading(separatorInset: 20, margin: 20, avatarSide: 0), 20)
        XCTAssertEqual(PlaceholderRowsLayout.textLeading(separatorInset: .nan, margin: -4, avatarSide: 0), 0)
    }

    func testTheConstantsAreTheDocumentedOnes() {
        XCTAssertEqual(PlaceholderRowsLayout.rowHeight([nil]), 64, "the default row")
        XCTAssertEqual(PlaceholderRowsLayout.rowHeight([nil], fallback: PlaceholderRowsLayout.plainTableRowHeight), 44)
        XCTAssertEqual(PlaceholderRowsLayout.rowHeight([4]), 32, "the smallest row")
        XCTAssertEqual(PlaceholderRowsLayout.rowCount(visibleHeight: 100_000, rowHeight: 44), 40, "the most rows")
    }

    func testAnyPositiveHeightIsARealOne() {
        XCTAssertEqual(PlaceholderRowsLayout.rowHeight([0.5]), 32, "real, then raised to the minimum")
        XCTAssertEqual(PlaceholderRowsLayout.rowCount(visibleHeight: 0.5, rowHeight: 60), 1)
        XCTAssertEqual(PlaceholderRowsLayout.rowCount(visibleHeight: 1, rowHeight: 0.5), 2)
        XCTAssertEqual(PlaceholderRowsLayout.rowCount(visibleHeight: 100, rowHeight: 0), 0)
    }
}
