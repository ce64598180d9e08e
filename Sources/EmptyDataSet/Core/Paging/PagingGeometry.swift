import Foundation

// How far the visible area is from the end of the content, and whether that is close enough to
// load the next page.

/// The distance to the end of a list and the threshold that triggers the next page, along the
/// axis the list scrolls on (vertical lists: heights and `y`; horizontal lists: widths and `x`).
///
/// Bad input has a defined outcome: a threshold that is negative counts as 0 (the end itself must
/// come into view), one that is NaN counts as ``defaultScreens`` screens, and one larger than
/// ``maximumScreens`` screens (or infinite) counts as that many. Non-finite geometry never
/// triggers a load.
enum PagingGeometry {
    /// How a threshold is expressed.
    enum Threshold: Equatable, Sendable {
        /// A distance from the end in points.
        case points(CGFloat)
        /// A distance from the end in visible lengths (1 = one screenful of the list).
        case screens(CGFloat)
    }

    /// The threshold a NaN counts as, in screens.
    static let defaultScreens: CGFloat = 1
    /// The largest threshold, in screens: a larger one (or an infinite one) counts as this.
    static let maximumScreens: CGFloat = 10

    /// One moment of the list along its scrolling axis.
    struct Extent: Equatable, Sendable {
        /// The content's length as the app (or UIKit) set it, without the footer's room.
        var contentLength: CGFloat
        /// The scroll view's bounds length.
        var boundsLength: CGFloat
        /// The content offset along the axis.
        var offset: CGFloat
        /// The adjusted content inset at the start (top, or left).
        var insetStart: CGFloat
        /// The adjusted content inset at the end (bottom, or right).
        var insetEnd: CGFloat
        /// How far the keyboard covers the end beyond the end inset (vertical lists; 0 otherwise).
        var keyboardBeyondInset: CGFloat = 0

        /// The length of the list visible at rest: the bounds inside the insets and above the
        /// keyboard; never negative.
        var visibleLength: CGFloat {
            max(0, boundsLength - insetStart - insetEnd - max(0, keyboardBeyondInset))
        }

        /// How far the end of the content lies beyond the end of the visible area; negative when
        /// the content ends before it (content shorter than the screen, or scrolled past its end).
        var distanceToEnd: CGFloat {
            contentLength - (offset + boundsLength - insetEnd - max(0, keyboardBeyondInset))
        }

        /// Whether every value is a finite number.
        var isFinite: Bool {
            [contentLength, boundsLength, offset, insetStart, insetEnd, keyboardBeyondInset].allSatisfy(\.isFinite)
        }
    }

    /// The threshold in points for a list whose visible length is `visibleLength`, clamped as the
    /// type's summary says: `[0, maximumScreens × visibleLength]`.
    static func thresholdPoints(_ threshold: Threshold, visibleLength: CGFloat) -> CGFloat {
        let screen = visibleLength.isFinite ? max(0, visibleLength) : 0
        let maximum = maximumScreens * screen
        switch threshold {
        case .points(let points):
            if points.isNaN { return defaultScreens * screen }
            return min(max(0, points), maximum)
        case .screens(let screens):
            if screens.isNaN { return defaultScreens * screen }
            return min(max(0, screens), maximumScreens) * screen
        }
    }

    /// Whether the visible area has come within `threshold` of the end of the content: the next
    /// page should load. Never for content of no length (an empty list is the first load's
    /// business, not a page's), for a scroll view with no visible length (not laid out yet), or
    /// for non-finite geometry. Content shorter than the visible area is always within.
    static func isWithinThreshold(_ extent: Extent, threshold: Threshold) -> Bool {
        guard extent.isFinite, extent.contentLength > 0, extent.visibleLength > 0 else { return false }
        return extent.distanceToEnd <= thresholdPoints(threshold, visibleLength: extent.visibleLength)
    }

    /// Whether the content fills the visible area (its end lies beyond the visible length when at
    /// the start): false while the first pages are too short to scroll.
    static func fillsVisibleArea(_ extent: Extent) -> Bool {
        guard extent.isFinite else { return false }
        return extent.contentLength > extent.visibleLength
    }
}
