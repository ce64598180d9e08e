#if canImport(UIKit)
import UIKit

/// What ``UIKit/UIScrollView/emptyDataSetSource``, ``UIKit/UIScrollView/emptyDataSetDelegate`` and
/// ``UIKit/UIScrollView/isEmptyDataSetVisible`` answer off the main thread: a copy the main thread
/// keeps up to date (at each set, and at the end of each reload pass).
///
/// Why a copy and not a synchronous hop to the main queue: an Objective-C `dealloc` reads
/// `self.tableView.emptyDataSetSource` on whatever thread released the object, for instance inside
/// a `dispatch_sync` to a serial queue that the main thread is itself waiting on. Waiting there for
/// the main thread deadlocks; reading this copy never waits for anything but its lock, which is
/// held only for a load or a store.
///
/// The references are weak, as the properties are, and read under the lock (a weak load is
/// atomic anyway; the lock keeps the three values' updates ordered). Written on the main thread
/// only; read from any thread, hence `@unchecked Sendable`.
final class EmptyDataSetReadMirror: @unchecked Sendable {
    private let lock = NSLock()
    private weak var storedSource: (any EmptyDataSetSource)?
    private weak var storedDelegate: (any EmptyDataSetDelegate)?
    private var storedIsVisible = false

    /// The source the main thread last set.
    var source: (any EmptyDataSetSource)? {
        get { locked { storedSource } }
        set { locked { storedSource = newValue } }
    }

    /// The delegate the main thread last set.
    var delegate: (any EmptyDataSetDelegate)? {
        get { locked { storedDelegate } }
        set { locked { storedDelegate = newValue } }
    }

    /// Whether the empty state was on screen after the main thread's last reload pass.
    var isVisible: Bool {
        get { locked { storedIsVisible } }
        set { locked { storedIsVisible = newValue } }
    }

    // `NSLocking.withLock` needs iOS 16; the deployment target is iOS 15.
    private func locked<Value>(_ body: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

/// The associated-object key: a unique, never-freed allocation, only ever used as an address.
nonisolated(unsafe) private let readMirrorKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

extension UIScrollView {
    /// The off-main copy, if a source or delegate was ever set. Any thread: the association is
    /// atomic (`OBJC_ASSOCIATION_RETAIN`), so a reader sees either no mirror or a whole one.
    nonisolated var emptyDataSetReadMirrorIfPresent: EmptyDataSetReadMirror? {
        objc_getAssociatedObject(self, readMirrorKey) as? EmptyDataSetReadMirror
    }

    /// The off-main copy, made on first use; main thread only (the only writer).
    var emptyDataSetReadMirror: EmptyDataSetReadMirror {
        if let mirror = emptyDataSetReadMirrorIfPresent { return mirror }
        let mirror = EmptyDataSetReadMirror()
        objc_setAssociatedObject(self, readMirrorKey, mirror, .OBJC_ASSOCIATION_RETAIN)
        return mirror
    }
}
#endif
