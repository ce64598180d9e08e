#if canImport(UIKit)
import UIKit

/// What a configuration provider is given to describe the empty state: the counterpart of iOS 17's
/// `UIContentUnavailableConfigurationState`.
public struct EmptyDataSetConfigurationState {
    /// The scroll view's traits (size classes, content size category, appearance).
    public var traitCollection: UITraitCollection
    /// The text of the search bar the app named (``UIKit/UIScrollView/emptyDataSetSearchBar``), or
    /// of the one found where apps put their search (a table header's search bar, a search
    /// controller whose results show the scroll view, a `navigationItem.searchController` of the
    /// scroll view's view controller or of any of its parents, an active iOS 18 search tab's); `nil`
    /// when there is none. The provider is asked again as the user types; a search cancelled, or
    /// text set in code, shows at the next reload.
    public var searchText: String?
    /// The loading flow's state to describe: ``EmptyDataSetPhase/loading``,
    /// ``EmptyDataSetPhase/empty`` or ``EmptyDataSetPhase/error``. Always `.empty` for a scroll
    /// view that does not use the flow.
    public var phase: EmptyDataSetPhase
    /// The error of the last failed load, for the error state; `nil` in the other states.
    public var error: (any Error)?

    /// A state with the given traits, search text and phase.
    /// - Parameters:
    ///   - traitCollection: The scroll view's traits.
    ///   - searchText: The search field's text; `nil` (the default) for none.
    ///   - phase: The loading flow's state; `.empty` by default.
    ///   - error: The failed load's error; `nil` by default.
    public init(
        traitCollection: UITraitCollection, searchText: String? = nil, phase: EmptyDataSetPhase = .empty,
        error: (any Error)? = nil
    ) {
        self.traitCollection = traitCollection
        self.searchText = searchText
        self.phase = phase
        self.error = error
    }
}
#endif
