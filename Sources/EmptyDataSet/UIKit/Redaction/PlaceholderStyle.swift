#if canImport(UIKit)
import UIKit

/// How redaction placeholders look: their colors, corner radius and movement.
///
///     cell.contentView.redact(PlaceholderStyle(cornerRadius: 6, animation: .pulse))
///
/// Pass it to ``UIKit/UIView/redact(_:)``. The defaults adapt to light and dark mode.
public struct PlaceholderStyle: Equatable {
    /// The placeholders' fill. `UIColor.systemGray5` by default (opaque in light and dark mode).
    /// Use an opaque color: a shape's fill is all that covers an image or a control beneath it.
    public var fillColor: UIColor
    /// The color of the shimmer's band and of the pulse's bright phase: `UIColor.systemGray6` in
    /// light mode and `UIColor.systemGray4` in dark mode by default (lighter than the fill in both).
    public var highlightColor: UIColor
    /// The corner radius of bars and shapes, in points; 4 by default. Bars never round beyond
    /// half their height; a view whose layer has a larger `cornerRadius` (a round avatar) keeps
    /// its own. A negative value counts as 0.
    public var cornerRadius: CGFloat
    /// The movement; ``PlaceholderAnimation/shimmer`` by default. With Reduce Motion on, every
    /// animation shows as a static fill.
    public var animation: PlaceholderAnimation

    /// A style.
    /// - Parameters:
    ///   - fillColor: The placeholders' fill; `UIColor.systemGray5` by default.
    ///   - highlightColor: The shimmer band's and pulse's color; `nil` (the default) for
    ///     `systemGray6` in light mode and `systemGray4` in dark mode.
    ///   - cornerRadius: The corner radius in points; 4 by default.
    ///   - animation: The movement; `.shimmer` by default.
    public init(
        fillColor: UIColor = .systemGray5, highlightColor: UIColor? = nil, cornerRadius: CGFloat = 4,
        animation: PlaceholderAnimation = .shimmer
    ) {
        self.fillColor = fillColor
        self.highlightColor = highlightColor ?? PlaceholderStyle.defaultHighlight
        self.cornerRadius = cornerRadius
        self.animation = animation
    }

    /// The default style: a `systemGray5` fill, 4-point corners, a shimmer.
    public static var `default`: PlaceholderStyle { PlaceholderStyle() }

    /// Lighter than `systemGray5` in both appearances: `systemGray6` is darker than it in dark mode.
    private static let defaultHighlight = UIColor { traits in
        traits.userInterfaceStyle == .dark ? .systemGray4 : .systemGray6
    }
}
#endif
