import XCTest
@testable import EmptyDataSet

/// Placeholder lines for labels and text views without text: how many, how tall, where their
/// bars go, and bad input.
final class EmptyTextPlaceholderTests: XCTestCase {
    /// Roughly the system font at 17 pt: line height 20.3, baseline 16.2 below the line's top.
    private let body = RedactionFontMetrics(ascender: 16.2, descender: -4.1, capHeight: 12)

    // MARK: Line count

    func testUnlimitedLinesShowOne() {
        XCTAssertEqual(EmptyTextPlaceholder.lineCount(numberOfLines: 0, override: nil), 1)
        XCTAssertEqual(EmptyTextPlaceholder.lineCount(numberOfLines: -3, override: nil), 1, "bad input: one line")
    }

    func testASmallLineLimitShowsThatManyLines() {
        XCTAssertEqual(EmptyTextPlaceholder.lineCount(numberOfLines: 1, override: nil), 1)
        XCTAssertEqual(EmptyTextPlaceholder.lineCount(numberOfLines: 2, override: nil), 2)
        XCTAssertEqual(EmptyTextPlaceholder.lineCount(numberOfLines: 3, override: nil), 3)
    }

    func testALargeLineLimitShowsThreeLines() {
        XCTAssertEqual(EmptyTextPlaceholder.automaticLineLimit, 3)
        XCTAssertEqual(EmptyTextPlaceholder.lineCount(numberOfLines: 4, override: nil), 3)
        XCTAssertEqual(EmptyTextPlaceholder.lineCount(numberOfLines: 1_000, override: nil), 3)
    }

    func testTheOverrideWinsAndIsClamped() {
        XCTAssertEqual(EmptyTextPlaceholder.lineCount(numberOfLines: 0, override: 4), 4)
        XCTAssertEqual(EmptyTextPlaceholder.lineCount(numberOfLines: 1, override: 2), 2, "more than numberOfLines")
        XCTAssertEqual(EmptyTextPlaceholder.lineCount(numberOfLines: 3, override: 1), 1)
        XCTAssertEqual(EmptyTextPlaceholder.lineCount(numberOfLines: 2, override: 0), 0, "0 draws no line")
        XCTAssertEqual(EmptyTextPlaceholder.lineCount(numberOfLines: 2, override: -1), 0, "negative counts as 0")
        XCTAssertEqual(EmptyTextPlaceholder.lineCount(numberOfLines: 0, override: 20), 20)
        XCTAssertEqual(EmptyTextPlaceholder.lineCount(numberOfLines: 0, override: 21), 20)
        XCTAssertEqual(EmptyTextPlaceholder.lineCount(numberOfLines: 0, override: .max), 20)
    }

    // MARK: Lines

    func testLinesAreFullWidthAtTheLineHeightWithSpacingBetween() {
        let lines = EmptyTextPlaceholder.lines(count: 3, width: 280, lineHeight: 20.3, spacing: 6, font: body)
        XCTAssertEqual(lines.map(\.width), [280, 280, 280])
        XCTAssertEqual(lines.map(\.height), [26.3, 26.3, 20.3], "no spacing after the last line")
        XCTAssertEqual(lines.map(\.font), [body, body, body])
        XCTAssertEqual(lines.map(\.baseline), [nil, nil, nil], "the font's ascender")
    }

    func testSpacingIsClampedToZeroThroughSixtyFour() {
        let negative = EmptyTextPlaceholder.lines(count: 2, width: 100, lineHeight: 20, spacing: -5, font: body)
        XCTAssertEqual(negative.map(\.height), [20, 20])
        let huge = EmptyTextPlaceholder.lines(count: 2, width: 100, lineHeight: 20, spacing: 500, font: body)
        XCTAssertEqual(huge.map(\.height), [84, 20])
        let nan = EmptyTextPlaceholder.lines(count: 2, width: 100, lineHeight: 20, spacing: .nan, font: body)
        XCTAssertEqual(nan.map(\.height), [20, 20])
    }

    func testNoLinesWithoutCountWidthOrLineHeight() {
        XCTAssertEqual(EmptyTextPlaceholder.lines(count: 0, width: 100, lineHeight: 20, spacing: 0, font: body), [])
        XCTAssertEqual(EmptyTextPlaceholder.lines(count: -1, width: 100, lineHeight: 20, spacing: 0, font: body), [])
        XCTAssertEqual(EmptyTextPlaceholder.lines(count: 1, width: 0, lineHeight: 20, spacing: 0, font: body), [], "zero width")
        XCTAssertEqual(EmptyTextPlaceholder.lines(count: 1, width: .nan, lineHeight: 20, spacing: 0, font: body), [])
        XCTAssertEqual(EmptyTextPlaceholder.lines(count: 1, width: 100, lineHeight: 0, spacing: 0, font: body), [])
        XCTAssertEqual(EmptyTextPlaceholder.lines(count: 1, width: 100, lineHeight: .infinity, spacing: 0, font: body), [])
    }

    // MARK: Bars of empty text

    private func bars(count: Int, size: CGSize, spacing: CGFloat = 0, fraction: CGFloat = 0.6) -> [CGRect] {
        let lines = EmptyTextPlaceholder.lines(count: count, width: size.width, lineHeight: 20.3, spacing: spacing, font: body)
        return RedactionBarLayout.bars(
            for: lines, in: size, alignment: .natural, isRightToLeft: false, lastLineFraction: fraction)
    }

    func testOneEmptyLineIsOneFullWidthBarAtTheTextsHeight() throws {
        let result = bars(count: 1, size: CGSize(width: 300, height: 20.3))
        XCTAssertEqual(result.count, 1)
        let bar = try XCTUnwrap(result.first)
        XCTAssertEqual(bar.minX, 0)
        XCTAssertEqual(bar.width, 300, "one line has no shorter last line")
        // Cap height (12) above the baseline (16.2) to the descender (4.1) below it.
        XCTAssertEqual(bar.minY, 4.2, accuracy: 1e-9)
        XCTAssertEqual(bar.height, 16.1, accuracy: 1e-9)
    }

    func testThreeEmptyLinesStackWithTheLastOneShorter() {
        let result = bars(count: 3, size: CGSize(width: 300, height: 60.9))
        XCTAssertEqual(result.count, 3)
        XCTAssertEqual(result.map(\.width), [300, 300, 180])
        XCTAssertEqual(result[1].minY - result[0].minY, 20.3, accuracy: 1e-9)
        XCTAssertEqual(result[2].minY - result[1].minY, 20.3, accuracy: 1e-9)
    }

    func testSpacingMovesTheLinesApartAndTheBlockStaysCentered() {
        // 2 × 20.3 + 10 = 50.6 in a 70.6-point label: 10 points above the block.
        let result = bars(count: 2, size: CGSize(width: 300, height: 70.6), spacing: 10)
        XCTAssertEqual(result.count, 2)
        XCTAssertEqual(result[0].minY, 10 + 4.2, accuracy: 1e-9)
        XCTAssertEqual(result[1].minY - result[0].minY, 30.3, accuracy: 1e-9)
    }

    func testLinesThatDoNotFitTheLabelAreDroppedButTheFirstIsKept() {
        XCTAssertEqual(bars(count: 3, size: CGSize(width: 300, height: 41)).count, 2)
        XCTAssertEqual(bars(count: 3, size: CGSize(width: 300, height: 5)).count, 1, "the first line is always kept")
    }

    func testOnlyLinesThatFitAreKeptNoneWhenTheFirstDoesNot() {
        let lines = EmptyTextPlaceholder.lines(count: 3, width: 300, lineHeight: 20, spacing: 0, font: body)
        XCTAssertEqual(RedactionBarLayout.fitSlack, 0.5)
        XCTAssertEqual(EmptyTextPlaceholder.fitting(lines, height: 60).count, 3)
        XCTAssertEqual(EmptyTextPlaceholder.fitting(lines, height: 59.5).count, 3, "a rounded-down height keeps its line")
        XCTAssertEqual(EmptyTextPlaceholder.fitting(lines, height: 59.4).count, 2, "a line sticking out further is dropped")
        XCTAssertEqual(EmptyTextPlaceholder.fitting(lines, height: 55).count, 2, "three quarters inside is not inside")
        XCTAssertEqual(EmptyTextPlaceholder.fitting(lines, height: 19.5).count, 1)
        XCTAssertEqual(EmptyTextPlaceholder.fitting(lines, height: 19.4).count, 0, "not even the first line: none")
        XCTAssertEqual(EmptyTextPlaceholder.fitting(lines, height: 15).count, 0)
        XCTAssertEqual(EmptyTextPlaceholder.fitting(lines, height: 1).count, 0, "an empty label collapsed by Auto Layout")
        XCTAssertEqual(EmptyTextPlaceholder.fitting(lines, height: 0).count, 0)
        XCTAssertEqual(EmptyTextPlaceholder.fitting(lines, height: .nan).count, 0)
        XCTAssertEqual(EmptyTextPlaceholder.fitting([], height: 100).count, 0)
        XCTAssertEqual(EmptyTextPlaceholder.fitting(lines, height: .infinity).count, 0, "non-finite counts as 0")
        // Zero-height lines (no line height) fit nothing of no height.
        let flat = [RedactionTextLine(width: 300, height: 0, font: body)]
        XCTAssertEqual(EmptyTextPlaceholder.fitting(flat, height: 0).count, 0)
    }

    /// The placeholder lines kept and the bars drawn follow one rule: a 36-point label holds one
    /// of two 20.3-point lines (the second would stick out 4.6 points), in both steps, and every
    /// kept line gets its bar inside the label.
    func testKeptLinesAndDrawnBarsAgreeOnWhatFits() {
        let lines = EmptyTextPlaceholder.lines(count: 2, width: 300, lineHeight: 20.3, spacing: 0, font: body)
        let size = CGSize(width: 300, height: 36)
        let kept = EmptyTextPlaceholder.fitting(lines, height: size.height)
        XCTAssertEqual(kept.count, 1)
        XCTAssertEqual(RedactionBarLayout.fittingLines(lines, height: size.height).count, 1, "the bars' rule says the same")
        let drawn = RedactionBarLayout.bars(for: kept, in: size, alignment: .natural, isRightToLeft: false)
        XCTAssertEqual(drawn.count, kept.count, "every kept line is drawn")
        for bar in drawn { XCTAssertTrue(CGRect(origin: .zero, size: size).contains(bar), "\(bar) inside the label") }
        // Both rules move together at the edge: 40.6 fits 40.1 (slack) but not 40.
        for height: CGFloat in [40, 40.1, 40.6, 41] {
            XCTAssertEqual(
                EmptyTextPlaceholder.fitting(lines, height: height).count,
                RedactionBarLayout.fittingLines(lines, height: height).count, "\(height)")
        }
        XCTAssertEqual(EmptyTextPlaceholder.fitting(lines, height: 40.1).count, 2)
        XCTAssertEqual(EmptyTextPlaceholder.fitting(lines, height: 40).count, 1)
    }

    func testZeroWidthOrZeroHeightGetsNoBar() {
        XCTAssertEqual(bars(count: 1, size: CGSize(width: 0, height: 20.3)), [])
        XCTAssertEqual(bars(count: 2, size: CGSize(width: 300, height: 0)), [], "an empty label collapsed by Auto Layout")
    }

    func testTheLastLineFractionIsTheStyles() {
        XCTAssertEqual(bars(count: 2, size: CGSize(width: 200, height: 40.6), fraction: 0.3).map(\.width), [200, 60])
        XCTAssertEqual(bars(count: 2, size: CGSize(width: 200, height: 40.6), fraction: 1).map(\.width), [200, 200])
    }

    // MARK: Reserved height

    func testHeightIsTheLinesAndTheSpacingRoundedUp() {
        XCTAssertEqual(EmptyTextPlaceholder.height(lineCount: 1, lineHeight: 20.3, spacing: 0), 21)
        XCTAssertEqual(EmptyTextPlaceholder.height(lineCount: 3, lineHeight: 20, spacing: 0), 60)
        XCTAssertEqual(EmptyTextPlaceholder.height(lineCount: 3, lineHeight: 20, spacing: 4), 68)
        XCTAssertEqual(EmptyTextPlaceholder.height(lineCount: 2, lineHeight: 20, spacing: 100), 104, "spacing clamped to 64")
        XCTAssertEqual(EmptyTextPlaceholder.height(lineCount: 2, lineHeight: 20, spacing: -8), 40)
    }

    func testHeightOfBadInputIsZero() {
        XCTAssertEqual(EmptyTextPlaceholder.height(lineCount: 0, lineHeight: 20, spacing: 4), 0)
        XCTAssertEqual(EmptyTextPlaceholder.height(lineCount: -2, lineHeight: 20, spacing: 4), 0)
        XCTAssertEqual(EmptyTextPlaceholder.height(lineCount: 2, lineHeight: -20, spacing: 4), 0)
        XCTAssertEqual(EmptyTextPlaceholder.height(lineCount: 2, lineHeight: .nan, spacing: 4), 0)
    }

    func testTheHeightHoldsEveryLine() {
        // A label as tall as the reserved height shows every line, whatever the count and spacing,
        // and one half a point shorter (a height rounded down) still does.
        for count in 1...5 {
            for spacing: CGFloat in [0, 3, 12] {
                let height = EmptyTextPlaceholder.height(lineCount: count, lineHeight: 20.3, spacing: spacing)
                let lines = EmptyTextPlaceholder.lines(count: count, width: 300, lineHeight: 20.3, spacing: spacing, font: body)
                XCTAssertEqual(EmptyTextPlaceholder.fitting(lines, height: height).count, count)
                XCTAssertEqual(EmptyTextPlaceholder.fitting(lines, height: height - 0.5).count, count)
                XCTAssertEqual(bars(count: count, size: CGSize(width: 300, height: height), spacing: spacing).count, count)
            }
        }
    }
}
