#if canImport(UIKit)
import UIKit

extension UICollectionView {
    /// The footer that shows the section's placeholder while it has no items: return it from
    /// your supplementary view provider (or `collectionView(_:viewForSupplementaryElementOfKind:at:)`)
    /// for the footer kind. The package registers and reuses it.
    ///
    /// ```swift
    /// dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
    ///     collectionView.emptyDataSetSectionFooterView(ofKind: kind, at: indexPath)
    /// }
    /// ```
    ///
    /// The layout needs a footer in every section that may empty:
    /// - compositional layout: add
    ///   ``UIKit/NSCollectionLayoutBoundarySupplementaryItem/emptyDataSetSectionFooter(elementKind:)``
    ///   to the section's `boundarySupplementaryItems`;
    /// - list configuration: `footerMode = .supplementary`;
    /// - flow layout (vertical): return ``emptyDataSetSectionFooterSize(forSection:)`` from
    ///   `collectionView(_:layout:referenceSizeForFooterInSection:)`.
    ///
    /// Any other layout, or a horizontal flow layout, gets a footer that shows only `footer`.
    /// - Parameters:
    ///   - kind: The element kind UIKit asks for (the package registers its view for it).
    ///   - indexPath: The footer's index path; its section is the placeholder's.
    ///   - footer: Your own footer for the section, shown below the placeholder (and alone while
    ///     the section has items); `nil` (the default) for none.
    /// - Returns: The package's footer view.
    public func emptyDataSetSectionFooterView(
        ofKind kind: String, at indexPath: IndexPath, above footer: UIView? = nil
    ) -> UICollectionReusableView {
        let sections = emptyDataSetSections
        registerEmptyDataSetSectionFooter(ofKind: kind)
        let dequeued = dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: EmptyDataSetSectionSupplementaryView.reuseIdentifier, for: indexPath)
        guard let view = dequeued as? EmptyDataSetSectionSupplementaryView else { return dequeued }
        view.sizesItself = SectionCounts.footerSizesItself(collectionViewLayout)
        sections.prepare(view.placeholder, section: indexPath.section, accessory: footer, in: self)
        if !sections.hasDecided(section: indexPath.section) { emptyDataSetController.requestSectionPlaceholderRefresh() }
        return view
    }

    /// The size of a flow layout's footer for `section`: the placeholder's height at the
    /// collection view's width while the section shows one, else zero. The height is measured on
    /// the main-queue turn after the sections changed and answered from there (the layout asks
    /// inside its own pass); after a width or text-size change the last height is answered until
    /// that turn measured again and invalidated the layout. Return it from
    /// `collectionView(_:layout:referenceSizeForFooterInSection:)`; add your own footer's height
    /// when you pass one to ``emptyDataSetSectionFooterView(ofKind:at:above:)``.
    /// - Parameter section: The section the layout asks about.
    /// - Returns: `.zero` for a horizontal flow layout, any other layout, or a section without a
    ///   placeholder.
    public func emptyDataSetSectionFooterSize(forSection section: Int) -> CGSize {
        guard let flow = collectionViewLayout as? UICollectionViewFlowLayout, let sections = emptyDataSetSectionsIfPresent
        else { return .zero }
        let width = emptyDataSetFlowFooterWidth
        let scrollsVertically = flow.scrollDirection == .vertical
        guard scrollsVertically, width > 0 else { return .zero }
        let height = sections.flowFooterHeight(forSection: section, width: width, in: self)
        return SectionPlaceholderGeometry.flowFooterSize(width: width, height: height, scrollsVertically: scrollsVertically)
    }

    /// The width of a flow layout's section footer: the collection view's, inside its adjusted
    /// content insets.
    var emptyDataSetFlowFooterWidth: CGFloat {
        bounds.width - adjustedContentInset.left - adjustedContentInset.right
    }

    /// Registers the package's footer view for `kind`, once.
    func registerEmptyDataSetSectionFooter(ofKind kind: String) {
        let sections = emptyDataSetSections
        guard !sections.registeredKinds.contains(kind) else { return }
        register(
            EmptyDataSetSectionSupplementaryView.self, forSupplementaryViewOfKind: kind,
            withReuseIdentifier: EmptyDataSetSectionSupplementaryView.reuseIdentifier)
        sections.registeredKinds.insert(kind)
    }
}

extension NSCollectionLayoutBoundarySupplementaryItem {
    /// A section footer for the package's placeholder in a compositional layout: the full width,
    /// an estimated height the placeholder replaces with its own (none while the section has
    /// items), at the bottom of the section.
    /// - Parameter elementKind: The footer's element kind; `UICollectionView.elementKindSectionFooter`
    ///   by default. Use your own kind when the section has another footer of that kind.
    /// - Returns: An item to add to the section's `boundarySupplementaryItems`.
    public static func emptyDataSetSectionFooter(
        elementKind: String = UICollectionView.elementKindSectionFooter
    ) -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: elementKind, alignment: .bottom)
    }
}
#endif
