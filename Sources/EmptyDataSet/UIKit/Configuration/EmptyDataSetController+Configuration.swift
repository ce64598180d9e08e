#if canImport(UIKit)
import UIKit

// Configurations: asking the provider, rendering only what changed, the error preset's retry, and
// the search text the provider's state carries.
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
        // The same state with a new retry closure (a provider makes one on every call) renders
        // nothing; the newest closure is kept for the next tap.
        let force = appearing || rendersNextAnyway
        rendersNextAnyway = false
        guard renderGate.shouldRender(configuration, isRetrying: isRetrying, force: force, same: {
            $0.describesSameState(as: $1)
        }) else { return nil }
        let traits = scrollView?.traitCollection ?? UITraitCollection()
        var content = EmptyDataSetContent(configuration: configuration, isRetrying: isRetrying, traits: traits)
        if let contentConfiguration = configuration.contentConfiguration {
            content.customView = hostedView(for: contentConfiguration)
        } else {
            hostedContentView = nil
        }
        return content
    }

    /// The view for a UIKit content configuration: the one made before, updated in place, while it
    /// supports the new configuration; else a new one.
    private func hostedView(for configuration: any UIContentConfiguration) -> UIView {
        if let hosted = hostedContentView, canShow(configuration, in: hosted) {
            hosted.configuration = configuration
            return hosted
        }
        let made = configuration.makeContentView()
        // Sized by its own constraints, at most the readable width (see CustomViewSizing).
        made.translatesAutoresizingMaskIntoConstraints = false
        hostedContentView = made
        return made
    }

    private func canShow(_ configuration: any UIContentConfiguration, in view: any UIView & UIContentView) -> Bool {
        if #available(iOS 16.0, tvOS 16.0, *) { return view.supports(configuration) }
        return type(of: view.configuration) == type(of: configuration)
    }

    /// Asks the provider for the configuration of the current state. A provider that sets a
    /// configuration or reloads from inside itself does not recurse: a reload is served by one
    /// follow-up pass (``ReloadGuard``), and a configuration change made while it is asked is
    /// ignored (it would ask it again on every turn).
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
        return provider(state)
    }

    /// Runs the error preset's retry: the button shows an activity indicator and is disabled until
    /// the operation returns or throws, or a new configuration replaces the error. The error stays
    /// on screen meanwhile.
    func runRetry() {
        guard let handler = renderGate.rendered?.description.retry, let run = retryState.start() else { return }
        // At once (a tap is outside UIKit's updates): the button shows its indicator now.
        reload()
        Task { @MainActor [weak self] in
            do {
                try await handler.operation()
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

    /// The search field of the search controller of the view controller that shows `scrollView`,
    /// observed so that the provider's state follows what the user types. Only looked for while a
    /// provider is set.
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

    @objc private func searchTextDidChange(_ notification: Notification) {
        guard provider != nil, searchText.needsUpdate(for: observedSearchField?.text) else { return }
        handle(.configurationChange)
    }

    private func searchField(of scrollView: UIScrollView) -> UITextField? {
        #if os(tvOS)
        return nil
        #else
        var responder: UIResponder? = scrollView
        while let current = responder {
            if let controller = current as? UIViewController {
                return controller.navigationItem.searchController?.searchBar.searchTextField
                    ?? controller.parent?.navigationItem.searchController?.searchBar.searchTextField
            }
            responder = current.next
        }
        return nil
        #endif
    }
}
#endif
