#if canImport(UIKit)
import UIKit

extension UIColor {
    /// A color from a 0xRRGGBB value, as brand colors are written.
    convenience init(hex: UInt32) {
        self.init(
            red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }

    /// One color in light mode and another in dark mode: brand backgrounds need a darker
    /// variant, where semantic colors (`.label`, `.systemBackground`) adapt by themselves.
    convenience init(light: UIColor, dark: UIColor) {
        self.init { traits in traits.userInterfaceStyle == .dark ? dark : light }
    }
}
#endif
