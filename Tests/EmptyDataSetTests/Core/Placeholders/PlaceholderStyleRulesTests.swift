import XCTest
@testable import EmptyDataSet

/// Which animation runs (Reduce Motion, being shown, the app's own animation and its bad
/// timings) and the default colors by appearance and contrast.
final class PlaceholderStyleRulesTests: XCTestCase {
    private let oneSecond = CustomAnimationTiming(duration: 1, autoreverses: false, speed: 1)

    // MARK: Which animation runs

    func testBuiltInAnimationsRunWhenShownWithoutReduceMotion() {
        XCTAssertEqual(PlaceholderMotion.plan(.shimmer, custom: nil, isReduceMotionEnabled: false, isShowing: true), .builtIn(.shimmer))
        XCTAssertEqual(PlaceholderMotion.plan(.pulse, custom: nil, isReduceMotionEnabled: false, isShowing: true), .builtIn(.pulse))
        XCTAssertEqual(PlaceholderMotion.plan(.none, custom: nil, isReduceMotionEnabled: false, isShowing: true), .still)
    }

    func testReduceMotionStopsEveryAnimationTheAppsOwnIncluded() {
        for animation in [PlaceholderAnimation.shimmer, .pulse, .none] {
            XCTAssertEqual(PlaceholderMotion.plan(animation, custom: nil, isReduceMotionEnabled: true, isShowing: true), .still)
            XCTAssertEqual(PlaceholderMotion.plan(animation, custom: oneSecond, isReduceMotionEnabled: true, isShowing: true), .still)
        }
    }

    func testNothingRunsWhileNotShown() {
        XCTAssertEqual(PlaceholderMotion.plan(.shimmer, custom: nil, isReduceMotionEnabled: false, isShowing: false), .still)
        XCTAssertEqual(PlaceholderMotion.plan(.pulse, custom: oneSecond, isReduceMotionEnabled: false, isShowing: false), .still)
    }

    func testTheAppsAnimationReplacesTheBuiltInOne() {
        for animation in [PlaceholderAnimation.shimmer, .pulse, .none] {
            XCTAssertEqual(
                PlaceholderMotion.plan(animation, custom: oneSecond, isReduceMotionEnabled: false, isShowing: true),
                .custom(period: 1))
        }
    }

    func testAnAppsAnimationThatNeverCompletesACycleShowsAStaticFill() {
        let bad = [
            CustomAnimationTiming(duration: .infinity, autoreverses: false, speed: 1),
            CustomAnimationTiming(duration: .nan, autoreverses: false, speed: 1),
            CustomAnimationTiming(duration: -1, autoreverses: false, speed: 1),
            CustomAnimationTiming(duration: 1, autoreverses: false, speed: 0),
            CustomAnimationTiming(duration: 1, autoreverses: false, speed: -2),
            CustomAnimationTiming(duration: 1, autoreverses: false, speed: .infinity),
            CustomAnimationTiming(duration: .greatestFiniteMagnitude, autoreverses: true, speed: 0.5),
        ]
        for timing in bad {
            XCTAssertNil(PlaceholderMotion.period(of: timing), "\(timing)")
            XCTAssertEqual(PlaceholderMotion.plan(.shimmer, custom: timing, isReduceMotionEnabled: false, isShowing: true), .still,
                           "\(timing): not the built-in shimmer either")
        }
    }

    func testAnAppsAnimationsPeriodFollowsCoreAnimationsTiming() throws {
        XCTAssertEqual(PlaceholderMotion.period(of: oneSecond), 1)
        XCTAssertEqual(PlaceholderMotion.period(of: CustomAnimationTiming(duration: 1, autoreverses: true, speed: 1)), 2)
        XCTAssertEqual(PlaceholderMotion.period(of: CustomAnimationTiming(duration: 1, autoreverses: true, speed: 4)), 0.5)
        XCTAssertEqual(PlaceholderMotion.period(of: CustomAnimationTiming(duration: 3, autoreverses: false, speed: 0.5)), 6)
        // Core Animation runs a duration of 0 for 0.25 s.
        XCTAssertEqual(PlaceholderMotion.coreAnimationDefaultDuration, 0.25)
        XCTAssertEqual(PlaceholderMotion.period(of: CustomAnimationTiming(duration: 0, autoreverses: false, speed: 1)), 0.25)
        XCTAssertEqual(PlaceholderMotion.period(of: CustomAnimationTiming(duration: 0, autoreverses: true, speed: 1)), 0.5)
    }

    func testEveryAnimationIsAlignedToItsPeriodOnTheSharedClock() throws {
        let period = try XCTUnwrap(PlaceholderMotion.period(of: CustomAnimationTiming(duration: 0.8, autoreverses: true, speed: 1)))
        XCTAssertEqual(PlaceholderMotion.alignedBeginTime(now: 10.1, period: period), 9.6, accuracy: 1e-9)
        XCTAssertEqual(PlaceholderMotion.alignedBeginTime(now: 11.5, period: period), 11.2, accuracy: 1e-9)
    }

    // MARK: Default colors

    func testDefaultFillIsGrayFiveOrGrayFourWithIncreasedContrast() {
        XCTAssertEqual(PlaceholderPalette.fill(isDark: false, isHighContrast: false), .gray5)
        XCTAssertEqual(PlaceholderPalette.fill(isDark: true, isHighContrast: false), .gray5)
        XCTAssertEqual(PlaceholderPalette.fill(isDark: false, isHighContrast: true), .gray4)
        XCTAssertEqual(PlaceholderPalette.fill(isDark: true, isHighContrast: true), .gray4)
    }

    func testDefaultHighlight() {
        XCTAssertEqual(PlaceholderPalette.highlight(isDark: false, isHighContrast: false), .gray6)
        XCTAssertEqual(PlaceholderPalette.highlight(isDark: false, isHighContrast: true), .gray6)
        XCTAssertEqual(PlaceholderPalette.highlight(isDark: true, isHighContrast: false), .gray4)
        XCTAssertEqual(PlaceholderPalette.highlight(isDark: true, isHighContrast: true), .gray3)
    }

    func testTheHighlightIsLighterThanTheFillInEveryAppearance() {
        func luminance(_ gray: PlaceholderPalette.Gray, _ isDark: Bool) -> Int {
            let value = PlaceholderPalette.srgb(gray, isDark: isDark)
            return value.red + value.green + value.blue
        }
        for isDark in [false, true] {
            for isHighContrast in [false, true] {
                let fill = PlaceholderPalette.fill(isDark: isDark, isHighContrast: isHighContrast)
                let highlight = PlaceholderPalette.highlight(isDark: isDark, isHighContrast: isHighContrast)
                XCTAssertGreaterThan(luminance(highlight, isDark), luminance(fill, isDark), "dark \(isDark), contrast \(isHighContrast)")
            }
        }
        // Increased contrast moves the fill away from the background: darker on white, lighter on black.
        XCTAssertLessThan(luminance(PlaceholderPalette.fill(isDark: false, isHighContrast: true), false),
                          luminance(PlaceholderPalette.fill(isDark: false, isHighContrast: false), false))
        XCTAssertGreaterThan(luminance(PlaceholderPalette.fill(isDark: true, isHighContrast: true), true),
                             luminance(PlaceholderPalette.fill(isDark: true, isHighContrast: false), true))
    }

    func testSystemGrayValuesOnPlatformsWithoutThem() {
        XCTAssertTrue(PlaceholderPalette.srgb(.gray5, isDark: false) == (229, 229, 234))
        XCTAssertTrue(PlaceholderPalette.srgb(.gray6, isDark: false) == (242, 242, 247))
        XCTAssertTrue(PlaceholderPalette.srgb(.gray4, isDark: false) == (209, 209, 214))
        XCTAssertTrue(PlaceholderPalette.srgb(.gray3, isDark: false) == (199, 199, 204))
        XCTAssertTrue(PlaceholderPalette.srgb(.gray5, isDark: true) == (44, 44, 46))
        XCTAssertTrue(PlaceholderPalette.srgb(.gray4, isDark: true) == (58, 58, 60))
        XCTAssertTrue(PlaceholderPalette.srgb(.gray3, isDark: true) == (72, 72, 74))
        XCTAssertTrue(PlaceholderPalette.srgb(.gray6, isDark: true) == (28, 28, 30))
    }
}
