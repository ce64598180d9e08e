#if canImport(UIKit)
import UIKit

/// One scroll view's loading flow on the main actor: Core's ``LoadingFlow`` on the media clock,
/// the options, the last error, what VoiceOver was told, and the timer that re-evaluates when the
/// show delay or the minimum display time runs out.
///
/// Made by the scroll view's ``EmptyDataSetController`` on the first use of the flow API; a scroll
/// view that never uses it has none and pays nothing.
@MainActor
final class EmptyDataSetLoading {
    /// The options; the timings go to the Core flow, clamped there.
    var options = EmptyDataSetLoadingOptions() {
        didSet {
            flow.showDelay = options.showDelay
            flow.minimumDisplay = options.minimumDisplayDuration
            flow.nestsStarts = options.nestsStarts
        }
    }
    /// The error of the last failed load; `nil` after one that did not fail.
    private(set) var error: (any Error)?
    /// Whether the list had content at the last decision (for the timer's next change).
    private(set) var hadContent = false
    /// What was displayed last.
    var displayed: FlowDisplay { announcements.displayed }
    /// Whether a load runs.
    var isLoading: Bool { flow.isLoading }
    /// Whether the flow decided anything yet (a start or an end happened).
    var isDetermined: Bool { flow.isDetermined }

    /// The placeholder (the empty-state view or the placeholder rows) kept in front of rows that
    /// arrived while the loading state holds, with the cover behind it (``LoadingHold``).
    var hold: LoadingHold?

    private var flow = LoadingFlow()
    private var announcements = FlowAnnouncement.Tracker()
    private var pendingChange: DispatchWorkItem?
    /// The clock: monotonic media time, which a changed wall clock cannot disturb.
    private let now: () -> TimeInterval = { CACurrentMediaTime() }

    init() {}

    /// A load started. The content is the one of the last decision: no app code (a delegate, the
    /// options' `hasContent`) runs inside the app's call, which may be inside UIKit's updates.
    /// (A refresh started in the same turn as a change of rows that no pass has seen yet — a
    /// deferred diffable apply — takes the state before it; the next pass decides with the rows.)
    /// - Parameters:
    ///   - kind: How it was started.
    ///   - isAnonymous: Whether its end names no load (`startLoading()`); `false` for the async
    ///     form, whose end names its own load (``LoadingFlow``).
    /// - Returns: The load, for an end that names it (the async form).
    @discardableResult
    func start(_ kind: LoadKind, isAnonymous: Bool = true) -> LoadingFlow.LoadID {
        if !flow.isLoading { announcements.loadDidStart() }
        return flow.start(kind, at: now(), hasContent: hadContent, isAnonymous: isAnonymous)
    }

    /// A load ended with `error`, or was cancelled (a cancellation error, wrapped or not, or one
    /// the options' `isCancellation` recognizes: ``LoadCancellation``; ``LoadingFlow/cancel(_:at:)``). Whether a failure goes to the
    /// delegate is judged at the next decision, against what shows then.
    /// - Parameters:
    ///   - error: Why it failed; `nil` when it did not.
    ///   - load: The load that ended, or `nil` for the oldest open anonymous one (``LoadingFlow``).
    func end(error: (any Error)?, load: LoadingFlow.LoadID? = nil) {
        let openBefore = flow.openLoads
        if let error, LoadCancellation.isCancellation(error, recognizing: options.isCancellation) {
            flow.cancel(load, at: now())
            // A newer load that ended meanwhile decided: its outcome is the one to announce.
            if openBefore > 0, !flow.isLoading, pendingOutcome != nil { finishOutcome() }
            return
        }
        // Only the latest started load's outcome counts (an older one's late failure is stale).
        if flow.end(load, failed: error != nil, at: now()) { pendingOutcome = .some(error) }
        // The last open load closes the outcome (an end without a start too); nested ends and
        // ends of loads no longer open change nothing.
        let closed = flow.openLoads < openBefore || (openBefore == 0 && load == nil)
        if closed, !flow.isLoading { finishOutcome() }
    }

    /// The outcome of the latest started load that ended while others run: its error, or `nil`.
    private var pendingOutcome: (any Error)??

    private func finishOutcome() {
        if let outcome = pendingOutcome { error = outcome }
        pendingOutcome = nil
        announcements.loadDidEnd()
    }

    /// Whether the loading state on screen holds there now (its minimum display time or a
    /// cancellation's grace) over rows or an outcome that arrived meanwhile: arriving rows must
    /// not conceal it.
    var holdsLoadingState: Bool {
        displayed == .loading && flow.holdsLoadingState(at: now())
    }

    /// What to show now, recorded for the announcements.
    /// - Returns: The display; whether it is another state than before (a cross-fade); whether
    ///   the loading state holds over content that arrived (``LoadingFlow``'s minimum display
    ///   time); what VoiceOver is to hear once it shows; and the failure to report to the
    ///   delegate (a load failed while content shows).
    func decide(hasContent: Bool) -> FlowStep {
        hadContent = hasContent
        let previous = announcements.displayed
        let display = flow.displayNow(at: now(), hasContent: hasContent)
        let announcement = announcements.display(display)
        let failure = flow.takeFailureReport(for: display) == .whileShowingContent ? error : nil
        return FlowStep(
            display: display, changedState: !Self.isSameState(previous, display),
            holdsOverContent: display == .loading && hasContent, announcement: announcement, failure: failure)
    }

    /// One decision of the flow (``decide(hasContent:)``).
    struct FlowStep {
        /// What shows.
        var display: FlowDisplay
        /// Whether it is another state than the one before (a cross-fade).
        var changedState: Bool
        /// Whether the loading state stays in front of content that arrived before its minimum
        /// display time passed.
        var holdsOverContent: Bool
        /// What VoiceOver is to hear once it shows.
        var announcement: FlowAnnouncement?
        /// A load's failure to report to the delegate (content shows).
        var failure: (any Error)?
    }

    /// Calls `perform` when the display may change by itself (the show delay or the minimum
    /// display time runs out); replaces the previous timer.
    func scheduleNextChange(_ perform: @escaping @MainActor () -> Void) {
        pendingChange?.cancel()
        pendingChange = nil
        guard let due = flow.nextChange(after: now(), hasContent: hadContent) else { return }
        let work = DispatchWorkItem { MainActor.assumeIsolated { perform() } }
        pendingChange = work
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, due - now()), execute: work)
    }

    /// The public phase for `display`.
    func phase(for display: FlowDisplay) -> EmptyDataSetPhase {
        switch display {
        case .nothing: flow.isLoading ? .loading : .undetermined
        case .content: .content
        case .loading: .loading
        case .empty: .empty
        case .error: .error
        }
    }

    private static func isSameState(_ lhs: FlowDisplay, _ rhs: FlowDisplay) -> Bool {
        switch (lhs, rhs) {
        case (.error, .error): true
        default: lhs == rhs
        }
    }
}
#endif
