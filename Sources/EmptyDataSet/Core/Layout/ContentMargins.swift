import Foundation

/// The margins around the empty state's content, inside its frame.
///
/// A view that is not a view controller's root view gets UIKit's 8 pt default layout margins,
/// which put text almost against the screen edges. The empty state uses the system's minimum
/// margins instead — the view controller's `systemMinimumLayoutMargins` when there is one (16 pt
/// on most iPhones, 20 pt on the larger ones and on iPad), else the same values derived from the
/// width — on all four edges, so content that scrolls never touches the bars either. On top of
/// these margins the UIKit layer limits text to the readable width (a comfortable line length
/// on iPad); the safe area is added by UIKit.
enum ContentMargins {
    /// The width from which the system uses its wider margins when no view controller says.
    static let wideLayoutWidth: CGFloat = 414

    /// The narrower and wider system minimum margins, in points.
    static let compactMargin: CGFloat = 16
    static let regularMargin: CGFloat = 20

    /// The margin on each edge.
    /// - Parameters:
    ///   - systemMinimum: The view controller's `systemMinimumLayoutMargins` leading value, or
    ///     `nil` when there is no view controller. Non-finite, zero or negative values fall back
    ///     to the width rule.
    ///   - width: The empty state's width.
    static func margin(systemMinimum: CGFloat?, width: CGFloat) -> CGFloat {
        if let systemMinimum, systemMinimum.isFinite, systemMinimum > 0 { return systemMinimum }
        return Metric.finiteOrZero(width) >= wideLayoutWidth ? regularMargin : compactMargin
    }
}
