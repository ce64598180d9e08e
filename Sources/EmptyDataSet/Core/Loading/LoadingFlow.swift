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
/// ``minimumDisplay`` whatever ends it — the load's end, a cancellation, or rows arriving, which
/// it then covers until the minimum has passed (it never blinks).
///
/// Starts nest: the flow loads until every start has ended (unless ``nestsStarts`` is off, when a
/// start while a load runs joins it). Overlapping loads: the latest started load decides — the
/// end of an older one that comes after a newer one ended changes nothing. Loads are anonymous
/// (`startLoading()`) or identified (the async form): an end that names no load closes the oldest
/// open anonymous load (responses usually come back in the order of the requests), never an
/// identified one, and an identified end closes only its own load — so mixing both forms never
/// leaves a load open for good.
struct LoadingFlow: Sendable {
    /// How long a load runs before the loading state shows, in seconds; 0 shows it at once.
    var showDelay: TimeInterval = 0.25 {
        didSet { showDelay = Self.clamped(showDelay) }
    }
    /// How long a shown loading state stays at least, in seconds; 0 for no minimum.
    var minimumDisplay: TimeInterval = 0.5 {
        didSet { minimumDisplay = Self.clamped(minimumDisplay) }
    }
    /// Whether starts nest (`true`, the default): each start needs its own end. Off, a start while
    /// a load runs joins it (one end ends the load; the joined start's load is the one that
    /// decides), for apps that start a load on every appearance of a screen.
    var nestsStarts = true

    /// How long a loading state on screen stays after a cancellation ended the last load, so that
    /// a load replacing the cancelled one (a debounced search, Reload) in the same or the next
    /// turn of the main queue continues it instead of blanking it for the show delay.
    static let replacementGrace: TimeInterval = 0.1

    /// Whether a start or an end has happened: before, the flow shows nothing.
    private(set) var isDetermined = false
    /// The loads started and not yet ended, oldest first.
    private var open: [LoadID] = []
    /// The identity the next load gets.
    private var nextID = 0
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
    /// When a cancellation ended the last load while the loading state was on screen.
    private var cancelledWhileShownAt: TimeInterval?
    /// What the flow showed before the current load, for the delay and for refreshes and retries.
    private var settled: FlowDisplay = .nothing
    /// The outcome before the current load, which a cancelled load returns to.
    private var before: (isDetermined: Bool, hasError: Bool) = (false, false)
    /// The outcome of the latest started load that ended while others still run.
    private var decided: (load: LoadID, failed: Bool)?

    /// Whether a load runs.
    var isLoading: Bool { !open.isEmpty }
    /// Loads started and not yet ended.
    var openLoads: Int { open.count }

    /// One load's identity, so that its end is matched to its start.
    struct LoadID: Comparable, Hashable, Sendable {
        fileprivate let order: Int
        /// Whether it was started without an identity its end names (`startLoading()`): only an
        /// end that names no load closes it.
        let isAnonymous: Bool
        static func < (lhs: LoadID, rhs: LoadID) -> Bool { lhs.order < rhs.order }
    }

    /// A load started.
    /// - Parameters:
    ///   - kind: How it was started.
    ///   - time: Now, on the flow's clock.
    ///   - hasContent: Whether the list has content now.
    ///   - isAnonymous: Whether its end will name no load (`startLoading()`); `true` by default.
    ///     An identified load (`false`) is closed only by an end or cancellation that names it.
    /// - Returns: The load, for ``end(_:failed:at:)`` and ``cancel(_:at:)``.
    @discardableResult
    mutating func start(_ kind: LoadKind, at time: TimeInterval, hasContent: Bool, isAnonymous: Bool = true) -> LoadID {
        let id = LoadID(order: nextID, isAnonymous: isAnonymous)
        nextID += 1
        if open.isEmpty {
            // A loading state still on screen (its minimum, or a cancellation's grace) is what
            // shows during the new load's delay: it continues without a blank.
            settled = display(at: time, hasContent: hasContent)
            before = (isDetermined, hasError)
            loadKind = kind
            loadStartedAt = time
            loadingShownAt = nil
            cancelledWhileShownAt = nil
            // `decided` is already nil: the close of the last open load took it.
        }
        if nestsStarts || open.isEmpty {
            open.append(id)
        } else {
            open = [id]  // joins the running load, and decides for it
        }
        isDetermined = true
        return id
    }

    /// A load ended. An end while no load is open counts as a load that just ended: it decides
    /// empty or error too.
    ///
    /// A failure is not judged here against the content: the app often ends a load and then
    /// reloads its data in the same turn, so whether content shows is decided on the next display
    /// (``takeFailureReport(for:)``). The loading state counts as shown only if a display showed
    /// it: a load that ends before anything was displayed shows none.
    /// - Parameters:
    ///   - load: The load, or `nil` for the oldest open anonymous one. Without an open anonymous
    ///     load, an end that names none counts as a load that just ended only when no load is
    ///     open at all; while identified loads run it is ignored (they end themselves).
    ///   - failed: Whether it failed (a cancelled load is ``cancel(_:at:)``).
    ///   - time: Now.
    /// - Returns: Whether this end's outcome is the flow's (not a stale end of an older load, nor
    ///   of a load that already ended).
    @discardableResult
    mutating func end(_ load: LoadID? = nil, failed: Bool, at time: TimeInterval) -> Bool {
        guard let id = close(load) ?? (load == nil && open.isEmpty ? LoadID(order: nextID, isAnonymous: true) : nil) else { return false }
        isDetermined = true
        let isLatest = decided.map { id > $0.load } ?? true
        if isLatest { decided = (id, failed) }
        finishIfLast()
        return isLatest
    }

    /// A load was cancelled: it ends without an outcome of its own. When it was the last one
    /// open, the flow takes the outcome of a newer load that ended meanwhile, else returns to the
    /// outcome before it (the error stays an error, the empty state stays empty, and a first load
    /// that was cancelled leaves nothing shown); a loading state on screen keeps its minimum
    /// display time, and at least ``replacementGrace`` for a load that replaces the cancelled one.
    /// Without an open load (or for a load that already ended) it is ignored.
    /// - Parameters:
    ///   - load: The load, or `nil` for the oldest open anonymous one.
    ///   - time: Now.
    mutating func cancel(_ load: LoadID? = nil, at time: TimeInterval) {
        guard close(load) != nil, open.isEmpty else { return }
        if loadingShownAt != nil { cancelledWhileShownAt = time }
        if finishIfLast() { return }
        isDetermined = before.isDetermined
        hasError = before.hasError
    }

    /// Removes `load` (or, for `nil`, the oldest open anonymous load) from the open loads; `nil`
    /// when it is not open.
    private mutating func close(_ load: LoadID?) -> LoadID? {
        guard let index = load.map({ open.firstIndex(of: $0) }) ?? open.firstIndex(where: \.isAnonymous) else { return nil }
        return open.remove(at: index)
    }

    /// After the last open load closed: takes the decided outcome. Returns whether there was one.
    @discardableResult
    private mutating func finishIfLast() -> Bool {
        guard open.isEmpty else { return false }
        loadStartedAt = nil
        guard let decided else { return false }
        hasError = decided.failed
        failureAwaitsReport = decided.failed
        self.decided = nil
        return true
    }

    /// Where the failure of the last ended load goes, judged once against what shows: reported
    /// when content shows, nowhere when the error state (or another placeholder) shows it; kept
    /// while the loading state holds its minimum time (rows that arrive meanwhile still make it a
    /// failure while showing content). `.none` afterwards, and without a failure.
    /// - Parameter display: What shows now (``displayNow(at:hasContent:)``).
    mutating func takeFailureReport(for display: FlowDisplay) -> FailureReport {
        guard failureAwaitsReport, display != .loading else { return .none }
        failureAwaitsReport = false
        return display == .content ? .whileShowingContent : .none
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
        // (A cancellation's time needs no reset here: it counts only with `loadingShownAt`.)
        if !isLoading, shown != .loading { loadingShownAt = nil }
        return shown
    }

    /// Whether a loading state on screen is held there at `time` by its minimum display time (or
    /// a cancellation's grace), over content or an outcome that arrived meanwhile.
    func holdsLoadingState(at time: TimeInterval) -> Bool {
        heldUntil.map { time < $0 } ?? false
    }

    /// When the display may change by itself (the delay or the minimum running out), so the
    /// caller re-evaluates then; `nil` when nothing is pending.
    func nextChange(after time: TimeInterval, hasContent: Bool) -> TimeInterval? {
        if hasContent || !isLoading, let due = heldUntil {
            return due > time ? due : nil
        }
        guard !hasContent else { return nil }
        if isLoading, showsLoadingState, loadingShownAt == nil, let started = loadStartedAt {
            let due = started + showDelay
            return due > time ? due : nil
        }
        return nil
    }

    /// Until when a shown loading state stays whatever else happens: its minimum display time,
    /// and the grace after a cancellation.
    private var heldUntil: TimeInterval? {
        guard let shownAt = loadingShownAt else { return nil }
        let minimum = shownAt + minimumDisplay
        guard !isLoading, let cancelled = cancelledWhileShownAt else { return minimum }
        return max(minimum, cancelled + Self.replacementGrace)
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
        // A shown loading state keeps its minimum time whatever ended it (a cancelled first load
        // included, which then leaves nothing) and whatever arrived: rows that came back fast
        // wait behind it rather than make it blink.
        if holdsLoadingState(at: time) { return .loading }
        if hasContent { return .content }
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
