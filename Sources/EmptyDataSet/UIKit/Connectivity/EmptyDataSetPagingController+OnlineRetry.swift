#if canImport(UIKit)
import UIKit

// A failed page, re-run once when the network comes back (the same opt-in as the whole list's:
// `EmptyDataSetLoadingOptions.retriesWhenOnline`).

/// The associated-object key of a paging controller's watch: a unique, never-freed allocation.
nonisolated(unsafe) private let pageOnlineRetryKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

extension EmptyDataSetPagingController {
    /// After each footer decision (the end of the paging controller's `updateFooter()`): the
    /// failed page's error, while its failed footer shows, goes to this scroll view's own
    /// ``OnlineRetryWatch`` — one per scroll view, beside the whole list's, sharing the one network
    /// monitor. When the network comes back the page re-runs as its Retry button would (once,
    /// announced "Back online, trying again"); a retry the controller refuses (a
    /// refresh or the list's load runs) is neither spent nor announced, and runs after the next
    /// footer decision that allows it; a page loading, a success, a reset, the end or
    /// paging turned off take the failure off the screen and the watch lets the monitor go.
    /// Nothing is made until the app turns `retriesWhenOnline` on.
    func updatePageOnlineRetry() {
        guard let scrollView else { return }
        let isEnabled = scrollView.emptyDataSetLoadingOptions.retriesWhenOnline
        var watch = objc_getAssociatedObject(self, pageOnlineRetryKey) as? OnlineRetryWatch
        guard isEnabled || watch != nil else { return }
        if watch == nil {
            let made = OnlineRetryWatch(view: scrollView) { [weak self] in self?.retry() ?? false }
            objc_setAssociatedObject(self, pageOnlineRetryKey, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            watch = made
        }
        let failure = flow.phase == .failed ? error : nil
        watch?.update(showing: failure, canRetry: paging != nil, isEnabled: isEnabled)
    }

    /// The failed page's watch, if one was made (tests).
    var pageOnlineRetryWatch: OnlineRetryWatch? {
        objc_getAssociatedObject(self, pageOnlineRetryKey) as? OnlineRetryWatch
    }
}
#endif
