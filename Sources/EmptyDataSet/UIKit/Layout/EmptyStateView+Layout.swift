#if canImport(UIKit)
import UIKit

// Layout of the empty-state view: margins, centering, scrolling of oversized content, image size.
extension EmptyStateView {
    override func layoutSubviews() {
        updateMargins()
        super.layoutSubviews()
        // After super, the readable guide is current. It can change without the view's size
        // changing (Dynamic Type, margins), so it is part of the key. The new constants are laid
        // out in a second pass, after which the key is stable.
        let margins = directionalLayoutMargins
        let available = CGSize(width: readableWidth, height: max(0, bounds.height - margins.top - margins.bottom))
        if lastLayoutKey?.available != available || lastLayoutKey?.margins != margins {
            lastLayoutKey = (available, margins)
            contentTopConstraint.constant = margins.top
            contentBottomConstraint.constant = -margins.bottom
            updateImageSize()
            button.wrapTitle(at: available.width)
            super.layoutSubviews()
        }
        // The content size is the scroll view's to compute, in its own layout pass: run it now.
        contentScrollView.layoutIfNeeded()
        updateScrolling()
    }

    /// The margins a configuration asked for, else the system's minimum margins on all four edges
    /// (``ContentMargins``), from the view controller that shows the scroll view when there is
    /// one. Set only when they change.
    func updateMargins() {
        let margins = requestedMargins ?? {
            let margin = standaloneSystemMargin ?? ContentMargins.margin(
                systemMinimum: owningViewController?.systemMinimumLayoutMargins.leading, width: bounds.width)
            return NSDirectionalEdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin)
        }()
        if directionalLayoutMargins != margins { directionalLayoutMargins = margins }
    }

    /// The nearest view controller up the responder chain.
    private var owningViewController: UIViewController? {
        var responder: UIResponder? = superview
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    /// Lets the content scroll only when it is taller than the view, so a fitting empty state
    /// leaves every touch and pan to the app's scroll view; keeps the offset in range when the
    /// content shrank.
    private func updateScrolling() {
        let scroller = contentScrollView
        let overflow = scroller.contentSize.height - scroller.bounds.height
        let overflows = overflow > 0.5
        if scroller.isScrollEnabled != overflows {
            scroller.isScrollEnabled = overflows
            if overflows, window != nil { scroller.flashScrollIndicators() }
        }
        let maximumOffset = max(0, overflow)
        if scroller.contentOffset.y > maximumOffset { scroller.contentOffset.y = maximumOffset }
    }

    /// Sizes the image view with ``ImageFit``: its natural size, scaled down (aspect kept) to the
    /// readable width and to the height inside the margins — at most half of it when text or a
    /// button shows too, so they stay on screen — and to a configuration's maximum size, never
    /// up. A required aspect-ratio constraint keeps the proportions if the stack narrows it further.
    func updateImageSize() {
        let imageSize = imageView.image?.size ?? .zero
        let margins = directionalLayoutMargins
        let area = standaloneImageArea ?? CGSize(width: readableWidth, height: max(0, bounds.height - margins.top - margins.bottom))
        let hasOtherElements = [titleLabel, detailLabel, button, primaryButton, secondaryButton].contains { !$0.isHidden }
        var available = ImageFit.available(in: area, hasOtherElements: hasOtherElements)
        if imageMaximumSize.width > 0 { available.width = min(available.width, imageMaximumSize.width) }
        if imageMaximumSize.height > 0 { available.height = min(available.height, imageMaximumSize.height) }
        let size = ImageFit.displaySize(for: imageSize, in: available)
        if imageWidthConstraint.constant != size.width { imageWidthConstraint.constant = size.width }
        let ratio = size.width > 0 ? size.height / size.width : 0
        guard imageAspectConstraint?.multiplier != ratio else { return }
        imageAspectConstraint?.isActive = false
        imageAspectConstraint = imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: ratio)
        imageAspectConstraint?.isActive = true
    }

    /// The height the content needs at the empty state's width `width`, with the margins above and
    /// below it: what a tall table header must leave the empty state (``EmptyStateFrame``). 0
    /// before the content was first laid out.
    ///
    /// At the width the view has now, this is the content's laid-out height. At another width (a
    /// rotation, a split-view resize: the placement is decided before the view takes its new
    /// width) the content is measured there (`systemLayoutSizeFitting`, the width required), so
    /// the placement is not decided from the old width's line breaks. The readable width there is
    /// the width inside the margins, capped by today's readable width when that caps it now.
    /// - Parameter width: The width the empty state will have; non-finite or not positive
    ///   measures at the current width.
    func contentFittingHeight(width: CGFloat) -> CGFloat {
        guard contentView.frame.height > 0 else { return 0 }
        let margins = directionalLayoutMargins
        guard width.isFinite, width > 0, abs(width - bounds.width) > 0.5 else {
            return contentView.frame.height + margins.top + margins.bottom
        }
        let inner = max(0, width - margins.leading - margins.trailing)
        let currentInner = max(0, bounds.width - margins.leading - margins.trailing)
        let readable = readableWidth < currentInner - 0.5 ? min(inner, readableWidth) : inner
        let measured = contentView.systemLayoutSizeFitting(
            CGSize(width: readable, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return measured.height + margins.top + margins.bottom
    }

    /// The width text and images may use: the readable content width once laid out, else the
    /// width inside the layout margins.
    var readableWidth: CGFloat {
        let readable = readableContentGuide.layoutFrame.width
        return readable > 0 ? readable : bounds.inset(by: layoutMargins).width
    }

    /// The constraints that never change (constants aside).
    ///
    /// The content scroll view fills the view. Its content is as tall as the view when the content
    /// fits, and as tall as the content (plus margins) when it does not: then it scrolls. Inside,
    /// the content is centered and moved by the vertical offset, but never past the margins —
    /// the offset yields first, so nothing is pushed off screen.
    func setUpConstraints() {
        let readable = readableContentGuide
        let scroller = contentScrollView
        let content = scroller.contentLayoutGuide
        let frame = scroller.frameLayoutGuide
        centerYConstraint = contentView.centerYAnchor.constraint(equalTo: content.centerYAnchor).withPriority(.defaultHigh)
        contentTopConstraint = contentView.topAnchor.constraint(greaterThanOrEqualTo: content.topAnchor)
        contentBottomConstraint = contentView.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor)
        // Below the stack's readable-width constraint (999): if this constant is stale and too
        // wide, the image narrows (the aspect constraint scales its height) instead of the stack
        // widening past the readable width.
        imageWidthConstraint = imageView.widthAnchor.constraint(equalToConstant: 0).withPriority(.required - 2)
        NSLayoutConstraint.activate([
            scroller.topAnchor.constraint(equalTo: topAnchor),
            scroller.bottomAnchor.constraint(equalTo: bottomAnchor),
            scroller.leadingAnchor.constraint(equalTo: leadingAnchor),
            scroller.trailingAnchor.constraint(equalTo: trailingAnchor),
            // Vertical scrolling only; the content is at least as tall as the view, and exactly as
            // tall whenever it fits (just above the centering, so the offset yields to it).
            content.widthAnchor.constraint(equalTo: frame.widthAnchor),
            content.heightAnchor.constraint(greaterThanOrEqualTo: frame.heightAnchor),
            content.heightAnchor.constraint(equalTo: frame.heightAnchor).withPriority(.defaultHigh + 1),
            contentTopConstraint,
            contentBottomConstraint,
            centerYConstraint,
            // Horizontally centered on the readable area (which the safe area may shift). The
            // edge limits are just below required: before the scroll view has a size (a table
            // made with `.zero` frame and reloaded in viewDidLoad) or when a custom view's own
            // required width exceeds a narrow screen, they yield instead of logging
            // unsatisfiable constraints.
            contentView.centerXAnchor.constraint(equalTo: readable.centerXAnchor).withPriority(.defaultHigh),
            contentView.leadingAnchor.constraint(greaterThanOrEqualTo: frame.leadingAnchor).withPriority(.required - 1),
            contentView.trailingAnchor.constraint(lessThanOrEqualTo: frame.trailingAnchor).withPriority(.required - 1),
            imageWidthConstraint,
        ])
        // Labels wrap at the readable width (the system margins on phones, a comfortable line
        // length on iPad).
        stackConstraints = [
            stackView.topAnchor.constraint(equalTo: contentView.topAnchor),
            stackView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            stackView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            stackView.widthAnchor.constraint(equalTo: readable.widthAnchor).withPriority(.required - 1),
        ]
        NSLayoutConstraint.activate(stackConstraints)
    }
}
#endif
