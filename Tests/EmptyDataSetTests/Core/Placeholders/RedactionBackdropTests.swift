import XCTest
@testable import EmptyDataSet

/// The color that covers a label's text under its bars: its background and its ancestors',
/// composited down to the first opaque one.
final class RedactionBackdropTests: XCTestCase {
    private let white = RedactionColor(red: 1, green: 1, blue: 1, alpha: 1)
    private let black = RedactionColor(red: 0, green: 0, blue: 0, alpha: 1)
    private let clear = RedactionColor(red: 0, green: 0, blue: 0, alpha: 0)

    func testFirstOpaqueBackgroundWins() {
        let red = RedactionColor(red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual(RedactionBackdrop.color(of: [clear, red, black], over: white), red)
    }

    func testNoBackgroundGivesTheFallback() {
        XCTAssertEqual(RedactionBackdrop.color(of: [], over: black), black)
        XCTAssertEqual(RedactionBackdrop.color(of: [clear, clear], over: black), black)
    }

    func testTranslucentBackgroundsAreCompositedOverWhatIsBehind() {
        // A card filled with 20 % black over a white screen reads as 80 % white.
        let fill = RedactionColor(red: 0, green: 0, blue: 0, alpha: 0.2)
        let result = RedactionBackdrop.color(of: [clear, fill, white], over: black)
        XCTAssertEqual(result.red, 0.8, accuracy: 1e-9)
        XCTAssertEqual(result.green, 0.8, accuracy: 1e-9)
        XCTAssertEqual(result.alpha, 1)
    }

    func testNestedTranslucentBackgrounds() {
        let half = RedactionColor(red: 1, green: 1, blue: 1, alpha: 0.5)
        // Half white over half white over black: 0.5 + 0.5 × 0.5 × … = 0.75.
        XCTAssertEqual(RedactionBackdrop.color(of: [half, half], over: black).red, 0.75, accuracy: 1e-9)
    }

    func testEachChannelIsCompositedFromItsOwnValues() {
        // Distinct channels on both sides, so a channel mixed from another one shows.
        let tint = RedactionColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        let behind = RedactionColor(red: 1, green: 0.2, blue: 0.5, alpha: 1)
        let result = RedactionBackdrop.color(of: [tint], over: behind)
        XCTAssertEqual(result.red, 0.6, accuracy: 1e-9)
        XCTAssertEqual(result.green, 0.3, accuracy: 1e-9)
        XCTAssertEqual(result.blue, 0.55, accuracy: 1e-9)
        XCTAssertEqual(result.alpha, 1)
        // A quarter-opaque layer weighs its color by a quarter and what is behind by three quarters.
        let quarter = RedactionColor(red: 0, green: 1, blue: 0.2, alpha: 0.25)
        let mixed = RedactionBackdrop.color(of: [quarter], over: behind)
        XCTAssertEqual(mixed.red, 0.75, accuracy: 1e-9)
        XCTAssertEqual(mixed.green, 0.4, accuracy: 1e-9)
        XCTAssertEqual(mixed.blue, 0.425, accuracy: 1e-9)
    }

    func testResultIsAlwaysOpaqueAndInRange() {
        let extended = RedactionColor(red: 1.4, green: -0.2, blue: .nan, alpha: 3)
        let result = RedactionBackdrop.color(of: [extended], over: RedactionColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0))
        XCTAssertEqual(result, RedactionColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(RedactionBackdrop.color(of: [], over: RedactionColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0)).alpha, 1)
    }

    func testTextInAClearColorNeedsNoBackdrop() {
        XCTAssertFalse(RedactionBackdrop.isTextVisible(runAlphas: [0]))
        XCTAssertFalse(RedactionBackdrop.isTextVisible(runAlphas: [0, 0.005, .nan]))
        XCTAssertFalse(RedactionBackdrop.isTextVisible(runAlphas: []), "no run draws nothing")
        XCTAssertTrue(RedactionBackdrop.isTextVisible(runAlphas: [0, 1]), "one visible run is enough")
        XCTAssertTrue(RedactionBackdrop.isTextVisible(runAlphas: [0.3]))
    }

    func testA999PerMilleBackgroundEndsTheWalk() {
        // At the threshold and just above it a background counts as opaque: what is behind it
        // (blue) is not composited in; only the fallback shows through the last thousandth.
        let blue = RedactionColor(red: 0, green: 0, blue: 1, alpha: 1)
        for alpha in [0.999, 0.9995] {
            let red = RedactionColor(red: 1, green: 0, blue: 0, alpha: alpha)
            let result = RedactionBackdrop.color(of: [red, blue], over: white)
            XCTAssertEqual(result.green, 1 - alpha, accuracy: 1e-9, "alpha \(alpha)")
        }
    }

    func testTextAtTheInvisibleAlphaNeedsNoBackdrop() {
        XCTAssertFalse(RedactionBackdrop.isTextVisible(runAlphas: [RedactionRule.invisibleAlpha]))
        XCTAssertTrue(RedactionBackdrop.isTextVisible(runAlphas: [RedactionRule.invisibleAlpha + 0.001]))
    }
}
