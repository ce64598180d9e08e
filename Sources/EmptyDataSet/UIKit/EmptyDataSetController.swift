#if canImport(UIKit)
import UIKit

/// The per-scroll-view state behind the public API: source and delegate (weak), the empty-state
/// view, and the neutral bookkeeping (visibility, re-entrancy, update batching, scroll lock).
///
/// It turns Core's decisions into UIKit calls and nothing more: when to show is ``DisplayRule``,
/// which callbacks fire is ``VisibilityState``, where the view goes is ``EmptyStateFrame``.
@MainActor
final class EmptyDataSetController: NSObject {
    weak var scrollView: UIScrollView?
    weak var source: (any EmptyDataSetSource)?
    weak var delegate: (any EmptyDataSetDelegate)?

    /// Open hooked calls and `beginUpdates()` blocks; read and written by ``EmptyDataSetHooks``.
    var batching = UpdateBatching()

    private var visibility = VisibilityState()
    private var reloadGuard = ReloadGuard()
    private var scrollLock = ScrollLock()
    private var deferred = DeferredReload()

    /// The empty-state view, created on first appearance and then reused.
    private(set) var emptyView: EmptyDataSetView?

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    /// Whether the empty state is on screen, as DZNEmptyDataSet reports it: not yet during
    /// `willAppear`, still during `willDisappear`. (``VisibilityState`` holds the decision, which
    /// changes before those callbacks.)
    var isVisible: Bool { emptyView.map { !$0.isHidden && $0.superview != nil } ?? false }

    // MARK: - Reloading

    /// Re-evaluates the empty state now. A request made while a reload runs (a source method that
    /// calls `reloadData()`) is served by one follow-up pass instead of recursing.
    func reload() {
        guard reloadGuard.beginReload() else { return }
        repeat { performReloadPass() } while reloadGuard.endPass()
    }

    /// Schedules one ``reload()`` for the next turn of the main queue; further requests before it
    /// runs are coalesced (``DeferredReload``). Used where reloading synchronously could run in the
    /// middle of a layout pass, or before the app finished configuring the scroll view.
    func setNeedsReload() {
        schedule(.reload)
    }

    /// The second signal behind the method hooks: the content size changed. Diffable data sources
    /// and other internal UIKit paths can change the items without a public method this package
    /// hooks, but the content size follows the items. The frame follows at once; the rest is
    /// ``ContentSizeResponse``: conceal at once if items arrived under a visible empty state,
    /// decide on the next turn of the main queue (coalesced). Ignored inside a hooked call (its
    /// own reload follows).
    func contentSizeDidChange() {
        guard !batching.isBatching, !reloadGuard.isReloading, let scrollView else { return }
        layoutEmptyView()
        let conceals = ContentSizeResponse.concealsAtOnce(
            isVisible: visibility.isVisible,
            hasItems: { !scrollView.hasNoEmptyDataSetItems },
            shouldShow: { shouldShow(in: scrollView) })
        if conceals { emptyView?.conceal() }
        schedule(.decision)
    }

    private func schedule(_ work: DeferredReload.Work) {
        guard deferred.request(work) else { return }
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                self?.runDeferredWork()
            }
        }
    }

    private func runDeferredWork() {
        guard let work = deferred.take() else { return }
        // Every turn lays out first; a layout the refresh still holds back is not retried again
        // (the inset change that ends the refresh schedules the next retry).
        layoutEmptyView(retriesAfterRefresh: false)
        switch work {
        case .layout:
            break
        case .reload:
            reload()
        case .decision:
            guard let scrollView else { return }
            switch ContentSizeResponse.decision(shouldShow: shouldShow(in: scrollView), isVisible: visibility.isVisible) {
            case .reload: reload()
            case .reveal: emptyView?.reveal()
            case .nothing: break
            }
        }
    }

    /// Moves the view after the adjusted content insets changed (bars, safe area, keyboard); not
    /// during a refresh (see ``EmptyStateFrame/keepsPlacement(isRefreshing:isPlaced:isAppearing:)``).
    /// The inset change that ends a refresh comes while the refresh still reports running, so the
    /// skipped layout is retried on the next turn of the main queue, once, when it has ended.
    /// Known limit: a refresh that never changed the inset has no such end signal, so an app inset
    /// change made during it applies at the next reload or content-size change (an app's refresh
    /// usually ends with one).
    func adjustedContentInsetDidChange() {
        layoutEmptyView()
    }

    /// ``DisplayRule`` applied to the current source, delegate and data source.
    private func shouldShow(in scrollView: UIScrollView) -> Bool {
        let delegate = self.delegate
        return DisplayRule.shouldShow(
            hasSource: source != nil,
            isForcedToDisplay: { delegate?.emptyDataSetShouldBeForcedToDisplay?(scrollView) ?? false },
            shouldDisplay: { delegate?.emptyDataSetShouldDisplay?(scrollView) ?? true },
            isEmpty: { scrollView.hasNoEmptyDataSetItems })
    }

    private func performReloadPass() {
        guard let scrollView else { return }
        let source = self.source
        let shouldShow = shouldShow(in: scrollView)
        let transition = visibility.resolve(shouldShow: shouldShow)
        if let callback = transition.callbackBefore { send(callback, scrollView) }
        switch transition {
        case .appear, .update:
            if let source { show(source, in: scrollView, appearing: transition == .appear) }
        case .disappear:
            hide(in: scrollView)
        case .none:
            break
        }
        if let callback = transition.callbackAfter { send(callback, scrollView) }
    }

    // MARK: - Showing and hiding

    private func show(_ source: any EmptyDataSetSource, in scrollView: UIScrollView, appearing: Bool) {
        let view = emptyView ?? makeEmptyView()
        // Placed without animation: a reload inside the app's animation block must not animate
        // the empty state in from a zero frame. Its subviews follow at the next layout pass.
        UIView.performWithoutAnimation {
            if view.superview !== scrollView || appearing { insertAtBack(view, of: scrollView) }
            keepBehindRefreshControl(view, in: scrollView)
            layoutEmptyView(isAppearing: appearing)
        }

        let content = EmptyDataSetContent(source: source, scrollView: scrollView)
        view.apply(content)
        view.isUserInteractionEnabled = delegate?.emptyDataSetShouldAllowTouch?(scrollView) ?? true
        view.setImageAnimation(
            content.imageAnimation, running: delegate?.emptyDataSetShouldAnimateImageView?(scrollView) ?? false)
        let allowsScroll = ScrollLock.allowsScroll(
            delegateAnswer: delegate?.emptyDataSetShouldAllowScroll?(scrollView),
            hasRefreshControl: scrollView.hasEmptyDataSetRefreshControl)
        if let isScrollEnabled = scrollLock.engage(current: scrollView.isScrollEnabled, allowsScroll: allowsScroll) {
            scrollView.isScrollEnabled = isScrollEnabled
        }

        guard appearing else {
            view.reveal()  // in case a content-size change concealed it (see there)
            return
        }
        view.appear(fading: delegate?.emptyDataSetShouldFadeIn?(scrollView) ?? true)
    }

    private func hide(in scrollView: UIScrollView) {
        emptyView?.disappear()
        if let saved = scrollLock.release(current: scrollView.isScrollEnabled) { scrollView.isScrollEnabled = saved }
    }

    /// Puts the view behind cells, headers and the refresh control, but above a table or
    /// collection view's `backgroundView`, which UIKit keeps at the very back.
    private func insertAtBack(_ view: EmptyDataSetView, of scrollView: UIScrollView) {
        if let background = scrollView.emptyDataSetBackgroundView, background.superview === scrollView {
            scrollView.insertSubview(view, aboveSubview: background)
        } else {
            scrollView.insertSubview(view, at: 0)
        }
    }

    /// A refresh control installed after the empty state appeared is added behind it by UIKit;
    /// the control must stay in front (but the empty state never goes behind a `backgroundView`).
    private func keepBehindRefreshControl(_ view: EmptyDataSetView, in scrollView: UIScrollView) {
        guard let refreshControl = scrollView.emptyDataSetRefreshControl, refreshControl.superview === scrollView,
            let viewIndex = scrollView.subviews.firstIndex(of: view),
            let refreshIndex = scrollView.subviews.firstIndex(of: refreshControl), refreshIndex < viewIndex
        else { return }
        if let background = scrollView.emptyDataSetBackgroundView,
            let backgroundIndex = scrollView.subviews.firstIndex(of: background), refreshIndex < backgroundIndex
        {
            return  // the control is behind the background view itself: leave the order to UIKit
        }
        scrollView.insertSubview(view, belowSubview: refreshControl)
    }

    /// Moves the view to the rectangle ``EmptyStateFrame`` computes for the scroll view's current
    /// size, adjusted insets and table header — unless a refresh runs and the view is placed
    /// (``EmptyStateFrame/keepsPlacement(isRefreshing:isPlaced:isAppearing:)``); then the layout
    /// is retried on the next turn of the main queue when `retriesAfterRefresh`. Cheap when
    /// nothing changed.
    func layoutEmptyView(isAppearing: Bool = false, retriesAfterRefresh: Bool = true) {
        guard let scrollView, let view = emptyView, visibility.isVisible else { return }
        let isPlaced = view.frame.width > 0 && view.frame.height > 0
        guard !EmptyStateFrame.keepsPlacement(
            isRefreshing: scrollView.isEmptyDataSetRefreshing, isPlaced: isPlaced, isAppearing: isAppearing)
        else {
            if retriesAfterRefresh { schedule(.layout) }
            return
        }
        let insets = scrollView.adjustedContentInset
        let rect = EmptyStateFrame.rect(
            boundsSize: scrollView.bounds.size,
            adjustedContentInset: LayoutInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
            headerHeight: (scrollView as? UITableView)?.tableHeaderView?.frame.height ?? 0)
        if view.frame != rect { view.frame = rect }
    }

    private func makeEmptyView() -> EmptyDataSetView {
        let view = EmptyDataSetView()
        view.addTapTarget(self, action: #selector(didTapView))
        view.button.addTarget(self, action: #selector(didTapButton(_:)), for: .touchUpInside)
        emptyView = view
        return view
    }

    // MARK: - Events

    /// The tap recognizer's action (internal so tests can stand in for a real tap, which UIKit
    /// cannot synthesize).
    @objc func didTapView() {
        guard let scrollView, let emptyView else { return }
        delegate?.emptyDataSet?(scrollView, didTapView: emptyView)
    }

    @objc private func didTapButton(_ button: UIButton) {
        guard let scrollView else { return }
        delegate?.emptyDataSet?(scrollView, didTapButton: button)
    }

    private func send(_ callback: VisibilityCallback, _ scrollView: UIScrollView) {
        switch callback {
        case .willAppear: delegate?.emptyDataSetWillAppear?(scrollView)
        case .didAppear: delegate?.emptyDataSetDidAppear?(scrollView)
        case .willDisappear: delegate?.emptyDataSetWillDisappear?(scrollView)
        case .didDisappear: delegate?.emptyDataSetDidDisappear?(scrollView)
        }
    }
}

private extension UIScrollView {
    /// Whether pull to refresh is installed (refresh controls do not exist on tvOS).
    var hasEmptyDataSetRefreshControl: Bool {
        emptyDataSetRefreshControl != nil
    }

    /// The refresh control, if one is installed.
    var emptyDataSetRefreshControl: UIView? {
        #if os(tvOS)
        return nil
        #else
        return refreshControl
        #endif
    }

    /// Whether a pull to refresh is running.
    var isEmptyDataSetRefreshing: Bool {
        #if os(tvOS)
        return false
        #else
        return refreshControl?.isRefreshing ?? false
        #endif
    }

    /// The table or collection view's background view, which must stay behind the empty state.
    var emptyDataSetBackgroundView: UIView? {
        (self as? UITableView)?.backgroundView ?? (self as? UICollectionView)?.backgroundView
    }
}
#endif
