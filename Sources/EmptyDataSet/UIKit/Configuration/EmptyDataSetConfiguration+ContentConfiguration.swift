#if canImport(UIKit)
import UIKit

// The configuration anywhere a UIKit content configuration goes: a cell's, a header's or footer's
// `contentConfiguration`, a view controller's `contentUnavailableConfiguration` (iOS 17), or any
// container through the view it makes.
extension EmptyDataSetConfiguration: UIContentConfiguration {
    /// Makes the view that shows this empty state outside a scroll view's empty state: an
    /// ``EmptyDataSetContentView``, drawn by the same renderer as the scroll view's empty state.
    ///
    /// UIKit calls it when the configuration is set as a cell's, a header's or footer's
    /// `contentConfiguration`, or (iOS 17) as a view controller's `contentUnavailableConfiguration`;
    /// a configuration set again on the same cell or view controller updates the view in place.
    /// - Returns: A new ``EmptyDataSetContentView`` showing this configuration.
    public func makeContentView() -> any UIView & UIContentView {
        EmptyDataSetContentView(configuration: self)
    }

    /// This configuration for `state`: the same content, carrying the state's search text and
    /// traits to its view.
    ///
    /// - A `UIContentUnavailableConfigurationState` (iOS 17, a view controller's
    ///   `contentUnavailableConfigurationState`) brings the live search text of the view
    ///   controller's search controller: a ``contentConfiguration`` shown in the view (Apple's
    ///   `UIContentUnavailableConfiguration.search()`) is updated with it, so it shows the query as
    ///   the user types. The package's own ``search(query:)`` shows the query it was made with:
    ///   make it from `state.searchText` in `updateContentUnavailableConfiguration(using:)`.
    /// - The traits (of any state) resolve the text styles' fonts until the view is in a window;
    ///   from then on the view's own traits do, and a change of text size, appearance, contrast
    ///   or Bold Text renders again.
    /// - A cell's state (selected, highlighted, editing) changes nothing: the empty state looks
    ///   the same in every state of its cell.
    /// - Parameter state: The state of the view the configuration is shown in.
    /// - Returns: The configuration for that state.
    public func updated(for state: any UIConfigurationState) -> EmptyDataSetConfiguration {
        var updated = self
        var searchText: String?
        if #available(iOS 17.0, tvOS 17.0, *), let unavailable = state as? UIContentUnavailableConfigurationState {
            searchText = unavailable.searchText
        }
        updated.readState = ReadConfigurationState(traitCollection: state.traitCollection, searchText: searchText)
        return updated
    }
}

/// What ``EmptyDataSetConfiguration/updated(for:)`` read from UIKit's state: the traits and the
/// search text (only a `UIContentUnavailableConfigurationState` has one).
struct ReadConfigurationState {
    let traitCollection: UITraitCollection
    let searchText: String?
}
#endif
