#if canImport(UIKit)
import UIKit

/// The scroll view inside the empty state that scrolls content taller than the empty state.
///
/// It sits inside the app's scroll view. Where it cannot scroll further — at the top, pulled
/// down; at the bottom, pushed up — its pan does not begin (``NestedScrollHandOff``), so the drag
/// goes to the app's scroll view: pull to refresh keeps working over an oversized empty state. It does not bounce (a bounce
/// would hold the drag the app's scroll view should get) and is no scroll-to-top target (the
/// status-bar tap belongs to the app's scroll view).
@MainActor
final class EmptyDataSetContentScrollView: UIScrollView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentInsetAdjustmentBehavior = .never
        #if !os(tvOS)
        scrollsToTop = false  // unavailable on tvOS, where there is no status bar to tap
        #endif
        bounces = false
        alwaysBounceVertical = false
        isScrollEnabled = false
        backgroundColor = .clear
    }

    /// Called once, after the next move into a window (then cleared): a layout held back while the
    /// app's scroll view was out of its window is applied then (``EmptyDataSetController``'s
    /// held-layout retry stops out of the window).
    var onNextMoveToWindow: (() -> Void)?

    /// How many times ``onNextMoveToWindow`` ran (tests tell this path from the table's own layout).
    private(set) var moveToWindowActionCount = 0

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil, let action = onNextMoveToWindow else { return }
        onNextMoveToWindow = nil
        moveToWindowActionCount += 1
        action()
    }

    @available(*, unavailable, message: "EmptyDataSetContentScrollView is created by EmptyDataSet, never from a storyboard.")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is unavailable: EmptyDataSetContentScrollView is created by EmptyDataSet.")
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        // UIKit asks as the pan begins, when the translation is only what moved past its
        // hysteresis (often under a point, and 0 on an axis it cannot use): the velocity then
        // tells the direction.
        var movement = panGestureRecognizer.translation(in: self)
        if movement.y == 0 { movement = panGestureRecognizer.velocity(in: self) }
        let passes = NestedScrollHandOff.passesToOuterScrollView(
            translation: movement, contentOffsetY: contentOffset.y, maximumOffsetY: contentSize.height - bounds.height)
        return !passes && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
#endif
