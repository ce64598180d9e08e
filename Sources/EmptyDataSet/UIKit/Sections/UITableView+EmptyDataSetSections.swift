#if canImport(UIKit)
import UIKit

extension UITableView {
    /// The footer that shows `section`'s placeholder while the section has no items: return it
    /// from `tableView(_:viewForFooterInSection:)`. The package registers and reuses it.
    ///
    /// ```swift
    /// func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    ///     tableView.emptyDataSetSectionFooterView(forSection: section)
    /// }
    /// ```
    ///
    /// Return it for every section that may empty, also while it has items: UIKit does not ask
    /// again for the footer of a section whose rows a batch update removed, so the package
    /// updates the footer it returned in place. While it shows nothing it keeps a height, so that
    /// UIKit keeps it among the footers on screen: the style's spacing below a section in a
    /// grouped or inset-grouped table (the table's `sectionFooterHeight` when you set one), one
    /// pixel in a plain table. Its background is the style's: transparent in grouped styles, the
    /// plain style's footer background (which a floating footer needs) in a plain table. Leave
    /// the footer height at `UITableView.automaticDimension` (the default) so it sizes to its
    /// content at every text size, or return that value from `tableView(_:heightForFooterInSection:)`.
    ///
    /// - Parameters:
    ///   - section: The section UIKit asks the footer for.
    ///   - footer: Your own footer for the section, shown below the placeholder (and alone while
    ///     the section has items); `nil` (the default) for none. It is sized with Auto Layout at
    ///     the footer's width.
    /// - Returns: The package's footer view. With no ``UIKit/UIScrollView/emptyDataSetSectionProvider``
    ///   it shows only `footer`.
    public func emptyDataSetSectionFooterView(forSection section: Int, above footer: UIView? = nil) -> UITableViewHeaderFooterView {
        let sections = emptyDataSetSections
        if !sections.isTableFooterRegistered {
            register(EmptyDataSetSectionFooterView.self, forHeaderFooterViewReuseIdentifier: EmptyDataSetSectionFooterView.reuseIdentifier)
            sections.isTableFooterRegistered = true
        }
        let view =
            dequeueReusableHeaderFooterView(withIdentifier: EmptyDataSetSectionFooterView.reuseIdentifier)
            as? EmptyDataSetSectionFooterView
            ?? EmptyDataSetSectionFooterView(reuseIdentifier: EmptyDataSetSectionFooterView.reuseIdentifier)
        view.adopt(styleOf: self)
        sections.prepare(view.placeholder, section: section, accessory: footer, in: self)
        if !sections.hasDecided(section: section) { emptyDataSetController.requestSectionPlaceholderRefresh() }
        return view
    }
}
#endif
