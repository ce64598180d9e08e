#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// A profile header: an avatar, the name, the handle, a bio and a Follow button. It starts empty —
/// no dummy text anywhere — and is redacted while the profile loads: the empty labels draw
/// placeholder lines, the avatar and the button rounded shapes.
final class ProfileHeaderView: UIView {
    private let avatarView = UIImageView()
    private let nameLabel = UILabel()
    private let handleLabel = UILabel()
    private let bioLabel = UILabel()
    private let followButton = UIButton(configuration: .filled())
    /// The heights the empty labels keep while loading: an empty label's own height is 0, and
    /// redaction never changes the layout.
    private var reservedHeights: [NSLayoutConstraint] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        avatarView.tintColor = .systemGray
        avatarView.contentMode = .scaleAspectFit
        avatarView.layer.cornerRadius = 36
        avatarView.clipsToBounds = true
        avatarView.backgroundColor = .secondarySystemFill

        nameLabel.font = .preferredFont(forTextStyle: .title2)
        handleLabel.font = .preferredFont(forTextStyle: .subheadline)
        handleLabel.textColor = .secondaryLabel
        bioLabel.font = .preferredFont(forTextStyle: .body)
        bioLabel.numberOfLines = 0
        for label in [nameLabel, handleLabel, bioLabel] {
            label.adjustsFontForContentSizeCategory = true
        }
        followButton.configuration?.title = "Follow"

        let names = UIStackView(arrangedSubviews: [nameLabel, handleLabel])
        names.axis = .vertical
        names.spacing = 2
        let top = UIStackView(arrangedSubviews: [avatarView, names])
        top.alignment = .center
        top.spacing = 16
        let stack = UIStackView(arrangedSubviews: [top, bioLabel, followButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: 72),
            avatarView.heightAnchor.constraint(equalToConstant: 72),
            stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: readableContentGuide.trailingAnchor),
        ])
        reserveLabelHeights()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the demo makes its views in code")
    }

    /// Keeps the empty labels as tall as their text will be (a line for the name and the handle,
    /// three for the bio), so the header has its loaded shape before anything arrived.
    private func reserveLabelHeights() {
        NSLayoutConstraint.deactivate(reservedHeights)
        reservedHeights = [(nameLabel, 1), (handleLabel, 1), (bioLabel, 3)].map { label, lines in
            let height = ((label.font?.lineHeight ?? 17) * CGFloat(lines)).rounded(.up)
            return label.heightAnchor.constraint(greaterThanOrEqualToConstant: height)
        }
        NSLayoutConstraint.activate(reservedHeights)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // The reserved heights follow the text size while they are in use.
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory,
           !reservedHeights.isEmpty {
            reserveLabelHeights()
        }
    }

    /// Shows `profile`; the reserved heights give way to the text.
    func show(_ profile: Profile) {
        NSLayoutConstraint.deactivate(reservedHeights)
        reservedHeights = []
        avatarView.image = UIImage(systemName: profile.symbol)
        nameLabel.text = profile.name
        handleLabel.text = profile.handle
        bioLabel.text = profile.bio
    }
}
#endif
