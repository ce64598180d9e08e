#if canImport(UIKit)
import UIKit

/// How a scroll view's loading flow looks and times its states: loading, empty and error.
///
/// Every field has a default, so the flow works without options: the loading state is the
/// ``EmptyDataSetConfiguration/loading()`` preset, the error state the
/// ``EmptyDataSetConfiguration/error(_:retry:)`` preset, and the empty state the scroll view's own
/// empty state (its configuration or source). Setting options puts the scroll view in the flow at
/// once: nothing shows until the first ``UIKit/UIScrollView/startLoading()`` or
/// ``UIKit/UIScrollView/endLoading(error:)``.
///
/// ```swift
/// var options = EmptyDataSetLoadingOptions()
/// options.empty.configuration = emptyInbox
/// options.retry = { [weak self] in await self?.refresh() }
/// tableView.emptyDataSetLoadingOptions = options
/// ```
public struct EmptyDataSetLoadingOptions {
    /// How one state of the flow looks.
    public struct StateAppearance {
        /// The state's placeholder; `nil` (the default) for the preset (loading and error) or the
        /// scroll view's own empty state (empty). A configuration provider wins over it.
        public var configuration: EmptyDataSetConfiguration?
        /// Insets of the placeholder inside the visible part of the scroll view, as
        /// StatefulViewController's `placeholderViewInsets`; `.zero` by default. Negative values
        /// count as zero.
        public var insets: UIEdgeInsets
        /// Views that stay in front of the placeholder, which is placed below the lowest of them
        /// (a header, a filter bar at the top of a collection view); empty by default. Held
        /// weakly (a view that is gone drops out). Views that are hidden or transparent (or whose
        /// ancestors are), and views outside the scroll view's window, are ignored. The placement
        /// follows the scroll view's own layout changes; after moving, resizing, showing or
        /// hiding one of these views yourself, call ``UIKit/UIScrollView/reloadEmptyDataSet()``.
        public var viewsInFront: [UIView] {
            get { weakViewsInFront.compactMap(\.view) }
            set { weakViewsInFront = newValue.map(WeakView.init) }
        }
        private var weakViewsInFront: [WeakView] = []

        /// A state's appearance.
        /// - Parameters:
        ///   - configuration: The placeholder; `nil` (the default) for the preset.
        ///   - insets: The placeholder's insets; `.zero` by default.
        ///   - viewsInFront: Views kept in front of the placeholder; none by default.
        public init(configuration: EmptyDataSetConfiguration? = nil, insets: UIEdgeInsets = .zero, viewsInFront: [UIView] = []) {
            self.configuration = configuration
            self.insets = insets
            self.viewsInFront = viewsInFront
        }
    }

    /// A view held weakly: options are stored by the scroll view, and a view in front is often
    /// its subview or an ancestor's (a cycle if held).
    private struct WeakView {
        weak var view: UIView?
    }

    /// How long a load runs before the loading state shows, in seconds; 0.25 by default, so a
    /// fast load shows nothing new. 0 shows it at once; negative or non-finite values count as 0.
    public var showDelay: TimeInterval = 0.25
    /// How long a loading state, once shown, stays at least, in seconds; 0.5 by default, so it
    /// never blinks. It stays whatever ends it: the load's end, a cancellation, or rows that
    /// arrive meanwhile — it stays in front of them for the remaining time, then leaves with a
    /// short cross-fade (at once with Reduce Motion on). Meanwhile the rows are out of sight and
    /// out of reach of taps and VoiceOver (covered with the list's opaque background, or made
    /// transparent when it has none). Placeholder rows stay the same way. 0
    /// for no minimum; negative or non-finite values count as 0.
    public var minimumDisplayDuration: TimeInterval = 0.5
    /// Whether starts nest: `true` (the default) loads until every
    /// ``UIKit/UIScrollView/startLoading()`` has had its ``UIKit/UIScrollView/endLoading(error:)``,
    /// so two parts of a screen can load at once. `false` makes a start while a load runs join
    /// it — one end ends the load — as StatefulViewController's `startLoading()` did: for apps
    /// that start a load on every appearance of a screen (`viewWillAppear(_:)`) and end it once.
    public var nestsStarts = true
    /// The loading state's appearance.
    public var loading = StateAppearance()
    /// The empty state's appearance.
    public var empty = StateAppearance()
    /// The error state's appearance. A configuration given here is shown for every error; for
    /// one that depends on the error, use a configuration provider, which reads
    /// ``EmptyDataSetConfigurationState/error``.
    public var error = StateAppearance()
    /// Generic placeholder rows shown in the loading state of an empty table or collection view,
    /// instead of the loading placeholder; `nil` (the default) for none. They fill the visible part
    /// of the list at its row height and go with the loading state (same show delay and minimum
    /// display time). Ignored for other scroll views.
    public var placeholderRows: EmptyDataSetPlaceholderRows?
    /// Whether the source (``UIKit/UIScrollView/emptyDataSetSource``) draws the loading and error
    /// states too, reading ``UIKit/UIScrollView/emptyDataSetPhase``; `false` by default, when it
    /// draws the empty state only and the others come from their presets.
    public var asksSourceInEveryState = false
    /// Runs the failed load again, from the error preset's Try Again button; `nil` (the default)
    /// shows no button. While it runs, the error stays on screen and the button shows an
    /// activity indicator; a load it starts with ``UIKit/UIScrollView/startLoading()`` counts as
    /// the retry.
    public var retry: (@MainActor () async throws -> Void)?
    /// Whether a load that failed because the device is offline runs again by itself when the
    /// network comes back; `false` by default. While the error state shows for a connectivity
    /// error and a retry is set, the package watches the network path (one shared `NWPathMonitor`,
    /// running only while some list waits) and, once the network is back and stayed for half a
    /// second, runs the retry once, as a tap on Try Again would; VoiceOver hears "Back online.
    /// Trying again." A retry that fails offline again waits for the network to go and come back.
    public var retriesWhenOnline = false
    /// Whether a load that fails while content shows puts up a banner over the list; `false` by
    /// default. The banner sits at the top of the visible part, below the bars: the error's
    /// message ("No Internet Connection" for a connectivity error), Retry (runs ``retry``; without
    /// one the button is hidden) and a close button. It never blocks the list, is announced to
    /// VoiceOver without moving focus, closes with VoiceOver's escape gesture, and only fades
    /// with Reduce Motion on. It stays until closed, Retry is tapped, a later load succeeds or
    /// the content goes. The delegate's `emptyDataSet(_:didFailWhileShowingContent:)` is called
    /// either way, for apps with a banner system of their own.
    public var showsFailureBanner = false
    /// Recognizes a cancellation the package cannot know: an error of your networking library
    /// that means "cancelled" without wrapping a system cancellation; `nil` (the default) for
    /// the built-in ones only. A load that ends with an error it recognizes — or with an error
    /// whose primary chain (`NSUnderlyingErrorKey`, an `underlyingError` property, the error an
    /// enum case carries) leads to one — is cancelled: no error state, no report. The built-in
    /// cancellations (`CancellationError`, `URLError.cancelled`, Cocoa's user-cancelled error,
    /// and errors wrapping them) count whatever it answers. Called on the main thread, once per
    /// error on the chain; keep it cheap and free of side effects.
    ///
    /// ```swift
    /// // Alamofire's AFError.explicitlyCancelled carries no underlying error.
    /// options.isCancellation = { ($0 as? AFError)?.isExplicitlyCancelledError == true }
    /// ```
    public var isCancellation: (@Sendable (any Error) -> Bool)?
    /// Whether the list has content, for apps whose content is not in the data source (a header
    /// that shows the content, a web view); `nil` (the default) counts the table or collection
    /// view's items, stopping at the first non-empty section. The flow asks it on every decision,
    /// so keep it cheap; call ``UIKit/UIScrollView/reloadEmptyDataSet()`` when its answer changes.
    public var hasContent: (@MainActor (UIScrollView) -> Bool)?

    /// Options with every default.
    public init() {}

    /// The appearance of a placeholder state.
    func appearance(for display: FlowDisplay) -> StateAppearance? {
        switch display {
        case .loading: loading
        case .empty: empty
        case .error: error
        case .nothing, .content: nil
        }
    }
}
#endif
