#if canImport(Observation)
import Observation

// A provider call under Observation's tracking, re-armed by every call.

/// Asks `body` (a configuration provider) under `withObservationTracking`, armed in `coalescing`:
/// when a property it read is about to change, `requestTurn` is called — at most once until the
/// turn runs, and never for a stale arming (``ObservationCoalescing``).
///
/// The reads are also seen by any tracking around this call (Observation merges a nested call's
/// reads into the enclosing one): UIKit's automatic observation tracking when the provider runs
/// inside a tracked method such as `layoutSubviews()`, `viewWillLayoutSubviews()` or
/// `updateProperties()`. Neither writes the model, so the two never feed each other.
/// Registrations: each call registers its reads with the models' registrars anew. Observation
/// drops all of one call's registrations at the first change of any property it read; the
/// registrations of a call whose properties never change stay until their model goes away (a few
/// bytes per read property and call, as with any `withObservationTracking` re-armed per call).
/// Calls that the package makes are one per pass that asks the provider — the app's reloads, trait
/// changes, the flow's decisions — not one per scroll frame.
/// - Parameters:
///   - coalescing: The rules and state of one provider.
///   - body: The provider call.
///   - closeArmingTurn: Called when a new arming turn opens: the caller ends it on its next
///     main-queue turn with ``ObservationCoalescing/armingTurnDidEnd()``.
///   - requestTurn: Schedules one turn (any thread) that calls ``ObservationCoalescing/takeTurn()``.
@available(iOS 17.0, tvOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0, *)
func evaluateObserving<Value>(
    in coalescing: ObservationCoalescing, _ body: () -> Value, closeArmingTurn: () -> Void,
    requestTurn: @escaping @Sendable () -> Void
) -> Value {
    let arming = coalescing.arm()
    if arming.closesTurn { closeArmingTurn() }
    return withObservationTracking(body, onChange: { [coalescing] in
        if coalescing.changed(generation: arming.generation) { requestTurn() }
    })
}
#endif
