import XCTest
@testable import EmptyDataSet

final class PresetTextTests: XCTestCase {
    private func english(_ key: PresetText.Key) -> String { key.english }

    func testEveryKeyIsNamespacedAndHasEnglish() {
        for key in PresetText.Key.allCases {
            XCTAssertTrue(key.rawValue.hasPrefix("EmptyDataSet."), "\(key)")
            XCTAssertFalse(key.english.isEmpty, "\(key)")
        }
        XCTAssertEqual(Set(PresetText.Key.allCases.map(\.rawValue)).count, PresetText.Key.allCases.count, "unique keys")
    }

    // MARK: - Search

    func testSearchTitleQuotesTheQuery() {
        XCTAssertEqual(PresetText.searchTitle(query: "Kyoto", localized: english), "No Results for “Kyoto”")
    }

    func testSearchTitleTrimsTheQuery() {
        XCTAssertEqual(PresetText.searchTitle(query: "  Kyoto \n", localized: english), "No Results for “Kyoto”")
    }

    func testEmptyOrBlankQueryGivesTheGenericTitle() {
        for query in [nil, "", "   ", "\n\t"] as [String?] {
            XCTAssertEqual(PresetText.searchTitle(query: query, localized: english), "No Results", "\(String(describing: query))")
        }
    }

    func testATranslationMayMoveThePlaceholder() {
        let german: (PresetText.Key) -> String = { $0 == .noResultsForQuery ? "Keine Treffer für „%@“" : $0.english }
        XCTAssertEqual(PresetText.searchTitle(query: "Köln", localized: german), "Keine Treffer für „Köln“")
        let noPlaceholder: (PresetText.Key) -> String = { $0 == .noResultsForQuery ? "Nichts gefunden" : $0.english }
        XCTAssertEqual(PresetText.searchTitle(query: "Köln", localized: noPlaceholder), "Nichts gefunden")
    }

    func testAQueryContainingAPlaceholderIsShownAsTyped() {
        XCTAssertEqual(PresetText.searchTitle(query: "%@ and %d", localized: english), "No Results for “%@ and %d”")
    }

    // MARK: - Error

    func testErrorWithEveryPartUsesThemAll() {
        let text = PresetText.errorText(
            description: "Couldn’t Load Messages", failureReason: "The server is not responding.",
            recoverySuggestion: "Check your connection.", localized: english)
        XCTAssertEqual(text.title, "Couldn’t Load Messages")
        XCTAssertEqual(text.message, "The server is not responding. Check your connection.")
    }

    func testErrorWithOnlyADescriptionHasNoMessage() {
        let text = PresetText.errorText(description: "Offline", failureReason: nil, recoverySuggestion: nil, localized: english)
        XCTAssertEqual(text.title, "Offline")
        XCTAssertNil(text.message)
    }

    func testErrorWithoutADescriptionGetsTheGenericTitle() {
        let text = PresetText.errorText(description: nil, failureReason: "Timed out.", recoverySuggestion: nil, localized: english)
        XCTAssertEqual(text.title, "Something Went Wrong")
        XCTAssertEqual(text.message, "Timed out.")
    }

    func testErrorThatSaysNothingGetsTheGenericTitleAndMessage() {
        let text = PresetText.errorText(description: " ", failureReason: "", recoverySuggestion: "\n", localized: english)
        XCTAssertEqual(text.title, "Something Went Wrong")
        XCTAssertEqual(text.message, "Please try again.")
    }
}
