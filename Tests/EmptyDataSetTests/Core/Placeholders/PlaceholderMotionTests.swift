import XCTest
@testable import EmptyDataSet

/// Placeholder animation timing: Reduce Motion, the shared phase, the shimmer's band.
final class PlaceholderMotionTests: XCTestCase {
    func testReduceMotionShowsAStaticFill() {
        for animation in [PlaceholderAnimation.shimmer, .pulse, .none] {
            XCTAssertEqual(PlaceholderMotion.plan(animation, custom: nil, isReduceMotionEnabled: true, isShowing: true), .still)
            XCTAssertEqual(PlaceholderMotion.plan(animation, custom: nil, isReduceMotionEnabled: false, isShowing: true),
                           animation == .none ? .still : .builtIn(animation))
        }
    }

    func testPeriods() {
        XCTAssertEqual(PlaceholderMotion.period(of: .shimmer), 1.5)
        XCTAssertEqual(PlaceholderMotion.period(of: .pulse), 2)
        XCTAssertEqual(PlaceholderMotion.period(of: .none), 0)
    }

    func testAlignedBeginTimeIsTheLatestMultipleOfThePeriod() {
        XCTAssertEqual(PlaceholderMotion.alignedBeginTime(now: 100.7, period: 1.5), 100.5, accuracy: 1e-9)
        XCTAssertEqual(PlaceholderMotion.alignedBeginTime(now: 99, period: 1.5), 99, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(PlaceholderMotion.alignedBeginTime(now: 12_345.678, period: 2), 12_345.678)
    }

    func testAnimationsStartedAtDifferentTimesShareTheirPhase() {
        // Two placeholders added 0.37 s and 5.2 s apart move in step: their begin times differ by
        // whole periods, so their phases agree at every later moment.
        for (first, second) in [(1_000.0, 1_000.37), (1_000.0, 1_005.2), (3.1, 7_777.7)] {
            let period = PlaceholderMotion.shimmerPeriod
            let a = PlaceholderMotion.alignedBeginTime(now: first, period: period)
            let b = PlaceholderMotion.alignedBeginTime(now: second, period: period)
            let cycles = (b - a) / period
            XCTAssertEqual(cycles, cycles.rounded(), accuracy: 1e-6)
            let later = second + 0.61
            XCTAssertEqual(
                PlaceholderMotion.phase(at: later - a, period: period),
                PlaceholderMotion.phase(at: later - b, period: period), accuracy: 1e-6)
        }
    }

    func testPhase() {
        XCTAssertEqual(PlaceholderMotion.phase(at: 0, period: 2), 0)
        XCTAssertEqual(PlaceholderMotion.phase(at: 3, period: 2), 0.5, accuracy: 1e-12)
        XCTAssertEqual(PlaceholderMotion.phase(at: -0.5, period: 2), 0.75, accuracy: 1e-12)
        XCTAssertEqual(PlaceholderMotion.phase(at: 5, period: 0), 0)
        XCTAssertEqual(PlaceholderMotion.phase(at: .nan, period: 2), 0)
    }

    func testBadTimesGiveNow() {
        XCTAssertEqual(PlaceholderMotion.alignedBeginTime(now: 10, period: 0), 10)
        XCTAssertEqual(PlaceholderMotion.alignedBeginTime(now: 10, period: .nan), 10)
        XCTAssertEqual(PlaceholderMotion.alignedBeginTime(now: -4, period: 1.5), -4)
    }

    func testShimmerStopsAreABandHalfAsWideAsThePlaceholders() {
        XCTAssertEqual(PlaceholderMotion.shimmerLocations.from, [-1, -0.5, 0])
        XCTAssertEqual(PlaceholderMotion.shimmerLocations.to, [1, 1.5, 2])
        // The band's peak travels exactly two widths in one sweep, ending one width past the end.
        let (from, to) = PlaceholderMotion.shimmerLocations
        for (start, end) in zip(from, to) { XCTAssertEqual(end - start, 2) }
    }

    func testShimmerBandStartsBeforeAndEndsPastThePlaceholders() {
        let (from, to) = PlaceholderMotion.shimmerLocations
        XCTAssertEqual(from.count, 3)
        XCTAssertEqual(to.count, 3)
        XCTAssertLessThanOrEqual(from.max()!, 0, "the band is off the start at the beginning")
        XCTAssertGreaterThanOrEqual(to.min()!, 1, "and past the end at the end")
        XCTAssertEqual(from, from.sorted())
    }

    func testShortPeriodsAndEarlyTimesAreAligned() {
        XCTAssertEqual(PlaceholderMotion.alignedBeginTime(now: 1.2, period: 0.5), 1.0, accuracy: 1e-9)
        XCTAssertEqual(PlaceholderMotion.alignedBeginTime(now: 0.7, period: 0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(PlaceholderMotion.phase(at: 0.75, period: 0.5), 0.5, accuracy: 1e-9)
    }

    // MARK: Paused ancestors

    func testTheClockOffsetIsKnownOnlyAtTheMediaClocksRate() {
        XCTAssertEqual(PlaceholderMotion.clockOffset(now: 100, local: 40, later: 41), -60)
        XCTAssertEqual(PlaceholderMotion.clockOffset(now: 100, local: 100, later: 101), 0)
        XCTAssertNil(PlaceholderMotion.clockOffset(now: 100, local: 5, later: 5), "paused (speed 0): no offset")
        XCTAssertNil(PlaceholderMotion.clockOffset(now: 100, local: 50, later: 52), "twice as fast: never in step")
        XCTAssertNil(PlaceholderMotion.clockOffset(now: 100, local: 50, later: 50.5))
        XCTAssertNotNil(PlaceholderMotion.clockOffset(now: 100, local: 50, later: 51 + 0.9e-6), "rounding")
        XCTAssertNil(PlaceholderMotion.clockOffset(now: 100, local: 50, later: 51 + 2e-6))
        XCTAssertNil(PlaceholderMotion.clockOffset(now: .nan, local: 50, later: 51))
        XCTAssertNil(PlaceholderMotion.clockOffset(now: 100, local: .infinity, later: .infinity))
    }

    func testAnimationsAlignedUnderAPauseAlignAgainOnceTheClockRuns() {
        XCTAssertTrue(PlaceholderMotion.needsRealignment(aligned: nil, current: -60), "aligned while paused, running now")
        XCTAssertFalse(PlaceholderMotion.needsRealignment(aligned: nil, current: nil), "still paused: nothing to align to")
        XCTAssertFalse(PlaceholderMotion.needsRealignment(aligned: -60, current: nil), "paused since: wait")
        XCTAssertFalse(PlaceholderMotion.needsRealignment(aligned: -60, current: -60), "unchanged: no restart")
        XCTAssertFalse(PlaceholderMotion.needsRealignment(aligned: -60, current: -60.0009), "within a millisecond")
        XCTAssertTrue(PlaceholderMotion.needsRealignment(aligned: -60, current: -60.002), "resumed with a new begin time")
        XCTAssertTrue(PlaceholderMotion.needsRealignment(aligned: -60, current: -59.998))
    }

    func testACycleThatRoundsToNoTimeIsNotRun() {
        // The smallest positive duration, halved by a speed of 2, underflows to a 0-second cycle.
        let timing = CustomAnimationTiming(duration: .leastNonzeroMagnitude, autoreverses: false, speed: 2)
        XCTAssertNil(PlaceholderMotion.period(of: timing))
        XCTAssertEqual(
            PlaceholderMotion.period(of: CustomAnimationTiming(duration: 0, autoreverses: false, speed: 1)), 0.25,
            "0 is Core Animation's 0.25 s")
    }
}
