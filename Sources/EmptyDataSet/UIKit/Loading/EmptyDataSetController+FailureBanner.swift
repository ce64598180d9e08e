#if canImport(UIKit)
import UIKit

// The opt-in banner for a load that failed while content shows.
extension EmptyDataSetController {
    /// After each decision of the flow: a failure while content shows puts up (or updates) the
    /// banner when the options ask for it — the delegate's `didFailWhileShowingContent` is told
    /// either way; a success, the content leaving or the option going off takes it down.
    func updateFailureBanner(_ loading: EmptyDataSetLoading, failure: (any Error)?, in scrollView: UIScrollView) {
        let isEnabled = loading.options.showsFailureBanner
        let event: FailureBannerState.Event?
        if let failure, loading.displayed == .content, isEnabled {
            event = .failedWhileShowingContent
            failureBanner.message = PresetText.bannerMessage(
                description: ErrorWords(failure).description, isConnectivity: ConnectivityError.isConnectivityError(failure),
                localized: { PresetLocalization.string(for: $0) })
            failureBanner.retryButton.isHidden = loading.options.retry == nil
        } else if !isEnabled {
            event = .disabled  // also a failure with the banner off: nothing is made
        } else if loading.displayed != .content {
            event = .contentLeft
        } else if !loading.isLoading, loading.error == nil {
            event = .loadSucceeded
        } else {
            event = nil
        }
        guard let event else { return }
        apply(bannerState.handle(event, isEnabled: isEnabled), in: scrollView)
    }

    private func apply(_ change: FailureBannerState.Change, in scrollView: UIScrollView) {
        let reduceMotion = AccessibilitySystem.isReduceMotionEnabled()
        switch change {
        case .none:
            return
        case .show:
            let banner = failureBanner
            banner.onRetry = { [weak self] in self?.bannerRetryTapped() }
            banner.onDismiss = { [weak self] in self?.bannerDismissed() }
            scrollView.addSubview(banner)
            placeFailureBanner(in: scrollView)
            banner.animateIn(reduceMotion: reduceMotion)
            followScrolling(of: scrollView)
            announceBanner(in: scrollView)
        case .replace:
            placeFailureBanner(in: scrollView)
            announceBanner(in: scrollView)
        case .hide:
            bannerOffsetObservation = nil
            failureBannerIfMade?.boundsObservation = nil
            failureBannerIfMade?.frameObservation = nil
            failureBannerIfMade?.placedInBounds = nil
            failureBannerIfMade?.isHidden = false
            failureBannerIfMade?.animateOut(reduceMotion: reduceMotion)
        }
    }

    /// Puts the banner at the top of the visible part and in front of the rows UIKit added since.
    /// Runs after the list's layout passes (tables and collection views: the package's layout
    /// hook) and the flow's decisions, only while it shows — never inside KVO, where UIKit may be
    /// in the middle of batch updates or a self-sizing correction and a hierarchy change is unsafe.
    func placeFailureBanner(in scrollView: UIScrollView) {
        guard bannerState.isShown, let banner = failureBannerIfMade, banner.superview === scrollView else { return }
        place(banner, in: scrollView)
        if scrollView.subviews.last !== banner { scrollView.bringSubviewToFront(banner) }
    }

    /// Moves the banner with the scroll view's offset, bounds and insets: its frame only, with the
    /// fitting height cached per width, text and text size (nothing is measured per scroll frame,
    /// and the hierarchy is left alone). Reached from the offset and bounds KVO while it shows and
    /// from `adjustedContentInsetDidChange` (bars, safe area, keyboard, a refresh control) — a
    /// plain scroll view has no layout hook, so a rotation reaches it through its bounds.
    func followFailureBanner() {
        guard bannerState.isShown, let scrollView, let banner = failureBannerIfMade, banner.superview === scrollView else { return }
        place(banner, in: scrollView)
    }

    /// Whether the banner steps aside for a pull: only a refresh control's spinner needs the room
    /// (tvOS has no refresh control).
    private static func hasRefreshControl(_ scrollView: UIScrollView) -> Bool {
        #if os(tvOS)
        return false
        #else
        // Also the older pattern: a refresh control added as a subview (`refreshControl` nil).
        return scrollView.refreshControl != nil || scrollView.subviews.contains { $0 is UIRefreshControl }
        #endif
    }

    private func place(_ banner: FailureBannerView, in scrollView: UIScrollView) {
        let insets = scrollView.adjustedContentInset
        let viewport = FailureBannerPlacement.Viewport(
            width: scrollView.bounds.width, height: scrollView.bounds.height,
            offsetX: scrollView.contentOffset.x, offsetY: scrollView.contentOffset.y,
            insets: LayoutInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
            safeAreaTop: scrollView.safeAreaInsets.top,
            marginLeft: scrollView.layoutMargins.left, marginRight: scrollView.layoutMargins.right,
            hasRefreshControl: Self.hasRefreshControl(scrollView))
        let width = FailureBannerPlacement.frame(in: viewport, fittingHeight: 0).width
        let frame = FailureBannerPlacement.frame(in: viewport, fittingHeight: banner.fittingHeight(width: width))
        // Bounds and center, not `frame`: the banner may be mid-slide (a transform).
        if banner.bounds.size != frame.size { banner.bounds.size = frame.size }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        if banner.center != center { banner.center = center }
        // Out of the way of the refresh control's spinner while the user pulls.
        let pulled = FailureBannerPlacement.isPulledDown(in: viewport)
        if banner.isHidden != pulled { banner.isHidden = pulled }
        banner.placedInBounds = scrollView.bounds
    }

    /// The scroll view's geometry is observed while the banner shows (a banner inside the scroll
    /// view scrolls with the content otherwise); nothing is observed while it is hidden.
    /// - `bounds`: its origin is the content offset. UIKit's `setContentOffset:` is documented
    ///   and widely seen to write the bounds' origin, but that is not verified here, so
    ///   `contentOffset` is observed too; both land in one placement (`placedInBounds`: a second
    ///   notice for the same bounds does nothing).
    /// - `frame`: a rotation or a split-view resize of a view controller's root scroll view goes
    ///   through `setFrame:`, which changes the bounds' size without going through `setBounds:`
    ///   (so the bounds observation alone may not hear it); a plain scroll view has no layout
    ///   hook of the package's to catch it otherwise.
    /// An app that sets `contentOffset` off the main thread is tolerated: the move waits for the
    /// main queue.
    private func followScrolling(of scrollView: UIScrollView) {
        failureBanner.placedInBounds = scrollView.bounds
        bannerOffsetObservation = scrollView.observe(\.contentOffset, options: []) { @Sendable [weak self] _, _ in
            Self.onMain { self?.followGeometryChange() }
        }
        failureBanner.boundsObservation = scrollView.observe(\.bounds, options: []) { @Sendable [weak self] _, _ in
            Self.onMain { self?.followGeometryChange() }
        }
        failureBanner.frameObservation = scrollView.observe(\.frame, options: []) { @Sendable [weak self] _, _ in
            // Inside `setFrame:`, before UIKit updates the safe area and insets in layout: placed
            // now and once more on the next turn, when the new insets are known.
            Self.onMain { self?.followGeometryChange() }
            DispatchQueue.main.async { Self.onMain { self?.followFailureBanner() } }
        }
        failureBanner.onTextSizeChange = { [weak self] in self?.followFailureBanner() }
    }

    /// One of the geometry observations fired: places the banner unless it already sits for
    /// these bounds (the offset, bounds and frame notices of one change).
    private func followGeometryChange() {
        guard let scrollView, let banner = failureBannerIfMade, banner.placedInBounds != scrollView.bounds else { return }
        followFailureBanner()
    }

    nonisolated private static func onMain(_ work: @escaping @MainActor @Sendable () -> Void) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { work() }
        } else {
            DispatchQueue.main.async { work() }
        }
    }

    private func bannerRetryTapped() {
        guard let scrollView, let retry = loading?.options.retry else { return bannerDismissed() }
        apply(bannerState.handle(.retried, isEnabled: true), in: scrollView)
        // The retry runs as the app's own refresh: a failure shows the banner again.
        Task { @MainActor in try? await retry() }
    }

    private func bannerDismissed() {
        guard let scrollView else { return }
        let under = failureBannerIfMade.map { elementUnder($0, in: scrollView) } ?? scrollView
        apply(bannerState.handle(.dismissed, isEnabled: true), in: scrollView)
        // Focus was on the banner: VoiceOver goes on with what the banner covered, not with the
        // scroll view (which would move it to the first row of the list, far from the user).
        if AccessibilitySystem.isVoiceOverRunning() { AccessibilitySystem.post(.layoutChanged, under) }
    }

    /// The element where the banner was, for VoiceOver to go on with after a dismissal; the
    /// scroll view when there is none.
    /// - Tables and collection views: the topmost visible cell, header or footer at or below the
    ///   banner's top, picked only among what the list reports as visible (`visibleCells`, the
    ///   header and footer views of the visible sections or of the header and footer kinds) —
    ///   never a decoration view (a compositional list's section background spans the section
    ///   and would win by its top) nor another subview.
    /// - A plain scroll view: the view under the area the banner covered (hit-tested from its top
    ///   down, the banner and the package's own views left out, interaction ignored: a label
    ///   takes no touches), walked up to the first accessibility element or container.
    func elementUnder(_ banner: FailureBannerView, in scrollView: UIScrollView) -> Any {
        let area = banner.frame
        if let table = scrollView as? UITableView {
            let sections = Set((table.indexPathsForVisibleRows ?? []).map(\.section)).sorted()
            let headers = sections.flatMap { [table.headerView(forSection: $0), table.footerView(forSection: $0)].compactMap { $0 } }
            return topmost(table.visibleCells + headers, below: area.minY, in: scrollView) ?? scrollView
        }
        if let collection = scrollView as? UICollectionView {
            let kinds = [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter]
            let supplementary = kinds.flatMap { collection.visibleSupplementaryViews(ofKind: $0) }
            return topmost(collection.visibleCells + supplementary, below: area.minY, in: scrollView) ?? scrollView
        }
        // Every 8 points down the covered area (a point can fall in a stack's spacing).
        var y = area.minY + 1
        while y < max(area.maxY, area.minY + 2) {
            let point = CGPoint(x: area.midX, y: y)
            if let hit = deepestView(at: point, in: scrollView, from: scrollView, excluding: banner),
                let element = accessibleAncestor(of: hit, below: scrollView)
            {
                return element
            }
            y += 8
        }
        return scrollView
    }

    private func topmost(_ views: [UIView], below top: CGFloat, in scrollView: UIScrollView) -> UIView? {
        let visible = scrollView.bounds
        let shown = views.compactMap { view -> (view: UIView, frame: CGRect)? in
            let frame = view.convert(view.bounds, to: scrollView)
            guard !view.isHidden, view.alpha > 0.01, frame.maxY > top, frame.intersects(visible) else { return nil }
            return (view, frame)
        }
        return shown.min { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }?.view
    }

    /// The frontmost, deepest visible view containing `point` (in `root`'s coordinates), leaving
    /// out `excluded` and the package's own views; touch handling is not consulted.
    private func deepestView(at point: CGPoint, in view: UIView, from root: UIView, excluding excluded: UIView) -> UIView? {
        guard view !== excluded, !view.isHidden, view.alpha > 0.01, !(view is EmptyStateView) else { return nil }
        let local = view.convert(point, from: root)
        guard view === root || view.bounds.contains(local) else { return nil }
        for subview in view.subviews.reversed() {
            if let found = deepestView(at: point, in: subview, from: root, excluding: excluded) { return found }
        }
        return view === root ? nil : view
    }

    /// `view` or its nearest ancestor below `root` that VoiceOver can land on: an element, or a
    /// container with elements of its own.
    private func accessibleAncestor(of view: UIView, below root: UIView) -> UIView? {
        var current: UIView? = view
        while let candidate = current, candidate !== root {
            if candidate.isAccessibilityElement || !(candidate.accessibilityElements ?? []).isEmpty { return candidate }
            current = candidate.superview
        }
        return nil
    }

    /// The message, queued after what VoiceOver says; focus stays (the banner does not block).
    private func announceBanner(in scrollView: UIScrollView) {
        guard AccessibilitySystem.isVoiceOverRunning(), scrollView.userPresentation.isUserHere else { return }
        let text = failureBanner.message
        AccessibilitySystem.post(
            .announcement, NSAttributedString(string: text, attributes: [.accessibilitySpeechQueueAnnouncement: true]))
    }

    /// The banner, made on first use.
    var failureBanner: FailureBannerView {
        if let failureBannerIfMade { return failureBannerIfMade }
        let made = FailureBannerView()
        failureBannerIfMade = made
        return made
    }
}
#endif
