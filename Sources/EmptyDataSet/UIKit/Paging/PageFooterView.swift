#if canImport(UIKit)
import UIKit

/// The page footer: a centered column (activity indicator, title, message, button) in a view the
/// package places after the list's content, outside the app's `tableFooterView` and layout.
///
/// Its content stays inside its layout margins, which follow the safe area (a landscape phone's
/// sensor housing), so it needs no help with rotation beyond its frame.
@MainActor
final class PageFooterView: UIView {
    /// Called when the button is tapped (the failed footer's Retry).
    var onButtonTap: (() -> Void)?
    /// Called after the footer moved to a window or out of one.
    var onWindowChange: ((_ isInWindow: Bool) -> Void)?
    /// The configuration shown; an equal one changes nothing.
    private(set) var configuration: EmptyDataSetPageFooterConfiguration?

    let activityIndicator = UIActivityIndicatorView(style: .medium)
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    let button = UIButton(type: .system)
    private let stack = UIStackView()
    private var insetConstraints: [NSLayoutConstraint] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            label.adjustsFontForContentSizeCategory = true
        }
        activityIndicator.hidesWhenStopped = true
        // The indicator alone tells nothing to VoiceOver: it reads "Loading more".
        activityIndicator.accessibilityLabel = PagingText.string(for: .loadingMore)
        button.addTarget(self, action: #selector(didTapButton), for: .touchUpInside)
        for view in [activityIndicator, titleLabel, messageLabel, button] as [UIView] { stack.addArrangedSubview(view) }
        addSubview(stack)
        let margins = layoutMarginsGuide
        insetConstraints = [
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            margins.bottomAnchor.constraint(equalTo: stack.bottomAnchor),
            margins.trailingAnchor.constraint(greaterThanOrEqualTo: stack.trailingAnchor),
        ]
        NSLayoutConstraint.activate(insetConstraints + [stack.centerXAnchor.constraint(equalTo: centerXAnchor)])
        // The layout margins carry the configuration's insets; they add to the safe area.
        insetsLayoutMarginsFromSafeArea = true
        preservesSuperviewLayoutMargins = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Shows `configuration`; nothing when it equals the one shown.
    func apply(_ configuration: EmptyDataSetPageFooterConfiguration) {
        guard configuration != self.configuration else { return }
        self.configuration = configuration
        activityIndicator.color = configuration.activityIndicatorColor
        if configuration.showsActivityIndicator { activityIndicator.startAnimating() } else { activityIndicator.stopAnimating() }
        titleLabel.text = configuration.text
        titleLabel.font = configuration.font
        titleLabel.textColor = configuration.textColor
        titleLabel.isHidden = configuration.text?.isEmpty ?? true
        messageLabel.text = configuration.secondaryText
        messageLabel.font = configuration.secondaryFont
        messageLabel.textColor = configuration.secondaryTextColor
        messageLabel.isHidden = configuration.secondaryText?.isEmpty ?? true
        button.configuration = configuration.button
        button.isHidden = configuration.button == nil
        backgroundColor = configuration.backgroundColor
        directionalLayoutMargins = configuration.contentInsets
    }

    /// The footer's length along `axis` when the other dimension is `crossLength`: the column's
    /// fitting size with the margins, at least the configuration's minimum (non-finite or
    /// negative minimums count as 0). Horizontal footers are at most 200 points wide.
    func length(along axis: PagingAxis, crossLength: CGFloat) -> CGFloat {
        let minimum = configuration.map { $0.minimumLength.isFinite ? max(0, $0.minimumLength) : 0 } ?? 0
        let cross = crossLength.isFinite ? max(0, crossLength) : 0
        let fitting: CGSize
        switch axis {
        case .vertical:
            fitting = systemLayoutSizeFitting(
                CGSize(width: cross, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            return max(minimum, ceil(fitting.height))
        case .horizontal:
            fitting = systemLayoutSizeFitting(
                CGSize(width: UIView.layoutFittingCompressedSize.width, height: cross),
                withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .required)
            return min(max(minimum, ceil(fitting.width)), max(minimum, 200))
        }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        // A spinner stops when it leaves a window; it spins again when it comes back.
        if window != nil, configuration?.showsActivityIndicator == true { activityIndicator.startAnimating() }
        onWindowChange?(window != nil)
    }

    @objc private func didTapButton() {
        onButtonTap?()
    }
}
#endif
