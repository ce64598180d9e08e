// The words of the configuration presets, and how the search and error presets compose them.

/// The strings of the presets: their localization keys, English defaults, and the rules that
/// compose the search and error texts. Looking the keys up (app bundle first, then the package's
/// own) is the UIKit layer's; everything here is plain string work.
enum PresetText {
    /// A localizable preset string. The raw value is the key in `Localizable.strings`.
    enum Key: String, CaseIterable, Sendable {
        /// "Loading…", the loading preset's text.
        case loading = "EmptyDataSet.loading"
        /// "No Results", the search preset's title for an empty query.
        case noResults = "EmptyDataSet.search.noResults"
        /// "No Results for “%@”", the search preset's title for a query.
        case noResultsForQuery = "EmptyDataSet.search.noResultsForQuery"
        /// "Check the spelling or try a new search.", the search preset's secondary text.
        case searchSuggestion = "EmptyDataSet.search.suggestion"
        /// "Something Went Wrong", the error preset's title when the error has no description.
        case errorTitle = "EmptyDataSet.error.title"
        /// "Please try again.", the error preset's text when the error says nothing more.
        case errorMessage = "EmptyDataSet.error.message"
        /// "Try Again", the error preset's retry button.
        case retry = "EmptyDataSet.error.retry"
        /// "Content loaded", what VoiceOver hears when a load ends with content.
        case loaded = "EmptyDataSet.loaded"
        /// "No Internet Connection", the offline preset's title.
        case offlineTitle = "EmptyDataSet.offline.title"
        /// "Check your connection and try again.", the offline preset's text.
        case offlineMessage = "EmptyDataSet.offline.message"
        /// "Back online. Trying again.", what VoiceOver hears when a failed load re-runs by
        /// itself because the network came back.
        case backOnline = "EmptyDataSet.online.retrying"
        /// "Dismiss", the failure banner's close button.
        case dismiss = "EmptyDataSet.banner.dismiss"

        /// The English text, used when no translation is found (and as the `.strings` source).
        var english: String {
            switch self {
            case .loading: "Loading…"
            case .noResults: "No Results"
            case .noResultsForQuery: "No Results for “%@”"
            case .searchSuggestion: "Check the spelling or try a new search."
            case .errorTitle: "Something Went Wrong"
            case .errorMessage: "Please try again."
            case .retry: "Try Again"
            case .loaded: "Content loaded"
            case .offlineTitle: "No Internet Connection"
            case .offlineMessage: "Check your connection and try again."
            case .backOnline: "Back online. Trying again."
            case .dismiss: "Dismiss"
            }
        }
    }

    /// The search preset's title: "No Results for “query”", or the generic "No Results" when the
    /// query is empty or only whitespace. The query is shown trimmed.
    /// - Parameters:
    ///   - query: What the user searched for.
    ///   - localized: Looks a key up (``Key/english`` when there is no translation).
    static func searchTitle(query: String?, localized: (Key) -> String) -> String {
        let trimmed = (query ?? "").trimmingWhitespace
        guard !trimmed.isEmpty else { return localized(.noResults) }
        return localized(.noResultsForQuery).replacingFirstPlaceholder(with: trimmed)
    }

    /// The error preset's title and message, from what the error says about itself.
    ///
    /// - The title is the error's description when it is a short title ("Couldn’t Load
    ///   Messages"). A description that is a full sentence ("The Internet connection appears to
    ///   be offline.", as URLSession's errors say it) reads badly as a bold title: it becomes the
    ///   first part of the message, under the generic "Something Went Wrong".
    /// - The message is the failure reason and the recovery suggestion, in that order, each left
    ///   out when the description (or the part before it) already says it — Foundation's own
    ///   descriptions often end with the failure reason. An error that says nothing gets the
    ///   generic "Please try again." under the generic title; a short description alone stands
    ///   without a message.
    ///
    /// Blank strings count as absent. Containment ignores case, surrounding white space and a
    /// final period.
    /// - Parameters:
    ///   - description: `LocalizedError.errorDescription` (or an `NSError`'s localized description).
    ///   - failureReason: `LocalizedError.failureReason`.
    ///   - recoverySuggestion: `LocalizedError.recoverySuggestion`.
    ///   - localized: Looks a key up.
    static func errorText(
        description: String?, failureReason: String?, recoverySuggestion: String?, localized: (Key) -> String
    ) -> (title: String, message: String?) {
        let description = description.nonBlank.map(\.trimmingWhitespace)
        var parts: [String] = []
        var title: String?
        if let description {
            if isSentence(description) { parts.append(description) } else { title = description }
        }
        for detail in [failureReason.nonBlank, recoverySuggestion.nonBlank].compactMap({ $0?.trimmingWhitespace }) {
            let said = ([title].compactMap { $0 } + parts)
            if !said.contains(where: { saysAlready($0, detail) }) { parts.append(detail) }
        }
        let message = parts.isEmpty ? nil : parts.joined(separator: " ")
        guard let title else { return (localized(.errorTitle), message ?? localized(.errorMessage)) }
        return (title, message)
    }

    /// The failure banner's message: "No Internet Connection" for a connectivity error, else the
    /// error's description (title or sentence, trimmed), else the generic "Something Went Wrong".
    /// - Parameters:
    ///   - description: The error's localized description, if it has words of its own.
    ///   - isConnectivity: Whether it is a connectivity error (``ConnectivityError``).
    ///   - localized: Looks a key up.
    static func bannerMessage(description: String?, isConnectivity: Bool, localized: (Key) -> String) -> String {
        if isConnectivity { return localized(.offlineTitle) }
        return description.nonBlank?.trimmingWhitespace ?? localized(.errorTitle)
    }

    /// Whether `text` is the loading preset's own text: "Loading…" as looked up now, or its
    /// English. Apple's loading configuration shows the same words in the system's own
    /// localization, so a conversion keeps Apple's text for it (and only for it: any other text
    /// is the app's).
    /// - Parameters:
    ///   - text: A loading configuration's plain text.
    ///   - localized: Looks a key up.
    static func isLoadingPresetText(_ text: String?, localized: (Key) -> String) -> Bool {
        guard let text else { return false }
        return text == localized(.loading) || text == Key.loading.english
    }

    /// Whether `text` is a full sentence rather than a title: it ends with a sentence's closing
    /// punctuation (Latin, CJK, Arabic, Devanagari, Armenian, Greek and Ethiopic full stops,
    /// question and exclamation marks), possibly inside closing quotes or brackets. An ellipsis
    /// is not a full stop ("Loading…" is a title).
    static func isSentence(_ text: String) -> Bool {
        var characters = Substring(text.trimmingWhitespace)
        while let last = characters.last, closers.contains(last) { characters = characters.dropLast() }
        guard let last = characters.last else { return false }
        return sentenceEnds.contains(last)
    }

    private static let sentenceEnds: Set<Character> = [
        ".", "!", "?", "。", "！", "？", "．", "؟", "۔", "।", "։", ";", "።", "፧",
    ]
    private static let closers: Set<Character> = ["\"", "'", "”", "’", "»", "›", ")", "]", "」", "』", "）"]

    /// Whether `text` already says `detail`: it contains it as whole words, ignoring case and
    /// `detail`'s final period (a reason quoted inside a longer description loses it). A match
    /// inside a longer word does not count ("ID" is not said by "invalid"); in scripts written
    /// without spaces between words (Chinese, Japanese, Thai) any match counts.
    static func saysAlready(_ text: String, _ detail: String) -> Bool {
        var needle = Substring(detail.lowercased())
        while let last = needle.last, last == "." || last == "。" { needle = needle.dropLast() }
        guard !needle.isEmpty else { return true }
        let haystack = text.lowercased()
        var searchStart = haystack.startIndex
        while let found = haystack.range(of: needle, range: searchStart..<haystack.endIndex) {
            let before = found.lowerBound > haystack.startIndex ? haystack[haystack.index(before: found.lowerBound)] : nil
            let after = found.upperBound < haystack.endIndex ? haystack[found.upperBound] : nil
            if !continuesWord(before, needle.first), !continuesWord(after, needle.last) { return true }
            searchStart = haystack.index(after: found.lowerBound)
        }
        return false
    }

    /// Whether `neighbor` and `edge` are letters or digits of one word: both word characters of
    /// a script that separates its words with spaces.
    private static func continuesWord(_ neighbor: Character?, _ edge: Character?) -> Bool {
        guard let neighbor, let edge else { return false }
        return isSpacedWordCharacter(neighbor) && isSpacedWordCharacter(edge)
    }

    private static func isSpacedWordCharacter(_ character: Character) -> Bool {
        guard character.isLetter || character.isNumber, let scalar = character.unicodeScalars.first else { return false }
        return !unspacedScripts.contains { $0.contains(scalar.value) }
    }

    /// Han, kana, CJK extension A and Thai: scripts without spaces between words.
    private static let unspacedScripts: [ClosedRange<UInt32>] = [
        0x0E00...0x0E7F, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F,
    ]
}

private extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }

    /// The string with its placeholder, `%1$@` or `%@`, replaced by `value` (a translation may
    /// move or drop it).
    func replacingFirstPlaceholder(with value: String) -> String {
        guard let range = range(of: "%1$@") ?? range(of: "%@") else { return self }
        return replacingCharacters(in: range, with: value)
    }
}

private extension Optional where Wrapped == String {
    /// The string when it has a non-whitespace character, else `nil`.
    var nonBlank: String? {
        guard let self, !self.allSatisfy(\.isWhitespace) else { return nil }
        return self
    }
}
