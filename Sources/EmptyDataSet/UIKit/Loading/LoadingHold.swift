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
///   headers as it lays out, in front, so both are recomputed after each layout pass.
/// - The cover spans the scroll view's bounds at the current offset, below the table header
///   (which showed before the rows came and keeps showing) down to the bottom edge — under a
///   translucent tab bar or toolbar too — and follows the offset (an app's `scrollToRow(at:)`
///   after the rows arrived, or a drag: the list stays scrollable, pull to refresh included). It
///   takes the touches within its frame, so no unseen row is tapped. What UIKit draws over that
///   frame for the list is under it too until the hold ends: a table's section index and the
///   scroll indicators are out of reach of taps, and out of sight with a flat cover.
/// - The rows are out of sight as ``HoldCovering`` decides: under the cover with the list's opaque
///   background, or hidden themselves (alpha 0, restored when the hold ends). Hidden rows are the
///   app's content only: a table's `UITableViewCell`s and `UITableViewHeaderFooterView`s (a plain
///   `UIView` header stays visible: a table gives its header views no other mark), a collection
///   view's cells and supplementary views (restored with their layout's alpha), a plain scroll view's subviews except UIKit's private ones (the scroll
///   indicators, ``PrivateViewClass``), the refresh control, the background view and the
///   package's own views.
/// - VoiceOver reads only the held view: it is modal (`accessibilityViewIsModal`) among the scroll
///   view's subviews, the rows it covers included.
///
/// Which UIKit paths reach the hold:
/// - The scroll view's `contentOffset` and `contentSize` changes (KVO, registered only while the
///   hold lasts) reach ``follow()``: the cover's frame, the `zPosition`s and the rows' alpha,
///   never the view hierarchy, since these notifications can come from inside UIKit's own updates
///   (a batch update resizing the content, a layout pass adjusting the offset).
/// - For tables and collection views, the end of each of their `layoutSubviews` passes (the
///   package's layout hook), where cells and headers are added, reaches ``refresh()``: the same,
///   then the cover and the held view brought back to the front. So does each decision of the
///   loading flow that keeps the hold.
/// - Not reached: a subview an app adds outside a layout pass (it draws behind the cover, by
///   `zPosition`, from the next offset or size change, and is hit-tested behind it from the next
///   layout pass); a view UIKit adds in another view's pass. A plain scroll view has no layout
///   hook: its content added during the hold is brought behind the cover only by `zPosition`.
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
            scrollView.observe(\.contentOffset, options: []) { [weak self] _, _ in Self.onMain { self?.follow() } },
            scrollView.observe(\.contentSize, options: []) { [weak self] _, _ in Self.onMain { self?.follow() } },
        ]
        refresh()
    }

    /// After a layout pass or a decision of the flow: ``follow()``, then the cover and the held
    /// view back in front of the subviews UIKit added (hit-testing goes by subview order). Outside
    /// KVO only: changing the hierarchy inside UIKit's own updates is not safe.
    func refresh() {
        guard follow(), let scrollView, let heldView else { return }
        let subviews = scrollView.subviews
        if subviews.last !== heldView || subviews.dropLast().last !== cover {
            scrollView.bringSubviewToFront(cover)
            scrollView.bringSubviewToFront(heldView)
        }
    }

    /// Puts the cover and the held view above everything by `zPosition`, the cover over the
    /// visible rows at the current offset, and hides rows that arrived since
    /// (``HoldCovering/hideRows``); layer properties, frames and alpha only, so safe from KVO.
    /// Cheap: one pass over the scroll view's subviews, and only while a hold lasts.
    /// - Returns: Whether the hold still has its view in the scroll view.
    @discardableResult
    func follow() -> Bool {
        guard let scrollView, let heldView, heldView.superview === scrollView else { return false }
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
        return true
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
        // Only rows still hidden: one whose alpha changed since (the app's, a collection view
        // layout's) keeps it.
        var restored = hiddenViews.values.compactMap { entry -> (UIView, CGFloat)? in
            guard let view = entry.view.view, view.alpha == 0 else { return nil }
            return (view, entry.alpha)
        }
        hiddenViews = [:]
        // Only a collection view that is laid out: right after the app's reload or apply, the
        // layout lookup would prepare the layout (app code outside a layout pass) for index
        // paths that may no longer exist; the recorded alpha comes back, and the next layout
        // pass applies the layout's own.
        if !restored.isEmpty, let collectionView = scrollView as? UICollectionView,
           !collectionView.layer.needsLayout() {
            let supplementaryAlphas = Self.supplementaryLayoutAlphas(in: collectionView)
            restored = restored.map { view, alpha in
                (view, Self.layoutAlpha(of: view, in: collectionView) ?? supplementaryAlphas[ObjectIdentifier(view)] ?? alpha)
            }
        }
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

    /// The alpha `collectionView`'s layout gives `view`, a visible cell, now, or `nil` when it has
    /// none for it (not a cell, the cell left the list, the layout returns no attributes). A
    /// collection view's alpha is its layout's, which may have changed during the hold; reading
    /// the attributes, rather than invalidating the layout, keeps the cached sizes of self-sizing
    /// cells, so nothing jumps when the hold ends.
    private static func layoutAlpha(of view: UIView, in collectionView: UICollectionView) -> CGFloat? {
        guard let cell = view as? UICollectionViewCell, let indexPath = collectionView.indexPath(for: cell),
              indexPath.section < collectionView.numberOfSections,
              indexPath.item < collectionView.numberOfItems(inSection: indexPath.section)
        else { return nil }
        return collectionView.layoutAttributesForItem(at: indexPath)?.alpha
    }

    /// The alpha the layout gives each visible supplementary view now, by view, as
    /// ``layoutAlpha(of:in:)`` for cells. UIKit tells a supplementary view's kind only through the
    /// layout's attributes, so the kinds are those of the elements in the visible bounds.
    private static func supplementaryLayoutAlphas(in collectionView: UICollectionView) -> [ObjectIdentifier: CGFloat] {
        let attributes = collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds) ?? []
        let kinds = Set(attributes.filter { $0.representedElementCategory == .supplementaryView }.compactMap(\.representedElementKind))
        var alphas: [ObjectIdentifier: CGFloat] = [:]
        for kind in kinds {
            for indexPath in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
                guard let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath),
                      let alpha = collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)?.alpha
                else { continue }
                alphas[ObjectIdentifier(view)] = alpha
            }
        }
        return alphas
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
    /// collection view; the app's content of a plain scroll view: not UIKit's private views (its
    /// scroll indicators), the package's own views, the background view or the refresh control.
    private func hidesForHold(_ view: UIView, in scrollView: UIScrollView) -> Bool {
        switch scrollView {
        case is UITableView:
            return view is UITableViewCell || view is UITableViewHeaderFooterView
        case is UICollectionView:
            return view is UICollectionReusableView
        default:
            return !Self.isPackageView(view) && !Self.isUIKitPrivate(view) && !Self.isRefreshControl(view)
                && view !== scrollView.emptyDataSetBackgroundView && view !== scrollView.emptyDataSetRefreshControl
        }
    }

    /// The package's own views that can be a scroll view's subviews.
    private static func isPackageView(_ view: UIView) -> Bool {
        view is EmptyStateView || view is PlaceholderRowsView || view is LoadingHoldCoverView
            || view is HeldPlaceholderFadeView || view is RedactionOverlayView
    }

    /// Whether UIKit made `view` for itself, as `_UIScrollViewScrollIndicator` (``PrivateViewClass``).
    /// Decided once per class: ``follow()`` runs on every offset change, and a class's name never
    /// changes.
    private static func isUIKitPrivate(_ view: UIView) -> Bool {
        let viewClass: AnyClass = type(of: view)
        let key = ObjectIdentifier(viewClass)
        if let known = privateClasses[key] { return known }
        let isPrivate = PrivateViewClass.isUIKitPrivate(NSStringFromClass(viewClass))
        privateClasses[key] = isPrivate
        return isPrivate
    }

    /// ``isUIKitPrivate(_:)``'s decisions by class; classes are never unloaded, so it stays small
    /// (one entry per class of view a plain scroll view held content of).
    private static var privateClasses: [ObjectIdentifier: Bool] = [:]

    private static func isRefreshControl(_ view: UIView) -> Bool {
        #if os(tvOS)
        return false
        #else
        return view is UIRefreshControl
        #endif
    }

    /// Hides `view` for the hold, at once. Its alpha is remembered each time it goes from visible
    /// to hidden: a collection view applies its layout's alpha again to a cell it reuses or
    /// re-lays during the hold, which is then hidden again on the next pass with that alpha.
    /// UIKit's own fade-in of an arriving row (an opacity animation toward the model's alpha)
    /// would show it in the meantime, so such animations are removed.
    private func hide(_ view: UIView) {
        if view.alpha != 0 {
            hiddenViews[ObjectIdentifier(view)] = (WeakViewReference(view: view), view.alpha)
            UIView.performWithoutAnimation { view.alpha = 0 }
        }
        Self.removeOpacityAnimations(from: view.layer)
    }

    /// Removes the animations of `layer` that change its opacity (alone or in a group).
    private static func removeOpacityAnimations(from layer: CALayer) {
        guard let keys = layer.animationKeys() else { return }
        for key in keys where layer.animation(forKey: key).map(animatesOpacity) ?? false {
            layer.removeAnimation(forKey: key)
        }
    }

    private static func animatesOpacity(_ animation: CAAnimation) -> Bool {
        if let property = animation as? CAPropertyAnimation { return property.keyPath == "opacity" }
        if let group = animation as? CAAnimationGroup { return group.animations?.contains(where: animatesOpacity) ?? false }
        return false
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
