import Foundation

// How tall a text placeholder's bar is, relative to its line's font by default.

/// How tall the bars of text placeholders are (``PlaceholderStyle/barHeight``).
///
/// Whatever the choice, a bar stays inside its line (it never overlaps the next one) and is
/// centered where the line's text is.
public enum PlaceholderBarHeight: Sendable, Hashable {
    /// From the cap height to the descender of the line's font: as tall as the text, so it
    /// follows the font and Dynamic Type (the default).
    case text
    /// A fraction of the line's font height (ascender to descender), so it still follows Dynamic
    /// Type. Clamped to 0.2…1; a non-finite fraction counts as ``text``.
    case relativeToFont(CGFloat)
    /// A fixed height in points, the same at every text size. Clamped to at least 1 point and at
    /// most the line's height; a non-finite height counts as ``text``.
    case fixed(CGFloat)

    /// The smallest fraction of the font's height ``relativeToFont(_:)`` draws.
    static let minimumFraction: CGFloat = 0.2

    /// The bar's vertical extent in a line, from the text's extent (cap height to descender):
    /// that extent for ``text``, else a bar of the chosen height centered on it, kept inside the
    /// line from `lineTop` over `lineHeight`.
    /// - Parameters:
    ///   - textTop: The top of the text's extent (the cap height above the baseline).
    ///   - textBottom: The bottom of the text's extent (the descender below the baseline).
    ///   - fontHeight: The font's ascender plus its descent.
    func extent(
        textTop: CGFloat, textBottom: CGFloat, fontHeight: CGFloat, lineTop: CGFloat, lineHeight: CGFloat
    ) -> (top: CGFloat, height: CGFloat) {
        let textExtent = (top: textTop, height: textBottom - textTop)
        let wanted: CGFloat
        switch self {
        case .text:
            return textExtent
        case .relativeToFont(let fraction):
            guard fraction.isFinite, fontHeight.isFinite, fontHeight > 0 else { return textExtent }
            wanted = fontHeight * min(1, max(Self.minimumFraction, fraction))
        case .fixed(let points):
            guard points.isFinite else { return textExtent }
            wanted = max(1, points)
        }
        let height = min(wanted, max(0, lineHeight))
        let center = textTop + (textBottom - textTop) / 2
        let top = min(max(lineTop, center - height / 2), lineTop + lineHeight - height)
        return (top, height)
    }
}
