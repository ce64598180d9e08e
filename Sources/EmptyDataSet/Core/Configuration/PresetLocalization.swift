import Foundation

/// Looks the preset strings up: in the app's own `EmptyDataSet` table first, so an app can
/// translate or reword any preset the standard way (an `EmptyDataSet.strings` or
/// `EmptyDataSet.xcstrings` in its main bundle), then in the package's `Localizable.strings`
/// (English ships with the package), then the built-in English.
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
