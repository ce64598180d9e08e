#if canImport(UIKit)
import UIKit
import EmptyDataSet

/// DZNEmptyDataSet's data source protocol, under its Swift and Objective-C name: an
/// ``EmptyDataSet/EmptyDataSetSource`` that is an `NSObject`, like DZNEmptyDataSet's
/// `<DZNEmptyDataSetSource>`.
///
/// Every DZNEmptyDataSet source method is a requirement with DZNEmptyDataSet's Swift name and
/// Objective-C selector, inherited from `EmptyDataSetSource`, and is called as DZNEmptyDataSet called
/// it. Implementations compile without a warning whether they use DZNEmptyDataSet 1.8.1's implicitly
/// unwrapped types (`UIScrollView!`, `NSAttributedString!`) or the annotated ones (`UIScrollView`,
/// `NSAttributedString?`), in the class or in an extension of it. An object conforming to this protocol
/// is set with ``UIKit/UIScrollView/emptyDataSetSource`` as before.
///
/// A Swift method of a class whose conformance is declared in Objective-C (in its `@interface`) is not
/// exposed to Objective-C, so it is never called: mark it `@objc`, as with DZNEmptyDataSet.
@MainActor
@objc public protocol DZNEmptyDataSetSource: EmptyDataSetSource, NSObjectProtocol {
    /// DZNEmptyDataSet's deprecated `offsetForEmptyDataSet:`. Declared so that an implementation
    /// still compiles; never called, as DZNEmptyDataSet has not called it since 1.7. Implement
    /// ``EmptyDataSet/EmptyDataSetSource/verticalOffset(forEmptyDataSet:)`` instead.
    /// - Parameter scrollView: The scroll view showing the empty state.
    /// - Returns: Ignored.
    @available(*, deprecated, message: "Use verticalOffset(forEmptyDataSet:) instead")
    @objc optional func offset(forEmptyDataSet scrollView: UIScrollView!) -> CGPoint
}
#endif
