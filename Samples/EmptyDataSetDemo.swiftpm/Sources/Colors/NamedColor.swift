#if canImport(UIKit)
import UIKit

/// A color and its name, the rows of the Colors screens (as DZNEmptyDataSet's Colors sample).
struct NamedColor: Hashable, Sendable {
    var name: String
    var hex: UInt32

    var hexString: String { "#" + String(hex, radix: 16, uppercase: true).leftPadded(to: 6) }

    var color: UIColor { UIColor(hex: hex) }

    /// Whether `query` is empty or matches the name or the hex code.
    func matches(_ query: String) -> Bool {
        let query = query.trimmingCharacters(in: .whitespaces)
        return query.isEmpty || name.localizedCaseInsensitiveContains(query)
            || hexString.localizedCaseInsensitiveContains(query)
    }

    static let all: [NamedColor] = [
        .init(name: "Alizarin", hex: 0xE74C3C), .init(name: "Amber", hex: 0xFFBF00),
        .init(name: "Amethyst", hex: 0x9B59B6), .init(name: "Aquamarine", hex: 0x7FFFD4),
        .init(name: "Azure", hex: 0x007FFF), .init(name: "Burnt Orange", hex: 0xCC5500),
        .init(name: "Carrot", hex: 0xE67E22), .init(name: "Cerulean", hex: 0x007BA7),
        .init(name: "Charcoal", hex: 0x36454F), .init(name: "Coral", hex: 0xFF7F50),
        .init(name: "Crimson", hex: 0xDC143C), .init(name: "Emerald", hex: 0x2ECC71),
        .init(name: "Fuchsia", hex: 0xFF00FF), .init(name: "Goldenrod", hex: 0xDAA520),
        .init(name: "Indigo", hex: 0x4B0082), .init(name: "Jade", hex: 0x00A86B),
        .init(name: "Lavender", hex: 0xB57EDC), .init(name: "Lime", hex: 0xBFFF00),
        .init(name: "Magenta", hex: 0xCA1F7B), .init(name: "Mint", hex: 0x3EB489),
        .init(name: "Navy", hex: 0x000080), .init(name: "Olive", hex: 0x808000),
        .init(name: "Peach", hex: 0xFFE5B4), .init(name: "Periwinkle", hex: 0xCCCCFF),
        .init(name: "Pumpkin", hex: 0xD35400), .init(name: "Ruby", hex: 0xE0115F),
        .init(name: "Saffron", hex: 0xF4C430), .init(name: "Sapphire", hex: 0x0F52BA),
        .init(name: "Scarlet", hex: 0xFF2400), .init(name: "Sienna", hex: 0x882D17),
        .init(name: "Slate", hex: 0x708090), .init(name: "Teal", hex: 0x008080),
        .init(name: "Turquoise", hex: 0x1ABC9C), .init(name: "Ultramarine", hex: 0x3F00FF),
        .init(name: "Vermilion", hex: 0xE34234), .init(name: "Wisteria", hex: 0xC9A0DC),
    ]
}

private extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
#endif
