#if canImport(UIKit)
import UIKit

// Storage of the per-scroll-view paging controller in an associated object of its own, so a
// scroll view that never pages pays nothing for it.

/// The associated-object key: a unique, never-freed allocation, used only as an address.
nonisolated(unsafe) private let pagingControllerKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

extension UIScrollView {
    /// The paging controller, if paging was ever configured.
    var emptyDataSetPagingControllerIfPresent: EmptyDataSetPagingController? {
        objc_getAssociatedObject(self, pagingControllerKey) as? EmptyDataSetPagingController
    }

    /// The paging controller, created on first use. The scroll view retains it; it holds the
    /// scroll view weakly.
    var emptyDataSetPagingController: EmptyDataSetPagingController {
        if let controller = emptyDataSetPagingControllerIfPresent { return controller }
        let controller = EmptyDataSetPagingController(scrollView: self)
        objc_setAssociatedObject(self, pagingControllerKey, controller, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return controller
    }

    /// The size the `setContentSize:` hook stores for `proposed`: lengthened by the page footer's
    /// room while a footer shows (``PagingRoom``), else `proposed`. Called by the hook on the main
    /// thread only, after the empty state's own extension; with swizzling turned off nothing is
    /// lengthened.
    nonisolated static func pagingContentSizeToStore(in scrollView: UIScrollView, proposed: CGSize) -> CGSize {
        guard Thread.isMainThread else { return proposed }
        return MainActor.assumeIsolated {
            guard EmptyDataSetHooks.isEnabled, let paging = scrollView.emptyDataSetPagingControllerIfPresent else {
                return proposed
            }
            return paging.storedSize(forProposed: proposed)
        }
    }
}
#endif
