#if canImport(UIKit)
import UIKit

/// The empty state's button: a `UIButton` whose size follows a multi-line title, with feedback
/// when pressed.
///
/// A plain `UIButton` sizes itself from a single line of its title, so a long title, or any title
/// at the larger Dynamic Type sizes, would be clipped. This one reports the size of the title
/// wrapped at the width the empty state gives it (``wrapTitle(at:)``).
///
/// It is a custom-type button, so DZNEmptyDataSet's per-state titles and images show exactly as
/// given; a custom button has no pressed look of its own, so it dims while pressed unless the
/// source gave the highlighted state content (``ButtonFeedback``), and on iPad it takes the
/// pointer's highlight effect.
@MainActor
final class EmptyDataSetButton: UIButton {
    /// The width the whole button may take (the empty state's readable width); 0 before layout.
    private var availableWidth: CGFloat = 0

    /// Whether the source gave the highlighted state content of its own; set on every apply.
    var hasHighlightedContent = false {
        didSet { updatePressedLook() }
    }

    override var isHighlighted: Bool {
        didSet { updatePressedLook() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        #if !os(tvOS)
        isPointerInteractionEnabled = true
        #endif
    }

    @available(*, unavailable, message: "EmptyDataSetButton is created by EmptyDataSet, never from a storyboard.")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is unavailable: EmptyDataSetButton is created by EmptyDataSet.")
    }

    private func updatePressedLook() {
        let alpha = ButtonFeedback.alpha(isHighlighted: isHighlighted, hasHighlightedContent: hasHighlightedContent)
        if self.alpha != alpha { self.alpha = alpha }
    }

    override var intrinsicContentSize: CGSize {
        guard let titleLabel, currentAttributedTitle != nil || currentTitle != nil else {
            return super.intrinsicContentSize
        }
        let natural = super.intrinsicContentSize
        let imageSize = currentImage?.size ?? .zero
        let labelSize = titleLabel.intrinsicContentSize
        var width = max(natural.width, labelSize.width + imageSize.width)
        if availableWidth > 0 { width = min(width, availableWidth) }
        return CGSize(width: width, height: max(natural.height, labelSize.height, imageSize.height))
    }

    /// The button type the empty state uses: custom, so the source's images and attributed titles
    /// show as given; on tvOS the system type, whose focus effect is the only way to see which
    /// element the remote will activate.
    nonisolated static var preferredType: UIButton.ButtonType {
        #if os(tvOS)
        return .system
        #else
        return .custom
        #endif
    }

    /// Lets the title wrap within `width` (the empty state's readable width), so the button grows
    /// to as many lines as the title needs and shrinks back when the width grows. A width of 0
    /// (not laid out yet) means no limit.
    func wrapTitle(at width: CGFloat) {
        guard availableWidth != width else { return }
        availableWidth = width
        updateTitleWrapWidth()
    }

    override func setImage(_ image: UIImage?, for state: UIControl.State) {
        super.setImage(image, for: state)
        updateTitleWrapWidth()
    }

    /// The title gets what the image beside it leaves: measured at the full width, a title next to
    /// an image would be given less by UIButton's layout and lose its last line.
    private func updateTitleWrapWidth() {
        guard let titleLabel else { return }
        let imageWidth = currentImage?.size.width ?? 0
        let titleWidth = availableWidth > 0 ? max(1, availableWidth - imageWidth) : 0
        guard titleLabel.preferredMaxLayoutWidth != titleWidth else { return }
        titleLabel.preferredMaxLayoutWidth = titleWidth
        invalidateIntrinsicContentSize()
    }
}
#endif
