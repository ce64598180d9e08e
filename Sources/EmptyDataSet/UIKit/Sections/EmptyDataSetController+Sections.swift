#if canImport(UIKit)
import UIKit

// Per-section placeholders follow the same signals as the whole-view empty state: every signal
// `handle(_:)` receives and every whole-view reload pass ask for one refresh on the next turn of
// the main queue (coalesced), so it runs after the whole-view decision of the same turn and reads
// its outcome.
extension EmptyDataSetController {
    /// Asks for one section-placeholder refresh on the next main-queue turn; nothing for a scroll
    /// view without a section provider, nor while the refresh's own height re-query runs.
    func requestSectionPlaceholderRefresh() {
        guard let sections = scrollView?.emptyDataSetSectionsIfPresent, sections.request.request() else { return }
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                self?.refreshSectionPlaceholders()
            }
        }
    }

    /// The coalesced refresh: decides every section and refreshes the footers shown, hidden while
    /// the whole-view empty state shows.
    func refreshSectionPlaceholders() {
        guard let scrollView, let sections = scrollView.emptyDataSetSectionsIfPresent, sections.request.take() else { return }
        sections.refresh(in: scrollView, isWholeViewShowing: visibility.isVisible, searchText: observedSearchField?.text)
    }
}
#endif
