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
    func start(_ kind: LoadKind) {
        if !flow.isLoading { announcements.loadDidStart() }
        flow.start(kind, at: now(), hasContent: hadContent)
    }

    /// A load ended with `error`, or was cancelled (a cancellation error,
    /// ``LoadingFlow/cancel(at:)``). Whether a failure goes to the delegate is judged at the next
    /// decision, against the content then.
    func end(error: (any Error)?) {
        if let error, Self.isCancellation(error) {
            flow.cancel(at: now())
            return
        }
        flow.end(failed: error != nil, at: now())
        // The last open load decides (an end without a start too); nested ends change nothing.
        if !flow.isLoading {
            self.error = error
            announcements.loadDidEnd()
        }
    }

    /// What to show now, recorded for the announcements.
    /// - Returns: The display, whether it is another state than before (a cross-fade), what
    ///   VoiceOver is to hear once it shows, and the failure to report to the delegate (a load
    ///   failed while content shows).
    func decide(hasContent: Bool) -> (display: FlowDisplay, changedState: Bool, announcement: FlowAnnouncement?, failure: (any Error)?) {
        hadContent = hasContent
        let previous = announcements.displayed
        let display = flow.displayNow(at: now(), hasContent: hasContent)
        let announcement = announcements.display(display)
        let failure = flow.takeFailureReport(hasContent: hasContent) == .whileShowingContent ? error : nil
        return (display, !Self.isSameState(previous, display), announcement, failure)
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

    /// Whether `error` reports a cancellation rather than a failure: Swift's `CancellationError`,
    /// `URLError.cancelled`, Cocoa's user-cancelled error.
    static func isCancellation(_ error: any Error) -> Bool {
        if error is CancellationError { return true }
        if let urlError = error as? URLError, urlError.code == .cancelled { return true }
        let nsError = error as NSError
        return nsError.domain == NSCocoaErrorDomain && nsError.code == userCancelledCode
    }

    /// `NSUserCancelledError`.
    private static let userCancelledCode = 3072

    private static func isSameState(_ lhs: FlowDisplay, _ rhs: FlowDisplay) -> Bool {
        switch (lhs, rhs) {
        case (.error, .error): true
        default: lhs == rhs
        }
    }
}
#endif
