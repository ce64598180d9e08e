#if canImport(UIKit)
import UIKit

// Storage of the per-scroll-view controller in an associated object.

/// The associated-object key: a unique, never-freed allocation. It is only ever used as an address
/// and never read or written through, so sharing it across isolation domains is safe.
nonisolated(unsafe) private let controllerKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

extension UIScrollView {
    /// The controller, if a source or delegate was ever set. The hooks' single lookup.
    var emptyDataSetControllerIfPresent: EmptyDataSetController? {
        objc_getAssociatedObject(self, controllerKey) as? EmptyDataSetController
    }

    /// Whether a source or delegate was ever set: the hooks' fast path for every other scroll view.
    /// Nonisolated so a hook can ask before entering the main actor, but called on the main thread
    /// only (the hooks check first): the association is nonatomic, written on the main thread.
    nonisolated var hasEmptyDataSetController: Bool {
        objc_getAssociatedObject(self, controllerKey) != nil
    }

    /// The controller, created on first use. The scroll view retains it; it holds the scroll view
    /// weakly, so there is no cycle.
    var emptyDataSetController: EmptyDataSetController {
        if let controller = emptyDataSetControllerIfPresent { return controller }
        let controller = EmptyDataSetController(scrollView: self)
        objc_setAssociatedObject(self, controllerKey, controller, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return controller
    }
}
#endif
