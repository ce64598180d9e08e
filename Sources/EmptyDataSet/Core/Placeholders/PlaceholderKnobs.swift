import Foundation

// The style's numeric knobs and what out-of-range values count as: bad input never crashes and
// never draws outside the view it stands for.

/// Defaults and clamping of ``PlaceholderStyle``'s numeric knobs.
enum PlaceholderKnobs {
    /// ``PlaceholderStyle/lastLineFraction``'s default.
    static let defaultLastLineFraction: CGFloat = 0.6
    /// The shortest last line, as a fraction of the widest other one.
    static let minimumLastLineFraction: CGFloat = 0.1
    /// The largest ``PlaceholderStyle/lineSpacing``, in points.
    static let maximumLineSpacing: CGFloat = 64

    /// The last-line fraction drawn: clamped to 0.1…1; non-finite counts as the default 0.6.
    static func lastLineFraction(_ requested: CGFloat) -> CGFloat {
        guard requested.isFinite else { return defaultLastLineFraction }
        return min(1, max(minimumLastLineFraction, requested))
    }

    /// The extra space between placeholder lines: clamped to 0…64 points; negative or non-finite
    /// counts as 0.
    static func lineSpacing(_ requested: CGFloat) -> CGFloat {
        guard requested.isFinite else { return 0 }
        return min(maximumLineSpacing, max(0, requested))
    }

    /// The corner radius asked for: negative or non-finite counts as 0 (each placeholder then
    /// keeps it within half its shorter side, ``RedactionShape``).
    static func cornerRadius(_ requested: CGFloat) -> CGFloat {
        requested.isFinite ? max(0, requested) : 0
    }
}
