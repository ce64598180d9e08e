#if canImport(UIKit)
import UIKit

// The delegate questions asked through more than one selector: DZNEmptyDataSet's Objective-C selector
// (the package's own requirement), then DZNEmptyDataSet's Swift spelling, then its deprecated selector
// (`DZNSelectorTable.askOrder(for:)`). The first one the delegate implements answers; no other is asked.
extension EmptyDataSetController {
    /// The delegate's answer to a yes/no question (``DZNSelectorTable/Question/shouldFadeIn`` or
    /// ``DZNSelectorTable/Question/shouldBeForcedToDisplay``), or `nil` when it implements none of the
    /// question's selectors, or there is no delegate: the caller's documented default applies.
    func delegateAnswer(_ question: DZNSelectorTable.Question, in scrollView: UIScrollView) -> Bool? {
        guard let (object, selector, _) = implementedAsk(for: question) else { return nil }
        typealias Ask = @convention(c) (AnyObject, Selector, UIScrollView) -> ObjCBool
        return unsafeBitCast(object.method(for: selector), to: Ask.self)(object, selector, scrollView).boolValue
    }

    /// Tells the delegate about a tap (``DZNSelectorTable/Question/didTapView`` with the empty-state
    /// view, ``DZNSelectorTable/Question/didTapButton`` with the button) through the first of the
    /// question's selectors it implements; DZNEmptyDataSet's deprecated tap methods get the scroll
    /// view only, as DZNEmptyDataSet called them.
    func sendTap(_ question: DZNSelectorTable.Question, sender: UIView, in scrollView: UIScrollView) {
        guard let (object, selector, ask) = implementedAsk(for: question) else { return }
        if ask.passesSender {
            typealias Tell = @convention(c) (AnyObject, Selector, UIScrollView, UIView) -> Void
            unsafeBitCast(object.method(for: selector), to: Tell.self)(object, selector, scrollView, sender)
        } else {
            typealias Tell = @convention(c) (AnyObject, Selector, UIScrollView) -> Void
            unsafeBitCast(object.method(for: selector), to: Tell.self)(object, selector, scrollView)
        }
    }

    /// The delegate and the first selector of the question's order it implements. Every selector
    /// is declared by a protocol with the argument and result types the casts above use (an
    /// Objective-C object, `BOOL`), so calling through the implementation is what a message send does.
    private func implementedAsk(
        for question: DZNSelectorTable.Question
    ) -> (NSObject, Selector, DZNSelectorTable.Ask)? {
        // Every Objective-C delegate is an NSObject in practice; one that is not (a custom root
        // class) is asked nothing, like a delegate that implements nothing.
        guard let object = delegate as? NSObject else { return nil }
        let order = DZNSelectorTable.askOrder(for: question)
        guard let ask = DZNSelectorTable.firstImplemented(order, implements: { object.responds(to: NSSelectorFromString($0)) })
        else { return nil }
        return (object, NSSelectorFromString(ask.selector), ask)
    }
}
#endif
