import Foundation

// The words of the page footer and of what VoiceOver hears while a list pages.

/// The paging strings, looked up like the presets' (``PresetLocalization``): the app's own
/// `EmptyDataSet` table first, then the package's `Localizable.strings`, then English.
enum PagingText {
    /// One string.
    enum Key: String, CaseIterable, Sendable {
        /// "Loading more", VoiceOver's word as a page starts (and the loading footer's label).
        case loadingMore = "EmptyDataSet.paging.loadingMore"
        /// "1 more item".
        case oneMoreItem = "EmptyDataSet.paging.moreItems.one"
        /// "%1$ld more items" (a count other than 1).
        case moreItems = "EmptyDataSet.paging.moreItems.other"
        /// "No more items": the last page added nothing, and the end footer's text.
        case noMoreItems = "EmptyDataSet.paging.noMoreItems"
        /// "Couldn't load more": the failed footer's title and VoiceOver's word.
        case failed = "EmptyDataSet.paging.failed"
        /// "Retry", the failed footer's button.
        case retry = "EmptyDataSet.paging.retry"

        /// The built-in English.
        var english: String {
            switch self {
            case .loadingMore: "Loading more"
            case .oneMoreItem: "1 more item"
            case .moreItems: "%1$ld more items"
            case .noMoreItems: "No more items"
            case .failed: "Couldn’t load more"
            case .retry: "Retry"
            }
        }
    }

    /// The text for `key` in the current language.
    static func string(
        for key: Key, appBundle: Bundle = .main, packageBundle: Bundle = PresetLocalization.packageBundle
    ) -> String {
        let missing = "\u{0}EmptyDataSet.missing"
        let fromApp = appBundle.localizedString(forKey: key.rawValue, value: missing, table: PresetLocalization.appTable)
        if fromApp != missing { return fromApp }
        let fromPackage = packageBundle.localizedString(forKey: key.rawValue, value: missing, table: nil)
        if fromPackage != missing { return fromPackage }
        return key.english
    }

    /// What VoiceOver hears for `announcement`.
    /// - Parameters:
    ///   - announcement: The paging event.
    ///   - locale: Formats the count.
    ///   - localized: Looks a key up.
    static func spoken(
        _ announcement: PagingFlow.Announcement, locale: Locale = .current, localized: (Key) -> String = { string(for: $0) }
    ) -> String {
        switch announcement {
        case .loadingMore: return localized(.loadingMore)
        case .endReached: return localized(.noMoreItems)
        case .failed: return localized(.failed)
        case .loaded(let count):
            if count == 1 { return localized(.oneMoreItem) }
            let template = localized(.moreItems)
            // A template without a number (a translation that words it otherwise) stands alone.
            guard template.contains("%") else { return template }
            return String(format: template, locale: locale, count)
        }
    }

    /// The failed footer's short message: the error's own description, trimmed, when it has one;
    /// `nil` for a blank one. Only the first line is kept (the footer is short).
    static func failureMessage(description: String?) -> String? {
        guard let description else { return nil }
        let firstLine = description.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let trimmed = firstLine.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }
}
