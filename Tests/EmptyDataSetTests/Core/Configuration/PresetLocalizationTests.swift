import Foundation
import XCTest
@testable import EmptyDataSet

/// The preset strings ship in the languages iOS is localized into; an app's own `EmptyDataSet`
/// table wins over them, and the built-in English is the last resort.
final class PresetLocalizationTests: XCTestCase {
    /// The languages the package ships (an `.lproj` each), as iOS names them.
    static let shippedLanguages: Set<String> = [
        "ar", "ca", "cs", "da", "de", "el", "en", "en-AU", "en-GB", "es", "es-419", "fi", "fr", "fr-CA",
        "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro",
        "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant", "zh-HK",
    ]

    // MARK: - The package's tables

    /// SwiftPM builds every `.lproj` into the resource bundle, and `Bundle` sees each language.
    /// (SwiftPM's command-line build lowercases the folder names, `pt-br.lproj`; Xcode keeps them.)
    func testThePackageBundleHasEveryLanguage() {
        let localizations = Set(PresetLocalization.packageBundle.localizations.map { $0.lowercased() })
        XCTAssertEqual(localizations.subtracting(["base"]), Set(Self.shippedLanguages.map { $0.lowercased() }))
        for language in Self.shippedLanguages {
            XCTAssertNotNil(Self.lproj(language), language)
        }
    }

    /// Every language has every key, and no empty or untranslated-looking value.
    func testEveryLanguageHasEveryKey() throws {
        let keys = Set(PresetText.Key.allCases.map(\.rawValue))
        for language in Self.shippedLanguages {
            let table = try Self.table(language)
            XCTAssertEqual(Set(table.keys), keys, "\(language) keys")
            for (key, value) in table {
                XCTAssertFalse(value.allSatisfy(\.isWhitespace), "\(language) \(key) is blank")
            }
            if !language.hasPrefix("en") {
                // The button users meet first: a table that left it in English is not a translation.
                XCTAssertNotEqual(table[PresetText.Key.retry.rawValue], "Try Again", language)
                XCTAssertNotEqual(table[PresetText.Key.noResults.rawValue], "No Results", language)
            }
        }
    }

    /// The English table holds the code's own defaults, so the two never drift apart.
    func testTheEnglishTableMatchesTheBuiltInEnglish() throws {
        let table = try Self.table("en")
        for key in PresetText.Key.allCases {
            XCTAssertEqual(table[key.rawValue], key.english, key.rawValue)
        }
    }

    /// A translation takes exactly the arguments the English string takes, of the same types, in
    /// the same positions (`%@` and `%1$@` are the same argument): so formatting it with the
    /// English arguments is safe in every language.
    func testEveryTranslationsFormatSpecifiersMatchTheEnglishOnes() throws {
        let english = try Self.table("en")
        for language in Self.shippedLanguages {
            let table = try Self.table(language)
            for key in PresetText.Key.allCases {
                let translation = try XCTUnwrap(table[key.rawValue], "\(language) \(key.rawValue)")
                XCTAssertEqual(
                    Self.arguments(of: translation), Self.arguments(of: english[key.rawValue] ?? ""),
                    "\(language) \(key.rawValue): \(translation)")
            }
        }
    }

    /// Every string with a placeholder formats with Foundation's own formatting (as an app's
    /// `String(format:)` or `String.localizedStringWithFormat` would), and through the search
    /// preset's composition: the query appears, and no specifier is left over.
    func testPlaceholdersFormatInEveryLanguage() throws {
        let query = "Kaffee 100%"
        for language in Self.shippedLanguages {
            let table = try Self.table(language)
            for key in PresetText.Key.allCases where !Self.arguments(of: key.english).isEmpty {
                let template = try XCTUnwrap(table[key.rawValue])
                let formatted = String(format: template, query)
                XCTAssertTrue(formatted.contains(query), "\(language) \(key.rawValue): \(formatted)")
                XCTAssertEqual(formatted.replacingOccurrences(of: query, with: "").contains("%"), false, formatted)
            }
            let bundle = try Self.bundle(language)
            let title = PresetText.searchTitle(query: "  Kaffee 100%  ") {
                PresetLocalization.string(for: $0, appBundle: Self.emptyBundle, packageBundle: bundle)
            }
            XCTAssertEqual(title, String(format: try XCTUnwrap(table[PresetText.Key.noResultsForQuery.rawValue]), query),
                           language)
        }
    }

    // MARK: - The lookup

    /// A German bundle lookup returns German, in every preset; so does a Japanese one, in Japanese.
    func testAGermanLookupReturnsGerman() throws {
        let german = try Self.bundle("de")
        func text(_ key: PresetText.Key) -> String {
            PresetLocalization.string(for: key, appBundle: Self.emptyBundle, packageBundle: german)
        }
        XCTAssertEqual(text(.retry), "Erneut versuchen")
        XCTAssertEqual(text(.loading), "Laden …")
        XCTAssertEqual(text(.noResults), "Keine Ergebnisse")
        XCTAssertEqual(PresetText.searchTitle(query: "Kaffee", localized: text), "Keine Ergebnisse für „Kaffee“")

        let japanese = try Self.bundle("ja")
        XCTAssertEqual(
            PresetText.searchTitle(query: "コーヒー") {
                PresetLocalization.string(for: $0, appBundle: Self.emptyBundle, packageBundle: japanese)
            },
            "「コーヒー」に一致する結果はありません")
    }

    /// The package's resource bundle ships every preset string, in English, as the code's defaults.
    func testThePackageTableHasEveryKeyInEnglish() throws {
        let english = try Self.bundle("en")
        for key in PresetText.Key.allCases {
            XCTAssertEqual(PresetLocalization.string(for: key, appBundle: Self.emptyBundle, packageBundle: english),
                           key.english)
        }
    }

    /// An app's own `EmptyDataSet` table wins over the package's (the fixture stands in for an
    /// app's main bundle with an `en.lproj/EmptyDataSet.strings` that rewords one preset), even
    /// over the package's German: the app chose its words.
    func testTheAppsTableWins() throws {
        // `Bundle.module` here is the test target's own resource bundle, which holds the fixture.
        let path = try XCTUnwrap(Bundle.module.path(forResource: "AppBundle", ofType: nil), "the fixture bundle")
        let appBundle = try XCTUnwrap(Bundle(path: path))

        XCTAssertEqual(PresetLocalization.string(for: .retry, appBundle: appBundle), "Retry")
        XCTAssertEqual(PresetLocalization.string(for: .retry, appBundle: appBundle, packageBundle: try Self.bundle("de")),
                       "Retry")
        XCTAssertEqual(PresetLocalization.string(for: .loading, appBundle: appBundle, packageBundle: try Self.bundle("de")),
                       "Laden …", "others from the package")
        // The app's own placeholder, written positionally, is filled too.
        XCTAssertEqual(
            PresetText.searchTitle(query: "Kaffee") { PresetLocalization.string(for: $0, appBundle: appBundle) },
            "Nothing found for ‘Kaffee’")
    }

    /// With neither table holding a key (a package bundle that lost its resources), the built-in
    /// English answers: never the key itself, never an empty string.
    func testFallsBackToTheBuiltInEnglish() {
        for key in PresetText.Key.allCases {
            XCTAssertEqual(
                PresetLocalization.string(for: key, appBundle: Self.emptyBundle, packageBundle: Self.emptyBundle),
                key.english, key.rawValue)
        }
    }

    // MARK: - Helpers

    /// A bundle with no preset tables at all: the test target's resource bundle, which holds the
    /// app-bundle fixture only as a nested folder (no `Localizable` or `EmptyDataSet` table of its
    /// own, in any language).
    static var emptyBundle: Bundle { .module }

    /// The package's `.lproj` for `language`, as a bundle of its own: looking a key up in it reads
    /// that language's table, whatever the process's language is.
    static func bundle(_ language: String) throws -> Bundle {
        let path = try XCTUnwrap(lproj(language), language)
        return try XCTUnwrap(Bundle(path: path), language)
    }

    /// The path of the package's `.lproj` for `language`, whatever case the build gave its name.
    static func lproj(_ language: String) -> String? {
        let name = PresetLocalization.packageBundle.localizations.first { $0.lowercased() == language.lowercased() }
        return name.flatMap { PresetLocalization.packageBundle.path(forResource: $0, ofType: "lproj") }
    }

    /// The package's `Localizable.strings` for `language`, read through `Bundle` as the package
    /// reads it: every key that the language's table holds, with its value.
    static func table(_ language: String) throws -> [String: String] {
        let bundle = try bundle(language)
        let missing = "\u{0}missing"
        var table: [String: String] = [:]
        for key in PresetText.Key.allCases {
            let value = bundle.localizedString(forKey: key.rawValue, value: missing, table: nil)
            if value != missing { table[key.rawValue] = value }
        }
        return table
    }

    /// The arguments a format string takes, as (position, conversion) pairs in position order:
    /// `%@` and `%1$@` both read argument 1 as an object. `%%` is a literal percent sign.
    static func arguments(of format: String) -> [String] {
        var arguments: [Int: String] = [:]
        var next = 1
        var characters = Substring(format)
        while let percent = characters.firstIndex(of: "%") {
            characters = characters[characters.index(after: percent)...]
            if characters.first == "%" { characters = characters.dropFirst(); continue }
            var position: Int?
            let digits = characters.prefix(while: \.isNumber)
            if !digits.isEmpty, characters.dropFirst(digits.count).first == "$" {
                position = Int(digits)
                characters = characters.dropFirst(digits.count + 1)
            }
            // Flags, width, precision and length modifiers, then the conversion.
            let modifiers = characters.prefix(while: { "-+ #0123456789.hlqLzjt'".contains($0) })
            characters = characters.dropFirst(modifiers.count)
            guard let conversion = characters.first else { arguments[position ?? next] = "<truncated>"; break }
            characters = characters.dropFirst()
            let index = position ?? next
            arguments[index] = String(modifiers.filter { "hlqLzjt".contains($0) }) + String(conversion)
            next = index + 1
        }
        return arguments.keys.sorted().map { "\($0)$\(arguments[$0]!)" }
    }
}
