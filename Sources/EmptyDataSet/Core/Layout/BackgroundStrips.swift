import Foundation

/// Where the empty state's background color reaches beyond its own frame: under the bars, not
/// over the scroll view's content.
///
/// The empty-state view fills the visible area between the bars, below a table header. Its
/// color continues in two strips: above the content's top (under the top bar and the large
/// title, and in a pull-down) and below both the view and the content's bottom (under the tab
/// bar and the home indicator). Neither reaches over the content — a table header, section
/// headers and footers, a table footer — whatever the subview order UIKit gave those views
/// (UIKit adds some of them behind existing subviews, so they may be behind the empty state).
/// The strips' length is fixed and larger than any screen or window (a color-only view costs
/// nothing beyond what the clipping scroll view shows), so no window or rotation change can
/// leave a gap.
enum BackgroundStrips {
    /// How far the strips reach, in points: beyond the largest window of any device.
    static let reach: CGFloat = 10_000

    /// The strips, in the empty-state view's own coordinates. Non-finite input counts as 0, a
    /// negative size as empty.
    /// - Parameters:
    ///   - viewFrame: The empty-state view's frame, in the scroll view's content coordinates.
    ///   - contentHeight: The scroll view's `contentSize.height`.
    static func frames(viewFrame: CGRect, contentHeight: CGFloat) -> (above: CGRect, below: CGRect) {
        let frame = CGRect(
            x: finite(viewFrame.origin.x), y: finite(viewFrame.origin.y),
            width: max(0, finite(viewFrame.size.width)), height: max(0, finite(viewFrame.size.height)))
        let width = frame.width + 2 * reach
        // Above: from far up to the content's top (or the view's, when the view starts higher).
        let aboveBottom = min(frame.minY, 0) - frame.minY
        let above = CGRect(x: -reach, y: aboveBottom - reach, width: width, height: reach)
        // Below: from the view's bottom or the content's, whichever is lower, far down.
        let belowTop = max(frame.maxY, finite(contentHeight)) - frame.minY
        let below = CGRect(x: -reach, y: belowTop, width: width, height: reach)
        return (above, below)
    }

    private static func finite(_ value: CGFloat) -> CGFloat {
        value.isFinite ? value : 0
    }
}
