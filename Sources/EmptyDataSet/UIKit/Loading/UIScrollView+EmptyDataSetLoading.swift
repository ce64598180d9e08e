#if canImport(UIKit)
import UIKit

// The loading flow's API: StatefulViewController's names on the scroll view, so its users migrate
// by a rename. The decision itself is Core's `LoadingFlow`.
extension UIScrollView {
    /// Starts a load: while the list has no content, the loading state shows once the load has
    /// run for ``EmptyDataSetLoadingOptions/showDelay`` (a fast load shows nothing new).
    ///
    /// With content, nothing changes: the content stays, without a placeholder over it. A pull to
    /// refresh (the refresh control is refreshing when the load starts) never shows the loading
    /// state: the refresh control is the indicator, and an empty or error state stays under it.
    /// A load the error state's Try Again button starts keeps the error on screen with the
    /// button's activity indicator.
    ///
    /// Starts nest: the flow loads until every start has ended — call ``endLoading(error:)`` once
    /// per start. An app that starts a load on every appearance of its screen and ends it once
    /// sets ``EmptyDataSetLoadingOptions/nestsStarts`` to `false`: a start while a load runs then
    /// joins it.
    ///
    /// The first start (or end, or setting ``emptyDataSetLoadingOptions``) puts the scroll view in
    /// the flow: before it, nothing shows — no "No items" before the first load. The decision is
    /// made on the next turn of the main run loop.
    ///
    /// Safe to call from any thread, as StatefulViewController's was (apps call it from network
    /// callbacks): off the main thread it is scheduled on the main queue, in order with
    /// ``endLoading(error:)`` calls made from the same thread.
    nonisolated public func startLoading() {
        onMainThread(self) { $0.emptyDataSetController.startLoading() }
    }

    /// Ends a load: the content if the list has any; else the error state for `error` (the
    /// ``EmptyDataSetConfiguration/error(_:retry:)`` preset with ``EmptyDataSetLoadingOptions/retry``),
    /// else the empty state.
    ///
    /// An error while the list shows content goes to the delegate's
    /// ``EmptyDataSetDelegate/emptyDataSet(_:didFailWhileShowingContent:)`` instead (a banner,
    /// not a placeholder over content). A cancellation — `CancellationError`,
    /// `URLError.cancelled`, Cocoa's user-cancelled error, or an error that wraps one through
    /// `NSUnderlyingErrorKey` or an `underlyingError` property, as networking libraries report a
    /// cancelled request, or one ``EmptyDataSetLoadingOptions/isCancellation`` recognizes — ends
    /// the load without an outcome: what showed before it shows again. A
    /// loading state already shown stays for its
    /// ``EmptyDataSetLoadingOptions/minimumDisplayDuration``, and a load started right after the
    /// cancellation (a debounced search, Reload) continues it. An end without a start counts as a
    /// load that just ended (it decides empty or error). With loads that overlap, an end closes
    /// the oldest load open from ``startLoading()`` (never one of ``loadingEmptyDataSet(_:)``,
    /// which ends its own load), and the latest started load decides; since ends are not matched
    /// to starts here, the last of these ends decides when they come back out of order. The decision is made on the
    /// next turn of the main run loop, so ending before or after reloading the data in the same
    /// turn is the same (and a failure is judged against the content then). Safe to call from any
    /// thread, like ``startLoading()``.
    /// - Parameter error: Why the load failed; `nil` (the default) when it did not.
    nonisolated public func endLoading(error: (any Error)? = nil) {
        let failure = LoadingFailure(error: error)
        onMainThread(self) { $0.emptyDataSetController.endLoading(error: failure.error) }
    }

    /// Runs `operation` as one load of the loading flow: ``startLoading()`` before it,
    /// ``endLoading(error:)`` after it, with the error it throws.
    ///
    /// ```swift
    /// let users = try await tableView.loadingEmptyDataSet { try await api.fetchUsers() }
    /// ```
    ///
    /// A cancelled load — the task was cancelled, or the operation threw a cancellation, also one
    /// a networking library wrapped (an error whose underlying error is a cancellation) — ends
    /// without an outcome: no error shows, and what showed before it shows again. A cancelled
    /// task whose operation still returns normally records no outcome either; its value is still
    /// returned. The operation's error is rethrown, so the caller still knows.
    ///
    /// Overlapping loads: each call is its own load, and the latest started one decides — an
    /// older load that fails after a newer one ended changes nothing.
    /// - Parameter operation: The load; it runs on the main actor and may await other actors.
    /// - Returns: What the operation returns.
    @discardableResult
    public func loadingEmptyDataSet<Value>(_ operation: @MainActor () async throws -> Value) async throws -> Value {
        let controller = emptyDataSetController
        let load = controller.startLoading(isAnonymous: false)
        do {
            let value = try await operation()
            controller.endLoading(error: Task.isCancelled ? CancellationError() : nil, load: load)
            return value
        } catch {
            controller.endLoading(error: Task.isCancelled ? CancellationError() : error, load: load)
            throw error
        }
    }

    /// The loading flow's options: the timings, each state's placeholder, insets and views kept in
    /// front, the retry, and the content override. Setting them puts the scroll view in the flow.
    public var emptyDataSetLoadingOptions: EmptyDataSetLoadingOptions {
        get { emptyDataSetControllerIfPresent?.loading?.options ?? EmptyDataSetLoadingOptions() }
        set {
            emptyDataSetController.loadingFlow.options = newValue
            emptyDataSetController.handle(.configurationChange)
        }
    }

    /// Where the list is in the loading flow: what its placeholder shows now. Without the flow,
    /// ``EmptyDataSetPhase/empty`` while the empty state shows and ``EmptyDataSetPhase/content``
    /// otherwise. A source that draws every state
    /// (``EmptyDataSetLoadingOptions/asksSourceInEveryState``) reads it in its methods.
    public var emptyDataSetPhase: EmptyDataSetPhase {
        emptyDataSetControllerIfPresent?.phase ?? .content
    }

    /// The error of the last failed load of the loading flow; `nil` when the last load did not
    /// fail or the flow is not in use.
    public var emptyDataSetError: (any Error)? {
        emptyDataSetControllerIfPresent?.loading?.error
    }
}
/// Runs `body` with `scrollView` on the main thread: at once there, else on the main queue (in
/// order with other calls from the same thread).
private func onMainThread(_ scrollView: UIScrollView, _ body: @escaping @MainActor (UIScrollView) -> Void) {
    let target = LoadingHandoff(scrollView: scrollView, body: body)
    guard Thread.isMainThread else {
        DispatchQueue.main.async { MainActor.assumeIsolated { target.body(target.scrollView) } }
        return
    }
    MainActor.assumeIsolated { target.body(target.scrollView) }
}

/// A scroll view and the work to do with it, carried to the main queue. Only ever touched on the
/// main thread (the handoff's whole purpose), hence `@unchecked Sendable`.
private struct LoadingHandoff: @unchecked Sendable {
    let scrollView: UIScrollView
    let body: @MainActor (UIScrollView) -> Void
}

/// A load's error carried to the main queue. Errors need not be `Sendable`; the error is handed
/// over, not shared: the caller passes it on and the flow keeps it on the main thread.
private struct LoadingFailure: @unchecked Sendable {
    let error: (any Error)?
}
#endif
