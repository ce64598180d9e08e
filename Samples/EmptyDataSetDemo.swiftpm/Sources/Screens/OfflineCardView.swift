#if canImport(UIKit)
import UIKit

/// The custom empty state: a rounded card with a symbol, two labels and a Retry button that
/// turns into a spinner while reconnecting. Auto Layout sizes it; the empty state centers it.
final class OfflineCardView: UIView {
    var onRetry: (() -> Void)?

    var isReconnecting = false {
        didSet {
            guard isReconnecting != oldValue else { return }
            retryButton.isHidden = isReconnecting
            if isReconnecting { spinner.startAnimating() } else { spinner.stopAnimating() }
            // VoiceOver's focus was on the button just hidden: move it to the spinner. (When
            // reconnecting ends, the rows replace the whole card; the list takes focus then.)
            if isReconnecting { UIAccessibility.post(notification: .layoutChanged, argument: spinner) }
        }
    }

    private let retryButton = UIButton(configuration: .borderedProminent())
    private let spinner = UIActivityIndicatorView(style: .medium)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 20
        layer.cornerCurve = .continuous

        let symbol = UIImageView(image: UIImage(systemName: "wifi.slash"))
        symbol.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .largeTitle)
        symbol.tintColor = .systemOrange
        let title = Self.label("You're Offline", style: .headline, color: .label)
        let message = Self.label("Your mailboxes appear when the connection is back.", style: .subheadline, color: .secondaryLabel)
        retryButton.configuration?.title = "Retry"
        spinner.accessibilityLabel = "Reconnecting"
        retryButton.addAction(UIAction { [weak self] _ in self?.onRetry?() }, for: .primaryActionTriggered)

        let stack = UIStackView(arrangedSubviews: [symbol, title, message, retryButton, spinner])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 10
        stack.setCustomSpacing(16, after: message)
        stack.translatesAutoresizingMaskIntoConstraints = false
        translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 24),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -24),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 24),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -24),
            widthAnchor.constraint(lessThanOrEqualToConstant: 360),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the demo makes its views in code")
    }

    private static func label(_ text: String, style: UIFont.TextStyle, color: UIColor) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = color
        label.textAlignment = .center
        label.numberOfLines = 0
        return label
    }
}
#endif
