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
            readableWidth: bounds.width > 0 ? readable : 0, windowSize: window?.bounds.size,
            margins: (margins.top, margins.leading, margins.bottom, margins.trailing))
        if standaloneImageArea != area {
            standaloneImageArea = area
            let width = imageWidthConstraint.constant
            updateImageSize()
            changed = changed || width != imageWidthConstraint.constant
        }
        return changed
    }
}
#endif
