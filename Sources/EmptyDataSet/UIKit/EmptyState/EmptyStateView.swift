#if canImport(UIKit)
import UIKit

/// The empty-state view: a content view centered in the visible area, holding either a vertical
/// stack (image, title, description, button) or the source's custom view — or, for a UIKit content
/// configuration, the view that configuration makes, filling the whole view instead.
///
/// Built once and updated in place on every reload: elements without content are hidden (a hidden
/// arranged subview takes no space in a `UIStackView`), constraint constants change, nothing is
/// torn down. Touches outside the content pass through to the scroll view and its other subviews.
/// Content taller than the view (accessibility text sizes, landscape, a tall header) scrolls
/// inside it, so every element stays reachable (layout in EmptyStateView+Layout.swift).
@MainActor
final class EmptyStateView: UIView, UIGestureRecognizerDelegate {
    /// Scrolls the content when it is taller than the view; otherwise inert (scrolling disabled,
    /// touches pass through).
    let contentScrollView = EmptyDataSetContentScrollView()
    /// Wraps the stack or the custom view; the tap target, and what stays opaque to touches.
    let contentView = UIView()
    let stackView = UIStackView()
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let detailLabel = UILabel()
    let button = EmptyDataSetButton(type: EmptyDataSetButton.preferredType)
    /// The loading preset's indicator, and a configuration's buttons (managed in
    /// EmptyStateView+ConfiguredElements.swift).
    let activityIndicator = UIActivityIndicatorView(style: .large)
    let primaryButton = UIButton(type: .system)
    let secondaryButton = UIButton(type: .system)
    /// The configured buttons' actions as last applied, so a change replaces them.
    var appliedButtonActions: [UIAction?] = [nil, nil]
    /// Whether a tap on ``primaryButton`` runs the error preset's retry.
    var primaryButtonRunsRetry = false
    /// The title's and description's label styles as last applied (1.0's defaults at first).
    var appliedLabelStyles = [EmptyDataSetContent.LabelStyle(), EmptyDataSetContent.LabelStyle()]
    /// The image's largest size (zero: no limit), and the margins a configuration asked for.
    var imageMaximumSize: CGSize = .zero
    var requestedMargins: NSDirectionalEdgeInsets?
    /// The area the image is fitted in when the view sizes to its content (a standalone
    /// ``EmptyDataSetContentView``: ``StandaloneImageArea``); `nil` fits it in the view's own bounds.
    var standaloneImageArea: CGSize?
    /// The source's custom view while one is shown (managed in EmptyStateView+CustomView.swift).
    var customView: UIView?
    /// The view a content configuration made, while one is shown (managed in
    /// EmptyStateView+HostedContent.swift), its edge constraints, and the search text its
    /// configuration was last updated with.
    var hostedContentView: (UIView & UIContentView)?
    var hostedContentConstraints: [NSLayoutConstraint] = []
    var hostedSearchText: String?
    /// A hosted `UIContentUnavailableView`'s width limit (readable width plus margins).
    var hostedReadableWidthConstraint: NSLayoutConstraint?

    /// Called when the content size category, light/dark appearance, contrast or size classes
    /// changed, so the source can be asked again (its strings may have fonts and colors baked
    /// in); the argument says whether only the size classes changed.
    var onTraitChange: ((_ onlySizeClasses: Bool) -> Void)?
    /// The traits the source's content was last asked for under.
    var contentTraits: ContentTraits?

    let tapRecognizer = UITapGestureRecognizer()
    var centerYConstraint: NSLayoutConstraint!
    var contentTopConstraint: NSLayoutConstraint!
    var contentBottomConstraint: NSLayoutConstraint!
    var stackConstraints: [NSLayoutConstraint] = []
    var customViewConstraints: [NSLayoutConstraint] = []
    var imageWidthConstraint: NSLayoutConstraint!
    var imageAspectConstraint: NSLayoutConstraint?
    /// The source's image animation, and whether the delegate asked for it to run. It runs while
    /// Reduce Motion is off (``MotionPreferences``), and is re-added when the view returns to a
    /// window (Core Animation drops animations when a layer leaves the render tree).
    private var imageAnimation: CAAnimation?
    private var isImageAnimationRequested = false
    /// The size and margins the layout constants were computed for (see ``layoutSubviews()``).
    var lastLayoutKey: (available: CGSize, margins: NSDirectionalEdgeInsets)?
    /// Whether VoiceOver has yet to be told about the current appearance (its fade was cut short).
    var isAppearanceUnannounced = false
    /// Whether the current appearance came with its screen (``ScreenPresence``).
    var appearsWithScreen = false
    /// Whether VoiceOver is moved to the view when it appears; `false` in the loading flow, which
    /// announces its states without moving focus (``FlowAnnouncement``).
    var movesFocusOnAppearance = true
    /// Where VoiceOver goes when the empty state appears (``ContentPlan``): the first element it
    /// reads, or the custom view.
    var initialAccessibilityFocus: UIView?

    /// The source's strings, kept so Dynamic Type changes can re-merge the default fonts, and so
    /// an unchanged reload leaves the labels (and their measured sizes) alone.
    private var sourceTitle: NSAttributedString?
    private var sourceDescription: NSAttributedString?
    private var sourceButtonTitles: [(state: UIControl.State, title: NSAttributedString?)] = []
    /// The source's image, tint and symbol configuration as last applied, for the same reason.
    private var sourceImage: (image: UIImage?, tint: UIColor?, symbolConfiguration: UIImage.SymbolConfiguration?) =
        (nil, nil, nil)
    /// The source's button images per control state (raw value) as last applied. Kept here
    /// because `UIButton.image(for:)` falls back to the normal state's image.
    private var sourceButtonImages: [UInt: (image: UIImage?, background: UIImage?)] = [:]

    private static let imageAnimationKey = "EmptyDataSet.imageAnimation"

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpHierarchy()
        setUpConstraints()
        setUpAccessibility()
        observeTraitChanges()
    }

    @available(*, unavailable, message: "EmptyStateView is created by EmptyDataSet, never from a storyboard.")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is unavailable: EmptyStateView is created by EmptyDataSet.")
    }

    // MARK: - Applying content

    /// Updates every element from `content`, in place.
    func apply(_ content: EmptyDataSetContent) {
        contentTraits = ContentTraits(traitCollection)
        backgroundColor = content.backgroundColor ?? .clear
        extendBackground()
        centerYConstraint.constant = content.verticalOffset
        if let hosted = content.hostedConfiguration {
            removeCustomView()
            showHostedContent(hosted, searchText: content.hostedSearchText)
        } else {
            removeHostedContent()
            if let custom = content.customView {
                showCustomView(custom)
            } else {
                removeCustomView()
                applyStandardElements(content)
            }
        }
        updateAccessibility(content)
        if let hostedContentView {
            // The hosted view is a container, not an element: VoiceOver starts at its first element.
            initialAccessibilityFocus = hostedAccessibilityFocus(in: hostedContentView)
        }
    }

    private func applyStandardElements(_ content: EmptyDataSetContent) {
        applyLayout(content)
        applyImage(content.image, tint: content.imageTintColor, symbolConfiguration: content.imageSymbolConfiguration)
        applyImageProperties(content)
        applyLabelStyles(content)
        applyActivityIndicator(content.showsActivityIndicator)
        applyConfiguredButtons(content.configuredButtons)

        // Immutable copies: a source that mutates and returns one NSMutableAttributedString must
        // still be seen as changed.
        let title = content.title.map(NSAttributedString.init(attributedString:))
        let description = content.description.map(NSAttributedString.init(attributedString:))
        let buttonTitles = content.button.map {
            (state: $0.state, title: $0.content.title.map(NSAttributedString.init(attributedString:)))
        }
        // Each text is reassigned only when it changed: a changed description leaves the title
        // label (and what VoiceOver is on) alone.
        let isTitleUnchanged = Self.isSame(sourceTitle, title)
        let isDescriptionUnchanged = Self.isSame(sourceDescription, description)
        let areButtonTitlesUnchanged =
            sourceButtonTitles.count == buttonTitles.count
            && zip(sourceButtonTitles, buttonTitles).allSatisfy { $0.state == $1.state && Self.isSame($0.title, $1.title) }
        sourceTitle = title
        sourceDescription = description
        sourceButtonTitles = buttonTitles
        for (state, buttonState) in content.button {
            let applied = sourceButtonImages[state.rawValue]
            if applied == nil || applied?.image !== buttonState.image { button.setImage(buttonState.image, for: state) }
            if applied == nil || applied?.background !== buttonState.backgroundImage {
                button.setBackgroundImage(buttonState.backgroundImage, for: state)
            }
            sourceButtonImages[state.rawValue] = (buttonState.image, buttonState.backgroundImage)
        }
        setArranged(button, hidden: !content.hasButton)
        button.hasHighlightedContent = content.hasHighlightedButtonContent
        if !isTitleUnchanged { applyTitle() }
        if !isDescriptionUnchanged { applyDescription() }
        if !areButtonTitlesUnchanged { applyButtonTitles() }
        // The image's height limit depends on whether text or a button shows with it.
        updateImageSize()
    }

    /// Shows `image` (with `symbolConfiguration` applied to a symbol), template-tinted only when a
    /// tint is given. Unchanged input (the same image object, an equal tint and symbol
    /// configuration) leaves the image view alone.
    private func applyImage(_ image: UIImage?, tint: UIColor?, symbolConfiguration: UIImage.SymbolConfiguration?) {
        guard sourceImage.image !== image || sourceImage.tint != tint || sourceImage.symbolConfiguration != symbolConfiguration
        else { return }
        sourceImage = (image, tint, symbolConfiguration)
        if let original = image {
            let image = symbolConfiguration.flatMap { original.applyingSymbolConfiguration($0) } ?? original
            if let tint {
                imageView.image = image.withRenderingMode(.alwaysTemplate)
                imageView.tintColor = tint
            } else if image.isSymbolImage {
                // An SF Symbol drawn "original" is plain black, invisible in dark mode: keep its own
                // rendering (monochrome, hierarchical, multicolor) in the secondary label color.
                imageView.image = image
                imageView.tintColor = .secondaryLabel
            } else {
                imageView.image = image.withRenderingMode(.alwaysOriginal)
                imageView.tintColor = nil
            }
        } else {
            imageView.image = nil
        }
        setArranged(imageView, hidden: image == nil)
    }

    /// Hides or shows an arranged subview only when that changes: UIStackView counts repeated
    /// `isHidden = true` inside an animation block (a reload in the app's animation), after which
    /// one `false` no longer shows the view.
    func setArranged(_ view: UIView, hidden: Bool) {
        if view.isHidden != hidden { view.isHidden = hidden }
    }

    /// Whether two source strings are the same text with the same attributes.
    private static func isSame(_ lhs: NSAttributedString?, _ rhs: NSAttributedString?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case let (lhs?, rhs?): lhs.isEqual(to: rhs)
        default: false
        }
    }

    /// Merges the default attributes for the current traits into the source's strings; called
    /// again when the content size category changes.
    func applyText() {
        applyTitle()
        applyDescription()
        applyButtonTitles()
    }

    private func applyTitle() {
        titleLabel.attributedText = sourceTitle.map {
            TextDefaults.applying(EmptyDataSetTextStyle.title(for: traitCollection), to: $0)
        }
        setArranged(titleLabel, hidden: sourceTitle == nil)
    }

    private func applyDescription() {
        detailLabel.attributedText = sourceDescription.map {
            TextDefaults.applying(EmptyDataSetTextStyle.description(for: traitCollection), to: $0)
        }
        setArranged(detailLabel, hidden: sourceDescription == nil)
    }

    private func applyButtonTitles() {
        let buttonDefaults = EmptyDataSetTextStyle.button(for: traitCollection)
        for (state, title) in sourceButtonTitles {
            button.setAttributedTitle(title.map { TextDefaults.applying(buttonDefaults, to: $0) }, for: state)
        }
    }

    /// Shows the standard stack (and its constraints) or takes it out of layout for a custom view.
    func setStackActive(_ active: Bool) {
        guard stackView.isHidden == active else { return }
        stackView.isHidden = !active
        if active {
            NSLayoutConstraint.activate(stackConstraints)
        } else {
            NSLayoutConstraint.deactivate(stackConstraints)
        }
    }

    // MARK: - Appearance

    /// Shows the view; fades it in when asked (appearance only, never on an in-place update), then
    /// tells VoiceOver (``AppearanceAnnouncement``). The announcement waits for the fade: VoiceOver
    /// skips elements that are still transparent.
    /// - Parameters:
    ///   - fading: Whether to fade in.
    ///   - appearsWithScreen: Whether the empty state appears together with its screen
    ///     (``ScreenPresence``), whose own VoiceOver focus then wins.
    func appear(fading: Bool, appearsWithScreen: Bool) {
        layer.removeAllAnimations()
        isHidden = false
        isAppearanceUnannounced = true
        self.appearsWithScreen = appearsWithScreen
        contentScrollView.contentOffset = .zero
        guard fading else {
            alpha = 1
            announceAppearance()
            return
        }
        alpha = 0
        UIView.animate(
            withDuration: Metric.fadeInDuration, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
            animations: { self.alpha = 1 },
            completion: { [weak self] finished in
                // Not finished: hidden (or shown again) before the fade ended; that call decides.
                if finished { self?.announceAppearance() }
            })
    }

    /// Makes the visible view transparent at once, a visual change only (see
    /// ``ChangeResponse``): no fade, even inside an animation block, and a running fade-in
    /// is stopped.
    func conceal() {
        UIView.performWithoutAnimation {
            layer.removeAllAnimations()
            alpha = 0
        }
    }

    /// Whether the view is shown but concealed (see ``conceal()``).
    var isConcealed: Bool { !isHidden && alpha == 0 }

    /// Makes a concealed view opaque again; VoiceOver is told now if a concealment cut its
    /// appearance short. No effect on a view that is not concealed.
    func reveal() {
        guard alpha != 1 else { return }
        UIView.performWithoutAnimation { alpha = 1 }
        if isAppearanceUnannounced { announceAppearance() }
    }

    /// Hides the view, stops the image animation, gives a custom view back to the app (as it made
    /// it: an app that shows it elsewhere meanwhile must not find it collapsed) and releases a
    /// content configuration's view (the next appearance makes a new one). VoiceOver is told the
    /// layout changed, since it may have been on an element that is gone. The view stays in place
    /// for reuse.
    func disappear() {
        let wasOnScreen = window != nil && !isHidden && alpha > 0
        isAppearanceUnannounced = false
        layer.removeAllAnimations()
        alpha = 1
        isHidden = true
        setImageAnimation(nil, requested: false)
        removeCustomView()
        removeHostedContent()
        releaseConfiguredButtons()
        if AppearanceAnnouncement.postsLayoutChangeOnDisappearance(
            isVoiceOverRunning: AccessibilitySystem.isVoiceOverRunning(), wasOnScreen: wasOnScreen)
        {
            AccessibilitySystem.post(.layoutChanged, nil)
        }
    }

    /// Sets the source's image animation and whether the delegate asked for it to run. It runs
    /// only while Reduce Motion is off (``MotionPreferences``), and follows that setting live. A
    /// running animation is not restarted by in-place updates.
    func setImageAnimation(_ animation: CAAnimation?, requested: Bool) {
        imageAnimation = animation
        isImageAnimationRequested = requested
        updateImageAnimation()
    }

    /// Adds or removes the image animation to match the request, the content and Reduce Motion.
    @objc func updateImageAnimation() {
        let runs = MotionPreferences.runsImageAnimation(
            isRequested: isImageAnimationRequested && imageAnimation != nil && imageView.image != nil
                && customView == nil && hostedContentView == nil,
            isReduceMotionEnabled: AccessibilitySystem.isReduceMotionEnabled())
        guard runs, let imageAnimation else {
            imageView.layer.removeAnimation(forKey: Self.imageAnimationKey)
            return
        }
        guard imageView.layer.animation(forKey: Self.imageAnimationKey) == nil else { return }
        imageView.layer.add(imageAnimation, forKey: Self.imageAnimationKey)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { updateImageAnimation() }
        reportWindowChange()
    }

    // The margins a hosted `UIContentUnavailableView`'s width limit adds to the readable width
    // follow the safe area and the size class; both reach the margins and are reported here.
    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        updateHostedReadableWidth()
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateHostedReadableWidth()
    }

    // MARK: - Touches

    /// Sends taps on the content (outside the button) to `target`.
    func addTapTarget(_ target: Any, action: Selector) {
        tapRecognizer.addTarget(target, action: action)
    }

    /// Pass-through: a touch on the empty area around the content is not ours, so header views,
    /// search bars and the scroll view's own pan keep working — unless the content overflows and
    /// scrolls, when the area around it belongs to that scrolling. A touch that lands on a hosted
    /// content view itself passes through too, but one that lands on any of its subviews is kept:
    /// Apple's `UIContentUnavailableView` holds an inner scroll view that fills it and returns
    /// itself from `hitTest`, so in practice a hosted `UIContentUnavailableView` (and a hosting
    /// view whose SwiftUI content fills it) takes every touch over its whole area, as it does in
    /// a view controller; the table's own pan does not start there.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit === self || (hit != nil && hit === hostedContentView) { return nil }
        if hit === contentScrollView, !contentScrollView.isScrollEnabled { return nil }
        return hit
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        // Controls (the button, or one inside a custom or hosted view) report their own taps; a tap
        // on one is not also a tap on the view. The touched view may be a control's subview: walk
        // up to the recognizer's view (the content view, or the hosted view while one shows).
        var view = touch.view
        while let current = view, current !== gestureRecognizer.view {
            if current is UIControl { return false }
            view = current.superview
        }
        return true
    }

    /// Never blocks another recognizer: the tap only listens (`cancelsTouchesInView` is `false`).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        true
    }

    /// Over hosted content, the tap waits for every recognizer inside the hosted view (and on it)
    /// to fail, so a tap that content handles is not also a tap on the empty state. From iOS 18
    /// SwiftUI's gestures (a `Button` in a `UIHostingConfiguration`, `onTapGesture`) are UIKit
    /// recognizers in the hosting view, not `UIControl`s, which ``gestureRecognizer(_:shouldReceive:)``
    /// cannot tell apart; waiting for them is what keeps their taps theirs. Recognizing
    /// simultaneously alone would report both; attaching the tap only when the app handles taps
    /// would still report both whenever it does. Recognizers that do not recognize a plain tap
    /// (Apple's inner scroll view's pan, a long press) fail when the finger lifts, so the empty
    /// state's tap still comes then. Before iOS 18 SwiftUI handles its gestures outside UIKit's
    /// recognizers: a SwiftUI button's tap there is reported to both (this hook cannot see it).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard gestureRecognizer === tapRecognizer, otherGestureRecognizer !== tapRecognizer,
            let hosted = hostedContentView, let otherView = otherGestureRecognizer.view
        else { return false }
        return otherView.isDescendant(of: hosted)
    }

    // MARK: - Setup

    private func setUpHierarchy() {
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        isHidden = true
        preservesSuperviewLayoutMargins = false
        insetsLayoutMarginsFromSafeArea = true

        // The content scrolls inside the empty state only when it overflows (see updateScrolling).
        contentScrollView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentScrollView)

        contentView.translatesAutoresizingMaskIntoConstraints = false
        contentScrollView.addSubview(contentView)

        stackView.axis = .vertical
        stackView.alignment = .center
        stackView.spacing = Metric.defaultSpaceHeight
        stackView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stackView)

        imageView.contentMode = .scaleAspectFit
        imageView.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        imageView.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        for label in [titleLabel, detailLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            label.lineBreakMode = .byWordWrapping
            label.adjustsFontForContentSizeCategory = true
        }
        button.titleLabel?.numberOfLines = 0
        button.titleLabel?.textAlignment = .center
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        activityIndicator.hidesWhenStopped = false
        for element in [activityIndicator, imageView, titleLabel, detailLabel, button, primaryButton, secondaryButton]
            as [UIView]
        {
            element.isHidden = true
            stackView.addArrangedSubview(element)
        }

        tapRecognizer.delegate = self
        tapRecognizer.cancelsTouchesInView = false
        // Taps only. On tvOS a Select press on the focused button also reaches its ancestors: the
        // view's recognizer must not turn it into a second, did-tap-view event.
        tapRecognizer.allowedPressTypes = []
        contentView.addGestureRecognizer(tapRecognizer)

        NotificationCenter.default.addObserver(
            self, selector: #selector(updateImageAnimation),
            name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }
}

extension NSLayoutConstraint {
    /// The constraint with `priority` set, for building constraint arrays inline.
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
#endif
