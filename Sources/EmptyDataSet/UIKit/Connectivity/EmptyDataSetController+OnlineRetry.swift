#if canImport(UIKit)
import UIKit

// The loading flow's error state, re-run once when the network comes back (opt-in).
extension EmptyDataSetController {
    /// After each decision of the flow: the failure the error state shows, idle (no load and no
    /// retry running: both keep the error on screen with the button's indicator), goes to the
    /// online retry, which watches the network only while it waits. Nothing is made until the
    /// app turns the option on.
    func updateOnlineRetry(_ loading: EmptyDataSetLoading, in scrollView: UIScrollView) {
        let isEnabled = loading.options.retriesWhenOnline
        guard isEnabled || onlineRetry != nil else { return }
        let watch = onlineRetry ?? OnlineRetryWatch(view: scrollView) { [weak self] in self?.retryWhenBackOnline() ?? false }
        onlineRetry = watch
        let showsIdleError = loading.displayed == .error(isRetrying: false) && !loading.isLoading && !retryState.isRetrying
        let canRetry = renderGate.rendered?.description.retry != nil || loading.options.retry != nil
        watch.update(showing: showsIdleError ? loading.error : nil, canRetry: canRetry, isEnabled: isEnabled)
    }

    /// The network came back: the error state's retry runs as a tap on Try Again would (the error
    /// stays with the button's indicator; a load it starts counts as the retry), or the options'
    /// retry when the rendered error has none (a source draws it). Refused (`false`) when there is
    /// no retry or one already runs: the watch neither spends nor announces it.
    private func retryWhenBackOnline() -> Bool {
        let fallback = loading?.options.retry
        guard renderGate.rendered?.description.retry != nil || fallback != nil, !retryState.isRetrying else { return false }
        runRetry(orElse: fallback)
        return true
    }
}
#endif
