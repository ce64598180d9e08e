import XCTest
@testable import EmptyDataSet

/// Placeholders cut to the clipping views between the redacted view and the view they stand for.
final class RedactionClippingTests: XCTestCase {
    private let card = CGRect(x: 0, y: 0, width: 100, height: 50)

    func testAViewThatDoesNotClipLeavesTheClipAsItIs() {
        XCTAssertNil(RedactionClip.narrowed(nil, by: card, clips: false))
        XCTAssertEqual(RedactionClip.narrowed(card, by: CGRect(x: 50, y: 0, width: 10, height: 10), clips: false), card)
    }

    func testClippingViewsNarrowTheClip() {
        XCTAssertEqual(RedactionClip.narrowed(nil, by: card, clips: true), card)
        let inner = CGRect(x: 80, y: 10, width: 50, height: 100)
        XCTAssertEqual(RedactionClip.narrowed(card, by: inner, clips: true), CGRect(x: 80, y: 10, width: 20, height: 40))
    }

    func testABarHalfOutsideIsCutAndOneOutsideIsDropped() {
        let bars = [CGRect(x: 10, y: 10, width: 180, height: 12), CGRect(x: 10, y: 60, width: 50, height: 12)]
        let cut = RedactionClip.visible(bars, radii: [4, 4], in: card)
        XCTAssertEqual(cut.rects, [CGRect(x: 10, y: 10, width: 90, height: 12)])
        XCTAssertEqual(cut.radii, [4])
    }

    func testNoClipKeepsEverything() {
        let bars = [CGRect(x: -10, y: 500, width: 30, height: 12)]
        XCTAssertEqual(RedactionClip.visible(bars, radii: [4], in: nil).rects, bars)
    }

    func testARadiusNeverExceedsHalfTheCutRectangle() {
        // A bar with only 2 points left inside keeps a 1-point radius.
        let cut = RedactionClip.visible([CGRect(x: 98, y: 10, width: 40, height: 12)], radii: [6], in: card)
        XCTAssertEqual(cut.rects, [CGRect(x: 98, y: 10, width: 2, height: 12)])
        XCTAssertEqual(cut.radii, [1])
    }

    func testEdgesAndBadInputGiveNothing() {
        // Touching the clip's edge is no area.
        XCTAssertNil(RedactionClip.visible(CGRect(x: 100, y: 0, width: 10, height: 10), in: card))
        XCTAssertNil(RedactionClip.visible(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), in: card))
        XCTAssertNil(RedactionClip.visible(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), in: nil))
        XCTAssertNil(RedactionClip.visible(.zero, in: nil))
        XCTAssertNil(RedactionClip.narrowed(card, by: CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1), clips: true)
            .flatMap { RedactionClip.visible(CGRect(x: 1, y: 1, width: 5, height: 5), in: $0) })
    }

    func testANegativeSizeRectangleIsStandardized() {
        XCTAssertEqual(RedactionClip.visible(CGRect(x: 20, y: 20, width: -10, height: -10), in: card),
                       CGRect(x: 10, y: 10, width: 10, height: 10))
    }
}
