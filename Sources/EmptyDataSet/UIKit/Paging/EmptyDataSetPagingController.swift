#if canImport(UIKit)
import UIKit

/// One scroll view's paging: Core's ``PagingFlow`` and ``PagingRoom`` turned into a page task, a
/// footer view and announcements.
///
/// **When it looks.** The content offset is observed (KVO) only while paging is configured; each
/// change costs a few property reads and starts nothing itself: a page that should start starts
/// on the next main-queue turn (``setNeedsEvaluation()``), never inside UIKit's layout or updates.
/// Content-size changes arrive through the package's `setContentSize:` hook, and the end of every
/// empty-state reload pass (``EmptyDataSetController/pagingDidReload()``) — a load of the loading
/// flow starting or ending, the app's `reloadData()`, batch updates and diffable applies — asks
/// for a look too. A refresh control's value change (the user pulled) is observed directly, so a
/// page is cancelled as the refresh starts.
@MainActor
final class EmptyDataSetPagingController: NSObject {
    weak var scrollView: UIScrollView?
    /// The app's paging; `nil` when it is off.
    private(set) var paging: EmptyDataSetPaging?
    private(set) var flow = PagingFlow()
    private(set) var room = PagingRoom()
    /// The failed page's error, while the failed footer shows.
    private(set) var error: (any Error)?
    /// The failed footer, made once when the page failed (the app's closure is not asked again
    /// for every layout).
    private var failedFooter: EmptyDataSetPageFooterConfiguration?
    /// The footer view while one shows.
    private(set) var footerView: PageFooterView?
    /// Which paths started pages, for tests that must tell them apart.
    private(set) var startedBy: [StartReason] = []
    /// Which paths cancelled pages, for tests that must tell them apart.
    private(set) var cancelledBy: [CancelReason] = []
    /// How many times a recorded content size that already held the room was repaired
    /// (``PagingRoom/reconcile(measuredEnd:)``), for tests.
    private(set) var roomRepairs = 0

    /// Why the package cancelled a page.
    enum CancelReason: Equatable {
        /// A pull to refresh started.
        case refresh
        /// A load of the loading flow started.
        case load
        /// The app's reset.
        case reset
        /// Paging was set to `nil`.
        case pagingRemoved
        /// The scroll view left its window for longer than ``PagingFlow/departureGrace``.
        case departure
    }

    /// Why a page started.
    enum StartReason: Equatable {
        /// The content offset came within the threshold (the user scrolled).
        case scroll
        /// A look after a content-size change, a reload pass or a page's end (content shorter
        /// than the screen).
        case evaluation
        /// The failed footer's Retry, or ``UIKit/UIScrollView/retryEmptyDataSetNextPage()``.
        case retry
    }

    private let task = PageTaskBox()
    private var offsetObservation: NSKeyValueObservation?
    private var isEvaluationScheduled = false
    /// Whether a size was proposed while room is made since the last look (``repairRoomIfNeeded(in:)``).
    private var needsRoomCheck = false
    /// Whether the next evaluation came from the content offset.
    private var evaluationFromScroll = false
    /// The offset along the axis at the last look, to tell a move toward the end.
    /// The axis the recorded distance to the end was measured along: a change forgets it.
    private var lastAxis: PagingAxis?
    private var isWritingContentSize = false
    private var isWritingOffset = false
    /// Watches for the return to a window after a page was cancelled by a departure.
    private var windowSentinel: PagingWindowSentinel?
    private weak var observedRefreshControl: UIControl?
    private var departureCheck: DispatchWorkItem?

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init()
    }

    deinit {
        // The scroll view went away: the page in flight is of no use.
        task.cancel()
    }

    // MARK: - Configuration

    /// Sets the app's paging. `nil` cancels a running page (no error, nothing announced) and
    /// removes the footer and its room; a new value keeps a running page and restyles the footer.
    func configure(_ paging: EmptyDataSetPaging?) {
        let wasConfigured = self.paging != nil
        self.paging = paging
        guard let scrollView else { return }
        guard paging != nil else {
            if flow.cancel() != nil { cancelTask(.pagingRemoved) }
            offsetObservation = nil
            flow.forgetDistanceToEnd()
            lastAxis = nil
            removeWindowSentinel()
            NotificationCenter.default.removeObserver(self)
            updateFooter()
            return
        }
        // The content-size hook and the controller's reload passes are the package's: make sure
        // they exist for this scroll view.
        _ = scrollView.emptyDataSetController
        EmptyDataSetHooks.installIfNeeded(for: scrollView)
        if !wasConfigured {
            offsetObservation = Self.observeOffset(of: scrollView) { [weak self] in self?.offsetDidChange() }
            observeKeyboard()
        }
        if flow.phase == .failed, let error { failedFooter = paging?.failedFooter(error) }
        updateFooter()
        setNeedsEvaluation()
    }

    /// The axis pages go along now.
    private func axis(of scrollView: UIScrollView) -> PagingAxis {
        switch paging?.axis ?? .automatic {
        case .vertical: return .vertical
        case .horizontal: return .horizontal
        case .automatic:
            // Frozen while room is made: sizes that include the room must not flip it.
            return room.axis(resolving: {
                PagingAxis.resolve(
                    layoutScrollsHorizontally: scrollView.pagingLayoutScrollsHorizontally,
                    contentSize: room.contentSize(current: scrollView.contentSize), boundsSize: scrollView.bounds.size)
            })
        }
    }

    // MARK: - Looking

    private static func observeOffset(
        of scrollView: UIScrollView, _ onChange: @escaping @MainActor @Sendable () -> Void
    ) -> NSKeyValueObservation {
        scrollView.observe(\.contentOffset, options: [], changeHandler: offsetHandler(onChange))
    }

    /// Formed outside the main actor: the observation's handler is entered on whatever thread
    /// changed the offset (UIKit's main thread); off it the change is ignored instead of trapping.
    nonisolated private static func offsetHandler(
        _ onChange: @escaping @MainActor @Sendable () -> Void
    ) -> @Sendable (UIScrollView, NSKeyValueObservedChange<CGPoint>) -> Void {
        { _, _ in
            guard Thread.isMainThread else { return }
            MainActor.assumeIsolated { onChange() }
        }
    }

    /// Per scrolled frame: a move toward the end re-arms the trigger and resets the bounded count
    /// (``PagingFlow/distanceToEndDidChange(to:)``) — whatever moved it: a drag, VoiceOver's
    /// three-finger scroll, focus or Full Keyboard Access, the app's `scrollToRow` or
    /// `setContentOffset(_:animated:)` (every frame of an animated one) — except the package's
    /// own clamp when the room goes. Measured as the distance to the end of the app's own
    /// content, not the offset's sign: UIKit's self-sizing and diffable anchor corrections move
    /// the offset and the content together and so do not count. A page that should start is asked for on the next turn.
    /// Nothing more while a page loads, failed or the end was reached.
    private func offsetDidChange() {
        guard let scrollView, paging != nil else { return }
        let axis = axis(of: scrollView)
        if axis != lastAxis {
            flow.forgetDistanceToEnd()
            lastAxis = axis
        }
        if !isWritingOffset { flow.distanceToEndDidChange(to: extent(in: scrollView).distanceToEnd) }
        if scrollView.isEmptyDataSetRefreshing, flow.isLoadingPage {
            setNeedsEvaluation()  // a refresh started: the page is cancelled
            return
        }
        guard flow.phase == .idle, flow.isArmed, flow.automaticPages < PagingFlow.maximumAutomaticPages,
            isWithinThreshold(in: scrollView)
        else { return }
        evaluationFromScroll = true
        setNeedsEvaluation()
    }

    /// After the `setContentSize:` hook stored a new size (not the package's own write), possibly
    /// inside UIKit's own update or layout: the footer moves to the new end at once (rows that
    /// arrived must not sit under it for a frame) — a frame change of the package's own view, no
    /// app code; the size is written again only when the footer's length changed. The trigger
    /// looks on the next turn.
    func contentSizeDidChange() {
        guard !isWritingContentSize, paging != nil else { return }
        layoutFooter()
        if room.isExtended { needsRoomCheck = true }
        setNeedsEvaluation()
    }

    /// Looks again on the next turn of the main queue (coalesced).
    func setNeedsEvaluation() {
        guard paging != nil, !isEvaluationScheduled else { return }
        isEvaluationScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.isEvaluationScheduled = false
                self.evaluate()
            }
        }
    }

    /// Follows the loading flow and the refresh control, then starts a page when the rules allow.
    private func evaluate() {
        let fromScroll = evaluationFromScroll
        evaluationFromScroll = false
        guard let scrollView, paging != nil else { return }
        repairRoomIfNeeded(in: scrollView)
        observeRefreshControl(of: scrollView)
        let isLoading = scrollView.emptyDataSetControllerIfPresent?.isFlowLoadingForPaging ?? false
        let isRefreshing = scrollView.isEmptyDataSetRefreshing
        if flow.loadingDidChange(isLoading: isLoading, isRefreshing: isRefreshing) != nil {
            cancelTask(isRefreshing ? .refresh : .load)
        }
        if flow.phase == .idle { error = nil }
        updateFooter()
        guard flow.phase == .idle, flow.isArmed, hasItems(in: scrollView) else { return }
        let conditions = PagingFlow.Conditions(
            isWithinThreshold: isWithinThreshold(in: scrollView), isLoading: isLoading, isRefreshing: isRefreshing)
        guard let page = flow.trigger(conditions) else { return }
        start(page, reason: fromScroll ? .scroll : .evaluation, in: scrollView)
    }

    /// The geometry now (``PagingGeometry``), measured on the content's own size.
    private func isWithinThreshold(in scrollView: UIScrollView) -> Bool {
        guard let paging else { return false }
        return PagingGeometry.isWithinThreshold(extent(in: scrollView), threshold: paging.coreThreshold)
    }

    private func extent(in scrollView: UIScrollView) -> PagingGeometry.Extent {
        let own = room.contentSize(current: scrollView.contentSize)
        let insets = scrollView.adjustedContentInset
        switch axis(of: scrollView) {
        case .vertical:
            return PagingGeometry.Extent(
                contentLength: own.height, boundsLength: scrollView.bounds.height, offset: scrollView.contentOffset.y,
                insetStart: insets.top, insetEnd: insets.bottom, keyboardBeyondInset: keyboardBeyondInset(in: scrollView))
        case .horizontal:
            return PagingGeometry.Extent(
                contentLength: own.width, boundsLength: scrollView.bounds.width, offset: scrollView.contentOffset.x,
                insetStart: insets.left, insetEnd: insets.right)
        }
    }

    /// How far the keyboard covers the list beyond its bottom inset (a `UITableViewController`
    /// adds the keyboard to the inset itself; a plain table elsewhere does not).
    private func keyboardBeyondInset(in scrollView: UIScrollView) -> CGFloat {
        let overlap = scrollView.emptyDataSetControllerIfPresent?.keyboardOverlap(in: scrollView) ?? 0
        return max(0, overlap - scrollView.adjustedContentInset.bottom)
    }

    /// Whether the list has items: a table or collection view asks its data source (a list
    /// without items is the first load's business); a plain scroll view has content when its own
    /// content size is not empty along the axis.
    private func hasItems(in scrollView: UIScrollView) -> Bool {
        if scrollView is UITableView || scrollView is UICollectionView { return !scrollView.hasNoEmptyDataSetItems }
        return axis(of: scrollView).length(of: room.contentSize(current: scrollView.contentSize)) > 0
    }

    // MARK: - Pages

    private func start(_ page: PagingFlow.PageID, reason: StartReason, in scrollView: UIScrollView) {
        guard let load = paging?.loadNextPage else { return }
        startedBy.append(reason)
        error = nil
        failedFooter = nil
        updateFooter()
        announce(.loadingMore)
        // A Task: the app's closure runs on a later turn, never inside the call that triggered it
        // (a layout pass, a hooked call). One that throws before its first suspension is a failed
        // page like any other.
        task.replace(with: Task { @MainActor [weak self] in
            do {
                let result = try await load()
                self?.pageDidFinish(page, with: result)
            } catch {
                self?.pageDidFail(page, with: error)
            }
        })
    }

    private func pageDidFinish(_ page: PagingFlow.PageID, with result: EmptyDataSetPageResult) {
        guard flow.current == page, let scrollView else { return }  // cancelled or replaced
        task.clear()
        // Rows the closure added may not be laid out yet (a collection view loads lazily): lay
        // out first, so the room given back below is measured against the new content.
        scrollView.layoutIfNeeded()
        let announcement = flow.finish(
            page, itemCount: result.itemCount, isEnd: result.isLastPage, hasContent: hasItems(in: scrollView))
        flow.recordDistanceToEnd(extent(in: scrollView).distanceToEnd)
        updateFooter()
        if let announcement { announce(announcement) }
        setNeedsEvaluation()  // content still shorter than the screen: the next page
    }

    private func pageDidFail(_ page: PagingFlow.PageID, with error: any Error) {
        guard flow.current == page, let scrollView else { return }
        task.clear()
        let recognizes = scrollView.emptyDataSetLoadingOptions.isCancellation
        let isCancellation = Task.isCancelled || LoadCancellation.isCancellation(error, recognizing: recognizes)
        let announcement = flow.fail(page, isCancellation: isCancellation)
        flow.recordDistanceToEnd(extent(in: scrollView).distanceToEnd)
        if flow.phase == .failed {
            self.error = error
            failedFooter = paging?.failedFooter(error)
        }
        updateFooter()
        if let announcement { announce(announcement) }
    }

    /// The failed page's Retry: loads it again unless the loading flow or a refresh runs.
    /// - Returns: Whether a page started.
    @discardableResult
    func retry() -> Bool {
        // Rows cleared meanwhile: the empty state is the list's now, not a page.
        guard let scrollView, paging != nil, hasItems(in: scrollView) else { return false }
        let conditions = PagingFlow.Conditions(
            isWithinThreshold: true, isLoading: scrollView.emptyDataSetControllerIfPresent?.isFlowLoadingForPaging ?? false,
            isRefreshing: scrollView.isEmptyDataSetRefreshing)
        guard let page = flow.retry(conditions) else { return false }
        start(page, reason: .retry, in: scrollView)
        return true
    }

    /// Back to the start (the app's reset): cancels a running page, forgets the end and a failure.
    func reset() {
        if flow.reset() != nil { cancelTask(.reset) }
        error = nil
        failedFooter = nil
        updateFooter()
        setNeedsEvaluation()
    }

    /// The public state.
    var state: EmptyDataSetPagingState {
        switch flow.phase {
        case .idle: .idle
        case .loading: .loading
        case .failed: .failed
        case .ended: .endReached
        }
    }

    // MARK: - Refresh and window

    /// Observes the refresh control's value change (the user pulled): the page is cancelled as
    /// the refresh starts, not when the offset next changes.
    private func observeRefreshControl(of scrollView: UIScrollView) {
        #if !os(tvOS)
        guard let control = scrollView.refreshControl, control !== observedRefreshControl else { return }
        observedRefreshControl?.removeTarget(self, action: #selector(refreshControlDidChange), for: .valueChanged)
        control.addTarget(self, action: #selector(refreshControlDidChange), for: .valueChanged)
        observedRefreshControl = control
        #endif
    }

    @objc private func refreshControlDidChange() {
        setNeedsEvaluation()
    }

    /// The footer (there only while a page loads, failed or the end shows) moved to a window or
    /// out of one. Out of one for ``PagingFlow/departureGrace`` seconds — the screen closed, not
    /// a tab switch — the running page is cancelled, without an error.
    private func windowDidChange(isInWindow: Bool) {
        departureCheck?.cancel()
        departureCheck = nil
        guard !isInWindow else {
            setNeedsEvaluation()
            return
        }
        let leftAt = CACurrentMediaTime()
        let check = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.scrollView?.window == nil,
                    PagingFlow.hasLeftForGood(leftAt: leftAt, now: CACurrentMediaTime())
                else { return }
                guard self.flow.cancel() != nil else { return }
                self.cancelTask(.departure)
                self.updateFooter()
                self.watchForReturn(to: self.scrollView)
            }
        }
        departureCheck = check
        DispatchQueue.main.asyncAfter(deadline: .now() + PagingFlow.departureGrace, execute: check)
    }

    private func cancelTask(_ reason: CancelReason) {
        cancelledBy.append(reason)
        task.cancel()
    }

    /// A page cancelled because the list left its window resumes when it comes back: a hidden
    /// sentinel subview reports the return (the footer, which reported the departure, went with
    /// the page), and the trigger looks again — the user need not scroll.
    private func watchForReturn(to scrollView: UIScrollView?) {
        guard let scrollView, windowSentinel == nil else { return }
        let sentinel = PagingWindowSentinel()
        // Called inside the sentinel's `didMoveToWindow`, while UIKit still walks the scroll view's
        // subviews to tell each of them about the window: removing a subview there could mutate
        // that walk or leave siblings unnotified. So it only disarms itself (it reports once) and
        // the removal and the resumption happen on the next main-queue turn.
        sentinel.onReturn = { [weak self, weak sentinel] in
            sentinel?.onReturn = nil
            sentinel?.isHidden = true
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, let sentinel, self.windowSentinel === sentinel else { return }
                    self.removeWindowSentinel()
                    // Gone again within the same turn (a quick re-parent): watch for the next return.
                    guard let scrollView = self.scrollView, scrollView.window != nil else {
                        self.watchForReturn(to: self.scrollView)
                        return
                    }
                    self.flow.resumeAfterDeparture()
                    self.setNeedsEvaluation()
                }
            }
        }
        windowSentinel = sentinel
        scrollView.addSubview(sentinel)
    }

    private func removeWindowSentinel() {
        windowSentinel?.onReturn = nil
        windowSentinel?.removeFromSuperview()
        windowSentinel = nil
    }

    // MARK: - Footer

    /// Shows the footer of the current phase — none while the list has no items (the app cleared
    /// the rows without a reset: the empty state is the list's then, and a failed or end footer
    /// must not sit over it) — or removes it and gives its room back.
    private func updateFooter() {
        guard let scrollView else { return }
        defer { updatePageOnlineRetry() }  // EmptyDataSetPagingController+OnlineRetry.swift
        let footer = flow.footer(showsEnd: paging?.endFooter != nil)
        let configuration = footer == .none || !hasItems(in: scrollView) ? nil : footerConfiguration(for: footer)
        guard let configuration else {
            removeFooter(from: scrollView)
            return
        }
        let view = footerView ?? makeFooterView()
        view.apply(configuration)
        if view.superview !== scrollView {
            view.alpha = 0
            scrollView.addSubview(view)
            layoutFooter()
            let duration = MotionPreferences.stateCrossFadeDuration(isReduceMotionEnabled: AccessibilitySystem.isReduceMotionEnabled())
            if duration > 0, view.window != nil {
                UIView.animate(withDuration: duration, delay: 0, options: [.allowUserInteraction]) { view.alpha = 1 }
            } else {
                view.alpha = 1
            }
        } else {
            layoutFooter()
        }
    }

    private func footerConfiguration(for footer: PagingFlow.Footer) -> EmptyDataSetPageFooterConfiguration? {
        guard let paging else { return nil }
        switch footer {
        case .none: return nil
        case .loading: return paging.loadingFooter
        case .failed: return failedFooter ?? error.map { paging.failedFooter($0) }
        case .end: return paging.endFooter
        }
    }

    private func makeFooterView() -> PageFooterView {
        let view = PageFooterView()
        view.onButtonTap = { [weak self] in self?.retry() }
        view.onWindowChange = { [weak self] isInWindow in self?.windowDidChange(isInWindow: isInWindow) }
        // On the next turn: the footer's labels take their new fonts as the traits reach them,
        // which may be after the footer's own trait handler ran.
        view.onTraitChange = { [weak self] in
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    self?.footerView?.invalidateMeasurement()
                    self?.layoutFooter()
                }
            }
        }
        footerView = view
        return view
    }

    /// Places the footer after the content's own end and makes its room (``PagingRoom``); also
    /// after keyboard, inset, size and rotation changes.
    func layoutFooter() {
        guard let scrollView, let view = footerView, view.superview === scrollView else { return }
        let axis = axis(of: scrollView)
        room.axis = axis
        let own = room.contentSize(current: scrollView.contentSize)
        let insets = scrollView.adjustedContentInset
        view.fallbackBackgroundColor = Self.fallbackBackground(of: scrollView)
        let length: CGFloat
        switch axis {
        case .vertical:
            let width = scrollView.bounds.width
            length = view.length(along: .vertical, crossLength: width)
            view.autoresizingMask = [.flexibleWidth]
            view.frame = CGRect(x: 0, y: own.height, width: width, height: length)
            makeRoom(length + keyboardBeyondInset(in: scrollView), in: scrollView)
        case .horizontal:
            let visible = max(0, scrollView.bounds.height - insets.top - insets.bottom)
            let height = own.height > 0 ? own.height : visible
            length = view.length(along: .horizontal, crossLength: height)
            view.autoresizingMask = []
            view.frame = CGRect(x: own.width, y: 0, width: length, height: height)
            makeRoom(length, in: scrollView)
        }
    }

    /// A plain table draws filler-row separators from its rows' end down when it has no
    /// `tableFooterView` and its content is shorter than the screen (`-[UITableView
    /// _shouldDisplayExtraSeparatorsAtOffset:]`): through a clear footer. So a plain table's
    /// footer without a background of its own takes the table's (re-read at every layout of the
    /// footer, and dynamic colors follow light and dark by themselves).
    private static func fallbackBackground(of scrollView: UIScrollView) -> UIColor? {
        // A background view (an image, a gradient, a material) or a translucent color shows
        // through the table: an opaque band over it would be worse than the separators, so none.
        guard let table = scrollView as? UITableView, table.style == .plain, table.backgroundView == nil
        else { return nil }
        guard let color = table.backgroundColor else { return .systemBackground }
        // Resolved for the table's traits (a dynamic color's alpha may differ per appearance); RGB
        // and grayscale colors both answer `getRed` (converted), a pattern-image color answers
        // neither and so counts as see-through.
        let resolved = color.resolvedColor(with: table.traitCollection)
        var alpha: CGFloat = 0
        guard resolved.getRed(nil, green: nil, blue: nil, alpha: &alpha) || resolved.getWhite(nil, alpha: &alpha),
            alpha >= 1
        else { return nil }
        return color
    }

    private func removeFooter(from scrollView: UIScrollView) {
        guard let view = footerView else { return }
        view.removeFromSuperview()
        footerView = nil
        departureCheck?.cancel()
        departureCheck = nil
        makeRoom(nil, in: scrollView)
    }

    /// Passes the size ``PagingRoom/follow(length:currentSize:)`` asks for through the
    /// `setContentSize:` hook. When the room goes, an offset past the new end is brought back to
    /// it *before* the size shrinks — with a short animation (none under Reduce Motion), never
    /// while the user drags or the list decelerates (its own bounce settles it), never above the
    /// start (a pull to refresh). Clamping first is right whether or not `setContentSize:` moves
    /// the offset itself (UIKit's scroll views may pin an offset beyond a smaller content): the
    /// offset already fits the smaller size when it is stored, so there is nothing left for
    /// UIKit to snap, and an animation already running ends at the same place.
    private func makeRoom(_ length: CGFloat?, in scrollView: UIScrollView) {
        guard let size = room.follow(length: length, currentSize: scrollView.contentSize) else { return }
        if length == nil { clampOffset(to: size, in: scrollView) }
        writeContentSize(size, in: scrollView)
    }

    private func writeContentSize(_ size: CGSize, in scrollView: UIScrollView) {
        isWritingContentSize = true
        let controller = scrollView.emptyDataSetControllerIfPresent
        let wasWriting = controller?.overrides.isWritingContentSize ?? false
        controller?.overrides.isWritingContentSize = true  // the package's own write: no empty-state decision
        scrollView.contentSize = size
        controller?.overrides.isWritingContentSize = wasWriting
        isWritingContentSize = false
    }

    /// Brings an offset past the end of a content of `size` back to that end (see ``makeRoom(_:in:)``).
    private func clampOffset(to size: CGSize, in scrollView: UIScrollView) {
        guard !scrollView.isDragging, !scrollView.isTracking, !scrollView.isDecelerating else { return }
        let insets = scrollView.adjustedContentInset
        var offset = scrollView.contentOffset
        switch room.axis {
        case .vertical:
            offset.y = PagingRoom.clampedOffset(
                offset.y, contentLength: size.height, boundsLength: scrollView.bounds.height, insetStart: insets.top,
                insetEnd: insets.bottom)
        case .horizontal:
            offset.x = PagingRoom.clampedOffset(
                offset.x, contentLength: size.width, boundsLength: scrollView.bounds.width, insetStart: insets.left,
                insetEnd: insets.right)
        }
        guard offset != scrollView.contentOffset else { return }
        let animated = !AccessibilitySystem.isReduceMotionEnabled() && scrollView.window != nil
        isWritingOffset = true
        scrollView.setContentOffset(offset, animated: animated)
        isWritingOffset = false
    }

    /// Repairs the room when a size UIKit proposed while it was made already contained it.
    ///
    /// Which UIKit paths reach the `setContentSize:` hook: a table's full recompute (reloads,
    /// batch updates, diffable applies, its layout) proposes the rows' own size; a table's
    /// self-sizing rows may instead send a height delta through the private
    /// `_applyContentSizeDeltaImmediately:` (or, linked on newer SDKs, coalesced through
    /// `_coalesceContentSizeUpdateWithDelta:`), which UITableViewRowData calls when a measured
    /// row differs from its estimate. If that path adds the delta to the *stored* `contentSize`
    /// (which includes the room), the proposal holds the room once already and the hook adds it
    /// again. The hook cannot tell the two apart from the number alone, so it stores what it is
    /// given, and on the next turn — outside UIKit's update — the table's own geometry (the last
    /// section's rect, plus the app's `tableFooterView`) says where the content really ends; a
    /// recorded size beyond it by the room's length is repaired (``PagingRoom/reconcile(measuredEnd:)``).
    /// Should UIKit recompute instead, nothing is repaired. Collection views take their size from
    /// the layout's `collectionViewContentSize` on every change, never from the stored one; a plain
    /// scroll view's size is the app's, which the package cannot measure (an app that lengthens
    /// `contentSize` relatively while a footer shows reads the room in it, as documented).
    private func repairRoomIfNeeded(in scrollView: UIScrollView) {
        guard needsRoomCheck else { return }
        needsRoomCheck = false
        guard room.isExtended, room.axis == .vertical, let table = scrollView as? UITableView else { return }
        // Laid out first (this runs on a turn of its own, outside UIKit's updates), so the
        // `tableFooterView`'s frame carries the height and place the table gave it — an app footer
        // resized after it was assigned is measured as the table has it.
        table.layoutIfNeeded()
        let sections = table.numberOfSections
        let rowsEnd = sections > 0 ? table.rect(forSection: sections - 1).maxY : table.tableHeaderView?.frame.maxY ?? 0
        let end = table.tableFooterView.map { max($0.frame.maxY, rowsEnd) } ?? rowsEnd
        guard let size = room.reconcile(measuredEnd: end) else { return }
        roomRepairs += 1
        writeContentSize(size, in: scrollView)
        layoutFooter()
    }

    /// The size the `setContentSize:` hook stores for `proposed` (``PagingRoom``).
    func storedSize(forProposed proposed: CGSize) -> CGSize {
        room.storedSize(forProposed: proposed)
    }

    // MARK: - Keyboard

    private func observeKeyboard() {
        #if !os(tvOS) && !os(visionOS)
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification] {
            center.addObserver(self, selector: #selector(keyboardDidMove), name: name, object: nil)
        }
        #endif
    }

    /// The keyboard moved: the footer's room follows on the next turn, once the empty-state
    /// controller recorded the keyboard's new frame (whatever order the observers run in).
    @objc private func keyboardDidMove() {
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                self?.layoutFooter()
                self?.setNeedsEvaluation()
            }
        }
    }

    // MARK: - VoiceOver

    /// Tells VoiceOver, queued after what it is saying; focus stays where the user is. Nothing
    /// for a list that is not where the user is (behind a sheet, another tab).
    private func announce(_ announcement: PagingFlow.Announcement) {
        guard AccessibilitySystem.isVoiceOverRunning(), let scrollView, scrollView.userPresentation.isUserHere else { return }
        let text = PagingText.spoken(announcement)
        let queued = NSAttributedString(string: text, attributes: [.accessibilitySpeechQueueAnnouncement: true])
        AccessibilitySystem.post(.announcement, queued)
    }
}

/// The running page's task, in a box the controller's `deinit` (outside the main actor) can
/// cancel. `Task` is thread-safe; the box is only written on the main thread.
private final class PageTaskBox: @unchecked Sendable {
    private var task: Task<Void, Never>?

    func replace(with task: Task<Void, Never>) {
        self.task?.cancel()
        self.task = task
    }

    /// Forgets the task that just ended (its result is being handled).
    func clear() {
        task = nil
    }

    func cancel() {
        task?.cancel()
        task = nil
    }
}

extension UIScrollView {
    /// Whether the layout scrolls horizontally: a collection view's flow layout's scroll
    /// direction, or a compositional layout's configuration's; `nil` for anything else.
    var pagingLayoutScrollsHorizontally: Bool? {
        guard let collectionView = self as? UICollectionView else { return nil }
        if let flow = collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
            return flow.scrollDirection == .horizontal
        }
        if let compositional = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout {
            return compositional.configuration.scrollDirection == .horizontal
        }
        return nil
    }
}
#endif
