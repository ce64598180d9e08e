#if canImport(UIKit)
import UIKit

/// The view a redacted view gets as its topmost subview: it draws the placeholders over the app's
/// views (which it never changes), takes their touches, and stands in for them with VoiceOver.
///
/// **Where it goes.** In the redacted view; in a `UIVisualEffectView`, in its `contentView`
/// (UIKit raises an exception for subviews added to the effect view itself), the effect view
/// staying the redacted view. In a scroll view it covers the content — from the content's origin,
/// as large as the content size (``RedactionScrollCoverage``) — so it scrolls with the content at
/// no cost per frame and content below the fold is covered when scrolled to. A scroll view inside
/// the redacted subtree gets an overlay of its own inside it, made and removed by this one: its
/// pans and refresh control keep working while its redacted content still takes no taps.
///
/// **Cost, in render passes.** One gradient layer per placeholder rectangle (a bar, a shape),
/// rounded by its own `cornerRadius` with `masksToBounds` and nothing else inside it, plus one
/// shape layer per distinct backdrop color: no `mask`, no `shouldRasterize`, no shadow, no group
/// opacity (the overlay's own layer has opacity 1 and no mask). A rounded clip renders offscreen
/// only over sublayers, or over a background plus contents; these layers have neither, so the
/// layer tree itself shows there is no offscreen pass per redacted view — the UIKit tests walk it
/// and assert exactly that (`mask`, `shouldRasterize`, `shadowOpacity`, sublayers and background
/// of every rounded layer). Not measured with Core Animation's Color Off-screen Rendered. A
/// redacted scroll view's overlay spans its whole content: one animated layer per bar of all the
/// content it has made, bounded by the content, not by the visible area.
///
/// **Motion: one clock.** The shimmer is one band across the whole overlay, in the style's
/// direction: each layer animates the part of it that crosses its own rectangle
/// (``ShimmerGradient``), all from the same media-clock phase — every animation (an app's own
/// too) begins at a multiple of its period on `CACurrentMediaTime()`, so separate overlays, cells
/// redacted at different times and restarts are in step with no shared timer, display link or
/// layer. Animations run only while the overlay is in a window and no view from it up is hidden
/// or transparent: a cell, header or footer view parked in a reuse pool (hidden — the view or
/// its layer, observed at once — or out of the window, `didMoveToWindow`) has none.
///
/// **When it re-shapes.** In `layoutSubviews`, which runs when the redacted view's size changes
/// (rotation, a self-sizing cell's new height: the overlay follows its bounds by autoresizing), on
/// trait changes (Dynamic Type, dark mode, layout direction, contrast, Bold Text, the elevated
/// level), when it moves to a window, when a redacted scroll view's content size changes, when a
/// redacted table or collection view made or moved a cell or header view while scrolling, and on
/// ``UIKit/UIView/setNeedsRedactionUpdate()``. Changes inside the redacted view that leave its
/// size unchanged (a label's new text of the same height, a view shown or moved, a cell's
/// selection, an `alpha` change) are not seen without that call: nothing is swizzled.
///
/// **A redacted table or collection view** covers the cells and headers it has made. Each
/// scrolled frame marks the overlay for layout (a flag); UIKit lays a view's sublayers out after
/// the view itself, so the overlay's `layoutSubviews` runs after the list's, which dequeues the
/// cells scrolling in and moves pinned headers. There the overlay compares the list's visible
/// cell and header views and their frames with its last scan (``RedactionScrollCoverage``) and
/// re-scans only when one is new or moved — a TextKit pass per label of the list's cells, each
/// time a cell scrolls in, and every frame while a pinned header stays on screen as the content
/// scrolls under it. A compositional layout's orthogonal sections count too: their cells (inside
/// a private scroller) and the scroller's offset, which is observed like the list's. Cells a list
/// makes outside its layout pass are seen at the next frame. For
/// lists that scroll while loading, redacting each cell (and header view) is cheaper: a cell's
/// redaction follows it through reuse.
///
/// **Order.** The overlay is the host's last subview, so touches reach it first (hit-testing
/// follows the subview order, not `zPosition`). A list inserts cells and floating headers while
/// it scrolls, possibly above it: the overlay's layout pass after each scrolled frame checks
/// `subviews.last` and brings it back to the front (never the offset observation itself, which
/// runs inside UIKit's own updates). Its `zPosition` of 10 000 also draws it over the scroll indicators of a
/// redacted scroll view (they stay usable, only hidden under the placeholders where they cross).
@MainActor
final class RedactionOverlayView: UIView {
    /// The style drawn.
    private(set) var style: PlaceholderStyle
    /// The app's own animation as it was when the style was set: a copy, so the app changing its
    /// instance afterwards changes nothing until it redacts again (which takes a new copy).
    private(set) var customAnimation: CAAnimation?
    /// What the last re-shape drew.
    private(set) var scan = RedactionScan()
    /// How many times the placeholders were computed (tests tell which signal re-shaped).
    private(set) var reshapeCount = 0
    /// How many of them a list's new or moved cell or header asked for (tests tell which signal
    /// re-shaped).
    private(set) var itemRescanCount = 0
    /// How many hidden-state changes each observation reported: the views' `isHidden` and their
    /// layers' `hidden` (tests tell which path a reuse pool took).
    private(set) var hiddenSignals: (view: Int, layer: Int) = (0, 0)
    /// What runs now (`.still` off screen, hidden — a cell or header in a reuse pool — or under
    /// Reduce Motion).
    private(set) var runningPlan: PlaceholderMotionPlan = .still
    /// The offset of the overlay's layer time from the media clock when the running animations
    /// were aligned; nil when they were aligned while an ancestor was paused.
    private var alignedClockOffset: Double?
    /// The built-in animation running now (`.none` for none, or for the app's own).
    var runningAnimation: PlaceholderAnimation {
        if case .builtIn(let animation) = runningPlan { return animation }
        return .none
    }
    /// One layer per placeholder rectangle, in the order of `scan.placeholders`' rectangles.
    private(set) var placeholderLayers: [CAGradientLayer] = []
    /// The colors behind labels, covering their real text; one layer per distinct color.
    private(set) var backdropLayers: [CAShapeLayer] = []
    /// The overlays drawing descendant scroll views' content, inside them.
    private(set) var scrollOverlays: [RedactionOverlayView] = []
    /// Whether this overlay draws a descendant scroll view for a redaction above it: it leaves
    /// VoiceOver to that redaction's overlay.
    let isNested: Bool

    /// What VoiceOver reads instead of the content, and what is put back when redaction ends.
    private var accessibility = RedactionAccessibility()
    /// The redacted view (also when the app took the overlay out of it).
    private(set) weak var host: UIView?
    /// A table or collection view host's cell and header views at the last scan, with their frames.
    private var scannedItems: [ObjectIdentifier: CGRect] = [:]
    /// Whether the next layout must re-shape: set by every `setNeedsLayout` but the scroll
    /// observation's. Without it, a table or collection view host's layout only compares its
    /// cells with the last scan (a layout pass asked for by scrolling, or by Core Animation after
    /// the last re-shape added layers).
    private var needsFullReshape = true
    /// The size the last re-shape drew for (a new size always re-shapes).
    private var reshapedSize: CGSize?
    /// Hidden-state, content-size and scroll observations; invalidated on detach.
    private var observations: [NSKeyValueObservation] = []
    /// Scroll observations of a collection view host's orthogonal section scrollers, by scroller:
    /// their cells scroll in without the host's offset changing.
    private var scrollerObservations: [ObjectIdentifier: NSKeyValueObservation] = [:]
    private static let animationKey = "EmptyDataSet.redaction"

    init(style: PlaceholderStyle, isNested: Bool = false) {
        self.style = style
        self.customAnimation = Self.snapshot(of: style.customAnimation)
        self.isNested = isNested
        super.init(frame: .zero)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // Drawn above siblings the app adds later; touches follow the subview order, so each
        // re-shape also brings the overlay to the front.
        layer.zPosition = 10_000
        if isNested {
            // The redaction above reads one "Loading…" element for everything, this included.
            accessibilityElementsHidden = true
        } else {
            isAccessibilityElement = true
            accessibilityLabel = PresetLocalization.string(for: .loading)
            accessibilityTraits = .staticText
        }
        observeChanges()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is unavailable: the redaction overlay is created by UIView.redact(_:).")
    }

    // MARK: Attaching

    /// Covers `host` and takes its place with VoiceOver (``RedactionAccessibility``).
    func attach(to host: UIView) {
        self.host = host
        Self.container(for: host).addSubview(self)
        placeOverHost()
        if !isNested { accessibility.attach(self, to: host) }
        observe(host)
        setNeedsLayout()
    }

    /// Leaves the host as it was: what VoiceOver read is put back unless the app changed it meanwhile.
    func detach() {
        observations.forEach { $0.invalidate() }
        observations = []
        scrollerObservations.values.forEach { $0.invalidate() }
        scrollerObservations = [:]
        scrollOverlays.forEach { $0.detach() }
        scrollOverlays = []
        if !isNested { accessibility.detach(self, from: host) }
        stopAnimations()
        removeFromSuperview()
    }

    /// The view the overlay is added to: the host, or a visual effect view's `contentView` (a
    /// `UIVisualEffectView` takes subviews only there; blur, vibrancy, materials and iOS 26 glass
    /// are all effect views).
    static func container(for host: UIView) -> UIView {
        (host as? UIVisualEffectView)?.contentView ?? host
    }

    /// A new style, drawn at the next layout.
    ///
    /// An equal style changes nothing — except one with an app's own animation: a `CAAnimation`
    /// is a mutable reference that compares by identity, so the same instance changed since
    /// (a new `duration`) would look equal. Redacting again with one always takes a new copy and
    /// restarts it, on the shared clock (no jump in phase).
    func update(_ newStyle: PlaceholderStyle) {
        guard newStyle != style || newStyle.customAnimation != nil else { return }
        style = newStyle
        customAnimation = Self.snapshot(of: newStyle.customAnimation)
        setNeedsLayout()
    }

    /// A copy of an app's animation, taken once when the style is set.
    private static func snapshot(of animation: CAAnimation?) -> CAAnimation? {
        animation?.copy() as? CAAnimation
    }

    /// Re-shapes at the next layout, on top of subviews added since (back in the host if the app
    /// took it out).
    func setNeedsReshape() {
        if let host {
            let container = Self.container(for: host)
            if superview !== container {
                container.addSubview(self)
                placeOverHost()
            }
        }
        bringToFront()
        setNeedsLayout()
    }

    /// The frame over the host: its bounds, or a scroll view's whole content.
    private func placeOverHost() {
        guard let host, let container = superview else { return }
        let frame: CGRect
        if let scrollView = host as? UIScrollView, container === scrollView, RedactionCollector.coversContent(scrollView) {
            frame = RedactionScrollCoverage.overlayFrame(contentSize: scrollView.contentSize, boundsSize: scrollView.bounds.size)
        } else {
            frame = container.bounds
        }
        if self.frame != frame { self.frame = frame }
    }

    /// Views the app added since would take the touches: hit-testing follows the subview order,
    /// not `zPosition`.
    private func bringToFront() {
        if let container = superview, container.subviews.last !== self { container.bringSubviewToFront(self) }
    }

    // MARK: Drawing

    override func layoutSubviews() {
        super.layoutSubviews()
        if !needsFullReshape, bounds.size == reshapedSize, let host, Self.fillsLazily(host) {
            guard RedactionScrollCoverage.needsRescan(scanned: scannedItems, current: Self.items(of: host)) else {
                // Cells the list inserted in the layout pass that just ran may lie above the overlay.
                bringToFront()
                // Whether it shows may have changed without a hidden-state signal (see `observe`).
                updateAnimation()
                return
            }
            itemRescanCount += 1
        }
        reshape()
    }

    override func setNeedsLayout() {
        needsFullReshape = true
        super.setNeedsLayout()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        // Core Animation drops nothing here, but off screen nothing needs to run.
        setNeedsLayout()
        updateAnimation(force: true)
    }

    /// Computes the placeholders from the host's current layout and draws them.
    private func reshape() {
        guard let host, superview != nil else { return }
        // Also on re-shapes the app did not ask for (a size or trait change).
        bringToFront()
        placeOverHost()
        reshapeCount += 1
        needsFullReshape = false
        scan = RedactionCollector.scan(host: host, overlay: self, style: style)
        reshapedSize = bounds.size
        if Self.fillsLazily(host) {
            scannedItems = Self.items(of: host)
            observeScrollers(of: host)
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        drawBackdrops(scan.placeholders.compactMap(\.backdrop))
        drawPlaceholders()
        CATransaction.commit()
        syncScrollOverlays(scan.scrollViews)
        if !isNested {
            // Excluded views stay readable, after the stand-in; a reused cell the app described
            // again reads "Loading…" again.
            accessibility.update(self, excludedViews: scan.excludedViews, in: host)
            accessibility.reassert(self)
        }
        updateAnimation(force: true)
    }

    /// One rounded gradient layer per rectangle, reused from the last re-shape.
    private func drawPlaceholders() {
        let items = scan.placeholders.flatMap { placeholder in
            placeholder.rects.indices.map { (placeholder.rects[$0], placeholder.cornerRadii[$0], placeholder.cornerShapes[$0]) }
        }
        while placeholderLayers.count > items.count { placeholderLayers.removeLast().removeFromSuperlayer() }
        while placeholderLayers.count < items.count {
            let placeholder = CAGradientLayer()
            layer.addSublayer(placeholder)
            placeholderLayers.append(placeholder)
        }
        let fill = style.fillColor.resolvedColor(with: traitCollection).cgColor
        let highlight = style.highlightColor.resolvedColor(with: traitCollection).cgColor
        // The shimmer's colors, also for an app's own animation (which may move the band).
        let banded = style.animation == .shimmer || customAnimation != nil
        for (placeholder, item) in zip(placeholderLayers, items) {
            let (rect, ownRadius, shape) = item
            placeholder.frame = rect
            let corners = shape.layerCorners(ownRadius: ownRadius)
            placeholder.cornerRadius = corners.radius
            placeholder.maskedCorners = CACornerMask(corners.corners)
            placeholder.cornerCurve = shape.isContinuous ? .continuous : .circular
            // A rounded clip of the layer's own gradient: no sublayers, no background, so no
            // offscreen pass.
            placeholder.masksToBounds = corners.radius > 0
            placeholder.colors = banded ? [fill, highlight, fill] : [fill, fill, fill]
            let gradient = shimmerGradient(PlaceholderMotion.shimmerLocations.from, for: rect)
            placeholder.startPoint = gradient.start
            placeholder.endPoint = gradient.end
            placeholder.locations = gradient.locations.map { NSNumber(value: $0) }
        }
    }

    private var isRightToLeft: Bool {
        (host ?? self).effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The overlay-wide shimmer stops as `rect`'s own gradient, in the style's direction.
    private func shimmerGradient(_ stops: [Double], for rect: CGRect) -> ShimmerGradient {
        ShimmerGradient.geometry(
            overlayStops: stops, direction: style.shimmerDirection, isRightToLeft: isRightToLeft, bar: rect,
            overlay: bounds.size)
    }

    /// One shape layer per distinct color, reused from the last re-shape, below the placeholders.
    private func drawBackdrops(_ backdrops: [(rect: CGRect, color: RedactionColor)]) {
        var groups: [(color: RedactionColor, path: CGMutablePath)] = []
        for backdrop in backdrops {
            if let index = groups.firstIndex(where: { $0.color == backdrop.color }) {
                groups[index].path.addRect(backdrop.rect)
            } else {
                let path = CGMutablePath()
                path.addRect(backdrop.rect)
                groups.append((backdrop.color, path))
            }
        }
        while backdropLayers.count > groups.count { backdropLayers.removeLast().removeFromSuperlayer() }
        while backdropLayers.count < groups.count {
            let backdrop = CAShapeLayer()
            layer.insertSublayer(backdrop, at: 0)
            backdropLayers.append(backdrop)
        }
        for (backdrop, group) in zip(backdropLayers, groups) {
            backdrop.frame = bounds
            backdrop.path = group.path
            let color = group.color
            backdrop.fillColor = CGColor(srgbRed: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        }
    }

    /// An overlay inside each descendant scroll view, reused by scroll view; the others removed.
    ///
    /// Nested overlays get this overlay's snapshot of the app's animation, never the app's
    /// instance: re-copying that (possibly changed since) at every re-shape would run two periods
    /// side by side. The snapshot compares by identity, so a nested overlay is updated only when
    /// this one took a new copy or the rest of the style changed.
    private func syncScrollOverlays(_ scrollViews: [UIScrollView]) {
        var nestedStyle = style
        nestedStyle.customAnimation = customAnimation
        var kept: [RedactionOverlayView] = []
        for scrollView in scrollViews {
            if let existing = scrollOverlays.first(where: { $0.host === scrollView }) {
                if existing.style != nestedStyle { existing.update(nestedStyle) }
                existing.setNeedsReshape()
                kept.append(existing)
            } else {
                let overlay = RedactionOverlayView(style: nestedStyle, isNested: true)
                overlay.attach(to: scrollView)
                kept.append(overlay)
            }
        }
        for old in scrollOverlays where !kept.contains(where: { $0 === old }) { old.detach() }
        scrollOverlays = kept
    }

    // MARK: Motion

    /// Whether anything of the overlay can show: in a window, and neither it nor any view above
    /// it hidden or transparent (a cell parked in a reuse pool is hidden, or out of the window).
    /// The layer's `hidden` is read too: a reuse pool hides through a private path (see
    /// `observe(_:)`), and UIKit itself checks a hidden-for-reuse state apart from `isHidden`
    /// (decompiled iOS 26 `-[UITargetedPreview _isVisibleIncludingAlpha:]` tests both), so a
    /// parked view whose `isHidden` still read false is not taken for shown.
    var isShowing: Bool {
        guard window != nil else { return false }
        var current: UIView? = self
        while let view = current {
            if view.isHidden || view.layer.isHidden || Double(view.alpha) <= RedactionRule.invisibleAlpha { return false }
            current = view.superview
        }
        return true
    }

    /// Starts, stops or restarts the animation for the style, Reduce Motion and being shown
    /// (``PlaceholderMotion/plan(_:custom:isReduceMotionEnabled:isShowing:)``).
    ///
    /// One clock for all: every animation's `beginTime` is the latest multiple of its period on
    /// the media clock (`CACurrentMediaTime()`), converted to each layer's time, so every
    /// placeholder of every redacted view is at the same phase, whenever it was added, and a
    /// restart keeps the phase. No timer or display link of the package's runs per frame: the
    /// render server animates the layers.
    func updateAnimation(force: Bool = false) {
        let plan = PlaceholderMotion.plan(
            style.animation, custom: customAnimation.map(CustomAnimationTiming.init),
            isReduceMotionEnabled: AccessibilitySystem.isReduceMotionEnabled(), isShowing: isShowing)
        let clock = clockOffset
        let drifted = plan != .still && PlaceholderMotion.needsRealignment(aligned: alignedClockOffset, current: clock)
        guard force || plan != runningPlan || drifted else { return }
        stopAnimations()
        runningPlan = plan
        alignedClockOffset = clock
        let period: Double
        switch plan {
        case .still: return
        case .builtIn(let animation): period = PlaceholderMotion.period(of: animation)
        case .custom(let custom): period = custom
        }
        let begin = PlaceholderMotion.alignedBeginTime(now: CACurrentMediaTime(), period: period)
        for placeholder in placeholderLayers {
            guard let animation = makeAnimation(plan, for: placeholder) else { break }
            animation.beginTime = placeholder.convertTime(begin, from: nil)
            placeholder.add(animation, forKey: Self.animationKey)
        }
    }

    /// The overlay's layer time less the media clock's, or nil when it does not run at the media
    /// clock's rate (``PlaceholderMotion/clockOffset(now:local:later:)``).
    ///
    /// An ancestor paused by an interactive transition (UIKit sets the transition container's
    /// layer `speed` to 0 and drives its `timeOffset`) freezes the layer's time: a begin time
    /// converted then is not in step once the ancestor runs again with a new `beginTime`. No
    /// UIKit path tells a view that an ancestor's layer timing changed; the overlay checks at
    /// every signal it gets — each layout pass, moving to a window, a hidden-state change, a
    /// Reduce Motion notification, a re-shape — and aligns again when the offset moved.
    private var clockOffset: Double? {
        let now = CACurrentMediaTime()
        return PlaceholderMotion.clockOffset(
            now: now, local: layer.convertTime(now, from: nil), later: layer.convertTime(now + 1, from: nil))
    }

    private func stopAnimations() {
        placeholderLayers.forEach { $0.removeAnimation(forKey: Self.animationKey) }
        runningPlan = .still
    }

    /// The animation of one placeholder layer, its begin time still to set.
    private func makeAnimation(_ plan: PlaceholderMotionPlan, for placeholder: CAGradientLayer) -> CAAnimation? {
        let animation: CAAnimation
        switch plan {
        case .still, .builtIn(.none):
            return nil
        case .custom:
            // A copy per layer of the copy taken when the style was set: the app's instance stays
            // untouched (and reusable in other styles), and changing it later changes nothing here.
            guard let custom = customAnimation?.copy() as? CAAnimation else { return nil }
            if custom.repeatCount == 0 && custom.repeatDuration == 0 { custom.repeatCount = .infinity }
            custom.isRemovedOnCompletion = false
            return custom
        case .builtIn(.shimmer):
            let basic = CABasicAnimation(keyPath: "locations")
            basic.fromValue = shimmerGradient(PlaceholderMotion.shimmerLocations.from, for: placeholder.frame).locations.map { NSNumber(value: $0) }
            basic.toValue = shimmerGradient(PlaceholderMotion.shimmerLocations.to, for: placeholder.frame).locations.map { NSNumber(value: $0) }
            basic.duration = PlaceholderMotion.shimmerPeriod
            animation = basic
        case .builtIn(.pulse):
            let fill = style.fillColor.resolvedColor(with: traitCollection).cgColor
            let highlight = style.highlightColor.resolvedColor(with: traitCollection).cgColor
            let basic = CABasicAnimation(keyPath: "colors")
            basic.fromValue = [fill, fill, fill]
            basic.toValue = [highlight, highlight, highlight]
            basic.duration = PlaceholderMotion.pulsePeriod / 2
            basic.autoreverses = true
            basic.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            animation = basic
        }
        animation.repeatCount = .infinity
        // Kept when the app goes to the background and comes back.
        animation.isRemovedOnCompletion = false
        return animation
    }

    /// For a redacted scroll view the overlay spans the whole content: VoiceOver's cursor
    /// outlines only the part on screen.
    override var accessibilityFrame: CGRect {
        get {
            guard !isNested, let scrollView = superview as? UIScrollView, scrollView === host else { return super.accessibilityFrame }
            let visible = frame.intersection(scrollView.bounds)
            guard !visible.isNull else { return super.accessibilityFrame }
            return UIAccessibility.convertToScreenCoordinates(visible, in: scrollView)
        }
        set { super.accessibilityFrame = newValue }
    }

    // MARK: Changes

    private func observeChanges() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(reduceMotionDidChange), name: UIAccessibility.reduceMotionStatusDidChangeNotification,
            object: nil)
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) {
            registerForTraitChanges([
                UITraitPreferredContentSizeCategory.self, UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self,
                UITraitAccessibilityContrast.self, UITraitLegibilityWeight.self, UITraitUserInterfaceLevel.self,
            ]) { (overlay: RedactionOverlayView, _: UITraitCollection) in
                overlay.setNeedsLayout()
            }
        }
    }

    /// Key-value observations of the host: being hidden (the host, or the cell, header or footer
    /// view it is in: table and collection views hide the reusable views of their reuse pools), and
    /// for a scroll view its content size and, for a table or collection view, its scrolling into
    /// cells not seen yet.
    ///
    /// **Which UIKit paths reach the hidden-state observation.** Both the view's `isHidden` and its
    /// layer's `hidden` are observed. The public `-[UIView setHidden:]` (an app hiding a view,
    /// `UIStackView`) reaches both. Reuse pools park a view with the private
    /// `_setHiddenForReuse:`: decompiled iOS 26 UIKitCore shows
    /// `-[UICollectionReusableView _setHiddenForReuse:]` only logging and calling
    /// `[super _setHiddenForReuse:]` (`UITableViewCell` overrides it too); `UIView`'s own
    /// implementation was not read here, so whether it sends the public `setHidden:` is not known
    /// (the view observation may miss it). The layer's `hidden` is observed too, on the
    /// expectation (not verified here) that a hidden view's layer is hidden by a message the
    /// layer's key-value observation sees. A pool that removes its views from the window instead
    /// is caught by `didMoveToWindow`. A view parked in place whose hiding reaches neither
    /// observation is not caught: it keeps its animation until it is reused (a reused view is laid
    /// out before it shows, and the layout pass decides again) or leaves the window — a cost, not a
    /// visible defect, since it is hidden. A hidden ancestor further up is seen when the overlay
    /// next lays out or the style changes, or at ``UIKit/UIView/setNeedsRedactionUpdate()``.
    private func observe(_ host: UIView) {
        let box = WeakOverlay(self)
        let hiders = [host, Self.reusableView(containing: host)].compactMap { $0 }
        for view in hiders {
            observations.append(view.observe(\.isHidden, options: [], changeHandler: Self.handler(box) { overlay in
                overlay.hiddenSignals.view += 1
                overlay.updateAnimation()
            }))
            observations.append(view.layer.observe(\.isHidden, options: [], changeHandler: Self.handler(box) { overlay in
                overlay.hiddenSignals.layer += 1
                overlay.updateAnimation()
            }))
        }
        guard let scrollView = host as? UIScrollView, RedactionCollector.coversContent(scrollView) else { return }
        observations.append(scrollView.observe(\.contentSize, options: [], changeHandler: Self.handler(box) { $0.contentSizeDidChange() }))
        guard Self.fillsLazily(scrollView) else { return }
        // Called on every scrolled frame: a flag; the subview-order check and the comparison of
        // the list's cells runs once per layout pass (see the type's comment).
        observations.append(scrollView.observe(\.contentOffset, options: [], changeHandler: Self.handler(box) { $0.contentOffsetDidChange() }))
    }

    /// A key-value observation handler calling `action` on the main actor.
    ///
    /// Formed here, outside the main actor, on purpose: a closure formed in a main-actor method
    /// is main-actor isolated, and Swift 6 checks that isolation when it is called — a trap when
    /// an app's `reloadData()` on a background thread sets `contentSize` there. This one only
    /// reads a weak reference (safe on any thread) and hops to the main queue.
    nonisolated static func handler<Object, Change>(
        _ box: WeakOverlay, _ action: @escaping @MainActor @Sendable (RedactionOverlayView) -> Void
    ) -> @Sendable (Object, Change) -> Void {
        { _, _ in
            onMain {
                guard let overlay = box.overlay else { return }
                action(overlay)
            }
        }
    }

    private func contentSizeDidChange() {
        placeOverHost()
        setNeedsLayout()
    }

    private func contentOffsetDidChange() {
        guard window != nil else { return }
        // No reordering here: this handler runs inside UIKit's own passes (batch updates,
        // self-sizing corrections set the offset), where moving the list's subviews is not ours
        // to do. The layout pass that follows re-fronts the overlay (`layoutSubviews`).
        // Not through the override: this layout only compares the list's cells, unless something
        // else asked for a re-shape meanwhile.
        super.setNeedsLayout()
    }

    /// The cell and header views a table or collection view shows now, with their frames.
    /// Cells in a reuse pool are hidden; scroll indicators and the overlay are not items.
    ///
    /// A compositional layout's orthogonal section is a private scroll view (an underscore-prefixed
    /// class) among the host's subviews, holding that section's cells: they are looked for inside
    /// it, and the scroller itself counts as an item at where its content lies (its frame moved by
    /// its offset), so a section scrolled sideways re-scans too. Its placeholders are drawn by this
    /// overlay as the list's content (``RedactionCollector`` nests only scroll views the app made).
    static func items(of host: UIView) -> [ObjectIdentifier: CGRect] {
        var items: [ObjectIdentifier: CGRect] = [:]
        for view in host.subviews where !view.isHidden {
            if isItem(view) {
                items[ObjectIdentifier(view)] = view.frame
            } else if let scroller = orthogonalScroller(view) {
                items[ObjectIdentifier(scroller)] = CGRect(
                    x: scroller.frame.minX - scroller.bounds.minX, y: scroller.frame.minY - scroller.bounds.minY,
                    width: scroller.bounds.width, height: scroller.bounds.height)
                for cell in scroller.subviews where !cell.isHidden && isItem(cell) {
                    items[ObjectIdentifier(cell)] = cell.frame
                }
            }
        }
        return items
    }

    /// A UIKit-private scroll view among a list's subviews (a compositional layout's orthogonal
    /// section scroller), whose cells are the list's content.
    private static func orthogonalScroller(_ view: UIView) -> UIScrollView? {
        guard let scroller = view as? UIScrollView, NSStringFromClass(type(of: scroller)).hasPrefix("_") else { return nil }
        return scroller
    }

    /// Observes the offset of each orthogonal section scroller the host shows now (the same flag as
    /// the host's own scrolling: the layout pass compares the items), and stops observing the
    /// ones gone. Runs per re-shape, not per frame.
    private func observeScrollers(of host: UIView) {
        let scrollers = host.subviews.compactMap(Self.orthogonalScroller)
        let current = Set(scrollers.map(ObjectIdentifier.init))
        for (id, observation) in scrollerObservations where !current.contains(id) {
            observation.invalidate()
            scrollerObservations[id] = nil
        }
        let box = WeakOverlay(self)
        for scroller in scrollers where scrollerObservations[ObjectIdentifier(scroller)] == nil {
            scrollerObservations[ObjectIdentifier(scroller)] = scroller.observe(
                \.contentOffset, options: [], changeHandler: Self.handler(box) { $0.contentOffsetDidChange() })
        }
    }

    private static func isItem(_ view: UIView) -> Bool {
        view is UITableViewCell || view is UITableViewHeaderFooterView || view is UICollectionReusableView
    }

    /// Table and collection views make their cells only as they scroll into view.
    private static func fillsLazily(_ view: UIView) -> Bool {
        view is UITableView || view is UICollectionView
    }

    /// The reusable view `view` is in (or is): a table or collection view cell, a table's
    /// section header or footer view, a collection view's supplementary view. Lists park these in
    /// reuse pools, hidden or out of the window.
    static func reusableView(containing view: UIView) -> UIView? {
        var current: UIView? = view
        while let candidate = current {
            if candidate is UITableViewCell || candidate is UICollectionReusableView
                || candidate is UITableViewHeaderFooterView
            {
                return candidate
            }
            current = candidate.superview
        }
        return nil
    }

    /// Key-value observations arrive on the thread that changed the value: UIKit's main thread,
    /// or (an app's misuse) another one, then on the next main-queue turn.
    nonisolated static func onMain(_ work: @escaping @MainActor @Sendable () -> Void) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { work() }
        } else {
            DispatchQueue.main.async { work() }
        }
    }

    @objc private func reduceMotionDidChange() {
        updateAnimation()
    }

    // visionOS has only the registration API (traitCollectionDidChange is deprecated there since 1.0).
    #if !os(visionOS)
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // iOS 17 and later use the registration above.
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) { return }
        setNeedsLayout()
    }
    #endif

    // MARK: Touches

    /// Touches on placeholders stop here; excluded views get theirs. A touch over a descendant
    /// scroll view goes to that scroll view (its pans and refresh control work; its own overlay,
    /// inside it, takes the taps on its redacted content) unless a placeholder drawn above the
    /// scroll view covers it: a redacted floating button or toolbar over a list stays blocked.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, Double(alpha) > RedactionRule.invisibleAlpha,
              super.point(inside: point, with: event) else { return nil }
        if scan.excludedRects.contains(where: { $0.contains(point) }) { return nil }
        if let scrollView = touchableScrollView(at: point) {
            // Its own hit-test may still find nothing (a subclass's override): the touch then
            // stops here rather than reach the redacted content.
            return scrollView.hitTest(convert(point, to: scrollView), with: event) ?? self
        }
        return self
    }

    /// Inside where ``hitTest(_:with:)`` keeps the touch.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard super.point(inside: point, with: event) else { return false }
        return !scan.excludedRects.contains { $0.contains(point) } && touchableScrollView(at: point) == nil
    }

    /// The descendant scroll view a touch at `point` is handed to. Calling its `hitTest` directly
    /// skips the checks UIKit's walk from the window makes on the views in between: one with user
    /// interaction off (the scroll view's or an ancestor's up to the host) would never have let the
    /// touch reach it, so the overlay keeps it.
    private func touchableScrollView(at point: CGPoint) -> UIScrollView? {
        guard let scrollView = scan.scrollView(at: point) else { return nil }
        var current: UIView? = scrollView
        while let view = current, view !== host {
            if !view.isUserInteractionEnabled { return nil }
            current = view.superview
        }
        return scrollView
    }

    // Not passed up the responder chain: the redacted view must not see them either.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// A weak reference to an overlay that key-value observation handlers may carry to any thread:
/// they only read it there (a weak load is thread-safe) and use the overlay on the main queue.
final class WeakOverlay: @unchecked Sendable {
    weak var overlay: RedactionOverlayView?

    init(_ overlay: RedactionOverlayView) {
        self.overlay = overlay
    }
}

extension CACornerMask {
    /// The layer corners of ``RedactionCorners`` (y down: the top is the minimum y).
    init(_ corners: RedactionCorners) {
        var mask: CACornerMask = []
        if corners.contains(.topLeft) { mask.insert(.layerMinXMinYCorner) }
        if corners.contains(.topRight) { mask.insert(.layerMaxXMinYCorner) }
        if corners.contains(.bottomLeft) { mask.insert(.layerMinXMaxYCorner) }
        if corners.contains(.bottomRight) { mask.insert(.layerMaxXMaxYCorner) }
        self = mask
    }
}
#endif
