import XCTest
@testable import EmptyDataSet

final class NestedScrollHandOffTests: XCTestCase {
    private func passes(_ dx: CGFloat, _ dy: CGFloat, offset: CGFloat, maximum: CGFloat = 200) -> Bool {
        NestedScrollHandOff.passesToOuterScrollView(
            translation: CGPoint(x: dx, y: dy), contentOffsetY: offset, maximumOffsetY: maximum)
    }

    func testAPullDownAtTheTopGoesToTheAppsScrollView() {
        XCTAssertTrue(passes(0, 12, offset: 0), "pull to refresh")
        XCTAssertTrue(passes(0, 0.4, offset: 0), "as UIKit asks: only the movement past the pan's hysteresis")
        XCTAssertTrue(passes(3, 12, offset: -1), "rubber-banded slightly past the top")
    }

    func testAPullDownInsideTheContentScrollsIt() {
        XCTAssertFalse(passes(0, 12, offset: 40))
    }

    func testAPushUpAtTheEndGoesOut() {
        XCTAssertTrue(passes(0, -12, offset: 200))
        XCTAssertFalse(passes(0, -12, offset: 150))
    }

    func testHorizontalOrStillDragsStayInside() {
        XCTAssertFalse(passes(20, 5, offset: 0))
        XCTAssertFalse(passes(0, 0, offset: 0))
        XCTAssertFalse(passes(.nan, 10, offset: 0))
    }

    /// A drag at exactly 45° is not a vertical drag: it stays with the inner scroll view, whose
    /// own pan then decides (mostly vertical means strictly more vertical than horizontal).
    func testADragAtExactly45DegreesStaysInside() {
        XCTAssertFalse(passes(12, 12, offset: 0), "down-right at the top")
        XCTAssertFalse(passes(-12, 12, offset: 0), "down-left at the top")
        XCTAssertFalse(passes(12, -12, offset: 200), "up-right at the end")
        XCTAssertTrue(passes(11.9, 12, offset: 0), "just steeper than 45° goes out")
    }

    /// The content's own edges, exactly: half a point into the content is inside it.
    func testTheEdgesAreExact() {
        XCTAssertFalse(passes(0, 12, offset: 0.5), "half a point down the content still scrolls it")
        XCTAssertTrue(passes(0, -12, offset: 0.5, maximum: 0), "content that fits: a push up at any offset goes out")
        XCTAssertTrue(passes(0, -12, offset: 0, maximum: -50), "a negative maximum counts as 0")
        XCTAssertFalse(passes(0, -12, offset: 0, maximum: 0.5), "half a point left to scroll")
    }
}
