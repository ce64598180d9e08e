#if canImport(UIKit)
import UIKit

// The configuration API: one value, or a provider that turns the state into one.
extension UIScrollView {
    /// The empty state as one value; `nil` by default. Set `nil` to remove it: a source, if any,
    /// then describes the empty state.
    ///
    /// Setting it is enough — no source object is needed: the empty state shows whenever the
    /// scroll view has no items, with the same automatic updates, display rule and delegate
    /// callbacks as a source. It takes precedence over ``emptyDataSetSource``, and
    /// ``emptyDataSetConfigurationProvider`` takes precedence over it. The change shows on the next
    /// turn of the main run loop; an equal value changes nothing.
    ///
    /// ```swift
    /// tableView.emptyDataSetConfiguration = .search(query: searchText)
    /// ```
    public var emptyDataSetConfiguration: EmptyDataSetConfiguration? {
        get { emptyDataSetControllerIfPresent?.configuration }
        set {
            guard newValue != nil || emptyDataSetControllerIfPresent != nil else { return }
            let controller = emptyDataSetController
            // An equal value is no change: nothing to reload (and no loop for an app that sets
            // the same configuration whenever it is asked).
            guard controller.configuration != newValue else { return }
            controller.configuration = newValue
            EmptyDataSetHooks.installIfNeeded(for: self)
            controller.handle(.configurationChange)
        }
    }

    /// Describes the empty state from its current state, as iOS 17's
    /// `updateContentUnavailableConfiguration(using:)` does; `nil` by default.
    ///
    /// It is asked on every reload that shows the empty state and whenever the state changes:
    /// the traits, the text of the search field of the view controller's search controller (as
    /// the user types), ``setNeedsUpdateEmptyDataSetConfiguration()``. Return `nil` for no empty
    /// state. It takes precedence over ``emptyDataSetConfiguration`` and ``emptyDataSetSource``.
    /// Setting a configuration or reloading from inside it does not recurse.
    ///
    /// ```swift
    /// tableView.emptyDataSetConfigurationProvider = { state in
    ///     guard let query = state.searchText, !query.isEmpty else { return .empty() }
    ///     return .search(query: query)
    /// }
    /// ```
    public var emptyDataSetConfigurationProvider: (@MainActor (EmptyDataSetConfigurationState) -> EmptyDataSetConfiguration?)? {
        get { emptyDataSetControllerIfPresent?.provider }
        set {
            guard newValue != nil || emptyDataSetControllerIfPresent != nil else { return }
            let controller = emptyDataSetController
            controller.provider = newValue
            EmptyDataSetHooks.installIfNeeded(for: self)
            controller.handle(.configurationChange)
        }
    }

    /// Asks ``emptyDataSetConfigurationProvider`` for a new configuration on the next turn of the
    /// main run loop (several requests before it are one). Without a provider it re-evaluates the
    /// empty state then, asking a source again; an unchanged configuration changes nothing.
    public func setNeedsUpdateEmptyDataSetConfiguration() {
        emptyDataSetControllerIfPresent?.handle(.configurationChange)
    }
}
#endif
