import Foundation
import XCTest
@testable import EmptyDataSet

final class MetricEqualityTests: XCTestCase {
    func testNaNEqualsNaN() {
        XCTAssertTrue(MetricEquality.same(CGFloat.nan, .nan))
        XCTAssertTrue(MetricEquality.same(CGFloat.nan, -CGFloat.nan), "any NaN")
    }

    func testNaNDiffersFromEveryNumber() {
        XCTAssertFalse(MetricEquality.same(CGFloat.nan, 0))
        XCTAssertFalse(MetricEquality.same(0, CGFloat.nan))
        XCTAssertFalse(MetricEquality.same(CGFloat.nan, .infinity))
    }

    func testNumbersCompareAsEqualityDoes() {
        XCTAssertTrue(MetricEquality.same(11, 11))
        XCTAssertTrue(MetricEquality.same(0, -0))
        XCTAssertTrue(MetricEquality.same(CGFloat.infinity, .infinity))
        XCTAssertFalse(MetricEquality.same(11, 12))
        XCTAssertFalse(MetricEquality.same(12, 11))
        XCTAssertFalse(MetricEquality.same(CGFloat.infinity, -.infinity))
    }

    func testSizesCompareByDimension() {
        XCTAssertTrue(MetricEquality.same(CGSize(width: CGFloat.nan, height: 60), CGSize(width: CGFloat.nan, height: 60)))
        XCTAssertFalse(MetricEquality.same(CGSize(width: CGFloat.nan, height: 60), CGSize(width: CGFloat.nan, height: 61)))
        XCTAssertFalse(MetricEquality.same(CGSize(width: 60, height: CGFloat.nan), CGSize(width: 61, height: CGFloat.nan)))
        XCTAssertTrue(MetricEquality.same(CGSize(width: 60, height: 40), CGSize(width: 60, height: 40)))
    }

    func testListsCompareValueByValue() {
        XCTAssertTrue(MetricEquality.same([1, .nan, 3, 4], [1, .nan, 3, 4]))
        XCTAssertFalse(MetricEquality.same([1, .nan, 3, 4], [1, .nan, 3, 5]))
        XCTAssertFalse(MetricEquality.same([9, .nan, 3, 4], [1, .nan, 3, 4]))
        XCTAssertFalse(MetricEquality.same([1, 2, 3], [1, 2, 3, 4]), "a missing edge")
        XCTAssertFalse(MetricEquality.same([1, 2, 3, 4], [1, 2, 3]))
    }

    func testMissingListsAreEqualOnlyToEachOther() {
        XCTAssertTrue(MetricEquality.same(nil as [CGFloat]?, nil))
        XCTAssertFalse(MetricEquality.same(nil, [0, 0, 0, 0]), "system margins are not zero margins")
        XCTAssertFalse(MetricEquality.same([0, 0, 0, 0], nil))
    }
}
