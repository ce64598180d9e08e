#if canImport(UIKit)
import UIKit

/// The empty state's button: a custom-type `UIButton` whose size follows a multi-line title.
///
/// A plain `UIButton` sizes itself from a single line of its title, so a long title, or any title
/// at the larger Dynamic Type sizes, would be clipped. This one reports the wrapped title's size.
@MainActor
final class EmptyDataSetButton: UIButton {
    override var intrinsicContentSize: CGSize {
        guard let titleLabel, currentAttributedTitle != nil || currentTitle != nil else {
            return super.intrinsicContentSize
        }
        let natural = super.intrinsicContentSize
        let labelSize = titleLabel.intrinsicContentSize
        return CGSize(width: max(natural.width, labelSize.width), height: max(natural.height, labelSize.height))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Let the title wrap at the width the button was given, then re-measure once.
        guard let titleLabel, titleLabel.preferredMaxLayoutWidth != titleLabel.frame.width else { return }
        titleLabel.preferredMaxLayoutWidth = titleLabel.frame.width
        invalidateIntrinsicContentSize()
    }
}
#endif
