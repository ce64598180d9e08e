#if canImport(UIKit)
import UIKit

/// The method swizzling that makes empty states update by themselves. All of it is in this file.
///
/// **What is hooked.** On the base classes only, once each (``HookRegistry``), the first time a
/// scroll view of that kind gets a source:
/// - `UITableView`: `reloadData`, `beginUpdates`, `endUpdates`, `performBatchUpdates(_:completion:)`,
///   the section and row inserts, deletes and moves, section reloads, and `layoutSubviews`;
/// - `UICollectionView`: `reloadData`, `performBatchUpdates(_:completion:)`, the section and item
///   inserts, deletes and moves, section reloads, and `layoutSubviews`;
/// - `UIScrollView`: `setContentSize:` (the second signal, for changes UIKit makes through
///   internal paths, such as some diffable-data-source applies) and `adjustedContentInsetDidChange`
///   (bars and safe area changed: move the view).
///
/// **How.** Each hooked method gets a block implementation that calls the original implementation
/// captured at install time (never the selector, so there is no recursion), then re-evaluates.
/// Subclasses that override a hooked method and call `super` reach the hook exactly once. Scroll
/// views without a source pay one associated-object lookup per call.
///
/// **When.** Nested hooked calls (an update block's inserts, `super` calls, `beginUpdates()` …
/// `endUpdates()`) count once, when the outermost returns (``UpdateBatching``). What that outermost
/// call does is ``ChangeResponse``'s: the app's own reload, batch update or `endUpdates()`
/// re-evaluates at once; an insert, delete, move or section reload, any hooked call on a diffable
/// data source's view (its applies make them from inside UIKit's diffable update), and a reload
/// that arrives inside the scroll view's layout (``LayoutPass``) conceal at most and leave the
/// decision to the next turn of the main queue, coalesced.
///
/// **Which UIKit paths reach the hooks** (read in decompiled UIKitCore: `UITableView` of iOS 26.1,
/// `_UIDiffableDataSourceViewUpdater`):
/// - `-[UITableView performBatchUpdates:completion:]` lands in the private
///   `_performBatchUpdates:withContext:completion:`, which lays out below (`layoutBelowIfNeeded`,
///   so a lazy `reloadData` may run nested), sends the public `beginUpdates` (hooked, nested), runs
///   the updates and closes with the private `endUpdatesWithContext:` (bypasses the hooks). The
///   batch hook therefore restores the update-block count it enclosed (``UpdateBatching``).
/// - The public `endUpdates` sends the private `endUpdatesWithContext:`; `beginUpdates` only counts
///   and prepares cell animations (no public call). A block an app opens and closes is the
///   public/public pair the hooks count.
/// - A table's row and section inserts, deletes, moves, reloads and `reconfigureRows` outside a
///   block pair the private `_setupCellAnimations` and `_endCellAnimationsWithContext:` (no public
///   begin or end); `reconfigureRows` (not hooked) may send the public `reloadData` through
///   `_reloadDataIfNeeded`.
/// - `-[UITableView layoutSubviews]` sends `_reloadDataIfNeeded`, which sends the public
///   `reloadData` when the table has not loaded its data (its first layout, a new data source);
///   `_resumeReloads` at the end of an update sends a `reloadData` suspended during it (nested in
///   the update's hook when the update was a public call).
/// - Diffable data sources: `_UIDiffableDataSourceViewUpdater` wraps every apply in the private
///   `_performDiffableUpdate:` (not hooked) and makes the public per-item calls (tables: inside the
///   public `performBatchUpdates`; collection views: inside the private
///   `_performInternalBatchUpdates:`), or `reloadData` for a reload apply. Every hooked call on such
///   a view defers (``DiffableDataSourceDetector``).
/// - Private paths that reach no hook at all: a table's drop reordering
///   (`_performInternalBatchUpdates:`), `_performInternalReloadData` after a text-size change,
///   collection views' private batch updates. The content-size hook covers item changes they
///   make; should one of them send the public `beginUpdates` and close privately, the block is
///   found open with no call around it on the next turn, closed, and answered with a decision
///   (``OpenWorkCheck``).
/// - A layout pass or hooked call still open on a turn is not taken as stale at once: a nested
///   run loop (an HTML `NSAttributedString` import in `cellForRowAt`) turns the main queue inside
///   it. The turn waits; only one open across several turns was cut off by an exception.
/// - Not inside a layout pass as seen here: the app's own `layoutSubviews` override around
///   `super`, `viewWillLayoutSubviews`/`viewDidLayoutSubviews` (a reload there decides at once),
///   and a subclass overriding `layoutSubviews` without `super` (its passes are not seen).
/// Nothing here depends on one reading being exhaustive: every count is balanced around its own
/// call, and anything left open is repaired when the main queue turns.
@MainActor
enum EmptyDataSetHooks {
    private static var registry = HookRegistry()

    /// Whether hooks may be installed and act. See `UIScrollView.isEmptyDataSetSwizzlingEnabled`.
    static var isEnabled: Bool {
        get { registry.isEnabled }
        set { registry.isEnabled = newValue }
    }

    /// Installs the hooks that `scrollView`'s kind needs, once per base class.
    static func installIfNeeded(for scrollView: UIScrollView) {
        DZNCoexistence.warnOnceIfLinked()  // every first use passes here, not only DZN's setter (DZNCoexistence.swift)
        guard isEnabled else { return }
        installScrollViewHooks()
        if scrollView is UITableView { installTableViewHooks() }
        if scrollView is UICollectionView { installCollectionViewHooks() }
    }

    // MARK: - Per class

    private static func installScrollViewHooks() {
        let scrollView: AnyClass = UIScrollView.self
        hook(scrollView, NSSelectorFromString("setContentSize:"), withSize: { view in
            guard isEnabled else { return }
            view.emptyDataSetControllerIfPresent?.storedContentSizeDidChange()
            view.emptyDataSetPagingControllerIfPresent?.contentSizeDidChange()  // the page footer follows
        })
        hook(scrollView, #selector(UIScrollView.adjustedContentInsetDidChange), plain: { view, original in
            original()
            guard isEnabled else { return }
            view.emptyDataSetControllerIfPresent?.adjustedContentInsetDidChange()
        })
    }

    private static func installTableViewHooks() {
        let table: AnyClass = UITableView.self
        hook(table, #selector(UITableView.reloadData), plain: reloading)
        hook(table, #selector(UITableView.endUpdates), plain: { view, original in
            around(view, original, call: .endUpdates, signal: .reloadHook)
        })
        hook(table, #selector(UITableView.beginUpdates), plain: { view, original in
            around(view, original, call: .beginUpdates, signal: nil)
        })
        hook(table, #selector(UITableView.performBatchUpdates(_:completion:)), batch: batching)
        for selector in [
            #selector(UITableView.insertSections(_:with:)), #selector(UITableView.deleteSections(_:with:)),
            #selector(UITableView.reloadSections(_:with:)),
            #selector(UITableView.insertRows(at:with:)), #selector(UITableView.deleteRows(at:with:)),
        ] {
            hook(table, selector, objectAndInteger: changingItems)
        }
        hook(table, #selector(UITableView.moveSection(_:toSection:)), twoIntegers: changingItems)
        hook(table, #selector(UITableView.moveRow(at:to:)), twoObjects: changingItems)
        hook(table, #selector(UIView.layoutSubviews), plain: layingOut)
    }

    private static func installCollectionViewHooks() {
        let collection: AnyClass = UICollectionView.self
        hook(collection, #selector(UICollectionView.reloadData), plain: reloading)
        hook(collection, #selector(UICollectionView.performBatchUpdates(_:completion:)), batch: batching)
        for selector in [
            #selector(UICollectionView.insertSections(_:)), #selector(UICollectionView.deleteSections(_:)),
            #selector(UICollectionView.reloadSections(_:)),
            #selector(UICollectionView.insertItems(at:)), #selector(UICollectionView.deleteItems(at:)),
        ] {
            hook(collection, selector, object: changingItems)
        }
        hook(collection, #selector(UICollectionView.moveSection(_:toSection:)), twoIntegers: changingItems)
        hook(collection, #selector(UICollectionView.moveItem(at:to:)), twoObjects: changingItems)
        hook(collection, #selector(UIView.layoutSubviews), plain: layingOut)
    }

    /// A reload: sends ``UpdateSignal/reloadHook`` when outermost.
    private static func reloading(_ view: UIScrollView, _ original: () -> Void) {
        around(view, original, signal: .reloadHook)
    }

    /// A batch update: sends ``UpdateSignal/reloadHook`` when outermost, and gives back the
    /// update-block count it enclosed (UIKit's own closes with a private call).
    private static func batching(_ view: UIScrollView, _ original: () -> Void) {
        // The per-section placeholders' own height re-query (UIKit/Sections/) counts as a batch
        // but sends its own signal, which changes nothing.
        let isRequery = view.emptyDataSetControllerIfPresent?.isRequeryingSectionHeights == true
        around(view, original, call: .batch, signal: isRequery ? .sectionHeightRequery : .reloadHook)
    }

    /// An insert, delete, move or section reload: sends ``UpdateSignal/itemChangeHook`` when
    /// outermost.
    private static func changingItems(_ view: UIScrollView, _ original: () -> Void) {
        around(view, original, signal: .itemChangeHook)
    }

    /// A layout pass of a table or collection view: recorded, so a reload UIKit sends from inside
    /// it (`_reloadDataIfNeeded`) waits for the next turn (``LayoutPass``). Only a counter changes
    /// here, on every pass, scrolling included; nothing is evaluated.
    private static func layingOut(_ view: UIScrollView, _ original: () -> Void) {
        guard let controller = view.emptyDataSetControllerIfPresent else {
            original()
            return
        }
        controller.layoutPass.enter(runLoopDepth: RunLoopNesting.depth)  // a turn deeper runs inside it
        original()
        controller.layoutPass.leave()
        controller.loadingHoldDidLayOut()  // a held loading state back in front of new cells
    }

    /// Runs `original` as one (possibly nested) hooked call of kind `call` and sends `signal` when it
    /// was the outermost (``UpdateBatching``). The nesting is counted even while hooks are disabled,
    /// so turning them off in the middle of an update block cannot leave the count unbalanced; only
    /// the signal depends on the switch. The outermost call first makes sure a main-queue turn will
    /// come: if an exception unwinds through `original`, or UIKit closes what it opened with a
    /// private call, that turn finds the nesting still open and repairs it.
    private static func around(
        _ view: UIScrollView, _ original: () -> Void, call: UpdateBatching.Call = .plain, signal: UpdateSignal?
    ) {
        guard let controller = view.emptyDataSetControllerIfPresent else {
            original()
            return
        }
        let entry = controller.batching.enter(call, runLoopDepth: RunLoopNesting.depth)  // a turn deeper runs inside it
        if entry.isOutermost { controller.outermostCallWillBegin() }
        original()
        if controller.batching.leave(entry), isEnabled, let signal { controller.handle(signal) }
    }

    // MARK: - Installing one hook

    /// The Objective-C implementation signatures of the hooked methods. Object arguments are
    /// optional: Objective-C callers can pass `nil`, and the hook forwards what it got.
    private typealias PlainIMP = @convention(c) (UIScrollView, Selector) -> Void
    private typealias SizeIMP = @convention(c) (UIScrollView, Selector, CGSize) -> Void
    private typealias ObjectIMP = @convention(c) (UIScrollView, Selector, AnyObject?) -> Void
    private typealias ObjectIntegerIMP = @convention(c) (UIScrollView, Selector, AnyObject?, Int) -> Void
    private typealias TwoIntegersIMP = @convention(c) (UIScrollView, Selector, Int, Int) -> Void
    private typealias TwoObjectsIMP = @convention(c) (UIScrollView, Selector, AnyObject?, AnyObject?) -> Void
    private typealias Updates = @convention(block) () -> Void
    private typealias Completion = @convention(block) (Bool) -> Void
    private typealias BatchIMP = @convention(c) (UIScrollView, Selector, Updates?, Completion?) -> Void

    /// What a hook does around the original call, given the receiver and the original call.
    private typealias Around = @MainActor @Sendable (UIScrollView, () -> Void) -> Void

    private static func hook(_ owner: AnyClass, _ selector: Selector, plain around: @escaping Around) {
        install(owner, selector) { plainHook($0, selector, around) }
    }

    private static func hook(
        _ owner: AnyClass, _ selector: Selector, withSize after: @escaping @MainActor @Sendable (UIScrollView) -> Void
    ) {
        install(owner, selector) { sizeHook($0, selector, after) }
    }

    private static func hook(_ owner: AnyClass, _ selector: Selector, object around: @escaping Around) {
        install(owner, selector) { objectHook($0, selector, around) }
    }

    private static func hook(_ owner: AnyClass, _ selector: Selector, objectAndInteger around: @escaping Around) {
        install(owner, selector) { objectIntegerHook($0, selector, around) }
    }

    private static func hook(_ owner: AnyClass, _ selector: Selector, twoIntegers around: @escaping Around) {
        install(owner, selector) { twoIntegersHook($0, selector, around) }
    }

    private static func hook(_ owner: AnyClass, _ selector: Selector, twoObjects around: @escaping Around) {
        install(owner, selector) { twoObjectsHook($0, selector, around) }
    }

    private static func hook(_ owner: AnyClass, _ selector: Selector, batch around: @escaping Around) {
        install(owner, selector) { batchHook($0, selector, around) }
    }

    /// Replaces `selector`'s implementation on `owner` (once), keeping the original for the hook.
    /// When `owner` only inherits the method, the hook is added to `owner` so its superclass is
    /// untouched.
    private static func install(_ owner: AnyClass, _ selector: Selector, makeHook: (IMP) -> IMP) {
        let name = NSStringFromSelector(selector)
        guard registry.shouldInstall(owner: ObjectIdentifier(owner), selector: name) else { return }
        guard let method = class_getInstanceMethod(owner, selector) else {
            // Not reachable with today's UIKit; in release the hook is simply skipped.
            assertionFailure("EmptyDataSet: \(owner) has no method \(name); update EmptyDataSetHooks for this UIKit.")
            return
        }
        let hook = makeHook(method_getImplementation(method))
        if !class_addMethod(owner, selector, hook, method_getTypeEncoding(method)) {
            method_setImplementation(method, hook)
        }
    }

    // The hook blocks are formed in nonisolated functions on purpose. A closure formed in
    // main-actor code is itself main-actor isolated, and Swift 6 checks that isolation when the
    // block is entered: UIKit called off the main thread (a bug, but one apps ship) would then trap
    // in every scroll view of the app, since the hooks sit on the base classes. Formed here, the
    // block checks the thread itself and, off the main thread, only forwards to UIKit.

    nonisolated private static func plainHook(_ imp: IMP, _ selector: Selector, _ around: @escaping Around) -> IMP {
        let original = unsafeBitCast(imp, to: PlainIMP.self)
        let block: @convention(block) (UIScrollView) -> Void = { view in
            onMain(view, around, otherwise: { original(view, selector) })
        }
        return imp_implementationWithBlock(block)
    }

    nonisolated private static func sizeHook(
        _ imp: IMP, _ selector: Selector, _ after: @escaping @MainActor @Sendable (UIScrollView) -> Void
    ) -> IMP {
        let original = unsafeBitCast(imp, to: SizeIMP.self)
        // Compares the size UIKit actually stored, which a subclass may have adjusted.
        let around: Around = { view, call in
            let oldSize = view.contentSize
            call()
            if view.contentSize != oldSize { after(view) }
        }
        let block: @convention(block) (UIScrollView, CGSize) -> Void = { view, size in
            // A tall header's empty state may need a taller size (EmptyDataSetController+Overrides.swift).
            onMain(view, around, otherwise: {
                // The page footer's room comes on top (UIScrollView+EmptyDataSetPagingController.swift).
                let stored = EmptyDataSetController.contentSizeToStore(in: view, proposed: size)
                original(view, selector, UIScrollView.pagingContentSizeToStore(in: view, proposed: stored))
            })
        }
        return imp_implementationWithBlock(block)
    }

    nonisolated private static func objectHook(_ imp: IMP, _ selector: Selector, _ around: @escaping Around) -> IMP {
        let original = unsafeBitCast(imp, to: ObjectIMP.self)
        let block: @convention(block) (UIScrollView, AnyObject?) -> Void = { view, object in
            onMain(view, around, otherwise: { original(view, selector, object) })
        }
        return imp_implementationWithBlock(block)
    }

    nonisolated private static func objectIntegerHook(_ imp: IMP, _ selector: Selector, _ around: @escaping Around) -> IMP {
        let original = unsafeBitCast(imp, to: ObjectIntegerIMP.self)
        let block: @convention(block) (UIScrollView, AnyObject?, Int) -> Void = { view, object, integer in
            onMain(view, around, otherwise: { original(view, selector, object, integer) })
        }
        return imp_implementationWithBlock(block)
    }

    nonisolated private static func twoIntegersHook(_ imp: IMP, _ selector: Selector, _ around: @escaping Around) -> IMP {
        let original = unsafeBitCast(imp, to: TwoIntegersIMP.self)
        let block: @convention(block) (UIScrollView, Int, Int) -> Void = { view, first, second in
            onMain(view, around, otherwise: { original(view, selector, first, second) })
        }
        return imp_implementationWithBlock(block)
    }

    nonisolated private static func twoObjectsHook(_ imp: IMP, _ selector: Selector, _ around: @escaping Around) -> IMP {
        let original = unsafeBitCast(imp, to: TwoObjectsIMP.self)
        let block: @convention(block) (UIScrollView, AnyObject?, AnyObject?) -> Void = { view, first, second in
            onMain(view, around, otherwise: { original(view, selector, first, second) })
        }
        return imp_implementationWithBlock(block)
    }

    nonisolated private static func batchHook(_ imp: IMP, _ selector: Selector, _ around: @escaping Around) -> IMP {
        let original = unsafeBitCast(imp, to: BatchIMP.self)
        let block: @convention(block) (UIScrollView, Updates?, Completion?) -> Void = { view, updates, completion in
            onMain(view, around, otherwise: { original(view, selector, updates, completion) })
        }
        return imp_implementationWithBlock(block)
    }

    /// Runs `around` with the original call on the main thread for a scroll view with an empty
    /// data set; anywhere else, and for every other scroll view of the app (text views, web views
    /// …), only the original call, after one associated-object lookup.
    nonisolated private static func onMain(_ view: UIScrollView, _ around: Around, otherwise original: () -> Void) {
        guard Thread.isMainThread, view.hasEmptyDataSetController else {
            original()
            return
        }
        withoutActuallyEscaping(original) { original in
            // Checked just above: this runs on the main thread, where `original` was made.
            let call = MainThreadCall(run: original)
            MainActor.assumeIsolated {
                around(view, call.run)
            }
        }
    }
}

/// A call made and run on the main thread, carried into `MainActor.assumeIsolated`.
private struct MainThreadCall: @unchecked Sendable {
    let run: () -> Void
}
#endif
