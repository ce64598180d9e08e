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
/// retry tap finds the section UIKit shows the tapped footer for at that moment, asks the
/// provider again and runs the fresh closure; while it runs, that section's button is disabled
/// and shows its activity indicator (``RetryState``, one per section), so a second tap runs
/// nothing.
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
    /// The retries running, per section.
    private var retries: [Int: RetryState] = [:]

    /// A weak reference: UIKit owns the footer views.
    private struct Weak {
        weak var view: SectionPlaceholderView?
    }
    /// The supplementary kinds the package's view is registered for, per collection view.
    var registeredKinds: Set<String> = []
    /// Whether the table footer class is registered.
    var isTableFooterRegistered = false
    /// A hidden view measuring flow-layout footers on the refresh's turn (inside the collection
    /// view, for its traits).
    private var sizingView: SectionPlaceholderView?
    /// What a flow layout's footer height was measured for: the rendering and the text size.
    struct FlowKey: Equatable {
        var configuration: EmptyDataSetConfiguration
        var hasRetry: Bool
        var isRetrying: Bool
        var category: UIContentSizeCategory
        var legibilityWeight: UILegibilityWeight
    }
    /// Flow-layout footer heights, measured on the refresh's turn, answered inside UIKit's layout.
    private var flowHeights = SectionFooterHeightCache<FlowKey>()

    /// The decided placeholder of `section`, `nil` for none.
    func entry(forSection section: Int) -> Entry? {
        entries[section]
    }

    /// Whether `section`'s retry runs.
    func isRetrying(section: Int) -> Bool {
        retries[section]?.isRetrying ?? false
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
            view.onRetry = { [weak self, weak scrollView] view in
                guard let self, let scrollView else { return }
                self.runRetry(from: view, in: scrollView)
            }
            view.onTraitChange = { [weak scrollView] in
                scrollView?.emptyDataSetControllerIfPresent?.requestSectionPlaceholderRefresh()
            }
        }
        views.removeAll { $0.view == nil || $0.view === view }
        views.append(Weak(view: view))
        // Only sections that showed at the last decision have an entry; one deleted or filled since
        // is corrected by the refresh that the change itself asked for.
        apply(entries[section], section: section, to: view)
    }

    private func apply(_ entry: Entry?, section: Int, to view: SectionPlaceholderView) {
        view.apply(entry?.configuration, hasRetry: entry?.hasRetry ?? false, isRetrying: isRetrying(section: section))
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
        // A section whose placeholder went away or changed no longer owns its running retry. Its
        // state is kept, only the current run cleared: run numbers keep counting, so a stale
        // closure's `finish` never matches (and re-enables the button of) a later run.
        for (section, var retry) in retries {
            if let old = entries[section], let new = decided[section],
                old.configuration == new.configuration, old.hasRetry == new.hasRetry
            { continue }
            retry.reset()
            retries[section] = retry
        }
        entries = decided
        decidedSectionCount = max(0, counts.numberOfSections)
        let flow = measureFlowFooters(in: scrollView)
        refreshShownFooters(in: scrollView, flowChanged: flow.changed, rerendering: flow.measured)
    }

    /// Measures the footers of a vertical flow layout's sections that show a placeholder, at the
    /// footer width, on this turn (not inside UIKit's layout, where the delegate asks for them).
    ///
    /// Rendering into the sizing view takes a configuration's custom view (or hosted content)
    /// out of the footer that shows it: a view has one superview. So the sizing view is emptied
    /// after measuring (giving that view up), and the sections it rendered are re-rendered in the
    /// footers UIKit shows, past their equal-configuration guard, which puts the view back.
    /// - Returns: Whether a height changed, appeared or went away (the layout must ask again),
    ///   and the sections rendered into the sizing view.
    private func measureFlowFooters(in scrollView: UIScrollView) -> (changed: Bool, measured: Set<Int>) {
        guard let collectionView = scrollView as? UICollectionView,
            let flow = collectionView.collectionViewLayout as? UICollectionViewFlowLayout, flow.scrollDirection == .vertical
        else { return (false, []) }
        let width = collectionView.emptyDataSetFlowFooterWidth
        var changed = flowHeights.keep(only: width > 0 ? Set(entries.keys) : [])
        guard width > 0 else { return (changed, []) }
        var measured: Set<Int> = []
        for (section, entry) in entries {
            let key = flowKey(for: entry, section: section, in: collectionView)
            guard flowHeights.height(forSection: section, width: width, key: key) == nil else { continue }
            let view = sizingView ?? makeSizingView(in: collectionView)
            view.apply(entry.configuration, hasRetry: entry.hasRetry, isRetrying: key.isRetrying)
            measured.insert(section)
            if flowHeights.store(view.fittingHeight(forWidth: width), forSection: section, width: width, key: key) {
                changed = true
            }
        }
        if !measured.isEmpty, let sizingView {
            // Hidden first: the renderer announces a disappearance it thinks was on screen, and
            // the sizing view never is.
            sizingView.renderer.isHidden = true
            sizingView.apply(nil)
        }
        return (changed, measured)
    }

    private func makeSizingView(in collectionView: UICollectionView) -> SectionPlaceholderView {
        let view = SectionPlaceholderView()
        view.isHidden = true
        view.isUserInteractionEnabled = false
        view.scrollView = collectionView
        collectionView.addSubview(view)
        sizingView = view
        return view
    }

    private func flowKey(for entry: Entry, section: Int, in collectionView: UICollectionView) -> FlowKey {
        FlowKey(
            configuration: entry.configuration, hasRetry: entry.hasRetry, isRetrying: isRetrying(section: section),
            category: collectionView.traitCollection.preferredContentSizeCategory,
            legibilityWeight: collectionView.traitCollection.legibilityWeight)
    }

    /// The height a flow layout's footer gets for `section` at `width`, asked by the layout from
    /// inside its own pass: the height measured on the last refresh's turn. Nothing is created or
    /// rendered here; a height measured for another width or text size is answered meanwhile, and
    /// a refresh is asked for, which measures again and invalidates the layout.
    func flowFooterHeight(forSection section: Int, width: CGFloat, in collectionView: UICollectionView) -> CGFloat {
        guard let entry = entries[section] else { return 0 }
        let key = flowKey(for: entry, section: section, in: collectionView)
        if let height = flowHeights.height(forSection: section, width: width, key: key) { return height }
        collectionView.emptyDataSetControllerIfPresent?.requestSectionPlaceholderRefresh()
        return flowHeights.lastHeight(forSection: section) ?? 0
    }

    /// Applies the decision to every live footer view at the section UIKit shows it for now (a
    /// view UIKit no longer shows, or shows for a section out of range, shows nothing), and asks
    /// UIKit for the heights again when one changed.
    /// - Parameter rerendering: Sections rendered into the sizing view on this turn: their shown
    ///   footers render again even for an equal configuration (see ``measureFlowFooters(in:)``).
    private func refreshShownFooters(in scrollView: UIScrollView, flowChanged: Bool, rerendering: Set<Int> = []) {
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
            view.apply(
                entry?.configuration, hasRetry: entry?.hasRetry ?? false, isRetrying: isRetrying(section: place.section),
                rendersAnyway: rerendering.contains(place.section))
            let height = view.fittingHeight(forWidth: width)
            if SectionPlaceholderGeometry.needsHeightRequery(
                reportedHeight: reported, newHeight: height, lastRequestedHeight: view.lastRequestedHeight)
            {
                view.lastRequestedHeight = height
                changed.append((place.kind, place.section))
            }
        }
        guard !changed.isEmpty || flowChanged else { return }
        request.beginRequery()
        defer { request.endRequery() }
        requeryHeights(in: scrollView, changed: changed)
    }

    /// Asks UIKit for the changed footers' heights again.
    ///
    /// Tables: `performBatchUpdates(nil)`, the documented way to re-query heights without
    /// reloading. It reaches the batch hook (``EmptyDataSetHooks``), which counts it as a batch
    /// but sends ``UpdateSignal/sectionHeightRequery`` instead of an app batch's signal: no
    /// whole-view reload, no loading-flow step, no deferred reload of a diffable table, and the
    /// section refresh it would ask for is refused while this runs (``SectionRefreshRequest``),
    /// so a refresh never schedules the next. UIKit may ask the app's delegate for its footers
    /// inside the update; the package's answer comes from the decision made above, not from the
    /// provider.
    ///
    /// Collection views (neither call is hooked; the content-size change that follows is handled
    /// as any other, a decision the unchanged whole-view state answers without a reload):
    /// - flow layout: an invalidation of the delegate metrics (its footer size comes from
    ///   ``UIKit/UICollectionView/emptyDataSetSectionFooterSize(forSection:)``), with a context
    ///   of the layout's own `invalidationContextClass`;
    /// - compositional layout (lists included): UIKit's public self-sizing path for each changed
    ///   footer — the layout's attributes, the view's preferred attributes, and the layout's own
    ///   invalidation context for them whenever the preferred height differs (whatever the
    ///   layout's `shouldInvalidate…` answers). An invalidation of the supplementary elements
    ///   alone does not drop the size the layout cached from the footer's last self-sizing. A
    ///   self-sizing flow layout (`estimatedItemSize`) gets both.
    private func requeryHeights(in scrollView: UIScrollView, changed: [(kind: String?, section: Int)]) {
        let animated = !UIAccessibility.isReduceMotionEnabled && scrollView.window != nil
        if let tableView = scrollView as? UITableView {
            let requery = { tableView.performBatchUpdates(nil) }
            if animated { requery() } else { UIView.performWithoutAnimation(requery) }
            return
        }
        guard let collectionView = scrollView as? UICollectionView else { return }
        let layout = collectionView.collectionViewLayout
        if let flow = layout as? UICollectionViewFlowLayout {
            let contextClass = type(of: flow).invalidationContextClass as? UICollectionViewFlowLayoutInvalidationContext.Type
            let context = contextClass?.init() ?? UICollectionViewFlowLayoutInvalidationContext()
            context.invalidateFlowLayoutDelegateMetrics = true
            flow.invalidateLayout(with: context)
            // A self-sizing flow layout (`estimatedItemSize`) keeps the size its footers answered
            // to self-sizing: ask the changed ones again, as for a compositional layout.
            guard SectionCounts.footerSizesItself(flow) else { return }
        }
        for footer in changed {
            guard let kind = footer.kind else { continue }
            requerySelfSizedFooter(ofKind: kind, section: footer.section, in: collectionView)
        }
    }

    /// UIKit's public self-sizing path for one footer (see ``requeryHeights(in:changed:)``).
    private func requerySelfSizedFooter(ofKind kind: String, section: Int, in collectionView: UICollectionView) {
        let layout = collectionView.collectionViewLayout
        let indexPath = IndexPath(item: 0, section: section)
        guard let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath),
            let original = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath),
            let copy = original.copy() as? UICollectionViewLayoutAttributes
        else { return }
        let preferred = view.preferredLayoutAttributesFitting(copy)
        guard preferred.size.height != original.size.height else { return }
        // The compositional layout's `shouldInvalidate…` records the preferred size but may answer
        // NO outside UIKit's own visible-cells pass (and iOS 15 has no self-sizing invalidation to
        // fall back on), so the layout's invalidation for the preferred attributes is applied
        // whatever it answers. UIKit's private preparation and post-processing of preferred
        // attributes (around its own self-sizing query) are bypassed here: harmless for a footer
        // whose answer reads only the width it is given.
        _ = layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        layout.invalidateLayout(
            with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }

    /// Runs the retry of the section UIKit shows `view` for now (resolved at the tap, not from an
    /// index stored earlier): asks the provider for that section again and runs the closure it
    /// returns, with the section's button disabled and showing its activity indicator until the
    /// closure returns. Nothing when the view is no longer shown, the section no longer describes
    /// a retry (the closure outlived its section: it is simply not run), or its retry runs.
    private func runRetry(from view: SectionPlaceholderView, in scrollView: UIScrollView) {
        guard let section = SectionCounts.shownFooters(in: scrollView, kinds: registeredKinds)[ObjectIdentifier(view)]?.section,
            let entry = entries[section], entry.hasRetry, !isRetrying(section: section)
        else { return }
        let searchText = scrollView.emptyDataSetControllerIfPresent?.observedSearchField?.text
        let state = EmptyDataSetConfigurationState(traitCollection: scrollView.traitCollection, searchText: searchText)
        guard let handler = provider?(section, state)?.retry else { return }
        var retry = retries[section] ?? RetryState()
        guard let run = retry.start() else { return }
        retries[section] = retry
        apply(entry, section: section, to: view)
        Task { @MainActor [weak self, weak scrollView] in
            try? await handler.operation()
            guard let self, self.retries[section]?.finish(run) == true else { return }
            // The button becomes usable again on the refresh's turn (re-rendered, re-measured).
            scrollView?.emptyDataSetControllerIfPresent?.requestSectionPlaceholderRefresh()
        }
    }
}
#endif
