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
    /// immediately); a picture of the view as it was fades out over it, beside the view in its
    /// superview (beside a `UIVisualEffectView` whose `contentView` this is) at the view's
    /// `zPosition`. The change is made without a dissolve — `completion` then runs before this
    /// method returns — with Reduce Motion on, when the view is not on screen (not in a window,
    /// or hidden) or not drawn yet (its picture would be blank), in lists — a cell, a header or
    /// footer view, any view inside one (a `contentView` included), a view placed directly in a
    /// table or collection view, a scroll view: the list moves, resizes and reuses those — for a
    /// view in a `UIStackView`, and when the view is already redacted (only the style changes, as
    /// with ``redact(_:)``). A dissolve takes one snapshot of the view, once per transition. A dissolve still
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
    /// The redaction ends at once; a picture of the placeholders fades out over the content
    /// (placed as for ``redact(_:transition:completion:)``). Plain ``unredact()`` does the same
    /// with ``RedactionTransition/crossDissolve``. No dissolve — `completion` then runs before
    /// this method returns — with Reduce Motion on, when the view is not on screen or not drawn
    /// yet, in lists (a cell, any view inside a cell, header or footer, a view placed directly in
    /// a list, a scroll view), for a view in a `UIStackView`, and when the view is not redacted
    /// (then nothing changes, but a dissolve still running from before ends). The picture fades
    /// where the view was: for a view removed or hidden right after, use
    /// `unredact(transition: .none)`. `completion` runs exactly
    /// once, also when the view's superview goes away mid-fade. A dissolve still running on this view
    /// from an earlier call ends first (its completion runs). The loading state's placeholder
    /// rows fade into the real rows the same way (``EmptyDataSetPlaceholderRows/transition``).
    /// - Parameters:
    ///   - transition: ``RedactionTransition/crossDissolve`` or ``RedactionTransition/none``.
    ///   - completion: Runs once the transition ended; `nil` by default.
    public func unredact(transition: RedactionTransition, completion: (@MainActor () -> Void)? = nil) {
        // Not redacted: nothing changes — but a dissolve still running from before ends, so an
        // old picture never fades over what the view shows now (a reused view unredacted twice).
        guard isRedacted else {
            finishRedactionFade()
            completion?()
            return
        }
        changeRedaction(transition, changes: true, completion: completion) { $0.unredact(postingLayoutChange: true) }
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
        // outside its subtree, so that no redaction of this view's subtree ever sees it. A view
        // never drawn yet has no picture (a blank snapshot would flash the background).
        guard duration > 0, hasBeenDrawnForRedactionFade, let placement = redactionFadePlacement,
              let snapshot = snapshotView(afterScreenUpdates: false) else {
            change(self)
            completion?()
            return
        }
        change(self)
        let frame = convert(bounds, to: placement.container)
        redactionFade = RedactionFadeView.fade(
            snapshot, frame: frame, in: placement.container, above: placement.sibling, duration: duration, completion: completion)
    }

    /// Where the picture fades: in the superview above this view — or, when the superview is a
    /// `UIVisualEffectView` (this view is its `contentView`, which takes no sibling: UIKit
    /// asserts on a subview added to the effect view itself), in the effect view's superview
    /// above the effect view. `nil`, for no fade (the change at once):
    /// - for a view anywhere inside a cell, header or footer (a `cell.contentView` included), a
    ///   cell itself, a scroll view, or a view whose superview is a table or collection view: the
    ///   list moves, resizes (self-sizing) and reuses those by itself — a reused cell may be
    ///   unredacted again within the fade — so a picture would stay over whatever the list puts
    ///   there; list content arrives by reuse, and placeholder rows keep their own single fade;
    /// - for a view in a `UIStackView`: removing or hiding it right after `unredact()` makes the
    ///   stack move its other views while the picture would stay where the view was.
    private var redactionFadePlacement: (container: UIView, sibling: UIView)? {
        if self is UIScrollView || isInsideListItem { return nil }
        var sibling: UIView = self
        while let container = sibling.superview {
            if container is UIVisualEffectView {
                sibling = container
                continue
            }
            if container is UITableView || container is UICollectionView || container is UIStackView { return nil }
            return (container, sibling)
        }
        return nil
    }

    /// Whether this view is, or is inside, a cell, header or footer (any ancestor up to the list).
    private var isInsideListItem: Bool {
        var current: UIView? = self
        while let view = current {
            if Self.isListManaged(view) { return true }
            if view is UITableView || view is UICollectionView { return false }
            current = view.superview
        }
        return false
    }

    /// Cells, headers and footers, which their list places, pins and reuses.
    private static func isListManaged(_ view: UIView) -> Bool {
        view is UITableViewCell || view is UITableViewHeaderFooterView || view is UICollectionReusableView
    }

    /// Whether the render server has drawn this view yet, so a snapshot of it shows something:
    /// not before it is in a window, has a size and was committed once (a layer's presentation
    /// copy exists only after its first commit) — a view redacted in `viewWillAppear` and
    /// unredacted before it appears changes at once.
    var hasBeenDrawnForRedactionFade: Bool {
        window != nil && !bounds.isEmpty && layer.presentation() != nil
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
