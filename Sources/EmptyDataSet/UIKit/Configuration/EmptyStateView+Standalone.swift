#if canImport(UIKit)
import UIKit

// The empty-state view outside a scroll view's empty state: inside an EmptyDataSetContentView,
// whose height may follow the content (a self-sizing cell, a stack) instead of being given.
extension EmptyStateView {
    /// Makes the layout that depends on the view's size ready before UIKit measures it: the
    /// margins and the vertical constants that `layoutSubviews` otherwise sets on the first pass,
    /// and the image's size, fitted in the window (``StandaloneImageArea``) rather than in the
    /// view's own height. A self-sizing cell measures its content before laying it out: without
    /// this, its first height would leave out the margins and the image.
    /// - Returns: Whether anything that changes the content's height changed.
    @discardableResult
    func prepareStandaloneLayout() -> Bool {
        updateMargins()
        let margins = directionalLayoutMargins
        var changed = false
        if contentTopConstraint.constant != margins.top {
            contentTopConstraint.constant = margins.top
            changed = true
        }
        if contentBottomConstraint.constant != -margins.bottom {
            contentBottomConstraint.constant = -margins.bottom
            changed = true
        }
        let readable = readableContentGuide.layoutFrame.width
        let area = StandaloneImageArea.area(
            readableWidth: bounds.width > 0 ? readable : 0, containerWidth: StandalonePlacement.knownWidth(knownWidths),
            windowSize: window?.bounds.size, margins: (margins.top, margins.leading, margins.bottom, margins.trailing))
        if standaloneImageArea != area {
            standaloneImageArea = area
            let width = imageWidthConstraint.constant
            updateImageSize()
            changed = changed || width != imageWidthConstraint.constant
        }
        return changed
    }

    /// The margin on each edge of a standalone view (``StandalonePlacement``), from its traits
    /// and the widest width known — the same before it has a window (a cell measured in
    /// `cellForRow`) as on screen; `nil` for a scroll view's empty state, whose margins follow
    /// the view controller that shows it.
    var standaloneSystemMargin: CGFloat? {
        guard let host = superview as? EmptyDataSetContentView else { return nil }
        let traits = host.layoutTraits
        return StandalonePlacement.margin(
            widths: knownWidths, isRegularWidth: traits.horizontalSizeClass == .regular,
            isPad: traits.userInterfaceIdiom == .pad)
    }

    /// The widths known, best first: the view's own, its content view's, that one's container's
    /// (a cell's, sized to the table by `dequeueReusableCell(withIdentifier:for:)` before it is
    /// measured), the window's.
    private var knownWidths: [CGFloat] {
        [bounds.width, superview?.bounds.width ?? 0, superview?.superview?.bounds.width ?? 0, window?.bounds.width ?? 0]
    }

    static let hostedFittingHeightIdentifier = "EmptyDataSet.hostedFittingHeight"

    /// Keeps a hosted content view (``showHostedContent(_:searchText:)``) in a standalone view at
    /// least as tall as it fits at the width known: a hosted `UIContentUnavailableView` lays its
    /// content out in an inner scroll view, so nothing else gives it a height, and a self-sizing
    /// cell would squeeze it. Measured with the height constraint off, so the answer is what the
    /// content needs now and the height follows it down as well as up (a smaller text size, a
    /// wider width, another configuration); `sizeThatFits(_:)` is asked as well only where the
    /// hosted view's class answers it itself — `UIView`'s own returns the current size, which
    /// would keep the height from ever shrinking. Measured on a render and in `layoutSubviews`
    /// (never in a constraint pass, where measuring would nest one).
    /// - Returns: Whether the height changed.
    @discardableResult
    func updateHostedFittingHeight() -> Bool {
        guard let hosted = hostedContentView,
            let constraint = hostedContentConstraints.first(where: { $0.identifier == Self.hostedFittingHeightIdentifier }),
            let width = StandalonePlacement.knownWidth(knownWidths)
        else { return false }
        constraint.isActive = false
        let measured = hosted.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        constraint.isActive = true
        var height = Metric.finiteOrZero(measured)
        if Self.answersSizeThatFits(hosted) {
            let fits = hosted.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
            if fits.isFinite, fits < 10_000 { height = max(height, fits) }
        }
        guard abs(constraint.constant - height) > 0.5 else { return false }
        constraint.constant = height
        return true
    }

    /// Whether `view`'s class answers `sizeThatFits(_:)` itself rather than with `UIView`'s
    /// implementation (which returns the view's current size).
    static func answersSizeThatFits(_ view: UIView) -> Bool {
        let selector = #selector(UIView.sizeThatFits(_:))
        return class_getMethodImplementation(type(of: view), selector) != class_getMethodImplementation(UIView.self, selector)
    }
}
#endif