import XCTest
@testable import EmptyDataSet

final class LayoutInsetsTests: XCTestCase {
    func testZeroHasNoInsetOnAnyEdge() {
        XCTAssertEqual(LayoutInsets.zero, LayoutInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    func testSanitizedKeepsFiniteValuesIncludingNegativeOnes() {
        let insets = LayoutInsets(top: 64, left: -8, bottom: 34.5, right: 0)
        XCTAssertEqual(insets.sanitized, insets)
    }

    func testSanitizedReplacesEveryNonFiniteEdgeWithZero() {
        let insets = LayoutInsets(top: .nan, left: .infinity, bottom: -.infinity, right: 12)
        XCTAssertEqual(insets.sanitized, LayoutInsets(top: 0, left: 0, bottom: 0, right: 12))
    }

    func testSanitizedKeepsNegativeValuesOnEveryEdge() {
        // Negative adjusted insets are legal (an app can pull content under a bar); only
        // non-finite values are replaced.
        let insets = LayoutInsets(top: -1, left: -2, bottom: -3, right: -4)
        XCTAssertEqual(insets.sanitized, insets)
    }
}
