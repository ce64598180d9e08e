#if canImport(UIKit)
import UIKit

/// A small non-modal banner at the top of a view, for news that must not cover the content nor
/// stop the user: here, a refresh that failed while the list shows messages. It hides itself after
/// a few seconds, or when tapped; VoiceOver reads it without moving its focus.
final class BannerView: UIView {
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private var hideTask: Task<Void, Never>?

    init(symbolName: String) {
        super.init(frame: .zero)
        let background = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
        background.layer.cornerRadius = 12
        background.layer.cornerCurve = .continuous
        background.clipsToBounds = true
        background.translatesAutoresizingMaskIntoConstraints = false
        addSubview(background)

        let icon = UIImageView(image: UIImage(systemName: symbolName))
        icon.tintColor = .systemOrange
        icon.setContentHuggingPriority(.required, for: .horizontal)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        messageLabel.font = .preferredFont(forTextStyle: .subheadline)
        messageLabel.textColor = .secondaryLabel
        for label in [titleLabel, messageLabel] {
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = 0
        }
        let texts = UIStackView(arrangedSubviews: [titleLabel, messageLabel])
        texts.axis = .vertical
        texts.spacing = 2
        let stack = UIStackView(arrangedSubviews: [icon, texts])
        stack.spacing = 10
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        background.contentView.addSubview(stack)

        // The blur is clipped to its rounded corners; the shadow belongs to this view, unclipped.
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 2)

        NSLayoutConstraint.activate([
            background.topAnchor.constraint(equalTo: topAnchor),
            background.bottomAnchor.constraint(equalTo: bottomAnchor),
            background.leadingAnchor.constraint(equalTo: leadingAnchor),
            background.trailingAnchor.constraint(equalTo: trailingAnchor),
            stack.topAnchor.constraint(equalTo: background.contentView.topAnchor, constant: 12),
            stack.bottomAnchor.constraint(equalTo: background.contentView.bottomAnchor, constant: -12),
            stack.leadingAnchor.constraint(equalTo: background.contentView.leadingAnchor, constant: 14),
            stack.trailingAnchor.constraint(equalTo: background.contentView.trailingAnchor, constant: -14),
        ])

        isAccessibilityElement = true
        accessibilityTraits = .staticText
        accessibilityHint = "Dismisses the message."  // says what activating it does
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismiss)))
        isHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the demo makes its views in code")
    }

    /// Shows `title` and `message`, replacing what is showing, for four seconds.
    func show(title: String, message: String) {
        titleLabel.text = title
        messageLabel.text = message
        accessibilityLabel = "\(title). \(message)"
        if isHidden {
            isHidden = false
            alpha = 0
            // Slides down from under the navigation bar; with Reduce Motion, only fades.
            transform = UIAccessibility.isReduceMotionEnabled ? .identity : CGAffineTransform(translationX: 0, y: -16)
        }
        // From the current state: a message that arrives while the banner fades out brings it back.
        let options: UIView.AnimationOptions = [.curveEaseOut, .beginFromCurrentState, .allowUserInteraction]
        UIView.animate(withDuration: 0.25, delay: 0, options: options) {
            self.alpha = 1
            self.transform = .identity
        }
        // An announcement, not a screen change: VoiceOver stays where the user is.
        UIAccessibility.post(notification: .announcement, argument: accessibilityLabel)

        // A newer message restarts the clock.
        hideTask?.cancel()
        hideTask = Task { [weak self] in
            do {
                try await Task.sleep(nanoseconds: 4_000_000_000)
            } catch {
                return  // cancelled: a newer message or a tap took over
            }
            self?.dismiss()
        }
    }

    /// VoiceOver's double-tap dismisses it, as a tap does (see accessibilityActivate()).
    override func accessibilityActivate() -> Bool {
        dismiss()
        return true
    }

    @objc func dismiss() {
        hideTask?.cancel()
        hideTask = nil
        guard !isHidden else { return }
        UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseIn, .beginFromCurrentState]) {
            self.alpha = 0
        } completion: { _ in
            // A `show` during the fade set `alpha` back to 1 (the model value): the banner stays.
            if self.alpha == 0 { self.isHidden = true }
        }
    }
}
#endif
