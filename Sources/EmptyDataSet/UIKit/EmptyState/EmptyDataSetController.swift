#if canImport(UIKit)
import UIKit

/// The per-scroll-view state behind the public API: source and delegate (weak), the empty-state
/// view, and the neutral bookkeeping (visibility, re-entrancy, update batching, scroll lock).
///
/// It turns Core's decisions into UIKit calls and nothing more: when to show is ``DisplayRule``,
/// which callbacks fire is ``VisibilityState``, where the view goes is ``EmptyStateFrame``.
@MainActor
final class EmptyDataSetController: NSObject {
    weak var scrollView: UIScrollView?
    weak var source: (any EmptyDataSetSource)? {
        didSet { memo.forget() }
    }
    weak var delegate: (any EmptyDataSetDelegate)? {
        didSet { memo.forget() }
    }

    /// A configuration set directly (``UIKit/UIScrollView/emptyDataSetConfiguration``).
    var configuration: EmptyDataSetConfiguration? {
        didSet { memo.forget() }
    }
    /// The state-driven form (``UIKit/UIScrollView/emptyDataSetConfigurationProvider``).
    var provider: (@MainActor (EmptyDataSetConfigurationState) -> EmptyDataSetConfiguration?)? {
        didSet {
            memo.forget()
            closureLayer = nil
        }
    }
    /// The configuration last rendered: an equal one changes nothing.
    var renderGate = RenderGate<EmptyDataSetConfiguration>()
    /// The error preset's retry runs (``RetryState``).
    var retryState = RetryState()
    /// Whether the next configuration renders even when equal to the last (new traits).
    var rendersNextAnyway = false
    /// The search field whose text the provider's state carries, while observed.
    weak var observedSearchField: UITextField?
    /// The search text the provider was last given.
    var searchText = SearchTextTracking()
    /// Whether the provider is being asked: a configuration change it makes from inside itself is
    /// its own answer, not a reason to ask again (which would loop, one turn after another).
    var isAskingProvider = false
    /// EmptyDataSet-Swift's closure API, while set: its display answers, callbacks and taps.
    var closureLayer: EmptyDataSetClosureLayer?

    /// Open hooked calls and `beginUpdates()` blocks; read and written by ``EmptyDataSetHooks``.
    var batching = UpdateBatching()
    /// The scroll view's layout passes; written by ``EmptyDataSetHooks``. A scroll view laid out
    /// before its empty state was set up (needing no layout, with a size) has completed one.
    var layoutPass: LayoutPass
    /// Which signals arrived, for tests that must tell which path produced an update.
    private(set) var signals = SignalTally()

    private(set) var visibility = VisibilityState()
    private var reloadGuard = ReloadGuard()
    private(set) var scrollLock = ScrollLock()
    /// The other settings changed while the empty state shows (EmptyDataSetController+Overrides.swift).
    var overrides = EmptyStateOverrides()
    private var deferred = DeferredReload()
    /// Turns that found a layout pass or hooked call open (``OpenWorkCheck``).
    private var openWork = OpenWorkCheck()
    /// What the last decision established (also written by the loading flow's decision).
    var memo = DecisionMemo()
    private var presence = ScreenPresence()
    /// The keyboard's end frame in screen coordinates while it shows; `nil` when hidden.
    var keyboardFrame: CGRect?
    /// Whether a layout was held back (refresh, scrolling) and not yet applied.
    var isHoldingPlacement = false
    /// Whether a retry of a layout held back by scrolling is scheduled.
    var isWaitingForScrollToEnd = false
    /// Whether the shown configuration fades in (`nil`: the source protocol asks the delegate).
    private var fadesIn: Bool?

    /// The loading flow, made on the first use of its API (``EmptyDataSetLoading``).
    var loading: EmptyDataSetLoading?
    /// The loading state's placeholder rows while they show (``EmptyDataSetPlaceholderRows``).
    var placeholderRowsView: PlaceholderRowsView?
    /// The automatic retry of the error state when the network comes back, once asked for.
    var onlineRetry: OnlineRetryWatch?
    /// What the provider read of `@Observable` models, followed from iOS 17 (made on its first call).
    var providerObservation: ObservationCoalescing?
    /// The failure banner over content (``FailureBannerState``), its view once made, and the
    /// offset observation that keeps it below the bars while it shows.
    var bannerState = FailureBannerState()
    var failureBannerIfMade: FailureBannerView?
    var bannerOffsetObservation: NSKeyValueObservation?

    /// The empty-state view, created on first appearance and then reused.
    private(set) var emptyView: EmptyStateView?

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        // A view never put in a window (an app's unit test, off-screen rendering) counts as laid out
        // once its layer needs no layout and it has a size; until then a reload decides on the
        // next turn. A zero-size view (`UITableView()` sized later by Auto Layout, whose layer may
        // report no pending layout) is not laid out yet.
        layoutPass = LayoutPass(hasCompletedLayout: !scrollView.layer.needsLayout() && !scrollView.bounds.isEmpty)
        super.init()
        RunLoopNesting.installIfNeeded()
        observeKeyboard()
    }

    /// Whether the empty state is on screen, as DZNEmptyDataSet reports it: not yet during
    /// `willAppear`, still during `willDisappear`. (``VisibilityState`` holds the decision, which
    /// changes before those callbacks.)
    var isVisible: Bool { emptyView.map { !$0.isHidden && $0.superview != nil } ?? false }

    // MARK: - Signals

    /// Handles one update signal as ``ChangeResponse`` plans it: reload now, or conceal at most
    /// and leave the decision to the next turn of the main queue (coalesced).
    func handle(_ signal: UpdateSignal) {
        signals.record(signal)
        defer { requestSectionPlaceholderRefresh() }  // EmptyDataSetController+Sections.swift
        if signal == .configurationChange, isAskingProvider { return }
        if signal == .sectionHeightRequery { return }  // only footer heights changed (UIKit/Sections/)
        guard let scrollView else { return }
        notePresence(of: scrollView)
        if signal != .keyboard, signal != .insetChange { memo.forget() }
        let plan = ChangeResponse.plan(
            for: signal, isInsideLayout: layoutPass.defersReloads, mayBeInsideUIKitsWork: { scrollView.mayBeInsideUIKitsWork })
        if plan.reloadsNow {
            let timing = flowReload(for: signal, in: scrollView)
            if timing.decidesNow {
                reload(knownFlowContent: timing.content)
            } else {
                schedule(.reload)
            }
            return
        }
        if plan.concealsIfItemsArrived { concealIfItemsArrived(in: scrollView) }
        if let work = plan.deferredWork { schedule(work) }
    }

    /// When the app's reload decides in the loading flow: not inside its call when it takes the
    /// content away (``ChangeResponse/flowReload(isFlowInUse:hadContent:hasContent:)``), so a
    /// `startLoading()` in the same turn comes first. Only the app's own reloads ask; a stale
    /// nesting's repair runs on a turn anyway. The content found here is passed on to the
    /// decision, so the options' `hasContent` is asked once.
    private func flowReload(for signal: UpdateSignal, in scrollView: UIScrollView) -> ChangeResponse.FlowReload {
        guard signal == .reloadHook || signal == .explicitReload, let loading else {
            return ChangeResponse.FlowReload(decidesNow: true, content: nil)
        }
        return ChangeResponse.flowReload(
            isFlowInUse: true, hadContent: loading.hadContent, hasContent: { hasFlowContent(in: scrollView) })
    }

    /// Called by the hooks as the outermost hooked call begins: makes sure a turn of the main
    /// queue comes, where a call still open (an exception unwound through it) is found stale.
    func outermostCallWillBegin() {
        schedule(.nestingCheck)
    }

    /// The second signal behind the method hooks: the content size changed. Diffable data sources
    /// and other internal UIKit paths can change the items without a public method this package
    /// hooks, but the content size follows the items. The frame follows at once; the decision
    /// waits for the next turn (``ChangeResponse``). Ignored inside a hooked call or a reload
    /// (their own decision follows).
    func contentSizeDidChange() {
        guard !batching.isBatching, !reloadGuard.isReloading, let scrollView else { return }
        signals.record(.contentSize)
        layoutEmptyView()
        concealIfItemsArrived(in: scrollView)
        schedule(.decision)
    }

    /// Moves the view after the adjusted content insets changed (bars, safe area, keyboard); not
    /// while a refresh runs or the user scrolls (``EmptyStateFrame/hold(isRefreshing:isScrolling:isPlaced:isAppearing:)``),
    /// when the layout is retried on later turns of the main queue.
    func adjustedContentInsetDidChange() {
        signals.record(.insetChange)
        if let scrollView { notePresence(of: scrollView) }
        layoutEmptyView()
        followFailureBanner()  // EmptyDataSetController+FailureBanner.swift: frame only, while shown
    }

    /// Re-evaluates the empty state now. A request made while a reload runs (a source method that
    /// calls `reloadData()`) is served by one follow-up pass instead of recursing.
    /// - Parameter knownFlowContent: The flow's content, when the caller just asked for it; used
    ///   by the first pass only (a follow-up pass serves a later request). Default `nil`.
    func reload(knownFlowContent: Bool? = nil) {
        guard reloadGuard.beginReload() else { return }
        var known = knownFlowContent
        repeat {
            performReloadPass(knownFlowContent: known)
            known = nil
        } while reloadGuard.endPass()
        requestSectionPlaceholderRefresh()  // the whole-view state may have changed: sections follow
        pagingDidReload()  // the next page looks again (UIKit/Paging/)
    }

    /// Schedules one ``reload(knownFlowContent:)`` for the next turn of the main queue; further requests before it
    /// runs are coalesced (``DeferredReload``). Used after a source is set, before the app
    /// finished configuring the scroll view.
    func setNeedsReload() {
        handle(.sourceChange)
    }

    /// Called by the view when traits that baked-in fonts and colors depend on changed: the source
    /// or provider is asked again on the next turn, outside UIKit's trait propagation, and an equal
    /// configuration renders again (it looks different under the new traits). A change of size
    /// classes alone (a rotation, an iPad split-view resize) asks only a provider, whose state
    /// carries the traits: a source is not asked on every rotation.
    private func traitsDidChange(onlySizeClasses: Bool) {
        let refresh = TraitRefresh.decide(
            isVisible: visibility.isVisible, onlySizeClasses: onlySizeClasses, origin: contentOrigin,
            hostsContent: emptyView?.hostedContentView != nil)
        guard refresh != .none else { return }
        rendersNextAnyway = refresh == .render
        handle(.traitChange)
    }

    /// Conceals a visible empty state at once when the data source now reports items: it must not
    /// show behind arriving rows for a frame. Asks the data source's count only, never the delegate.
    /// Counts once per concealment: a snapshot of many moves sends many signals.
    private func concealIfItemsArrived(in scrollView: UIScrollView) {
        // Content the app reports itself may not follow the items; a loading state holding its
        // minimum display time stays in front of arriving rows (LoadingFlow).
        guard loading?.options.hasContent == nil, loading?.holdsLoadingState != true else { return }
        let isShowing = visibility.isVisible && !(emptyView?.isConcealed ?? false)
        let conceals = ChangeResponse.concealsAtOnce(
            isVisible: isShowing, wasForced: memo.wasForced, hasItems: { !scrollView.hasNoEmptyDataSetItems })
        if conceals { emptyView?.conceal() }
    }

    func schedule(_ work: DeferredReload.Work) {
        guard deferred.request(work) else { return }
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                self?.runDeferredWork()
            }
        }
    }

    /// Asks for `work` again a little later, while a layout pass or hooked call is open on the
    /// turn (``OpenWorkCheck``); requests made meanwhile join it.
    private func scheduleRetry(_ work: DeferredReload.Work) {
        guard deferred.request(work) else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + OpenWorkCheck.retryDelay) { [weak self] in
            MainActor.assumeIsolated {
                self?.runDeferredWork()
            }
        }
    }

    private func runDeferredWork() {
        guard let requested = deferred.take() else { return }
        // Hooked calls and layout passes are synchronous, but a nested run loop (HTML parsing in a
        // cell) turns the main queue inside them: while one is open the turn waits — for as long
        // as the turn runs deeper in the main run loop than where the open work began
        // (``RunLoopNesting``), up to a safety bound — and only one open across several turns not
        // nested inside it is repaired as cut off by an exception (``OpenWorkCheck``). The counts
        // are repaired even while swizzling is off (they are kept then too); only the work a
        // repair adds waits for the switch.
        let isNested = OpenWorkCheck.isInsideNestedRunLoop(
            depthsAtOpen: [layoutPass.runLoopDepthAtOpen, batching.runLoopDepthAtOpenCall],
            currentDepth: RunLoopNesting.depth)
        let open = OpenWorkCheck.Open(
            isLayingOut: layoutPass.isLayingOut, hasOpenCall: batching.hasOpenCall,
            hasOpenUpdateBlock: batching.hasOpenUpdateBlock, isInsideNestedRunLoop: isNested)
        let work: DeferredReload.Work
        switch openWork.step(for: requested, open: open, reactsToRepair: EmptyDataSetHooks.isEnabled) {
        case .wait(let waiting):
            scheduleRetry(waiting)
            return
        case .run(let toRun, let repairs):
            work = toRun
            if repairs {
                _ = layoutPass.resetStale()
                if batching.resetStaleNesting() { signals.record(.staleNesting) }
            }
        }
        if work == .nestingCheck { return }
        // Every larger work lays out first. A layout a refresh still holds back is not retried
        // again from here (the inset change that ends the refresh asks again); scrolling retries
        // itself.
        layoutEmptyView(retriesHeldLayout: false)
        switch work {
        case .nestingCheck, .layout:
            break
        case .reload:
            reload()
        case .decision:
            decideAfterContentSizeChange()
        }
    }

    /// The deferred decision after content-size changes: asks the app nothing when nothing can
    /// have changed (``DecisionMemo``, with UIKit's own counts as the safety net), else reloads
    /// only if the answer changed.
    private func decideAfterContentSizeChange() {
        guard let scrollView else { return }
        if memo.skipsDecision(isVisible: visibility.isVisible), scrollView.hasEmptyDataSetItemsInItsOwnCounts {
            return
        }
        // In the flow only content matters here (its timer follows the timings): re-evaluate
        // when the answer changed, else ask nothing more.
        if let loading {
            let hasContent = hasFlowContent(in: scrollView)
            memo.recordContent(hasContent)
            if hasContent != loading.hadContent {
                reload()
            } else if visibility.isVisible {
                emptyView?.reveal()  // concealed for rows that do not count (a forced display)
            }
            return
        }
        switch ChangeResponse.decision(shouldShow: shouldShow(in: scrollView), isVisible: visibility.isVisible) {
        case .reload: reload()
        case .reveal: emptyView?.reveal()
        case .nothing: break
        }
    }

    /// Where the content comes from now (``ContentOrigin``).
    var contentOrigin: ContentOrigin {
        ContentOrigin.resolve(hasProvider: provider != nil, hasConfiguration: configuration != nil, hasSource: source != nil)
    }

    /// ``DisplayRule`` applied to the current content, delegate and data source; what the count
    /// found is remembered (``DecisionMemo``).
    private func shouldShow(in scrollView: UIScrollView) -> Bool {
        let delegate = self.delegate
        var countedItems: Bool?
        var wasForced = false
        let shouldShow = DisplayRule.shouldShow(
            hasSource: contentOrigin != .none,
            isForcedToDisplay: {
                let delegateAnswer = self.delegateAnswer(.shouldBeForcedToDisplay, in: scrollView) ?? false
                wasForced = closureLayer?.isForcedToDisplay(delegateAnswer: delegateAnswer) ?? delegateAnswer
                return wasForced
            },
            shouldDisplay: {
                let delegateAnswer = delegate?.emptyDataSetShouldDisplay?(scrollView) ?? true
                return closureLayer?.shouldDisplay(delegateAnswer: delegateAnswer) ?? delegateAnswer
            },
            isEmpty: {
                let isEmpty = scrollView.hasNoEmptyDataSetItems
                countedItems = !isEmpty
                return isEmpty
            })
        memo.record(countedItems: countedItems, wasForced: wasForced)
        return shouldShow
    }

    /// What a reload pass shows: whether the empty state shows, and the configuration it shows
    /// (`nil` with the source protocol).
    struct Decision {
        var shouldShow: Bool
        var configuration: EmptyDataSetConfiguration?
        /// Whether the error state's button shows its activity indicator (a retry or a refresh
        /// over the error runs in the loading flow).
        var isRetrying = false
        /// Whether an in-place update cross-fades (the loading flow changed state).
        var crossFades = false
    }

    /// The decision without the loading flow, as in 1.0.
    private func standardDecision(in scrollView: UIScrollView) -> Decision {
        var decision = Decision(shouldShow: shouldShow(in: scrollView))
        // A provider may describe no empty state: it is asked before the transition, so that its
        // `nil` hides the empty state with the usual callbacks.
        switch contentOrigin {
        case .provider where decision.shouldShow:
            decision.configuration = provideConfiguration(for: scrollView, phase: .empty, error: nil)
            decision.shouldShow = decision.configuration != nil
        case .configuration:
            decision.configuration = configuration
        default:
            break
        }
        return decision
    }

    private func performReloadPass(knownFlowContent: Bool?) {
        guard let scrollView else { return }
        notePresence(of: scrollView)
        var outcome = FlowOutcome()
        let decision: Decision
        if let loading {
            (decision, outcome) = flowDecision(loading, in: scrollView, hasContent: knownFlowContent)
            // What the flow found, so a later content-size change over content asks nothing.
            memo.recordContent(loading.hadContent)
        } else {
            decision = standardDecision(in: scrollView)
        }
        let transition = visibility.resolve(shouldShow: decision.shouldShow)
        if let callback = transition.callbackBefore { send(callback, scrollView) }
        switch transition {
        case .appear, .update:
            let appearing = transition == .appear
            if let described = decision.configuration {
                let content = content(for: described, appearing: appearing, isRetrying: decision.isRetrying)
                show(content, in: scrollView, appearing: appearing, crossFading: decision.crossFades)
            } else if let source = self.source {
                renderGate.invalidate()  // the source's content replaces whatever was rendered
                rendersNextAnyway = false
                endRetry()
                show(
                    EmptyDataSetContent(source: source, scrollView: scrollView), in: scrollView, appearing: appearing,
                    crossFading: decision.crossFades)
            }
        case .disappear:
            renderGate.invalidate()
            endRetry()  // a state change: whatever retry ran no longer owns the button
            hide(in: scrollView)
        case .none:
            break
        }
        if let callback = transition.callbackAfter { send(callback, scrollView) }
        scrollView.emptyDataSetReadMirror.isVisible = isVisible  // off-main reads, whatever set the list up (UIScrollView+EmptyDataSet.swift)
        if let loading { flowDidReload(loading, outcome: outcome, in: scrollView) }
    }

    /// Records which window the scroll view is in, for ``ScreenPresence``: at each signal, and
    /// whenever the empty-state view inside it moves to or from a window (`reportWindowChange()`).
    func notePresence(of scrollView: UIScrollView) {
        presence.observe(
            window: scrollView.window.map(ObjectIdentifier.init), at: CACurrentMediaTime(),
            isScreenTransitioning: { scrollView.isInScreenTransition })
    }

    // MARK: - Showing and hiding

    /// Places the view and applies `content`; `nil` content (a configuration equal to the one
    /// shown) changes nothing but the placement and a concealment's end.
    private func show(_ content: EmptyDataSetContent?, in scrollView: UIScrollView, appearing: Bool, crossFading: Bool) {
        let view = emptyView ?? makeEmptyView()
        // Placed without animation: a reload inside the app's animation block must not animate
        // the empty state in from a zero frame. Its subviews follow at the next layout pass.
        UIView.performWithoutAnimation {
            if view.superview !== scrollView || appearing { insertAtBack(view, of: scrollView) }
            keepBehindRefreshControl(view, in: scrollView)
            layoutEmptyView(isAppearing: appearing)
        }

        if let content {
            apply(content, to: view, crossFading: crossFading && !appearing)
            // A configuration decides what 1.0's delegate decides; the source protocol asks it.
            let behavior = content.behavior
            view.isUserInteractionEnabled = behavior?.allowsTouch ?? delegate?.emptyDataSetShouldAllowTouch?(scrollView) ?? true
            view.setImageAnimation(
                content.imageAnimation,
                requested: behavior?.animatesImage ?? delegate?.emptyDataSetShouldAnimateImageView?(scrollView) ?? false)
            let allowsScroll = ScrollLock.allowsScroll(
                delegateAnswer: behavior.map { $0.allowsScroll } ?? delegate?.emptyDataSetShouldAllowScroll?(scrollView),
                hasRefreshControl: scrollView.hasEmptyDataSetRefreshControl)
            if let isScrollEnabled = scrollLock.engage(current: scrollView.isScrollEnabled, allowsScroll: allowsScroll) {
                scrollView.isScrollEnabled = isScrollEnabled
            }
            fadesIn = behavior?.fadesIn
        }
        didShow(view, in: scrollView, appliedContent: content != nil)

        view.movesFocusOnAppearance = loading == nil
        guard appearing else {
            view.reveal()  // in case a content-size change concealed it (see there)
            return
        }
        view.appear(
            fading: fadesIn ?? delegateAnswer(.shouldFadeIn, in: scrollView) ?? true,
            appearsWithScreen: presence.appearsWithScreen(at: CACurrentMediaTime()))
    }

    private func hide(in scrollView: UIScrollView) {
        emptyView?.disappear()
        willHide(in: scrollView)
        if let saved = scrollLock.release(current: scrollView.isScrollEnabled) { scrollView.isScrollEnabled = saved }
    }

    func makeEmptyView() -> EmptyStateView {
        let view = scrollView?.takePendingEmptyStateView() ?? EmptyStateView()  // read early by key path (DZN)
        view.onTraitChange = { [weak self] onlySizeClasses in self?.traitsDidChange(onlySizeClasses: onlySizeClasses) }
        view.addTapTarget(self, action: #selector(didTapView))
        for button in [view.button, view.primaryButton, view.secondaryButton] {
            button.addTarget(self, action: #selector(didTapButton(_:)), for: .touchUpInside)
        }
        emptyView = view
        return view
    }

    // MARK: - Events

    /// The tap recognizer's action (internal so tests can stand in for a real tap, which UIKit
    /// cannot synthesize).
    @objc func didTapView() {
        guard let scrollView, let emptyView else { return }
        sendTap(.didTapView, sender: emptyView, in: scrollView)
        closureLayer?.didTapContentView()
    }

    @objc private func didTapButton(_ button: UIButton) {
        guard let scrollView else { return }
        if button === emptyView?.primaryButton, emptyView?.primaryButtonRunsRetry == true { runRetry() }
        sendTap(.didTapButton, sender: button, in: scrollView)
        if button !== emptyView?.secondaryButton { closureLayer?.didTapDataButton() }
    }

    private func send(_ callback: VisibilityCallback, _ scrollView: UIScrollView) {
        switch callback {
        case .willAppear: delegate?.emptyDataSetWillAppear?(scrollView)
        case .didAppear: delegate?.emptyDataSetDidAppear?(scrollView)
        case .willDisappear: delegate?.emptyDataSetWillDisappear?(scrollView)
        case .didDisappear: delegate?.emptyDataSetDidDisappear?(scrollView)
        }
        closureLayer?.send(callback)
    }
}

#endif
