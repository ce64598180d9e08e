// Whether a list is in the presentation the user is in, for VoiceOver.

/// Where a list stands relative to the user, and the rule that says whether VoiceOver may be told
/// about it: a focus move or an announcement is for the presentation the user is in, never for a
/// list behind a sheet, in a hidden child, in an inactive tab or in the other column of a split
/// view. There it would pull the user out of what they are doing, or speak of something they
/// cannot reach.
///
/// The UIKit layer gathers the facts (`UIView.userPresentation`); this type only decides, so that
/// every combination is tested without a view.
struct UserPresentation: Equatable, Sendable {
    /// Where VoiceOver's focus is, seen from the list.
    enum Focus: Equatable, Sendable {
        /// Nowhere known: VoiceOver is off or on no element, or on one this rule cannot place (a
        /// bar, another window such as the keyboard's). Says nothing either way.
        case unknown
        /// On the list's own screen (the list, its empty state, its header, anything inside the
        /// view of the list's view controller). The strongest sign that the user is here.
        case withList
        /// In the other column of an expanded split view that holds the list's controller too.
        case besideList

        /// A container above the list's view controller, as seen from VoiceOver's focus.
        struct Container: Equatable, Sendable {
            /// Whether the container is a split view showing its columns side by side (not
            /// collapsed). Only its other columns are "beside" the list: the other children of any
            /// other container (a filter bar above the list, a search field in a sibling) are
            /// part of the list's screen.
            var isExpandedSplitView: Bool
            /// Whether focus is inside the shown view of another child of this container.
            var holdsFocusInAnotherChild: Bool
        }

        /// Places VoiceOver's focus from the facts the UIKit layer reads.
        /// - Parameters:
        ///   - isOnListScreen: Whether focus is inside the view of the list's controller (or in
        ///     the list, when it has none).
        ///   - isTyping: Whether focus is on a text input the user is typing in (``TextEntry``: an
        ///     editable one that is first responder or the followed search field — a read-only
        ///     text view is text to read, and in the other column it is "beside" the list). The
        ///     user typing there is never "beside" the list: a list that shows what they search
        ///     for must be heard (queued after the echo of their typing); other rules may still
        ///     keep it quiet.
        ///   - containers: The containers above the list's controller, innermost first.
        /// - Returns: `.withList` on the list's screen or in another child of a container that is
        ///   not an expanded split view; `.besideList` in another column of an expanded split
        ///   view (the innermost container holding the focus decides); `.unknown` otherwise.
        static func place(isOnListScreen: Bool, isTyping: Bool, containers: [Container]) -> Focus {
            if isOnListScreen { return .withList }
            if isTyping { return .unknown }
            guard let holder = containers.first(where: \.holdsFocusInAnotherChild) else { return .unknown }
            return holder.isExpandedSplitView ? .besideList : .withList
        }
    }

    /// Why the user is not with the list.
    enum Elsewhere: Equatable, Sendable {
        /// The list is in no window (an inactive tab, a popped screen).
        case notInWindow
        /// The list or one of its ancestors is hidden or fully transparent (a hidden child).
        case hidden
        /// The list lies outside its window's bounds (a page scrolled away).
        case outsideWindow
        /// A view controller is presented over the list's (a sheet, a full-screen modal, an
        /// alert) and VoiceOver is not on the list.
        case coveredByPresentation
        /// A view beside one of the list's ancestors is modal for VoiceOver
        /// (`accessibilityViewIsModal`), so VoiceOver cannot reach the list.
        case coveredByModalView
        /// VoiceOver is in the other column of an expanded split view.
        case focusBesideList
        /// Another window of the list's scene is the key window (an overlay window in front).
        case anotherWindowIsKey
    }

    /// Whether the list is in a window.
    var isInWindow: Bool
    /// Whether the list or an ancestor (up to and including the window) is hidden or transparent.
    var isHiddenAlongAncestors: Bool
    /// Whether the list's frame lies entirely outside its window's bounds.
    var isOutsideWindowBounds: Bool
    /// Whether a view controller that is not being dismissed is presented over the list's
    /// controller (a search controller that shows its results in the list itself does not count).
    var isCoveredByPresentation: Bool
    /// Whether a shown sibling of the list or of one of its ancestors is `accessibilityViewIsModal`.
    var isCoveredByModalView: Bool
    /// Whether another window of the list's scene is key.
    var isAnotherWindowKey: Bool
    /// Where VoiceOver's focus is.
    var focus: Focus

    /// The facts of a list that is on screen with nothing over it and focus unknown.
    init(
        isInWindow: Bool = true, isHiddenAlongAncestors: Bool = false, isOutsideWindowBounds: Bool = false,
        isCoveredByPresentation: Bool = false, isCoveredByModalView: Bool = false, isAnotherWindowKey: Bool = false,
        focus: Focus = .unknown
    ) {
        self.isInWindow = isInWindow
        self.isHiddenAlongAncestors = isHiddenAlongAncestors
        self.isOutsideWindowBounds = isOutsideWindowBounds
        self.isCoveredByPresentation = isCoveredByPresentation
        self.isCoveredByModalView = isCoveredByModalView
        self.isAnotherWindowKey = isAnotherWindowKey
        self.focus = focus
    }

    /// Why the user is elsewhere, or `nil` when the list is in the presentation the user is in.
    ///
    /// A list the user cannot see (no window, hidden, outside the window) is elsewhere whatever
    /// else holds. VoiceOver's focus on the list's own screen then outweighs the signs that
    /// something covers it: a sheet whose detents leave the content behind it usable, a view
    /// marked modal that VoiceOver evidently is not held in, an overlay window that took key.
    /// Focus in the other column of a split view means the user is there, not here.
    var elsewhere: Elsewhere? {
        if !isInWindow { return .notInWindow }
        if isHiddenAlongAncestors { return .hidden }
        if isOutsideWindowBounds { return .outsideWindow }
        switch focus {
        case .withList: return nil
        case .besideList: return .focusBesideList
        case .unknown: break
        }
        if isCoveredByPresentation { return .coveredByPresentation }
        if isCoveredByModalView { return .coveredByModalView }
        if isAnotherWindowKey { return .anotherWindowIsKey }
        return nil
    }

    /// Whether the list is in the presentation the user is in: VoiceOver may move to it or hear of it.
    var isUserHere: Bool { elsewhere == nil }
}
