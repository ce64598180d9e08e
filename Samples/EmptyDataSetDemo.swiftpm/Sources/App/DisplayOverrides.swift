#if canImport(UIKit)
import UIKit

/// What the Settings screen changes for the whole app, to see an empty state in dark mode, at
/// another text size or right to left without leaving the app.
struct DisplayOverrides: Equatable {
    /// Light, dark, or the system's (`.unspecified`).
    var interfaceStyle: UIUserInterfaceStyle = .unspecified
    /// A text size, or `nil` for the system's.
    var contentSizeCategory: UIContentSizeCategory?
    /// Lays every view out right to left, as in Arabic or Hebrew.
    var isRightToLeft = false
}

/// The object that owns the overrides and applies them (the root view controller).
@MainActor
protocol DisplayOverriding: AnyObject {
    var displayOverrides: DisplayOverrides { get set }
}
#endif
