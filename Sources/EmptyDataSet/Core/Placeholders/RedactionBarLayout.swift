import Foundation

// Bars from a label's text layout: one per line, placed as the label places its lines.

/// One line of a label's text, as the text layout measured it.
struct RedactionTextLine: Equatable, Sendable {
    /// The width the line's glyphs use (0 for an empty line).
    var width: CGFloat
    /// The line's height, line spacing included.
    var height: CGFloat
    /// The metrics of the largest font on the line.
    var font: RedactionFontMetrics
    /// The distance from the line's top to its baseline, as the text layout placed the glyphs;
    /// nil for the font's ascender. A minimum line height, a line-height multiple or spacing
    /// before a paragraph put the baseline lower than the ascender: the bar follows the text.
    var baseline: CGFloat? = nil
}

/// The font metrics a bar's height comes from (`UIFont`'s, in points).
struct RedactionFontMetrics: Equatable, Sendable {
    /// The distance from the line's top to the baseline.
    var ascender: CGFloat
    /// The distance below the baseline, negative as `UIFont.descender` reports it.
    var descender: CGFloat
    /// The height of capital letters above the baseline.
    var capHeight: CGFloat
}

/// How a label aligns its lines (`NSTextAlignment`).
enum RedactionTextAlignment: Equatable, Sendable {
    case left, center, right, justified, natural
}

/// The geometry of text placeholders.
enum RedactionBarLayout {
    /// How much shorter the last line of a multi-line text is drawn by default: at most this
    /// fraction of the widest other line (``PlaceholderStyle/lastLineFraction``).
    static let lastLineFraction: CGFloat = PlaceholderKnobs.defaultLastLineFraction
    /// The narrowest bar for a line that has any glyph (a one-letter line still reads as a line).
    static let minimumWidth: CGFloat = 12

    /// The bars for a label's lines, in the label's coordinates.
    ///
    /// Lines are stacked from the top of the text block, which is centered vertically in the
    /// label as `UILabel` draws it; lines that do not fit the label's height are dropped (the
    /// label does not draw them), but the first line is always kept. A bar runs from the cap
    /// height to the descender of its line's font, so it is as tall as the text and follows
    /// Dynamic Type. Its width is the line's measured width, at least ``minimumWidth`` and at most
    /// the label's width; in a text of two lines or more the last bar is at most
    /// ``lastLineFraction`` of the widest other one. A justified text's lines fill the width,
    /// except the last. Bars sit at the left, right or center per the alignment; natural
    /// alignment is the right in a right-to-left layout.
    ///
    /// Empty lines get no bar. A label with no width or height gets none at all, as does bad
    /// input (non-finite values count as 0).
    /// - Parameters:
    ///   - lines: The measured lines, from the first.
    ///   - size: The label's `bounds.size`.
    ///   - alignment: The label's `textAlignment`.
    ///   - isRightToLeft: Whether the label's layout direction is right to left.
    ///   - lastLineFraction: The style's last-line fraction, clamped by ``PlaceholderKnobs``.
    ///   - barHeight: The style's bar height; ``PlaceholderBarHeight/text`` by default.
    static func bars(
        for lines: [RedactionTextLine], in size: CGSize, alignment: RedactionTextAlignment, isRightToLeft: Bool,
        lastLineFraction: CGFloat = lastLineFraction, barHeight: PlaceholderBarHeight = .text
    ) -> [CGRect] {
        let lastLineFraction = PlaceholderKnobs.lastLineFraction(lastLineFraction)
        let width = Metric.finiteOrZero(size.width), height = Metric.finiteOrZero(size.height)
        guard width > 0, height > 0, !lines.isEmpty else { return [] }
        let kept = fittingLines(lines, height: height)
        let blockHeight = kept.reduce(0) { $0 + max(0, Metric.finiteOrZero($1.height)) }
        var top = (height - blockHeight) / 2
        let widths = kept.map { min(width, max(0, Metric.finiteOrZero($0.width))) }
        let widestOther = widths.dropLast().max() ?? 0
        var bars: [CGRect] = []
        for (index, line) in kept.enumerated() {
            let lineHeight = max(0, Metric.finiteOrZero(line.height))
            defer { top += lineHeight }
            guard widths[index] > 0 else { continue }
            let isLast = index == kept.count - 1
            var barWidth = widths[index]
            if alignment == .justified && !isLast { barWidth = width }
            if isLast && kept.count > 1 && widestOther > 0 {
                barWidth = min(barWidth, widestOther * lastLineFraction)
            }
            barWidth = max(barWidth, min(minimumWidth, width))
            let x = originX(barWidth: barWidth, in: width, alignment: alignment, isRightToLeft: isRightToLeft)
            let (barTop, barHeight) = verticalExtent(
                of: line.font, baseline: line.baseline, lineTop: top, lineHeight: lineHeight, barHeight: barHeight)
            guard barHeight > 0 else { continue }
            bars.append(CGRect(x: x, y: barTop, width: barWidth, height: barHeight))
        }
        return bars
    }

    /// How far a line may reach past the label's height and still count as inside it: text
    /// layout and the label round differently (a label 20 points tall holds a 20.3-point line).
    static let fitSlack: CGFloat = 0.5

    /// The one rule for whether a line of `lineHeight` below `used` points of lines fits a label
    /// of `height` — for real text and for empty text's placeholder lines alike: when it ends
    /// within ``fitSlack`` of the bottom. A line that would stick out further is not drawn: its
    /// bar would lie over the label's neighbours.
    static func fits(lineHeight: CGFloat, after used: CGFloat, in height: CGFloat) -> Bool {
        used + lineHeight <= height + fitSlack
    }

    /// The lines a label of `height` shows: as many as fit (``fits(lineHeight:after:in:)``), at
    /// least the first (real text that is there, which the label draws even when it overflows).
    static func fittingLines(_ lines: [RedactionTextLine], height: CGFloat) -> [RedactionTextLine] {
        var used: CGFloat = 0
        var kept: [RedactionTextLine] = []
        for line in lines {
            let lineHeight = max(0, Metric.finiteOrZero(line.height))
            if !kept.isEmpty && !fits(lineHeight: lineHeight, after: used, in: height) { break }
            kept.append(line)
            used += lineHeight
        }
        return kept
    }

    /// Lines of equal width estimated from a text rectangle and a line height, for text whose
    /// layout could not be measured line by line: as many lines as the height holds (at least one,
    /// at most `maximumLines` when it is positive), each as wide as the rectangle.
    static func estimatedLines(
        textSize: CGSize, lineHeight: CGFloat, maximumLines: Int, font: RedactionFontMetrics
    ) -> [RedactionTextLine] {
        let width = max(0, Metric.finiteOrZero(textSize.width))
        let height = max(0, Metric.finiteOrZero(textSize.height))
        let line = max(0, Metric.finiteOrZero(lineHeight))
        guard width > 0, height > 0, line > 0 else { return [] }
        var count = max(1, Int((height / line).rounded()))
        if maximumLines > 0 { count = min(count, maximumLines) }
        return Array(repeating: RedactionTextLine(width: width, height: line, font: font), count: count)
    }

    /// Whether `text` has anything to draw: not empty, not only whitespace and line breaks.
    static func hasVisibleText(_ text: String?) -> Bool {
        guard let text else { return false }
        return text.unicodeScalars.contains { !$0.properties.isWhitespace && $0.properties.generalCategory != .control }
    }

    /// The bar's left edge for the alignment.
    private static func originX(
        barWidth: CGFloat, in width: CGFloat, alignment: RedactionTextAlignment, isRightToLeft: Bool
    ) -> CGFloat {
        switch alignment {
        case .left: 0
        case .right: width - barWidth
        case .center: (width - barWidth) / 2
        case .natural, .justified: isRightToLeft ? width - barWidth : 0
        }
    }

    /// From the cap height above the baseline to the descender below it, inside the line; a font
    /// with unusable metrics gets the middle 60 % of the line. The baseline is the measured one
    /// when it is usable (finite, inside the line), else the ascender below the line's top. A
    /// `barHeight` other than `.text` then sets the height around that extent's middle.
    private static func verticalExtent(
        of font: RedactionFontMetrics, baseline measured: CGFloat?, lineTop: CGFloat, lineHeight: CGFloat,
        barHeight: PlaceholderBarHeight
    ) -> (top: CGFloat, height: CGFloat) {
        let text = textExtent(of: font, baseline: measured, lineTop: lineTop, lineHeight: lineHeight)
        if barHeight == .text { return text }
        let fontHeight = Metric.finiteOrZero(font.ascender) + abs(Metric.finiteOrZero(font.descender))
        return barHeight.extent(
            textTop: text.top, textBottom: text.top + text.height, fontHeight: fontHeight, lineTop: lineTop,
            lineHeight: lineHeight)
    }

    /// The text's own extent in its line (see `verticalExtent`).
    private static func textExtent(
        of font: RedactionFontMetrics, baseline measured: CGFloat?, lineTop: CGFloat, lineHeight: CGFloat
    ) -> (top: CGFloat, height: CGFloat) {
        let ascender = Metric.finiteOrZero(font.ascender)
        let capHeight = Metric.finiteOrZero(font.capHeight)
        let descent = abs(Metric.finiteOrZero(font.descender))
        let offset = measured.flatMap { $0.isFinite && $0 > 0 && $0 <= lineHeight ? $0 : nil } ?? ascender
        let baseline = lineTop + offset
        let top = max(lineTop, baseline - capHeight)
        let bottom = min(lineTop + lineHeight, baseline + descent)
        if offset > 0, capHeight > 0, bottom - top >= 1 { return (top, bottom - top) }
        return (lineTop + lineHeight * 0.2, lineHeight * 0.6)
    }
}

/// The corner radii of placeholders.
enum RedactionShape {
    /// The radius of a placeholder of `size`: the larger of the style's and the view's own layer
    /// radius (a round avatar stays round), a capsule's half height for a capsule, never more than
    /// half the shorter side. Negative or non-finite radii count as 0.
    /// - Parameters:
    ///   - requested: ``PlaceholderStyle/cornerRadius``.
    ///   - viewCornerRadius: The view's `layer.cornerRadius` (0 for text bars).
    ///   - size: The placeholder's size.
    ///   - isCapsule: Whether the view is drawn as a pill.
    static func cornerRadius(requested: CGFloat, viewCornerRadius: CGFloat = 0, size: CGSize, isCapsule: Bool = false) -> CGFloat {
        let limit = max(0, min(Metric.finiteOrZero(size.width), Metric.finiteOrZero(size.height)) / 2)
        if isCapsule { return limit }
        let radius = max(0, Metric.finiteOrZero(requested), Metric.finiteOrZero(viewCornerRadius))
        return min(radius, limit)
    }
}
