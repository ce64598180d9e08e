#if canImport(UIKit)
import UIKit

/// The view that shows an ``EmptyDataSetConfiguration`` anywhere: in a cell, a header or footer, a
/// card, over a map, or as a view controller's `contentUnavailableConfiguration` (iOS 17).
///
/// It is what ``EmptyDataSetConfiguration/makeContentView()`` makes, so UIKit creates it for you
/// when you set a configuration as a `contentConfiguration`:
///
/// ```swift
/// var content = EmptyDataSetConfiguration.empty()
/// content.image = UIImage(systemName: "star")
/// content.text = "No Favorites Yet"
/// cell.contentConfiguration = content
/// ```
///
/// or add it to any container with Auto Layout:
///
/// ```swift
/// let emptyView = EmptyDataSetContentView(configuration: .error(error) { [weak self] in
///     try await self?.reload()
/// })
/// emptyView.translatesAutoresizingMaskIntoConstraints = false
/// card.addSubview(emptyView)
/// NSLayoutConstraint.activate([
///     emptyView.topAnchor.constraint(equalTo: card.topAnchor),
///     emptyView.leadingAnchor.constraint(equalTo: card.leadingAnchor),
///     emptyView.trailingAnchor.constraint(equalTo: card.trailingAnchor),
///     emptyView.bottomAnchor.constraint(equalTo: card.bottomAnchor),
/// ])
/// ```
///
/// It draws through the same renderer as a scroll view's empty state, with the same behaviour:
/// Dynamic Type (configuration fonts follow the text size), dark mode and contrast, VoiceOver's
/// reading order and traits (image, title as a header, text, buttons), the error preset's retry
/// (the button shows an activity indicator and is disabled while the retry runs), the image
/// sizing, the system's minimum margins and the readable width. A new configuration changes only
/// the elements that differ, and one equal to the one shown changes nothing.
///
/// **Size.** Without a height from its container, it is as tall as its content and its margins: a
/// cell or header using it as `contentConfiguration` sizes itself (and again when the text size
/// changes), and so does a card whose height follows its subviews. Given a height, it centers the
/// content in it (moved by the configuration's `verticalOffset`); content taller than that
/// scrolls inside the view, so every element stays reachable by touch and VoiceOver. Its margins
/// are UIKit's system minimum margins, decided from its traits and its container's width (16 pt,
/// or 20 pt on the 414 and 430 pt iPhones, in regular width and on iPad), so a cell measured
/// before it is on screen has the height it has there. In a cell, header or footer it uses the
/// view's edges, since the safe area there moves with scrolling; anywhere else (a card, a view
/// controller's view, a table's `backgroundView`, iOS 17's content-unavailable view) the content
/// keeps clear of the safe area. The background color fills the whole view. Its image is fitted in the
/// window's height (at most half of it when text shows), not in the view's own. A `.content(_:)`
/// configuration's view is as tall as it fits when the container gives no height.
///
/// **What a scroll view adds and this view has not.** It has no appearance of its own: no fade
/// in (``EmptyDataSetConfiguration/fadesIn``), no VoiceOver focus move or announcement when it is
/// shown (a cell or view appearing is the app's), and no scroll view to lock
/// (``EmptyDataSetConfiguration/allowsScroll`` does not apply). Taps on its buttons run their
/// actions; with ``EmptyDataSetConfiguration/allowsTouch`` `false` it takes no touches at all
/// (its hit-testing returns `nil`, so a touch goes to what holds it or lies behind it). A tap
/// outside its controls goes to what holds it (a cell's selection, for example).
///
/// **Retry.** A running retry keeps its activity indicator while the configurations set describe
/// the same state, whatever their retry closures (an app building the configuration again while
/// it runs cannot start a second one). A configuration that reads differently frees the button,
/// and so does any configuration set after the view moved to another superview (another cell).
/// A cell reused for a row whose error reads exactly the same keeps the running state until the
/// retry ends: UIKit tells a content view nothing of its cell's reuse.
///
/// **VoiceOver.** Its elements are read in the scroll view's order, and its buttons are also
/// offered as custom actions named by their titles, so they stay reachable where a container (a
/// cell) is read as one element — except a button that opens a menu on a tap, which an action
/// cannot open.
///
/// **Bad input.** A configuration of another type set as ``configuration`` is ignored (UIKit asks
/// ``supports(_:)`` first and makes a new view for another type). A retry that outlives the view
/// (the view left the screen while the retry ran) finishes without touching it; the view holds
/// the configuration, which holds the retry closure: capture `self` weakly in the closure.
@MainActor
public final class EmptyDataSetContentView: UIView, UIContentView {
    /// The configuration shown, as UIKit's `UIContentView` requires: always an
    /// ``EmptyDataSetConfiguration``. Setting one renders it in place (only what changed);
    /// setting a configuration of another type is ignored.
    public var configuration: any UIContentConfiguration {
        get { emptyDataSetConfiguration }
        set {
            guard let configuration = newValue as? EmptyDataSetConfiguration else { return }
            emptyDataSetConfiguration = configuration
        }
    }

    /// The configuration shown. Setting it renders it in place: only the elements that changed
    /// are updated, and an equal configuration changes nothing.
    public var emptyDataSetConfiguration: EmptyDataSetConfiguration {
        didSet { render(force: false, isNewConfiguration: true) }
    }

    /// Whether this view can show `configuration` in place: `true` for an
    /// ``EmptyDataSetConfiguration``, `false` for any other type (UIKit then makes that
    /// configuration's own view).
    /// - Parameter configuration: The configuration UIKit is about to apply.
    /// - Returns: Whether it is an ``EmptyDataSetConfiguration``.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is EmptyDataSetConfiguration
    }

    /// A view showing `configuration`.
    /// - Parameter configuration: What to show; see ``EmptyDataSetConfiguration``'s presets.
    public init(configuration: EmptyDataSetConfiguration) {
        emptyDataSetConfiguration = configuration
        super.init(frame: .zero)
        setUp()
        render(force: true)
    }

    @available(*, unavailable, message: "Make an EmptyDataSetContentView with init(configuration:).")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is unavailable: make an EmptyDataSetContentView with init(configuration:).")
    }

    /// The renderer the scroll views' empty state uses.
    let emptyView = EmptyStateView()
    /// What was rendered last; an equal configuration (and search text) passes nothing.
    private var renderGate = RenderGate<RenderedState>()
    /// The error preset's retry while it runs.
    private var retryState = RetryState()
    /// How many times content was applied to the renderer (tests: which path fired).
    private(set) var renderCount = 0
    /// The renderer's top and bottom constraints (to the edges or to the safe area).
    private var verticalEdgeConstraints: [NSLayoutConstraint] = []
    /// Whether the renderer keeps clear of the safe area vertically.
    private(set) var honoursSafeArea = false
    /// Whether the renderer keeps clear of the safe area wherever the view is (a loading
    /// controller's placeholder, which covers what the user sees, bars included).
    var forcesSafeArea = false {
        didSet { if forcesSafeArea != oldValue { updateSafeAreaPinning() } }
    }
    /// The safe area to keep clear of instead of the view's own, when an ancestor owns it (a
    /// loading placeholder over a scroll view: the scroll view's `safeAreaLayoutGuide`). A scroll
    /// view passes its subviews only the safe-area edges it does not turn into content insets, so
    /// a subview of a table under a navigation bar has no top safe area of its own.
    var safeAreaGuide: UILayoutGuide? {
        didSet { if safeAreaGuide !== oldValue { updateSafeAreaPinning() } }
    }
    /// The guide the renderer's top and bottom are pinned to; `nil` for the view's edges.
    private weak var pinnedGuide: UILayoutGuide?
    /// The superview the view was last placed in (weakly), and whether it was ever placed.
    private weak var placedIn: UIView?
    private var wasPlaced = false
    /// Whether the view moved to another superview since a configuration was last set: the next
    /// configuration is another place's (a content view moved to another cell) and frees the
    /// retry's button.
    private var movedSinceConfiguration = false
    /// The width hosted content was last measured at in `layoutSubviews`.
    private var hostedMeasureWidth: CGFloat = -1

    /// Whether the error preset's retry runs (its button shows an activity indicator).
    var isRetrying: Bool { retryState.isRetrying }

    private func setUp() {
        emptyView.translatesAutoresizingMaskIntoConstraints = false
        // Shown for good: this view has no appearance of its own (see the type's comment).
        emptyView.isHidden = false
        emptyView.movesFocusOnAppearance = false
        emptyView.onTraitChange = { [weak self] _ in self?.render(force: true) }
        emptyView.primaryButton.addTarget(self, action: #selector(didTapPrimaryButton), for: .touchUpInside)
        // A tap outside the controls belongs to what holds the view (a cell's selection): the
        // renderer's tap, which reports taps on a scroll view's empty state, has no one to tell here.
        emptyView.tapRecognizer.isEnabled = false
        addSubview(emptyView)
        // Below every other constraint: pulls the height down to the content's (the content
        // guide is at least the content plus margins, and as tall as the view whenever it fits),
        // so a container that gives no height gets the content's; any height a container gives
        // wins, and content taller than it scrolls.
        let hugsContent = emptyView.heightAnchor.constraint(equalToConstant: 0)
        hugsContent.priority = UILayoutPriority(UILayoutPriority.fittingSizeLevel.rawValue + 1)
        NSLayoutConstraint.activate([
            emptyView.leadingAnchor.constraint(equalTo: leadingAnchor),
            emptyView.trailingAnchor.constraint(equalTo: trailingAnchor),
            hugsContent,
        ])
        updateSafeAreaPinning()
    }

    // MARK: - Placement

    /// Vertically the renderer is pinned to this view's edges where the view moves with
    /// scrolling — in a cell, header or footer reached before any scroll view
    /// (``StandalonePlacement/movesWithContent(ancestors:)``) — and to its safe area anywhere else
    /// (a card, a table's `backgroundView`, a loading placeholder pinned to a table's frame guide):
    /// a cell of a full-bleed table would otherwise take the status bar's inset and measure again
    /// as it scrolls. Horizontally the renderer's margins already include the safe area. Decided
    /// when the view moves (`didMoveToSuperview`, `didMoveToWindow`), never during layout.
    private func updateSafeAreaPinning() {
        var ancestors: [StandalonePlacement.Ancestor] = []
        var isInWrapper = false
        var ancestor = superview
        while let current = ancestor {
            if current is UITableViewCell || current is UITableViewHeaderFooterView || current is UICollectionReusableView {
                ancestors.append(.reusableView)
            } else if current is UIScrollView {
                ancestors.append(.scrollView)
            } else {
                ancestors.append(.other)
            }
            // UIKit's private host of a view controller's `contentUnavailableConfiguration`
            // (`_UIContentUnavailableWrapperView`, iOS 17).
            if NSStringFromClass(type(of: current)).contains("ContentUnavailableWrapper") { isInWrapper = true }
            ancestor = current.superview
        }
        // In the wrapper, UIKit's `_contentScrollViewForView:` walks down from this view through
        // every subview whose frame equals the wrapper's bounds and takes the first scroll view as
        // the view controller's content scroll view. Pinned to the safe area, the renderer (and
        // its inner scroll view) matches only when the safe area is the whole view — no bars, so
        // nothing is inset twice, and the scroll view then plays the part Apple's own
        // content-unavailable view gives its scroll view.
        let honours = StandalonePlacement.honoursSafeArea(
            isInContentUnavailableWrapper: isInWrapper, movesWithContent: StandalonePlacement.movesWithContent(ancestors: ancestors),
            isForced: forcesSafeArea)
        // An ancestor's guide only while that ancestor holds the view (a constraint to it needs a
        // common ancestor); else the view's own.
        let ownerHoldsView = safeAreaGuide?.owningView.map { isDescendant(of: $0) } ?? false
        let guide: UILayoutGuide? = honours ? (ownerHoldsView ? safeAreaGuide : nil) ?? safeAreaLayoutGuide : nil
        // UIKit removes constraints to an ancestor's guide when the view leaves that ancestor.
        guard honours != honoursSafeArea || guide !== pinnedGuide || verticalEdgeConstraints.isEmpty
            || !verticalEdgeConstraints.allSatisfy(\.isActive)
        else { return }
        honoursSafeArea = honours
        pinnedGuide = guide
        NSLayoutConstraint.deactivate(verticalEdgeConstraints)
        let top: NSLayoutYAxisAnchor = guide?.topAnchor ?? topAnchor
        let bottom: NSLayoutYAxisAnchor = guide?.bottomAnchor ?? bottomAnchor
        verticalEdgeConstraints = [emptyView.topAnchor.constraint(equalTo: top), emptyView.bottomAnchor.constraint(equalTo: bottom)]
        NSLayoutConstraint.activate(verticalEdgeConstraints)
    }

    /// The traits the layout is decided with: the view's own in a window; out of one (a cell
    /// being measured in `cellForRow`), those of the state the configuration was updated for.
    var layoutTraits: UITraitCollection {
        window == nil ? emptyDataSetConfiguration.readState?.traitCollection ?? traitCollection : traitCollection
    }

    public override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if let superview {
            if wasPlaced, placedIn !== superview { movedSinceConfiguration = true }
            placedIn = superview
            wasPlaced = true
        }
        updateSafeAreaPinning()
        prepareLayout()
    }

    public override func didMoveToWindow() {
        super.didMoveToWindow()
        updateSafeAreaPinning()
        prepareLayout()
    }

    /// Makes the margins, image size and hosted content's height ready for the size the view will
    /// have, and asks a self-sizing container to measure again when they changed the height.
    private func prepareLayout() {
        if emptyView.prepareStandaloneLayout() { invalidateIntrinsicContentSize() }
        setNeedsUpdateConstraints()
    }

    // MARK: - Rendering

    /// Renders the configuration unless it is the one shown (with the same search text and retry
    /// state). `force` renders anyway: the first render, new traits. `isNewConfiguration`: the
    /// app (or UIKit) set a configuration, which may free a running retry.
    private func render(force: Bool, isNewConfiguration: Bool = false) {
        let configuration = emptyDataSetConfiguration
        // A running retry stays while the configurations set describe the same state, whatever
        // their closures: an app rebuilds the error configuration on every update (a cell's
        // `configurationUpdateHandler`, `reconfigureItems` while the retry runs) and freeing the
        // button would allow a second retry at once. It is freed by a configuration describing
        // another state (another row's text, the content loaded), or by any configuration set
        // after the view moved to another superview (a content view moved to another cell). A
        // cell reused for another row keeps its content view in place and UIKit tells the view
        // nothing of the reuse (`prepareForReuse` is the cell's): two rows whose errors read
        // exactly the same share the running state until the retry ends.
        if isNewConfiguration {
            if let rendered = renderGate.rendered?.description.configuration,
                !rendered.describesSameState(as: configuration) || movedSinceConfiguration {
                retryState.reset()
            }
            movedSinceConfiguration = false
        }
        let searchText = configuration.readState?.searchText
        let described = RenderedState(configuration: configuration, searchText: searchText)
        guard renderGate.shouldRender(described, isRetrying: retryState.isRetrying, force: force, same: { $0.rendersSame(as: $1) })
        else { return }
        // Out of a window the view has no traits of its own yet: the state's (a cell's, a view
        // controller's) resolve the fonts until it is in one (then a trait change renders again).
        let traits = window == nil ? configuration.readState?.traitCollection ?? traitCollection : traitCollection
        let content = EmptyDataSetContent(
            configuration: configuration, isRetrying: retryState.isRetrying, traits: traits, searchText: searchText)
        emptyView.apply(content)
        backgroundColor = configuration.background.color
        emptyView.isUserInteractionEnabled = configuration.allowsTouch
        emptyView.setImageAnimation(content.imageAnimation, requested: content.behavior?.animatesImage ?? false)
        emptyView.prepareStandaloneLayout()
        emptyView.updateHostedFittingHeight()
        updateCustomActions()
        setNeedsUpdateConstraints()
        renderCount += 1
        // A self-sizing cell (iOS 16 and later) measures itself again.
        invalidateIntrinsicContentSize()
    }

    /// Runs in every constraint pass before the view is measured or laid out — including the one
    /// `systemLayoutSizeFitting` runs for a self-sizing cell, which runs no `layoutSubviews`: the
    /// margins and image size for the width known now are in the constraints it measures.
    /// Reached by UIKit's `updateConstraintsIfNeeded` (layout passes, `systemLayoutSizeFitting`);
    /// `setNeedsUpdateConstraints()` from every render and move makes sure it runs.
    public override func updateConstraints() {
        if emptyView.prepareStandaloneLayout() { invalidateIntrinsicContentSize() }
        super.updateConstraints()
    }

    public override func layoutSubviews() {
        // Before the renderer's own pass: the margins and image size for the width now (a
        // container may have resized the view without a constraint pass). When they changed the
        // content's height, a self-sizing container is told to measure again.
        if emptyView.prepareStandaloneLayout() { invalidateIntrinsicContentSize() }
        // Hosted content is measured again here only for a new width (a rotation, a split view):
        // measuring takes its height constraint off and on, which must not run in every pass. A
        // render (a new configuration, new traits) measures it anyway.
        if bounds.width != hostedMeasureWidth {
            hostedMeasureWidth = bounds.width
            if emptyView.updateHostedFittingHeight() { invalidateIntrinsicContentSize() }
        }
        super.layoutSubviews()
    }

    // MARK: - Touches

    /// With ``EmptyDataSetConfiguration/allowsTouch`` `false` the view takes no touches: a touch
    /// anywhere on it goes to what holds it or lies behind it (a cell's selection; under a
    /// loading controller's placeholder, the covered view). Otherwise UIKit's hit-testing
    /// applies: its controls take their taps, and the view itself takes the rest, so a
    /// placeholder keeps touches off what it covers.
    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard emptyDataSetConfiguration.allowsTouch else { return nil }
        return super.hitTest(point, with: event)
    }

    // MARK: - VoiceOver

    /// The configured buttons as custom actions (named by their titles), so VoiceOver reaches
    /// them even where the container is one element (a cell the system makes a single element
    /// reads its content and offers its custom actions). Set when the content is rendered.
    private func updateCustomActions() {
        let buttons = [emptyView.primaryButton, emptyView.button, emptyView.secondaryButton]
        let actions = buttons.compactMap { button -> UIAccessibilityCustomAction? in
            guard !button.isHidden, emptyDataSetConfiguration.allowsTouch, !showsMenuOnTap(button) else { return nil }
            // The configured buttons carry their titles in a button configuration, the legacy
            // button in its attributed title.
            let title = button.configuration?.title ?? button.configuration?.attributedTitle.map { String($0.characters) }
                ?? button.currentAttributedTitle?.string ?? button.currentTitle
            guard let title, !title.allSatisfy(\.isWhitespace) else { return nil }
            return UIAccessibilityCustomAction(name: title) { [weak button] _ in
                guard let button, button.isEnabled, !button.isHidden else { return false }
                button.sendActions(for: .touchUpInside)
                return true
            }
        }
        accessibilityCustomActions = actions.isEmpty ? nil : actions
    }

    /// Whether `button` opens a menu when tapped: `sendActions(for:)` cannot open it, so an action
    /// for it would do nothing. VoiceOver reaches such a button itself where the view's elements
    /// are reachable and opens its menu with a double tap; in a cell that VoiceOver reads as one
    /// element it cannot be reached, so content shown in cells should give its buttons a primary
    /// action rather than a menu.
    private func showsMenuOnTap(_ button: UIButton) -> Bool {
        if #available(iOS 14.0, tvOS 17.0, visionOS 1.0, macCatalyst 14.0, *) {
            return button.showsMenuAsPrimaryAction && button.menu != nil
        }
        return false
    }

    // MARK: - Retry

    @objc private func didTapPrimaryButton() {
        guard emptyView.primaryButtonRunsRetry else { return }
        runRetry()
    }

    /// Runs the error preset's retry: the button shows an activity indicator and is disabled
    /// until the operation returns or throws, or a configuration of another state replaces the
    /// error. The task holds the retry, never the view: a retry that outlives the view finishes
    /// without touching it.
    private func runRetry() {
        guard let handler = renderGate.rendered?.description.configuration.retry, let run = retryState.start() else { return }
        render(force: false)
        Task { @MainActor [weak self] in
            do {
                try await handler.operation()
            } catch {
                // The app reports its own failure (typically with a new configuration).
            }
            guard let self, self.retryState.finish(run) else { return }
            self.render(force: false)
        }
    }
}

/// What a content view rendered: the configuration and the search text its state carried.
private struct RenderedState: Equatable {
    var configuration: EmptyDataSetConfiguration
    var searchText: String?

    /// Whether `other` renders the same, whatever its retry closure (a configuration rebuilt on
    /// every update makes a new one).
    func rendersSame(as other: RenderedState) -> Bool {
        configuration.describesSameState(as: other.configuration) && !SearchTextTracking.differs(searchText, other.searchText)
    }
}
#endif
