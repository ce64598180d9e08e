import XCTest
@testable import EmptyDataSet

/// Margins, the image height cap, motion and button feedback rules.
final class LayoutRulesTests: XCTestCase {
    // MARK: - Margins

    func testTheViewControllersSystemMinimumWins() {
        XCTAssertEqual(ContentMargins.margin(systemMinimum: 20, width: 375), 20)
        XCTAssertEqual(ContentMargins.margin(systemMinimum: 16, width: 834), 16)
    }

    func testWithoutAViewControllerTheWidthDecides() {
        XCTAssertEqual(ContentMargins.margin(systemMinimum: nil, width: 320), 16)
        XCTAssertEqual(ContentMargins.margin(systemMinimum: nil, width: 375), 16)
        XCTAssertEqual(ContentMargins.margin(systemMinimum: nil, width: 414), 20)
        XCTAssertEqual(ContentMargins.margin(systemMinimum: nil, width: 1024), 20)
    }

    func testNeverTheNarrowDefaultOrBadInput() {
        for bad: CGFloat in [0, -8, .nan, .infinity] {
            XCTAssertEqual(ContentMargins.margin(systemMinimum: bad, width: 375), 16, "\(bad)")
        }
        XCTAssertEqual(ContentMargins.margin(systemMinimum: nil, width: .nan), 16)
    }

    // MARK: - Image height

    func testAnImageAloneMayUseTheWholeArea() {
        XCTAssertEqual(ImageFit.available(in: CGSize(width: 343, height: 268), hasOtherElements: false), CGSize(width: 343, height: 268))
    }

    func testWithTextTheImageTakesAtMostHalfTheHeight() {
        let area = CGSize(width: 343, height: 268)
        XCTAssertEqual(ImageFit.available(in: area, hasOtherElements: true), CGSize(width: 343, height: 134))
        // A tall illustration in landscape: aspect-fit inside the half, never upscaled.
        let size = ImageFit.displaySize(for: CGSize(width: 300, height: 600), in: ImageFit.available(in: area, hasOtherElements: true))
        XCTAssertEqual(size, CGSize(width: 67, height: 134))
        XCTAssertEqual(
            ImageFit.displaySize(for: CGSize(width: 40, height: 40), in: ImageFit.available(in: area, hasOtherElements: true)),
            CGSize(width: 40, height: 40))
    }

    func testBadAreasGiveNoRoom() {
        XCTAssertEqual(ImageFit.available(in: CGSize(width: -1, height: CGFloat.nan), hasOtherElements: true), .zero)
    }

    // MARK: - Motion

    func testImageAnimationStopsWithReduceMotion() {
        XCTAssertTrue(MotionPreferences.runsImageAnimation(isRequested: true, isReduceMotionEnabled: false))
        XCTAssertFalse(MotionPreferences.runsImageAnimation(isRequested: true, isReduceMotionEnabled: true))
        XCTAssertFalse(MotionPreferences.runsImageAnimation(isRequested: false, isReduceMotionEnabled: false))
    }

    func testRecenteringSlidesUnlessReduceMotion() {
        XCTAssertGreaterThan(MotionPreferences.recenteringDuration(isReduceMotionEnabled: false), 0)
        XCTAssertEqual(MotionPreferences.recenteringDuration(isReduceMotionEnabled: true), 0)
    }

    func testStatesCrossFadeUnlessReduceMotion() {
        XCTAssertGreaterThan(MotionPreferences.stateCrossFadeDuration(isReduceMotionEnabled: false), 0)
        XCTAssertEqual(MotionPreferences.stateCrossFadeDuration(isReduceMotionEnabled: true), 0, "the state changes at once")
    }

    // MARK: - Button

    func testButtonDimsWhilePressedUnlessTheSourceDrewThePressedState() {
        XCTAssertEqual(ButtonFeedback.alpha(isHighlighted: true, hasHighlightedContent: false), ButtonFeedback.pressedAlpha)
        XCTAssertLessThan(ButtonFeedback.pressedAlpha, 1)
        XCTAssertEqual(ButtonFeedback.alpha(isHighlighted: true, hasHighlightedContent: true), 1)
        XCTAssertEqual(ButtonFeedback.alpha(isHighlighted: false, hasHighlightedContent: false), 1)
    }

    // MARK: - Signals

    func testTallyCountsEachSignal() {
        var tally = SignalTally()
        tally.record(.itemChangeHook)
        tally.record(.itemChangeHook)
        tally.record(.contentSize)
        XCTAssertEqual(tally.count(of: .itemChangeHook), 2)
        XCTAssertEqual(tally.count(of: .contentSize), 1)
        XCTAssertEqual(tally.count(of: .reloadHook), 0)
    }
}
