#if canImport(UIKit)
import UIKit

// What the controller does after each pass that shows the empty state, and as it hides: the
// settings it changes meanwhile (EmptyStateOverrides) and the content's traits.
extension EmptyDataSetController {
    /// Called at the end of every pass that leaves the empty state visible (appearing or updated),
    /// after the content was applied and ``ScrollLock`` engaged.
    ///
    /// - Records the traits the content was made for as the scroll view's: the view was just
    ///   inserted, and on iOS 17 and later its own traits follow its superview's only at its next
    ///   layout, so recording its own would make the first layout look like a trait change and ask
    ///   the source or provider a second time (the provider's state and the configuration's fonts
    ///   use the scroll view's traits).
    /// - Turns a plain table's filler rows off, so their separators do not cross the empty state
    ///   (``FillerRowLock``).
    /// - Lays the view out with its new content and places it again: the content's height decides
    ///   whether a tall table header leaves it enough room (``EmptyStateFrame/placement(boundsSize:adjustedContentInset:headerHeight:keyboardOverlap:contentHeight:)``).
    /// - Parameters:
    ///   - view: The empty-state view.
    ///   - scrollView: Its scroll view.
    ///   - appliedContent: Whether this pass applied content (a configuration equal to the one
    ///     shown applies none).
    func didShow(_ view: EmptyStateView, in scrollView: UIScrollView, appliedContent: Bool) {
        if appliedContent { view.contentTraits = ContentTraits(scrollView.traitCollection) }
        if let tableView = scrollView as? UITableView,
            let height = overrides.fillerRows.engage(current: tableView.fillerRowHeight, isPlainStyle: tableView.style == .plain)
        {
            tableView.fillerRowHeight = height
        }
        UIView.performWithoutAnimation {
            view.layoutIfNeeded()
            layoutEmptyView()
        }
    }

    /// Called as the empty state hides, before ``ScrollLock`` gives `isScrollEnabled` back: hands
    /// back every setting ``EmptyStateOverrides`` changed that the app has not changed since.
    func willHide(in scrollView: UIScrollView) {
        let tableView = scrollView as? UITableView
        let release = overrides.release(
            isScrollEnabled: scrollView.isScrollEnabled, bottomInset: scrollView.contentInset.bottom,
            fillerRowHeight: tableView?.fillerRowHeight)
        if let value = release.isScrollEnabled { scrollView.isScrollEnabled = value }
        if let value = release.bottomInset { scrollView.contentInset.bottom = value }
        if let value = release.fillerRowHeight { tableView?.fillerRowHeight = value }
    }
}
#endif
