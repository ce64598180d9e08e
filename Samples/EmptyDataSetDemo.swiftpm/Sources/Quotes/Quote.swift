#if canImport(UIKit)
import Foundation

/// One row of the quotes list: an SF Symbol, the quote and its author.
///
/// Its identity is its `id`, not its text: the dummy quotes shown while loading all have the same
/// text, and none of them is equal to a real quote, so applying the real quotes over them replaces
/// every item (and so configures every cell again).
struct Quote: Hashable, Identifiable, Sendable {
    let id = UUID()
    let symbol: String
    let content: String
    let author: String

    /// Dummy quotes to fill the list while loading. Their text is never read: redacted, only its
    /// shape shows — a few lines of a quote and a short author line.
    static let placeholders: [Quote] = (0..<5).map { _ in
        Quote(
            symbol: "iphone",
            content: "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore",
            author: "Author name")
    }
}
#endif
