import Foundation

// The default colors: which system gray for the fill and for the highlight, by appearance and
// contrast, so placeholders read on the system backgrounds in every combination.

/// The default fill and highlight of placeholders.
///
/// The fill is `systemGray5`, the highlight lighter than it: `systemGray6` in light mode,
/// `systemGray4` in dark mode (where `systemGray6` is darker than `systemGray5`). With Increase
/// Contrast the fill steps one gray further from the background (`systemGray4` in light mode,
/// `systemGray4` over black in dark mode) and the highlight one step further from the fill, so the
/// band stays visible. The system grays also have their own increased-contrast values, which the
/// trait collection resolves on top.
enum PlaceholderPalette {
    /// A system gray, by its number (`systemGray3` … `systemGray6`).
    enum Gray: Int, Sendable, CaseIterable {
        case gray3 = 3, gray4, gray5, gray6
    }

    /// The fill's gray.
    static func fill(isDark: Bool, isHighContrast: Bool) -> Gray {
        isHighContrast ? .gray4 : .gray5
    }

    /// The highlight's gray: lighter than the fill in both appearances.
    static func highlight(isDark: Bool, isHighContrast: Bool) -> Gray {
        switch (isDark, isHighContrast) {
        case (false, _): .gray6
        case (true, false): .gray4
        case (true, true): .gray3
        }
    }

    /// The sRGB components (0…255) of a system gray's standard value, for platforms without the
    /// system grays (tvOS).
    static func srgb(_ gray: Gray, isDark: Bool) -> (red: Int, green: Int, blue: Int) {
        switch (gray, isDark) {
        case (.gray3, false): (199, 199, 204)
        case (.gray4, false): (209, 209, 214)
        case (.gray5, false): (229, 229, 234)
        case (.gray6, false): (242, 242, 247)
        case (.gray3, true): (72, 72, 74)
        case (.gray4, true): (58, 58, 60)
        case (.gray5, true): (44, 44, 46)
        case (.gray6, true): (28, 28, 30)
        }
    }
}
