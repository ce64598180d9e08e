#if canImport(UIKit)
import UIKit

// What paging reads of the empty-state controller: whether the loading flow loads, and the
// keyboard. Read-only; the flow itself is the loading flow's.
extension EmptyDataSetController {
    /// Whether the loading flow runs a load now (a first load, a reload, a refresh or the error
    /// state's retry): no page loads meanwhile, and a load that starts resets paging
    /// (``PagingFlow/loadingDidChange(isLoading:isRefreshing:)``). `false` without the flow.
    var isFlowLoadingForPaging: Bool {
        loading?.isLoading ?? false
    }

    /// Called at the end of every reload pass (``reload(knownFlowContent:)``): the loading flow
    /// may have started or ended a load, or the items changed; paging looks again on the next
    /// turn. Nothing without paging.
    func pagingDidReload() {
        scrollView?.emptyDataSetPagingControllerIfPresent?.setNeedsEvaluation()
    }
}
#endif
