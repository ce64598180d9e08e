import Foundation

// The area the image of an empty state that sizes to its content is fitted in.

/// Where the image of a standalone content view (a cell's, a card's, a view controller's
/// content-unavailable view) is fitted (``ImageFit``).
///
/// A scroll view's empty state has a height of its own, the visible area, and its image takes at
/// most half of it when text shows. A content view often has none: in a self-sizing cell or a
/// stack its height follows its content, so fitting the image in its own height would start from
/// zero and never grow. So its image is fitted in the window instead (its width until the view
/// has one of its own, its height always): an image keeps its natural size up to half the screen
/// when text shows with it, whatever the container. Inside a container shorter than that, the
/// content scrolls within the view (every element stays reachable). Before the view is in a
/// window, the smallest iPhone screen stands in.
enum StandaloneImageArea {
    /// The size that stands in for the window before the view is in one: the smallest iPhone
    /// screen, in points.
    static let fallbackWindowSize = CGSize(width: 320, height: 568)

    /// The area.
    /// - Parameters:
    ///   - readableWidth: The width text may use in the view (0 before its first layout).
    ///   - containerWidth: The width the view will have, when known before its first layout (a
    ///     cell's width, set by the table before it measures the cell); `nil`, 0 or non-finite
    ///     when unknown. Used only without a readable width, before the window's.
    ///   - windowSize: The window's size; `nil` (or an empty size) when the view is in none.
    ///   - margins: The view's margins: top, leading, bottom, trailing.
    static func area(
        readableWidth: CGFloat, containerWidth: CGFloat? = nil, windowSize: CGSize?,
        margins: (top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)
    ) -> CGSize {
        let window = windowSize.flatMap { $0.width > 0 && $0.height > 0 && $0.width.isFinite && $0.height.isFinite ? $0 : nil }
            ?? fallbackWindowSize
        func edge(_ value: CGFloat) -> CGFloat { max(0, Metric.finiteOrZero(value)) }
        let outer = containerWidth.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? window.width
        let width = readableWidth.isFinite && readableWidth > 0
            ? readableWidth : outer - edge(margins.leading) - edge(margins.trailing)
        let height = window.height - edge(margins.top) - edge(margins.bottom)
        return CGSize(width: max(0, width), height: max(0, height))
    }
}
