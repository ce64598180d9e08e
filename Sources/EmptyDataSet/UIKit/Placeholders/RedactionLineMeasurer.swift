#if canImport(UIKit)
import UIKit

/// Measures a label's lines with TextKit: each line's used width and height, and the metrics of
/// its largest font, for ``RedactionBarLayout``.
///
/// The text is laid out in the label's width with its line limit and line breaking, but left
/// aligned: the bars are placed by ``RedactionBarLayout`` from the label's `textAlignment` and
/// layout direction, as `UILabel` resolves natural alignment from the view, not from the text.
/// Each line's baseline is where TextKit placed its glyphs, so paragraph styles that move it —
/// a minimum line height, a line-height multiple, spacing before a paragraph — move the bars too.
/// Known differences from `UILabel`: a font shrunk by `adjustsFontSizeToFitWidth` is measured at
/// its full size, and a subclass's own `drawText(in:)` insets are not known.
@MainActor
enum RedactionLineMeasurer {
    /// One TextKit stack, reused for every label (the main actor serializes its use).
    private static let storage = NSTextStorage()
    private static let layoutManager = NSLayoutManager()
    private static let container: NSTextContainer = {
        let container = NSTextContainer(size: .zero)
        container.lineFragmentPadding = 0
        layoutManager.addTextContainer(container)
        storage.addLayoutManager(layoutManager)
        return container
    }()

    /// The lines of `label`'s current text; empty when it has no visible text.
    static func lines(of label: UILabel) -> [RedactionTextLine] {
        guard let text = label.attributedText, RedactionBarLayout.hasVisibleText(text.string) else { return [] }
        let fallbackFont = label.font ?? UIFont.systemFont(ofSize: UIFont.labelFontSize)
        let measured = prepared(text, for: label, fallbackFont: fallbackFont)
        let container = self.container
        container.size = CGSize(width: max(0, label.bounds.width), height: CGFloat.greatestFiniteMagnitude)
        container.maximumNumberOfLines = max(0, label.numberOfLines)
        container.lineBreakMode = label.lineBreakMode
        storage.setAttributedString(measured)
        var lines: [RedactionTextLine] = []
        let glyphs = layoutManager.glyphRange(for: container)
        layoutManager.enumerateLineFragments(forGlyphRange: glyphs) { rect, usedRect, _, glyphRange, _ in
            let characters = layoutManager.characterRange(forGlyphRange: glyphRange, actualGlyphRange: nil)
            // Where TextKit put the line's glyphs: below the ascender with a minimum line height,
            // a line-height multiple or spacing before the paragraph.
            let baseline = glyphRange.length > 0 ? layoutManager.location(forGlyphAt: glyphRange.location).y : nil
            lines.append(RedactionTextLine(
                width: usedRect.width, height: rect.height,
                font: largestFont(in: measured, range: characters, fallback: fallbackFont), baseline: baseline))
        }
        if lines.isEmpty {
            // TextKit gave nothing (no width yet): estimate from UILabel's own text rectangle.
            let rect = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: label.numberOfLines)
            return RedactionBarLayout.estimatedLines(
                textSize: rect.size, lineHeight: fallbackFont.lineHeight, maximumLines: label.numberOfLines,
                font: metrics(of: fallbackFont))
        }
        return lines
    }

    /// Placeholder lines for a label without visible text (``EmptyTextPlaceholder``): its line
    /// count, at the line height of its font — the font of an attributed string of spaces, when
    /// it has one — as wide as the label.
    static func emptyLines(of label: UILabel, style: PlaceholderStyle) -> [RedactionTextLine] {
        let font = emptyTextFont(of: label)
        let count = EmptyTextPlaceholder.lineCount(numberOfLines: label.numberOfLines, override: label.redactionLineCount)
        return EmptyTextPlaceholder.lines(
            count: count, width: label.bounds.width, lineHeight: font.lineHeight, spacing: style.lineSpacing,
            font: metrics(of: font))
    }

    /// Placeholder lines for an empty text view: its line count (its text container's
    /// `maximumNumberOfLines` as a label's `numberOfLines`), at the line height of its font, else
    /// of its typing attributes' font, else the system font's, as wide as its text container.
    static func emptyLines(of textView: UITextView, style: PlaceholderStyle) -> [RedactionTextLine] {
        let font = textView.font ?? (textView.typingAttributes[.font] as? UIFont) ?? UIFont.systemFont(ofSize: UIFont.labelFontSize)
        let count = EmptyTextPlaceholder.lineCount(
            numberOfLines: textView.textContainer.maximumNumberOfLines, override: textView.redactionLineCount)
        let width = EmptyTextViewLayout.lineWidth(
            boundsWidth: textView.bounds.width, containerInset: LayoutInsets(edgeInsets: textView.textContainerInset),
            lineFragmentPadding: textView.textContainer.lineFragmentPadding)
        return EmptyTextPlaceholder.lines(
            count: count, width: width, lineHeight: font.lineHeight, spacing: style.lineSpacing, font: metrics(of: font))
    }

    /// The font an empty label's placeholder lines are measured in: the font of its attributed
    /// string of spaces when it has one, else its `font`. ``UIKit/UILabel/redactionPlaceholderHeight(for:)``
    /// reserves by the same font, so the reserved height holds the lines drawn.
    static func emptyTextFont(of label: UILabel) -> UIFont {
        firstFont(in: label.attributedText) ?? label.font ?? UIFont.systemFont(ofSize: UIFont.labelFontSize)
    }

    /// The font of the first run of `text` that has one.
    private static func firstFont(in text: NSAttributedString?) -> UIFont? {
        guard let text, text.length > 0 else { return nil }
        var found: UIFont?
        text.enumerateAttribute(.font, in: NSRange(location: 0, length: text.length), options: []) { value, _, stop in
            if let font = value as? UIFont {
                found = font
                stop.pointee = true
            }
        }
        return found
    }

    /// The label's text with its font where a run has none, left alignment, the label's line
    /// break strategy, and wrapping paragraphs (a truncating paragraph style would give each
    /// paragraph one line; the container truncates).
    private static func prepared(_ text: NSAttributedString, for label: UILabel, fallbackFont: UIFont) -> NSAttributedString {
        let measured = NSMutableAttributedString(attributedString: text)
        let whole = NSRange(location: 0, length: measured.length)
        let wrapping: NSLineBreakMode = label.lineBreakMode == .byCharWrapping ? .byCharWrapping : .byWordWrapping
        measured.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            if attributes[.font] == nil { measured.addAttribute(.font, value: fallbackFont, range: range) }
            let style = (attributes[.paragraphStyle] as? NSParagraphStyle)?.mutableCopy() as? NSMutableParagraphStyle
                ?? NSMutableParagraphStyle()
            style.alignment = .left
            style.lineBreakMode = wrapping
            // UILabel's own line breaking (the standard strategy avoids orphans, Hangul and
            // Japanese rules) decides where lines end, so which line is last and how long.
            style.lineBreakStrategy = label.lineBreakStrategy
            measured.addAttribute(.paragraphStyle, value: style, range: range)
        }
        return measured
    }

    /// The metrics of the tallest font in `range` (a line mixing sizes is as tall as its largest).
    private static func largestFont(in text: NSAttributedString, range: NSRange, fallback: UIFont) -> RedactionFontMetrics {
        var largest: UIFont?
        text.enumerateAttribute(.font, in: range, options: []) { value, _, _ in
            guard let font = value as? UIFont else { return }
            if largest.map({ font.lineHeight > $0.lineHeight }) ?? true { largest = font }
        }
        return metrics(of: largest ?? fallback)
    }

    private static func metrics(of font: UIFont) -> RedactionFontMetrics {
        RedactionFontMetrics(ascender: font.ascender, descender: font.descender, capHeight: font.capHeight)
    }
}

extension RedactionTextAlignment {
    /// The alignment of an `NSTextAlignment`.
    init(_ alignment: NSTextAlignment) {
        switch alignment {
        case .left: self = .left
        case .center: self = .center
        case .right: self = .right
        case .justified: self = .justified
        default: self = .natural
        }
    }
}
#endif
