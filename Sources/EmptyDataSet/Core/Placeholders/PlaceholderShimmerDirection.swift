import Foundation

// Which way the shimmer's band travels.

/// The way the shimmer's lighter band travels across the placeholders
/// (``PlaceholderStyle/shimmerDirection``).
///
/// Leading and trailing follow the layout direction of the redacted view: in a right-to-left
/// layout, `.leadingToTrailing` runs from the right edge to the left one.
public enum PlaceholderShimmerDirection: Sendable, Hashable, CaseIterable {
    /// From the leading edge to the trailing edge, in the reading direction (the default).
    case leadingToTrailing
    /// From the trailing edge back to the leading edge.
    case trailingToLeading
    /// From the top down.
    case topToBottom
    /// From the top leading corner towards the bottom trailing one, at 45 degrees.
    case diagonal

    /// The unit vector the band travels along, in points with y growing downwards.
    func vector(isRightToLeft: Bool) -> (dx: Double, dy: Double) {
        let forward: Double = isRightToLeft ? -1 : 1
        let half = 0.5.squareRoot()
        switch self {
        case .leadingToTrailing: return (forward, 0)
        case .trailingToLeading: return (-forward, 0)
        case .topToBottom: return (0, 1)
        case .diagonal: return (forward * half, half)
        }
    }
}
