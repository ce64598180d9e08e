#if canImport(UIKit)
import UIKit

// The public redaction API, and its per-view storage in associated objects.

/// The associated-object keys: unique, never-freed allocations, only ever used as addresses and
/// never read or written through, so sharing them across isolation domains is safe.
nonisolated(unsafe) private let overlayKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
nonisolated(unsafe) private let behaviorKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

@MainActor
extension UIView {
    /// Draws this view's subtree as loading placeholders, like SwiftUI's `redacted(reason: .placeholder)`.
    ///
    ///     cell.contentView.redact()            // while loading
    ///     cell.contentView.unredact()          // when the data arrived
    ///
    /// Any view can be redacted: a cell's `contentView`, a card, a `UIVisualEffectView` (blur,
    /// material or glass: the placeholders go in its `contentView`), a label or a button on its
    /// own, a scroll view (the placeholders cover its whole content and scroll with it).
    ///
    /// Every visible `UILabel` becomes rounded bars, one per line of its current text, the last
    /// line shorter, as tall as its font's text (Dynamic Type just works); image views, buttons,
    /// switches, segmented controls, sliders, steppers, text fields and text views become rounded
    /// shapes of their frames, activity indicators and progress views capsules. ``redactionBehavior`` opts a view out (it
    /// stays visible and usable) or a custom view in (one shape). A label or text view with nil,
    /// empty or whitespace-only text gets placeholder lines (``redactionLineCount``). Hidden views
    /// and views with alpha 0 get no placeholder; a zero-size view gets none of its own.
    ///
    /// Nothing of the app's views is changed: the placeholders are drawn by an overlay, the
    /// topmost subview of this view, over their text, images and colors, so nothing can be stale
    /// when redaction ends, and self-sizing cells keep their real height. Placeholders are cut
    /// to the views that clip between this view and theirs (`clipsToBounds`, a scroll view) and
    /// rounded where a clipping view's rounded corners (`cornerRadius`, `maskedCorners`,
    /// `cornerCurve`) reach them. The overlay takes the touches of the redacted content (except
    /// excluded views); gesture recognizers of this view's ancestors — a table view's row
    /// selection — still see them. A scroll view inside the redacted view keeps scrolling and its
    /// refresh control keeps working; its content's placeholders scroll with it, and redacted
    /// views drawn over it (a floating button) still take no touches.
    /// VoiceOver reads one element, "Loading…" (the `EmptyDataSet.loading` string, which an app
    /// can translate), in place of the content; excluded views stay readable after it. In a
    /// table or list cell, which VoiceOver reads as one element, and in a view that is itself an
    /// accessibility element (a label, a button), that element's label is "Loading…" meanwhile
    /// (its value and hint cleared) — again after each re-shape, so a reused cell the app
    /// describes anew still reads "Loading…"; the app's latest words are put back after.
    ///
    /// A label's real text is covered by the color behind the label: the background colors of
    /// the label and its ancestors, composited down to the first opaque one (a cell's background
    /// configuration, or its selected background view while selected or highlighted, counts).
    /// Text over an image, a gradient or a blur is covered by the nearest opaque color, which may
    /// show as a box; text in a clear color gets bars and no cover. A cell's selection or
    /// highlight is not seen by itself: call ``setNeedsRedactionUpdate()`` from the cell's
    /// `updateConfiguration(using:)` or `setHighlighted(_:animated:)`.
    ///
    /// The placeholders follow size changes of this view (rotation, a self-sizing cell's new
    /// height), Dynamic Type, Bold Text, dark mode and layout-direction changes of the trait
    /// collection. Call ``setNeedsRedactionUpdate()`` after changing content that does not change
    /// this view's size, or a view's `semanticContentAttribute`. Calling `redact(_:)` again only
    /// changes the style. `alpha` changes are not observed. A redacted table or collection view
    /// covers the cells and header views it has made and is looked at again in each layout pass
    /// in which it made or moved one — a re-scan of every visible cell each time a row scrolls
    /// in, and every frame while a pinned header stays on screen: in a list that scrolls while
    /// loading, redact each cell's `contentView` (or the cell) instead.
    /// - Parameter style: Colors, corner radius and animation; ``PlaceholderStyle/default`` by
    ///   default (a `systemGray5` fill and a shimmer, a static fill under Reduce Motion; the same
    ///   grays on tvOS, which has no `systemGray5`).
    public func redact(_ style: PlaceholderStyle = .default) {
        // A cross-dissolve still running (redact(_:transition:completion:)) ends first.
        finishRedactionFade()
        if let overlay = redactionOverlay {
            overlay.update(style)
            overlay.setNeedsReshape()
            return
        }
        let overlay = RedactionOverlayView(style: style)
        redactionOverlay = overlay
        overlay.attach(to: self)
    }

    /// Ends the redaction ``redact(_:)`` started, with a cross-dissolve from the placeholders to
    /// the content (``unredact(transition:completion:)`` with
    /// ``RedactionTransition/crossDissolve``): the placeholders and their overlay are removed at
    /// once — ``isRedacted`` is `false` when this returns, touches reach the content again — and
    /// a picture of the placeholders fades out over it for 0.25 seconds. No dissolve (the
    /// change alone) with Reduce Motion on, for a view not on screen or not drawn yet, in lists
    /// (a cell's `contentView` or anything else inside a cell, header or footer, a view placed
    /// directly in a table or collection view, a scroll view) and in a `UIStackView`; use
    /// `unredact(transition: .none)` for none at all, and for a view removed or hidden right
    /// after (the picture fades where the view was). When the placeholders were on screen (in a
    /// window, nothing above them hidden), VoiceOver is told the layout changed (once per
    /// main-queue turn, however many views end their redaction). Nothing else is left behind once
    /// the dissolve ended. Changes nothing when this view is not redacted (a dissolve still running
    /// on it ends).
    public func unredact() {
        unredact(transition: .crossDissolve, completion: nil)
    }

    /// Ends the redaction; `postingLayoutChange` false leaves VoiceOver's layout change out, for
    /// a caller that announces the new state itself (the loading flow's placeholder rows).
    func unredact(postingLayoutChange: Bool) {
        // A dissolve still running ends first, also when nothing is redacted any more.
        finishRedactionFade()
        guard let overlay = redactionOverlay else { return }
        redactionOverlay = nil
        // A cell in a reuse pool or a view off screen changed nothing VoiceOver could read.
        let wasShowing = overlay.isShowing
        overlay.detach()
        if postingLayoutChange && wasShowing { RedactionAnnouncer.redactionDidEnd() }
    }

    /// Whether ``redact(_:)`` was called on this view and ``unredact()`` not since. A view inside
    /// a redacted view is drawn as a placeholder but is not redacted itself.
    public var isRedacted: Bool {
        redactionOverlay != nil
    }

    /// How this view takes part when a view above it is redacted; ``RedactionBehavior/automatic``
    /// by default. `.excluded` keeps it (and its subviews) visible and usable; `.shape` draws a
    /// custom view as one rounded shape of its frame. A redacted view itself is always drawn by
    /// its kind. A change shows at the next update of the redaction (``setNeedsRedactionUpdate()``).
    public var redactionBehavior: RedactionBehavior {
        get {
            switch (objc_getAssociatedObject(self, behaviorKey) as? NSNumber)?.intValue {
            case 1: .excluded
            case 2: .shape
            default: .automatic
            }
        }
        set {
            let code: Int? = switch newValue {
            case .automatic: nil
            case .excluded: 1
            case .shape: 2
            }
            objc_setAssociatedObject(self, behaviorKey, code.map { NSNumber(value: $0) }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

    /// Re-draws the placeholders of the redaction this view is part of (its own, or the nearest
    /// redacted ancestor's) at the next layout pass: call it after changing a label's text,
    /// showing or hiding a view, changing a ``redactionBehavior`` or a `semanticContentAttribute`
    /// without this view's size changing, and when a cell's selection or highlight changes the
    /// color behind its labels. Does nothing outside a redaction.
    public func setNeedsRedactionUpdate() {
        var current: UIView? = self
        while let view = current {
            if let overlay = view.redactionOverlay {
                overlay.setNeedsReshape()
                return
            }
            current = view.superview
        }
    }

    /// The overlay drawing this view's redaction.
    var redactionOverlay: RedactionOverlayView? {
        get { objc_getAssociatedObject(self, overlayKey) as? RedactionOverlayView }
        set { objc_setAssociatedObject(self, overlayKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
#endif
