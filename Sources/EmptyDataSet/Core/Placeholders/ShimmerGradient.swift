import Foundation

// One shimmer band across a whole overlay, drawn by every placeholder layer for its own part:
// each layer's own linear gradient, no shared layer and no mask (a mask renders offscreen).

/// The gradient of one placeholder layer that shows its part of the overlay-wide shimmer band.
struct ShimmerGradient: Equatable, Sendable {
    /// The gradient's start, in the layer's unit coordinates (`CAGradientLayer.startPoint`).
    var start: CGPoint
    /// The gradient's end, in the layer's unit coordinates (`CAGradientLayer.endPoint`).
    var end: CGPoint
    /// The stops, in the layer's own unit space along the axis (`CAGradientLayer.locations`).
    var locations: [Double]

    /// The gradient of a placeholder at `bar` (in the overlay's coordinates) in an overlay of
    /// `overlay` size, for the overlay-wide stops `overlayStops` (fractions of the overlay's extent
    /// along the band's direction, from where the band enters).
    ///
    /// The axis runs along the direction in points, so the band's edges are perpendicular to it in
    /// every layer and line up across layers: for separate bars the band reads as one. A bar
    /// starts its axis at its corner the band reaches first and ends it where the band leaves.
    /// Bad input (an empty or non-finite bar or overlay) gives a horizontal axis and the stops as
    /// they are.
    static func geometry(
        overlayStops: [Double], direction: PlaceholderShimmerDirection, isRightToLeft: Bool, bar: CGRect, overlay: CGSize
    ) -> ShimmerGradient {
        let values = [bar.minX, bar.minY, bar.width, bar.height, overlay.width, overlay.height].map { Double($0) }
        guard values.allSatisfy(\.isFinite), bar.width > 0, bar.height > 0, overlay.width > 0, overlay.height > 0 else {
            return ShimmerGradient(start: CGPoint(x: 0, y: 0.5), end: CGPoint(x: 1, y: 0.5), locations: overlayStops)
        }
        let (dx, dy) = direction.vector(isRightToLeft: isRightToLeft)
        let overlaySpan = span(x: 0, y: 0, width: Double(overlay.width), height: Double(overlay.height), dx: dx, dy: dy)
        let barSpan = span(
            x: Double(bar.minX), y: Double(bar.minY), width: Double(bar.width), height: Double(bar.height), dx: dx, dy: dy)
        let length = barSpan.max - barSpan.min
        let overlayLength = overlaySpan.max - overlaySpan.min
        // The corner the band reaches first; a zero component keeps the middle (any point works).
        let startX = dx > 0 ? 0 : (dx < 0 ? 1 : 0.5)
        let startY = dy > 0 ? 0 : (dy < 0 ? 1 : 0.5)
        let end = CGPoint(
            x: startX + dx * length / Double(bar.width), y: startY + dy * length / Double(bar.height))
        let locations = overlayStops.map { ($0 * overlayLength + overlaySpan.min - barSpan.min) / length }
        return ShimmerGradient(start: CGPoint(x: startX, y: startY), end: end, locations: locations)
    }

    /// The smallest and largest projection of a rectangle's corners on the direction.
    private static func span(
        x: Double, y: Double, width: Double, height: Double, dx: Double, dy: Double
    ) -> (min: Double, max: Double) {
        let projections = [(x, y), (x + width, y), (x, y + height), (x + width, y + height)].map { $0.0 * dx + $0.1 * dy }
        return (projections.min() ?? 0, projections.max() ?? 0)
    }
}
