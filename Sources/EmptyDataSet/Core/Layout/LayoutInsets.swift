import Foundation

/// Edge insets without UIKit (`UIEdgeInsets` is UIKit-only), for the neutral layout rules.
struct LayoutInsets: Equatable, Sendable {
    var top: CGFloat
    var left: CGFloat
    var bottom: CGFloat
    var right: CGFloat

    /// No inset on any edge.
    static let zero = LayoutInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The same insets with every non-finite value replaced by 0. Negative insets are kept: UIKit
    /// allows them (content pulled under a bar) and the frame rule clamps the resulting size.
    var sanitized: LayoutInsets {
        LayoutInsets(
            top: Metric.finiteOrZero(top), left: Metric.finiteOrZero(left),
            bottom: Metric.finiteOrZero(bottom), right: Metric.finiteOrZero(right))
    }
}
