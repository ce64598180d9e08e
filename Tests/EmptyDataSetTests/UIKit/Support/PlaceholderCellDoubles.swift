#if canImport(UIKit)
import UIKit
@testable import EmptyDataSet

// Cells, headers and a counter for the tests of placeholder rows made of the app's own views.

/// A table cell that sizes itself with Auto Layout to `height` (a block pinned to its content
/// view's edges) and has a label the placeholder configuration fills and an icon.
final class SelfSizingTableCell: UITableViewCell {
    /// The height every new cell sizes itself to; set by a test before the rows show.
    nonisolated(unsafe) static var height: CGFloat = 72
    /// How many cells were made (by any initializer path), for tests of reuse.
    nonisolated(unsafe) static var madeCount = 0
    let titleLabel = UILabel()
    let iconView = UIImageView()
    let block = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        Self.madeCount += 1
        iconView.image = makeImage(size: CGSize(width: 24, height: 24))
        for view in [block, titleLabel, iconView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            block.topAnchor.constraint(equalTo: contentView.topAnchor),
            block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            block.widthAnchor.constraint(equalToConstant: 1),
            block.heightAnchor.constraint(equalToConstant: Self.height),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            iconView.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            iconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            iconView.widthAnchor.constraint(equalToConstant: 24),
            iconView.heightAnchor.constraint(equalToConstant: 24),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("made in code")
    }
}

/// A table cell as tall as its body-text label, which follows Dynamic Type: its self-sized
/// height grows with the text size.
final class DynamicTypeTableCell: UITableViewCell {
    let bodyLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.text = "Placeholder"
        bodyLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bodyLabel)
        NSLayoutConstraint.activate([
            bodyLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            bodyLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            bodyLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("made in code")
    }
}

/// A table header that sizes itself to 30 points and has a label.
final class PlaceholderTestHeader: UITableViewHeaderFooterView {
    let titleLabel = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            titleLabel.heightAnchor.constraint(equalToConstant: 30),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("made in code")
    }
}

/// A collection view header that sizes itself to 30 points.
final class PlaceholderTestCollectionHeader: UICollectionReusableView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            titleLabel.heightAnchor.constraint(equalToConstant: 30),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("made in code")
    }
}

/// Counts calls and remembers their arguments, for closures the package must or must not call.
@MainActor
final class CallLog<Argument> {
    private(set) var arguments: [Argument] = []
    var count: Int { arguments.count }
    func record(_ argument: Argument) { arguments.append(argument) }
}

/// The loading state's placeholder rows view of `scrollView`, if it shows.
@MainActor
func placeholderRowsView(of scrollView: UIScrollView) -> PlaceholderRowsView? {
    scrollView.subviews.compactMap { $0 as? PlaceholderRowsView }.first
}

/// The fades (``RedactionFadeView``) among `view`'s subviews.
@MainActor
func redactionFades(in view: UIView?) -> [UIView] {
    view?.subviews.filter { $0 is RedactionFadeView } ?? []
}
#endif
