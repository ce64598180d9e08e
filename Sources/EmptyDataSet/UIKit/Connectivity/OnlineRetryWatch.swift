#if canImport(UIKit)
import UIKit

/// "Retry when back online" for one thing that can fail — the whole list's load, or a page: Core's
/// ``OnlineRetry`` on the media clock, the shared ``NetworkPathWatcher``, the settle timer, and the
/// VoiceOver announcement when the retry fires.
///
/// The owner calls ``update(showing:canRetry:isEnabled:)`` after each decision with the failure on
/// screen (or `nil` while a load or retry runs, or nothing failed); when the network comes back,
/// `retry` runs once — or, when it refuses (returns `false`: a page's retry while a refresh runs),
/// again after the owner's next decision, unannounced until it runs. The shared monitor is needed only while a failure waits; a watch that goes
/// away (its scroll view did) lets go of it.
@MainActor
final class OnlineRetryWatch {
    private var rule = OnlineRetry()
    private let watcher: NetworkPathWatcher
    private let key = NetworkPathWatcher.makeKey()
    private let retry: @MainActor () -> Bool
    /// The list whose user hears the announcement (weak: the list owns the watch).
    private weak var view: UIView?
    private var pendingCheck: DispatchWorkItem?
    private let now: () -> TimeInterval
    /// Whether this watch counts for the shared monitor now.
    private(set) var isWatching = false

    /// - Parameters:
    ///   - view: The list (for the announcement: only where the user is).
    ///   - watcher: The network watcher; `nil` (the default) is the app's shared one. (Resolved in
    ///     the body, on the main actor, so the package also compiles for clients checking it in the
    ///     Swift 5 language mode, where default arguments are not main-actor isolated.)
    ///   - now: The clock; media time by default.
    ///   - retry: Re-runs the failed load (the error state's Try Again, a page's Retry); returns
    ///     whether it started (`false`: refused, not spent).
    init(
        view: UIView?, watcher: NetworkPathWatcher? = nil, now: @escaping () -> TimeInterval = { CACurrentMediaTime() },
        retry: @escaping @MainActor () -> Bool
    ) {
        self.view = view
        self.watcher = watcher ?? .shared
        self.now = now
        self.retry = retry
    }

    deinit {
        // The list went away while waiting: let go of the monitor (on the main actor, where the
        // watcher lives; the key is never reused, so a late release cannot hit another watch).
        guard isWatching else { return }
        let watcher = self.watcher
        let key = self.key
        DispatchQueue.main.async {
            MainActor.assumeIsolated { watcher.setWatching(key, false, handler: { _ in }) }
        }
    }

    /// What shows now.
    /// - Parameters:
    ///   - error: The failure on screen, idle (no load or retry running); `nil` for none.
    ///   - canRetry: Whether there is a retry to run.
    ///   - isEnabled: Whether the app asked for the automatic retry.
    func update(showing error: (any Error)?, canRetry: Bool, isEnabled: Bool) {
        let failure = error.map {
            OnlineRetry.Failure(isConnectivity: ConnectivityError.isConnectivityError($0), canRetry: canRetry)
        }
        rule.update(showing: failure, isEnabled: isEnabled)
        syncWatching()
        // A refused retry waits for a decision: look again now that one came (a check already
        // pending keeps its time).
        if pendingCheck == nil, rule.nextChange(after: now()) != nil { scheduleCheck() }
    }

    /// The path changed (from the shared watcher).
    func pathChanged(isSatisfied: Bool) {
        rule.pathChanged(isSatisfied: isSatisfied, at: now())
        scheduleCheck()
    }

    /// Re-runs when a satisfied path settled (the timer's end).
    func check() {
        pendingCheck = nil
        guard rule.takeRetry(at: now()) else {
            scheduleCheck()
            return
        }
        guard retry() else {
            // Refused (a refresh runs): not spent, not announced; the next decision looks again
            // (never a timer here: that would poll while the refusal lasts).
            rule.retryRefused(at: now())
            syncWatching()
            return
        }
        syncWatching()
        announce()
    }

    private func syncWatching() {
        let needs = rule.needsWatching
        if !needs {
            pendingCheck?.cancel()
            pendingCheck = nil
        }
        guard needs != isWatching else { return }
        isWatching = needs
        watcher.setWatching(key, needs) { [weak self] isSatisfied in self?.pathChanged(isSatisfied: isSatisfied) }
    }

    private func scheduleCheck() {
        pendingCheck?.cancel()
        pendingCheck = nil
        let time = now()
        guard let due = rule.nextChange(after: time) else { return }
        let work = DispatchWorkItem { [weak self] in MainActor.assumeIsolated { self?.check() } }
        pendingCheck = work
        DispatchQueue.main.asyncAfter(deadline: .now() + (due - time), execute: work)
    }

    /// "Back online, trying again", queued after what VoiceOver says; focus stays. Only when the
    /// list is where the user is (not behind a sheet, not in a hidden tab).
    private func announce() {
        guard AccessibilitySystem.isVoiceOverRunning(), let view, view.userPresentation.isUserHere else { return }
        let text = PresetLocalization.string(for: .backOnline)
        AccessibilitySystem.post(
            .announcement, NSAttributedString(string: text, attributes: [.accessibilitySpeechQueueAnnouncement: true]))
    }
}
#endif
