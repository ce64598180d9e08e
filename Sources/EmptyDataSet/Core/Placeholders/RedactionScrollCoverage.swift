import Foundation

// A redacted scroll view's placeholders cover its content, not only what shows now: the overlay
// is part of the content (it scrolls with it, at no cost per frame) and spans the content size.

/// Where the redaction overlay of a scroll view goes, and when lazily filled content (table and
/// collection view cells, made only as they scroll into view) must be looked at again.
enum RedactionScrollCoverage {
    /// The overlay's frame in the scroll view's content coordinates: from the content's origin,
    /// as large as the content, and never smaller than the scroll view itself (short content
    /// still covers the visible area). Non-finite or negative sizes count as 0.
    static func overlayFrame(contentSize: CGSize, boundsSize: CGSize) -> CGRect {
        func clean(_ value: CGFloat) -> CGFloat { max(0, Metric.finiteOrZero(value)) }
        return CGRect(
            x: 0, y: 0, width: max(clean(contentSize.width), clean(boundsSize.width)),
            height: max(clean(contentSize.height), clean(boundsSize.height)))
    }

    /// The share of the visible area that may come into view unseen before a lazily filled
    /// scroll view is looked at again (a quarter: at most one re-scan per quarter screen scrolled).
    static let rescanFraction: CGFloat = 0.25

    /// Whether the visible area `visible` moved far enough beyond `scanned` — the area whose
    /// cells existed at the last scan — that the cells made since need placeholders: when more
    /// than ``rescanFraction`` of its height or width lies outside. Bad input (non-finite, empty)
    /// asks for nothing.
    static func needsRescan(scanned: CGRect, visible: CGRect) -> Bool {
        let values = [scanned.minX, scanned.minY, scanned.width, scanned.height, visible.minX, visible.minY,
                      visible.width, visible.height]
        guard values.allSatisfy(\.isFinite), visible.width > 0, visible.height > 0 else { return false }
        let covered = scanned.intersection(visible)
        if covered.isNull || covered.isEmpty { return true }
        let uncoveredHeight = visible.height - covered.height, uncoveredWidth = visible.width - covered.width
        return uncoveredHeight > visible.height * rescanFraction || uncoveredWidth > visible.width * rescanFraction
    }
}
