#if canImport(UIKit)
import UIKit

// DZNEmptyDataSet kept its view in a private `emptyDataSetView` property of the scroll view, and
// some apps read it (or its subviews) by key path to restyle it. Without these Objective-C names such
// code would raise NSUnknownKeyException the first time it runs. The outcome instead: the keys give the
// package's own views, read-only.
extension UIScrollView {
    /// DZNEmptyDataSet's private `emptyDataSetView`, for key-value coding only
    /// (`value(forKey: "emptyDataSetView")`, `valueForKeyPath:@"emptyDataSetView.titleLabel"`): the
    /// package's empty-state view, made on first read (a scroll view without a source gets one too,
    /// not shown). Its DZN subview keys are in ``EmptyStateView``'s extension below. Changes made to
    /// these views may be undone by the next reload, which applies the source's content and the
    /// defaults again: use the source methods.
    @objc(emptyDataSetView) var dznEmptyDataSetView: UIView {
        emptyDataSetController.emptyViewForKeyValueCoding
    }
}

extension EmptyDataSetController {
    /// The empty-state view, made now if it was never shown (not added to the scroll view: that
    /// happens when the empty state first shows, with this same view).
    var emptyViewForKeyValueCoding: EmptyStateView {
        emptyView ?? makeEmptyView()
    }
}

extension EmptyStateView {
    // DZNEmptyDataSetView's property names, for key paths through `emptyDataSetView`. Read-only; the
    // Swift properties of the same names are not Objective-C, so these selectors are free.

    /// DZN's `contentView`: the view holding the image, labels and button.
    @objc(contentView) var dznContentView: UIView { contentView }
    /// DZN's `titleLabel`: the title label.
    @objc(titleLabel) var dznTitleLabel: UILabel { titleLabel }
    /// DZN's `detailLabel`: the description label.
    @objc(detailLabel) var dznDetailLabel: UILabel { detailLabel }
    /// DZN's `imageView`: the image view.
    @objc(imageView) var dznImageView: UIImageView { imageView }
    /// DZN's `button`: the source's button.
    @objc(button) var dznButton: UIButton { button }
    /// DZN's `customView`: the source's custom view while one is shown, else `nil`.
    @objc(customView) var dznCustomView: UIView? { customView }
    /// DZN's `tapGesture`: the recognizer of taps on the content.
    @objc(tapGesture) var dznTapGesture: UITapGestureRecognizer { tapRecognizer }
}
#endif
