#if canImport(UIKit)
import UIKit

// The facts behind UserPresentation and ScreenPresence, gathered from the view hierarchy.
extension UIView {
    /// Where this view (a list) stands relative to the user (``UserPresentation``). The list is
    /// judged, never its empty-state view, which may lie below a tall table header, out of the
    /// window's bounds, while the list itself is in plain view.
    /// Walks the view's ancestors, its view controllers and their presentations: read it when
    /// VoiceOver is to be told something, never per frame.
    var userPresentation: UserPresentation {
        guard let window else { return UserPresentation(isInWindow: false) }
        let controller = nearestViewController
        return UserPresentation(
            isInWindow: true, isHiddenAlongAncestors: isHiddenAlongAncestors,
            isOutsideWindowBounds: isOutsideBounds(of: window),
            isCoveredByPresentation: controller.map(Self.isCoveredByPresentation) ?? false,
            isCoveredByModalView: isCoveredByModalSibling, isAnotherWindowKey: Self.isAnotherWindowKey(than: window),
            focus: voiceOverFocus(controller: controller, window: window))
    }

    /// Whether the view's screen is being brought in or taken away: its view controller (or one
    /// above it) has a transition coordinator, as during an animated push, pop or presentation.
    /// A non-animated transition and app launch have none (see ``ScreenPresence``).
    var isInScreenTransition: Bool {
        nearestViewController?.transitionCoordinator != nil
    }

    /// The view controller whose view holds this view: the first one up the responder chain.
    var nearestViewController: UIViewController? {
        var responder: UIResponder? = self
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    /// Whether the view, or an ancestor up to its window, is hidden or too transparent to be
    /// seen (UIKit's own hit-testing threshold, 0.01).
    private var isHiddenAlongAncestors: Bool {
        var current: UIView? = self
        while let view = current {
            if view.isHidden || view.alpha < 0.01 { return true }
            current = view.superview
        }
        return false
    }

    /// Whether the view lies entirely outside `window` (a page of a paging container scrolled
    /// away). The frame is the model frame: during a push the incoming screen already counts as
    /// where it lands. A view without size is not judged.
    private func isOutsideBounds(of window: UIWindow) -> Bool {
        guard !bounds.isEmpty else { return false }
        return !convert(bounds, to: window).intersects(window.bounds)
    }

    /// Whether a view controller is presented over `controller` or over a container holding it.
    /// One being dismissed no longer covers it; nor does a search controller that shows its
    /// results in the list under it (no results controller, or one whose view is hidden because
    /// the search text is empty).
    private static func isCoveredByPresentation(_ controller: UIViewController) -> Bool {
        var current: UIViewController? = controller
        while let candidate = current {
            if let presented = candidate.presentedViewController, !presented.isBeingDismissed {
                guard let search = presented as? UISearchController else { return true }
                if let results = search.searchResultsController?.viewIfLoaded, results.window != nil, !results.isHidden {
                    return true
                }
            }
            current = candidate.parent
        }
        return false
    }

    /// Whether a shown sibling of this view or of one of its ancestors is modal for VoiceOver,
    /// which then reads only inside that sibling.
    private var isCoveredByModalSibling: Bool {
        var current: UIView = self
        while let parent = current.superview {
            for sibling in parent.subviews where sibling !== current && sibling.accessibilityViewIsModal {
                if !sibling.isHidden, sibling.alpha >= 0.01 { return true }
            }
            current = parent
        }
        return false
    }

    /// Whether another window of `window`'s scene is key (an overlay window in front). The
    /// keyboard's window never becomes key, so typing does not count. Without a scene (a window
    /// made without one) there is nothing to compare.
    private static func isAnotherWindowKey(than window: UIWindow) -> Bool {
        guard let key = window.windowScene?.keyWindow else { return false }
        return key !== window
    }

    /// Where VoiceOver's focus is, seen from this view (``UserPresentation/Focus/place(isOnListScreen:isTyping:containers:)``
    /// decides): on the screen of `controller` (inside its view, or inside this view when there is
    /// no controller), in a text input the user types in (``isTyping(in:)``), or in a shown child
    /// of a container above `controller` — the other column of an expanded split view, or another
    /// part of the list's screen (a filter bar, a search field in a sibling child).
    private func voiceOverFocus(controller: UIViewController?, window: UIWindow) -> UserPresentation.Focus {
        guard AccessibilitySystem.isVoiceOverRunning(), let element = AccessibilitySystem.focusedElement(),
            let focused = Self.view(holding: element), focused.window === window
        else { return .unknown }
        let isOnListScreen = focused.isDescendant(of: controller?.viewIfLoaded ?? self)
        // A read-only text view in the other column is read, not typed in: it does not count.
        let isTyping = !isOnListScreen && self.isTyping(in: focused)
        var containers: [UserPresentation.Focus.Container] = []
        var child = controller
        // The containers matter only when neither of the facts above already decides.
        while !isOnListScreen, !isTyping, let current = child, let parent = current.parent {
            let holdsFocus = parent.children.contains { sibling in
                guard sibling !== current, let view = sibling.viewIfLoaded, view.window === window, !view.isHidden
                else { return false }
                return focused.isDescendant(of: view)
            }
            // A collapsed split view shows one column at a time: its children are not side by side.
            let isExpandedSplitView = (parent as? UISplitViewController).map { !$0.isCollapsed } ?? false
            containers.append(.init(isExpandedSplitView: isExpandedSplitView, holdsFocusInAnotherChild: holdsFocus))
            child = parent
        }
        return .place(isOnListScreen: isOnListScreen, isTyping: isTyping, containers: containers)
    }

    /// Whether the user is typing in `view` (``TextEntry``): an input that takes typing
    /// (``isEditableTextInput(_:)``) that is first responder, or that is the search field this
    /// list's empty state follows. A read-only or merely selectable text view and a disabled
    /// field are text to read. Read from this view (the list).
    func isTyping(in view: UIView) -> Bool {
        let followed = (self as? UIScrollView)?.emptyDataSetControllerIfPresent?.observedSearchField
        return TextEntry.isTyping(
            isEditable: Self.isEditableTextInput(view), isFirstResponder: view.isFirstResponder,
            isFollowedSearchField: followed != nil && view === followed)
    }

    /// Whether `view` takes typing (``TextEntry/takesTyping(_:)``): an enabled `UITextField`, an
    /// editable `UITextView` (tvOS text views are never edited in place), or any other
    /// `UIKeyInput` — WebKit's content view while a web form field is edited, an app's own editor.
    static func isEditableTextInput(_ view: UIView) -> Bool {
        TextEntry.takesTyping(textEntryInput(of: view))
    }

    /// What `view` is for the keyboard. Fields and text views come first: both adopt `UIKeyInput`.
    private static func textEntryInput(of view: UIView) -> TextEntry.Input {
        if let field = view as? UITextField { return .textField(isEnabled: field.isEnabled) }
        #if os(tvOS)
        if view is UITextView { return .textView(isEditable: false) }
        #else
        if let textView = view as? UITextView { return .textView(isEditable: textView.isEditable) }
        #endif
        return view is any UIKeyInput ? .keyInput : .other
    }

    /// The view an accessibility element belongs to: the element itself when it is a view, else
    /// the first view up its chain of accessibility containers.
    private static func view(holding element: Any) -> UIView? {
        var current: Any? = element
        // Containers form a short chain; the bound only guards against a cycle an app made.
        for _ in 0..<16 {
            if let view = current as? UIView { return view }
            guard let accessibilityElement = current as? UIAccessibilityElement else { return nil }
            current = accessibilityElement.accessibilityContainer
        }
        return nil
    }
}
#endif
