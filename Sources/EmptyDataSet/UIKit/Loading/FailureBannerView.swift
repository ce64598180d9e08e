#if canImport(UIKit)
import UIKit

/// The failure banner (``EmptyDataSetLoadingOptions/showsFailureBanner``): a message, Retry and a
/// close button on a rounded material-like card, at the top of the visible part of the list.
///
/// Accessibility: the message is announced (queued, focus stays where the user is); the banner is
/// reachable (its three elements, in reading order, first in the list's order by position); the
/// escape gesture (two-finger Z) dismisses it; text follows Dynamic Type and wraps; it slides in
/// and out, or only fades with Reduce Motion on.
@MainActor
final class FailureBannerView: UIView {
    let messageLabel = UILabel()
    let retryButton = UIButton(type: .system)
    let dismissButton = UIButton(type: .system)
    /// Runs on Retry.
    var onRetry: (() -> Void)?
    /// Runs on the close button and the escape gesture.
    var onDismiss: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
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

        retryButton.setTitle(PresetLocalization.string(for: .retry), for: .normal)
        retryButton.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
        retryButton.titleLabel?.adjustsFontForContentSizeCategory = true
        retryButton.addTarget(self, action: #selector(retryTapped), for: .touchUpInside)

        dismissButton.setImage(UIImage(systemName: "xmark"), for: .normal)
        dismissButton.accessibilityLabel = PresetLocalization.string(for: .dismiss)
        dismissButton.addTarget(self, action: #selector(dismissTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [messageLabel, retryButton, dismissButton])
        stack.axis = .horizontal
        stack.alignment = .center
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        messageLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
        messageLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        for button in [retryButton, dismissButton] {
            button.setContentCompressionResistancePriority(.required, for: .horizontal)
            button.setContentHuggingPriority(.required, for: .horizontal)
        }
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            // 44 pt targets for both buttons.
            retryButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            dismissButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
            dismissButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
        accessibilityElements = [messageLabel, retryButton, dismissButton]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    /// The message shown (and announced by the controller).
    var message: String {
        get { messageLabel.text ?? "" }
        set { messageLabel.text = newValue }
    }

    /// The height the banner needs at `width`.
    func fittingHeight(width: CGFloat) -> CGFloat {
        guard width > 0 else { return 0 }
        return systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
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
