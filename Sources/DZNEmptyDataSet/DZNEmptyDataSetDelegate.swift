#if canImport(UIKit)
import UIKit
import EmptyDataSet

/// DZNEmptyDataSet's delegate protocol, under its Swift and Objective-C name: an
/// ``EmptyDataSet/EmptyDataSetDelegate`` that is an `NSObject`, with the Swift spellings
/// DZNEmptyDataSet's header was imported with where they differ from `EmptyDataSetDelegate`'s.
///
/// Swift imported DZNEmptyDataSet's Objective-C names with omit-needless-words:
/// `emptyDataSetShouldFadeIn:` became ``emptyDataSetShouldFade(in:)``,
/// `emptyDataSetShouldBeForcedToDisplay:` ``emptyDataSetShouldBeForced(toDisplay:)``, and both tap
/// methods `emptyDataSet(_:didTap:)`. `EmptyDataSetDelegate` names them as Objective-C does
/// (`emptyDataSetShouldFadeIn(_:)` …) on DZNEmptyDataSet's selectors, and Swift allows no second method
/// on a selector, so these requirements have selectors of their own (`dzn_emptyDataSetShouldFadeIn:` …)
/// and the package asks both.
///
/// Which one is called: DZNEmptyDataSet's Objective-C selector (`EmptyDataSetDelegate`'s spelling) is
/// asked first; the spelling declared here only when that one is not implemented; then, for the taps,
/// DZNEmptyDataSet's deprecated `emptyDataSetDidTap(_:)` / `emptyDataSetDidTapButton(_:)`, as
/// DZNEmptyDataSet did. Each event calls one method.
///
/// Implementations compile without a warning with implicitly unwrapped types or without, in the class
/// or in an extension of it. A Swift method of a class whose conformance is declared in Objective-C is
/// not exposed to Objective-C and never called: mark it `@objc`, as with DZNEmptyDataSet.
@MainActor
@objc public protocol DZNEmptyDataSetDelegate: EmptyDataSetDelegate, NSObjectProtocol {
    /// DZNEmptyDataSet's Swift spelling of ``EmptyDataSet/EmptyDataSetDelegate/emptyDataSetShouldFadeIn(_:)``,
    /// asked only when that method is not implemented.
    /// - Parameter scrollView: The scroll view showing the empty state.
    /// - Returns: `true` (the default) to fade in.
    @objc(dzn_emptyDataSetShouldFadeIn:)
    optional func emptyDataSetShouldFade(in scrollView: UIScrollView!) -> Bool

    /// DZNEmptyDataSet's Swift spelling of
    /// ``EmptyDataSet/EmptyDataSetDelegate/emptyDataSetShouldBeForcedToDisplay(_:)``, asked only when that
    /// method is not implemented.
    /// - Parameter scrollView: The scroll view showing the empty state.
    /// - Returns: `true` to show the empty state regardless of items. Default `false`.
    @objc(dzn_emptyDataSetShouldBeForcedToDisplay:)
    optional func emptyDataSetShouldBeForced(toDisplay scrollView: UIScrollView!) -> Bool

    /// DZNEmptyDataSet's Swift spelling of ``EmptyDataSet/EmptyDataSetDelegate/emptyDataSet(_:didTapView:)``,
    /// called only when that method is not implemented.
    /// - Parameters:
    ///   - scrollView: The scroll view showing the empty state.
    ///   - view: The empty-state view.
    @objc(dzn_emptyDataSet:didTapView:)
    optional func emptyDataSet(_ scrollView: UIScrollView!, didTap view: UIView!)

    /// DZNEmptyDataSet's Swift spelling of ``EmptyDataSet/EmptyDataSetDelegate/emptyDataSet(_:didTapButton:)``,
    /// called only when that method is not implemented.
    /// - Parameters:
    ///   - scrollView: The scroll view showing the empty state.
    ///   - button: The button.
    @objc(dzn_emptyDataSet:didTapButton:)
    optional func emptyDataSet(_ scrollView: UIScrollView!, didTap button: UIButton!)

    /// DZNEmptyDataSet's deprecated `emptyDataSetDidTapView:` (imported as `emptyDataSetDidTap(_:)`),
    /// called for a tap on the content when neither `emptyDataSet(_:didTapView:)` nor
    /// `emptyDataSet(_:didTap:)` is implemented, as DZNEmptyDataSet did.
    /// - Parameter scrollView: The scroll view showing the empty state.
    @available(*, deprecated, message: "Use emptyDataSet(_:didTapView:) instead")
    @objc(emptyDataSetDidTapView:)
    optional func emptyDataSetDidTap(_ scrollView: UIScrollView!)

    /// DZNEmptyDataSet's deprecated `emptyDataSetDidTapButton:`, called for a tap on the button when
    /// neither `emptyDataSet(_:didTapButton:)` nor `emptyDataSet(_:didTap:)` is implemented, as
    /// DZNEmptyDataSet did.
    /// - Parameter scrollView: The scroll view showing the empty state.
    @available(*, deprecated, message: "Use emptyDataSet(_:didTapButton:) instead")
    @objc(emptyDataSetDidTapButton:)
    optional func emptyDataSetDidTapButton(_ scrollView: UIScrollView!)
}
#endif
