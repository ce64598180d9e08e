import XCTest
@testable import EmptyDataSet

/// The shimmer's band in every direction: each placeholder's own gradient draws its part of one
/// band across the overlay, left to right, right to left, downwards and diagonally.
final class ShimmerGradientTests: XCTestCase {
    private let overlay = CGSize(width: 400, height: 200)

    private func gradient(
        _ stops: [Double], _ direction: PlaceholderShimmerDirection, rtl: Bool = false, bar: CGRect
    ) -> ShimmerGradient {
        ShimmerGradient.geometry(overlayStops: stops, direction: direction, isRightToLeft: rtl, bar: bar, overlay: overlay)
    }

    func testLeadingToTrailingRunsLeftToRightAcrossTheOverlay() {
        // A bar from x = 100 to 200 in a 400-point overlay: the overlay's stop 0.5 (x = 200) is
        // the bar's own 1, the stop 0.25 (x = 100) its 0.
        let result = gradient([0.25, 0.5, 1], .leadingToTrailing, bar: CGRect(x: 100, y: 50, width: 100, height: 20))
        XCTAssertEqual(result.start, CGPoint(x: 0, y: 0.5))
        XCTAssertEqual(result.end, CGPoint(x: 1, y: 0.5))
        XCTAssertEqual(result.locations, [0, 1, 3])
    }

    func testLeadingToTrailingRunsRightToLeftInARightToLeftLayout() {
        // From the right edge: the same bar is 200…300 from it.
        let result = gradient([0.5, 0.75], .leadingToTrailing, rtl: true, bar: CGRect(x: 100, y: 50, width: 100, height: 20))
        XCTAssertEqual(result.start, CGPoint(x: 1, y: 0.5))
        XCTAssertEqual(result.end, CGPoint(x: 0, y: 0.5))
        XCTAssertEqual(result.locations, [0, 1])
    }

    func testTrailingToLeadingIsTheReverse() {
        let bar = CGRect(x: 100, y: 50, width: 100, height: 20)
        let ltr = gradient([0.5, 0.75], .trailingToLeading, bar: bar)
        XCTAssertEqual(ltr.start, CGPoint(x: 1, y: 0.5))
        XCTAssertEqual(ltr.end, CGPoint(x: 0, y: 0.5))
        XCTAssertEqual(ltr.locations, [0, 1])
        let rtl = gradient([0.25, 0.5], .trailingToLeading, rtl: true, bar: bar)
        XCTAssertEqual(rtl.start, CGPoint(x: 0, y: 0.5))
        XCTAssertEqual(rtl.end, CGPoint(x: 1, y: 0.5))
        XCTAssertEqual(rtl.locations, [0, 1])
    }

    func testTopToBottomRunsDownTheOverlayWhateverTheLayoutDirection() {
        // A bar from y = 50 to 100 in a 200-point-tall overlay: stop 0.25 is its top, 0.5 its bottom.
        for rtl in [false, true] {
            let result = gradient([0.25, 0.5], .topToBottom, rtl: rtl, bar: CGRect(x: 10, y: 50, width: 300, height: 50))
            XCTAssertEqual(result.start, CGPoint(x: 0.5, y: 0))
            XCTAssertEqual(result.end, CGPoint(x: 0.5, y: 1))
            XCTAssertEqual(result.locations, [0, 1])
        }
    }

    func testDiagonalRunsAtFortyFiveDegreesFromTheTopLeadingCorner() throws {
        // A 100 × 20 bar at the overlay's origin: along (1, 1)/√2 it spans 120/√2 points, so the
        // axis ends 60 points right and 60 down — (0.6, 3) in its unit space (45° in points, not
        // corner to corner).
        let result = gradient([0, 1], .diagonal, bar: CGRect(x: 0, y: 0, width: 100, height: 20))
        XCTAssertEqual(result.start, CGPoint(x: 0, y: 0))
        XCTAssertEqual(result.end.x, 0.6, accuracy: 1e-9)
        XCTAssertEqual(result.end.y, 3, accuracy: 1e-9)
        // The overlay spans 600/√2 along the same axis: stop 1 is five bar spans on.
        XCTAssertEqual(result.locations[0], 0, accuracy: 1e-9)
        XCTAssertEqual(result.locations[1], 5, accuracy: 1e-9)
        // Right to left it starts at the top right corner.
        let rtl = gradient([0, 1], .diagonal, rtl: true, bar: CGRect(x: 300, y: 0, width: 100, height: 20))
        XCTAssertEqual(rtl.start, CGPoint(x: 1, y: 0))
        XCTAssertEqual(rtl.end.x, 0.4, accuracy: 1e-9)
        XCTAssertEqual(rtl.end.y, 3, accuracy: 1e-9)
        XCTAssertEqual(rtl.locations[0], 0, accuracy: 1e-9)
        XCTAssertEqual(rtl.locations[1], 5, accuracy: 1e-9)
    }

    func testSeparateBarsSeeTheBandAtTheSamePlaceAtTheSameTime() {
        // The overlay's stop 0.5 in every direction falls on the shared edge of two adjacent bars.
        let left = gradient([0.5], .leadingToTrailing, bar: CGRect(x: 0, y: 0, width: 200, height: 20))
        let right = gradient([0.5], .leadingToTrailing, bar: CGRect(x: 200, y: 0, width: 200, height: 20))
        XCTAssertEqual(left.locations, [1])
        XCTAssertEqual(right.locations, [0])
        let upper = gradient([0.5], .topToBottom, bar: CGRect(x: 0, y: 0, width: 50, height: 100))
        let lower = gradient([0.5], .topToBottom, bar: CGRect(x: 0, y: 100, width: 50, height: 100))
        XCTAssertEqual(upper.locations, [1])
        XCTAssertEqual(lower.locations, [0])
    }

    func testBadInputGivesAHorizontalAxisAndTheStopsAsTheyAre() {
        let stops = [-1.0, -0.5, 0]
        let bad: [(CGRect, CGSize)] = [
            (CGRect(x: 0, y: 0, width: 0, height: 10), overlay),
            (CGRect(x: 0, y: 0, width: 10, height: 0), overlay),
            (CGRect(x: 0, y: 0, width: 10, height: 10), CGSize(width: 0, height: 100)),
            (CGRect(x: 0, y: 0, width: 10, height: 10), CGSize(width: 100, height: 0)),
            (CGRect(x: CGFloat.infinity, y: 0, width: 10, height: 10), overlay),
            (CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10), overlay),
            (CGRect(x: 0, y: 0, width: 10, height: 10), CGSize(width: CGFloat.nan, height: 100)),
        ]
        for (bar, size) in bad {
            for direction in PlaceholderShimmerDirection.allCases {
                let result = ShimmerGradient.geometry(
                    overlayStops: stops, direction: direction, isRightToLeft: false, bar: bar, overlay: size)
                XCTAssertEqual(result, ShimmerGradient(start: CGPoint(x: 0, y: 0.5), end: CGPoint(x: 1, y: 0.5), locations: stops),
                               "\(bar) in \(size), \(direction)")
            }
        }
    }

    func testDirectionVectorsAreUnitLength() {
        for direction in PlaceholderShimmerDirection.allCases {
            for rtl in [false, true] {
                let (dx, dy) = direction.vector(isRightToLeft: rtl)
                XCTAssertEqual(dx * dx + dy * dy, 1, accuracy: 1e-12, "\(direction)")
            }
        }
        XCTAssertEqual(PlaceholderShimmerDirection.leadingToTrailing.vector(isRightToLeft: false).dx, 1)
        XCTAssertEqual(PlaceholderShimmerDirection.leadingToTrailing.vector(isRightToLeft: true).dx, -1)
        XCTAssertEqual(PlaceholderShimmerDirection.trailingToLeading.vector(isRightToLeft: false).dx, -1)
        XCTAssertEqual(PlaceholderShimmerDirection.topToBottom.vector(isRightToLeft: true).dy, 1)
        XCTAssertEqual(PlaceholderShimmerDirection.topToBottom.vector(isRightToLeft: true).dx, 0)
        XCTAssertGreaterThan(PlaceholderShimmerDirection.diagonal.vector(isRightToLeft: false).dx, 0)
        XCTAssertLessThan(PlaceholderShimmerDirection.diagonal.vector(isRightToLeft: true).dx, 0)
    }
}
