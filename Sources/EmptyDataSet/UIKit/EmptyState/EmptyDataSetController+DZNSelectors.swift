#if canImport(UIKit)
import UIKit

// The delegate questions asked through more than one selector: DZNEmptyDataSet's Objective-C selector
// (the package's own requirement), then DZNEmptyDataSet's Swift spelling, then its deprecated selector
// (`DZNSelectorTable.askOrder(for:)`). The first one the delegate implements answers; no other is asked.
//
// Every selector is asked through a typed optional-requirement call (`respondsToSelector:`, then a
// message send), never through a cast to `NSObject` or an implementation pointer: a delegate may be a
// Swift class that is not an `NSObject`, or an `NSProxy` that forwards to several objects, and both
// answer messages like any other delegate.
extension EmptyDataSetController {
    /// The delegate's answer to a yes/no question (``DZNSelectorTable/Question/shouldFadeIn`` or
    /// ``DZNSelectorTable/Question/shouldBeForcedToDisplay``), or `nil` when it implements none of the
    /// question's selectors, or there is no delegate: the caller's documented default applies.
    func delegateAnswer(_ question: DZNSelectorTable.Question, in scrollView: UIScrollView) -> Bool? {
        guard let delegate else { return nil }
        for ask in DZNSelectorTable.askOrder(for: question) {
            if let answer = Self.answer(ask.selector, of: delegate, in: scrollView) { return answer }
        }
        return nil
    }

    /// Tells the delegate about a tap (``DZNSelectorTable/Question/didTapView`` with the empty-state
    /// view, ``DZNSelectorTable/Question/didTapButton`` with the button) through the first of the
    /// question's selectors it implements; DZNEmptyDataSet's deprecated tap methods get the scroll
    /// view only, as DZNEmptyDataSet called them.
    func sendTap(_ question: DZNSelectorTable.Question, sender: UIView, in scrollView: UIScrollView) {
        guard let delegate else { return }
        for ask in DZNSelectorTable.askOrder(for: question) {
            if Self.tell(ask.selector, to: delegate, sender: sender, in: scrollView) { return }
        }
    }

    /// Asks one yes/no selector of ``DZNSelectorTable/askOrder(for:)``: its answer, or `nil` when the
    /// delegate does not implement it (or the selector is not a yes/no question's).
    static func answer(_ selector: String, of delegate: any EmptyDataSetDelegate, in scrollView: UIScrollView) -> Bool? {
        let spellings = dznSpellings(of: delegate)
        switch selector {
        case "emptyDataSetShouldFadeIn:": return delegate.emptyDataSetShouldFadeIn?(scrollView)
        case "dzn_emptyDataSetShouldFadeIn:": return spellings.emptyDataSetShouldFade?(in: scrollView)
        case "emptyDataSetShouldBeForcedToDisplay:": return delegate.emptyDataSetShouldBeForcedToDisplay?(scrollView)
        case "dzn_emptyDataSetShouldBeForcedToDisplay:": return spellings.emptyDataSetShouldBeForced?(toDisplay: scrollView)
        default: return nil
        }
    }

    /// Sends one tap selector of ``DZNSelectorTable/askOrder(for:)``; `false` when the delegate does
    /// not implement it (or the selector is not a tap's, or a button selector's sender is not a button).
    static func tell(_ selector: String, to delegate: any EmptyDataSetDelegate, sender: UIView, in scrollView: UIScrollView) -> Bool {
        let spellings = dznSpellings(of: delegate)
        let button = sender as? UIButton
        switch selector {
        case "emptyDataSet:didTapView:": return delegate.emptyDataSet?(scrollView, didTapView: sender) != nil
        case "dzn_emptyDataSet:didTapView:": return spellings.emptyDataSet?(scrollView, didTapView: sender) != nil
        case "emptyDataSetDidTapView:": return spellings.emptyDataSetDidTapView?(scrollView) != nil
        case "emptyDataSet:didTapButton:":
            guard let button else { return false }
            return delegate.emptyDataSet?(scrollView, didTapButton: button) != nil
        case "dzn_emptyDataSet:didTapButton:":
            guard let button else { return false }
            return spellings.emptyDataSet?(scrollView, didTapButton: button) != nil
        case "emptyDataSetDidTapButton:": return spellings.emptyDataSetDidTapButton?(scrollView) != nil
        default: return false
        }
    }

    /// The delegate seen through ``DZNSpellingSelectors``. Both are `@objc` protocol existentials,
    /// one object reference with no witness table, so the view is the same reference; what it adds
    /// are optional requirements, each asked with `respondsToSelector:` before it is sent.
    private static func dznSpellings(of delegate: any EmptyDataSetDelegate) -> any DZNSpellingSelectors {
        unsafeBitCast(delegate, to: (any DZNSpellingSelectors).self)
    }
}

/// The selectors of DZNEmptyDataSet's Swift spellings (`DZNEmptyDataSetDelegate` in the
/// `DZNEmptyDataSet` module, which this module cannot import) and of its deprecated tap methods, as
/// optional requirements, so the package asks them with typed calls. Nothing conforms to it; a delegate
/// is only viewed through it (``EmptyDataSetController/dznSpellings(of:)``). Internal: not in the
/// generated Objective-C header. The Swift names are this file's own; the selectors are what counts.
@MainActor
@objc protocol DZNSpellingSelectors {
    @objc(dzn_emptyDataSetShouldFadeIn:) optional func emptyDataSetShouldFade(in scrollView: UIScrollView) -> Bool
    @objc(dzn_emptyDataSetShouldBeForcedToDisplay:)
    optional func emptyDataSetShouldBeForced(toDisplay scrollView: UIScrollView) -> Bool
    @objc(dzn_emptyDataSet:didTapView:) optional func emptyDataSet(_ scrollView: UIScrollView, didTapView view: UIView)
    @objc(dzn_emptyDataSet:didTapButton:) optional func emptyDataSet(_ scrollView: UIScrollView, didTapButton button: UIButton)
    @objc(emptyDataSetDidTapView:) optional func emptyDataSetDidTapView(_ scrollView: UIScrollView)
    @objc(emptyDataSetDidTapButton:) optional func emptyDataSetDidTapButton(_ scrollView: UIScrollView)
}
#endif
