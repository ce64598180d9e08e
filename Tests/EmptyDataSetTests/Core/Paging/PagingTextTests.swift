import XCTest
@testable import EmptyDataSet

/// What VoiceOver hears while a list pages, the footer's words, and the axis.
final class PagingTextTests: XCTestCase {
    private func english(_ key: PagingText.Key) -> String { key.english }

    func testSpokenEnglish() {
        let locale = Locale(identifier: "en_US")
        XCTAssertEqual(PagingText.spoken(.loadingMore, locale: locale, localized: english), "Loading more")
        XCTAssertEqual(PagingText.spoken(.loaded(itemCount: 20), locale: locale, localized: english), "20 more items")
        XCTAssertEqual(PagingText.spoken(.loaded(itemCount: 1), locale: locale, localized: english), "1 more item")
        XCTAssertEqual(PagingText.spoken(.loaded(itemCount: 0), locale: locale, localized: english), "0 more items")
        XCTAssertEqual(PagingText.spoken(.endReached, locale: locale, localized: english), "No more items")
        XCTAssertEqual(PagingText.spoken(.failed, locale: locale, localized: english), "Couldn’t load more")
    }

    func testATranslationWithAPositionalCountOrNoneAtAll() {
        let positional: (PagingText.Key) -> String = { $0 == .moreItems ? "%1$ld weitere Einträge" : $0.english }
        XCTAssertEqual(PagingText.spoken(.loaded(itemCount: 3), locale: Locale(identifier: "de_DE"), localized: positional), "3 weitere Einträge")
        let wordy: (PagingText.Key) -> String = { $0 == .moreItems ? "More items" : $0.english }
        XCTAssertEqual(PagingText.spoken(.loaded(itemCount: 3), localized: wordy), "More items")
    }

    func testTheBundledTablesHaveEveryKey() throws {
        for key in PagingText.Key.allCases {
            let text = PagingText.string(for: key, appBundle: Bundle(for: PagingTextTests.self))
            XCTAssertFalse(text.isEmpty, key.rawValue)
        }
        XCTAssertEqual(PagingText.Key.allCases.count, 6)
        XCTAssertTrue(PagingText.Key.allCases.allSatisfy { $0.rawValue.hasPrefix("EmptyDataSet.paging.") })
    }

    func testEveryLanguageTranslatesEveryKey() throws {
        let missing = "\u{0}missing"
        for language in PresetLocalizationTests.shippedLanguages {
            let bundle = try PresetLocalizationTests.bundle(language)
            for key in PagingText.Key.allCases {
                let value = bundle.localizedString(forKey: key.rawValue, value: missing, table: nil)
                XCTAssertNotEqual(value, missing, "\(language) lacks \(key.rawValue)")
                XCTAssertFalse(value.trimmingCharacters(in: .whitespaces).isEmpty, "\(language) \(key.rawValue)")
            }
            let count = bundle.localizedString(forKey: PagingText.Key.moreItems.rawValue, value: missing, table: nil)
            XCTAssertTrue(count.contains("%1$ld"), "\(language): the count is a positional long integer")
            XCTAssertEqual(count.components(separatedBy: "%").count, 2, "\(language): one count")
            let spoken = PagingText.spoken(.loaded(itemCount: 20)) {
                bundle.localizedString(forKey: $0.rawValue, value: $0.english, table: nil)
            }
            XCTAssertTrue(spoken.contains("20"), "\(language): \(spoken)")
        }
    }

    func testTheLookUpOrder() throws {
        let none = PresetLocalizationTests.emptyBundle
        let german = try PresetLocalizationTests.bundle("de")
        XCTAssertEqual(PagingText.string(for: .retry, appBundle: none, packageBundle: german), "Erneut versuchen", "the package's table")
        XCTAssertEqual(PagingText.string(for: .retry, appBundle: none, packageBundle: none), "Retry", "the built-in English last")
        XCTAssertEqual(PagingText.string(for: .failed, appBundle: none, packageBundle: none), "Couldn’t load more")
    }

    func testGerman() throws {
        let bundle = try PresetLocalizationTests.bundle("de")
        let german: (PagingText.Key) -> String = { bundle.localizedString(forKey: $0.rawValue, value: $0.english, table: nil) }
        XCTAssertEqual(PagingText.spoken(.loadingMore, localized: german), "Weitere Einträge werden geladen")
        XCTAssertEqual(PagingText.spoken(.loaded(itemCount: 20), locale: Locale(identifier: "de_DE"), localized: german), "20 weitere Einträge")
        XCTAssertEqual(PagingText.spoken(.loaded(itemCount: 1), localized: german), "1 weiterer Eintrag")
        XCTAssertEqual(PagingText.spoken(.failed, localized: german), "Weitere Einträge konnten nicht geladen werden")
        XCTAssertEqual(german(.retry), "Erneut versuchen")
    }

    func testTheFailureMessageIsTheFirstLineOfTheDescription() {
        XCTAssertEqual(PagingText.failureMessage(description: "The Internet connection appears to be offline."),
                       "The Internet connection appears to be offline.")
        XCTAssertEqual(PagingText.failureMessage(description: "  Server error 500 \nStack: …"), "Server error 500")
        XCTAssertNil(PagingText.failureMessage(description: "   "))
        XCTAssertNil(PagingText.failureMessage(description: ""))
        XCTAssertEqual(PagingText.failureMessage(description: "\n\nx"), "x", "leading blank lines are skipped")
        XCTAssertNil(PagingText.failureMessage(description: nil))
    }

    func testTheAxis() {
        XCTAssertEqual(PagingAxis.resolve(layoutScrollsHorizontally: true, contentSize: .zero, boundsSize: .zero), .horizontal)
        XCTAssertEqual(PagingAxis.resolve(layoutScrollsHorizontally: false, contentSize: CGSize(width: 900, height: 10), boundsSize: CGSize(width: 300, height: 100)), .vertical)
        XCTAssertEqual(PagingAxis.resolve(layoutScrollsHorizontally: nil, contentSize: CGSize(width: 900, height: 100), boundsSize: CGSize(width: 300, height: 100)), .horizontal)
        XCTAssertEqual(PagingAxis.resolve(layoutScrollsHorizontally: nil, contentSize: CGSize(width: 900, height: 101), boundsSize: CGSize(width: 300, height: 100)), .vertical)
        XCTAssertEqual(PagingAxis.resolve(layoutScrollsHorizontally: nil, contentSize: CGSize(width: 300, height: 50), boundsSize: CGSize(width: 300, height: 100)), .vertical)
        XCTAssertEqual(PagingAxis.resolve(layoutScrollsHorizontally: nil, contentSize: CGSize(width: CGFloat.nan, height: 50), boundsSize: CGSize(width: 300, height: 100)), .vertical)
        XCTAssertEqual(PagingAxis.vertical.length(of: CGSize(width: 1, height: 2)), 2)
        XCTAssertEqual(PagingAxis.horizontal.length(of: CGSize(width: 1, height: 2)), 1)
        XCTAssertEqual(PagingAxis.vertical.size(CGSize(width: 1, height: 2), withLength: 5), CGSize(width: 1, height: 5))
        XCTAssertEqual(PagingAxis.horizontal.size(CGSize(width: 1, height: 2), withLength: 5), CGSize(width: 5, height: 2))
    }
}
