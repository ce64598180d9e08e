import XCTest
@testable import EmptyDataSet

/// The bars drawn for a label's lines: count, widths, the shorter last line, alignment and
/// right-to-left, heights from the font, and bad input.
final class RedactionBarLayoutTests: XCTestCase {
    /// Roughly the system font at 17 pt: line height 20.3, baseline 16.2 below the line's top.
    private let body = RedactionFontMetrics(ascender: 16.2, descender: -4.1, capHeight: 12)
    private let labelSize = CGSize(width: 300, height: 61)

    private func lines(_ widths: [CGFloat], height: CGFloat = 20.3) -> [RedactionTextLine] {
        widths.map { RedactionTextLine(width: $0, height: height, font: body) }
    }

    private func bars(
        _ widths: [CGFloat], size: CGSize? = nil, alignment: RedactionTextAlignment = .natural, rtl: Bool = false
    ) -> [CGRect] {
        RedactionBarLayout.bars(for: lines(widths), in: size ?? labelSize, alignment: alignment, isRightToLeft: rtl)
    }

    // MARK: Lines and widths

    func testOneBarPerLineForOneToThreeLines() {
        XCTAssertEqual(bars([200]).count, 1)
        XCTAssertEqual(bars([280, 150]).count, 2)
        XCTAssertEqual(bars([280, 290, 100]).count, 3)
    }

    func testSingleLineKeepsItsMeasuredWidth() {
        let bar = bars([200], size: CGSize(width: 300, height: 20.3))[0]
        XCTAssertEqual(bar.width, 200)
        XCTAssertEqual(bar.minX, 0)
    }

    func testLastLineIsShorterThanTheWidestOtherLine() {
        // A last line as wide as the others is cut to 60 % of the widest other line.
        let result = bars([280, 290, 290])
        XCTAssertEqual(result[0].width, 280)
        XCTAssertEqual(result[1].width, 290)
        XCTAssertEqual(result[2].width, 290 * RedactionBarLayout.lastLineFraction, accuracy: 1e-9)
    }

    func testShortLastLineKeepsItsOwnWidth() {
        XCTAssertEqual(bars([280, 40]).last?.width, 40)
    }

    func testMinimumWidthForATinyLine() {
        XCTAssertEqual(bars([3]).first?.width, RedactionBarLayout.minimumWidth)
    }

    func testMinimumWidthNeverExceedsTheLabel() {
        let result = bars([3], size: CGSize(width: 5, height: 30))
        XCTAssertEqual(result.first?.width, 5)
    }

    func testAOnePointWideLabelStillGetsItsBar() {
        XCTAssertEqual(bars([200], size: CGSize(width: 1, height: 20.3)).map(\.width), [1])
    }

    func testLineWiderThanTheLabelIsClamped() {
        XCTAssertEqual(bars([900], size: CGSize(width: 300, height: 20.3)).first?.width, 300)
    }

    func testEmptyLinesGetNoBar() {
        // "First\n\nThird": the blank line keeps its place but draws nothing.
        let result = bars([120, 0, 100])
        XCTAssertEqual(result.count, 2)
        XCTAssertEqual(result[1].minY - result[0].minY, 2 * 20.3, accuracy: 1e-9)
    }

    func testNoLinesNoBars() {
        XCTAssertEqual(bars([]), [])
    }

    func testJustifiedLinesFillTheWidthExceptTheLast() {
        let result = bars([250, 260, 100], alignment: .justified)
        XCTAssertEqual(result[0].width, 300)
        XCTAssertEqual(result[1].width, 300)
        XCTAssertEqual(result[2].width, 100)
    }

    // MARK: Alignment and right-to-left

    func testNaturalAlignmentIsLeftInLeftToRight() {
        XCTAssertTrue(bars([200, 100]).allSatisfy { $0.minX == 0 })
    }

    func testNaturalAlignmentIsRightInRightToLeft() {
        let result = bars([200, 100], rtl: true)
        XCTAssertTrue(result.allSatisfy { $0.maxX == 300 }, "\(result)")
    }

    func testShortenedLastLineStaysAtTheTrailingEdgeInRightToLeft() {
        let last = bars([290, 290], rtl: true).last!
        XCTAssertEqual(last.maxX, 300)
        XCTAssertEqual(last.width, 290 * RedactionBarLayout.lastLineFraction, accuracy: 1e-9)
    }

    func testExplicitLeftAndRightIgnoreTheLayoutDirection() {
        XCTAssertEqual(bars([100], alignment: .left, rtl: true)[0].minX, 0)
        XCTAssertEqual(bars([100], alignment: .right, rtl: false)[0].maxX, 300)
    }

    func testCenterAlignment() {
        XCTAssertEqual(bars([100], alignment: .center)[0].midX, 150)
    }

    // MARK: Heights and vertical placement

    func testBarRunsFromCapHeightToDescender() {
        let bar = bars([200], size: CGSize(width: 300, height: 20.3))[0]
        XCTAssertEqual(bar.minY, 16.2 - 12, accuracy: 1e-9)
        XCTAssertEqual(bar.height, 12 + 4.1, accuracy: 1e-9)
    }

    func testLargerFontGivesTallerBars() {
        // Dynamic Type: the same text at an accessibility size.
        let large = RedactionFontMetrics(ascender: 50, descender: -13, capHeight: 37)
        let small = bars([200])[0]
        let big = RedactionBarLayout.bars(
            for: [RedactionTextLine(width: 200, height: 63, font: large)], in: CGSize(width: 300, height: 63),
            alignment: .natural, isRightToLeft: false)[0]
        XCTAssertGreaterThan(big.height, small.height * 2)
    }

    func testTextBlockIsCenteredVerticallyLikeUILabel() {
        // One line of 20.3 in a 100-point-tall label starts at (100 - 20.3) / 2.
        let bar = bars([200], size: CGSize(width: 300, height: 100))[0]
        XCTAssertEqual(bar.minY, (100 - 20.3) / 2 + 16.2 - 12, accuracy: 1e-9)
    }

    func testBarsOfConsecutiveLinesDoNotTouch() {
        let result = bars([280, 280, 100])
        XCTAssertGreaterThan(result[1].minY, result[0].maxY)
        XCTAssertGreaterThan(result[2].minY, result[1].maxY)
    }

    func testLinesThatDoNotFitTheLabelAreDropped() {
        // Two lines' height: the third line is not drawn by the label.
        XCTAssertEqual(bars([280, 280, 100], size: CGSize(width: 300, height: 41)).count, 2)
    }

    func testALineFitsWithHalfAPointOfSlackNoMore() {
        XCTAssertTrue(RedactionBarLayout.fits(lineHeight: 20.3, after: 20.3, in: 40.1), "40.6 ends 0.5 past 40.1")
        XCTAssertFalse(RedactionBarLayout.fits(lineHeight: 20.3, after: 20.3, in: 40.09))
        XCTAssertTrue(RedactionBarLayout.fits(lineHeight: 20.3, after: 0, in: 20.3))
        XCTAssertFalse(RedactionBarLayout.fits(lineHeight: 20.3, after: 0, in: 19.7))
    }

    func testFirstLineIsKeptEvenWhenTheLabelIsShorter() {
        XCTAssertEqual(bars([280, 280], size: CGSize(width: 300, height: 10)).count, 1)
    }

    func testUnusableFontMetricsFallBackToTheMiddleOfTheLine() {
        let zero = RedactionFontMetrics(ascender: 0, descender: 0, capHeight: 0)
        let bar = RedactionBarLayout.bars(
            for: [RedactionTextLine(width: 100, height: 20, font: zero)], in: CGSize(width: 300, height: 20),
            alignment: .natural, isRightToLeft: false)[0]
        XCTAssertEqual(bar.minY, 4, accuracy: 1e-9)
        XCTAssertEqual(bar.height, 12, accuracy: 1e-9)
    }

    // MARK: Measured baselines (custom line heights)

    func testABarSitsOnTheMeasuredBaselineOfATallLine() {
        // A minimum line height of 40: the text layout puts the baseline 36 below the line's top,
        // not at the font's ascender (16.2).
        let tall = RedactionTextLine(width: 200, height: 40, font: body, baseline: 36)
        let bar = RedactionBarLayout.bars(for: [tall], in: CGSize(width: 300, height: 40), alignment: .natural, isRightToLeft: false)[0]
        XCTAssertEqual(bar.minY, 36 - 12, accuracy: 1e-9)
        XCTAssertEqual(bar.maxY, 40, accuracy: 1e-9, "the descender, kept inside the line")
    }

    func testLinesWithSpacingBeforeAParagraphKeepTheirOwnBaselines() {
        // A line-height multiple and 10 points before the second paragraph: each line's measured
        // baseline places its bar.
        let first = RedactionTextLine(width: 200, height: 30, font: body, baseline: 24)
        let second = RedactionTextLine(width: 150, height: 40, font: body, baseline: 34)
        let result = RedactionBarLayout.bars(
            for: [first, second], in: CGSize(width: 300, height: 70), alignment: .natural, isRightToLeft: false)
        XCTAssertEqual(result.map(\.minY), [24 - 12, 30 + 34 - 12])
    }

    func testAnUnusableMeasuredBaselineFallsBackToTheAscender() {
        for baseline in [CGFloat.nan, -3, 0, 50] {
            let line = RedactionTextLine(width: 200, height: 20.3, font: body, baseline: baseline)
            let bar = RedactionBarLayout.bars(
                for: [line], in: CGSize(width: 300, height: 20.3), alignment: .natural, isRightToLeft: false)[0]
            XCTAssertEqual(bar.minY, 16.2 - 12, accuracy: 1e-9, "baseline \(baseline)")
        }
    }

    // MARK: Bad input

    func testALastLineAfterOnlyEmptyLinesKeepsItsWidth() {
        // "\nLast line": no other line has a width to be shorter than.
        XCTAssertEqual(bars([0, 200]).map(\.width), [200])
    }

    func testAFontTooSmallForABarFallsBackToTheMiddleOfTheLine() {
        // Cap height plus descent under a point: the middle 60 % of the line instead.
        let tiny = RedactionFontMetrics(ascender: 16, descender: -0.2, capHeight: 0.5)
        let bar = RedactionBarLayout.bars(
            for: [RedactionTextLine(width: 100, height: 20, font: tiny)], in: CGSize(width: 300, height: 20),
            alignment: .natural, isRightToLeft: false)[0]
        XCTAssertEqual(bar.minY, 4, accuracy: 1e-9)
        XCTAssertEqual(bar.height, 12, accuracy: 1e-9)
    }

    func testAZeroHeightLineGetsNoBar() {
        let lines = [RedactionTextLine(width: 200, height: 20, font: body), RedactionTextLine(width: 150, height: 0, font: body)]
        let result = RedactionBarLayout.bars(for: lines, in: CGSize(width: 300, height: 20), alignment: .natural, isRightToLeft: false)
        XCTAssertEqual(result.count, 1, "\(result)")
    }

    func testANegativeLineHeightTakesNoSpace() {
        // The third line starts where the second would have, 20 below the first: a negative
        // height neither moves lines up nor draws a bar.
        let lines = [
            RedactionTextLine(width: 200, height: 20, font: body), RedactionTextLine(width: 150, height: -20, font: body),
            RedactionTextLine(width: 100, height: 20, font: body),
        ]
        let result = RedactionBarLayout.bars(for: lines, in: CGSize(width: 300, height: 40), alignment: .natural, isRightToLeft: false)
        XCTAssertEqual(result.count, 2)
        XCTAssertEqual(result[1].minY - result[0].minY, 20, accuracy: 1e-9)
        XCTAssertEqual(result[0].minY, 16.2 - 12, accuracy: 1e-9)
    }

    func testZeroSizeLabelGetsNoBars() {
        XCTAssertEqual(bars([200], size: .zero), [])
        XCTAssertEqual(bars([200], size: CGSize(width: 300, height: 0)), [])
        XCTAssertEqual(bars([200], size: CGSize(width: 0, height: 30)), [])
    }

    func testNonFiniteInputNeverProducesNonFiniteBars() {
        let weird = [
            RedactionTextLine(width: .nan, height: 20, font: body),
            RedactionTextLine(width: .infinity, height: .nan, font: body),
            RedactionTextLine(width: 100, height: 20, font: RedactionFontMetrics(ascender: .nan, descender: .infinity, capHeight: -3)),
        ]
        let result = RedactionBarLayout.bars(
            for: weird, in: CGSize(width: 300, height: 80), alignment: .natural, isRightToLeft: false)
        XCTAssertFalse(result.isEmpty)
        for bar in result {
            XCTAssertTrue([bar.minX, bar.minY, bar.width, bar.height].allSatisfy(\.isFinite), "\(bar)")
            XCTAssertGreaterThan(bar.width, 0)
        }
        XCTAssertEqual(RedactionBarLayout.bars(
            for: lines([100]), in: CGSize(width: CGFloat.nan, height: 20), alignment: .natural, isRightToLeft: false), [])
    }

    // MARK: Visible text and estimates

    func testVisibleText() {
        XCTAssertFalse(RedactionBarLayout.hasVisibleText(nil))
        XCTAssertFalse(RedactionBarLayout.hasVisibleText(""))
        XCTAssertFalse(RedactionBarLayout.hasVisibleText("  \n\t "))
        XCTAssertTrue(RedactionBarLayout.hasVisibleText(" a "))
        XCTAssertTrue(RedactionBarLayout.hasVisibleText("مرحبا"))
    }

    func testEstimatedLinesFromTheTextRectangle() {
        let estimated = RedactionBarLayout.estimatedLines(
            textSize: CGSize(width: 250, height: 61), lineHeight: 20.3, maximumLines: 0, font: body)
        XCTAssertEqual(estimated.count, 3)
        XCTAssertTrue(estimated.allSatisfy { $0.width == 250 && $0.height == 20.3 })
    }

    func testEstimatedLinesRespectTheLineLimitAndBadInput() {
        XCTAssertEqual(RedactionBarLayout.estimatedLines(
            textSize: CGSize(width: 250, height: 61), lineHeight: 20.3, maximumLines: 2, font: body).count, 2)
        XCTAssertEqual(RedactionBarLayout.estimatedLines(
            textSize: CGSize(width: 250, height: 5), lineHeight: 20.3, maximumLines: 0, font: body).count, 1)
        XCTAssertEqual(RedactionBarLayout.estimatedLines(
            textSize: CGSize(width: 250, height: 61), lineHeight: 0, maximumLines: 0, font: body), [])
        XCTAssertEqual(RedactionBarLayout.estimatedLines(
            textSize: .zero, lineHeight: 20, maximumLines: 0, font: body), [])
        XCTAssertEqual(RedactionBarLayout.estimatedLines(
            textSize: CGSize(width: 0, height: 61), lineHeight: 20.3, maximumLines: 0, font: body), [], "no width, no lines")
    }

    // MARK: Corner radii

    func testBarRadiusIsTheStylesCappedAtHalfTheHeight() {
        XCTAssertEqual(RedactionShape.cornerRadius(requested: 4, size: CGSize(width: 100, height: 16)), 4)
        XCTAssertEqual(RedactionShape.cornerRadius(requested: 40, size: CGSize(width: 100, height: 16)), 8)
    }

    func testNegativeOrNonFiniteRadiusCountsAsZero() {
        XCTAssertEqual(RedactionShape.cornerRadius(requested: -5, size: CGSize(width: 100, height: 16)), 0)
        XCTAssertEqual(RedactionShape.cornerRadius(requested: .nan, size: CGSize(width: 100, height: 16)), 0)
    }

    func testViewsOwnRadiusWinsWhenLarger() {
        // A 40-point avatar with a 20-point layer radius stays round.
        XCTAssertEqual(RedactionShape.cornerRadius(
            requested: 4, viewCornerRadius: 20, size: CGSize(width: 40, height: 40)), 20)
    }

    func testCapsuleIsHalfTheShorterSide() {
        XCTAssertEqual(RedactionShape.cornerRadius(
            requested: 4, size: CGSize(width: 51, height: 31), isCapsule: true), 15.5)
    }

    // MARK: Boundaries

    func testTheMinimumBarIsTwelvePoints() {
        XCTAssertEqual(bars([3]).first?.width, 12)
    }

    func testAHalfPointTallLabelStillShowsItsFirstLine() {
        XCTAssertEqual(bars([200], size: CGSize(width: 300, height: 0.5)).count, 1)
    }

    func testALineFitsWithHalfAPointOfSlackAndNoMore() {
        let twenty = [RedactionTextLine(width: 200, height: 20, font: body), RedactionTextLine(width: 150, height: 20, font: body)]
        func count(_ height: CGFloat) -> Int {
            RedactionBarLayout.bars(for: twenty, in: CGSize(width: 300, height: height), alignment: .natural, isRightToLeft: false).count
        }
        XCTAssertEqual(count(39.5), 2, "exactly the slack")
        XCTAssertEqual(count(39), 1, "a point short")
    }

    func testAThinLineStillGetsABar() {
        // A one-point line: the middle 60 % of it.
        let result = RedactionBarLayout.bars(
            for: [RedactionTextLine(width: 100, height: 1, font: body)], in: CGSize(width: 300, height: 1),
            alignment: .natural, isRightToLeft: false)
        XCTAssertEqual(result.map(\.height), [0.6])
    }

    func testABaselineAtTheLinesBottomOrJustBelowItsTopIsUsed() {
        func bar(baseline: CGFloat) -> CGRect {
            RedactionBarLayout.bars(
                for: [RedactionTextLine(width: 100, height: 20, font: body, baseline: baseline)],
                in: CGSize(width: 300, height: 20), alignment: .natural, isRightToLeft: false)[0]
        }
        XCTAssertEqual(bar(baseline: 20), CGRect(x: 0, y: 8, width: 100, height: 12), "cut at the line's bottom")
        XCTAssertEqual(bar(baseline: 0.5).minY, 0, accuracy: 1e-9)
        XCTAssertEqual(bar(baseline: 0.5).height, 4.6, accuracy: 1e-9)
    }

    func testFontsWithoutACapHeightOrAscenderUseTheMiddleOfTheLine() {
        for font in [RedactionFontMetrics(ascender: 16, descender: -4, capHeight: 0),
                     RedactionFontMetrics(ascender: 0, descender: -4, capHeight: 12)] {
            let bar = RedactionBarLayout.bars(
                for: [RedactionTextLine(width: 100, height: 20, font: font)], in: CGSize(width: 300, height: 20),
                alignment: .natural, isRightToLeft: false)[0]
            XCTAssertEqual(bar.minY, 4, accuracy: 1e-9, "\(font)")
            XCTAssertEqual(bar.height, 12, accuracy: 1e-9, "\(font)")
        }
    }

    func testAOnePointTallTextGetsItsOwnBar() {
        // Cap height plus descent of exactly one point is still the text's own extent.
        let small = RedactionFontMetrics(ascender: 16, descender: -0.5, capHeight: 0.5)
        let bar = RedactionBarLayout.bars(
            for: [RedactionTextLine(width: 100, height: 20, font: small)], in: CGSize(width: 300, height: 20),
            alignment: .natural, isRightToLeft: false)[0]
        XCTAssertEqual(bar.minY, 15.5)
        XCTAssertEqual(bar.height, 1)
    }

    func testEstimatesAtTheirBoundaries() {
        func count(_ size: CGSize, line: CGFloat = 20, maximum: Int = 0) -> Int {
            RedactionBarLayout.estimatedLines(textSize: size, lineHeight: line, maximumLines: maximum, font: body).count
        }
        XCTAssertEqual(count(CGSize(width: 250, height: 0)), 0, "no height")
        XCTAssertEqual(count(CGSize(width: 250, height: 0.5)), 1)
        XCTAssertEqual(count(CGSize(width: 0.5, height: 61)), 3)
        XCTAssertEqual(count(CGSize(width: 250, height: 5), line: 0.5, maximum: 4), 4)
        XCTAssertEqual(count(CGSize(width: 250, height: 61), maximum: 1), 1)
    }

    func testAPlaceholderWithoutSizeHasNoRadius() {
        XCTAssertEqual(RedactionShape.cornerRadius(requested: 4, size: .zero), 0)
    }
}
