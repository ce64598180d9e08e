#if canImport(UIKit)
import UIKit

// The presets: starting points an app edits. Their strings are localized (``PresetLocalization``:
// the app's own `EmptyDataSet` table first, then the package's). Their look is Apple's
// `UIContentUnavailableConfiguration`'s (spacing in ``PresetMetrics``; the Configurations article
// says where each value comes from).
extension EmptyDataSetConfiguration {
    /// A blank empty state with Apple's look, as `UIContentUnavailableConfiguration.empty()`:
    /// nothing shows until you set the image and texts you need.
    ///
    /// Unlike ``init()``, which keeps 1.0's metrics, it has Apple's: an SF Symbol drawn large
    /// (the large-title text style, large scale, so it grows with Dynamic Type), the secondary
    /// text in `subheadline`, and 15, 3, 20 and 15 pt between image, text, secondary text,
    /// button and secondary button. The title is bold `title2` in `label`, the secondary text
    /// `secondaryLabel`, the symbol `secondaryLabel` — the defaults of every configuration.
    ///
    /// ```swift
    /// var configuration = EmptyDataSetConfiguration.empty()
    /// configuration.image = UIImage(systemName: "tray")
    /// configuration.text = "No Messages"
    /// ```
    @MainActor
    public static func empty() -> EmptyDataSetConfiguration {
        var configuration = EmptyDataSetConfiguration()
        configuration.imageProperties.preferredSymbolConfiguration = presetSymbolConfiguration
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
        configuration.imageToTextPadding = PresetMetrics.imageToTextPadding
        configuration.textToSecondaryTextPadding = PresetMetrics.textToSecondaryTextPadding
        configuration.textToButtonPadding = PresetMetrics.textToButtonPadding
        configuration.buttonToSecondaryButtonPadding = PresetMetrics.buttonToSecondaryButtonPadding
        return configuration
    }

    /// The presets' symbol size. Apple's view draws a preset's symbol at 48 pt scaled like body
    /// text for the view's traits. A configuration is a value made once, so the presets use the
    /// symbol configuration UIKit itself resolves again whenever the text size changes: the
    /// large-title text style at the large symbol scale — close to Apple's at the default size,
    /// growing with Dynamic Type (by less than body text does, so it keeps room for the words
    /// at accessibility sizes).
    @MainActor
    static var presetSymbolConfiguration: UIImage.SymbolConfiguration {
        UIImage.SymbolConfiguration(textStyle: .largeTitle, scale: .large)
    }

    /// A loading state, as `UIContentUnavailableConfiguration.loading()`: a large activity
    /// indicator above "Loading…" in `subheadline` and `secondaryLabel`, 8 pt apart. It does not
    /// fade in, so a short load does not flash a half-transparent spinner.
    @MainActor
    public static func loading() -> EmptyDataSetConfiguration {
        var configuration = EmptyDataSetConfiguration()
        configuration.showsActivityIndicator = true
        configuration.text = PresetLocalization.string(for: .loading)
        configuration.textProperties.font = .preferredFont(forTextStyle: .subheadline)
        configuration.textProperties.color = .secondaryLabel
        configuration.imageToTextPadding = PresetMetrics.loadingIndicatorToTextPadding
        configuration.fadesIn = false
        return configuration
    }

    /// No search results, as SwiftUI's `ContentUnavailableView.search(text:)`: the magnifying-glass
    /// symbol, "No Results for “query”" and "Check the spelling or try a new search.", with the
    /// look of ``empty()``.
    ///
    /// Show it only for a query that was searched: while an asynchronous search for the query
    /// runs, show the loading state instead (the Configurations article has the recipe).
    /// - Parameter query: What the user searched for. Empty (or only spaces) gives the generic
    ///   title "No Results".
    @MainActor
    public static func search(query: String) -> EmptyDataSetConfiguration {
        var configuration = EmptyDataSetConfiguration.empty()
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.imageProperties.accessibilityLabel = ""  // decorative: the title says it
        configuration.text = PresetText.searchTitle(query: query, localized: { PresetLocalization.string(for: $0) })
        configuration.secondaryText = PresetLocalization.string(for: .searchSuggestion)
        return configuration
    }

    /// A failed load, which Apple's presets lack: an exclamation symbol, the error's own words and
    /// a Try Again button, with the look of ``empty()``.
    ///
    /// The words come from the error (`LocalizedError`, or an `NSError`'s localized values):
    /// - a short description ("Couldn’t Load Messages") is the title; a description that is a
    ///   full sentence ("The Internet connection appears to be offline.", as URLSession says it)
    ///   is the text under the generic title "Something Went Wrong";
    /// - the failure reason and recovery suggestion follow in the text, each left out when the
    ///   description already says it;
    /// - an error that says nothing of itself gets "Something Went Wrong" and "Please try again."
    ///
    /// While `retry` runs, the button shows an activity indicator and is disabled, and the error
    /// stays on screen — no flash to a loading state; when it returns or throws, the button is
    /// usable again.
    ///
    /// ```swift
    /// tableView.emptyDataSetConfiguration = .error(error) { [weak self] in
    ///     try await self?.reload()
    /// }
    /// ```
    ///
    /// Capture `self` weakly, as above: the configuration keeps the closure for as long as it is
    /// set (and the scroll view keeps the configuration), so a strong `self` would keep your view
    /// controller alive through its own table view.
    /// - Parameters:
    ///   - error: What went wrong.
    ///   - retry: Runs the failed work again; `nil` (the default) for no button.
    @MainActor
    public static func error(
        _ error: any Error, retry: (@MainActor () async throws -> Void)? = nil
    ) -> EmptyDataSetConfiguration {
        var configuration = EmptyDataSetConfiguration.empty()
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

    /// The device is offline, which Apple's presets lack: the `wifi.slash` symbol, "No Internet
    /// Connection", "Check your connection and try again." and a Try Again button, with the look
    /// of ``empty()``.
    ///
    /// The loading flow shows it by itself for a load that failed with a connectivity error
    /// (`URLError.notConnectedToInternet`, `.networkConnectionLost`, `.dataNotAllowed`, also
    /// wrapped as an underlying error) when no error configuration of your own is set; with
    /// ``EmptyDataSetLoadingOptions/retriesWhenOnline`` on, the retry also runs by itself once the
    /// network comes back. Show it yourself for an error you know means "offline":
    ///
    /// ```swift
    /// tableView.emptyDataSetConfiguration = .offline { [weak self] in
    ///     try await self?.reload()
    /// }
    /// ```
    ///
    /// While `retry` runs, the button shows an activity indicator and is disabled, as in
    /// ``error(_:retry:)``. Capture `self` weakly.
    /// - Parameter retry: Runs the failed work again; `nil` (the default) for no button.
    @MainActor
    public static func offline(retry: (@MainActor () async throws -> Void)? = nil) -> EmptyDataSetConfiguration {
        var configuration = EmptyDataSetConfiguration.empty()
        configuration.image = UIImage(systemName: "wifi.slash")
        configuration.imageProperties.accessibilityLabel = ""  // decorative: the title says it
        configuration.text = PresetLocalization.string(for: .offlineTitle)
        configuration.secondaryText = PresetLocalization.string(for: .offlineMessage)
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
struct ErrorWords {
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
