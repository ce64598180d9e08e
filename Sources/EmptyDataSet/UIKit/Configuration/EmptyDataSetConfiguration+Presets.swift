#if canImport(UIKit)
import UIKit

// The presets: starting points an app edits. Their strings are localized (``PresetLocalization``:
// the app's own `EmptyDataSet` table first, then the package's English).
extension EmptyDataSetConfiguration {
    /// A blank empty state, as `UIContentUnavailableConfiguration.empty()`: set the image and texts
    /// you need.
    ///
    /// ```swift
    /// var configuration = EmptyDataSetConfiguration.empty()
    /// configuration.image = UIImage(systemName: "tray")
    /// configuration.text = "No Messages"
    /// ```
    @MainActor
    public static func empty() -> EmptyDataSetConfiguration {
        EmptyDataSetConfiguration()
    }

    /// A loading state: a large activity indicator above "Loading…" in the secondary style. It
    /// does not fade in, so a short load does not flash a half-transparent spinner.
    @MainActor
    public static func loading() -> EmptyDataSetConfiguration {
        var configuration = EmptyDataSetConfiguration()
        configuration.showsActivityIndicator = true
        configuration.text = PresetLocalization.string(for: .loading)
        configuration.textProperties.font = .preferredFont(forTextStyle: .body)
        configuration.textProperties.color = .secondaryLabel
        configuration.fadesIn = false
        return configuration
    }

    /// No search results, as SwiftUI's `ContentUnavailableView.search(text:)`: the magnifying-glass
    /// symbol, "No Results for “query”" and "Check the spelling or try a new search."
    /// - Parameter query: What the user searched for. Empty (or only spaces) gives the generic
    ///   title "No Results".
    @MainActor
    public static func search(query: String) -> EmptyDataSetConfiguration {
        var configuration = EmptyDataSetConfiguration()
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.imageProperties.accessibilityLabel = ""  // decorative: the title says it
        configuration.text = PresetText.searchTitle(query: query, localized: { PresetLocalization.string(for: $0) })
        configuration.secondaryText = PresetLocalization.string(for: .searchSuggestion)
        return configuration
    }

    /// A failed load, which Apple's presets lack: an exclamation symbol, the error's own words and
    /// a Try Again button.
    ///
    /// The title is the error's description, the text its failure reason and recovery suggestion
    /// (`LocalizedError`, or an `NSError`'s localized values); an error that says nothing of
    /// itself gets "Something Went Wrong" and "Please try again." While `retry` runs, the button
    /// shows an activity indicator and is disabled, and the error stays on screen — no flash to a
    /// loading state; when it returns or throws, the button is usable again.
    ///
    /// ```swift
    /// tableView.emptyDataSetConfiguration = .error(error) { [weak self] in
    ///     try await self?.reload()
    /// }
    /// ```
    /// - Parameters:
    ///   - error: What went wrong.
    ///   - retry: Runs the failed work again; `nil` (the default) for no button.
    @MainActor
    public static func error(
        _ error: any Error, retry: (@MainActor () async throws -> Void)? = nil
    ) -> EmptyDataSetConfiguration {
        var configuration = EmptyDataSetConfiguration()
        configuration.image = UIImage(systemName: "exclamationmark.triangle")
        configuration.imageProperties.accessibilityLabel = ""  // decorative: the title says it
        let words = ErrorWords(error)
        let text = PresetText.errorText(
            description: words.description, failureReason: words.failureReason,
            recoverySuggestion: words.recoverySuggestion, localized: { PresetLocalization.string(for: $0) })
        configuration.text = text.title
        configuration.secondaryText = text.message
        if let retry {
            var button = UIButton.Configuration.plain()
            button.title = PresetLocalization.string(for: .retry)
            configuration.button = button
            configuration.retry = RetryHandler(retry)
        }
        return configuration
    }
}

/// What an error says about itself: `LocalizedError`'s values, else an `NSError`'s (an `NSError`
/// itself, a `CustomNSError` such as `URLError` or `POSIXError`, a `CocoaError`) when it has words
/// of its own: a description other than Foundation's fallback, "The operation couldn’t be
/// completed. (Domain error 2.)", which an error gets when neither its user info nor its domain
/// describes it (a bare `URLError`, an `OSStatus` code, a `CustomNSError` without an
/// `errorUserInfo` description). Anything else has nothing to say, and the preset's generic text
/// shows.
private struct ErrorWords {
    var description: String?
    var failureReason: String?
    var recoverySuggestion: String?

    init(_ error: any Error) {
        if let localized = error as? any LocalizedError {
            description = localized.errorDescription
            failureReason = localized.failureReason
            recoverySuggestion = localized.recoverySuggestion
            return
        }
        guard type(of: error) is NSError.Type || error is any CustomNSError || error is CocoaError else { return }
        let nsError = error as NSError
        guard !Self.isFoundationFallback(nsError) else { return }
        description = nsError.localizedDescription
        failureReason = nsError.localizedFailureReason
        recoverySuggestion = nsError.localizedRecoverySuggestion
    }

    /// Whether `error`'s description is Foundation's fallback, "The operation couldn’t be
    /// completed. (Domain error 2.)", in whatever language Foundation speaks. Recognized by the
    /// text around the domain label in the fallback of a domain nobody describes: Foundation
    /// prints some domains under display names ("OSStatus", "POSIX", "Cocoa"), so the label itself
    /// is not compared. A description a domain gives from the code (POSIX's "No space left on
    /// device") does not have that shape.
    private static func isFoundationFallback(_ error: NSError) -> Bool {
        let undescribed = "EmptyDataSet.UndescribedDomain"
        let fallback = NSError(domain: undescribed, code: error.code, userInfo: nil).localizedDescription
        guard let label = fallback.range(of: undescribed) else { return false }
        let prefix = String(fallback[..<label.lowerBound])
        let suffix = String(fallback[label.upperBound...])
        let description = error.localizedDescription
        return description.count > prefix.count + suffix.count && description.hasPrefix(prefix)
            && description.hasSuffix(suffix)
    }
}
#endif
