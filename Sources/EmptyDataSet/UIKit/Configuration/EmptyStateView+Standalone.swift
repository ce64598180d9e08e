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
    /// cell would squeeze it. The fitting height is the larger of Auto Layout's and
    /// `sizeThatFits(_:)`'s answers. Measured on a render and in `layoutSubviews` (never in a
    /// constraint pass, where measuring would nest one).
    /// - Returns: Whether the height changed.
    @discardableResult
    func updateHostedFittingHeight() -> Bool {
        guard let hosted = hostedContentView,
            let constraint = hostedContentConstraints.first(where: { $0.identifier == Self.hostedFittingHeightIdentifier }),
            let width = StandalonePlacement.knownWidth(knownWidths)
        else { return false }
        let measured = hosted.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        let fits = hosted.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        let height = Metric.finiteOrZero(max(measured, fits.isFinite && fits < 10_000 ? fits : 0))
        guard abs(constraint.constant - height) > 0.5 else { return false }
        constraint.constant = height
        return true
    }
}
#endif