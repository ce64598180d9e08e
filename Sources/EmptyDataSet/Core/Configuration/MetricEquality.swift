// Comparing the numbers of two configurations: NaN is one value, equal to itself.
import Foundation

/// Compares a configuration's spacing and size fields so that NaN equals NaN.
///
/// IEEE comparison makes NaN unequal to everything, itself included, so a configuration with a NaN
/// padding (a division by zero in the app's layout code) would never equal itself: every reload
/// would find it "changed" and render it again. The package draws NaN as 0 (``Metric``), so two
/// NaNs draw the same and compare equal. Every other value compares as `==` does (0 and -0 are
/// equal; NaN still differs from any number, since the app may replace it by a real value).
enum MetricEquality {
    /// Whether two values are equal, or both NaN.
    static func same(_ lhs: CGFloat, _ rhs: CGFloat) -> Bool {
        lhs == rhs || (lhs.isNaN && rhs.isNaN)
    }

    /// Whether two sizes are the same, dimension by dimension, NaN equal to NaN.
    static func same(_ lhs: CGSize, _ rhs: CGSize) -> Bool {
        same(lhs.width, rhs.width) && same(lhs.height, rhs.height)
    }

    /// Whether two lists of values (the four edges of insets) are the same, value by value; lists
    /// of different lengths, or one missing, differ.
    static func same(_ lhs: [CGFloat]?, _ rhs: [CGFloat]?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { same($0, $1) }
    }
}
