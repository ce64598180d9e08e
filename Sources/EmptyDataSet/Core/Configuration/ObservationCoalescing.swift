import Foundation

// When a provider that read `@Observable` properties is asked again: re-armed after each call,
// coalesced to one re-evaluation per main-queue turn, and never in a loop.

/// The rules that turn Observation's change callbacks into re-evaluations of a configuration
/// provider.
///
/// - **Re-armed after each call.** Observation's `onChange` fires once, for the properties read
///   during one call. Every call of the provider — whatever asked it: this rule's own turn, the
///   app's `reloadData()`, a trait change — arms anew (``arm()``) and makes the earlier armings
///   stale: their late callbacks (a property the provider no longer reads) are ignored.
/// - **Coalesced.** `onChange` runs when the property is about to change, on the thread that
///   changes it. The first change of an arming asks the caller for one main-queue turn
///   (``changed(generation:)``); the turn (``takeTurn()``) re-evaluates once, after every change
///   made before it, however many properties or models changed.
/// - **Never a loop.** A change made in the same main-queue turn as a call that this rule's own
///   re-evaluation armed (the pass's delegate callbacks or the provider's side effects writing what
///   it read, as the pass shows the configuration) may re-evaluate only
///   ``maximumSelfTriggeredTurns`` turns in a row; then the rule stops following until the
///   provider is asked for another reason or a change arrives outside an arming turn. Only the
///   rule's own re-evaluations count: an arming turn opened by anything else — the app's
///   `reloadData()`, a trait change, the loading flow — starts the run over, so a search screen
///   that reloads and then writes its query in the same turn is followed on every keystroke. A
///   provider that writes a property it read *while* it is asked does not trigger at all:
///   Observation only watches once the call returned.
///
/// Thread-safe: `onChange` can run on any thread (a model changed from a background task).
final class ObservationCoalescing: @unchecked Sendable {
    /// How many turns in a row a change made in the arming turn itself may re-evaluate.
    static let maximumSelfTriggeredTurns = 2

    private let lock = NSLock()
    private var generation = 0
    /// Whether a turn was asked for and has not run.
    private var isTurnPending = false
    /// Whether every change the pending turn covers came in the turn of its arming.
    private var pendingIsSelfTriggered = false
    /// Whether the turn in which the provider was last asked is still running.
    private var isArmingTurnOpen = false
    /// Whether every arming of the open arming turn came from this rule's own re-evaluation.
    private var armingTurnIsOwn = false
    /// Whether this rule just let a re-evaluation run and its call has not armed yet.
    private var expectsOwnArming = false
    /// Self-triggered turns in a row.
    private var selfTriggeredRun = 0

    init() {}

    /// Whether a re-evaluation turn is pending.
    var hasPendingTurn: Bool { locked { isTurnPending } }

    /// The provider is about to be asked: a new arming, which makes the earlier ones stale.
    ///
    /// The first arming after ``takeTurn()`` let a re-evaluation run is the rule's own; an arming
    /// that opens a turn for any other reason starts the self-triggered run over. (The first
    /// arming after a re-evaluation that did not ask the provider — the list shows content —
    /// counts as the rule's own once: at most one extra step towards the stop, never a loop.)
    /// - Returns: Its generation, for ``changed(generation:)``, and whether the caller must close
    ///   the arming turn (``armingTurnDidEnd()`` on the next main-queue turn): once per turn.
    func arm() -> (generation: Int, closesTurn: Bool) {
        locked {
            generation += 1
            let isOwn = expectsOwnArming
            expectsOwnArming = false
            let opens = !isArmingTurnOpen
            isArmingTurnOpen = true
            if opens {
                // Armings later in the same turn (the pass's own callbacks) keep its kind.
                armingTurnIsOwn = isOwn
                if !isOwn { selfTriggeredRun = 0 }
            }
            return (generation, opens)
        }
    }

    /// The main-queue turn in which the provider was asked has ended.
    func armingTurnDidEnd() {
        locked { isArmingTurnOpen = false }
    }

    /// A property the provider read (in the arming `generation`) is about to change (any thread).
    /// - Returns: Whether the caller must schedule one main-queue turn that calls ``takeTurn()``.
    func changed(generation changed: Int) -> Bool {
        locked {
            guard changed == generation else { return false }  // stale: asked again since
            let isSelfTriggered = isArmingTurnOpen && armingTurnIsOwn
            if isTurnPending {
                pendingIsSelfTriggered = pendingIsSelfTriggered && isSelfTriggered
                return false
            }
            isTurnPending = true
            pendingIsSelfTriggered = isSelfTriggered
            return true
        }
    }

    /// The scheduled turn runs. Returns whether to ask the provider again now.
    func takeTurn() -> Bool {
        locked {
            guard isTurnPending else { return false }
            isTurnPending = false
            guard pendingIsSelfTriggered else {
                selfTriggeredRun = 0
                expectsOwnArming = true
                return true
            }
            selfTriggeredRun += 1
            let follows = selfTriggeredRun <= Self.maximumSelfTriggeredTurns
            expectsOwnArming = follows
            return follows
        }
    }

    /// Stops following: the provider was removed; every arming so far is stale.
    func reset() {
        locked {
            generation += 1
            isTurnPending = false
            selfTriggeredRun = 0
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
