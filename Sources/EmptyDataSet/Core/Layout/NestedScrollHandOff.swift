import Foundation

/// When the empty state's own scroll view (oversized content) lets a drag go to the app's scroll
/// view around it.
///
/// Where the content cannot scroll further — at its top, pulled down; at its end, pushed up — the
/// inner pan does not begin, so UIKit gives the drag to the app's scroll view: pull to refresh
/// keeps working over an oversized empty state. Decided from the pan's movement: its translation,
/// or its velocity where the translation is still zero as the pan begins (the UIKit layer picks).
enum NestedScrollHandOff {
    /// Whether a vertical drag passes to the outer scroll view.
    /// - Parameters:
    ///   - translation: The pan's translation when it would begin.
    ///   - contentOffsetY: The inner scroll view's vertical content offset.
    ///   - maximumOffsetY: Its largest vertical content offset (content height minus bounds height).
    static func passesToOuterScrollView(translation: CGPoint, contentOffsetY: CGFloat, maximumOffsetY: CGFloat) -> Bool {
        // Mostly vertical: strictly steeper than 45°, so the movement is never 0 past this guard.
        guard translation.y.isFinite, translation.x.isFinite, abs(translation.y) > abs(translation.x) else { return false }
        // Pulled down at the top, or pushed up at the end.
        return translation.y > 0 ? contentOffsetY <= 0 : contentOffsetY >= max(0, maximumOffsetY)
    }
}
