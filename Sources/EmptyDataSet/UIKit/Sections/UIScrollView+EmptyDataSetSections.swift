#if canImport(UIKit)
import UIKit

/// The associated-object key of the per-section state (see `UIScrollView+EmptyDataSetController.swift`).
nonisolated(unsafe) private let sectionsKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

extension UIScrollView {
    /// Describes a placeholder for each section that has no items, while other sections have
    /// some; `nil` (the default) for none. Return `nil` for a section that shows nothing.
    ///
    /// Tables (plain, grouped, inset grouped) and collection views with a compositional layout
    /// (lists included) or a vertically scrolling flow layout show it in the section's footer,
    /// below its header: return the package's footer from your footer slot —
    /// ``UIKit/UITableView/emptyDataSetSectionFooterView(forSection:above:)`` or
    /// ``UIKit/UICollectionView/emptyDataSetSectionFooterView(ofKind:at:above:)``. Any other
    /// layout shows no per-section placeholder.
    ///
    /// The provider is asked on the main-queue turn after the sections change (a reload, a batch
    /// update, a diffable snapshot), never inside UIKit's own updates or layout (a turn that finds
    /// them open, in a nested run loop or during an interactive reorder, waits); placeholders hide while the
    /// whole-view empty state shows. Presets work as they do for the whole view. Capture `self`
    /// weakly: the scroll view keeps the provider. A retry closure of
    /// ``EmptyDataSetConfiguration/error(_:retry:)`` is not kept: a tap asks the provider again
    /// and runs the closure it returns then; the section's button is disabled while it runs.
    ///
    /// ```swift
    /// tableView.emptyDataSetSectionProvider = { section, _ in
    ///     guard section == 0 else { return nil }
    ///     var favorites = EmptyDataSetConfiguration.empty()
    ///     favorites.text = "No Favorites Yet"
    ///     return favorites
    /// }
    /// ```
    ///
    /// The closure gets the section's index and a state with the list's traits and search text
    /// (its phase is always ``EmptyDataSetPhase/empty``).
    public var emptyDataSetSectionProvider: (@MainActor (_ section: Int, _ state: EmptyDataSetConfigurationState) -> EmptyDataSetConfiguration?)? {
        get { emptyDataSetSectionsIfPresent?.provider }
        set {
            guard newValue != nil || emptyDataSetSectionsIfPresent != nil else { return }
            emptyDataSetSections.provider = newValue
            if let collectionView = self as? UICollectionView {
                // Registered now, outside the app's supplementary provider, for the usual kind.
                collectionView.registerEmptyDataSetSectionFooter(ofKind: UICollectionView.elementKindSectionFooter)
            }
            let controller = emptyDataSetController
            EmptyDataSetHooks.installIfNeeded(for: self)
            controller.handle(.configurationChange)
        }
    }

    /// Asks ``emptyDataSetSectionProvider`` again on the next turn of the main queue, for a change
    /// of your state that does not change the items (a network state, a filter).
    public func setNeedsUpdateEmptyDataSetSections() {
        emptyDataSetControllerIfPresent?.requestSectionPlaceholderRefresh()
    }

    /// The per-section state, if a section provider or footer was ever used.
    var emptyDataSetSectionsIfPresent: SectionPlaceholderCoordinator? {
        objc_getAssociatedObject(self, sectionsKey) as? SectionPlaceholderCoordinator
    }

    /// The per-section state, created on first use (with the controller whose signals refresh it).
    var emptyDataSetSections: SectionPlaceholderCoordinator {
        if let sections = emptyDataSetSectionsIfPresent { return sections }
        let sections = SectionPlaceholderCoordinator()
        objc_setAssociatedObject(self, sectionsKey, sections, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return sections
    }
}
#endif
