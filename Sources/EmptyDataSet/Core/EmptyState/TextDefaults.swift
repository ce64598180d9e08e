import Foundation

/// Merges default text attributes into a source's attributed strings.
///
/// A source's own attributes always win; a default applies only to the ranges that lack that
/// attribute. So a title returned with a custom color but no font gets the Dynamic Type title
/// font and keeps its color, and a plain `NSAttributedString(string:)` gets every default.
enum TextDefaults {
    /// The text to display, or `nil` when there is nothing to show: a `nil` or empty string hides
    /// its element entirely (no gap is left for it).
    /// - Parameter text: The source's answer.
    static func displayable(_ text: NSAttributedString?) -> NSAttributedString? {
        guard let text, text.length > 0 else { return nil }
        return text
    }

    /// Returns `text` with each default attribute added where `text` has no value for that key.
    /// - Parameters:
    ///   - defaults: The default attributes (font, foreground color, paragraph style…).
    ///   - text: The source's attributed string; its attributes are never overwritten.
    static func applying(_ defaults: [NSAttributedString.Key: Any], to text: NSAttributedString) -> NSAttributedString {
        guard !defaults.isEmpty, text.length > 0 else { return text }
        let merged = NSMutableAttributedString(attributedString: text)
        let whole = NSRange(location: 0, length: merged.length)
        // Sorted for a deterministic order; the result does not depend on it.
        for key in defaults.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            guard let value = defaults[key] else { continue }
            var gaps: [NSRange] = []
            merged.enumerateAttribute(key, in: whole, options: []) { existing, range, _ in
                if existing == nil { gaps.append(range) }
            }
            for range in gaps {
                merged.addAttribute(key, value: value, range: range)
            }
        }
        return merged
    }
}
