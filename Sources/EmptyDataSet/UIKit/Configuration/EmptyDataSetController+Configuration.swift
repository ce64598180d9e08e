#if canImport(UIKit)
import UIKit

// Configurations: asking the provider, rendering only what changed, the error preset's retry, and
// the search text the provider's state (and a hosted content configuration's) carries.
extension EmptyDataSetController {
    /// The content to render for `configuration`, or `nil` when it is the one already shown (with
    /// the same retry state): an equal configuration changes nothing — no apply, no layout pass,
    /// no animation, no VoiceOver post.
    /// - Parameters:
    ///   - configuration: The configuration to show.
    ///   - appearing: Whether the empty state appears now (it renders even when equal).
    ///   - isRetrying: Whether the loading flow runs a retry or a refresh over the error state
    ///     (besides the preset's own retry, which ``retryState`` follows).
    func content(for configuration: EmptyDataSetConfiguration, appearing: Bool, isRetrying flowIsRetrying: Bool = false) -> EmptyDataSetContent? {
        // A new state — not merely a new retry closure, which a provider makes on every call —
        // frees the button: whatever retry ran no longer owns it.
        if let rendered = renderGate.rendered?.description, !rendered.describesSameState(as: configuration) {
            endRetry()
        }
        let isRetrying = retryState.isRetrying || flowIsRetrying
        // A hosted content configuration's state carries the search text (iOS 17+): a new text
        // renders even an equal configuration, since Apple's `search()` shows the query.
        let searchText = configuration.contentBox == nil ? nil : hostedSearchText()
        let searchTextChanged =
            configuration.contentBox != nil && SearchTextTracking.differs(emptyView?.hostedSearchText, searchText)
        // The same state with a new retry closure (a provider makes one on every call) renders
        // nothing; the newest closure is kept for the next tap.
        let force = appearing || rendersNextAnyway || searchTextChanged
        rendersNextAnyway = false
        guard renderGate.shouldRender(configuration, isRetrying: isRetrying, force: force, same: {
            $0.describesSameState(as: $1)
        }) else { return nil }
        let traits = scrollView?.traitCollection ?? UITraitCollection()
        return EmptyDataSetContent(configuration: configuration, isRetrying: isRetrying, traits: traits, searchText: searchText)
    }

    /// The search text a hosted content configuration's state carries: the followed search
    /// field's, from iOS 17 (`UIContentUnavailableConfigurationState` has it; the earlier state has
    /// no such field, so nothing is followed for it there).
    private func hostedSearchText() -> String? {
        guard #available(iOS 17.0, tvOS 17.0, *), let scrollView else { return nil }
        let text = followSearchField(of: scrollView)?.text
        searchText.provide(text)
        return text
    }

    /// Asks the provider for the configuration of the current state. A provider that sets a
    /// configuration or reloads from inside itself does not recurse: a reload is served by one
    /// follow-up pass (``ReloadGuard``), and a configuration change made while it is asked is
    /// ignored (it would ask it again on every turn).
    ///
    /// The provider is held strongly by the scroll view for as long as it is set, and the scroll
    /// view usually belongs to the view controller that sets it: a provider that captures that
    /// controller strongly makes a cycle that keeps both alive after the screen closed. Apps
    /// capture `[weak self]` (the documentation says so); the package drops nothing of it by itself
    /// except by `emptyDataSetConfigurationProvider = nil`.
    func provideConfiguration(
        for scrollView: UIScrollView, phase: EmptyDataSetPhase, error: (any Error)?
    ) -> EmptyDataSetConfiguration? {
        guard let provider else { return nil }
        let text = followSearchField(of: scrollView)?.text
        searchText.provide(text)
        let state = EmptyDataSetConfigurationState(
            traitCollection: scrollView.traitCollection, searchText: text, phase: phase, error: error)
        isAskingProvider = true
        defer { isAskingProvider = false }
        guard #available(iOS 17.0, tvOS 17.0, *) else { return provider(state) }
        return askObserving { provider(state) }
    }

    /// Asks the provider under Observation's tracking (``evaluateObserving(in:_:closeArmingTurn:requestTurn:)``):
    /// when an `@Observable` property it read changes, it is asked again on a later main-queue turn,
    /// once however many properties changed, through the same path as
    /// ``UIKit/UIScrollView/setNeedsUpdateEmptyDataSetConfiguration()`` (coalesced with it).
    ///
    /// UIKit's own automatic observation tracking (iOS 18 with `UIObservationTrackingEnabled`, on
    /// by default from iOS 26) tracks reads inside `layoutSubviews()`, `viewWillLayoutSubviews()`,
    /// `updateProperties()` and cell configuration handlers. The provider is asked in the package's
    /// reload pass, which is not one of those — except when the app reloads from such a method
    /// (a `reloadEmptyDataSet()` in `viewWillLayoutSubviews()`): then UIKit also records the
    /// provider's reads and runs the app's method again when they change, besides this re-asking.
    /// That costs one extra pass at most, which renders nothing (an equal configuration changes
    /// nothing), and cannot loop: neither side writes the model, and a change written by the
    /// pass's own callbacks is followed at most twice in a row (``ObservationCoalescing``).
    @available(iOS 17.0, tvOS 17.0, *)
    private func askObserving(_ ask: () -> EmptyDataSetConfiguration?) -> EmptyDataSetConfiguration? {
        let observation = providerObservation ?? ObservationCoalescing()
        providerObservation = observation
        return evaluateObserving(
            in: observation, ask,
            closeArmingTurn: { DispatchQueue.main.async { observation.armingTurnDidEnd() } },
            requestTurn: { [weak self] in
                // Any thread: Observation calls back where the model changed, before the store.
                let isOffMain = !Thread.isMainThread
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { self?.observedPropertiesDidChange(offMain: isOffMain) }
                }
            })
    }

    /// The turn after a property the provider read changed: ask it again (once for the turn).
    ///
    /// A change made on another thread is announced in the property's `willSet`: the main turn
    /// can run before that thread stores the new value, read the old one and arm a tracking that
    /// the store no longer reaches. So such a turn is followed by one more ask on a second turn
    /// (an equal configuration renders nothing). A store that takes longer than that can still be
    /// missed: write observed models on the main actor, or call
    /// ``UIKit/UIScrollView/setNeedsUpdateEmptyDataSetConfiguration()`` after a background write.
    private func observedPropertiesDidChange(offMain: Bool) {
        guard let observation = providerObservation else { return }
        // The provider was removed since: nothing of what it read is followed any more.
        guard provider != nil else { return observation.reset() }
        guard observation.takeTurn() else { return }
        handle(.configurationChange)
        guard offMain else { return }
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.provider != nil else { return }
                self.handle(.configurationChange)
            }
        }
    }

    /// Runs the error preset's retry: the button shows an activity indicator and is disabled until
    /// the operation returns or throws, or a new configuration replaces the error. The error stays
    /// on screen meanwhile.
    /// - Parameter fallback: What runs when the rendered configuration has no retry of its own (the
    ///   loading options' retry, for an error state the source draws); `nil` (the default) for
    ///   nothing.
    func runRetry(orElse fallback: (@MainActor () async throws -> Void)? = nil) {
        guard let operation = renderGate.rendered?.description.retry?.operation ?? fallback, let run = retryState.start()
        else { return }
        // At once (a tap is outside UIKit's updates): the button shows its indicator now.
        reload()
        Task { @MainActor [weak self] in
            do {
                try await operation()
            } catch {
                // The app reports its own failure (typically by setting a new error configuration).
            }
            guard let self, self.retryState.finish(run) else { return }
            self.reload()
        }
    }

    /// Ends the retry that runs, if any, as far as the button is concerned: the state changed (a
    /// new configuration, the empty state hid, the source's content replaced the configuration),
    /// and the button is usable again. The app's work is not cancelled — the retry usually causes
    /// the change itself (its rows arrive, it shows progress) and must run on — and a late finish
    /// of it changes nothing (``RetryState``).
    func endRetry() {
        retryState.reset()
    }

    // MARK: - Search text

    /// The search field whose text the state carries (``searchField(of:)``), observed so that the
    /// provider's state, or a hosted configuration's, follows what the user types. Only looked for
    /// while a provider is asked or a content configuration is shown.
    ///
    /// Which UIKit paths reach the observation: `UITextField.textDidChangeNotification`, which the
    /// field posts for typing, dictation, paste and a tapped suggestion (and for marked-text
    /// updates, which ``SearchTextTracking`` filters out). Paths that bypass it: text set in code
    /// (`searchBar.text =`, the Cancel button clearing the field, a search token added in code)
    /// posts nothing and shows at the next reload, which the app's own reload after filtering
    /// brings. The field is looked for again on every reload that asks, so a search controller
    /// installed or replaced later is followed from then on.
    private func followSearchField(of scrollView: UIScrollView) -> UITextField? {
        let field = searchField(of: scrollView)
        guard field !== observedSearchField else { return field }
        let center = NotificationCenter.default
        if let observed = observedSearchField {
            center.removeObserver(self, name: UITextField.textDidChangeNotification, object: observed)
        }
        observedSearchField = field
        if let field {
            center.addObserver(
                self, selector: #selector(searchTextDidChange(_:)), name: UITextField.textDidChangeNotification, object: field)
        }
        return field
    }

    /// Typing asks again while the text matters: a provider is set, or a hosted content
    /// configuration shows (the configuration rendered last; forgotten when the empty state hides).
    @objc private func searchTextDidChange(_ notification: Notification) {
        let followsText = provider != nil || renderGate.rendered?.description.contentBox != nil
        guard followsText, searchText.needsUpdate(for: observedSearchField?.text) else { return }
        handle(.configurationChange)
    }

    /// The search field whose text the state carries, where apps put their search
    /// (``SearchTextTracking/preferred(_:)`` picks among what is found):
    /// - the search bar the app named (``UIKit/UIScrollView/emptyDataSetSearchBar``);
    /// - a table header that is, or holds, a search bar;
    /// - up the scroll view's view controller and its parents, nearest first: a `UISearchController`
    ///   (the scroll view is in its results controller), a `navigationItem.searchController`, and
    ///   from iOS 18 a `UISearchTab`'s navigation stack (root first) while its search is active.
    /// Parents only, never a presenting controller: a sheet over a searching screen is not its search.
    /// tvOS has no search text field to follow (`searchTextField` is iOS-only).
    private func searchField(of scrollView: UIScrollView) -> UITextField? {
        #if os(tvOS)
        return nil
        #else
        typealias Candidate = SearchTextTracking.Candidate<UISearchBar>
        var found: [Candidate] = []
        if let named = scrollView.emptyDataSetSearchBar { found.append(Candidate(source: .named, level: 0, field: named)) }
        if let header = (scrollView as? UITableView)?.tableHeaderView, let bar = Self.searchBar(in: header) {
            found.append(Candidate(source: .tableHeader, level: 0, field: bar))
        }
        var controller = Self.viewController(of: scrollView)
        var level = 0
        while let current = controller {
            if let search = current as? UISearchController {
                found.append(Candidate(source: .searchController, level: level, field: search.searchBar))
            }
            if let search = current.navigationItem.searchController {
                found.append(Candidate(source: .navigationItem, level: level, field: search.searchBar))
            }
            // `UIViewController.tab` and `UISearchTab` are iOS 18, visionOS 2 (UITab.h, UISearchTab.h;
            // tvOS 18 too, but tvOS follows no search field: this whole lookup is iOS and visionOS).
            if #available(iOS 18.0, visionOS 2.0, *), let bar = Self.searchTabBar(of: current) {
                found.append(Candidate(source: .searchTab, level: level, field: bar))
            }
            controller = current.parent
            level += 1
        }
        return SearchTextTracking.preferred(found)?.searchTextField
        #endif
    }

    #if !os(tvOS)
    /// The nearest view controller up the responder chain.
    private static func viewController(of view: UIView) -> UIViewController? {
        var responder: UIResponder? = view.next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    /// `view` when it is a search bar, else the first search bar among its subviews (two levels:
    /// a header that wraps the bar in a container).
    private static func searchBar(in view: UIView) -> UISearchBar? {
        if let bar = view as? UISearchBar { return bar }
        for subview in view.subviews {
            if let bar = subview as? UISearchBar { return bar }
        }
        for subview in view.subviews {
            if let bar = subview.subviews.lazy.compactMap({ $0 as? UISearchBar }).first { return bar }
        }
        return nil
    }

    /// When `controller` is the view controller of an iOS 18 `UISearchTab` (the tab made it): the
    /// search bar of the search controller its navigation stack shows (the root's first), while
    /// that search is active. A screen pushed in a search tab is a results list the app pushed for
    /// the search only while the user searches (Apple keeps the search active while a screen is
    /// pushed over its results); once the search ends (Cancel, or the app sets `isActive` to
    /// `false`), a pushed screen — a detail screen, another list — is no screen of that search and
    /// must not show "No Results for “kiwi”". The tab's root screen itself is not concerned: it
    /// follows its own `navigationItem.searchController`, active or not. A detail screen pushed
    /// while the search is still active does follow it; such a screen names a bar of its own
    /// (``UIKit/UIScrollView/emptyDataSetSearchBar``) or shows a configuration without the query.
    @available(iOS 18.0, visionOS 2.0, *)
    private static func searchTabBar(of controller: UIViewController) -> UISearchBar? {
        guard controller.tab is UISearchTab else { return nil }
        let stack = (controller as? UINavigationController)?.viewControllers ?? [controller]
        guard let search = stack.lazy.compactMap({ $0.navigationItem.searchController }).first, search.isActive
        else { return nil }
        return search.searchBar
    }
    #endif
}
#endif
