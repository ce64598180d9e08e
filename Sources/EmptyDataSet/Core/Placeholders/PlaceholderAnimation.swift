import Foundation

// How placeholders move, and how every placeholder on screen keeps the same phase.

/// The movement of redaction placeholders (``PlaceholderStyle/animation``).
///
/// With Reduce Motion on, every animation shows as `.none` (a static fill), and switches back
/// live when the setting is turned off. An app's own animation is
/// ``PlaceholderStyle/customAnimation``, which replaces this one when set.
public enum PlaceholderAnimation: Sendable, Hashable {
    /// A lighter band sweeps across the placeholders every 1.5 seconds, in the style's
    /// ``PlaceholderStyle/shimmerDirection`` (by default in the reading direction: right to left
    /// in a right-to-left layout).
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

    /// Core Animation's duration for an animation whose `duration` is 0.
    static let coreAnimationDefaultDuration = 0.25

    /// What runs on the placeholders of one overlay.
    ///
    /// Nothing while they cannot show (off screen, hidden: a cell in a reuse pool) or while
    /// Reduce Motion is on — the app's own animation included. Else the app's animation when the
    /// style has one: with a usable period (`period(of:)`), else nothing (a static fill:
    /// an animation that never completes a cycle cannot be kept in step, and would show one frozen
    /// frame). Else the style's built-in animation (`.none`: nothing).
    static func plan(
        _ requested: PlaceholderAnimation, custom: CustomAnimationTiming?, isReduceMotionEnabled: Bool, isShowing: Bool
    ) -> PlaceholderMotionPlan {
        guard isShowing, !isReduceMotionEnabled else { return .still }
        if let custom {
            guard let period = period(of: custom) else { return .still }
            return .custom(period: period)
        }
        return requested == .none ? .still : .builtIn(requested)
    }

    /// The time an app's animation takes for one cycle, which its begin time is aligned to:
    /// its `duration` (Core Animation's 0.25 s for 0), twice that when it autoreverses, divided
    /// by its `speed`. nil when that is not a finite, positive time (an infinite or negative
    /// duration, a speed of 0 or less).
    static func period(of custom: CustomAnimationTiming) -> Double? {
        let duration = custom.duration == 0 ? coreAnimationDefaultDuration : custom.duration
        guard duration.isFinite, duration > 0, custom.speed.isFinite, custom.speed > 0 else { return nil }
        let period = duration * (custom.autoreverses ? 2 : 1) / custom.speed
        return period.isFinite && period > 0 ? period : nil
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

    /// How far a layer's time is from the media clock, from two conversions one second apart
    /// (`local` of `now`, `later` of `now + 1`); nil when the layer's time does not run at the
    /// media clock's rate — an ancestor paused (`speed` 0, as during an interactive pop) or
    /// scaled — where no begin time keeps an animation in step. Non-finite input gives nil.
    static func clockOffset(now: Double, local: Double, later: Double) -> Double? {
        guard now.isFinite, local.isFinite, later.isFinite, abs((later - local) - 1) <= rateTolerance else { return nil }
        return local - now
    }

    /// How far from 1 a layer's time rate may be and still count as the media clock's.
    static let rateTolerance = 1e-6
    /// How far a layer's clock may have moved since its animations were aligned before they are
    /// aligned again (a millisecond: well under a frame).
    static let realignTolerance = 0.001

    /// Whether running animations must be aligned again: they were aligned while the layer's time
    /// did not run (`aligned` nil) and it runs now, or its offset from the media clock moved (a
    /// paused ancestor resumed with a new `beginTime`). Never while it does not run (`current`
    /// nil): there is nothing to align to until it does.
    static func needsRealignment(aligned: Double?, current: Double?) -> Bool {
        guard let current else { return false }
        guard let aligned else { return true }
        return abs(current - aligned) > realignTolerance
    }

    /// Where in its cycle an animation of `period` is at `time`: from 0 (inclusive) to 1 (exclusive).
    static func phase(at time: Double, period: Double) -> Double {
        guard time.isFinite, period.isFinite, period > 0 else { return 0 }
        let cycles: Double = time / period
        let phase: Double = cycles - cycles.rounded(.down)
        return phase
    }

    /// The gradient's color stops at the start and end of a sweep: a band half as wide as the
    /// placeholders, entirely before them at the start and entirely past them at the end, so the
    /// sweep wraps around without a jump. Fractions of the overlay's extent along the sweep;
    /// ``ShimmerGradient`` turns them into each placeholder's own.
    static let shimmerLocations: (from: [Double], to: [Double]) = ([-1, -0.5, 0], [1, 1.5, 2])
}

/// The timing of an app's own animation (``PlaceholderStyle/customAnimation``), as Core Animation
/// reads it.
struct CustomAnimationTiming: Equatable, Sendable {
    /// Its `duration` in seconds (0: Core Animation's 0.25 s).
    var duration: Double
    /// Its `autoreverses`.
    var autoreverses: Bool
    /// Its `speed`.
    var speed: Double
}

/// What an overlay's placeholders do (``PlaceholderMotion/plan(_:custom:isReduceMotionEnabled:isShowing:)``).
enum PlaceholderMotionPlan: Equatable, Sendable {
    /// A static fill.
    case still
    /// The style's built-in animation (never `.none`).
    case builtIn(PlaceholderAnimation)
    /// The app's own animation, whose cycle takes `period` seconds.
    case custom(period: Double)
}
