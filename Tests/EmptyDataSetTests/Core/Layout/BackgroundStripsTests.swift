import XCTest
@testable import EmptyDataSet

final class BackgroundStripsTests: XCTestCase {
    private let reach = BackgroundStrips.reach

    /// A view of no width (or a negative one) still gets strips exactly `reach` wider on each side.
    func testAViewWithoutWidthGetsStripsOfTheReachAlone() {
        for width in [0, -20] as [CGFloat] {
            let strips = BackgroundStrips.frames(
                viewFrame: CGRect(x: 0, y: 0, width: width, height: 300), contentHeight: 300)
            XCTAssertEqual(strips.above.width, 2 * reach, "width \(width)")
            XCTAssertEqual(strips.below.width, 2 * reach, "width \(width)")
            XCTAssertEqual(strips.above.minX, -reach)
        }
    }

    /// A plain list: the view starts at the content's top; the strips meet its edges.
    func testWithoutAHeaderTheStripsMeetTheView() {
        let strips = BackgroundStrips.frames(viewFrame: CGRect(x: 0, y: 0, width: 390, height: 600), contentHeight: 0)

        XCTAssertEqual(strips.above, CGRect(x: -reach, y: -reach, width: 390 + 2 * reach, height: reach))
        XCTAssertEqual(strips.below, CGRect(x: -reach, y: 600, width: 390 + 2 * reach, height: reach))
    }

    /// Below a 200 pt table header: the strip above ends at the content's top, not over the header.
    func testTheStripAboveStopsAtTheContentsTop() {
        let strips = BackgroundStrips.frames(viewFrame: CGRect(x: 0, y: 200, width: 390, height: 500), contentHeight: 260)

        XCTAssertEqual(strips.above.maxY, -200, "in the view's coordinates: the content's top")
        XCTAssertEqual(strips.above.minY, -200 - reach)
        XCTAssertEqual(strips.below.minY, 500, "the content ends inside the view: from the view's bottom")
    }

    /// Section headers and a footer reaching below the view: the strip below starts under them.
    func testTheStripBelowStartsUnderTheContent() {
        let strips = BackgroundStrips.frames(viewFrame: CGRect(x: 0, y: 100, width: 390, height: 500), contentHeight: 900)

        XCTAssertEqual(strips.below.minY, 800, "content bottom 900, in the view's coordinates")
        XCTAssertEqual(strips.below.height, reach)
    }

    func testAViewAboveTheContentsTopKeepsTheStripAtItsOwnTop() {
        let strips = BackgroundStrips.frames(viewFrame: CGRect(x: 0, y: -50, width: 390, height: 500), contentHeight: 0)

        XCTAssertEqual(strips.above.maxY, 0, "the view's own top")
    }

    func testTheReachExceedsAnyWindow() {
        XCTAssertGreaterThanOrEqual(reach, 6016, "a Mac Catalyst window on a 6K display at native resolution")
    }

    func testBadInputGivesFiniteStrips() {
        let strips = BackgroundStrips.frames(
            viewFrame: CGRect(x: CGFloat.nan, y: .infinity, width: -10, height: .nan), contentHeight: .infinity)

        for strip in [strips.above, strips.below] {
            XCTAssertTrue(strip.minX.isFinite && strip.minY.isFinite && strip.width.isFinite && strip.height.isFinite, "\(strip)")
            XCTAssertGreaterThanOrEqual(strip.width, 0)
        }
        XCTAssertEqual(strips.above.maxY, 0)
        XCTAssertEqual(strips.below.minY, 0)
    }
}
