import Foundation

/// Where the empty-state view sits inside its scroll view.
enum EmptyStateFrame {
    /// The rectangle, in the scroll view's content coordinates, that the empty state occupies.
    ///
    /// It is the part of the scroll view visible when scrolled to the top and at rest: inside the
    /// adjusted content insets (navigation bar, large title, tab bar, safe area) and below the table
    /// header view. Because it is in content coordinates it moves with the content when scrolling
    /// is allowed, and a refresh control above the content (negative y) stays uncovered. The
    /// content itself is centered in this rectangle, then moved by the vertical offset.
    ///
    /// When the space left below the header is shorter than the content (a tall header in
    /// landscape, on a small phone or at an accessibility text size), the rectangle is as tall as
    /// the content needs instead — at most a whole visible height — so the content keeps its
    /// height and stays visible once the header scrolled away (see ``placement(boundsSize:adjustedContentInset:headerHeight:keyboardOverlap:contentHeight:)``).
    ///
    /// Bad input never produces a negative or non-finite rectangle: non-finite values count as 0.
    /// - Parameters:
    ///   - boundsSize: The scroll view's `bounds.size`.
    ///   - adjustedContentInset: The scroll view's `adjustedContentInset`.
    ///   - headerHeight: The height of `tableHeaderView` (0 for other scroll views).
    ///   - keyboardOverlap: How far the keyboard covers the scroll view's bottom (``keyboardOverlap(keyboardFrame:scrollViewFrame:windowBounds:)``).
    ///   - contentHeight: The height the empty state's content needs, margins included; 0 when
    ///     unknown (the rectangle is then the space left below the header).
    static func rect(
        boundsSize: CGSize, adjustedContentInset: LayoutInsets, headerHeight: CGFloat, keyboardOverlap: CGFloat = 0,
        contentHeight: CGFloat = 0
    ) -> CGRect {
        placement(
            boundsSize: boundsSize, adjustedContentInset: adjustedContentInset, headerHeight: headerHeight,
            keyboardOverlap: keyboardOverlap, contentHeight: contentHeight
        ).rect
    }

    /// Where the empty state goes, and whether the scroll view must scroll to show it.
    struct Placement: Equatable, Sendable {
        /// The empty state's rectangle, in content coordinates.
        var rect: CGRect
        /// The visible height at rest (inside the insets, above the keyboard).
        var visibleHeight: CGFloat
        /// How far the keyboard reaches above the bottom inset (`max(0, keyboardOverlap − bottom
        /// inset)`): a scroll view's scroll range ends at its bottom inset, so the content must be
        /// this much longer for its end to come up above the keyboard. 0 when the inset already
        /// includes the keyboard (a `UITableViewController` adds it; a plain table elsewhere gets
        /// none).
        var keyboardBeyondInset: CGFloat = 0
        /// Whether the header and the empty state together are taller than the visible height:
        /// then the scroll view must scroll (``EmptyStateOverrides``), or the header's
        /// lower part and the empty state could not be reached.
        var overflows: Bool {
            rect.maxY > visibleHeight + EmptyStateFrame.tolerance
        }
    }

    /// Half a point: differences below it are rounding, not layout.
    static let tolerance: CGFloat = 0.5

    /// The empty state's placement: the space left below the header (``rect(boundsSize:adjustedContentInset:headerHeight:keyboardOverlap:contentHeight:)``)
    /// while the content fits in it; else only as tall as the content needs, at most a whole
    /// visible height (content taller than even that scrolls inside the empty state):
    /// `max(spaceLeft, min(needed, visibleHeight))`. The scroll view then scrolls by just what the
    /// content lacks (`needed − spaceLeft`), so a short header (a 56 pt search bar with the
    /// keyboard up) moves the content by a few points, not by a whole screen with its bottom
    /// behind the keyboard. Without a header the space left is the visible height, so content
    /// never moves below it.
    ///
    /// The choice is stable from one layout to the next: content measured in a taller rectangle
    /// is at least as tall as in the shorter one (images take a share of the height), so a
    /// content that needed more than the space left keeps needing it.
    /// - Parameters: See ``rect(boundsSize:adjustedContentInset:headerHeight:keyboardOverlap:contentHeight:)``.
    static func placement(
        boundsSize: CGSize, adjustedContentInset: LayoutInsets, headerHeight: CGFloat, keyboardOverlap: CGFloat = 0,
        contentHeight: CGFloat = 0
    ) -> Placement {
        let size = Metric.nonNegative(boundsSize)
        let insets = adjustedContentInset.sanitized
        let header = max(0, Metric.finiteOrZero(headerHeight))
        // The keyboard and the bottom inset both cover the bottom edge; an inset that already
        // includes the keyboard (UITableViewController adds it) must not count it twice.
        let keyboard = max(0, Metric.finiteOrZero(keyboardOverlap))
        let bottom = max(insets.bottom, keyboard)
        let width = max(0, size.width - insets.left - insets.right)
        let visibleHeight = max(0, size.height - insets.top - bottom)
        let spaceLeft = max(0, visibleHeight - header)
        let needed = max(0, Metric.finiteOrZero(contentHeight))
        let height = needed > spaceLeft + tolerance ? max(spaceLeft, min(needed, visibleHeight)) : spaceLeft
        return Placement(
            rect: CGRect(x: 0, y: header, width: width, height: height), visibleHeight: visibleHeight,
            keyboardBeyondInset: max(0, keyboard - max(0, insets.bottom)))
    }

    /// The content height the scroll view must report so that it can scroll the whole empty state
    /// into view: `nil` while the placement does not overflow (the scroll view keeps the size
    /// UIKit computes); else the rectangle's bottom edge (a table's content size ends with its
    /// header when it has no rows) plus the part of the keyboard above the bottom inset
    /// (``Placement/keyboardBeyondInset``): scrolled to the end, the scroll view shows its content
    /// down to `contentHeight + bottomInset − keyboard`, so without it the empty state's lower
    /// part would stay behind the keyboard. The UIKit layer stores `max(proposed, this)` as the
    /// content height (``ContentSizeExtension``).
    ///
    /// A non-finite bottom edge counts as no extension.
    /// - Parameter placement: The empty state's placement.
    static func minimumContentHeight(for placement: Placement) -> CGFloat? {
        let keyboard = placement.keyboardBeyondInset.isFinite ? max(0, placement.keyboardBeyondInset) : 0
        guard placement.overflows, placement.rect.maxY.isFinite else { return nil }
        return placement.rect.maxY + keyboard
    }

    /// The vertical content offset clamped to the range the scroll view can scroll at rest:
    /// from `-insetTop` to `contentHeight + insetBottom - boundsHeight` (or `-insetTop` when the
    /// content is shorter than the visible height). Used when the content shrinks under an offset
    /// that was valid before (rows arrive while the user was scrolled down to a tall header's empty
    /// state, and the room to scroll into goes away with the empty state).
    ///
    /// Non-finite values count as 0.
    /// - Parameters:
    ///   - offset: The scroll view's `contentOffset.y`.
    ///   - contentHeight: Its `contentSize.height`.
    ///   - boundsHeight: Its `bounds.height`.
    ///   - insetTop: Its `adjustedContentInset.top`.
    ///   - insetBottom: Its `adjustedContentInset.bottom`.
    static func clampedOffsetY(
        _ offset: CGFloat, contentHeight: CGFloat, boundsHeight: CGFloat, insetTop: CGFloat, insetBottom: CGFloat
    ) -> CGFloat {
        let top = -Metric.finiteOrZero(insetTop)
        let bottom = Metric.finiteOrZero(contentHeight) + Metric.finiteOrZero(insetBottom) - Metric.finiteOrZero(boundsHeight)
        return min(max(Metric.finiteOrZero(offset), top), max(top, bottom))
    }

    /// The part of `rect` a loading-flow state's placeholder occupies: inside the state's insets
    /// and below the views the app keeps in front of it (a filter bar at the top of the list).
    ///
    /// Insets are clamped to zero and a view that ends above the rectangle changes nothing; if
    /// they leave no room, the result is a zero-height rectangle at the bottom edge (the
    /// placeholder hides rather than covering what the app keeps in front).
    /// - Parameters:
    ///   - rect: The empty state's rectangle (``rect(boundsSize:adjustedContentInset:headerHeight:keyboardOverlap:contentHeight:)``).
    ///   - insets: The state's placeholder insets.
    ///   - frontViewsBottom: The lowest bottom edge of the views kept in front, in the same
    ///     coordinates; `nil` when there are none.
    static func placeholderRect(in rect: CGRect, insets: LayoutInsets, frontViewsBottom: CGFloat?) -> CGRect {
        let sane = insets.sanitized
        let insets = LayoutInsets(top: max(0, sane.top), left: max(0, sane.left), bottom: max(0, sane.bottom), right: max(0, sane.right))
        var top = rect.minY + insets.top
        if let bottom = frontViewsBottom, bottom.isFinite { top = max(top, bottom) }
        let maxY = rect.maxY - insets.bottom
        let width = max(0, rect.width - insets.left - insets.right)
        let y = min(top, max(rect.minY, maxY))
        return CGRect(x: rect.minX + insets.left, y: y, width: width, height: max(0, maxY - y))
    }

    /// How far the keyboard covers the scroll view, measured up from the scroll view's bottom
    /// edge; 0 when it does not cover it (hidden, moved off screen, beside it) or when it is not
    /// docked at the bottom of the window (an undocked or floating iPad keyboard, which the user
    /// moves around and which UIKit's own keyboard layout guide ignores too).
    ///
    /// All rectangles must be in one coordinate space (the window's). An empty or non-finite
    /// frame counts as no keyboard; the result never exceeds the scroll view's height.
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's end frame (`keyboardFrameEndUserInfoKey`), converted.
    ///   - scrollViewFrame: The scroll view's frame in the same space.
    ///   - windowBounds: The window's bounds: a docked keyboard reaches its bottom edge.
    static func keyboardOverlap(keyboardFrame: CGRect, scrollViewFrame: CGRect, windowBounds: CGRect) -> CGFloat {
        let values = [keyboardFrame.minX, keyboardFrame.minY, keyboardFrame.width, keyboardFrame.height,
                      scrollViewFrame.minX, scrollViewFrame.minY, scrollViewFrame.width, scrollViewFrame.height,
                      windowBounds.maxY]
        guard values.allSatisfy(\.isFinite), keyboardFrame.width > 0, keyboardFrame.height > 0,
            keyboardFrame.maxY >= windowBounds.maxY - 1, keyboardFrame.intersects(scrollViewFrame)
        else { return 0 }
        let overlap = scrollViewFrame.maxY - keyboardFrame.minY
        return min(max(0, overlap), max(0, scrollViewFrame.height))
    }

    /// Why an already placed empty state keeps its frame instead of moving to
    /// ``rect(boundsSize:adjustedContentInset:headerHeight:keyboardOverlap:contentHeight:)``.
    enum Hold: Equatable, Sendable {
        /// A pull to refresh runs: its temporary inset would re-center the content under the
        /// user's finger, and back again when it ends.
        case refreshing
        /// The user is dragging, or the scroll view decelerates after a drag: a collapsing large
        /// title changes the inset mid-drag, and re-centering then would move the content at a
        /// different speed than the finger ("swimming").
        case scrolling
    }

    /// Whether, and why, an already placed empty state holds its frame. Whatever asked for the
    /// layout (an inset change, a reload, a content-size change, the keyboard), a placed view
    /// holds still while a refresh runs or the user scrolls, and follows the insets again
    /// afterwards: the UIKit layer retries a held-back layout on later turns of the main queue
    /// (the inset change that ends a refresh arrives while the refresh still reports running, and
    /// nothing reports that scrolling came to rest). A view that is not placed yet (zero size) or
    /// is appearing is always placed.
    /// - Parameters:
    ///   - isRefreshing: Whether the scroll view's refresh control is refreshing.
    ///   - isScrolling: Whether the user drags the scroll view or it decelerates
    ///     (`isTracking || isDragging || isDecelerating`).
    ///   - isPlaced: Whether the view already has a non-empty frame.
    ///   - isAppearing: Whether the empty state is appearing now.
    static func hold(isRefreshing: Bool, isScrolling: Bool, isPlaced: Bool, isAppearing: Bool) -> Hold? {
        guard isPlaced, !isAppearing else { return nil }
        if isRefreshing { return .refreshing }
        if isScrolling { return .scrolling }
        return nil
    }

    /// When to retry a held-back layout: after 0.1 s while the hold is young (a refresh's end or
    /// a deceleration usually comes within a second or two), after 0.5 s once it lasted 2 s (a
    /// refresh that waits on a slow network), and never while the scroll view is out of the
    /// window (nothing can be seen; putting it back in a window lays it out again). `nil`: do
    /// not retry.
    ///
    /// A negative or non-finite duration counts as a young hold.
    /// - Parameters:
    ///   - heldFor: How long the hold has lasted, in seconds.
    ///   - isInWindow: Whether the scroll view is in a window.
    static func retryInterval(heldFor: TimeInterval, isInWindow: Bool) -> TimeInterval? {
        guard isInWindow else { return nil }
        return heldFor.isFinite && heldFor >= 2 ? 0.5 : 0.1
    }
}
