// Turns successive "should show" answers into appear/disappear transitions and their callbacks.

/// What a reload does to the empty state, given whether it was visible and whether it should be.
enum VisibilityTransition: Equatable, Sendable {
    /// Hidden → visible: `willAppear`, configure and show (fading in if allowed), `didAppear`.
    case appear
    /// Visible → visible: refresh the existing views in place; no callbacks, no fade.
    case update
    /// Visible → hidden: `willDisappear`, hide, `didDisappear`.
    case disappear
    /// Hidden → hidden: nothing to do.
    case none

    /// The delegate callback sent before the views change, if any.
    var callbackBefore: VisibilityCallback? {
        switch self {
        case .appear: .willAppear
        case .disappear: .willDisappear
        case .update, .none: nil
        }
    }

    /// The delegate callback sent after the views change, if any.
    var callbackAfter: VisibilityCallback? {
        switch self {
        case .appear: .didAppear
        case .disappear: .didDisappear
        case .update, .none: nil
        }
    }
}

/// The four appearance callbacks of `EmptyDataSetDelegate`.
enum VisibilityCallback: Equatable, Sendable {
    case willAppear, didAppear, willDisappear, didDisappear
}

/// Remembers whether the empty state is visible, so callbacks fire once per change of state and
/// never on a reload that leaves the state as it was.
struct VisibilityState: Sendable {
    /// Whether the empty state is currently visible.
    private(set) var isVisible = false

    /// Records the new decision and returns the transition that gets there.
    /// - Parameter shouldShow: The output of ``DisplayRule/shouldShow(hasSource:isForcedToDisplay:shouldDisplay:isEmpty:)``.
    mutating func resolve(shouldShow: Bool) -> VisibilityTransition {
        defer { isVisible = shouldShow }
        switch (isVisible, shouldShow) {
        case (false, true): return .appear
        case (true, true): return .update
        case (true, false): return .disappear
        case (false, false): return .none
        }
    }
}
