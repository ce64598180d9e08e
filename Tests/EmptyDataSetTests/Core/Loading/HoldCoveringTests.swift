import XCTest
@testable import EmptyDataSet

/// How rows that arrive under a held loading state are kept out of sight: covered only with an
/// opaque flat background that is exactly what is behind them, hidden otherwise.
final class HoldCoveringTests: XCTestCase {
    func testTheListsOwnOpaqueBackgroundCovers() {
        XCTAssertEqual(HoldCovering.choose(hasBackgroundView: false, backdrops: [.color(alpha: 1)]), .cover(backgroundAt: 0))
    }

    func testAClearListTakesTheFirstOpaqueAncestor() {
        XCTAssertEqual(
            HoldCovering.choose(hasBackgroundView: false, backdrops: [.color(alpha: 0), .color(alpha: 0.0005), .color(alpha: 1)]),
            .cover(backgroundAt: 2))
        XCTAssertEqual(
            HoldCovering.choose(hasBackgroundView: false, backdrops: [.color(alpha: 0.9995)]), .cover(backgroundAt: 0),
            "a hair short of 1 is opaque")
        XCTAssertEqual(
            HoldCovering.choose(hasBackgroundView: false, backdrops: [.color(alpha: HoldCovering.opaqueAlpha)]), .cover(backgroundAt: 0),
            "the opaque threshold itself is opaque")
    }

    func testATranslucentBackgroundHidesTheRowsInstead() {
        XCTAssertEqual(HoldCovering.choose(hasBackgroundView: false, backdrops: [.color(alpha: 0.5), .color(alpha: 1)]), .hideRows)
        XCTAssertEqual(HoldCovering.choose(hasBackgroundView: false, backdrops: [.color(alpha: 0.998)]), .hideRows)
        XCTAssertEqual(HoldCovering.choose(hasBackgroundView: false, backdrops: [.color(alpha: 0.002)]), .hideRows)
        XCTAssertEqual(
            HoldCovering.choose(hasBackgroundView: false, backdrops: [.color(alpha: 0.001), .color(alpha: 1)]), .hideRows,
            "at the clear threshold a color is no longer clear")
    }

    func testABackgroundViewHidesTheRowsWhateverTheColors() {
        XCTAssertEqual(HoldCovering.choose(hasBackgroundView: true, backdrops: [.color(alpha: 1)]), .hideRows)
        XCTAssertEqual(HoldCovering.choose(hasBackgroundView: true, backdrops: [.color(alpha: 0), .color(alpha: 1)]), .hideRows)
    }

    func testAnEffectOnTheWayUpHidesTheRows() {
        XCTAssertEqual(HoldCovering.choose(hasBackgroundView: false, backdrops: [.color(alpha: 0), .effect, .color(alpha: 1)]), .hideRows)
        XCTAssertEqual(
            HoldCovering.choose(hasBackgroundView: false, backdrops: [.color(alpha: 0), .color(alpha: 1), .effect]), .cover(backgroundAt: 1),
            "an effect behind the opaque background does not show")
    }

    func testNoBackgroundAtAllHidesTheRows() {
        XCTAssertEqual(HoldCovering.choose(hasBackgroundView: false, backdrops: []), .hideRows)
        XCTAssertEqual(HoldCovering.choose(hasBackgroundView: false, backdrops: [.color(alpha: 0), .color(alpha: .nan)]), .hideRows)
    }
}
