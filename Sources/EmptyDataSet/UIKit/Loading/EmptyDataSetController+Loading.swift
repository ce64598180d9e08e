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
    /// - Parameter isAnonymous: Whether its end names no load (`startLoading()`, the default);
    ///   `false` for the async form, whose end names it.
    /// - Returns: The load, for an end that names it; `nil` without a scroll view.
    @discardableResult
    func startLoading(isAnonymous: Bool = true) -> LoadingFlow.LoadID? {
        guard let scrollView else { return nil }
        let kind: LoadKind =
            scrollView.isEmptyDataSetRefreshing ? .refresh : retryState.isRetrying ? .retry : .load
        let load = loadingFlow.start(kind, isAnonymous: isAnonymous)
        reloadForFlowChange()
        return load
    }

    /// A load ended, failed with `error`, or was cancelled (a cancellation error). Asks the app
    /// nothing here (the call may be inside UIKit's updates): the decision, and a report to the
    /// delegate of a failure while content shows, come with the next reload pass.
    /// - Parameters:
    ///   - error: Why it failed; `nil` when it did not.
    ///   - load: The load that ended; `nil` for the oldest open anonymous one.
    func endLoading(error: (any Error)?, load: LoadingFlow.LoadID? = nil) {
        guard scrollView != nil else { return }
        loadingFlow.end(error: error, load: load)
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
        let isForced = delegateAnswer(.shouldBeForcedToDisplay, in: scrollView) == true
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
        let step = loading.decide(hasContent: hasContent)
        let display = step.display
        let outcome = FlowOutcome(announcement: step.announcement, failure: step.failure, holdsOverContent: step.holdsOverContent)
        // A loading state held over rows that arrived leaves now: it fades out over them (the
        // pass hides it at once underneath).
        if display == .content { fadeOutHeldPlaceholder(of: loading, in: scrollView) }
        let appearance = loading.options.appearance(for: display)
        let origin = FlowContentOrigin.resolve(
            display: display, hasProvider: provider != nil, hasStateConfiguration: appearance?.configuration != nil,
            asksSourceInEveryState: loading.options.asksSourceInEveryState, hasConfiguration: configuration != nil,
            hasSource: source != nil)
        var decision = Decision(
            shouldShow: origin != .none, configuration: nil, isRetrying: display == .error(isRetrying: true),
            crossFades: step.changedState)
        // Placeholder rows stand in for the loading state's placeholder (see `flowDidReload`).
        // Over a visible empty or error state they replace it in place, as the loading preset
        // would: the state stays visible for the callbacks (no disappear callbacks, no VoiceOver
        // layout change; the flow announces the loading state) and `flowDidReload` hides its view
        // while the rows show.
        if showsPlaceholderRows(for: display, of: loading, in: scrollView), !visibility.isVisible {
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
            decision.configuration = display == .loading ? .loading() : errorPreset(for: loading)
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
        /// Whether the loading state stays in front of rows that arrived before its minimum
        /// display time passed.
        var holdsOverContent = false
    }

    /// Whether placeholder rows show for `display`: the loading state of a table or collection
    /// view whose options ask for them.
    private func showsPlaceholderRows(for display: FlowDisplay, of loading: EmptyDataSetLoading, in scrollView: UIScrollView) -> Bool {
        display == .loading && loading.options.placeholderRows != nil && scrollView.hasEmptyDataSetRows
    }

    /// After a reload pass in the flow: the placeholder rows show or go (the empty-state view
    /// hidden while they stand in for a visible state), the placeholder is kept in front of rows
    /// that arrived while the loading state holds, the delegate hears of a failure while content
    /// shows, VoiceOver hears the new state, and a timer re-evaluates when the show delay or the
    /// minimum display time runs out.
    func flowDidReload(_ loading: EmptyDataSetLoading, outcome: FlowOutcome, in scrollView: UIScrollView) {
        let showsRows = showsPlaceholderRows(for: loading.displayed, of: loading, in: scrollView)
        updatePlaceholderRows(showsRows ? loading.options.placeholderRows : nil, in: scrollView)
        // Hidden without the disappearance (no callbacks, no VoiceOver layout change): the state
        // is still the flow's placeholder, drawn as rows; shown again in place when they go.
        if visibility.isVisible, let emptyView, emptyView.isHidden != showsRows { emptyView.isHidden = showsRows }
        let front: UIView? = placeholderRowsView ?? (isVisible ? emptyView : nil)
        holdInFront(outcome.holdsOverContent ? front : nil, of: loading, in: scrollView)
        if let failure = outcome.failure { delegate?.emptyDataSet?(scrollView, didFailWhileShowingContent: failure) }
        if let announcement = outcome.announcement { announce(announcement, in: scrollView) }
        loading.scheduleNextChange { [weak self] in self?.handle(.explicitReload) }
        updateOnlineRetry(loading, in: scrollView)
        updateFailureBanner(loading, failure: outcome.failure, in: scrollView)
    }

    /// The error state's preset: the offline preset when the device is offline as far as is known
    /// (``ConnectivityError/defaultState(for:hasOwnDescription:isPathSatisfied:)``: a connectivity
    /// error without the app's own words, and a path last seen unsatisfied — or unknown for
    /// `.notConnectedToInternet`, `.dataNotAllowed` and `.internationalRoamingOff`), else the error preset with the error's
    /// own words; both with the options' retry.
    private func errorPreset(for loading: EmptyDataSetLoading) -> EmptyDataSetConfiguration {
        let error = loading.error ?? UnknownLoadingError()
        // A library's words that only echo the wrapped URLError (Alamofire's `sessionTaskFailed`,
        // Moya's `underlying`) are not the app's own: the offline state says it better.
        let hasOwnDescription = ConnectivityError.isOwnDescription(ErrorWords(error).description, of: error)
        let state = ConnectivityError.defaultState(
            for: error, hasOwnDescription: hasOwnDescription, isPathSatisfied: NetworkPathWatcher.shared.lastKnownPath)
        if state == .offline { return .offline(retry: loading.options.retry) }
        return .error(error, retry: loading.options.retry)
    }

    /// Keeps `view` (the loading state's placeholder or rows) in front of the list's rows while the
    /// loading state holds over rows that arrived (``LoadingHold``: a cover that keeps the rows out
    /// of sight, out of reach of touches and of VoiceOver); with `nil`, ends the hold: the view
    /// goes back behind the rows, the cover fades out with the held view's picture.
    private func holdInFront(_ view: UIView?, of loading: EmptyDataSetLoading, in scrollView: UIScrollView) {
        if let hold = loading.hold, hold.heldView !== view || view == nil {
            let duration = MotionPreferences.stateCrossFadeDuration(isReduceMotionEnabled: AccessibilitySystem.isReduceMotionEnabled())
            hold.end(fadingOver: view == nil ? duration : 0)
            if let held = hold.heldView, held.superview === scrollView {
                insertAtBack(held, of: scrollView)
                if let emptyView = held as? EmptyStateView { keepBehindRefreshControl(emptyView, in: scrollView) }
            }
            loading.hold = nil
        }
        guard let view, view.superview === scrollView else { return }
        if let hold = loading.hold {
            hold.refresh()
        } else {
            loading.hold = LoadingHold(holding: view, in: scrollView)
        }
    }

    /// After a layout pass of the scroll view (the package's layout hook): a hold puts its cover
    /// and view back in front of the cells UIKit just added. Nothing without a hold.
    func loadingHoldDidLayOut() {
        loading?.hold?.refresh()
        if bannerState.isShown, let scrollView { placeFailureBanner(in: scrollView) }
    }

    /// The loading state held in front of rows that arrived leaves with a short cross-fade (at
    /// once with Reduce Motion on): a snapshot of it fades out over the rows while the pass hides
    /// the real placeholder underneath.
    private func fadeOutHeldPlaceholder(of loading: EmptyDataSetLoading, in scrollView: UIScrollView) {
        guard let held = loading.hold?.heldView, held.superview === scrollView, held.window != nil, !held.isHidden else { return }
        let duration = MotionPreferences.stateCrossFadeDuration(isReduceMotionEnabled: AccessibilitySystem.isReduceMotionEnabled())
        // The picture the render server already has: no render pass of its own.
        guard duration > 0, let snapshot = held.snapshotView(afterScreenUpdates: false) else { return }
        HeldPlaceholderFadeView.fade(snapshot, of: held, in: scrollView, duration: duration)
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
