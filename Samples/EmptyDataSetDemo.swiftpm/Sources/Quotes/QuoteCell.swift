#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// A quote card in UIKit: a bold symbol on a round fill, the quote in bold, "— author"
/// in italic at the trailing edge, on a rounded card. Self-sizing (Auto Layout top to bottom) and
/// Dynamic Type throughout. It knows nothing of loading: the screen redacts its `contentView`.
final class QuoteCell: UICollectionViewCell {
    private let card = UIView()
    private let symbolCircle = CircleView()
    private let symbolView = UIImageView()
    private let quoteLabel = UILabel()
    private let authorLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        card.backgroundColor = .systemFill
        card.layer.cornerRadius = 12
        card.layer.cornerCurve = .continuous
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)

        symbolCircle.backgroundColor = .secondarySystemFill
        // Redacted as one round shape (it keeps its corner radius), not as a square image inside.
        symbolCircle.redactionBehavior = .shape
        // A text-style configuration follows Dynamic Type on its own.
        symbolView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body, scale: .large)
            .applying(UIImage.SymbolConfiguration(weight: .bold))
        symbolView.tintColor = .label
        symbolView.contentMode = .center

        applyFonts()
        quoteLabel.numberOfLines = 0
        authorLabel.numberOfLines = 0
        for label in [quoteLabel, authorLabel] {
            label.adjustsFontForContentSizeCategory = true
            label.textColor = .label
        }

        for view in [card, symbolCircle, symbolView, quoteLabel, authorLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        contentView.addSubview(card)
        card.addSubview(symbolCircle)
        symbolCircle.addSubview(symbolView)
        card.addSubview(quoteLabel)
        card.addSubview(authorLabel)

        let margins = card.layoutMarginsGuide
        // The circle: square, 16 points around the symbol (SwiftUI's default `.padding()`), no larger.
        let snugCircle = symbolCircle.widthAnchor.constraint(equalToConstant: 0)
        snugCircle.priority = .defaultLow
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: contentView.topAnchor),
            card.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            card.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),

            symbolCircle.topAnchor.constraint(equalTo: margins.topAnchor),
            symbolCircle.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            symbolCircle.heightAnchor.constraint(equalTo: symbolCircle.widthAnchor),
            symbolCircle.widthAnchor.constraint(greaterThanOrEqualTo: symbolView.widthAnchor, constant: 32),
            symbolCircle.heightAnchor.constraint(greaterThanOrEqualTo: symbolView.heightAnchor, constant: 32),
            snugCircle,
            symbolView.centerXAnchor.constraint(equalTo: symbolCircle.centerXAnchor),
            symbolView.centerYAnchor.constraint(equalTo: symbolCircle.centerYAnchor),

            quoteLabel.topAnchor.constraint(equalTo: symbolCircle.bottomAnchor, constant: 12),
            quoteLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            quoteLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

            // Trailing-aligned (the left edge in right-to-left languages), as wide as its text.
            authorLabel.topAnchor.constraint(equalTo: quoteLabel.bottomAnchor, constant: 12),
            authorLabel.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            authorLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            authorLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the demo makes its views in code")
    }

    /// Shows `quote`. Everything is set, whatever the cell showed before it was reused.
    func show(_ quote: Quote) {
        symbolView.image = UIImage(systemName: quote.symbol)
        quoteLabel.text = quote.content
        authorLabel.text = "— \(quote.author)"
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // Bold Text changed: the fonts were made for the old legibility weight.
        if traitCollection.legibilityWeight != previousTraitCollection?.legibilityWeight { applyFonts() }
    }

    private func applyFonts() {
        let bold = traitCollection.legibilityWeight == .bold
        quoteLabel.font = Self.font(.body, .traitBold, boldText: bold)
        authorLabel.font = Self.font(.footnote, .traitItalic, boldText: bold)
    }

    /// The text style's font with `trait` (bold, italic), scaled as the style scales: a font from
    /// `UIFontMetrics` follows `adjustsFontForContentSizeCategory`. The base font is made for the
    /// default text size only, so Bold Text is added here, as text styles' own fonts have it.
    private static func font(_ style: UIFont.TextStyle, _ trait: UIFontDescriptor.SymbolicTraits, boldText: Bool) -> UIFont {
        let base = UIFont.preferredFont(
            forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        let traits = boldText ? trait.union(.traitBold) : trait
        let descriptor = base.fontDescriptor.withSymbolicTraits(traits) ?? base.fontDescriptor
        return UIFontMetrics(forTextStyle: style).scaledFont(for: UIFont(descriptor: descriptor, size: 0))
    }
}

/// A view that stays round at any size (the symbol's circle grows with the text size).
private final class CircleView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = min(bounds.width, bounds.height) / 2
    }
}
#endif
