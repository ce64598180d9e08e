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
    /// the traits, the text of the search field (``emptyDataSetSearchBar``, or the one found
    /// around the scroll view) as the user types, ``setNeedsUpdateEmptyDataSetConfiguration()``.
    /// Return `nil` for no empty state. It takes precedence over ``emptyDataSetConfiguration`` and
    /// ``emptyDataSetSource``. Setting a configuration or reloading from inside it does not recurse.
    ///
    /// The scroll view keeps the closure until you set `nil`, and your view controller keeps the
    /// scroll view: capture `self` weakly (`[weak self]`), or the closure keeps the view
    /// controller alive, and the view controller the closure, after its screen closed. The same
    /// holds for every closure a configuration carries (the error preset's retry, button
    /// actions).
    ///
    /// ```swift
    /// tableView.emptyDataSetConfigurationProvider = { [weak self] state in
    ///     guard let self, let query = state.searchText, !query.isEmpty else { return .empty() }
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

    /// The search bar whose text ``EmptyDataSetConfigurationState/searchText`` carries, and whose
    /// text a content configuration's state carries (so `UIContentUnavailableConfiguration.search()`
    /// shows the query); `nil` by default, to find it where apps put their search:
    ///
    /// 1. a table header that is, or holds, a `UISearchBar`;
    /// 2. up the view controllers from the scroll view's own, nearest first: a
    ///    `UISearchController` whose results controller shows the scroll view, a
    ///    `navigationItem.searchController`, and from iOS 18 the search controller of a
    ///    `UISearchTab`'s navigation stack, while that search is active (a screen pushed in a
    ///    search tab follows the tab's search only while the user searches).
    ///
    /// Name the bar when it is anywhere else (a bar in the view controller's own layout, a
    /// search controller of another screen), or when several are found and another one wins.
    /// A named bar wins over every bar found. It is held weakly: set the bar, not a copy, and
    /// nothing to release. The empty state follows the text as the user types (text set in code
    /// shows at the next reload). Not on tvOS, whose search fields the package does not follow.
    ///
    /// ```swift
    /// tableView.emptyDataSetSearchBar = filterBar
    /// ```
    public var emptyDataSetSearchBar: UISearchBar? {
        get { (objc_getAssociatedObject(self, searchBarKey) as? WeakSearchBar)?.bar }
        set {
            guard newValue !== emptyDataSetSearchBar else { return }
            objc_setAssociatedObject(
                self, searchBarKey, newValue.map(WeakSearchBar.init), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            // The state changes: asked again on the next turn (nothing without a provider or hosted content).
            emptyDataSetControllerIfPresent?.handle(.configurationChange)
        }
    }

    /// Asks ``emptyDataSetConfigurationProvider`` for a new configuration on the next turn of the
    /// main run loop (several requests before it are one). Without a provider it re-evaluates the
    /// empty state then, asking a source again; an unchanged configuration changes nothing.
    public func setNeedsUpdateEmptyDataSetConfiguration() {
        emptyDataSetControllerIfPresent?.closureLayer?.requestDescription()  // runs even over items
        emptyDataSetControllerIfPresent?.handle(.configurationChange)
    }
}

/// The named search bar, held weakly: a bar in the app's layout must not be kept alive by a scroll
/// view that outlives it.
private final class WeakSearchBar: NSObject {
    weak var bar: UISearchBar?

    init(_ bar: UISearchBar) {
        self.bar = bar
    }
}

/// The key of the associated ``WeakSearchBar``: a unique, never-freed allocation, only ever used as
/// an address.
nonisolated(unsafe) private let searchBarKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
#endif
