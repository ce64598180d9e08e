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
    /// updates the footer it returned in place (while it shows nothing it is one transparent pixel
    /// tall, so that UIKit keeps it among the footers on screen). Leave
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
        sections.prepare(view.placeholder, section: section, accessory: footer, in: self)
        if !sections.hasDecided(section: section) { emptyDataSetController.requestSectionPlaceholderRefresh() }
        return view
    }
}
#endif
