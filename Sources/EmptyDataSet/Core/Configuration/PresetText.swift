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
    /// The title is the error's description when it has one, else the generic "Something Went
    /// Wrong". The message is its failure reason and recovery suggestion, in that order, when it
    /// has them; else, under a generic title, the generic "Please try again."; under the error's
    /// own description, nothing more. Blank strings count as absent.
    /// - Parameters:
    ///   - description: `LocalizedError.errorDescription` (or an `NSError`'s localized description).
    ///   - failureReason: `LocalizedError.failureReason`.
    ///   - recoverySuggestion: `LocalizedError.recoverySuggestion`.
    ///   - localized: Looks a key up.
    static func errorText(
        description: String?, failureReason: String?, recoverySuggestion: String?, localized: (Key) -> String
    ) -> (title: String, message: String?) {
        let title = description.nonBlank
        let details = [failureReason.nonBlank, recoverySuggestion.nonBlank].compactMap { $0 }
        let message = details.isEmpty ? nil : details.joined(separator: " ")
        guard let title else { return (localized(.errorTitle), message ?? localized(.errorMessage)) }
        return (title, message)
    }
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
