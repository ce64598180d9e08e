#if canImport(UIKit)
import UIKit

/// The empty state's button: a `UIButton` whose size follows a multi-line title.
///
/// A plain `UIButton` sizes itself from a single line of its title, so a long title, or any title
/// at the larger Dynamic Type sizes, would be clipped. This one reports the size of the title
/// wrapped at the width the empty state gives it (``wrapTitle(at:)``).
@MainActor
final class EmptyDataSetButton: UIButton {
    override var intrinsicContentSize: CGSize {
        guard let titleLabel, currentAttributedTitle != nil || currentTitle != nil else {
            return super.intrinsicContentSize
        }
        let natural = super.intrinsicContentSize
        let labelSize = titleLabel.intrinsicContentSize
        var width = max(natural.width, labelSize.width)
        let limit = titleLabel.preferredMaxLayoutWidth
        if limit > 0 { width = min(width, limit) }
        return CGSize(width: width, height: max(natural.height, labelSize.height))
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

    /// Lets the title wrap at `width` (the empty state's readable width), so the button grows to as
    /// many lines as the title needs and shrinks back when the width grows. A width of 0 (not laid
    /// out yet) means no limit.
    func wrapTitle(at width: CGFloat) {
        guard let titleLabel, titleLabel.preferredMaxLayoutWidth != width else { return }
        titleLabel.preferredMaxLayoutWidth = width
        invalidateIntrinsicContentSize()
    }
}
#endif
