import Foundation

// Placeholders are drawn by an overlay on top of the redacted view, outside the clipping of the
// views in between (a card with clipsToBounds, a scroll view): their rectangles are cut to it.

/// The visible area of a redacted subtree, and placeholders cut to it.
enum RedactionClip {
    /// The visible area below a view: `clip` (nil: nothing clips yet) narrowed to `bounds` when the
    /// view clips its subviews. A scroll view always clips for this purpose: what it scrolled out
    /// of its bounds is not on screen even when it lets it overflow (`clipsToBounds` false).
    static func narrowed(_ clip: CGRect?, by bounds: CGRect, clips: Bool) -> CGRect? {
        guard clips else { return clip }
        let bounds = finite(bounds)
        return clip.map { $0.intersection(bounds) } ?? bounds
    }

    /// `rect` cut to `clip`; nil when nothing of it is left (no area, or outside the clip).
    static func visible(_ rect: CGRect, in clip: CGRect?) -> CGRect? {
        let cut = clip.map { finite(rect).intersection($0) } ?? finite(rect)
        return cut.isNull || cut.isEmpty ? nil : cut
    }

    /// Rounded rectangles cut to `clip`: the ones left, each radius kept within half the cut
    /// rectangle's shorter side (a bar cut to a sliver stays a sliver, not a blob).
    static func visible(_ rects: [CGRect], radii: [CGFloat], in clip: CGRect?) -> (rects: [CGRect], radii: [CGFloat]) {
        var kept: (rects: [CGRect], radii: [CGFloat]) = ([], [])
        for (rect, radius) in zip(rects, radii) {
            guard let cut = visible(rect, in: clip) else { continue }
            kept.rects.append(cut)
            kept.radii.append(min(max(0, Metric.finiteOrZero(radius)), min(cut.width, cut.height) / 2))
        }
        return kept
    }

    /// A rectangle with non-finite values as empty (the null rectangle, which intersects nothing).
    private static func finite(_ rect: CGRect) -> CGRect {
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        return values.allSatisfy(\.isFinite) ? rect.standardized : .null
    }
}
