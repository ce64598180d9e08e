#if canImport(UIKit)
import UIKit

/// The per-scroll-view state of per-section placeholders: the app's provider, the last decision
/// for every section, the package's footer views alive, and the coalesced refresh.
///
/// The provider is asked on the refresh's main-queue turn only (``EmptyDataSetController``'s
/// `refreshSectionPlaceholders()`), never from a footer request: UIKit asks for footers inside its
/// updates and layout passes (a diffable apply, the refresh's own height re-query), where app code
/// must not run. A footer is filled from the last decision; a section not decided yet gets its
/// placeholder on the next turn.
///
/// Configurations are kept without their retry closure: the scroll view keeps this object, and a
/// closure that captures the app's view controller would keep it alive through its own list. A
/// retry tap asks the provider again and runs the fresh closure.
@MainActor
final class SectionPlaceholderCoordinator {
    typealias Provider = @MainActor (_ section: Int, _ state: EmptyDataSetConfigurationState) -> EmptyDataSetConfiguration?

    /// One section's decided placeholder.
    struct Entry {
        var configuration: EmptyDataSetConfiguration
        var hasRetry: Bool
    }

    var provider: Provider?
    var request = SectionRefreshRequest()
    /// The sections that show a placeholder, from the last refresh.
    private(set) var entries: [Int: Entry] = [:]
    /// The number of sections the last refresh decided; `nil` before the first.
    private(set) var decidedSectionCount: Int?
    /// The package's footer views alive (weakly): the ones UIKit shows are refreshed in place.
    private var views: [Weak] = []

    /// A weak reference: UIKit owns the footer views.
    private struct Weak {
        weak var view: SectionPlaceholderView?
    }
    /// The supplementary kinds the package's view is registered for, per collection view.
    var registeredKinds: Set<String> = []
    /// Whether the table footer class is registered.
    var isTableFooterRegistered = false
    /// A hidden view measuring flow-layout footers (inside the collection view, for its traits).
    private var sizingView: SectionPlaceholderView?

    /// The decided placeholder of `section`, `nil` for none.
    func entry(forSection section: Int) -> Entry? {
        entries[section]
    }

    /// Whether `section` has been decided (a footer of an undecided section asks for a refresh).
    func hasDecided(section: Int) -> Bool {
        guard let decidedSectionCount else { return false }
        return section < decidedSectionCount
    }

    /// Prepares a footer's placeholder for `section` from the last decision.
    func prepare(_ view: SectionPlaceholderView, section: Int, accessory: UIView?, in scrollView: UIScrollView) {
        view.section = section
        view.scrollView = scrollView
        view.setAccessoryView(accessory)
        if view.onRetry == nil {
            view.onRetry = { [weak self, weak scrollView] section in
                guard let self, let scrollView else { return }
                self.runRetry(section: section, in: scrollView)
            }
            view.onTraitChange = { [weak scrollView] in
                scrollView?.emptyDataSetControllerIfPresent?.requestSectionPlaceholderRefresh()
            }
        }
        views.removeAll { $0.view == nil || $0.view === view }
        views.append(Weak(view: view))
        // Only sections that showed at the last decision have an entry; one deleted or filled since
        // is corrected by the refresh that the change itself asked for.
        let entry = entries[section]
        view.apply(entry?.configuration, hasRetry: entry?.hasRetry ?? false)
    }

    /// Decides every section and refreshes the footers UIKit shows; re-queries heights only when
    /// a shown footer's height changed.
    /// - Parameters:
    ///   - scrollView: The table or collection view.
    ///   - isWholeViewShowing: Whether the whole-view empty state shows (it hides every placeholder).
    ///   - searchText: The search text the provider's state carries.
    func refresh(in scrollView: UIScrollView, isWholeViewShowing: Bool, searchText: String?) {
        let counts = SectionCounts(scrollView)
        var decided: [Int: Entry] = [:]
        let state = EmptyDataSetConfigurationState(traitCollection: scrollView.traitCollection, searchText: searchText)
        let provider = counts.supportsPlaceholders ? self.provider : nil
        for section in 0..<max(0, counts.numberOfSections) {
            _ = SectionPlaceholderRule.shows(
                section: section, numberOfSections: counts.numberOfSections, isWholeViewShowing: isWholeViewShowing,
                itemCount: counts.itemCount,
                hasConfiguration: { section in
                    guard var configuration = provider?(section, state) else { return false }
                    let hasRetry = configuration.retry != nil
                    configuration.retry = nil
                    decided[section] = Entry(configuration: configuration, hasRetry: hasRetry)
                    return true
                })
        }
        let decisionChanged = !Self.same(entries, decided)
        entries = decided
        decidedSectionCount = max(0, counts.numberOfSections)
        refreshShownFooters(in: scrollView, decisionChanged: decisionChanged)
    }

    /// Applies the decision to every live footer view at the section UIKit shows it for now (a
    /// view UIKit no longer shows, or shows for a section out of range, shows nothing), and asks
    /// UIKit for the heights again when one changed.
    private func refreshShownFooters(in scrollView: UIScrollView, decisionChanged: Bool) {
        let shown = SectionCounts.shownFooters(in: scrollView, kinds: registeredKinds)
        var changed: [(kind: String?, section: Int)] = []
        for view in views.compactMap(\.view) {
            guard let place = shown[ObjectIdentifier(view)] else {
                view.apply(nil)
                continue
            }
            view.section = place.section
            // What UIKit got: the self-sizing answer, else (a flow layout's delegate size) the
            // height it laid the footer out at.
            let reported = view.reportedSize?.height ?? (view.window == nil ? nil : view.bounds.height)
            let width = view.reportedSize?.width ?? view.bounds.width
            let entry = entries[place.section]
            view.apply(entry?.configuration, hasRetry: entry?.hasRetry ?? false)
            let height = view.fittingHeight(forWidth: width)
            if SectionPlaceholderGeometry.needsHeightRequery(
                reportedHeight: reported, newHeight: height, lastRequestedHeight: view.lastRequestedHeight)
            {
                view.lastRequestedHeight = height
                changed.append((place.kind, place.section))
            }
        }
        // A flow layout has no footer view for a section whose footer size was zero: its
        // delegate is asked again whenever the decision changed.
        let isFlow = (scrollView as? UICollectionView)?.collectionViewLayout is UICollectionViewFlowLayout
        guard !changed.isEmpty || (isFlow && decisionChanged) else { return }
        request.beginRequery()
        defer { request.endRequery() }
        requeryHeights(in: scrollView, changed: changed)
    }

    /// Asks UIKit for the changed footers' heights again.
    ///
    /// Tables: `performBatchUpdates(nil)`, the documented way to re-query heights without
    /// reloading; it is a hooked call (``EmptyDataSetHooks``), whose signal reaches
    /// ``EmptyDataSetController/handle(_:)``: the whole-view state re-evaluates once after it,
    /// outside UIKit's update, and the section refresh it would ask for is refused while this runs
    /// (``SectionRefreshRequest``), so a refresh never schedules the next. UIKit may ask the app's
    /// delegate for its footers inside the update; the package's answer comes from the decision
    /// made above, not from the provider.
    /// Collection views: an invalidation of those footers (compositional, whose self-sizing asks
    /// the views again) or of the flow layout's delegate metrics (its footer size comes from
    /// ``UIKit/UICollectionView/emptyDataSetSectionFooterSize(forSection:)``). Neither is hooked;
    /// the content-size change it causes is handled as any other (a decision on the next turn,
    /// which the unchanged whole-view state answers without a reload).
    private func requeryHeights(in scrollView: UIScrollView, changed: [(kind: String?, section: Int)]) {
        let animated = !UIAccessibility.isReduceMotionEnabled && scrollView.window != nil
        if let tableView = scrollView as? UITableView {
            let requery = { tableView.performBatchUpdates(nil) }
            if animated { requery() } else { UIView.performWithoutAnimation(requery) }
            return
        }
        guard let collectionView = scrollView as? UICollectionView else { return }
        let layout = collectionView.collectionViewLayout
        if layout is UICollectionViewFlowLayout {
            let context = UICollectionViewFlowLayoutInvalidationContext()
            context.invalidateFlowLayoutDelegateMetrics = true
            layout.invalidateLayout(with: context)
            return
        }
        let context = UICollectionViewLayoutInvalidationContext()
        var paths: [String: [IndexPath]] = [:]
        for footer in changed {
            guard let kind = footer.kind else { continue }
            paths[kind, default: []].append(IndexPath(item: 0, section: footer.section))
        }
        for (kind, indexPaths) in paths { context.invalidateSupplementaryElements(ofKind: kind, at: indexPaths) }
        layout.invalidateLayout(with: context)
    }

    /// Whether two decisions show the same placeholders in the same sections.
    private static func same(_ lhs: [Int: Entry], _ rhs: [Int: Entry]) -> Bool {
        lhs.count == rhs.count
            && lhs.allSatisfy { section, entry in
                rhs[section].map { $0.configuration == entry.configuration && $0.hasRetry == entry.hasRetry } ?? false
            }
    }

    /// Asks the provider for `section` again and runs its retry. Nothing when the section no longer
    /// describes one (the retry closure outlived its section: it is simply not run).
    private func runRetry(section: Int, in scrollView: UIScrollView) {
        let searchText = scrollView.emptyDataSetControllerIfPresent?.observedSearchField?.text
        let state = EmptyDataSetConfigurationState(traitCollection: scrollView.traitCollection, searchText: searchText)
        guard entries[section] != nil, let handler = provider?(section, state)?.retry else { return }
        Task { @MainActor in
            try? await handler.operation()
        }
    }

    /// The height a flow layout's footer needs for `section` at `width`, measured by a hidden view
    /// inside the collection view (its traits are the list's).
    func flowFooterHeight(forSection section: Int, width: CGFloat, in collectionView: UICollectionView) -> CGFloat {
        guard let entry = entries[section] else { return 0 }
        let view = sizingView ?? {
            let view = SectionPlaceholderView()
            view.isHidden = true
            view.isUserInteractionEnabled = false
            collectionView.addSubview(view)
            sizingView = view
            return view
        }()
        view.scrollView = collectionView
        view.apply(entry.configuration, hasRetry: entry.hasRetry)
        return view.fittingHeight(forWidth: width)
    }
}
#endif
