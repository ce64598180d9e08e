#if canImport(UIKit)
import UIKit

// Per-section placeholders follow the same signals as the whole-view empty state: every signal
// `handle(_:)` receives and every whole-view reload pass ask for one refresh on the next turn of
// the main queue (coalesced), so it runs after the whole-view decision of the same turn and reads
// its outcome.
//
// The refresh asks the app's provider and may call `performBatchUpdates(nil)` or invalidate the
// collection view layout, so it never runs inside UIKit's own work. The turn checks what the
// whole-view deferred turn checks (`runDeferredWork`): a layout pass or hooked call still open —
// a nested run loop (an HTML `NSAttributedString` import in `cellForRowAt`) turns the main queue
// inside them — or a bare update block; and, beyond it, `hasUncommittedUpdates` (an interactive
// reorder or a drop in progress, which no hook sees). While any is open the turn waits
// (`SectionRefreshRequest.take(open:)`) and comes again `OpenWorkCheck.retryDelay` later. Counts
// left open by an exception are repaired by the whole-view controller (`OpenWorkCheck`), whose
// turn the waiting refresh asks for; the refresh runs on the first turn after.
extension EmptyDataSetController {
    /// Whether the per-section placeholders' own height re-query runs: the batch hook sends
    /// ``UpdateSignal/sectionHeightRequery`` for it instead of an app batch's signal.
    var isRequeryingSectionHeights: Bool {
        scrollView?.emptyDataSetSectionsIfPresent?.request.isRequeryingHeights ?? false
    }

    /// Asks for one section-placeholder refresh on the next main-queue turn; nothing for a scroll
    /// view without a section provider, nor while the refresh's own height re-query runs.
    func requestSectionPlaceholderRefresh() {
        guard let sections = scrollView?.emptyDataSetSectionsIfPresent, sections.request.request() else { return }
        scheduleSectionRefreshTurn(afterDelay: 0)
    }

    private func scheduleSectionRefreshTurn(afterDelay delay: TimeInterval) {
        guard delay > 0 else {
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.refreshSectionPlaceholders() }
            }
            return
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
            MainActor.assumeIsolated { self?.refreshSectionPlaceholders() }
        }
    }

    /// The coalesced refresh's turn: decides every section and refreshes the footers shown,
    /// hidden while the whole-view empty state shows — or waits while UIKit's work is open.
    func refreshSectionPlaceholders() {
        guard let scrollView, let sections = scrollView.emptyDataSetSectionsIfPresent else { return }
        let open = SectionRefreshRequest.Open(
            isLayingOut: layoutPass.isLayingOut, hasOpenCall: batching.hasOpenCall,
            hasOpenUpdateBlock: batching.hasOpenUpdateBlock, hasUncommittedUpdates: scrollView.hasUncommittedSectionUpdates)
        switch sections.request.take(open: open) {
        case .nothing:
            return
        case .wait:
            // Counts an exception left open are the whole-view controller's to repair.
            if open.isLayingOut || open.hasOpenCall || open.hasOpenUpdateBlock { schedule(.nestingCheck) }
            scheduleSectionRefreshTurn(afterDelay: OpenWorkCheck.retryDelay)
        case .run:
            sections.refresh(in: scrollView, isWholeViewShowing: visibility.isVisible, searchText: observedSearchField?.text)
        }
    }
}

extension UIScrollView {
    /// `hasUncommittedUpdates` of a table or collection view (an interactive reorder or a drop in
    /// progress); `false` for any other scroll view.
    fileprivate var hasUncommittedSectionUpdates: Bool {
        (self as? UITableView)?.hasUncommittedUpdates ?? (self as? UICollectionView)?.hasUncommittedUpdates ?? false
    }
}
#endif
