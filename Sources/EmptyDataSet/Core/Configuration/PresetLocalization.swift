import Foundation

/// Looks the preset strings up: in the app's own `EmptyDataSet` table first, so an app can
/// translate or reword any preset the standard way (an `EmptyDataSet.strings` or
/// `EmptyDataSet.xcstrings` in its main bundle), then in the package's `Localizable.strings`,
/// then the built-in English.
///
/// The package ships its table in the languages iOS is localized into (`Resources/*.lproj`).
/// `Bundle` picks the language as it does for UIKit's own strings: the one the app runs in, so a
/// German app shows German presets with no setup, and an app localized only in English stays
/// English throughout (unless it sets `CFBundleAllowMixedLocalizations`). Translations write
/// their placeholder positionally (`%1$@`), which both Foundation's formatting and
/// ``PresetText`` fill.
enum PresetLocalization {
    /// The app's table name.
    static let appTable = "EmptyDataSet"

    /// The package's resource bundle, which holds `Localizable.strings`.
    static var packageBundle: Bundle { .module }

    /// The text for `key` in the current language.
    /// - Parameters:
    ///   - key: The preset string.
    ///   - appBundle: Where the app's table is looked for; the main bundle by default.
    ///   - packageBundle: The package's resource bundle.
    static func string(
        for key: PresetText.Key, appBundle: Bundle = .main, packageBundle: Bundle = PresetLocalization.packageBundle
    ) -> String {
        // A value that no table contains, to tell "not found" from a translation.
        let missing = "\u{0}EmptyDataSet.missing"
        let fromApp = appBundle.localizedString(forKey: key.rawValue, value: missing, table: appTable)
        if fromApp != missing { return fromApp }
        let fromPackage = packageBundle.localizedString(forKey: key.rawValue, value: missing, table: nil)
        if fromPackage != missing { return fromPackage }
        return key.english
    }
}
