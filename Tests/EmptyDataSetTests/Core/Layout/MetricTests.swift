import XCTest
@testable import EmptyDataSet

final class MetricTests: XCTestCase {
    func testDefaultSpaceHeightIsDZNEmptyDataSetsElevenPoints() {
        XCTAssertEqual(Metric.defaultSpaceHeight, 11)
        XCTAssertEqual(Metric.spacing(Metric.defaultSpaceHeight), Metric.defaultSpaceHeight)
    }

    func testFiniteOrZeroKeepsFiniteAndZeroesNonFinite() {
        XCTAssertEqual(Metric.finiteOrZero(-3.5), -3.5)
        XCTAssertEqual(Metric.finiteOrZero(.nan), 0)
        XCTAssertEqual(Metric.finiteOrZero(.infinity), 0)
        XCTAssertEqual(Metric.finiteOrZero(-.infinity), 0)
    }

    func testVerticalOffsetKeepsFiniteValuesInBothDirections() {
        XCTAssertEqual(Metric.verticalOffset(40), 40)
        XCTAssertEqual(Metric.verticalOffset(-25.5), -25.5, "a negative offset moves the content up")
        XCTAssertEqual(Metric.verticalOffset(0), 0)
    }

    func testVerticalOffsetNaNOrInfiniteCountsAsZero() {
        XCTAssertEqual(Metric.verticalOffset(.nan), 0)
        XCTAssertEqual(Metric.verticalOffset(.infinity), 0)
        XCTAssertEqual(Metric.verticalOffset(-.infinity), 0)
    }

    func testSpacingKeepsNonNegativeFiniteValues() {
        XCTAssertEqual(Metric.spacing(0), 0)
        XCTAssertEqual(Metric.spacing(24), 24)
    }

    func testNegativeSpacingCountsAsZero() {
        XCTAssertEqual(Metric.spacing(-10), 0)
    }

    func testNaNOrInfiniteSpacingCountsAsZero() {
        XCTAssertEqual(Metric.spacing(.nan), 0)
        XCTAssertEqual(Metric.spacing(.infinity), 0)
        XCTAssertEqual(Metric.spacing(-.infinity), 0)
    }

    func testNonNegativeSizeReplacesNegativeAndNonFiniteDimensionsWithZero() {
        XCTAssertEqual(Metric.nonNegative(CGSize(width: 30, height: 40)), CGSize(width: 30, height: 40))
        XCTAssertEqual(Metric.nonNegative(CGSize(width: -30, height: 40)), CGSize(width: 0, height: 40))
        XCTAssertEqual(Metric.nonNegative(CGSize(width: CGFloat.nan, height: .infinity)), .zero)
        XCTAssertEqual(Metric.nonNegative(CGSize(width: 5, height: -CGFloat.infinity)), CGSize(width: 5, height: 0))
    }

    func testNonNegativeSizeZeroesAFiniteNegativeHeight() {
        XCTAssertEqual(Metric.nonNegative(CGSize(width: 5, height: -7)), CGSize(width: 5, height: 0))
    }

    func testFadeInDurationIsDZNEmptyDataSetsQuarterSecond() {
        XCTAssertEqual(Metric.fadeInDuration, 0.25, accuracy: 0.0001)
    }
}
