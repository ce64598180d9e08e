#if canImport(UIKit)
import UIKit

/// The table footer that shows a section's placeholder: returned by
/// ``UIKit/UITableView/emptyDataSetSectionFooterView(forSection:above:)``, registered by the package.
///
/// It sizes itself (`UITableView.automaticDimension`, the default footer height): UIKit asks
/// `systemLayoutSizeFitting` at the footer's width, answered from the placeholder's measurement.
@MainActor
final class EmptyDataSetSectionFooterView: UITableViewHeaderFooterView {
    static let reuseIdentifier = "EmptyDataSet.SectionFooter"

    let placeholder = SectionPlaceholderView()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        // No plain-style footer background behind the placeholder.
        backgroundConfiguration = .clear()
        contentView.addSubview(placeholder)
    }

    @available(*, unavailable, message: "Created by EmptyDataSet, never from a storyboard.")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is unavailable: EmptyDataSetSectionFooterView is created by EmptyDataSet.")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeholder.frame = contentView.bounds
    }

    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        CGSize(width: targetSize.width, height: placeholder.measureForUIKit(width: targetSize.width))
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: placeholder.measureForUIKit(width: size.width))
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        placeholder.prepareForReuse()
    }
}
#endif
