import Foundation

// "Retry when back online" for one failed load: when to watch the network, and when to re-run.

/// The rule that re-runs a failed load once the network comes back, for one thing that can fail
/// — the whole list's load, or one page of it: the caller says what shows (``update(showing:isEnabled:)``)
/// and what the network path does (``pathChanged(isSatisfied:at:)``), on any clock; the rule says
/// whether the network must be watched (``needsWatching``), when to look again
/// (``nextChange(after:)``) and when to re-run (``takeRetry(at:)``).
///
/// - **Armed** while a failure shows that coming back online can cure (a connectivity error,
///   ``ConnectivityError``), the option is on and there is something to re-run; only then is the
///   network watched.
/// - **Fires once**, when the path becomes satisfied after it was seen unsatisfied while armed, and
///   stays satisfied for ``settleDelay`` (a Wi-Fi to cellular hand-over reports several paths in a
///   row; an interface that just came up often has no route for a moment). A path that is
///   satisfied when watching starts fires nothing: the network is there, the failure was something
///   else (a captive portal, a lost connection the system already replaced), and re-running would
///   fail the same way; the Try Again button stays for the user. So an automatic retry that fails
///   again arms anew but waits for the network to go *and* come back: never a loop.
/// - **Disarmed** as soon as the failure no longer shows — content, a load or the retry running,
///   the empty state — or the option goes off; a retry that fired stays spent until then.
struct OnlineRetry: Sendable {
    /// How long a satisfied path must hold before the failed load is re-run, in seconds.
    static let settleDelay: TimeInterval = 0.5

    /// A failure on screen, as far as this rule needs to know it.
    struct Failure: Equatable, Sendable {
        /// Whether it is a connectivity error (``ConnectivityError/isConnectivityError(_:)``).
        var isConnectivity: Bool
        /// Whether there is a retry to run (the error state's Try Again, a page's Retry).
        var canRetry: Bool
    }

    private enum Phase: Equatable, Sendable {
        /// No failure to cure: nothing watched.
        case idle
        /// Watching; `sawUnsatisfied` once the path was seen without the network, `satisfiedSince`
        /// while a satisfied path that followed it settles.
        case armed(sawUnsatisfied: Bool, satisfiedSince: TimeInterval?)
        /// The retry fired; spent until the failure leaves the screen.
        case fired
    }

    private var phase = Phase.idle

    /// Whether the network path must be watched now.
    var needsWatching: Bool {
        if case .armed = phase { return true }
        return false
    }

    /// Whether the retry fired and the failure has not left the screen since.
    var hasFired: Bool { phase == .fired }

    /// What shows now. Called on every decision; the same failure again changes nothing.
    /// - Parameters:
    ///   - failure: The failure on screen and idle (no load, no retry running), or `nil`.
    ///   - isEnabled: Whether the app asked for the automatic retry.
    mutating func update(showing failure: Failure?, isEnabled: Bool) {
        guard let failure, isEnabled, failure.isConnectivity, failure.canRetry else {
            // A spent retry stays spent while its failure still shows (the retry did not start
            // anything the caller sees yet): firing again needs the failure to leave first.
            if failure == nil || !isEnabled || phase != .fired { phase = .idle }
            return
        }
        if phase == .idle { phase = .armed(sawUnsatisfied: false, satisfiedSince: nil) }
    }

    /// The network path changed (or, when watching starts, what it is now).
    /// - Parameters:
    ///   - isSatisfied: Whether the path is satisfied (`NWPath.Status.satisfied`; `.unsatisfied`
    ///     and `.requiresConnection` are not).
    ///   - time: Now, on the caller's clock.
    mutating func pathChanged(isSatisfied: Bool, at time: TimeInterval) {
        guard case .armed(let sawUnsatisfied, let since) = phase else { return }
        if !isSatisfied {
            phase = .armed(sawUnsatisfied: true, satisfiedSince: nil)
        } else if sawUnsatisfied, since == nil {
            phase = .armed(sawUnsatisfied: true, satisfiedSince: time)
        }
    }

    /// When the caller must call ``takeRetry(at:)``: the end of a settling satisfied path; `nil`
    /// when nothing settles.
    func nextChange(after time: TimeInterval) -> TimeInterval? {
        guard case .armed(_, let since?) = phase else { return nil }
        return max(time, since + Self.settleDelay)
    }

    /// Whether the failed load is to be re-run now: once, after a satisfied path settled.
    mutating func takeRetry(at time: TimeInterval) -> Bool {
        guard case .armed(_, let since?) = phase, time >= since + Self.settleDelay else { return false }
        phase = .fired
        return true
    }

    /// The retry that ``takeRetry(at:)`` gave was refused by its owner (a page's retry while a
    /// refresh runs): not spent. The rule is armed again with the network already settled, so the
    /// owner's next decision (``update(showing:isEnabled:)``, then ``nextChange(after:)``) fires it
    /// at once — unless the path goes away meanwhile. Nothing unless the retry just fired.
    /// - Parameter time: Now, on the caller's clock.
    mutating func retryRefused(at time: TimeInterval) {
        guard phase == .fired else { return }
        phase = .armed(sawUnsatisfied: true, satisfiedSince: time - Self.settleDelay)
    }
}
