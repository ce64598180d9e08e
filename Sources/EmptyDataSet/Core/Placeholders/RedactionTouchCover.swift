/// Which views drawn above a nested scroll view keep touches from reaching it through the
/// overlay of a redaction around both.
///
/// A redaction's overlay hands a touch over a descendant list to that list. A view later in the
/// subview order that UIKit would have given the touch instead — a toolbar or bottom bar (its
/// opaque background takes touches even where it draws no placeholder), a control — must keep
/// it: the touch stops at the overlay rather than reach the list beneath.
enum RedactionTouchCover {
    /// Whether a view drawn above a nested scroll view keeps touches from reaching it.
    ///
    /// - Parameters:
    ///   - decision: The view's redaction decision; a skipped (hidden, transparent) view takes no
    ///     touches, an excluded one takes its own (handled before any scroll view).
    ///   - isUserInteractionEnabled: The view's `isUserInteractionEnabled`.
    ///   - isControl: Whether it takes touches whatever its background: a control, or a bar or
    ///     material (toolbar, tab bar, navigation bar, search bar, visual effect view) whose
    ///     background UIKit draws in private subviews.
    ///   - backgroundAlpha: Its background color's alpha (0 when it has none). Non-finite: none.
    static func covers(
        decision: RedactionDecision, isUserInteractionEnabled: Bool, isControl: Bool, backgroundAlpha: Double
    ) -> Bool {
        guard isUserInteractionEnabled else { return false }
        switch decision {
        case .skip, .keepVisible:
            return false
        case .textBars, .shape, .descend:
            return isControl || (backgroundAlpha.isFinite && backgroundAlpha > RedactionRule.invisibleAlpha)
        }
    }
}
