#if canImport(UIKit)
import UIKit

/// The table footer that shows a section's placeholder: returned by
/// ``UIKit/UITableView/emptyDataSetSectionFooterView(forSection:above:)``, registered by the package.
///
/// It sizes itself (`UITableView.automaticDimension`, the default footer height): UIKit asks
/// `systemLayoutSizeFitting` at the footer's width, answered from the placeholder's measurement at
/// the width of the `contentView` the placeholder fills — narrower than the footer by the
/// horizontal safe area when the table insets content views to it (the notch in landscape).
@MainActor
final class EmptyDataSetSectionFooterView: UITableViewHeaderFooterView {
    static let reuseIdentifier = "EmptyDataSet.SectionFooter"

    let placeholder = SectionPlaceholderView()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(placeholder)
    }

    @available(*, unavailable, message: "Created by EmptyDataSet, never from a storyboard.")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is unavailable: EmptyDataSetSectionFooterView is created by EmptyDataSet.")
    }

    /// Adopts `tableView`'s style: grouped and inset-grouped footers are transparent (the
    /// placeholder sits on the table's background, like the style's footer text); a plain table
    /// keeps the style's own footer background, which a floating footer needs over the rows
    /// scrolling below it (the app's footer passed `above:` included). A footer that shows
    /// nothing is as tall as the style's spacing below a section.
    func adopt(styleOf tableView: UITableView) {
        let isPlain = tableView.style == .plain
        if !isPlain, backgroundConfiguration != .clear() { backgroundConfiguration = .clear() }
        placeholder.emptyHeight = SectionPlaceholderGeometry.emptyFooterHeight(
            isPlainStyle: isPlain, sectionFooterHeight: tableView.sectionFooterHeight,
            scale: tableView.traitCollection.displayScale)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeholder.frame = contentView.bounds
    }

    /// The width the placeholder gets in a footer `width` wide: the content view's width.
    private func contentWidth(forFooterWidth width: CGFloat) -> CGFloat {
        guard let tableView = placeholder.scrollView as? UITableView, tableView.insetsContentViewsToSafeArea else {
            return width
        }
        let insets = tableView.safeAreaInsets
        return SectionPlaceholderGeometry.contentWidth(footerWidth: width, leadingInset: insets.left, trailingInset: insets.right)
    }

    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        CGSize(width: targetSize.width, height: placeholder.measureForUIKit(width: contentWidth(forFooterWidth: targetSize.width)))
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: placeholder.measureForUIKit(width: contentWidth(forFooterWidth: size.width)))
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        placeholder.prepareForReuse()
    }
}
#endif
