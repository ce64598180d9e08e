#if canImport(UIKit)
import UIKit

/// The failure banner (``EmptyDataSetLoadingOptions/showsFailureBanner``): a message, Retry and a
/// close button on a rounded material-like card, at the top of the visible part of the list.
///
/// Accessibility: the message is announced (queued, focus stays where the user is); the banner is
/// reachable (its three elements, in reading order, first in the list's order by position); the
/// escape gesture (two-finger Z) dismisses it; text follows Dynamic Type and wraps; it slides in
/// and out, or only fades with Reduce Motion on. At accessibility text sizes the message goes
/// above the buttons (a row would squeeze it to nothing next to "Erneut versuchen"), button titles
/// wrap, and a message taller than the banner's cap (half the visible height) scrolls.
@MainActor
final class FailureBannerView: UIView {
    let messageLabel = UILabel()
    /// Scrolls the message when the banner is capped (``FailureBannerPlacement/maximumHeight(in:)``).
    let messageScrollView = UIScrollView()
    /// Retry: a configuration button (iOS 15), which sizes to a wrapped title at accessibility
    /// sizes — a `.system` button's intrinsic size stays one line and the title spills out.
    let retryButton = UIButton(configuration: .plain())
    /// Close: a configuration button too, the symbol scaling with the text size.
    let dismissButton = UIButton(configuration: .plain())
    let stack = UIStackView()
    private let buttons = UIStackView()
    /// Runs on Retry.
    var onRetry: (() -> Void)?
    /// Runs on the close button and the escape gesture.
    var onDismiss: (() -> Void)?
    /// The scroll view's bounds, observed while the banner shows (the controller sets it).
    var boundsObservation: NSKeyValueObservation?
    /// The scroll view's frame, observed while the banner shows (the controller sets it).
    var frameObservation: NSKeyValueObservation?
    /// The scroll view's bounds when the banner was last placed: the offset, bounds and frame
    /// observations of one change place it once.
    var placedInBounds: CGRect?
    /// The last fitting height, by what it depends on: measured once per width, text and text
    /// size, not per scroll frame.
    private var fitting: (key: FittingKey, height: CGFloat)?
    /// How many times the layout engine measured the banner (tests pin the cache with it).
    private(set) var measurements = 0

    private struct FittingKey: Equatable {
        var width: CGFloat
        var text: String
        var category: UIContentSizeCategory
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.cardColor
        layer.cornerRadius = 12
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.12
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 2)
        // Above cells and section headers, which UIKit adds later (hit testing follows the
        // subview order, which the controller keeps too).
        layer.zPosition = 1_000

        messageLabel.font = .preferredFont(forTextStyle: .subheadline)
        messageLabel.adjustsFontForContentSizeCategory = true
        messageLabel.textColor = .label
        messageLabel.numberOfLines = 0
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        messageScrollView.addSubview(messageLabel)
        messageScrollView.showsHorizontalScrollIndicator = false
        messageScrollView.translatesAutoresizingMaskIntoConstraints = false

        retryButton.configuration?.title = PresetLocalization.string(for: .retry)
        retryButton.configuration?.titleAlignment = .center
        // The subheadline at the button's own text size, on every configuration update (a text
        // size change asks for one: `textSizeChanged()`). A configuration title wraps on its own.
        retryButton.configurationUpdateHandler = { button in
            guard var configuration = button.configuration else { return }
            let font = UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: button.traitCollection)
            configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                var outgoing = incoming
                outgoing.font = font
                return outgoing
            }
            button.configuration = configuration
        }
        retryButton.addTarget(self, action: #selector(retryTapped), for: .touchUpInside)
        dismissButton.configuration?.image = UIImage(systemName: "xmark")
        dismissButton.accessibilityLabel = PresetLocalization.string(for: .dismiss)
        dismissButton.addTarget(self, action: #selector(dismissTapped), for: .touchUpInside)

        buttons.addArrangedSubview(retryButton)
        buttons.addArrangedSubview(dismissButton)
        buttons.axis = .horizontal
        buttons.alignment = .center
        buttons.spacing = 8
        stack.addArrangedSubview(messageScrollView)
        stack.addArrangedSubview(buttons)
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        messageScrollView.setContentHuggingPriority(.defaultLow, for: .horizontal)
        messageScrollView.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        buttons.setContentHuggingPriority(.required, for: .horizontal)
        // The label wraps to the width it gets rather than widening the banner.
        messageLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        // Capped, the message gives way, never the buttons (44 pt targets, a wrapped title).
        for view in [buttons, retryButton, dismissButton] as [UIView] {
            view.setContentCompressionResistancePriority(.required, for: .vertical)
        }
        addSubview(stack)
        // The message's own height, kept unless the banner is capped (then the message scrolls).
        let messageHeight = messageScrollView.heightAnchor.constraint(equalTo: messageLabel.heightAnchor)
        messageHeight.priority = UILayoutPriority(UILayoutPriority.defaultHigh.rawValue - 1)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            messageLabel.leadingAnchor.constraint(equalTo: messageScrollView.contentLayoutGuide.leadingAnchor),
            messageLabel.trailingAnchor.constraint(equalTo: messageScrollView.contentLayoutGuide.trailingAnchor),
            messageLabel.topAnchor.constraint(equalTo: messageScrollView.contentLayoutGuide.topAnchor),
            messageLabel.bottomAnchor.constraint(equalTo: messageScrollView.contentLayoutGuide.bottomAnchor),
            messageLabel.widthAnchor.constraint(equalTo: messageScrollView.frameLayoutGuide.widthAnchor),
            messageHeight,
            // 44 pt targets for both buttons.
            retryButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            dismissButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
            dismissButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
        accessibilityElements = [messageLabel, retryButton, dismissButton]
        applyAxisIfNeeded()
        followTextSize()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    /// The card's color: `secondarySystemBackground`, which tvOS lacks — there the same values by
    /// the appearance.
    private static var cardColor: UIColor {
        #if os(tvOS)
        UIColor { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1)
                : UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
        }
        #else
        .secondarySystemBackground
        #endif
    }

    /// The message shown (and announced by the controller).
    var message: String {
        get { messageLabel.text ?? "" }
        set {
            guard newValue != messageLabel.text else { return }
            messageLabel.text = newValue
            fitting = nil
        }
    }

    /// Whether the buttons go below the message: at accessibility text sizes.
    var isStacked: Bool { stack.axis == .vertical }

    /// Runs after the text size changed (the controller places the banner again).
    var onTextSizeChange: (() -> Void)?

    private func followTextSize() {
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) {
            registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (view: FailureBannerView, _: UITraitCollection) in
                view.textSizeChanged()
            }
        }
    }

    // visionOS has only the registration API (traitCollectionDidChange is deprecated there since 1.0).
    #if !os(visionOS)
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // iOS 17 and later use the registration above.
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) { return }
        guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory else { return }
        textSizeChanged()
    }
    #endif

    private func textSizeChanged() {
        retryButton.setNeedsUpdateConfiguration()
        applyAxisIfNeeded()
        onTextSizeChange?()
    }

    /// A row of message and buttons, or the buttons below the message at accessibility sizes.
    func applyAxisIfNeeded() {
        let stacked = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        guard stacked != isStacked || !hasAppliedAxis else { return }
        hasAppliedAxis = true
        stack.axis = stacked ? .vertical : .horizontal
        stack.alignment = stacked ? .fill : .center
        retryButton.contentHorizontalAlignment = stacked ? .leading : .center
        // In a row the buttons keep their width; stacked, the retry title may wrap.
        retryButton.setContentCompressionResistancePriority(stacked ? .defaultHigh : .required, for: .horizontal)
        dismissButton.setContentCompressionResistancePriority(.required, for: .horizontal)
        fitting = nil
    }

    private var hasAppliedAxis = false

    /// The height the banner needs at `width` (before the cap), measured once per width, text and
    /// text size.
    func fittingHeight(width: CGFloat) -> CGFloat {
        guard width > 0, width.isFinite else { return 0 }
        applyAxisIfNeeded()
        let key = FittingKey(width: width, text: message, category: traitCollection.preferredContentSizeCategory)
        if let fitting, fitting.key == key { return fitting.height }
        measurements += 1
        let height = systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
        fitting = (key, height)
        return height
    }

    /// VoiceOver's escape gesture dismisses the banner, as its close button does.
    override func accessibilityPerformEscape() -> Bool {
        guard let onDismiss else { return false }
        onDismiss()
        return true
    }

    /// Slides in from above and fades in; only fades with Reduce Motion on.
    func animateIn(reduceMotion: Bool) {
        alpha = 0
        if !reduceMotion { transform = CGAffineTransform(translationX: 0, y: -16) }
        UIView.animate(withDuration: reduceMotion ? 0.2 : 0.3, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState]) {
            self.alpha = 1
            self.transform = .identity
        }
    }

    /// Slides out (or fades with Reduce Motion on), then leaves its superview.
    func animateOut(reduceMotion: Bool) {
        UIView.animate(withDuration: 0.2, delay: 0, options: [.beginFromCurrentState]) {
            self.alpha = 0
            if !reduceMotion { self.transform = CGAffineTransform(translationX: 0, y: -16) }
        } completion: { _ in
            // A banner shown again meanwhile (a new failure) is visible again: keep it.
            guard self.alpha == 0 else { return }
            self.removeFromSuperview()
            self.transform = .identity
        }
    }

    @objc private func retryTapped() { onRetry?() }
    @objc private func dismissTapped() { onDismiss?() }
}
#endif
