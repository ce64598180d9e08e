import Foundation

// How redaction starts and ends on screen, and when it does so at once.

/// How a redaction starts or ends: at once, or with a cross-dissolve from the old picture to the
/// new one.
///
/// Used by ``UIKit/UIView/redact(_:transition:completion:)``,
/// ``UIKit/UIView/unredact(transition:completion:)`` and
/// ``EmptyDataSetPlaceholderRows/transition`` (the placeholder rows fading into the real rows).
/// A cross-dissolve never runs with Reduce Motion on, nor for a view that is not on screen or not
/// drawn yet: the change is then made at once. Plain `unredact()` cross-dissolves
/// (``crossDissolve``); plain `redact()` changes at once.
public struct RedactionTransition: Sendable, Hashable {
    /// The length of the cross-dissolve in seconds; 0 for none.
    public let duration: TimeInterval

    /// The longest cross-dissolve: a redaction is a change of state, not a show.
    static let maximumDuration: TimeInterval = 1

    /// A transition of `duration` seconds, kept between 0 and 1 second (not finite or negative
    /// counts as 0, an immediate change).
    init(duration: TimeInterval) {
        self.duration = duration.isFinite ? min(Self.maximumDuration, max(0, duration)) : 0
    }

    /// No transition: the change shows at once.
    public static let none = RedactionTransition(duration: 0)

    /// A cross-dissolve of 0.25 seconds, the length of UIKit's standard view transitions.
    public static let crossDissolve = RedactionTransition(duration: 0.25)

    /// A cross-dissolve of `duration` seconds.
    /// - Parameter duration: Seconds, kept between 0 (none) and 1; not finite or negative counts
    ///   as 0.
    public static func crossDissolve(duration: TimeInterval) -> RedactionTransition {
        RedactionTransition(duration: duration)
    }

    /// How long the cross-dissolve actually runs: 0 — the change at once — with Reduce Motion on
    /// (the rule for redaction: never a dissolve then), for a view that is not on screen
    /// (nobody would see it; a cell in a reuse pool), and when no change is made (unredacting a
    /// view that is not redacted).
    /// - Parameters:
    ///   - isReduceMotionEnabled: `UIAccessibility.isReduceMotionEnabled`.
    ///   - isOnScreen: Whether the view is in a window and shown.
    ///   - changes: Whether the call changes anything.
    func effectiveDuration(isReduceMotionEnabled: Bool, isOnScreen: Bool, changes: Bool) -> TimeInterval {
        guard changes, isOnScreen, !isReduceMotionEnabled else { return 0 }
        return duration
    }
}
