#if canImport(UIKit)
import UIKit

/// What a configuration provider is given to describe the empty state: the counterpart of iOS 17's
/// `UIContentUnavailableConfigurationState`.
public struct EmptyDataSetConfigurationState {
    /// The scroll view's traits (size classes, content size category, appearance).
    public var traitCollection: UITraitCollection
    /// The text in the search field of the search controller of the view controller that shows the
    /// scroll view (`navigationItem.searchController`), or `nil` when there is none. The provider
    /// is asked again as the user types.
    public var searchText: String?

    /// A state with the given traits and search text.
    /// - Parameters:
    ///   - traitCollection: The scroll view's traits.
    ///   - searchText: The search field's text; `nil` (the default) for none.
    public init(traitCollection: UITraitCollection, searchText: String? = nil) {
        self.traitCollection = traitCollection
        self.searchText = searchText
    }
}
#endif
