#if canImport(UIKit)
import UIKit

/// The collection view footer that shows a section's placeholder: returned by
/// ``UIKit/UICollectionView/emptyDataSetSectionFooterView(ofKind:at:above:)``, registered by the
/// package.
///
/// In a compositional layout (lists included) it sizes itself: the footer's estimated height is
/// replaced by the placeholder's measurement (`preferredLayoutAttributesFitting(_:)`). In a flow
/// layout the delegate's footer size comes from
/// ``UIKit/UICollectionView/emptyDataSetSectionFooterSize(forSection:)``; a flow layout with an
/// `estimatedItemSize` self-sizes supplementary views too, so the view answers the same
/// measurement there (an Auto Layout fitting of a view without constraints would collapse it).
@MainActor
final class EmptyDataSetSectionSupplementaryView: UICollectionReusableView {
    static let reuseIdentifier = "EmptyDataSet.SectionFooter"

    let placeholder = SectionPlaceholderView()
    /// Whether the layout takes the view's own height (compositional, or a self-sizing flow
    /// layout: ``SectionCounts/footerSizesItself(_:)``), rather than the delegate's.
    var sizesItself = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(placeholder)
    }

    @available(*, unavailable, message: "Created by EmptyDataSet, never from a storyboard.")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is unavailable: EmptyDataSetSectionSupplementaryView is created by EmptyDataSet.")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeholder.frame = bounds
    }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        guard sizesItself else { return attributes }
        attributes.size.height = placeholder.measureForUIKit(width: layoutAttributes.size.width)
        return attributes
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        placeholder.prepareForReuse()
    }
}
#endif
