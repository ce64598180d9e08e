// What an update signal does to the empty state now, and on the next turn of the main queue.

/// The response to an ``UpdateSignal``: what happens inside the call that sent it, and what is
/// left for the next turn of the main queue (``DeferredReload``).
///
/// UIKit sends many signals from inside its own work. A diffable data source's apply runs inside
/// UIKit's private diffable update and makes public calls from there — `performBatchUpdates` with
/// the inserts, deletes and moves nested in it, or `reloadData()` — as the decompiled updater of
/// iOS 18 shows; an earlier review of iOS 15–18 reported the per-item calls as outermost instead.
/// Content sizes are set during layout and batch updates. App code must not run there — a
/// delegate callback that touches the table or applies again can raise UIKit's exceptions — and a
/// snapshot of 300 moves must not cost 300 reloads. So those signals ask app code for nothing
/// inside the call, except the data source's count, which UIKit itself asks there: a visible empty
/// state is **concealed** (made transparent, no callback) when items arrived, so it never shows
/// behind them, and the real decision waits for the next turn, coalesced. Only an outermost
/// `reloadData()`, batch update or `endUpdates()` that cannot come from inside UIKit's work — the
/// app's own, on a data source that is not a diffable one — reloads at once.
///
/// UIKit's layout is such work too: a reload inside the table or collection view's own layout
/// pass (UIKit's lazy load: `_reloadDataIfNeeded` sends the public `reloadData` from
/// `layoutSubviews`), or before its first layout completed (``LayoutPass``), waits for the next
/// turn as well. Not covered, because the hook wraps only UIKit's own `layoutSubviews`: a reload
/// the app makes in its own `layoutSubviews` override after `super`, or in
/// `viewWillLayoutSubviews`/`viewDidLayoutSubviews` (those decide at once, as any app reload on a
/// laid-out view), and a subclass overriding `layoutSubviews` without calling `super` (no pass is
/// seen at all).
enum ChangeResponse {
    /// What a signal does now and later.
    struct Plan: Equatable, Sendable {
        /// Reload (ask the source and delegate, show or hide) inside the call.
        var reloadsNow: Bool
        /// Conceal a visible empty state inside the call if items arrived
        /// (``concealsAtOnce(isVisible:hasItems:)``).
        var concealsIfItemsArrived: Bool
        /// The work left for the next turn of the main queue, if any.
        var deferredWork: DeferredReload.Work?
    }

    /// The plan for a signal.
    /// - Parameters:
    ///   - signal: What arrived.
    ///   - isInsideLayout: Whether the scroll view is laying out or has not completed its first
    ///     layout (``LayoutPass/defersReloads``); only a ``UpdateSignal/reloadHook`` reads it.
    ///     Default `false`.
    ///   - mayBeInsideUIKitsWork: Whether the call may come from inside UIKit's own work, asked
    ///     only for a ``UpdateSignal/reloadHook`` outside a layout: the data source is a diffable
    ///     data source (its applies call the hooked methods from inside UIKit's update), or the
    ///     view reports uncommitted updates (a drop or reorder in progress). Either way app code
    ///     must wait.
    static func plan(
        for signal: UpdateSignal, isInsideLayout: Bool = false, mayBeInsideUIKitsWork: () -> Bool
    ) -> Plan {
        switch signal {
        case .reloadHook:
            return isInsideLayout || mayBeInsideUIKitsWork()
                ? Plan(reloadsNow: false, concealsIfItemsArrived: true, deferredWork: .reload)
                : Plan(reloadsNow: true, concealsIfItemsArrived: false, deferredWork: nil)
        case .itemChangeHook:
            return Plan(reloadsNow: false, concealsIfItemsArrived: true, deferredWork: .reload)
        case .contentSize:
            return Plan(reloadsNow: false, concealsIfItemsArrived: true, deferredWork: .decision)
        case .sourceChange, .configurationChange, .traitChange:
            return Plan(reloadsNow: false, concealsIfItemsArrived: false, deferredWork: .reload)
        case .insetChange, .keyboard, .sectionHeightRequery:
            return Plan(reloadsNow: false, concealsIfItemsArrived: false, deferredWork: nil)
        case .explicitReload, .staleNesting:
            // Both arrive outside UIKit's updates: an app's own call, or a main-queue turn.
            return Plan(reloadsNow: true, concealsIfItemsArrived: false, deferredWork: nil)
        }
    }

    /// When a reload the app asked for decides, with the loading flow in use, and what it
    /// already found out deciding that.
    struct FlowReload: Equatable, Sendable {
        /// Whether the reload decides inside its call (else on the next turn).
        var decidesNow: Bool
        /// The options' `hasContent` answer (or the item count) when it was asked: the decision
        /// inside the call uses it instead of asking again. `nil` when it was not asked.
        var content: Bool?
    }

    /// When a reload the app asked for (`reloadData()`, `reloadEmptyDataSet()`) decides, with the
    /// loading flow in use.
    ///
    /// Not inside its call when it would take the content away: the natural order for search and
    /// refresh is `items = []; reloadData(); startLoading()`, and a decision made inside that
    /// `reloadData()` would show the empty state (with its callbacks) for the show delay — or,
    /// under a pull to refresh, for the whole refresh, since a start keeps the state before it.
    /// Decided on the next turn instead, as the end of a load is, a `startLoading()` in the same
    /// turn comes first whichever order the calls came in. Content arriving, or staying away,
    /// decides at once — with the answer found here, so the app's `hasContent` is asked once.
    /// - Parameters:
    ///   - isFlowInUse: Whether the scroll view is in the loading flow.
    ///   - hadContent: Whether the flow's last decision found content.
    ///   - hasContent: Whether the list has content now; asked at most once, only when the answer
    ///     depends on it.
    static func flowReload(isFlowInUse: Bool, hadContent: Bool, hasContent: () -> Bool) -> FlowReload {
        guard isFlowInUse, hadContent else { return FlowReload(decidesNow: true, content: nil) }
        let content = hasContent()
        return FlowReload(decidesNow: content, content: content)
    }

    /// What the deferred turn does after a ``DeferredReload/Work/decision``.
    enum Decision: Equatable, Sendable {
        /// The answer changed: reload (show or hide, with callbacks).
        case reload
        /// The answer is still "show": make a concealed view opaque again.
        case reveal
        /// The answer is still "hide": nothing to do.
        case nothing
    }

    /// Whether to conceal a visible empty state at once, inside the call that sent the signal.
    ///
    /// Asks nothing while hidden or while the last decision found the display forced (an
    /// overlay meant to show over items: concealing it until the deferred turn would blink it),
    /// and otherwise only the data source's count (which UIKit itself asks during its updates) —
    /// never the delegate. Every change of a plain scroll view (zooming included) stops at the
    /// count, which is always zero there.
    /// - Parameters:
    ///   - isVisible: Whether the empty state is visible and not already concealed.
    ///   - wasForced: Whether the last decision found the display forced (``DecisionMemo``).
    ///   - hasItems: Whether the data source now reports items (an early-exit count).
    static func concealsAtOnce(isVisible: Bool, wasForced: Bool = false, hasItems: () -> Bool) -> Bool {
        isVisible && !wasForced && hasItems()
    }

    /// What the deferred turn does, given the display rule then and the current state.
    /// - Parameters:
    ///   - shouldShow: The display rule on the deferred turn.
    ///   - isVisible: Whether the empty state is visible (concealed or not).
    static func decision(shouldShow: Bool, isVisible: Bool) -> Decision {
        if shouldShow != isVisible { return .reload }
        return isVisible ? .reveal : .nothing
    }
}
