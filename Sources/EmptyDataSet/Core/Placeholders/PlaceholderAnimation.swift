import Foundation

// How placeholders move, and how every placeholder on screen keeps the same phase.

/// The movement of redaction placeholders (``PlaceholderStyle/animation``).
///
/// With Reduce Motion on, every animation shows as `.none` (a static fill), and switches back
/// live when the setting is turned off.
public enum PlaceholderAnimation: Sendable, Hashable {
    /// A lighter band sweeps across the placeholders, in the reading direction (right to left
    /// in a right-to-left layout), every 1.5 seconds.
    case shimmer
    /// The placeholders brighten and dim, a full cycle every 2 seconds.
    case pulse
    /// A static fill.
    case none
}

/// Timing of the placeholder animations.
///
/// Every animation's phase is a function of the media clock alone (`CACurrentMediaTime()`):
/// each one begins at the most recent multiple of its period, so placeholders added at different
/// times — or added again after a layout or a Reduce Motion change — move in step.
enum PlaceholderMotion {
    /// The period of a shimmer sweep, in seconds.
    static let shimmerPeriod = 1.5
    /// The period of a full pulse (brighten and dim), in seconds.
    static let pulsePeriod = 2.0

    /// The animation shown: `.none` while Reduce Motion is on, else the requested one.
    static func effective(_ requested: PlaceholderAnimation, isReduceMotionEnabled: Bool) -> PlaceholderAnimation {
        isReduceMotionEnabled ? .none : requested
    }

    /// The period of `animation` (0 for `.none`).
    static func period(of animation: PlaceholderAnimation) -> Double {
        switch animation {
        case .shimmer: shimmerPeriod
        case .pulse: pulsePeriod
        case .none: 0
        }
    }

    /// The begin time that puts an animation of `period` in the shared phase: the latest multiple
    /// of `period` at or before `now`. A non-finite or non-positive period or time gives `now`.
    static func alignedBeginTime(now: Double, period: Double) -> Double {
        guard now.isFinite, period.isFinite, period > 0, now >= 0 else { return now }
        return (now / period).rounded(.down) * period
    }

    /// Where in its cycle an animation of `period` is at `time`: from 0 (inclusive) to 1 (exclusive).
    static func phase(at time: Double, period: Double) -> Double {
        guard time.isFinite, period.isFinite, period > 0 else { return 0 }
        let cycles: Double = time / period
        let phase: Double = cycles - cycles.rounded(.down)
        return phase
    }

    /// The gradient's axis for a shimmer, in unit coordinates: left to right, or right to left
    /// when the layout is right to left.
    static func shimmerAxis(isRightToLeft: Bool) -> (start: CGPoint, end: CGPoint) {
        let left = CGPoint(x: 0, y: 0.5), right = CGPoint(x: 1, y: 0.5)
        return isRightToLeft ? (right, left) : (left, right)
    }

    /// The gradient's color stops at the start and end of a sweep: a band half as wide as the
    /// placeholders, entirely before them at the start and entirely past them at the end, so the
    /// sweep wraps around without a jump.
    static let shimmerLocations: (from: [Double], to: [Double]) = ([-1, -0.5, 0], [1, 1.5, 2])

    /// The stops `overlayStops` — fractions of the overlay's width along the sweep — in the unit
    /// space of one placeholder's own gradient, from `barMinX` over `barWidth` in an overlay of
    /// `overlayWidth`: every placeholder draws its part of one band, so separate placeholders
    /// show a single band crossing them (no shared, masked gradient). The sweep runs from the
    /// right edge in a right-to-left layout. Bad input (no width, non-finite) gives the stops as
    /// they are.
    static func shimmerLocations(
        _ overlayStops: [Double], barMinX: Double, barWidth: Double, overlayWidth: Double, isRightToLeft: Bool
    ) -> [Double] {
        guard barWidth.isFinite, barWidth > 0, overlayWidth.isFinite, overlayWidth > 0, barMinX.isFinite else {
            return overlayStops
        }
        let start = isRightToLeft ? overlayWidth - (barMinX + barWidth) : barMinX
        return overlayStops.map { ($0 * overlayWidth - start) / barWidth }
    }
}
