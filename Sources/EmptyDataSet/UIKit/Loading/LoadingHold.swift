#if canImport(UIKit)
import UIKit

/// A loading state (its placeholder or the placeholder rows) held in front of rows that arrived
/// before its minimum display time passed (``LoadingFlow``), for as long as the hold lasts.
///
/// While it holds:
/// - The held view and a ``LoadingHoldCoverView`` behind it sit above every sibling: their layers'
///   `zPosition` is above the highest of the scroll view's other subviews (at least
///   ``minimumZPosition``, as the redaction overlay's; a collection view gives its cells and
///   pinned headers their layout's `zIndex`, 1024 and more in some layouts), and they are the
///   front subviews, so hit-testing reaches them first. UIKit adds cells, headers and floating
///   headers as it lays out, in front, so both are recomputed on every ``refresh()``.
/// - The cover spans the scroll view's bounds at the current offset, below the table header
///   (which showed before the rows came and keeps showing) down to the bottom edge — under a
///   translucent tab bar or toolbar too — and follows the offset (an app's `scrollToRow(at:)`
///   after the rows arrived, or a drag: the list stays scrollable, pull to refresh included). It
///   takes the touches within its frame, so no unseen row is tapped.
/// - The rows are out of sight as ``HoldCovering`` decides: under the cover with the list's opaque
///   background, or hidden themselves (alpha 0, restored when the hold ends).
/// - VoiceOver reads only the held view: it is modal (`accessibilityViewIsModal`) among the scroll
///   view's subviews, the rows it covers included.
///
/// Which UIKit paths reach ``refresh()``: the scroll view's `contentOffset` and `contentSize`
/// changes (KVO, registered only while the hold lasts), and, for tables and collection views,
/// the end of each of their `layoutSubviews` passes (the package's layout hook), where cells and
/// headers are added. Not reached: a subview an app adds outside a layout pass without scrolling
/// or resizing (it shows in front until the next pass); a view UIKit adds in another view's pass.
@MainActor
final class LoadingHold {
    /// The view held in front.
    private(set) weak var heldView: UIView?
    private weak var scrollView: UIScrollView?
    /// The cover behind the held view, in front of the rows.
    let cover = LoadingHoldCoverView()
    /// How the rows are kept out of sight.
    let covering: HoldCovering
    private let heldWasModal: Bool
    private let heldZPosition: CGFloat
    /// The views hidden for the hold (``HoldCovering/hideRows``) and the alpha each had.
    private var hiddenViews: [ObjectIdentifier: (view: WeakViewReference, alpha: CGFloat)] = [:]
    private var observations: [NSKeyValueObservation] = []

    /// The lowest `zPosition` of the held view's cover, the same as the redaction overlay's.
    static let minimumZPosition: CGFloat = 10_000

    /// Starts holding `view` in front of the rows of `scrollView`.
    init(holding view: UIView, in scrollView: UIScrollView) {
        heldView = view
        self.scrollView = scrollView
        heldWasModal = view.accessibilityViewIsModal
        heldZPosition = view.layer.zPosition
        let (covering, color) = Self.covering(for: scrollView)
        self.covering = covering
        cover.backgroundColor = color
        view.accessibilityViewIsModal = true
        UIView.performWithoutAnimation { scrollView.addSubview(cover) }
        observations = [
            scrollView.observe(\.contentOffset, options: []) { [weak self] _, _ in Self.onMain { self?.refresh() } },
            scrollView.observe(\.contentSize, options: []) { [weak self] _, _ in Self.onMain { self?.refresh() } },
        ]
        refresh()
    }

    /// Puts the cover and the held view back above everything, the cover over the visible rows,
    /// and hides rows that arrived since (``HoldCovering/hideRows``). Cheap: one pass over the
    /// scroll view's subviews, and only while a hold lasts.
    func refresh() {
        guard let scrollView, let heldView, heldView.superview === scrollView else { return }
        var highest: CGFloat = 0
        for subview in scrollView.subviews where subview !== cover && subview !== heldView && !(subview is HeldPlaceholderFadeView) {
            highest = max(highest, subview.layer.zPosition)
            if covering == .hideRows, hidesForHold(subview, in: scrollView) { hide(subview) }
        }
        let z = max(Self.minimumZPosition, highest + 1)
        if cover.layer.zPosition != z { cover.layer.zPosition = z }
        if heldView.layer.zPosition != z + 1 { heldView.layer.zPosition = z + 1 }
        let frame = Self.coverFrame(in: scrollView)
        if cover.frame != frame { UIView.performWithoutAnimation { cover.frame = frame } }
        let subviews = scrollView.subviews
        if subviews.last !== heldView || subviews.dropLast().last !== cover {
            scrollView.bringSubviewToFront(cover)
            scrollView.bringSubviewToFront(heldView)
        }
    }

    /// Ends the hold: the cover goes and the hidden rows come back — fading over `duration`
    /// seconds (0 at once), as the held view's picture fades out over them — and the held view
    /// gets back its place behind the rows and its accessibility.
    func end(fadingOver duration: TimeInterval) {
        observations.forEach { $0.invalidate() }
        observations = []
        if let heldView {
            heldView.layer.zPosition = heldZPosition
            heldView.accessibilityViewIsModal = heldWasModal
        }
        let cover = cover
        let restored = hiddenViews.values.compactMap { entry in entry.view.view.map { ($0, entry.alpha) } }
        hiddenViews = [:]
        guard duration > 0, cover.window != nil else {
            cover.removeFromSuperview()
            for (view, alpha) in restored { view.alpha = alpha }
            return
        }
        cover.isUserInteractionEnabled = false  // the rows are the user's again at once
        UIView.animate(
            withDuration: duration, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
            animations: {
                cover.alpha = 0
                for (view, alpha) in restored { view.alpha = alpha }
            }, completion: { _ in cover.removeFromSuperview() })
    }

    /// The scroll view's bounds at the current offset, from below the table header (or the top
    /// of the content, so the refresh control above it stays visible) to the bottom edge.
    static func coverFrame(in scrollView: UIScrollView) -> CGRect {
        let bounds = scrollView.bounds
        var contentTop: CGFloat = 0
        if let header = (scrollView as? UITableView)?.tableHeaderView, header.superview === scrollView, !header.isHidden {
            contentTop = header.frame.maxY
        }
        let top = max(bounds.minY, contentTop)
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bounds.maxY - top))
    }

    /// ``HoldCovering`` for the scroll view's background view and the backgrounds up to its
    /// window, with the color to cover with.
    private static func covering(for scrollView: UIScrollView) -> (HoldCovering, UIColor?) {
        var backdrops: [HoldCovering.Backdrop] = []
        var colors: [UIColor?] = []
        var current: UIView? = scrollView
        while let view = current {
            if view is UIVisualEffectView {
                backdrops.append(.effect)
            } else {
                backdrops.append(.color(alpha: Double(view.backgroundColor?.cgColor.alpha ?? 0)))
            }
            colors.append(view.backgroundColor)
            current = view.superview
        }
        let covering = HoldCovering.choose(
            hasBackgroundView: scrollView.emptyDataSetBackgroundView != nil, backdrops: backdrops)
        guard case .cover(let index) = covering else { return (covering, nil) }
        return (covering, colors[index])
    }

    /// Whether `view` is one of the list's rows to hide: a cell, header or footer of a table or
    /// collection view; any other content of a plain scroll view. Never the package's own views,
    /// the background view, the refresh control or the table header.
    private func hidesForHold(_ view: UIView, in scrollView: UIScrollView) -> Bool {
        switch scrollView {
        case is UITableView:
            return view is UITableViewCell || view is UITableViewHeaderFooterView
        case is UICollectionView:
            return view is UICollectionReusableView
        default:
            return !(view is EmptyStateView || view is PlaceholderRowsView || view is LoadingHoldCoverView)
                && view !== scrollView.emptyDataSetBackgroundView && view !== scrollView.emptyDataSetRefreshControl
        }
    }

    /// Hides `view` for the hold, remembering its alpha the first time (UIKit may apply a layout's
    /// alpha to a collection view cell again: it is hidden again on the next refresh).
    private func hide(_ view: UIView) {
        let key = ObjectIdentifier(view)
        if hiddenViews[key] == nil { hiddenViews[key] = (WeakViewReference(view: view), view.alpha) }
        if view.alpha != 0 { view.alpha = 0 }
    }

    nonisolated private static func onMain(_ work: @escaping @MainActor @Sendable () -> Void) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { work() }
        } else {
            DispatchQueue.main.async { work() }
        }
    }
}

/// A view held weakly: a row hidden for a hold may leave the list (and be released) before it ends.
private struct WeakViewReference {
    weak var view: UIView?
}
#endif
