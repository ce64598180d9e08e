#if canImport(UIKit)
import UIKit

// The source's custom view: taken over for Auto Layout while shown, given back as the app made it.
extension EmptyStateView {
    /// Shows `view` instead of the standard elements, centered at the size ``CustomViewSizing``
    /// resolves. The same instance shown again is left in place.
    func showCustomView(_ view: UIView) {
        guard view !== customView || view.superview !== contentView else { return }
        detachCustomView()
        // A view can be in one place only: when a source hands the same instance to two scroll
        // views, the empty state that had it gives it back (restored) before this one takes it.
        if let previousOwner = view.owningEmptyDataSetView, previousOwner !== self {
            previousOwner.detachCustomView()
        }
        setStackActive(false)

        // Size from the view as the app made it. The record lives on the view itself, so it is
        // right even when another empty state took the view over and was never asked to give it
        // back (the app removed it from there itself).
        let original = view.emptyDataSetOriginalLayout ?? OriginalLayout(of: view)
        view.emptyDataSetOriginalLayout = original
        // At most the readable width; any height, since content taller than the empty state
        // scrolls inside it (a height limit would clip a tall custom view instead).
        let available = CGSize(width: readableWidth, height: .greatestFiniteMagnitude)
        let size = CustomViewSizing.resolve(
            isFrameBased: original.isFrameBased, frameSize: original.frame.size,
            intrinsicSize: view.intrinsicContentSize,
            fittingSize: original.isFrameBased ? view.sizeThatFits(available) : .zero, available: available)

        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
        var constraints = [
            view.topAnchor.constraint(equalTo: contentView.topAnchor),
            view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            // At most the readable width, so labels inside an Auto Layout custom view wrap.
            view.widthAnchor.constraint(lessThanOrEqualTo: readableContentGuide.widthAnchor).withPriority(.required - 1),
        ]
        // Below required, so a custom view's own required constraints win without warnings, and
        // below the readable-width limit above, so a size measured before a width change yields.
        if let width = size.width {
            constraints.append(view.widthAnchor.constraint(equalToConstant: width).withPriority(.required - 2))
        }
        if let height = size.height {
            constraints.append(view.heightAnchor.constraint(equalToConstant: height).withPriority(.required - 2))
        }
        NSLayoutConstraint.activate(constraints)
        customView = view
        customViewConstraints = constraints
    }

    /// Gives the custom view back and shows the standard elements again.
    func removeCustomView() {
        detachCustomView()
        setStackActive(true)
    }

    /// Takes the custom view out and gives it back as the app made it (frame-based or not, and its
    /// frame), so a source that returns it again later, here or elsewhere, gets the same sizing
    /// instead of a view that now looks like an Auto Layout one and collapses to zero.
    func detachCustomView() {
        guard let customView else { return }
        NSLayoutConstraint.deactivate(customViewConstraints)
        customViewConstraints = []
        // Given back unless the app or another empty state has it now.
        if customView.superview === contentView || customView.superview == nil {
            customView.removeFromSuperview()
            customView.restoreEmptyDataSetOriginalLayout()
        }
        self.customView = nil
        // Until the next apply, VoiceOver must not be pointed at a view that may now live elsewhere.
        contentView.accessibilityElements = nil
        initialAccessibilityFocus = nil
    }
}

/// How the app had laid out a custom view before an empty state took it over.
@MainActor
private final class OriginalLayout: NSObject {
    let isFrameBased: Bool
    let frame: CGRect

    init(of view: UIView) {
        isFrameBased = view.translatesAutoresizingMaskIntoConstraints
        frame = view.frame
    }
}

/// The key of the associated ``OriginalLayout``: a unique, never-freed allocation, only ever used
/// as an address.
nonisolated(unsafe) private let originalLayoutKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

extension UIView {
    /// The empty-state view that shows this view as its custom view, if any: the nearest
    /// `EmptyStateView` ancestor (the view sits in its content view, inside its scroll view),
    /// when that one's custom view is this view.
    fileprivate var owningEmptyDataSetView: EmptyStateView? {
        var ancestor = superview
        while let current = ancestor {
            if let owner = current as? EmptyStateView { return owner.customView === self ? owner : nil }
            ancestor = current.superview
        }
        return nil
    }

    /// The layout the app gave this view before an empty state took it over as its custom view;
    /// `nil` when no empty state holds it.
    fileprivate var emptyDataSetOriginalLayout: OriginalLayout? {
        get { objc_getAssociatedObject(self, originalLayoutKey) as? OriginalLayout }
        set { objc_setAssociatedObject(self, originalLayoutKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Gives the view its original layout back and forgets the record. If the app has made it
    /// frame-based again itself since, its own setup is kept.
    fileprivate func restoreEmptyDataSetOriginalLayout() {
        guard let original = emptyDataSetOriginalLayout else { return }
        emptyDataSetOriginalLayout = nil
        guard !translatesAutoresizingMaskIntoConstraints else { return }
        translatesAutoresizingMaskIntoConstraints = original.isFrameBased
        if original.isFrameBased { frame = original.frame }
    }
}
#endif
