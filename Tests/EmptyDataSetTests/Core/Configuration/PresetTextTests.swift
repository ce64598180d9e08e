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

    // MARK: - Error words that read well

    func testAFailureReasonTheDescriptionContainsIsNotRepeated() {
        let text = PresetText.errorText(
            description: "Couldn’t load messages because the server is down", failureReason: "The server is down.",
            recoverySuggestion: "Try again later.", localized: english)
        XCTAssertEqual(text.title, "Couldn’t load messages because the server is down")
        XCTAssertEqual(text.message, "Try again later.", "the reason is already in the title")
    }

    func testContainmentIgnoresCaseAndSurroundingSpace() {
        let text = PresetText.errorText(
            description: "Sync Failed: QUOTA EXCEEDED", failureReason: "  quota exceeded. ", recoverySuggestion: nil,
            localized: english)
        XCTAssertNil(text.message)
    }

    func testAFullSentenceDescriptionBecomesTheMessageUnderTheGenericTitle() {
        // URLError.notConnectedToInternet's localized description.
        let text = PresetText.errorText(
            description: "The Internet connection appears to be offline.", failureReason: nil, recoverySuggestion: nil,
            localized: english)
        XCTAssertEqual(text.title, "Something Went Wrong")
        XCTAssertEqual(text.message, "The Internet connection appears to be offline.", "no generic message under it")
    }

    func testFoundationsDescriptionThatEndsWithTheReasonShowsTheReasonOnce() {
        // An NSError with only a failure reason: Foundation's description ends with it.
        let text = PresetText.errorText(
            description: "The operation couldn’t be completed. Timed out.", failureReason: "Timed out.",
            recoverySuggestion: "Check your connection.", localized: english)
        XCTAssertEqual(text.title, "Something Went Wrong")
        XCTAssertEqual(text.message, "The operation couldn’t be completed. Timed out. Check your connection.")
    }

    func testASentenceDescriptionKeepsAReasonItDoesNotContain() {
        let text = PresetText.errorText(
            description: "The request timed out.", failureReason: "The server took too long.", recoverySuggestion: nil,
            localized: english)
        XCTAssertEqual(text.title, "Something Went Wrong")
        XCTAssertEqual(text.message, "The request timed out. The server took too long.")
    }

    func testARecoverySuggestionEqualToTheReasonShowsOnce() {
        let text = PresetText.errorText(
            description: "Upload Failed", failureReason: "Reconnect and try again.", recoverySuggestion: "Reconnect and try again.",
            localized: english)
        XCTAssertEqual(text.message, "Reconnect and try again.")
    }

    func testTheDescriptionIsShownTrimmed() {
        let text = PresetText.errorText(description: "  Offline \n", failureReason: nil, recoverySuggestion: nil, localized: english)
        XCTAssertEqual(text.title, "Offline")
    }

    func testSentencesAndTitles() {
        let sentences = [
            "The Internet connection appears to be offline.", "Are you offline?", "Nope!", "“Quoted.”",
            "(Parenthesized.)", "ネットワークに接続されていません。", "Etwas ist schiefgelaufen.", "هل أنت متصل؟",
        ]
        for text in sentences { XCTAssertTrue(PresetText.isSentence(text), text) }
        let titles = ["Couldn’t Load Messages", "Offline", "Loading…", "", "   ", "Version 2.0 Required", "„Titel“"]
        for text in titles { XCTAssertFalse(PresetText.isSentence(text), text) }
    }

    func testSaysAlready() {
        XCTAssertTrue(PresetText.saysAlready("The operation couldn’t be completed. Timed out.", "timed out."))
        XCTAssertTrue(PresetText.saysAlready("Disk full", "DISK FULL."))
        XCTAssertFalse(PresetText.saysAlready("Disk full", "Disk almost full."))
        XCTAssertTrue(PresetText.saysAlready("anything", "."), "a reason of only a period says nothing new")
    }

    func testSaysAlreadyMatchesWholeWordsOnly() {
        XCTAssertFalse(PresetText.saysAlready("The token is invalid", "ID."), "ID inside invalid is not said")
        XCTAssertFalse(PresetText.saysAlready("Timed outage", "timed out"), "a word cut at its end is not said")
        XCTAssertFalse(PresetText.saysAlready("Offline mode", "line mode"), "a word cut at its start is not said")
        XCTAssertTrue(PresetText.saysAlready("Wrong ID.", "ID"), "followed by a period")
        XCTAssertTrue(PresetText.saysAlready("(ID) missing", "ID"), "inside brackets")
        XCTAssertTrue(PresetText.saysAlready("ID", "ID"), "the whole text")
        XCTAssertTrue(PresetText.saysAlready("Invalid ID", "ID"), "a later match counts when an earlier one is inside a word")
        XCTAssertTrue(PresetText.saysAlready("Error 404 occurred", "404"))
        XCTAssertFalse(PresetText.saysAlready("Error 4041", "404"), "digits continue a number")
        XCTAssertTrue(PresetText.saysAlready("“Wi-Fi” is off", "Wi-Fi"), "punctuation inside the detail")
    }

    func testSaysAlreadyInScriptsWithoutSpaces() {
        XCTAssertTrue(PresetText.saysAlready("无法连接服务器网络错误", "网络错误。"), "Chinese: no spaces between words")
        XCTAssertTrue(PresetText.saysAlready("サーバーに接続できません", "接続できません"), "Japanese")
        XCTAssertFalse(PresetText.saysAlready("Fehler beim Verbindungsaufbau", "Verbindung"), "German compounds are words")
    }

    // MARK: - Loading text

    func testTheLoadingPresetsTextIsRecognizedInEnglishAndTranslated() {
        let german: (PresetText.Key) -> String = { $0 == .loading ? "Wird geladen …" : $0.english }
        XCTAssertTrue(PresetText.isLoadingPresetText("Loading…", localized: english))
        XCTAssertTrue(PresetText.isLoadingPresetText("Wird geladen …", localized: german))
        XCTAssertTrue(PresetText.isLoadingPresetText("Loading…", localized: german), "the English fallback")
        XCTAssertFalse(PresetText.isLoadingPresetText("Fetching your mail…", localized: german))
        XCTAssertFalse(PresetText.isLoadingPresetText(nil, localized: english))
        XCTAssertFalse(PresetText.isLoadingPresetText("", localized: english))
    }
}
