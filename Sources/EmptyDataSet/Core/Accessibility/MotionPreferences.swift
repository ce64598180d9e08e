// What the empty state animates, given the user's Reduce Motion setting.

/// The motion rules: which animations run, with Reduce Motion on or off.
///
/// A fade is a dissolve, which Apple's guidance keeps under Reduce Motion, so the fade-in stays.
/// Movement does not: the image animation a source supplies (a spinning or bouncing image) is
/// stopped while Reduce Motion is on and resumes when it is turned off, and a re-centering after
/// scrolling comes to rest moves at once instead of sliding.
enum MotionPreferences {
    /// Whether the source's image animation runs.
    /// - Parameters:
    ///   - isRequested: The delegate's `emptyDataSetShouldAnimateImageView(_:)` (default `false`)
    ///     and an animation from the source.
    ///   - isReduceMotionEnabled: `UIAccessibility.isReduceMotionEnabled`.
    static func runsImageAnimation(isRequested: Bool, isReduceMotionEnabled: Bool) -> Bool {
        isRequested && !isReduceMotionEnabled
    }

    /// The duration of the slide that re-centers the empty state after a held layout (scrolling
    /// came to rest, a refresh ended): 0, an immediate move, with Reduce Motion on.
    static func recenteringDuration(isReduceMotionEnabled: Bool) -> Double {
        isReduceMotionEnabled ? 0 : 0.25
    }

    /// The duration of the cross-fade between two states of the loading flow (loading to empty or
    /// error, and back): none with Reduce Motion on, where the state changes at once.
    static func stateCrossFadeDuration(isReduceMotionEnabled: Bool) -> Double {
        isReduceMotionEnabled ? 0 : 0.2
    }
}
