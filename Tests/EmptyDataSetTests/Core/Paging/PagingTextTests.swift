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
        let resources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/EmptyDataSet/Resources")
        let languages = try FileManager.default.contentsOfDirectory(atPath: resources.path).filter { $0.hasSuffix(".lproj") }
        XCTAssertGreaterThan(languages.count, 30)
        for language in languages {
            let table = try String(contentsOf: resources.appendingPathComponent("\(language)/Localizable.strings"), encoding: .utf8)
            for key in PagingText.Key.allCases {
                XCTAssertTrue(table.contains("\"\(key.rawValue)\" = \""), "\(language) lacks \(key.rawValue)")
            }
            if let line = table.split(separator: "\n").first(where: { $0.hasPrefix("\"\(PagingText.Key.moreItems.rawValue)\"") }) {
                let count = line.components(separatedBy: "%").count - 1
                XCTAssertLessThanOrEqual(count, 1, "\(language): one count at most")
                if count == 1 { XCTAssertTrue(line.contains("ld"), "\(language): the count is a long integer") }
            }
        }
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
