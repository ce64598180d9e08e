#if canImport(UIKit)
import UIKit

/// A font that follows Dynamic Type like its text style, with a weight and a system design
/// (rounded, serif…) that `UIFont.preferredFont(forTextStyle:)` alone cannot give.
struct Typeface {
    var style: UIFont.TextStyle
    var weight: UIFont.Weight = .regular
    var design: UIFontDescriptor.SystemDesign = .default

    /// The font at the text size of `traits`. The empty state asks again when the text size
    /// changes, so resolving here is enough to follow it.
    func font(compatibleWith traits: UITraitCollection) -> UIFont {
        // The style's size at the default text size, then scaled as the style scales.
        let defaultSize = UITraitCollection(preferredContentSizeCategory: .large)
        let size = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style, compatibleWith: defaultSize).pointSize
        // Bold Text: a heavier weight, as text styles' own fonts get (an explicit weight does not).
        let weight = traits.legibilityWeight == .bold ? Self.bolder(weight) : weight
        let system = UIFont.systemFont(ofSize: size, weight: weight).fontDescriptor
        let base = UIFont(descriptor: system.withDesign(design) ?? system, size: size)
        return UIFontMetrics(forTextStyle: style).scaledFont(for: base, compatibleWith: traits)
    }

    /// Two steps up the system weights (regular → semibold), as Bold Text does.
    private static func bolder(_ weight: UIFont.Weight) -> UIFont.Weight {
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        guard let index = weights.firstIndex(of: weight) else { return weight }
        return weights[min(index + 2, weights.count - 1)]
    }
}
#endif
