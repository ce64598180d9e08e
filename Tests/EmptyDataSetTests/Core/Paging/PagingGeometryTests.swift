import XCTest
@testable import EmptyDataSet

/// The distance to the end and the threshold, on both axes and with bad input.
final class PagingGeometryTests: XCTestCase {
    /// A 600 pt tall list under a 100 pt top bar and above a 34 pt home indicator: 466 pt visible.
    private func extent(content: CGFloat, offset: CGFloat, keyboard: CGFloat = 0) -> PagingGeometry.Extent {
        .init(contentLength: content, boundsLength: 600, offset: offset, insetStart: 100, insetEnd: 34, keyboardBeyondInset: keyboard)
    }

    func testVisibleLengthAndDistance() {
        let atTop = extent(content: 2000, offset: -100)
        XCTAssertEqual(atTop.visibleLength, 466)
        XCTAssertEqual(atTop.distanceToEnd, 2000 - (-100 + 600 - 34))
        let atEnd = extent(content: 2000, offset: 2000 + 34 - 600)
        XCTAssertEqual(atEnd.distanceToEnd, 0)
        XCTAssertEqual(extent(content: 2000, offset: 0, keyboard: 200).visibleLength, 266)
        XCTAssertEqual(extent(content: 2000, offset: 0, keyboard: -50).visibleLength, 466, "a negative keyboard overlap is none")
        XCTAssertEqual(extent(content: 2000, offset: 0, keyboard: 200).distanceToEnd, 2000 - (600 - 34 - 200))
        XCTAssertEqual(extent(content: 2000, offset: 0, keyboard: -50).distanceToEnd, 2000 - (600 - 34))
        XCTAssertEqual(PagingGeometry.Extent(contentLength: 1, boundsLength: 10, offset: 0, insetStart: 8, insetEnd: 8).visibleLength, 0)
    }

    func testPointsThreshold() {
        let distance: CGFloat = 300
        let e = extent(content: 1000 + distance, offset: 1000 - 600 + 34)
        XCTAssertEqual(e.distanceToEnd, distance)
        XCTAssertTrue(PagingGeometry.isWithinThreshold(e, threshold: .points(300)), "at the threshold")
        XCTAssertFalse(PagingGeometry.isWithinThreshold(e, threshold: .points(299.5)))
        XCTAssertTrue(PagingGeometry.isWithinThreshold(e, threshold: .points(301)))
    }

    func testScreensThreshold() {
        let e = extent(content: 3000, offset: 3000 - 466 - 600 + 34)  // the end 466 pt (one screen) away
        XCTAssertEqual(e.distanceToEnd, 466)
        XCTAssertTrue(PagingGeometry.isWithinThreshold(e, threshold: .screens(1)))
        XCTAssertFalse(PagingGeometry.isWithinThreshold(e, threshold: .screens(0.99)))
        XCTAssertEqual(PagingGeometry.thresholdPoints(.screens(0.5), visibleLength: 466), 233)
    }

    func testHorizontalListsMeasureWidths() {
        // A 390 pt wide carousel with 16 pt insets each side, scrolled near its 1200 pt end.
        let e = PagingGeometry.Extent(contentLength: 1200, boundsLength: 390, offset: 700, insetStart: 16, insetEnd: 16)
        XCTAssertEqual(e.visibleLength, 358)
        XCTAssertEqual(e.distanceToEnd, 1200 - (700 + 390 - 16))
        XCTAssertTrue(PagingGeometry.isWithinThreshold(e, threshold: .points(126)))
        XCTAssertFalse(PagingGeometry.isWithinThreshold(e, threshold: .points(125)))
    }

    func testBadThresholdsAreClamped() {
        XCTAssertEqual(PagingGeometry.thresholdPoints(.points(-50), visibleLength: 400), 0)
        XCTAssertEqual(PagingGeometry.thresholdPoints(.screens(-2), visibleLength: 400), 0)
        XCTAssertEqual(PagingGeometry.thresholdPoints(.points(.nan), visibleLength: 400), 400, "NaN: one screen")
        XCTAssertEqual(PagingGeometry.thresholdPoints(.screens(.nan), visibleLength: 400), 400)
        XCTAssertEqual(PagingGeometry.thresholdPoints(.points(.infinity), visibleLength: 400), 4000, "at most ten screens")
        XCTAssertEqual(PagingGeometry.thresholdPoints(.points(1e12), visibleLength: 400), 4000)
        XCTAssertEqual(PagingGeometry.thresholdPoints(.screens(1e9), visibleLength: 400), 4000)
        XCTAssertEqual(PagingGeometry.thresholdPoints(.screens(.infinity), visibleLength: 400), 4000)
        XCTAssertEqual(PagingGeometry.thresholdPoints(.points(3999), visibleLength: 400), 3999)
        XCTAssertEqual(PagingGeometry.thresholdPoints(.screens(9.5), visibleLength: 400), 3800)
        XCTAssertEqual(PagingGeometry.thresholdPoints(.points(100), visibleLength: .nan), 0, "no screen: at most 0")
        XCTAssertEqual(PagingGeometry.thresholdPoints(.screens(1), visibleLength: -5), 0)
        XCTAssertEqual(PagingGeometry.defaultScreens, 1)
        XCTAssertEqual(PagingGeometry.maximumScreens, 10)
    }

    func testANegativeThresholdLoadsOnlyAtTheEnd() {
        XCTAssertFalse(PagingGeometry.isWithinThreshold(extent(content: 2000, offset: 1400 - 1), threshold: .points(-100)))
        XCTAssertTrue(PagingGeometry.isWithinThreshold(extent(content: 2000, offset: 1434), threshold: .points(-100)))
    }

    func testAHugeThresholdIsBoundedByTenScreens() {
        let far = extent(content: 100_000, offset: -100)
        XCTAssertFalse(PagingGeometry.isWithinThreshold(far, threshold: .points(.infinity)))
        let tenScreens = extent(content: 4660 + 466, offset: -100)
        XCTAssertEqual(tenScreens.distanceToEnd, 4660)
        XCTAssertTrue(PagingGeometry.isWithinThreshold(tenScreens, threshold: .screens(50)))
    }

    func testContentShorterThanTheScreenIsWithin() {
        let short = extent(content: 200, offset: -100)
        XCTAssertTrue(PagingGeometry.isWithinThreshold(short, threshold: .points(0)))
        XCTAssertFalse(PagingGeometry.fillsVisibleArea(short))
        XCTAssertTrue(PagingGeometry.fillsVisibleArea(extent(content: 467, offset: -100)))
        XCTAssertFalse(PagingGeometry.fillsVisibleArea(extent(content: 466, offset: -100)))
        XCTAssertFalse(PagingGeometry.fillsVisibleArea(extent(content: .nan, offset: -100)))
    }

    func testNoTriggerWithoutContentLayoutOrFiniteValues() {
        XCTAssertFalse(PagingGeometry.isWithinThreshold(extent(content: 0, offset: -100), threshold: .screens(1)), "an empty list")
        XCTAssertFalse(PagingGeometry.isWithinThreshold(extent(content: -10, offset: -100), threshold: .screens(1)))
        let unsized = PagingGeometry.Extent(contentLength: 500, boundsLength: 0, offset: 0, insetStart: 0, insetEnd: 0)
        XCTAssertFalse(PagingGeometry.isWithinThreshold(unsized, threshold: .screens(1)), "not laid out")
        let tiny = PagingGeometry.Extent(contentLength: 3, boundsLength: 0.5, offset: 0, insetStart: 0, insetEnd: 0)
        XCTAssertTrue(PagingGeometry.isWithinThreshold(tiny, threshold: .points(500)), "any visible length counts")
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            XCTAssertFalse(PagingGeometry.isWithinThreshold(extent(content: bad, offset: -100), threshold: .screens(1)))
            XCTAssertFalse(PagingGeometry.isWithinThreshold(extent(content: 200, offset: bad), threshold: .screens(1)))
            XCTAssertFalse(PagingGeometry.isWithinThreshold(extent(content: 200, offset: 0, keyboard: bad), threshold: .screens(1)))
            let e = PagingGeometry.Extent(contentLength: 200, boundsLength: 600, offset: 0, insetStart: bad, insetEnd: 0)
            XCTAssertFalse(PagingGeometry.isWithinThreshold(e, threshold: .screens(1)))
            let f = PagingGeometry.Extent(contentLength: 200, boundsLength: 600, offset: 0, insetStart: 0, insetEnd: bad)
            XCTAssertFalse(PagingGeometry.isWithinThreshold(f, threshold: .screens(1)))
            let g = PagingGeometry.Extent(contentLength: 200, boundsLength: bad, offset: 0, insetStart: 0, insetEnd: 0)
            XCTAssertFalse(PagingGeometry.isWithinThreshold(g, threshold: .screens(1)))
        }
    }
}
