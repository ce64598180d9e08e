#if canImport(UIKit)
import UIKit

/// How redaction placeholders look: their colors, shapes, lines and movement.
///
///     cell.contentView.redact(PlaceholderStyle(cornerRadius: 6, animation: .pulse))
///
/// Pass it to ``UIKit/UIView/redact(_:)``; redacting a view again with another style replaces
/// the style (the last one wins, nothing stacks). Every knob has a default that needs no
/// tuning, and out-of-range values are clamped rather than drawn outside the view a placeholder
/// stands for. The default colors adapt to light and dark mode and to Increase Contrast. tvOS
/// has no `systemGray3`…`systemGray6`: there the defaults are opaque grays of the same values,
/// by the trait collection's `userInterfaceStyle` and `accessibilityContrast`.
public struct PlaceholderStyle: Equatable {
    /// The placeholders' fill. By default `UIColor.systemGray5`, or `systemGray4` with Increase
    /// Contrast (further from the background; on tvOS the same grays as sRGB colors). Use an
    /// opaque color: a shape's fill is all that covers an image or a control beneath it.
    public var fillColor: UIColor
    /// The color of the shimmer's band and of the pulse's bright phase. By default lighter than
    /// the fill in every appearance: `UIColor.systemGray6` in light mode, `systemGray4` in dark
    /// mode, `systemGray3` in dark mode with Increase Contrast (on tvOS the same grays as sRGB colors).
    public var highlightColor: UIColor
    /// The corner radius of bars and shapes, in points; 4 by default. Bars never round beyond
    /// half their height; a view whose layer has a larger `cornerRadius` (a round avatar) keeps
    /// its own. A negative or non-finite value counts as 0.
    public var cornerRadius: CGFloat
    /// The movement; ``PlaceholderAnimation/shimmer`` by default. With Reduce Motion on, every
    /// animation shows as a static fill. Ignored while ``customAnimation`` is set.
    public var animation: PlaceholderAnimation
    /// How tall a text line's bar is; ``PlaceholderBarHeight/text`` by default (from the cap
    /// height to the descender of the line's font, so it follows Dynamic Type).
    public var barHeight: PlaceholderBarHeight
    /// Extra space between the placeholder lines of an empty label or text view, in points, on
    /// top of the font's line height; 0 by default (lines as the font would set its text).
    /// Clamped to 0…64; negative or non-finite counts as 0. Text that is there keeps its own
    /// line spacing: its bars sit on its real lines.
    public var lineSpacing: CGFloat
    /// How long the last line of a text of two lines or more is drawn, as a fraction of the
    /// widest other line; 0.6 by default (a line that is already shorter keeps its length).
    /// Clamped to 0.1…1; a non-finite value counts as 0.6. A single line keeps its width.
    public var lastLineFraction: CGFloat
    /// The way the shimmer's band travels; ``PlaceholderShimmerDirection/leadingToTrailing`` by
    /// default (right to left in a right-to-left layout).
    public var shimmerDirection: PlaceholderShimmerDirection
    /// The app's own animation, run on every placeholder instead of ``animation``; nil (the
    /// default) for ``animation``.
    ///
    /// Each placeholder is a `CAGradientLayer` with no sublayers, rounded by its own
    /// `cornerRadius`; its `colors` are fill, highlight, fill, along the shimmer's axis
    /// (``shimmerDirection``), with `locations` that put the highlight just before the layer,
    /// so it shows the fill until the animation moves them. Animate `locations` for a band of
    /// your own, `colors`, `opacity`, `backgroundColor` or `transform`; avoid `mask`,
    /// `shadowOpacity` and `shouldRasterize`, which render offscreen. A copy is added to each
    /// layer with its `beginTime` set so every placeholder on screen is in step (a multiple of
    /// its cycle on the media clock), `isRemovedOnCompletion` false, and, when neither
    /// `repeatCount` nor `repeatDuration` is set, repeating forever. The copy is taken when the
    /// view is redacted: changing your instance afterwards shows after you redact again with it
    /// (which always restarts it, in step). Under Reduce Motion, off
    /// screen and in a reuse pool it does not run. One that never completes a cycle — an
    /// infinite, negative or non-finite `duration`, or a `speed` of 0 or less — is not run: the
    /// placeholders show their static fill.
    public var customAnimation: CAAnimation?

    /// A style.
    /// - Parameters:
    ///   - fillColor: The placeholders' fill; `UIColor.systemGray5` by default (`systemGray4`
    ///     with Increase Contrast; their values on tvOS).
    ///   - highlightColor: The shimmer band's and pulse's color; `nil` (the default) for a gray
    ///     lighter than the fill in every appearance (``highlightColor``).
    ///   - cornerRadius: The corner radius in points; 4 by default.
    ///   - animation: The movement; `.shimmer` by default.
    ///   - barHeight: The height of text bars; `.text` by default.
    ///   - lineSpacing: Extra space between an empty label's placeholder lines; 0 by default.
    ///   - lastLineFraction: The last line's length against the widest other; 0.6 by default.
    ///   - shimmerDirection: The shimmer's direction; `.leadingToTrailing` by default.
    ///   - customAnimation: The app's own animation, replacing `animation`; nil by default.
    public init(
        fillColor: UIColor = PlaceholderStyle.defaultFill, highlightColor: UIColor? = nil, cornerRadius: CGFloat = 4,
        animation: PlaceholderAnimation = .shimmer, barHeight: PlaceholderBarHeight = .text, lineSpacing: CGFloat = 0,
        lastLineFraction: CGFloat = 0.6, shimmerDirection: PlaceholderShimmerDirection = .leadingToTrailing,
        customAnimation: CAAnimation? = nil
    ) {
        self.fillColor = fillColor
        self.highlightColor = highlightColor ?? PlaceholderStyle.defaultHighlight
        self.cornerRadius = cornerRadius
        self.animation = animation
        self.barHeight = barHeight
        self.lineSpacing = lineSpacing
        self.lastLineFraction = lastLineFraction
        self.shimmerDirection = shimmerDirection
        self.customAnimation = customAnimation
    }

    /// The default style: a `systemGray5` fill, 4-point corners, text-high bars, a shimmer from
    /// the leading edge.
    public static var `default`: PlaceholderStyle { PlaceholderStyle() }

    // A default argument of a public initializer is compiled into the app: hence @usableFromInline.
    @usableFromInline static let defaultFill = UIColor { traits in
        gray(PlaceholderPalette.fill(isDark: traits.userInterfaceStyle == .dark, isHighContrast: isHighContrast(traits)), traits)
    }
    private static let defaultHighlight = UIColor { traits in
        gray(PlaceholderPalette.highlight(isDark: traits.userInterfaceStyle == .dark, isHighContrast: isHighContrast(traits)), traits)
    }

    private static func isHighContrast(_ traits: UITraitCollection) -> Bool {
        traits.accessibilityContrast == .high
    }

    #if os(tvOS)
    // tvOS has no systemGray2…6: their iOS values.
    private static func gray(_ gray: PlaceholderPalette.Gray, _ traits: UITraitCollection) -> UIColor {
        let value = PlaceholderPalette.srgb(gray, isDark: traits.userInterfaceStyle == .dark)
        return UIColor(red: CGFloat(value.red) / 255, green: CGFloat(value.green) / 255, blue: CGFloat(value.blue) / 255, alpha: 1)
    }
    #else
    /// The system gray resolved for `traits` (its own increased-contrast value included): a
    /// dynamic provider returns a resolved color.
    private static func gray(_ gray: PlaceholderPalette.Gray, _ traits: UITraitCollection) -> UIColor {
        let color: UIColor = switch gray {
        case .gray3: .systemGray3
        case .gray4: .systemGray4
        case .gray5: .systemGray5
        case .gray6: .systemGray6
        }
        return color.resolvedColor(with: traits)
    }
    #endif
}

extension CustomAnimationTiming {
    /// The timing Core Animation reads from `animation`, for ``PlaceholderMotion``.
    init(_ animation: CAAnimation) {
        self.init(duration: animation.duration, autoreverses: animation.autoreverses, speed: Double(animation.speed))
    }
}
#endif
