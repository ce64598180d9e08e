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
            failureBannerIfMade?.animateOut(reduceMotion: reduceMotion)
        }
    }

    /// Puts the banner at the top of the visible part and in front of the rows UIKit added since
    /// (after the list's layout passes and scrolls, only while it shows).
    func placeFailureBanner(in scrollView: UIScrollView) {
        guard bannerState.isShown, let banner = failureBannerIfMade, banner.superview === scrollView else { return }
        let insets = scrollView.adjustedContentInset
        var frame = FailureBannerPlacement.frame(
            boundsWidth: scrollView.bounds.width, offsetY: scrollView.contentOffset.y,
            insets: LayoutInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
            marginLeft: scrollView.layoutMargins.left, marginRight: scrollView.layoutMargins.right, height: 0)
        frame.size.height = banner.fittingHeight(width: frame.width)
        if banner.frame != frame { banner.frame = frame }
        if scrollView.subviews.last !== banner { scrollView.bringSubviewToFront(banner) }
    }

    /// The offset is observed while the banner shows (a banner inside the scroll view scrolls with
    /// the content otherwise); nothing is observed while it is hidden.
    private func followScrolling(of scrollView: UIScrollView) {
        bannerOffsetObservation = scrollView.observe(\.contentOffset, options: []) { [weak self] scrollView, _ in
            MainActor.assumeIsolated { self?.placeFailureBanner(in: scrollView) }
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
        apply(bannerState.handle(.dismissed, isEnabled: true), in: scrollView)
        // Focus was on the banner: VoiceOver finds its place again in the list.
        if AccessibilitySystem.isVoiceOverRunning() { AccessibilitySystem.post(.layoutChanged, scrollView) }
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
