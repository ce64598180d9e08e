import Foundation

/// The clamping rules for the numbers a source returns (offsets, spacing, sizes).
enum Metric {
    /// The default vertical space between elements, in points (DZNEmptyDataSet's 11 pt).
    static let defaultSpaceHeight: CGFloat = 11

    /// The fade-in duration on appearance, in seconds.
    static let fadeInDuration: Double = 0.25

    /// `value` when finite, else 0.
    static func finiteOrZero(_ value: CGFloat) -> CGFloat {
        value.isFinite ? value : 0
    }

    /// A source's vertical offset as applied: NaN and infinities count as 0.
    /// - Parameter offset: `verticalOffset(forEmptyDataSet:)`; positive moves the content down.
    static func verticalOffset(_ offset: CGFloat) -> CGFloat {
        finiteOrZero(offset)
    }

    /// A source's space height as applied: negative counts as 0, NaN counts as 0, +infinity as 0
    /// (an infinite gap is never meant).
    /// - Parameter spaceHeight: `spaceHeight(forEmptyDataSet:)`; ``defaultSpaceHeight`` when the
    ///   source does not implement it.
    static func spacing(_ spaceHeight: CGFloat) -> CGFloat {
        max(0, finiteOrZero(spaceHeight))
    }

    /// A size with negative or non-finite dimensions replaced by 0.
    static func nonNegative(_ size: CGSize) -> CGSize {
        CGSize(width: max(0, finiteOrZero(size.width)), height: max(0, finiteOrZero(size.height)))
    }
}
