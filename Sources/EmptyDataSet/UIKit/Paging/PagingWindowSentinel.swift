#if canImport(UIKit)
import UIKit

/// A hidden, empty subview that reports its scroll view's return to a window: put in the scroll
/// view when a page was cancelled because the list left its window, so the page resumes when the
/// user comes back (a pushed detail screen popped, a tab switched back) — without swizzling and
/// without watching every scroll view. It takes no touches, is no accessibility element and is
/// removed as soon as it reported.
@MainActor
final class PagingWindowSentinel: UIView {
    /// Called once the sentinel, and so its scroll view, is in a window again.
    var onReturn: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: .zero)
        isHidden = true
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        onReturn?()
    }
}
#endif
