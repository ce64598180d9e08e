#if canImport(UIKit)
import UIKit

/// The object that decides when and how a scroll view's empty state behaves, and hears its events.
///
/// Set it with ``UIKit/UIScrollView/emptyDataSetDelegate``; it is not retained. Every method is an
/// optional Objective-C requirement (so subclasses' implementations are found) with the documented
/// default, on DZNEmptyDataSet's selector. DZNEmptyDataSet's methods take `UIScrollView!` (and the tap
/// methods `UIView!`/`UIButton!`) so that implementations written with or without `!` compile without a
/// warning (see ``EmptyDataSetSource``); write new code without `!`.
///
/// With the `DZNEmptyDataSet` product, `DZNEmptyDataSetDelegate` refines this protocol with the
/// Swift spellings DZNEmptyDataSet's header was imported with where they differ from these:
/// `emptyDataSetShouldFade(in:)`, `emptyDataSetShouldBeForced(toDisplay:)`, `emptyDataSet(_:didTap:)`,
/// and its deprecated tap methods. Each is asked only when the method here is not implemented.
@MainActor
@objc public protocol EmptyDataSetDelegate {
    /// Asks whether the empty state should fade in when it appears. Reloads while it is visible
    /// never fade.
    ///
    /// Not asked while a configuration or provider describes the empty state: its `fadesIn` decides.
    /// - Parameter scrollView: The scroll view showing the empty state.
    /// - Returns: `true` (the default) to fade in over 0.25 s.
    @objc optional func emptyDataSetShouldFadeIn(_ scrollView: UIScrollView!) -> Bool

    /// Asks whether the empty state should show even though the scroll view has items.
    /// - Parameter scrollView: The scroll view showing the empty state.
    /// - Returns: `true` to show it regardless of items. Default `false`.
    @objc optional func emptyDataSetShouldBeForcedToDisplay(_ scrollView: UIScrollView!) -> Bool

    /// Asks whether the empty state may show when the scroll view has no items.
    /// - Parameter scrollView: The scroll view showing the empty state.
    /// - Returns: `false` to keep it hidden. Default `true`.
    @objc optional func emptyDataSetShouldDisplay(_ scrollView: UIScrollView!) -> Bool

    /// Asks whether the empty state receives touches (the tap and the button).
    ///
    /// Not asked while a configuration or provider describes the empty state: its `allowsTouch` decides.
    /// - Parameter scrollView: The scroll view showing the empty state.
    /// - Returns: `false` to let every touch pass through. Default `true`.
    @objc optional func emptyDataSetShouldAllowTouch(_ scrollView: UIScrollView!) -> Bool

    /// Asks whether the scroll view may scroll while the empty state shows.
    ///
    /// When not implemented, scrolling is allowed only if the scroll view has a refresh control, so
    /// pull to refresh keeps working. When the empty state hides, `isScrollEnabled` gets back the
    /// value it had before.
    ///
    /// A `false` answer (or the default's) may be lifted: while a tall `tableHeaderView` and the empty
    /// state do not fit the visible height together, the table scrolls so both can be reached, and
    /// its `contentSize` is lengthened to the empty state's bottom edge meanwhile. A scroll view whose
    /// `isScrollEnabled` you set to `false` yourself (a table inside an outer scroll view) stays
    /// unscrollable. While the empty state shows, a plain table's `fillerRowHeight` is 0 too (no
    /// separator lines across it). Every value comes back when the empty state hides, unless you
    /// set your own meanwhile.
    ///
    /// Not asked while a configuration or provider describes the empty state: its `allowsScroll` decides.
    /// - Parameter scrollView: The scroll view showing the empty state.
    /// - Returns: `true` to allow scrolling. Default `false` (`true` with a refresh control).
    @objc optional func emptyDataSetShouldAllowScroll(_ scrollView: UIScrollView!) -> Bool

    /// Asks whether the image view runs the source's image animation.
    ///
    /// Even when this returns `true`, the animation does not run while Reduce Motion is on.
    ///
    /// Not asked while a configuration or provider describes the empty state: its `imageAnimation` decides.
    /// - Parameter scrollView: The scroll view showing the empty state.
    /// - Returns: `true` to run it. Default `false`.
    @objc optional func emptyDataSetShouldAnimateImageView(_ scrollView: UIScrollView!) -> Bool

    /// Tells the delegate that the empty state's content was tapped (outside its button).
    /// - Parameters:
    ///   - scrollView: The scroll view showing the empty state.
    ///   - view: The empty-state view.
    @objc optional func emptyDataSet(_ scrollView: UIScrollView!, didTapView view: UIView!)

    /// Tells the delegate that the empty state's button was tapped. Also called for a
    /// configuration's button and secondary button, besides their own action or menu.
    /// - Parameters:
    ///   - scrollView: The scroll view showing the empty state.
    ///   - button: The button.
    @objc optional func emptyDataSet(_ scrollView: UIScrollView!, didTapButton button: UIButton!)

    /// Tells the delegate that a load of the loading flow failed while the list shows content,
    /// as StatefulViewController's `handleErrorWhenContentAvailable(_:)`: a placeholder never goes
    /// over content, so show the error another way (a banner, an alert). Not called when the
    /// delegate is gone by then. Called also for a list the user is not looking at (behind a
    /// sheet, in another tab or split-view column), so no failure is lost — VoiceOver hears
    /// nothing of such a list: check its screen before presenting an alert from it.
    /// - Parameters:
    ///   - scrollView: The scroll view whose load failed.
    ///   - error: The error passed to ``UIKit/UIScrollView/endLoading(error:)``.
    @objc optional func emptyDataSet(_ scrollView: UIScrollView, didFailWhileShowingContent error: any Error)

    /// Tells the delegate that the empty state is about to appear (once per appearance).
    /// - Parameter scrollView: The scroll view showing the empty state.
    @objc optional func emptyDataSetWillAppear(_ scrollView: UIScrollView!)

    /// Tells the delegate that the empty state appeared (once per appearance, right after it is
    /// in place; a fade-in may still be running).
    /// - Parameter scrollView: The scroll view showing the empty state.
    @objc optional func emptyDataSetDidAppear(_ scrollView: UIScrollView!)

    /// Tells the delegate that the empty state is about to disappear (once per disappearance).
    /// - Parameter scrollView: The scroll view showing the empty state.
    @objc optional func emptyDataSetWillDisappear(_ scrollView: UIScrollView!)

    /// Tells the delegate that the empty state disappeared (once per disappearance).
    /// - Parameter scrollView: The scroll view showing the empty state.
    @objc optional func emptyDataSetDidDisappear(_ scrollView: UIScrollView!)
}
#endif
