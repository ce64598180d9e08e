import Foundation

// Placeholder lines for a label or text view with no text yet: a cell shows its skeleton before
// any data exists, without the app filling in dummy strings.

/// The placeholder lines of text that is empty, or only whitespace.
enum EmptyTextPlaceholder {
    /// The most lines a label's `numberOfLines` gives by default: a larger limit is an upper
    /// bound for real text, not a sign of how much text will come.
    static let automaticLineLimit = 3
    /// The most lines an override draws (``UIKit/UIView/redactionLineCount``).
    static let maximumLineCount = 20

    /// How many placeholder lines empty text shows.
    ///
    /// With an override: the override, clamped to 0…20 (0 draws none, negative counts as 0).
    /// Without: one line for a `numberOfLines` of 0 (unlimited) or less, else `numberOfLines`, at
    /// most ``automaticLineLimit``.
    static func lineCount(numberOfLines: Int, override: Int?) -> Int {
        if let override { return min(maximumLineCount, max(0, override)) }
        guard numberOfLines > 0 else { return 1 }
        return min(numberOfLines, automaticLineLimit)
    }

    /// `count` lines of the full `width`, each as tall as the font's `lineHeight`, with `spacing`
    /// between them (counted in every line's height but the last's). ``RedactionBarLayout`` then
    /// draws them as text: stacked from the top of the block, centered in the view, the last bar
    /// shorter. No lines for no count, no width or no line height (non-finite counts as 0).
    static func lines(
        count: Int, width: CGFloat, lineHeight: CGFloat, spacing: CGFloat, font: RedactionFontMetrics
    ) -> [RedactionTextLine] {
        let width = Metric.finiteOrZero(width), lineHeight = Metric.finiteOrZero(lineHeight)
        guard count > 0, width > 0, lineHeight > 0 else { return [] }
        let gap = PlaceholderKnobs.lineSpacing(spacing)
        return (0..<count).map { index in
            RedactionTextLine(width: width, height: lineHeight + (index < count - 1 ? gap : 0), font: font)
        }
    }

    /// The lines that fit in a view of `height`, from the first, by the same rule as real text
    /// (``RedactionBarLayout/fits(lineHeight:after:in:)``: inside the height, with half a point
    /// of slack for rounding) — so every line kept here is also drawn. Unlike real text, which the
    /// label draws even when it overflows, none when not even the first fits (an empty label
    /// collapsed by Auto Layout draws nothing over its neighbours).
    static func fitting(_ lines: [RedactionTextLine], height: CGFloat) -> [RedactionTextLine] {
        let height = Metric.finiteOrZero(height)
        var used: CGFloat = 0
        var kept: [RedactionTextLine] = []
        for line in lines {
            let lineHeight = max(0, Metric.finiteOrZero(line.height))
            guard height > 0, RedactionBarLayout.fits(lineHeight: lineHeight, after: used, in: height) else { break }
            kept.append(line)
            used += lineHeight
        }
        return kept
    }

    /// The height `count` placeholder lines need: `count` line heights and the spacing between
    /// them, rounded up to whole points. 0 for no line; bad values count as 0.
    static func height(lineCount count: Int, lineHeight: CGFloat, spacing: CGFloat) -> CGFloat {
        let lineHeight = max(0, Metric.finiteOrZero(lineHeight))
        guard count > 0, lineHeight > 0 else { return 0 }
        let gap = PlaceholderKnobs.lineSpacing(spacing)
        return (CGFloat(count) * lineHeight + CGFloat(count - 1) * gap).rounded(.up)
    }
}
