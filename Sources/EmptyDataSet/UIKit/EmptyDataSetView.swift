#if canImport(UIKit)
import UIKit

/// The empty-state view: a content view centered in the visible area, holding either a vertical
/// stack (image, title, description, button) or the source's custom view.
///
/// Built once and updated in place on every reload: elements without content are hidden (a hidden
/// arranged subview takes no space in a `UIStackView`), constraint constants change, nothing is
/// torn down. Touches outside the content pass through to the scroll view and its other subviews.
@MainActor
final class EmptyDataSetView: UIView, UIGestureRecognizerDelegate {
    /// Wraps the stack or the custom view; the tap target, and what stays opaque to touches.
    let contentView = UIView()
    let stackView = UIStackView()
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let detailLabel = UILabel()
    let button = EmptyDataSetButton(type: EmptyDataSetButton.preferredType)
    /// The source's custom view while one is shown (managed in EmptyDataSetView+CustomView.swift).
    var customView: UIView?

    private let tapRecognizer = UITapGestureRecognizer()
    private var centerYConstraint: NSLayoutConstraint!
    private var stackConstraints: [NSLayoutConstraint] = []
    var customViewConstraints: [NSLayoutConstraint] = []
    private var imageWidthConstraint: NSLayoutConstraint!
    private var imageAspectConstraint: NSLayoutConstraint?
    /// The running image animation, re-added when the view returns to a window (Core Animation
    /// drops animations when a layer leaves the render tree).
    private var imageAnimation: CAAnimation?
    private var lastAvailableSize: CGSize = .zero
    /// Whether VoiceOver has yet to be told about the current appearance (its fade was cut short).
    var isAppearanceUnannounced = false
    /// Where VoiceOver goes when the empty state appears (``ContentPlan``): the first element it
    /// reads, or the custom view.
    var initialAccessibilityFocus: UIView?

    /// The source's strings, kept so Dynamic Type changes can re-merge the default fonts, and so
    /// an unchanged reload leaves the labels (and their measured sizes) alone.
    private var sourceTitle: NSAttributedString?
    private var sourceDescription: NSAttributedString?
    private var sourceButtonTitles: [(state: UIControl.State, title: NSAttributedString?)] = []
    /// The source's image and tint as last applied, for the same reason.
    private var sourceImage: (image: UIImage?, tint: UIColor?) = (nil, nil)
    /// The source's button images per control state (raw value) as last applied. Kept here
    /// because `UIButton.image(for:)` falls back to the normal state's image.
    private var sourceButtonImages: [UInt: (image: UIImage?, background: UIImage?)] = [:]

    private static let imageAnimationKey = "EmptyDataSet.imageAnimation"

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpHierarchy()
        setUpConstraints()
        setUpAccessibility()
        observeContentSizeCategory()
    }

    @available(*, unavailable, message: "EmptyDataSetView is created by EmptyDataSet, never from a storyboard.")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is unavailable: EmptyDataSetView is created by EmptyDataSet.")
    }

    // MARK: - Applying content

    /// Updates every element from `content`, in place.
    func apply(_ content: EmptyDataSetContent) {
        backgroundColor = content.backgroundColor ?? .clear
        centerYConstraint.constant = content.verticalOffset
        if let custom = content.customView {
            showCustomView(custom)
        } else {
            removeCustomView()
            applyStandardElements(content)
        }
        updateAccessibility(content)
    }

    private func applyStandardElements(_ content: EmptyDataSetContent) {
        stackView.spacing = content.spacing
        applyImage(content.image, tint: content.imageTintColor)

        // Immutable copies: a source that mutates and returns one NSMutableAttributedString must
        // still be seen as changed.
        let title = content.title.map(NSAttributedString.init(attributedString:))
        let description = content.description.map(NSAttributedString.init(attributedString:))
        let buttonTitles = content.button.map {
            (state: $0.state, title: $0.content.title.map(NSAttributedString.init(attributedString:)))
        }
        let isTextUnchanged =
            Self.isSame(sourceTitle, title) && Self.isSame(sourceDescription, description)
            && sourceButtonTitles.count == buttonTitles.count
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
        if !isTextUnchanged { applyText() }
    }

    /// Shows `image`, template-tinted only when a tint is given. Unchanged input (the same image
    /// object and an equal tint) leaves the image view alone.
    private func applyImage(_ image: UIImage?, tint: UIColor?) {
        guard sourceImage.image !== image || sourceImage.tint != tint else { return }
        sourceImage = (image, tint)
        if let image {
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
        updateImageSize()
    }

    /// Hides or shows an arranged subview only when that changes: UIStackView counts repeated
    /// `isHidden = true` inside an animation block (a reload in the app's animation), after which
    /// one `false` no longer shows the view.
    private func setArranged(_ view: UIView, hidden: Bool) {
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
        titleLabel.attributedText = sourceTitle.map {
            TextDefaults.applying(EmptyDataSetTextStyle.title(for: traitCollection), to: $0)
        }
        setArranged(titleLabel, hidden: sourceTitle == nil)
        detailLabel.attributedText = sourceDescription.map {
            TextDefaults.applying(EmptyDataSetTextStyle.description(for: traitCollection), to: $0)
        }
        setArranged(detailLabel, hidden: sourceDescription == nil)
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
    func appear(fading: Bool) {
        layer.removeAllAnimations()
        isHidden = false
        isAppearanceUnannounced = true
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
    /// ``ContentSizeResponse``): no fade, even inside an animation block, and a running fade-in
    /// is stopped.
    func conceal() {
        UIView.performWithoutAnimation {
            layer.removeAllAnimations()
            alpha = 0
        }
    }

    /// Makes a concealed view opaque again; VoiceOver is told now if a concealment cut its
    /// appearance short. No effect on a view that is not concealed.
    func reveal() {
        guard alpha != 1 else { return }
        UIView.performWithoutAnimation { alpha = 1 }
        if isAppearanceUnannounced { announceAppearance() }
    }

    /// Hides the view and stops the image animation. The view stays in place for reuse.
    func disappear() {
        isAppearanceUnannounced = false
        layer.removeAllAnimations()
        alpha = 1
        isHidden = true
        imageAnimation = nil
        imageView.layer.removeAnimation(forKey: Self.imageAnimationKey)
    }

    /// Runs `animation` on the image view while `running`; removes it otherwise. A running
    /// animation is not restarted by in-place updates.
    func setImageAnimation(_ animation: CAAnimation?, running: Bool) {
        guard running, let animation, imageView.image != nil, customView == nil else {
            imageAnimation = nil
            imageView.layer.removeAnimation(forKey: Self.imageAnimationKey)
            return
        }
        imageAnimation = animation
        resumeImageAnimation()
    }

    private func resumeImageAnimation() {
        guard let imageAnimation, imageView.layer.animation(forKey: Self.imageAnimationKey) == nil else { return }
        imageView.layer.add(imageAnimation, forKey: Self.imageAnimationKey)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil, !isHidden { resumeImageAnimation() }
    }

    // MARK: - Touches

    /// Sends taps on the content (outside the button) to `target`.
    func addTapTarget(_ target: Any, action: Selector) {
        tapRecognizer.addTarget(target, action: action)
    }

    /// Pass-through: a touch on the empty area around the content is not ours, so header views,
    /// search bars and the scroll view's own pan keep working.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        // Controls (the button, or one inside a custom view) report their own taps; a tap on one is
        // not also a tap on the view. The touched view may be a control's subview: walk up.
        var view = touch.view
        while let current = view, current !== contentView {
            if current is UIControl { return false }
            view = current.superview
        }
        return true
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        true
    }

    // MARK: - Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        // After super, the readable guide is current. It can change without the view's size
        // changing (Dynamic Type, margins), so it is part of the key. The new constants are laid
        // out in a second pass, after which the key is stable.
        let available = CGSize(width: readableWidth, height: bounds.height)
        if available != lastAvailableSize {
            lastAvailableSize = available
            updateImageSize()
            button.wrapTitle(at: available.width)
        }
    }

    /// Sizes the image view with ``ImageFit``: its natural size, scaled down (aspect kept) to the
    /// readable width and the view's height, never up. A required aspect-ratio constraint keeps
    /// the proportions if the stack narrows it further.
    private func updateImageSize() {
        let imageSize = imageView.image?.size ?? .zero
        let size = ImageFit.displaySize(for: imageSize, in: CGSize(width: readableWidth, height: bounds.height))
        if imageWidthConstraint.constant != size.width { imageWidthConstraint.constant = size.width }
        let ratio = size.width > 0 ? size.height / size.width : 0
        guard imageAspectConstraint?.multiplier != ratio else { return }
        imageAspectConstraint?.isActive = false
        imageAspectConstraint = imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: ratio)
        imageAspectConstraint?.isActive = true
    }

    /// The width text and images may use: the readable content width once laid out, else the
    /// width inside the layout margins.
    var readableWidth: CGFloat {
        let readable = readableContentGuide.layoutFrame.width
        return readable > 0 ? readable : bounds.inset(by: layoutMargins).width
    }

    // MARK: - Setup

    private func setUpHierarchy() {
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        isHidden = true
        preservesSuperviewLayoutMargins = false
        insetsLayoutMarginsFromSafeArea = true

        contentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)

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
        for element in [imageView, titleLabel, detailLabel, button] as [UIView] {
            element.isHidden = true
            stackView.addArrangedSubview(element)
        }

        tapRecognizer.delegate = self
        tapRecognizer.cancelsTouchesInView = false
        // Taps only. On tvOS a Select press on the focused button also reaches its ancestors: the
        // view's recognizer must not turn it into a second, did-tap-view event.
        tapRecognizer.allowedPressTypes = []
        contentView.addGestureRecognizer(tapRecognizer)
    }

    private func setUpConstraints() {
        let readable = readableContentGuide
        // Centered, moved by the vertical offset; never above the top edge (content taller than
        // the area is top-aligned and overflows at the bottom instead of hiding under a header).
        centerYConstraint = contentView.centerYAnchor.constraint(equalTo: centerYAnchor).withPriority(.defaultHigh)
        // Below the stack's readable-width constraint (999): if this constant is stale and too
        // wide, the image narrows (the aspect constraint scales its height) instead of the stack
        // widening past the readable width.
        imageWidthConstraint = imageView.widthAnchor.constraint(equalToConstant: 0).withPriority(.required - 2)
        // The edge limits are just below required: before the scroll view has a size (a table made
        // with `.zero` frame and reloaded in viewDidLoad) or when a custom view's own required
        // width exceeds a narrow screen, they yield instead of logging unsatisfiable constraints.
        NSLayoutConstraint.activate([
            contentView.centerXAnchor.constraint(equalTo: centerXAnchor),
            centerYConstraint,
            contentView.topAnchor.constraint(greaterThanOrEqualTo: topAnchor).withPriority(.required - 1),
            contentView.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor).withPriority(.required - 1),
            contentView.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor).withPriority(.required - 1),
            imageWidthConstraint,
        ])
        // Labels wrap at the readable width (layout margins on phones, a comfortable line length
        // on iPad).
        stackConstraints = [
            stackView.topAnchor.constraint(equalTo: contentView.topAnchor),
            stackView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            stackView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            stackView.widthAnchor.constraint(equalTo: readable.widthAnchor).withPriority(.required - 1),
        ]
        NSLayoutConstraint.activate(stackConstraints)
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
