#if canImport(UIKit)
import UIKit

/// The default text attributes merged into the source's strings (see ``TextDefaults``): Dynamic
/// Type fonts for the current traits, semantic colors that adapt to dark mode, centered
/// word-wrapped paragraphs.
@MainActor
enum EmptyDataSetTextStyle {
    /// Defaults for the title: bold `title2`, `label` color.
    static func title(for traits: UITraitCollection) -> [NSAttributedString.Key: Any] {
        attributes(font: boldFont(.title2, traits), color: .label)
    }

    /// Defaults for the description: `body`, `secondaryLabel` color.
    static func description(for traits: UITraitCollection) -> [NSAttributedString.Key: Any] {
        attributes(font: UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits), color: .secondaryLabel)
    }

    /// Defaults for the button title: `headline` in the tint color.
    static func button(for traits: UITraitCollection) -> [NSAttributedString.Key: Any] {
        attributes(font: UIFont.preferredFont(forTextStyle: .headline, compatibleWith: traits), color: .tintColor)
    }

    private static func attributes(font: UIFont, color: UIColor) -> [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.lineBreakMode = .byWordWrapping
        return [.font: font, .foregroundColor: color, .paragraphStyle: paragraph]
    }

    private static func boldFont(_ style: UIFont.TextStyle, _ traits: UITraitCollection) -> UIFont {
        let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
        guard let bold = font.fontDescriptor.withSymbolicTraits(.traitBold) else { return font }
        // Size 0 keeps the descriptor's (Dynamic Type) size.
        return UIFont(descriptor: bold, size: 0)
    }
}
#endif
