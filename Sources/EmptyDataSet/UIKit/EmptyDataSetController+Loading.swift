#if canImport(UIKit)
import UIKit

// The loading flow in the controller: starts and ends, the decision of each reload pass, the
// state's placeholder, its placement, the cross-fade and what VoiceOver hears.
extension EmptyDataSetController {
    /// The flow, made on first use. From then on the scroll view is in the flow: nothing shows
    /// until the first start or end.
    var loadingFlow: EmptyDataSetLoading {
        if let loading { return loading }
        let made = EmptyDataSetLoading()
        loading = made
        if let scrollView { EmptyDataSetHooks.installIfNeeded(for: scrollView) }
        return made
    }

    /// The public phase.
    var phase: EmptyDataSetPhase {
        guard let loading else { return visibility.isVisible ? .empty : .content }
        return loading.phase(for: loading.displayed)
    }

    /// A load started. A pull to refresh (the refresh control is refreshing) or a retry from the
    /// error state's button counts as such: neither replaces what shows with the loading state.
    func startLoading() {
        guard let scrollView else { return }
        let kind: LoadKind =
            scrollView.isEmptyDataSetRefreshing ? .refresh : retryState.isRetrying ? .retry : .load
        loadingFlow.start(kind, hasContent: hasFlowContent(in: scrollView))
        reloadForFlowChange()
    }

    /// A load ended, failed with `error`, or was cancelled (a cancellation error).
    func endLoading(error: (any Error)?) {
        guard let scrollView else { return }
        let report = loadingFlow.end(error: error, hasContent: hasFlowContent(in: scrollView))
        if report == .whileShowingContent, let error {
            delegate?.emptyDataSet?(scrollView, didFailWhileShowingContent: error)
        }
        reloadForFlowChange()
    }

    /// Re-evaluates on the next turn of the main queue (coalesced), not at once: an app often
    /// ends a load and then reloads its data in the same turn, and the decision must see the new
    /// items — never show "empty" for a moment, fire its callbacks or announce it.
    private func reloadForFlowChange() {
        schedule(.reload)
    }

    /// Whether the list has content for the flow: the options' answer, else its items; none when
    /// the delegate forces the empty state to display.
    private func hasFlowContent(in scrollView: UIScrollView) -> Bool {
        if delegate?.emptyDataSetShouldBeForcedToDisplay?(scrollView) == true { return false }
        if let hasContent = loading?.options.hasContent { return hasContent(scrollView) }
        return !scrollView.hasNoEmptyDataSetItems
    }

    /// The decision of a reload pass in the flow: which state shows and with what placeholder
    /// (``FlowContentOrigin``), and what VoiceOver is to hear once it shows.
    func flowDecision(
        _ loading: EmptyDataSetLoading, in scrollView: UIScrollView
    ) -> (Decision, FlowAnnouncement?) {
        let (display, changedState, announcement) = loading.decide(hasContent: hasFlowContent(in: scrollView))
        crossFadesNextUpdate = changedState
        let appearance = loading.options.appearance(for: display)
        let origin = FlowContentOrigin.resolve(
            display: display, hasProvider: provider != nil, hasStateConfiguration: appearance?.configuration != nil,
            asksSourceInEveryState: loading.options.asksSourceInEveryState, hasConfiguration: configuration != nil,
            hasSource: source != nil)
        var decision = Decision(shouldShow: origin != .none, configuration: nil, isRetrying: display == .error(isRetrying: true))
        // Placeholder rows stand in for the loading state's placeholder (see `flowDidReload`).
        if display == .loading, loading.options.placeholderRows != nil, scrollView.hasEmptyDataSetRows {
            decision.shouldShow = false
        }
        guard decision.shouldShow, delegate?.emptyDataSetShouldDisplay?(scrollView) ?? true else {
            decision.shouldShow = false
            return (decision, announcement)
        }
        switch origin {
        case .provider:
            let isError = display != .loading && display != .empty
            decision.configuration = provideConfiguration(
                for: scrollView, phase: loading.phase(for: display), error: isError ? loading.error : nil)
            decision.shouldShow = decision.configuration != nil
        case .stateConfiguration:
            decision.configuration = appearance?.configuration
        case .preset:
            decision.configuration = display == .loading
                ? .loading() : .error(loading.error ?? UnknownLoadingError(), retry: loading.options.retry)
        case .configuration:
            decision.configuration = configuration
        case .source, .none:
            break
        }
        return (decision, announcement)
    }

    /// After a reload pass in the flow: VoiceOver hears the new state, and a timer re-evaluates
    /// when the show delay or the minimum display time runs out.
    func flowDidReload(_ loading: EmptyDataSetLoading, announcing announcement: FlowAnnouncement?, in scrollView: UIScrollView) {
        if let announcement { announce(announcement, in: scrollView) }
        let rows = loading.displayed == .loading && scrollView.hasEmptyDataSetRows ? loading.options.placeholderRows : nil
        updatePlaceholderRows(rows, in: scrollView)
        loading.scheduleNextChange { [weak self] in self?.handle(.explicitReload) }
    }

    /// Applies `content`, cross-fading when the flow changed state on a visible placeholder
    /// (loading to empty or error, and back); at once with Reduce Motion on.
    func applyCrossFading(_ content: EmptyDataSetContent, to view: EmptyStateView, appearing: Bool) {
        let duration = MotionPreferences.stateCrossFadeDuration(isReduceMotionEnabled: AccessibilitySystem.isReduceMotionEnabled())
        guard crossFadesNextUpdate, !appearing, duration > 0, view.window != nil, !view.isHidden else {
            view.apply(content)
            return
        }
        UIView.transition(
            with: view, duration: duration, options: [.transitionCrossDissolve, .allowUserInteraction],
            animations: { view.apply(content) })
    }

    /// The part of `rect` the current state's placeholder occupies: its insets, below the views
    /// kept in front of it (``EmptyStateFrame/placeholderRect(in:insets:frontViewsBottom:)``).
    func flowPlacement(of rect: CGRect, in scrollView: UIScrollView) -> CGRect {
        guard let loading, let appearance = loading.options.appearance(for: loading.displayed) else { return rect }
        let insets = appearance.insets
        var lowest: CGFloat?
        for view in appearance.viewsInFront where view.window != nil && view.window === scrollView.window && !view.isHidden {
            var frame = view.convert(view.bounds, to: scrollView)
            // A view outside the scroll view does not scroll with the content: measure it where
            // it is when the scroll view rests at the top, as the placeholder's frame is.
            if !view.isDescendant(of: scrollView) {
                frame.origin.y += scrollView.contentOffset.y + scrollView.adjustedContentInset.top
            }
            guard frame.maxX > rect.minX, frame.minX < rect.maxX, frame.minY < rect.maxY else { continue }
            lowest = max(lowest ?? frame.maxY, frame.maxY)
        }
        return EmptyStateFrame.placeholderRect(
            in: rect, insets: LayoutInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
            frontViewsBottom: lowest)
    }

    /// Tells VoiceOver the state, queued after what it is saying; focus stays where the user is.
    private func announce(_ announcement: FlowAnnouncement, in scrollView: UIScrollView) {
        guard AccessibilitySystem.isVoiceOverRunning(), scrollView.window != nil else { return }
        let text: String?
        switch announcement {
        case .loading: text = PresetLocalization.string(for: .loading)
        case .loaded: text = PresetLocalization.string(for: .loaded)
        case .empty, .error: text = isVisible ? emptyView?.spokenSummary : nil
        }
        guard let text, !text.allSatisfy(\.isWhitespace) else { return }
        let queued = NSAttributedString(string: text, attributes: [.accessibilitySpeechQueueAnnouncement: true])
        AccessibilitySystem.post(.announcement, queued)
    }
}

/// The error shown when a load failed without a known error (never in practice: the flow records
/// the error it is given); the error preset gives it its generic text.
private struct UnknownLoadingError: Error {}
#endif
