import Foundation

// Placeholders are drawn above the app's views, so a clipping ancestor's rounded corners (a card
// with `cornerRadius` and `clipsToBounds`) do not clip them: each placeholder rounds its own
// corners where the card's curve would have cut the view it stands for.

/// The four corners of a rectangle, in a layer's coordinates (y down: "top" is the smaller y).
struct RedactionCorners: OptionSet, Hashable, Sendable {
    let rawValue: Int
    static let topLeft = RedactionCorners(rawValue: 1)
    static let topRight = RedactionCorners(rawValue: 2)
    static let bottomLeft = RedactionCorners(rawValue: 4)
    static let bottomRight = RedactionCorners(rawValue: 8)
    static let all: RedactionCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    /// In the order of ``RedactionCornerShape/radii``.
    static let ordered: [RedactionCorners] = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A clipping ancestor's rounded outline, in the overlay's coordinates: its bounds, its layer's
/// `cornerRadius`, the corners it rounds (`maskedCorners`) and whether the curve is continuous
/// (`cornerCurve == .continuous`).
struct RedactionCornerClip: Equatable, Sendable {
    var rect: CGRect
    var radius: CGFloat
    var corners: RedactionCorners = .all
    var isContinuous = false
}

/// The corners of one placeholder: a radius per corner, and the curve.
struct RedactionCornerShape: Equatable, Sendable {
    /// Top left, top right, bottom left, bottom right.
    var radii: [CGFloat]
    /// Whether a continuous clip curve decided a corner (the placeholder then uses that curve).
    var isContinuous = false

    /// What one Core Animation layer can draw (one radius, applied to some corners): the shape's
    /// own radius on every corner when a clip rounds none more; else the largest radius, on the
    /// corners a clip rounds more than the shape's own (the others square). A layer cannot give
    /// corners different radii without a mask, which costs an offscreen pass.
    func layerCorners(ownRadius: CGFloat) -> (radius: CGFloat, corners: RedactionCorners) {
        let own = max(0, Metric.finiteOrZero(ownRadius))
        let larger = zip(RedactionCorners.ordered, radii).filter { $0.1 > own + 0.01 }
        guard let largest = larger.map(\.1).max() else { return (own, .all) }
        return (largest, RedactionCorners(larger.map(\.0)))
    }
}

/// The rounding a placeholder needs so that it does not show beyond a clipping ancestor's curve.
enum RedactionCornerRounding {
    /// The corners of `rect` (already cut to the clips' rectangles): per corner, the larger of
    /// `ownRadius` and the smallest radius that keeps that corner inside every clip's rounded
    /// corner; each at most half the rectangle's shorter side. A corner the clip's curve does
    /// not reach keeps `ownRadius`; one flush with the clip's corner gets the clip's radius (the
    /// same curve). Bad input (non-finite, negative) counts as no rounding.
    static func shape(of rect: CGRect, ownRadius: CGFloat, clips: [RedactionCornerClip]) -> RedactionCornerShape {
        let own = max(0, Metric.finiteOrZero(ownRadius))
        let limit = max(0, min(Metric.finiteOrZero(rect.width), Metric.finiteOrZero(rect.height)) / 2)
        var radii = Array(repeating: min(own, limit), count: 4)
        var isContinuous = false
        for clip in clips {
            let radius = min(max(0, Metric.finiteOrZero(clip.radius)), min(clip.rect.width, clip.rect.height) / 2)
            guard radius > 0, clip.rect.width.isFinite, clip.rect.height.isFinite else { continue }
            for (index, corner) in RedactionCorners.ordered.enumerated() where clip.corners.contains(corner) {
                let (dx, dy) = insets(of: rect, from: clip.rect, at: corner)
                let needed = min(limit, requiredRadius(clipRadius: radius, dx: dx, dy: dy))
                if needed > radii[index] + 0.01 {
                    radii[index] = needed
                    isContinuous = isContinuous || clip.isContinuous
                }
            }
        }
        return RedactionCornerShape(radii: radii, isContinuous: isContinuous)
    }

    /// How far a rectangle's corner sits inside the clip's same corner, horizontally and vertically.
    static func insets(of rect: CGRect, from clip: CGRect, at corner: RedactionCorners) -> (dx: CGFloat, dy: CGFloat) {
        let dx = corner == .topLeft || corner == .bottomLeft ? rect.minX - clip.minX : clip.maxX - rect.maxX
        let dy = corner == .topLeft || corner == .topRight ? rect.minY - clip.minY : clip.maxY - rect.maxY
        return (dx, dy)
    }

    /// The smallest radius that puts a corner `dx`, `dy` inside a clip corner of `clipRadius`
    /// within that corner's circle: 0 when the corner is already inside it (or beyond the
    /// curve's reach), `clipRadius` when flush with it. From the rounded corner's circle lying
    /// inside the clip's: |c − C| + r ≤ R, with the corner's center c = corner + (r, r).
    static func requiredRadius(clipRadius: CGFloat, dx: CGFloat, dy: CGFloat) -> CGFloat {
        let big = max(0, Metric.finiteOrZero(clipRadius))
        guard big > 0, dx.isFinite, dy.isFinite else { return 0 }
        // a, b: the clip circle's center seen from the corner.
        let a = big - max(0, dx), b = big - max(0, dy)
        guard a > 0, b > 0, (a * a + b * b).squareRoot() > big else { return 0 }
        // r² − 2(a + b − R)r + (a² + b² − R²) = 0, the smaller root.
        let half = a + b - big
        let discriminant = max(0, half * half - (a * a + b * b - big * big))
        return max(0, min(big, half - discriminant.squareRoot()))
    }
}
