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
    /// Called when the text size, Bold Text or the appearance changed: the footer's length
    /// (``length(along:crossLength:)``) and its room must be measured again.
    var onTraitChange: (() -> Void)?
    /// The background when the configuration sets none: a plain table's own background, so the
    /// filler-row separators UIKit draws below a short plain table's rows do not show through
    /// the footer (`nil`: clear).
    var fallbackBackgroundColor: UIColor? {
        didSet { if fallbackBackgroundColor != oldValue { applyBackground() } }
    }
    /// The configuration shown; an equal one changes nothing.
    private(set) var configuration: EmptyDataSetPageFooterConfiguration?

    let activityIndicator = UIActivityIndicatorView(style: .medium)
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    let button = UIButton(type: .system)
    private let stack = UIStackView()
    private var insetConstraints: [NSLayoutConstraint] = []
    /// The last measured length and what it depended on: the footer is measured on every
    /// content-size change while it shows, often inside UIKit's layout, so an unchanged footer
    /// is not measured again.
    private var measured: (key: MeasureKey, length: CGFloat)?

    /// What a measured length depends on.
    private struct MeasureKey: Equatable {
        var axis: PagingAxis
        var crossLength: CGFloat
        var configuration: EmptyDataSetPageFooterConfiguration?
        var contentSizeCategory: UIContentSizeCategory
        var legibilityWeight: UILegibilityWeight
        var safeAreaInsets: UIEdgeInsets
    }

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
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) {
            registerForTraitChanges([
                UITraitPreferredContentSizeCategory.self, UITraitLegibilityWeight.self, UITraitUserInterfaceStyle.self,
            ]) { (view: PageFooterView, _: UITraitCollection) in
                view.onTraitChange?()
            }
        }
    }

    // visionOS has only the registration API (traitCollectionDidChange is deprecated there since 1.0).
    #if !os(visionOS)
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // iOS 17 and later use the registration above.
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) { return }
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
            || previousTraitCollection?.legibilityWeight != traitCollection.legibilityWeight
            || previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle
        {
            onTraitChange?()
        }
    }
    #endif

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
        applyBackground()
        directionalLayoutMargins = configuration.contentInsets
    }

    /// Forgets the measured length: the next ``length(along:crossLength:)`` measures again.
    func invalidateMeasurement() {
        measured = nil
    }

    private func applyBackground() {
        backgroundColor = configuration?.backgroundColor ?? fallbackBackgroundColor
    }

    /// The footer's length along `axis` when the other dimension is `crossLength`: the column's
    /// fitting size with the margins, at least the configuration's minimum (non-finite or
    /// negative minimums count as 0). Horizontal footers are at most 200 points wide.
    func length(along axis: PagingAxis, crossLength: CGFloat) -> CGFloat {
        let minimum = configuration.map { $0.minimumLength.isFinite ? max(0, $0.minimumLength) : 0 } ?? 0
        let cross = crossLength.isFinite ? max(0, crossLength) : 0
        let key = MeasureKey(
            axis: axis, crossLength: cross, configuration: configuration,
            contentSizeCategory: traitCollection.preferredContentSizeCategory,
            legibilityWeight: traitCollection.legibilityWeight, safeAreaInsets: safeAreaInsets)
        if let measured, measured.key == key { return measured.length }
        let length = measure(along: axis, cross: cross, minimum: minimum)
        measured = (key, length)
        return length
    }

    private func measure(along axis: PagingAxis, cross: CGFloat, minimum: CGFloat) -> CGFloat {
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
