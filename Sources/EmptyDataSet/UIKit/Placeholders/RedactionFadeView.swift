#if canImport(UIKit)
import UIKit

/// The picture before a redaction change, fading out over the view that changed
/// (``RedactionTransition``): the change itself is made at once underneath, so `isRedacted`,
/// VoiceOver and touches follow it immediately while the eye sees a cross-dissolve. It is one
/// snapshot layer (the render server's picture, no render pass of its own), takes no touches, is
/// hidden from VoiceOver, and removes itself when the fade ends or a newer change cuts it short.
@MainActor
final class RedactionFadeView: UIView {
    /// What runs once the fade ended, however it ended; set to `nil` once run.
    private var completion: (@MainActor () -> Void)?
    /// The picture that fades.
    private let snapshot: UIView
    /// How many fades were ever made: a test's measure that lists make none.
    private(set) static var madeCount = 0

    /// Fades `snapshot` out over `frame` of `container`, in front of `sibling` when given (else
    /// topmost) and at its `zPosition`, for `duration` seconds; `completion` runs exactly once
    /// when it is gone — also when the container goes away mid-fade (UIKit then ends the
    /// animation early and calls its completion, which holds this view strongly until then).
    static func fade(
        _ snapshot: UIView, frame: CGRect, in container: UIView, above sibling: UIView?, duration: TimeInterval,
        completion: (@MainActor () -> Void)?
    ) -> RedactionFadeView {
        // Made, placed and sized without animation (performWithoutAnimation's switch, kept
        // open around the initializer too): inside the app's own animation block its frame would
        // otherwise animate from zero.
        let animationsWereEnabled = UIView.areAnimationsEnabled
        UIView.setAnimationsEnabled(false)
        let view = RedactionFadeView(snapshot: snapshot, frame: frame, completion: completion)
        // Grows and shrinks with its container, as the view beside it usually does.
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // A sibling drawn above others by its zPosition: the picture of it is drawn there too.
        if let sibling { view.layer.zPosition = sibling.layer.zPosition }
        if let sibling, sibling.superview === container {
            container.insertSubview(view, aboveSubview: sibling)
        } else {
            container.addSubview(view)
        }
        UIView.setAnimationsEnabled(animationsWereEnabled)
        madeCount += 1
        // The snapshot's own opacity, not the container's: a group opacity over one layer. Its own
        // duration and curve, also when called inside the app's animation block.
        UIView.animate(
            withDuration: duration, delay: 0,
            options: [.allowUserInteraction, .beginFromCurrentState, .curveEaseInOut, .overrideInheritedDuration, .overrideInheritedCurve],
            animations: { snapshot.alpha = 0 }, completion: { _ in view.finish() })
        return view
    }

    private init(snapshot: UIView, frame: CGRect, completion: (@MainActor () -> Void)?) {
        self.snapshot = snapshot
        self.completion = completion
        super.init(frame: frame)
        isUserInteractionEnabled = false
        accessibilityElementsHidden = true
        // Whatever redaction it sits in, it is neither drawn as a placeholder nor read.
        redactionBehavior = .excluded
        snapshot.frame = bounds
        snapshot.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(snapshot)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("RedactionFadeView is made in code")
    }

    /// Ends the fade now: removed, its completion run (once).
    func finish() {
        snapshot.layer.removeAllAnimations()
        removeFromSuperview()
        let completion = completion
        self.completion = nil
        completion?()
    }
}
#endif
