#if canImport(UIKit)
import UIKit

/// The view behind a loading state held over rows that arrived before its minimum display time
/// passed (``LoadingHold``): over the visible rows, it takes every touch within its frame (the
/// user cannot see the rows, so must not tap, swipe or select them) and draws the list's own
/// opaque background over them, or nothing when the rows are hidden instead (``HoldCovering``).
/// The scroll view's own gesture recognizers still see the touches: the list keeps scrolling and
/// pull to refresh keeps working.
@MainActor
final class LoadingHoldCoverView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        // Touches within the frame end here, never at a covered cell (see `hitTest`).
        isUserInteractionEnabled = true
        isAccessibilityElement = false
        accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("LoadingHoldCoverView is made in code")
    }

    /// Every point inside is the cover's, whatever its background (a clear cover takes touches
    /// too): the rows behind it are out of sight. None once it lets touches through
    /// (`isUserInteractionEnabled` false, as when the hold ends and it fades out), is hidden or
    /// is transparent, as `UIView`'s own hit-testing decides.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        return self
    }
}
#endif
