#if canImport(UIKit)
import UIKit

/// A picture of the loading state's placeholder that fades out over the list's rows when the
/// loading state, held in front of rows that arrived before its minimum display time passed,
/// leaves (``LoadingFlow``): the real placeholder is hidden at once underneath, so the flow's
/// state and callbacks change as usual while the eye sees a cross-fade. Touches and VoiceOver go
/// through it to the rows; it removes itself when the fade ends.
@MainActor
final class HeldPlaceholderFadeView: UIView {
    /// Fades `snapshot` (a picture of `placeholder`) out over `placeholder`'s frame, in front of
    /// the rows, for `duration` seconds.
    static func fade(_ snapshot: UIView, of placeholder: UIView, in scrollView: UIScrollView, duration: TimeInterval) {
        let view = HeldPlaceholderFadeView(frame: placeholder.frame)
        view.layer.zPosition = placeholder.layer.zPosition
        // Added without animation: a reload inside the app's animation block must not grow it.
        UIView.performWithoutAnimation {
            snapshot.frame = view.bounds
            view.addSubview(snapshot)
            scrollView.addSubview(view)
        }
        UIView.animate(
            withDuration: duration, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
            animations: { view.alpha = 0 }, completion: { _ in view.removeFromSuperview() })
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("HeldPlaceholderFadeView is made in code")
    }
}
#endif
