#if canImport(UIKit)
import UIKit

// The public API: four members on UIScrollView, as in DZNEmptyDataSet, visible to Objective-C with
// DZNEmptyDataSet's names and selectors. The state behind them lives in one `EmptyDataSetController`
// per scroll view, created when a source is first set.
extension UIScrollView {
    /// The object that supplies the empty state's content. Held weakly; `nil` by default.
    ///
    /// Setting a source installs the automatic updates (see ``isEmptyDataSetSwizzlingEnabled``) and
    /// schedules a reload for the next turn of the main run loop, so the empty state shows without
    /// waiting for the next `reloadData()`. Setting `nil` hides the empty state at once. If the
    /// source is deallocated, the empty state hides at the next reload.
    ///
    /// Objective-C: `emptyDataSetSource`, as in DZNEmptyDataSet; `nil` set from Objective-C does what
    /// `nil` does in Swift. An object that does not conform (an `id` cast) is asked only for the
    /// methods it implements, like any source.
    ///
    /// Threads: use it on the main thread. Set off the main thread (an Objective-C `dealloc` that
    /// clears it, run wherever the last reference went), the change is applied on the main queue
    /// at its next turn, as if made there then (the source is held strongly until then). Read off
    /// the main thread, it answers at once, never waiting for the main thread (which may be
    /// waiting for the reading thread): it returns what the main thread last applied, so a set
    /// made off the main thread shows there only after its main-queue turn.
    @objc nonisolated public weak var emptyDataSetSource: (any EmptyDataSetSource)? {
        get {
            guard Thread.isMainThread else { return emptyDataSetReadMirrorIfPresent?.source }
            return onMainThread { $0.emptyDataSetControllerIfPresent?.source }
        }
        set { onMainThread(setting: newValue) { scrollView, source in scrollView.setEmptyDataSetSource(source) } }
    }

    /// The object that decides the empty state's behavior and receives its events. Held weakly; `nil` by
    /// default, which gives every delegate method its documented default. Objective-C:
    /// `emptyDataSetDelegate`, as in DZNEmptyDataSet.
    ///
    /// Threads: as ``emptyDataSetSource``.
    @objc nonisolated public weak var emptyDataSetDelegate: (any EmptyDataSetDelegate)? {
        get {
            guard Thread.isMainThread else { return emptyDataSetReadMirrorIfPresent?.delegate }
            return onMainThread { $0.emptyDataSetControllerIfPresent?.delegate }
        }
        set {
            onMainThread(setting: newValue) { scrollView, delegate in
                guard delegate != nil || scrollView.emptyDataSetControllerIfPresent != nil else { return }
                scrollView.emptyDataSetController.delegate = delegate
                scrollView.emptyDataSetReadMirror.delegate = delegate
            }
        }
    }

    private func setEmptyDataSetSource(_ newValue: (any EmptyDataSetSource)?) {
        guard newValue != nil || emptyDataSetControllerIfPresent != nil else { return }
        let controller = emptyDataSetController
        controller.source = newValue
        emptyDataSetReadMirror.source = newValue
        if newValue == nil {
            controller.handle(.explicitReload)
        } else {
            EmptyDataSetHooks.installIfNeeded(for: self)
            controller.setNeedsReload()
        }
    }

    /// Whether the empty state is showing. `false` when no source was ever set.
    ///
    /// As in DZNEmptyDataSet it reports what is on screen: still `false` during
    /// ``EmptyDataSetDelegate/emptyDataSetWillAppear(_:)`` and still `true` during
    /// ``EmptyDataSetDelegate/emptyDataSetWillDisappear(_:)``. After a diffable data source's
    /// apply, or inserts and deletes outside an update block, it changes on the next turn of the
    /// main queue.
    ///
    /// Objective-C: DZNEmptyDataSet's `emptyDataSetVisible` property with the getter
    /// `isEmptyDataSetVisible`.
    ///
    /// Read off the main thread, it answers at once with what the main thread's last reload
    /// applied, never waiting for the main thread.
    @objc(emptyDataSetVisible) nonisolated public var isEmptyDataSetVisible: Bool {
        @objc(isEmptyDataSetVisible) get {
            guard Thread.isMainThread else { return emptyDataSetReadMirrorIfPresent?.isVisible ?? false }
            return onMainThread { $0.emptyDataSetControllerIfPresent?.isVisible ?? false }
        }
    }

    /// Re-evaluates the empty state now: shows, updates in place, or hides it.
    ///
    /// Table and collection views re-evaluate by themselves after `reloadData()`, batch updates and
    /// item or section changes (unless ``isEmptyDataSetSwizzlingEnabled`` is `false`). Call it
    /// yourself for a plain `UIScrollView`, or to refresh the content without reloading data.
    /// Without a source it does nothing.
    ///
    /// Safe to call from any thread: on the main thread it reloads before returning; elsewhere
    /// (a UIKit misuse, but one apps make from network callbacks) it schedules the reload on the
    /// main queue and returns at once. Objective-C: `-reloadEmptyDataSet`, as in DZNEmptyDataSet.
    @objc nonisolated public func reloadEmptyDataSet() {
        guard Thread.isMainThread else {
            let target = MainQueueHandoff(scrollView: self)
            DispatchQueue.main.async {
                MainActor.assumeIsolated { target.scrollView.reloadEmptyDataSet() }
            }
            return
        }
        let target = MainQueueHandoff(scrollView: self)
        MainActor.assumeIsolated {
            target.scrollView.emptyDataSetControllerIfPresent?.handle(.explicitReload)
        }
    }

    /// Whether EmptyDataSet may swizzle UIKit methods to update empty states automatically.
    /// `true` by default.
    ///
    /// Set it to `false` once at launch, before any source is set, to install no swizzling at all
    /// (it is main-actor isolated: `application(_:didFinishLaunchingWithOptions:)` is the place);
    /// then call ``reloadEmptyDataSet()`` after every data change, and when bars, safe area or the
    /// table header change: from the scroll view delegate's
    /// `scrollViewDidChangeAdjustedContentInset(_:)`, which runs only on such changes — not from
    /// `viewDidLayoutSubviews()`, which runs on every scrolled frame when the scroll view is the
    /// view controller's root view. Setting it to `false` after hooks were installed makes them
    /// inert (they only forward to UIKit). Objective-C: `UIScrollView.isEmptyDataSetSwizzlingEnabled`.
    @objc public static var isEmptyDataSetSwizzlingEnabled: Bool {
        get { EmptyDataSetHooks.isEnabled }
        set { EmptyDataSetHooks.isEnabled = newValue }
    }
}

extension UIScrollView {
    /// `read`'s result, on the main thread only (the getters answer other threads from
    /// ``EmptyDataSetReadMirror``). The Objective-C getters are called from any thread, and a
    /// main-actor getter would trap there (Swift 6's dynamic isolation check), hence `nonisolated`.
    nonisolated fileprivate func onMainThread<Value>(_ read: @MainActor (UIScrollView) -> Value) -> Value {
        let target = MainQueueHandoff(scrollView: self)
        return MainActor.assumeIsolated { UncheckedValue(value: read(target.scrollView)) }.value
    }

    /// Runs `apply` with `value` on the main thread: at once when called there; from another
    /// thread, on the main queue's next turn (the caller does not wait: a `dealloc` that clears the
    /// source must not block on the main thread, which may be waiting for it). `value` is held
    /// strongly until then.
    nonisolated fileprivate func onMainThread<Value>(
        setting value: Value, _ apply: @escaping @MainActor (UIScrollView, Value) -> Void
    ) {
        let handoff = SetterHandoff(scrollView: self, value: value, apply: apply)
        guard Thread.isMainThread else {
            DispatchQueue.main.async { MainActor.assumeIsolated { handoff.run() } }
            return
        }
        MainActor.assumeIsolated { handoff.run() }
    }
}

/// A scroll view carried to the main queue by ``UIScrollView/reloadEmptyDataSet()`` and the
/// getters. Only ever touched on the main thread (the handoff's whole purpose), hence
/// `@unchecked Sendable`.
private struct MainQueueHandoff: @unchecked Sendable {
    let scrollView: UIScrollView
}

/// A value read on the main thread out of `MainActor.assumeIsolated`, which asks for a sendable
/// result; it stays on the main thread, hence `@unchecked Sendable`.
private struct UncheckedValue<Value>: @unchecked Sendable {
    let value: Value
}

/// A setter's work carried to the main thread: the scroll view, the new value and what to do with
/// them, all used there only, hence `@unchecked Sendable`.
private struct SetterHandoff<Value>: @unchecked Sendable {
    let scrollView: UIScrollView
    let value: Value
    let apply: @MainActor (UIScrollView, Value) -> Void

    @MainActor func run() { apply(scrollView, value) }
}
#endif
