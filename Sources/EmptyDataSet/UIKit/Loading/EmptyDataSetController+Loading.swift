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
        loadingFlow.start(kind)
        reloadForFlowChange()
    }

    /// A load ended, failed with `error`, or was cancelled (a cancellation error). Asks the app
    /// nothing here (the call may be inside UIKit's updates): the decision, and a report to the
    /// delegate of a failure while content shows, come with the next reload pass.
    func endLoading(error: (any Error)?) {
        guard scrollView != nil else { return }
        loadingFlow.end(error: error)
        reloadForFlowChange()
    }

    /// Re-evaluates on the next turn of the main queue (coalesced), not at once: an app often
    /// ends a load and then reloads its data in the same turn, and the decision must see the new
    /// items — never show "empty" for a moment, fire its callbacks, announce it or report an
    /// error as one while content shows. (A `reloadData()` the app makes meanwhile decides
    /// earlier, with its new items.)
    private func reloadForFlowChange() {
        schedule(.reload)
    }

    /// Whether the list has content for the flow: the options' answer, else its items; none when
    /// the delegate forces the empty state to display.
    func hasFlowContent(in scrollView: UIScrollView) -> Bool {
        // Recorded as the standard decision does: rows under a forced placeholder do not
        // conceal it (ChangeResponse.concealsAtOnce).
        let isForced = delegate?.emptyDataSetShouldBeForcedToDisplay?(scrollView) == true
        memo.record(countedItems: nil, wasForced: isForced)
        if isForced { return false }
        if let hasContent = loading?.options.hasContent { return hasContent(scrollView) }
        return !scrollView.hasNoEmptyDataSetItems
    }

    /// The decision of a reload pass in the flow: which state shows and with what placeholder
    /// (``FlowContentOrigin``), and what VoiceOver is to hear once it shows.
    func flowDecision(
        _ loading: EmptyDataSetLoading, in scrollView: UIScrollView, hasContent known: Bool? = nil
    ) -> (Decision, FlowOutcome) {
        let hasContent = known ?? hasFlowContent(in: scrollView)  // `known`: just asked by the caller
        let (display, changedState, announcement, failure) = loading.decide(hasContent: hasContent)
        let outcome = FlowOutcome(announcement: announcement, failure: failure)
        let appearance = loading.options.appearance(for: display)
        let origin = FlowContentOrigin.resolve(
            display: display, hasProvider: provider != nil, hasStateConfiguration: appearance?.configuration != nil,
            asksSourceInEveryState: loading.options.asksSourceInEveryState, hasConfiguration: configuration != nil,
            hasSource: source != nil)
        var decision = Decision(
            shouldShow: origin != .none, configuration: nil, isRetrying: display == .error(isRetrying: true),
            crossFades: changedState)
        // Placeholder rows stand in for the loading state's placeholder (see `flowDidReload`).
        if display == .loading, loading.options.placeholderRows != nil, scrollView.hasEmptyDataSetRows {
            decision.shouldShow = false
        }
        guard decision.shouldShow, delegate?.emptyDataSetShouldDisplay?(scrollView) ?? true else {
            decision.shouldShow = false
            return (decision, outcome)
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
        return (decision, outcome)
    }

    /// What a reload pass in the flow tells others once it is done.
    struct FlowOutcome {
        /// What VoiceOver is to hear.
        var announcement: FlowAnnouncement?
        /// A load's failure while content shows, for the delegate.
        var failure: (any Error)?
    }

    /// After a reload pass in the flow: the delegate hears of a failure while content shows,
    /// VoiceOver hears the new state, and a timer re-evaluates when the show delay or the minimum
    /// display time runs out.
    func flowDidReload(_ loading: EmptyDataSetLoading, outcome: FlowOutcome, in scrollView: UIScrollView) {
        if let failure = outcome.failure { delegate?.emptyDataSet?(scrollView, didFailWhileShowingContent: failure) }
        if let announcement = outcome.announcement { announce(announcement, in: scrollView) }
        let rows = loading.displayed == .loading && scrollView.hasEmptyDataSetRows ? loading.options.placeholderRows : nil
        updatePlaceholderRows(rows, in: scrollView)
        loading.scheduleNextChange { [weak self] in self?.handle(.explicitReload) }
    }

    /// Applies `content`, cross-fading when the flow changed state on a visible placeholder
    /// (loading to empty or error, and back); at once with Reduce Motion on.
    func apply(_ content: EmptyDataSetContent, to view: EmptyStateView, crossFading: Bool) {
        let duration = MotionPreferences.stateCrossFadeDuration(isReduceMotionEnabled: AccessibilitySystem.isReduceMotionEnabled())
        guard crossFading, duration > 0, view.window != nil, !view.isHidden else {
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
        for view in appearance.viewsInFront where view.window === scrollView.window && view.isShownForEmptyDataSet {
            var frame = view.convert(view.bounds, to: scrollView)
            // A view outside the scroll view does not scroll with the content: converted, it
            // carries the current scroll offset; measure it where it is when the scroll view
            // rests at the top (offset -adjustedContentInset.top), as the placeholder's frame is.
            if !view.isDescendant(of: scrollView) {
                frame.origin.y -= scrollView.contentOffset.y + scrollView.adjustedContentInset.top
            }
            guard frame.maxX > rect.minX, frame.minX < rect.maxX, frame.minY < rect.maxY else { continue }
            lowest = max(lowest ?? frame.maxY, frame.maxY)
        }
        return EmptyStateFrame.placeholderRect(
            in: rect, insets: LayoutInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
            frontViewsBottom: lowest)
    }

    /// Tells VoiceOver the state, queued after what it is saying; focus stays where the user is.
    /// Nothing for a list that is not where the user is (``UserPresentation``: behind a sheet, in
    /// a hidden child, in the other column of a split view).
    private func announce(_ announcement: FlowAnnouncement, in scrollView: UIScrollView) {
        guard AccessibilitySystem.isVoiceOverRunning(), scrollView.userPresentation.isUserHere else { return }
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

extension UIView {
    /// Whether the view shows on screen as far as its own and its ancestors' `isHidden` and
    /// `alpha` go (in a window).
    var isShownForEmptyDataSet: Bool {
        guard window != nil else { return false }
        var current: UIView? = self
        while let view = current {
            if view.isHidden || view.alpha < 0.01 { return false }
            current = view.superview
        }
        return true
    }
}

/// The error shown when a load failed without a known error (never in practice: the flow records
/// the error it is given); the error preset gives it its generic text.
private struct UnknownLoadingError: Error {}
#endif
