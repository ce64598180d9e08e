#if canImport(UIKit)
import UIKit

/// What a page footer shows: an activity indicator, a title, a short message and a button, in a
/// centered column below the content (beside it in horizontal lists). Each state of
/// ``EmptyDataSetPaging`` has one; start from a preset and restyle it:
///
/// ```swift
/// var loading = EmptyDataSetPageFooterConfiguration.loading()
/// loading.activityIndicatorColor = .systemPink
/// paging.loadingFooter = loading
/// ```
///
/// A footer equal to the one showing changes nothing.
public struct EmptyDataSetPageFooterConfiguration: Equatable {
    /// Whether an activity indicator shows (it spins while the footer shows).
    public var showsActivityIndicator = false
    /// The indicator's color; `nil` (the default) for the system's.
    public var activityIndicatorColor: UIColor?
    /// The title; `nil` (the default) for none.
    public var text: String?
    /// The title's font; the footnote text style (Dynamic Type) by default.
    public var font: UIFont = .preferredFont(forTextStyle: .footnote)
    /// The title's color; `secondaryLabel` by default.
    public var textColor: UIColor = .secondaryLabel
    /// The short message under the title; `nil` (the default) for none.
    public var secondaryText: String?
    /// The message's font; the caption 1 text style (Dynamic Type) by default.
    public var secondaryFont: UIFont = .preferredFont(forTextStyle: .caption1)
    /// The message's color; `tertiaryLabel` by default.
    public var secondaryTextColor: UIColor = .tertiaryLabel
    /// The button; `nil` (the default) for none. In the failed footer it runs the page again.
    public var button: UIButton.Configuration?
    /// Space around the column, inside the footer's layout margins (which follow the safe area);
    /// 12 points above and below by default.
    public var contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 0, bottom: 12, trailing: 0)
    /// The footer's least length along the list's axis (its height in a vertical list, its width
    /// in a horizontal one); 56 points by default. A taller column (large text) makes it longer.
    public var minimumLength: CGFloat = 56
    /// The footer's background; `nil` (the default): a plain table's own background
    /// (`systemBackground` when it has none), so a short plain table's filler-row separators do
    /// not show through the footer; on other lists none (the list's shows through).
    public var backgroundColor: UIColor?

    /// An empty footer: nothing shows but its room. Start from a preset instead.
    public init() {}

    /// The loading footer: an activity indicator, labeled "Loading more" for VoiceOver.
    public static func loading() -> EmptyDataSetPageFooterConfiguration {
        var configuration = EmptyDataSetPageFooterConfiguration()
        configuration.showsActivityIndicator = true
        return configuration
    }

    /// The failed footer: "Couldn't load more", the error's own description when it has one, and
    /// a Retry button.
    /// - Parameter error: Why the page failed.
    @MainActor
    public static func failed(_ error: any Error) -> EmptyDataSetPageFooterConfiguration {
        var configuration = EmptyDataSetPageFooterConfiguration()
        configuration.text = PagingText.string(for: .failed)
        configuration.secondaryText = PagingText.failureMessage(description: describedError(error))
        var button = UIButton.Configuration.plain()
        button.title = PagingText.string(for: .retry)
        configuration.button = button
        return configuration
    }

    /// The end-of-list footer: "No more items".
    public static func end() -> EmptyDataSetPageFooterConfiguration {
        var configuration = EmptyDataSetPageFooterConfiguration()
        configuration.text = PagingText.string(for: .noMoreItems)
        return configuration
    }

    /// What the error says about itself, when it says something of its own: `LocalizedError`'s
    /// description, or an `NSError`'s localized description when its user info or its domain
    /// (URL loading) provides one — not Foundation's "The operation couldn't be completed."
    /// fallback, which tells the user nothing.
    private static func describedError(_ error: any Error) -> String? {
        if let description = (error as? any LocalizedError)?.errorDescription { return description }
        let nsError = error as NSError
        if hasDescriptionKey(nsError.userInfo) || nsError.domain == NSURLErrorDomain {
            return nsError.localizedDescription
        }
        return nil
    }

    /// Whether the user info holds `NSLocalizedDescriptionKey` ("NSLocalizedDescription"). The
    /// key type is generic: Foundations do not all import the user-info key alike (a `String`, or
    /// a typed key with a string raw value).
    private static func hasDescriptionKey<Key: Hashable>(_ userInfo: [Key: Any]) -> Bool {
        userInfo.keys.contains { key in
            ((key as? String) ?? ((key as? any RawRepresentable)?.rawValue as? String)) == "NSLocalizedDescription"
        }
    }
}
#endif
