#if canImport(UIKit)
import UIKit

/// How redaction placeholders look: their colors, corner radius and movement.
///
///     cell.contentView.redact(PlaceholderStyle(cornerRadius: 6, animation: .pulse))
///
/// Pass it to ``UIKit/UIView/redact(_:)``. The defaults adapt to light and dark mode. tvOS has no
/// `systemGray4`…`systemGray6`: there the defaults are opaque grays of the same values, by the
/// trait collection's `userInterfaceStyle`.
public struct PlaceholderStyle: Equatable {
    /// The placeholders' fill. `UIColor.systemGray5` by default (opaque in light and dark mode;
    /// on tvOS the same gray as an sRGB color). Use an opaque color: a shape's fill is all that
    /// covers an image or a control beneath it.
    public var fillColor: UIColor
    /// The color of the shimmer's band and of the pulse's bright phase: `UIColor.systemGray6` in
    /// light mode and `UIColor.systemGray4` in dark mode by default (lighter than the fill in both;
    /// on tvOS the same grays as sRGB colors).
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
    ///   - fillColor: The placeholders' fill; `UIColor.systemGray5` by default (its values on tvOS).
    ///   - highlightColor: The shimmer band's and pulse's color; `nil` (the default) for
    ///     `systemGray6` in light mode and `systemGray4` in dark mode.
    ///   - cornerRadius: The corner radius in points; 4 by default.
    ///   - animation: The movement; `.shimmer` by default.
    public init(
        fillColor: UIColor = PlaceholderStyle.defaultFill, highlightColor: UIColor? = nil, cornerRadius: CGFloat = 4,
        animation: PlaceholderAnimation = .shimmer
    ) {
        self.fillColor = fillColor
        self.highlightColor = highlightColor ?? PlaceholderStyle.defaultHighlight
        self.cornerRadius = cornerRadius
        self.animation = animation
    }

    /// The default style: a `systemGray5` fill, 4-point corners, a shimmer.
    public static var `default`: PlaceholderStyle { PlaceholderStyle() }

    // A default argument of a public initializer is compiled into the app: hence @usableFromInline.
    #if os(tvOS)
    // tvOS has no systemGray2…6 (nor systemBackground): their iOS values, light and dark.
    @usableFromInline static let defaultFill = UIColor { traits in
        traits.userInterfaceStyle == .dark ? gray(44, 44, 46) : gray(229, 229, 234)
    }
    /// Lighter than the fill in both appearances, as on iOS.
    private static let defaultHighlight = UIColor { traits in
        traits.userInterfaceStyle == .dark ? gray(58, 58, 60) : gray(242, 242, 247)
    }

    private static func gray(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: 1)
    }
    #else
    @usableFromInline static let defaultFill: UIColor = .systemGray5
    /// Lighter than `systemGray5` in both appearances: `systemGray6` is darker than it in dark mode.
    private static let defaultHighlight = UIColor { traits in
        traits.userInterfaceStyle == .dark ? .systemGray4 : .systemGray6
    }
    #endif
}
#endif
