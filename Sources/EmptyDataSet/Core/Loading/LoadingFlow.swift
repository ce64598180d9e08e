import Foundation

// The loading / error / empty / content decision of a networked list, on a clock.

/// What a list shows in the loading flow.
enum FlowDisplay: Equatable, Sendable {
    /// Nothing of the flow's: before the first load starts or ends (no "No items" flash before
    /// the first load), or the list's own content.
    case nothing
    /// The list's items; no placeholder over them.
    case content
    /// The loading state.
    case loading
    /// The empty state: the load ended without items and without an error.
    case empty
    /// The error state; `isRetrying` while its retry (or a pull to refresh over it) runs, when the
    /// error stays on screen with the button's activity indicator instead of a jump to loading.
    case error(isRetrying: Bool)
}

/// How a load was started.
enum LoadKind: Equatable, Sendable {
    /// A load the app starts (`startLoading()`).
    case load
    /// A pull to refresh: with content, the refresh control is the indicator; over an empty or
    /// error state, that state stays with the spinner above it.
    case refresh
    /// The error state's retry: the error stays on screen with the button's indicator.
    case retry
}

/// The loading flow's state machine: starts and ends of loads in, what to show out — at any time
/// on an injected clock, so tests are deterministic.
///
/// The decision: content present → the content, whatever else is true (an error arriving then is
/// reported, never shown over the content); no content and loading → the loading state; no
/// content and an error → the error state; no content, no error → the empty state; before the
/// first start or end → nothing. Two timings keep it from flickering: the loading state shows only
/// after ``showDelay`` (a fast load shows nothing new), and once shown it stays at least
/// ``minimumDisplay`` (it never blinks). Starts nest: the flow loads until every start has ended.
struct LoadingFlow: Sendable {
    /// How long a load runs before the loading state shows, in seconds; 0 shows it at once.
    var showDelay: TimeInterval = 0.25 {
        didSet { showDelay = Self.clamped(showDelay) }
    }
    /// How long a shown loading state stays at least, in seconds; 0 for no minimum.
    var minimumDisplay: TimeInterval = 0.5 {
        didSet { minimumDisplay = Self.clamped(minimumDisplay) }
    }

    /// Whether a start or an end has happened: before, the flow shows nothing.
    private(set) var isDetermined = false
    /// Loads started and not yet ended.
    private(set) var openLoads = 0
    /// How the current load was started (the first of the nested starts).
    private(set) var loadKind: LoadKind = .load
    /// Whether the last ended load failed (kept while a retry or refresh runs over it).
    private(set) var hasError = false
    /// Whether the last load's failure is yet to be judged against the content.
    private var failureAwaitsReport = false
    /// When the current load started.
    private var loadStartedAt: TimeInterval?
    /// When the loading state was first shown for the current load, if it was.
    private var loadingShownAt: TimeInterval?
    /// What the flow showed before the current load, for the delay and for refreshes and retries.
    private var settled: FlowDisplay = .nothing
    /// The outcome before the current load, which a cancelled load returns to.
    private var before: (isDetermined: Bool, hasError: Bool) = (false, false)

    /// Whether a load runs.
    var isLoading: Bool { openLoads > 0 }

    /// A load started.
    /// - Parameters:
    ///   - kind: How it was started.
    ///   - time: Now, on the flow's clock.
    ///   - hasContent: Whether the list has content now.
    mutating func start(_ kind: LoadKind, at time: TimeInterval, hasContent: Bool) {
        if openLoads == 0 {
            settled = display(at: time, hasContent: hasContent)
            before = (isDetermined, hasError)
            loadKind = kind
            loadStartedAt = time
            loadingShownAt = nil
        }
        openLoads += 1
        isDetermined = true
    }

    /// A load ended. An end while no load is open counts as a load that just ended: it decides
    /// empty or error too.
    ///
    /// A failure is not judged here against the content: the app often ends a load and then
    /// reloads its data in the same turn, so whether content shows is decided on the next display
    /// (``takeFailureReport(hasContent:)``). The loading state counts as shown only if a display
    /// showed it: a load that ends before anything was displayed shows none.
    /// - Parameters:
    ///   - failed: Whether it failed (a cancelled load is ``cancel(at:)``).
    ///   - time: Now.
    mutating func end(failed: Bool, at time: TimeInterval) {
        isDetermined = true
        openLoads = max(0, openLoads - 1)
        guard openLoads == 0 else { return }
        hasError = failed
        failureAwaitsReport = failed
        loadStartedAt = nil
    }

    /// Where the failure of the last ended load goes, judged once against the content now; `.none`
    /// afterwards, and without a failure.
    /// - Parameter hasContent: Whether the list has content now (after the app's reload).
    mutating func takeFailureReport(hasContent: Bool) -> FailureReport {
        guard failureAwaitsReport else { return .none }
        failureAwaitsReport = false
        return hasContent ? .whileShowingContent : .none
    }

    /// A load was cancelled: it ends without an outcome of its own. When it was the last one
    /// open, the flow returns to the outcome before it (the error stays an error, the empty state
    /// stays empty, and a first load that was cancelled leaves nothing shown); a loading state it
    /// showed still keeps its minimum display time. Without an open load it is ignored.
    /// - Parameter time: Now.
    mutating func cancel(at time: TimeInterval) {
        guard isLoading else { return }
        let wasLast = openLoads == 1
        let previous = before
        end(failed: false, at: time)
        guard wasLast else { return }
        isDetermined = previous.isDetermined
        hasError = previous.hasError
    }

    /// Where a failure goes.
    enum FailureReport: Equatable, Sendable {
        /// Nowhere special: the error state shows it (or there was none).
        case none
        /// To the delegate (`emptyDataSet(_:didFailWhileShowingContent:)`), e.g. for a banner:
        /// content is showing, and a placeholder never goes over content.
        case whileShowingContent
    }

    /// What to show at `time`.
    /// - Parameters:
    ///   - time: Now.
    ///   - hasContent: Whether the list has content now.
    mutating func displayNow(at time: TimeInterval, hasContent: Bool) -> FlowDisplay {
        let shown = display(at: time, hasContent: hasContent)
        if shown == .loading, loadingShownAt == nil { loadingShownAt = time }
        if !isLoading, shown != .loading { loadingShownAt = nil }
        return shown
    }

    /// When the display may change by itself (the delay or the minimum running out), so the
    /// caller re-evaluates then; `nil` when nothing is pending.
    func nextChange(after time: TimeInterval, hasContent: Bool) -> TimeInterval? {
        guard !hasContent else { return nil }
        if isLoading, showsLoadingState, loadingShownAt == nil, let started = loadStartedAt {
            let due = started + showDelay
            return due > time ? due : nil
        }
        if !isLoading, let shownAt = loadingShownAt {
            let due = shownAt + minimumDisplay
            return due > time ? due : nil
        }
        return nil
    }

    /// Whether the current load would show the loading state at all: not a refresh or a retry
    /// over an empty or error state, which stays.
    private var showsLoadingState: Bool {
        switch (loadKind, settled) {
        case (.refresh, .empty), (.refresh, .error), (.retry, .error): false
        case (.refresh, .content): false
        default: true
        }
    }

    /// The decision, without recording anything.
    private func display(at time: TimeInterval, hasContent: Bool) -> FlowDisplay {
        if hasContent { return .content }
        // A shown loading state keeps its minimum time whatever ended it (a cancelled first load
        // included, which then leaves nothing).
        if !isLoading, let shownAt = loadingShownAt, time - shownAt < minimumDisplay { return .loading }
        guard isDetermined else { return .nothing }
        if isLoading {
            if !showsLoadingState {
                if case .error = settled { return .error(isRetrying: true) }
                // A refresh over content that went away meanwhile: the refresh control still spins.
                return settled == .content ? .nothing : settled
            }
            if loadingShownAt != nil { return .loading }
            if let started = loadStartedAt, time - started >= showDelay { return .loading }
            return settled == .content ? .nothing : settled
        }
        return hasError ? .error(isRetrying: false) : .empty
    }

    private static func clamped(_ seconds: TimeInterval) -> TimeInterval {
        seconds.isFinite ? max(0, seconds) : 0
    }
}
