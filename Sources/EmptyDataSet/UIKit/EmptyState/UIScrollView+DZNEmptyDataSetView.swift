#if canImport(UIKit)
import UIKit

// DZNEmptyDataSet kept its view in a private `emptyDataSetView` property of the scroll view, and
// some apps read it (or its subviews) by key path to restyle it. Without these Objective-C names such
// code would raise NSUnknownKeyException the first time it runs. The outcome instead: the keys give the
// package's own views, read-only (DZN's three value keys are accepted and their writes ignored).

/// The associated-object key of a view read before the scroll view had an empty data set: a unique,
/// never-freed allocation, used only as an address.
nonisolated(unsafe) private let pendingViewKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

extension UIScrollView {
    /// DZNEmptyDataSet's private `emptyDataSetView`, for key-value coding only
    /// (`value(forKey: "emptyDataSetView")`, `valueForKeyPath:@"emptyDataSetView.titleLabel"`): the
    /// package's empty-state view, made on first read and not shown until the empty state shows
    /// (then it is this same view). On a scroll view that has no empty data set yet (no source), the
    /// read makes the view only — no controller, observers or decisions — and the empty data set
    /// adopts it when it starts. Its DZN subview keys are in ``EmptyStateView``'s extension below.
    /// Changes made to these views may be undone by the next reload, which applies the source's
    /// content and the defaults again: use the source methods.
    @objc(emptyDataSetView) var dznEmptyDataSetView: UIView {
        if let controller = emptyDataSetControllerIfPresent { return controller.emptyViewForKeyValueCoding }
        if let pending = objc_getAssociatedObject(self, pendingViewKey) as? EmptyStateView { return pending }
        let view = EmptyStateView()
        objc_setAssociatedObject(self, pendingViewKey, view, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return view
    }

    /// The view made by an `emptyDataSetView` read before the empty data set started, handed over
    /// (and forgotten here) to the controller making its empty-state view; `nil` when none was read.
    func takePendingEmptyStateView() -> EmptyStateView? {
        guard let view = objc_getAssociatedObject(self, pendingViewKey) as? EmptyStateView else { return nil }
        objc_setAssociatedObject(self, pendingViewKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return view
    }

    /// Whether an `emptyDataSetView` read left a view waiting for the empty data set (tests).
    var hasPendingEmptyStateView: Bool {
        objc_getAssociatedObject(self, pendingViewKey) != nil
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

    // DZNEmptyDataSetView's three value properties, which DZN set from the source and delegate before
    // each display. Here too those methods decide (`verticalOffset(forEmptyDataSet:)`,
    // `spaceHeight(forEmptyDataSet:)`, `emptyDataSetShouldFadeIn(_:)`), so a write by key path is
    // accepted and ignored instead of raising NSUnknownKeyException; a read gives what is applied.

    /// DZN's `verticalOffset`: the content's offset from the center, as last applied. Writes are ignored.
    @objc(verticalOffset) var dznVerticalOffset: CGFloat {
        get { centerYConstraint?.constant ?? 0 }
        set {}
    }
    /// DZN's `verticalSpace`: the space between the image and the title, as last applied (the
    /// source's `spaceHeight(forEmptyDataSet:)`, 11 points by default). Writes are ignored.
    @objc(verticalSpace) var dznVerticalSpace: CGFloat {
        get { stackView.spacing }
        set {}
    }
    /// DZN's `fadeInOnDisplay`: always `true` when read, DZN's default; whether a fade runs is asked
    /// at each appearance (`emptyDataSetShouldFadeIn(_:)`, a configuration's `fadesIn`). Writes are ignored.
    @objc(fadeInOnDisplay) var dznFadeInOnDisplay: Bool {
        get { true }
        set {}
    }
}
#endif
