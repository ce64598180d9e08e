#if canImport(UIKit)
import UIKit

// The keyboard: the empty state centers in the part of the scroll view the keyboard leaves
// visible, and moves with the keyboard's own animation.
#if !os(tvOS) && !os(visionOS)
extension EmptyDataSetController {
    /// Starts following the keyboard's frame. Observed for the controller's whole life, so an
    /// empty state that appears while the keyboard is up (no search results while typing) is
    /// centered above it at once.
    func observeKeyboard() {
        let center = NotificationCenter.default
        center.addObserver(
            self, selector: #selector(keyboardWillChangeFrame(_:)),
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(
            self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification,
            object: nil)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        keyboardFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        followKeyboard(notification)
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        keyboardFrame = nil
        followKeyboard(notification)
    }

    /// Lays the empty state out for the keyboard's new frame, inside the keyboard's animation
    /// (its duration and curve) so both move together.
    private func followKeyboard(_ notification: Notification) {
        handle(.keyboard)
        guard let view = emptyView, !view.isHidden else { return }
        let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0
        let curve = notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? 0
        guard duration > 0, view.window != nil else {
            layoutEmptyView()
            return
        }
        UIView.animate(
            withDuration: duration, delay: 0,
            options: [UIView.AnimationOptions(rawValue: UInt(max(0, curve)) << 16), .beginFromCurrentState],
            animations: {
                self.layoutEmptyView()
                view.layoutIfNeeded()
            })
    }

    /// How far the keyboard covers the scroll view from its bottom edge, in points
    /// (``EmptyStateFrame/keyboardOverlap(keyboardFrame:scrollViewFrame:windowBounds:)``).
    func keyboardOverlap(in scrollView: UIScrollView) -> CGFloat {
        guard let keyboardFrame, let window = scrollView.window else { return 0 }
        // The keyboard's frame is in screen coordinates; the window may not fill the screen
        // (iPad split view, Stage Manager).
        let keyboard = window.windowScene.map { window.convert(keyboardFrame, from: $0.screen.coordinateSpace) }
            ?? keyboardFrame
        let visible = scrollView.convert(scrollView.bounds, to: window)
        return EmptyStateFrame.keyboardOverlap(keyboardFrame: keyboard, scrollViewFrame: visible, windowBounds: window.bounds)
    }
}
#else
extension EmptyDataSetController {
    /// No keyboard covers the content on this platform.
    func observeKeyboard() {}

    /// No keyboard covers the content on this platform: 0.
    func keyboardOverlap(in scrollView: UIScrollView) -> CGFloat { 0 }
}
#endif
#endif
