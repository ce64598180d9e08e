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
}
