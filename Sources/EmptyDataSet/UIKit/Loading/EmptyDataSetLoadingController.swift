#if canImport(UIKit)
import UIKit

/// The loading / error / empty / content flow for any view: a card, a detail screen, a map, a
/// web view's container — StatefulViewController's use, with the decision of a scroll view's
/// flow (``UIKit/UIScrollView/startLoading()``).
///
/// You say when loads start and end, and whether the view has content; the controller shows the
/// loading, error or empty placeholder over the view (an ``EmptyDataSetContentView`` filling it)
/// or nothing when there is content:
///
/// ```swift
/// lazy var states = EmptyDataSetLoadingController(view: cardView) { [weak self] in
///     self?.profile != nil
/// }
///
/// func load() async {
///     states.options.empty.configuration = noProfile
///     states.options.retry = { [weak self] in await self?.load() }
///     profile = try? await states.loading { try await api.fetchProfile() }
///     showProfile()
/// }
/// ```
///
/// The decision is the scroll view's, with the same options (``EmptyDataSetLoadingOptions``):
/// content present → no placeholder, whatever else is true; else loading → the loading state
/// (after ``EmptyDataSetLoadingOptions/showDelay``, and for at least
/// ``EmptyDataSetLoadingOptions/minimumDisplayDuration``); else the last load failed → the error
/// state (the ``EmptyDataSetConfiguration/error(_:retry:)`` preset with
/// ``EmptyDataSetLoadingOptions/retry``); else the empty state. Before the first start or end,
/// nothing shows. Each state's placeholder is the options' configuration for it (or a provider's,
/// ``configurationProvider``), else the loading and error presets; the empty state shows only
/// with a configuration (there is no empty-state source for a plain view).
///
/// **Timing.** Starts, ends and ``setNeedsUpdate()`` decide on the next turn of the main queue,
/// once however many came in the turn, asking `hasContent` once: ending a load before or after
/// updating the content in the same turn is the same, and nothing flashes.
///
/// **The placeholder.** It fills the view (a scroll view's visible area, for a scroll view; a
/// `UIVisualEffectView`'s `contentView`, for a material card) and sits in front of its subviews;
/// without a background color of its own it takes the view's (`systemBackground` when the view
/// has none), so it covers whatever the view shows — over a `UIVisualEffectView` it stays clear,
/// so the material shows through. Its content keeps clear of the view's safe area (a table's
/// navigation bar and home indicator). It takes the touches on it and VoiceOver reads it alone
/// (`accessibilityViewIsModal`), not the covered content — unless its configuration's
/// ``EmptyDataSetConfiguration/allowsTouch`` is `false`: then touches and VoiceOver both reach
/// the content under it. A move to another state cross-fades
/// (at once with Reduce Motion on); it appears and goes at once; while a state holds, its
/// configuration stays (a running retry keeps its activity indicator). VoiceOver hears each state
/// as in a scroll view's flow — "Loading", then the empty or error state's title, or "Loaded"
/// when content replaces a placeholder or a placeholder goes with nothing to show for the state
/// (no empty-state configuration) — as queued announcements that leave its focus where it is,
/// and nothing while the view is not where the user is.
///
/// Options a view has no use for are ignored: each state's `insets` and `viewsInFront`,
/// `placeholderRows`, `asksSourceInEveryState` and `hasContent` (the initializer's closure
/// answers). Keep the controller for as long as the view (a property of your view controller): it
/// holds the view weakly, and a controller released while its placeholder shows leaves that
/// placeholder in the view. Capture `self` weakly in the closures you give it.
@MainActor
public final class EmptyDataSetLoadingController {
    /// The view the flow covers; `nil` once it is gone (the controller then does nothing).
    public private(set) weak var view: UIView?

    /// The timings, each state's placeholder and the retry, as for a scroll view. Setting them
    /// decides again on the next turn of the main queue.
    public var options = EmptyDataSetLoadingOptions() {
        didSet {
            loading.options = options
            setNeedsUpdate()
        }
    }

    /// Describes every state instead of the options' configurations: it gets the phase
    /// (``EmptyDataSetConfigurationState/phase``), the failed load's error and the view's traits,
    /// and returns the placeholder, or `nil` for none. `nil` (the default) uses the options.
    public var configurationProvider: (@MainActor (EmptyDataSetConfigurationState) -> EmptyDataSetConfiguration?)? {
        didSet { setNeedsUpdate() }
    }

    /// Called when a load fails while the view shows content (no placeholder goes over content:
    /// show a banner instead); `nil` (the default) for nothing.
    public var didFailWhileShowingContent: (@MainActor (any Error) -> Void)?

    /// Whether the view has content, asked once per decision.
    private let hasContent: @MainActor () -> Bool
    /// Core's flow on the media clock, with the announcements' tracker and the timer.
    private let loading = EmptyDataSetLoading()
    /// The placeholder while one shows.
    private(set) var placeholderView: EmptyDataSetContentView?
    private var isDecisionScheduled = false
    /// How many decisions ran (tests: the decision is deferred and coalesced).
    private(set) var decisionCount = 0

    /// A flow for `view`.
    /// - Parameters:
    ///   - view: The view the placeholder covers; held weakly.
    ///   - hasContent: Whether the view has content now; asked once per decision (keep it cheap).
    public init(view: UIView, hasContent: @escaping @MainActor () -> Bool) {
        self.view = view
        self.hasContent = hasContent
    }

    /// Where the flow is: what its placeholder shows now (``EmptyDataSetPhase``).
    public var phase: EmptyDataSetPhase {
        loading.phase(for: loading.displayed)
    }

    /// The error of the last failed load; `nil` when the last load did not fail.
    public var error: (any Error)? {
        loading.error
    }

    /// Starts a load: without content, the loading state shows once the load has run for the
    /// show delay. A load started by the error state's Try Again button keeps the error on screen
    /// with the button's activity indicator. Starts nest: call ``endLoading(error:)`` once per start
    /// (or set ``EmptyDataSetLoadingOptions/nestsStarts`` to `false`).
    public func startLoading() {
        loading.start(placeholderView?.isRetrying == true ? .retry : .load)
        setNeedsUpdate()
    }

    /// Ends a load: no placeholder if the view has content; else the error state for `error`, else
    /// the empty state. A cancellation (as ``UIKit/UIScrollView/endLoading(error:)`` recognizes
    /// one) ends the load without an outcome; an error while content shows goes to
    /// ``didFailWhileShowingContent``. An end without a start counts as a load that just ended.
    /// - Parameter error: Why the load failed; `nil` (the default) when it did not.
    public func endLoading(error: (any Error)? = nil) {
        loading.end(error: error)
        setNeedsUpdate()
    }

    /// Runs `operation` as one load: ``startLoading()`` before it and ``endLoading(error:)``
    /// after it, with the error it throws (rethrown). A cancelled task records no outcome.
    /// - Parameter operation: The load.
    /// - Returns: What the operation returns.
    @discardableResult
    public func loading<Value>(_ operation: @MainActor () async throws -> Value) async throws -> Value {
        let load = loading.start(placeholderView?.isRetrying == true ? .retry : .load, isAnonymous: false)
        setNeedsUpdate()
        do {
            let value = try await operation()
            loading.end(error: Task.isCancelled ? CancellationError() : nil, load: load)
            setNeedsUpdate()
            return value
        } catch {
            loading.end(error: Task.isCancelled ? CancellationError() : error, load: load)
            setNeedsUpdate()
            throw error
        }
    }

    /// Decides again on the next turn of the main queue: call it when the answer of `hasContent`
    /// changed outside a load (the user deleted the last item) or a placeholder's configuration
    /// should be asked again.
    public func setNeedsUpdate() {
        guard !isDecisionScheduled else { return }
        isDecisionScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                self?.decide()
            }
        }
    }

    // MARK: - Deciding

    private func decide() {
        isDecisionScheduled = false
        guard let view else { return }
        decisionCount += 1
        let step = loading.decide(hasContent: hasContent())
        let configuration = placeholder(for: step.display, in: view)
        let transition = ViewFlowTransition.make(
            wasShowing: placeholderView != nil, display: step.display, hasPlaceholder: configuration != nil,
            changedState: step.changedState)
        switch transition {
        case .none:
            break
        case .appear:
            guard let configuration else { break }
            show(configuration, in: view)
        case .update(let crossFades):
            guard let configuration, let placeholderView else { break }
            // The same state described the same way (a decision while the error's retry runs,
            // whose preset is built again with a new retry closure) keeps the configuration
            // shown: a new closure would free the running retry's button.
            if !crossFades, placeholderView.emptyDataSetConfiguration.describesSameState(as: configuration) {
                placeholderView.superview?.bringSubviewToFront(placeholderView)
                break
            }
            update(placeholderView, to: configuration, crossFading: crossFades)
        case .disappear:
            placeholderView?.removeFromSuperview()
            placeholderView = nil
        }
        if let failure = step.failure { didFailWhileShowingContent?(failure) }
        if let announcement = transition.announcement(for: step.announcement) { announce(announcement, in: view) }
        loading.scheduleNextChange { [weak self] in self?.setNeedsUpdate() }
    }

    /// The placeholder of `display` (``FlowContentOrigin``: the provider, the state's configuration,
    /// the preset), with the view's background when it has none of its own; `nil` for none.
    private func placeholder(for display: FlowDisplay, in view: UIView) -> EmptyDataSetConfiguration? {
        let origin = FlowContentOrigin.resolve(
            display: display, hasProvider: configurationProvider != nil,
            hasStateConfiguration: options.appearance(for: display)?.configuration != nil, asksSourceInEveryState: false,
            hasConfiguration: false, hasSource: false)
        var configuration: EmptyDataSetConfiguration?
        switch origin {
        case .provider:
            let isError = display != .loading && display != .empty
            let state = EmptyDataSetConfigurationState(
                traitCollection: view.traitCollection, phase: loading.phase(for: display), error: isError ? loading.error : nil)
            configuration = configurationProvider?(state)
        case .stateConfiguration:
            configuration = options.appearance(for: display)?.configuration
        case .preset:
            configuration = display == .loading ? .loading() : .error(loading.error ?? UnknownViewLoadError(), retry: options.retry)
        case .configuration, .source, .none:
            configuration = nil
        }
        // Over a material (a blur card) the placeholder stays clear: the material is the
        // background, and an opaque color would hide it.
        if configuration != nil, configuration?.background.color == nil, !(view is UIVisualEffectView) {
            let background = view.backgroundColor.flatMap { $0 == .clear ? nil : $0 }
            configuration?.background.color = background ?? .systemBackground
        }
        return configuration
    }

    private func show(_ configuration: EmptyDataSetConfiguration, in view: UIView) {
        let placeholder = EmptyDataSetContentView(configuration: configuration)
        placeholder.translatesAutoresizingMaskIntoConstraints = false
        // It covers what the user sees of the view, bars included (a table under a navigation
        // bar): its content keeps clear of the safe area even inside a scroll view.
        placeholder.forcesSafeArea = true
        placeholder.accessibilityViewIsModal = Self.isModal(configuration)
        // A visual effect view takes subviews only in its content view (UIKit raises otherwise).
        let container = (view as? UIVisualEffectView)?.contentView ?? view
        container.addSubview(placeholder)
        // A scroll view's edges anchor its content; its frame guide is what the user sees.
        let edges: (top: NSLayoutYAxisAnchor, bottom: NSLayoutYAxisAnchor, leading: NSLayoutXAxisAnchor, trailing: NSLayoutXAxisAnchor)
        if let scrollView = view as? UIScrollView {
            // The scroll view's own safe area: its subviews get only the edges it does not turn
            // into content insets (none at the top under a navigation bar).
            placeholder.safeAreaGuide = scrollView.safeAreaLayoutGuide
            let frame = scrollView.frameLayoutGuide
            edges = (frame.topAnchor, frame.bottomAnchor, frame.leadingAnchor, frame.trailingAnchor)
        } else {
            edges = (container.topAnchor, container.bottomAnchor, container.leadingAnchor, container.trailingAnchor)
        }
        NSLayoutConstraint.activate([
            placeholder.topAnchor.constraint(equalTo: edges.top),
            placeholder.bottomAnchor.constraint(equalTo: edges.bottom),
            placeholder.leadingAnchor.constraint(equalTo: edges.leading),
            placeholder.trailingAnchor.constraint(equalTo: edges.trailing),
        ])
        placeholderView = placeholder
    }

    private func update(_ placeholder: EmptyDataSetContentView, to configuration: EmptyDataSetConfiguration, crossFading: Bool) {
        let duration = MotionPreferences.stateCrossFadeDuration(isReduceMotionEnabled: AccessibilitySystem.isReduceMotionEnabled())
        placeholder.superview?.bringSubviewToFront(placeholder)
        placeholder.accessibilityViewIsModal = Self.isModal(configuration)
        guard crossFading, duration > 0, placeholder.window != nil else {
            placeholder.emptyDataSetConfiguration = configuration
            return
        }
        UIView.transition(
            with: placeholder, duration: duration, options: [.transitionCrossDissolve, .allowUserInteraction],
            animations: { placeholder.emptyDataSetConfiguration = configuration })
    }

    /// Whether VoiceOver reads the placeholder alone: when it takes the touches on it and so
    /// covers the view's content (``EmptyDataSetConfiguration/allowsTouch``). One that lets
    /// touches through to the covered content lets VoiceOver reach that content too.
    static func isModal(_ configuration: EmptyDataSetConfiguration) -> Bool {
        configuration.allowsTouch
    }

    /// Tells VoiceOver the state, queued after what it is saying, as a scroll view's flow does;
    /// nothing when the view is not where the user is (``UserPresentation``).
    private func announce(_ announcement: FlowAnnouncement, in view: UIView) {
        guard AccessibilitySystem.isVoiceOverRunning(), view.userPresentation.isUserHere else { return }
        let text: String?
        switch announcement {
        case .loading: text = PresetLocalization.string(for: .loading)
        case .loaded: text = PresetLocalization.string(for: .loaded)
        case .empty, .error: text = placeholderView?.emptyView.spokenSummary
        }
        guard let text, !text.allSatisfy(\.isWhitespace) else { return }
        let queued = NSAttributedString(string: text, attributes: [.accessibilitySpeechQueueAnnouncement: true])
        AccessibilitySystem.post(.announcement, queued)
    }
}

/// The error shown when a load failed without a known error (never in practice); the error preset
/// gives it its generic text.
private struct UnknownViewLoadError: Error {}
#endif
