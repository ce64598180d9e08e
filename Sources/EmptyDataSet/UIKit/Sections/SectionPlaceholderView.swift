#if canImport(UIKit)
import UIKit

/// One section's placeholder inside the package's footer view: the whole-view empty state's
/// renderer (``EmptyStateView``, so there is one rendering path) above the app's own footer view,
/// when it passed one.
///
/// The renderer is laid out at a reference height centered on the placeholder's area and clipped
/// (``SectionPlaceholderGeometry``): its image is fitted to that height, not to the footer's own,
/// so measuring the footer never shrinks it. The view keeps no configuration's retry closure
/// (``SectionPlaceholderCoordinator`` strips it): a tap asks the provider again.
@MainActor
final class SectionPlaceholderView: UIView {
    /// The renderer the whole-view empty state uses.
    let renderer = EmptyStateView()
    /// The section UIKit last showed this view for.
    var section = 0
    /// The scroll view whose section this is (its visible height is the reference height).
    weak var scrollView: UIScrollView?
    /// Called on a tap of a button that runs a retry: the coordinator finds the section UIKit
    /// shows this view for now, and asks the provider again.
    var onRetry: ((_ view: SectionPlaceholderView) -> Void)?
    /// Called when traits the rendering depends on changed (text size, appearance, contrast).
    var onTraitChange: (() -> Void)?
    /// Whether the placeholder shows (else only the app's footer, if any, takes room).
    private(set) var showsPlaceholder = false
    /// The configuration rendered, without its retry closure: an equal one renders nothing.
    private var rendered: EmptyDataSetConfiguration?
    /// Whether the rendered button shows a retry running (disabled, with an activity indicator).
    private(set) var rendersRetrying = false
    /// The height while nothing shows (no placeholder, no app footer): a table style's spacing
    /// (``SectionPlaceholderGeometry/emptyFooterHeight(isPlainStyle:sectionFooterHeight:scale:)``);
    /// 0 (one pixel) elsewhere.
    var emptyHeight: CGFloat = 0
    /// The app's own footer view, shown below the placeholder.
    private(set) var accessoryView: UIView?
    /// The accessory's height at the last measurement or layout.
    private var accessoryHeight: CGFloat = 0
    /// The size UIKit last got from the footer's self-sizing (``measureForUIKit(width:)``); `nil`
    /// until then, and for footers whose size comes from elsewhere (a flow layout's delegate).
    private(set) var reportedSize: CGSize?
    /// The height a re-query of the heights was last asked for
    /// (``SectionPlaceholderGeometry/needsHeightRequery(reportedHeight:newHeight:lastRequestedHeight:)``).
    var lastRequestedHeight: CGFloat?

    override init(frame: CGRect) {
        super.init(frame: frame)
        // The renderer extends above and below the placeholder's area (see the type's comment).
        clipsToBounds = true
        renderer.isHidden = true
        renderer.movesFocusOnAppearance = false
        renderer.onTraitChange = { [weak self] onlySizeClasses in
            // A rotation alone changes no font or color; UIKit re-measures footers whose width changed.
            if !onlySizeClasses { self?.traitsDidChange() }
        }
        renderer.primaryButton.addTarget(self, action: #selector(didTapPrimaryButton), for: .touchUpInside)
        addSubview(renderer)
    }

    @available(*, unavailable, message: "Created by EmptyDataSet, never from a storyboard.")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is unavailable: SectionPlaceholderView is created by EmptyDataSet.")
    }

    /// Shows `configuration` (already without its retry closure), or nothing for `nil`. An equal
    /// configuration changes nothing.
    /// - Parameters:
    ///   - configuration: What to show; `nil` hides the placeholder.
    ///   - hasRetry: Whether the configuration had a retry closure (its button then runs it).
    ///   - isRetrying: Whether the section's retry runs: the button is disabled and shows its
    ///     activity indicator.
    ///   - rendersAnyway: Whether to render an equal configuration again (new traits).
    func apply(
        _ configuration: EmptyDataSetConfiguration?, hasRetry: Bool = false, isRetrying: Bool = false,
        rendersAnyway: Bool = false
    ) {
        guard var configuration else {
            guard showsPlaceholder else { return }
            showsPlaceholder = false
            rendered = nil
            rendersRetrying = false
            // As the whole-view empty state hides: a custom view is given back, a content
            // configuration's view released, and VoiceOver told the layout changed if it was on screen.
            renderer.disappear()
            setNeedsLayout()
            return
        }
        let isRetrying = hasRetry && isRetrying
        guard rendersAnyway || !showsPlaceholder || rendered != configuration || rendersRetrying != isRetrying else { return }
        rendered = configuration
        rendersRetrying = isRetrying
        showsPlaceholder = true
        if hasRetry {
            // The content only needs to know a retry exists (its button runs it); the closure
            // itself stays with the app's provider.
            configuration.retry = RetryHandler {}
        }
        // The list's traits: a footer UIKit has just dequeued may not be in the list yet.
        let traits = scrollView?.traitCollection ?? traitCollection
        renderer.apply(EmptyDataSetContent(configuration: configuration, isRetrying: isRetrying, traits: traits))
        renderer.alpha = 1
        renderer.isHidden = false
        setNeedsLayout()
    }

    /// Takes the app's own footer view, shown below the placeholder; `nil` for none.
    func setAccessoryView(_ view: UIView?) {
        guard view !== accessoryView else { return }
        if accessoryView?.superview === self { accessoryView?.removeFromSuperview() }
        accessoryView = view
        if let view { addSubview(view) }
        setNeedsLayout()
    }

    /// The height the footer needs at `width`: the placeholder's content and margins when it
    /// shows, plus the app's footer (``SectionPlaceholderGeometry/height(contentHeight:verticalMargins:accessoryHeight:showsPlaceholder:scale:)``).
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        let width = max(0, Metric.finiteOrZero(width))
        accessoryHeight = accessoryView.map {
            $0.systemLayoutSizeFitting(
                CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height
        } ?? 0
        var contentHeight: CGFloat = 0
        var margins: CGFloat = 0
        if showsPlaceholder, width > 0 {
            let size = CGSize(width: width, height: referenceHeight)
            if renderer.bounds.size != size { renderer.frame = CGRect(origin: renderer.frame.origin, size: size) }
            renderer.layoutIfNeeded()
            contentHeight = renderer.contentView.frame.height
            margins = renderer.directionalLayoutMargins.top + renderer.directionalLayoutMargins.bottom
        }
        return SectionPlaceholderGeometry.height(
            contentHeight: contentHeight, verticalMargins: margins, accessoryHeight: accessoryHeight,
            showsPlaceholder: showsPlaceholder, scale: traitCollection.displayScale, emptyHeight: emptyHeight)
    }

    /// ``fittingHeight(forWidth:)``, answered to UIKit's self-sizing and remembered as what UIKit got.
    func measureForUIKit(width: CGFloat) -> CGFloat {
        let height = fittingHeight(forWidth: width)
        reportedSize = CGSize(width: width, height: height)
        return height
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let accessory = min(bounds.height, accessoryView == nil ? 0 : accessoryHeight)
        let area = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - accessory)
        renderer.frame = SectionPlaceholderGeometry.rendererFrame(in: area, referenceHeight: referenceHeight)
        accessoryView?.frame = CGRect(x: 0, y: area.maxY, width: bounds.width, height: accessory)
    }

    /// Forgets the app's footer view before UIKit reuses the footer for another section.
    func prepareForReuse() {
        setAccessoryView(nil)
        reportedSize = nil
        lastRequestedHeight = nil
    }

    /// The visible height of the list (``SectionPlaceholderGeometry/referenceHeight(visibleHeight:)``).
    private var referenceHeight: CGFloat {
        let visible = scrollView.map { $0.bounds.height - $0.adjustedContentInset.top - $0.adjustedContentInset.bottom } ?? 0
        return SectionPlaceholderGeometry.referenceHeight(visibleHeight: visible)
    }

    private func traitsDidChange() {
        guard let rendered else { return }
        // Fonts and colors baked in for the old traits: render again and re-measure.
        apply(rendered, hasRetry: renderer.primaryButtonRunsRetry, isRetrying: rendersRetrying, rendersAnyway: true)
        onTraitChange?()
    }

    @objc private func didTapPrimaryButton() {
        guard showsPlaceholder, renderer.primaryButtonRunsRetry, !rendersRetrying else { return }
        onRetry?(self)
    }
}
#endif
