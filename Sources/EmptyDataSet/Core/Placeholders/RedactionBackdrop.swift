// The color that covers a label's real text under its bars.

/// A color as red, green, blue and alpha components from 0 to 1 (sRGB).
struct RedactionColor: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    /// The color with every component clamped to 0…1 (extended-range and non-finite values).
    var clamped: RedactionColor {
        func clamp(_ value: Double) -> Double { value.isFinite ? min(1, max(0, value)) : 0 }
        return RedactionColor(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
    }
}

/// The backdrop: placeholders are drawn over the app's views, which are never changed, so the
/// text under a label's bars is covered by the color behind the label — the backgrounds of the
/// label and its ancestors, composited until an opaque one.
enum RedactionBackdrop {
    /// The alpha from which a background counts as opaque (ends the walk up the ancestors).
    static let opaqueAlpha = 0.999

    /// The opaque color seen behind a view: `backgrounds` (the view's own first, then its
    /// ancestors') composited source-over, down to the first opaque one, over `fallback` when
    /// none is opaque. Components are clamped to 0…1; the fallback counts as opaque.
    static func color(of backgrounds: [RedactionColor], over fallback: RedactionColor) -> RedactionColor {
        var layers: [RedactionColor] = []
        for background in backgrounds {
            let color = background.clamped
            layers.append(color)
            if color.alpha >= opaqueAlpha { break }
        }
        var result = fallback.clamped
        result.alpha = 1
        for color in layers.reversed() {
            let a = color.alpha
            result = RedactionColor(
                red: color.red * a + result.red * (1 - a), green: color.green * a + result.green * (1 - a),
                blue: color.blue * a + result.blue * (1 - a), alpha: 1)
        }
        return result
    }

    /// Whether a label's text shows, from the alpha of each run's color (its foreground color,
    /// else the label's `textColor`). Text drawn in a clear color needs no backdrop: covering it
    /// would only paint a box over whatever shows through the label (the package's placeholder
    /// rows use clear labels over the table's own background).
    static func isTextVisible(runAlphas: [Double]) -> Bool {
        runAlphas.contains { $0.isFinite && $0 > RedactionRule.invisibleAlpha }
    }
}
