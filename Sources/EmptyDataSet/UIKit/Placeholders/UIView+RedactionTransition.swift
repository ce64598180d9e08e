#if canImport(UIKit)
import UIKit

// Redaction with a transition: the change is made at once, and a picture of the view as it was
// fades out over it (RedactionFadeView).

/// The associated-object key of a view's running fade: a unique, never-freed allocation, only
/// ever used as an address, so sharing it across isolation domains is safe.
nonisolated(unsafe) private let fadeKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

@MainActor
extension UIView {
    /// Redacts this view like ``redact(_:)``, with a transition: a cross-dissolve from the view as
    /// it is to its placeholders.
    ///
    ///     headerView.redact(transition: .crossDissolve)
    ///
    /// The redaction starts at once (``isRedacted``, touches and VoiceOver follow it
    /// immediately); a picture of the view as it was fades out over it. The change is made
    /// without a dissolve — `completion` then runs before this method returns — with Reduce
    /// Motion on, when the view is not on screen (not in a window, or hidden), and when the view
    /// is already redacted (only the style changes, as with ``redact(_:)``). A dissolve still
    /// running on this view from an earlier call ends first (its completion runs): transitions
    /// never stack.
    /// - Parameters:
    ///   - style: How the placeholders look; ``PlaceholderStyle/default`` by default.
    ///   - transition: ``RedactionTransition/crossDissolve`` or ``RedactionTransition/none``.
    ///   - completion: Runs once the transition ended; `nil` by default.
    public func redact(_ style: PlaceholderStyle = .default, transition: RedactionTransition, completion: (@MainActor () -> Void)? = nil) {
        changeRedaction(transition, changes: !isRedacted, completion: completion) { $0.redact(style) }
    }

    /// Ends the redaction like ``unredact()``, with a transition: a cross-dissolve from the
    /// placeholders to the content.
    ///
    ///     cell.contentView.unredact(transition: .crossDissolve) // when the data arrived
    ///
    /// The redaction ends at once; a picture of the placeholders fades out over the content. No
    /// dissolve — `completion` then runs before this method returns — with Reduce Motion on,
    /// when the view is not on screen (a cell in a reuse pool), and when the view is not
    /// redacted (then nothing at all happens: a no-op). A dissolve still running on this view
    /// from an earlier call ends first (its completion runs). The loading state's placeholder
    /// rows fade into the real rows the same way (``EmptyDataSetPlaceholderRows/transition``).
    /// - Parameters:
    ///   - transition: ``RedactionTransition/crossDissolve`` or ``RedactionTransition/none``.
    ///   - completion: Runs once the transition ended; `nil` by default.
    public func unredact(transition: RedactionTransition, completion: (@MainActor () -> Void)? = nil) {
        // Not redacted: nothing at all changes, not even a dissolve still running from before.
        guard isRedacted else {
            completion?()
            return
        }
        changeRedaction(transition, changes: true, completion: completion) { $0.unredact() }
    }

    /// Makes `change` at once and, when the transition runs (``RedactionTransition``'s rule),
    /// fades a picture of the view as it was out over it.
    private func changeRedaction(
        _ transition: RedactionTransition, changes: Bool, completion: (@MainActor () -> Void)?,
        _ change: (UIView) -> Void
    ) {
        finishRedactionFade()
        let duration = transition.effectiveDuration(
            isReduceMotionEnabled: AccessibilitySystem.isReduceMotionEnabled(), isOnScreen: isShownForRedactionFade,
            changes: changes)
        // The picture the render server already has: no render pass of its own. Beside the view,
        // in its superview, so that no redaction of this view's subtree ever sees it.
        guard duration > 0, let superview, let snapshot = snapshotView(afterScreenUpdates: false) else {
            change(self)
            completion?()
            return
        }
        change(self)
        // The view's frame is its bounds in the superview only without a transform.
        let frame = transform.isIdentity ? self.frame : convert(bounds, to: superview)
        redactionFade = RedactionFadeView.fade(
            snapshot, frame: frame, in: superview, above: self, duration: duration, completion: completion)
    }

    /// Ends a cross-dissolve still running on this view (its completion runs). Called before
    /// every redaction change, so that an old picture never covers a newer state.
    func finishRedactionFade() {
        guard let fade = redactionFade else { return }
        redactionFade = nil
        fade.finish()
    }

    /// Whether a dissolve would be seen: in a window, and neither this view nor an ancestor hidden.
    private var isShownForRedactionFade: Bool {
        guard window != nil else { return false }
        var current: UIView? = self
        while let view = current {
            if view.isHidden || view.alpha <= 0.01 { return false }
            current = view.superview
        }
        return true
    }

    /// The fade still running over this view, held weakly: it removes itself when done.
    private var redactionFade: RedactionFadeView? {
        get { (objc_getAssociatedObject(self, fadeKey) as? WeakFadeBox)?.view }
        set { objc_setAssociatedObject(self, fadeKey, newValue.map(WeakFadeBox.init), .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// A weak reference to a running fade, for the associated object.
@MainActor
private final class WeakFadeBox {
    weak var view: RedactionFadeView?
    init(_ view: RedactionFadeView) { self.view = view }
}
#endif
