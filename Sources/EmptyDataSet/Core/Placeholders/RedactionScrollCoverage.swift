import Foundation

// A redacted scroll view's placeholders cover its content, not only what shows now: the overlay
// is part of the content (it scrolls with it, at no cost per frame) and spans the content size.

/// Where the redaction overlay of a scroll view goes, and when lazily filled content (table and
/// collection view cells and headers, made only as they scroll into view) must be looked at again.
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

    /// Whether a table or collection view made or moved an item view (a cell, a header or footer)
    /// since its last scan, so its placeholders must be computed again: `current` holds an item
    /// `scanned` did not, or holds one at another frame (a reused cell given a new row, a pinned
    /// header that stayed on screen while the content scrolled under it). Items that left are no
    /// reason: their placeholders scroll away with the content. Non-finite frames compare as
    /// different (a re-scan, never a missed cell).
    static func needsRescan<Item: Hashable>(scanned: [Item: CGRect], current: [Item: CGRect]) -> Bool {
        current.contains { item, frame in
            guard let old = scanned[item] else { return true }
            return old != frame || !frame.origin.x.isFinite || !frame.origin.y.isFinite
                || !frame.size.width.isFinite || !frame.size.height.isFinite
        }
    }
}
