import Foundation

// The next page of a list: when it loads, what its footer shows and what VoiceOver hears.

/// The paging state machine: scrolls, loads of the loading flow and the pages' outcomes in; which
/// page to start, which to cancel, the footer and the announcements out.
///
/// The rules:
/// - **One page at a time**, started only from ``Phase/idle`` when the visible area is within the
///   threshold of the end (``PagingGeometry``), and never while the loading flow's first load or a
///   refresh runs (``Conditions``).
/// - **The end.** A page the app reports as the last puts the flow in ``Phase/ended``: no page
///   loads again until ``reset()`` (a refresh or a new first load does it, ``loadingDidChange(isLoading:isRefreshing:)``).
/// - **No loop.** A page that added no items, or one the app's closure ended with a cancellation,
///   disarms the trigger until the list next moves toward its end (``distanceToEndDidChange(to:)``): at
///   the end of a list that says "more" but gives nothing, nothing loads over and over.
/// - **Filling the screen, bounded.** Content shorter than the visible area is within the
///   threshold, so the next page loads as soon as one ends — at most ``maximumAutomaticPages``
///   in a row while the list does not move; any move toward the end allows as many again. A
///   move is the distance to the end shrinking by ``rearmDistance`` below the one recorded when
///   the last page ended, by anything but the package's own write: a drag, VoiceOver's
///   three-finger scroll, focus or Full Keyboard Access moving, the app's `scrollToRow` or
///   `setContentOffset(_:animated:)` — not only a drag, and not UIKit's anchor corrections.
/// - **Failure.** A failed page shows the failed footer and loads nothing until ``retry(_:)``.
/// - **Cancellation.** A page the package cancels (``cancel()``, ``reset()``) or one whose closure
///   reports a cancellation shows no error; its late result is ignored (each page has its own
///   identity, ``PageID``), as is the result of a page that ends after the list was cleared.
struct PagingFlow: Sendable {
    /// Where the flow is.
    enum Phase: Equatable, Sendable {
        /// No page loads; the next loads when the trigger allows.
        case idle
        /// A page loads.
        case loading
        /// The last page failed; only a retry loads it again.
        case failed
        /// The app reported the end of the list.
        case ended
    }

    /// One page's identity, so that a late result of a cancelled page changes nothing.
    struct PageID: Hashable, Sendable {
        fileprivate let order: Int
    }

    /// What may start a page besides the geometry.
    struct Conditions: Equatable, Sendable {
        /// Whether the visible area is within the threshold of the end (``PagingGeometry/isWithinThreshold(_:threshold:)``).
        var isWithinThreshold: Bool
        /// Whether the loading flow loads (its first load, a reload or a refresh).
        var isLoading: Bool = false
        /// Whether a pull to refresh runs.
        var isRefreshing: Bool = false
    }

    /// What VoiceOver hears.
    enum Announcement: Equatable, Sendable {
        /// "Loading more": a page started.
        case loadingMore
        /// "20 more items": a page added items.
        case loaded(itemCount: Int)
        /// "No more items": the last page added none.
        case endReached
        /// "Couldn't load more".
        case failed
    }

    /// What the footer below the content shows.
    enum Footer: Equatable, Sendable {
        /// No footer: no room below the content.
        case none
        /// An activity indicator.
        case loading
        /// The failure's message and Retry.
        case failed
        /// The end of the list (only when the app asked for it).
        case end
    }

    /// How many pages load in a row while the list does not move (content shorter than the screen).
    static let maximumAutomaticPages = 10
    /// How long a scroll view stays out of its window before its page is cancelled, in seconds:
    /// a tab switch or a short push and pop keep it; a screen closed for good does not.
    static let departureGrace: TimeInterval = 2

    /// Where the flow is.
    private(set) var phase: Phase = .idle
    /// The page that loads now.
    private(set) var current: PageID?
    /// Whether the trigger may start a page (see "No loop").
    private(set) var isArmed = true
    /// Pages started since the list last moved toward its end.
    private(set) var automaticPages = 0
    /// Whether the loading flow or a refresh ran at the last look (``loadingDidChange(isLoading:isRefreshing:)``).
    private var wasLoading = false
    private var nextOrder = 0

    /// Whether a page loads.
    var isLoadingPage: Bool { phase == .loading }

    /// The footer for the current phase; the end's only when `showsEnd`.
    func footer(showsEnd: Bool) -> Footer {
        switch phase {
        case .idle: .none
        case .loading: .loading
        case .failed: .failed
        case .ended: showsEnd ? .end : .none
        }
    }

    /// Starts a page when the rules allow.
    /// - Parameter conditions: The geometry's answer and the loading flow's state now.
    /// - Returns: The page to load, or `nil` when none starts.
    mutating func trigger(_ conditions: Conditions) -> PageID? {
        guard phase == .idle, isArmed, conditions.isWithinThreshold, !conditions.isLoading, !conditions.isRefreshing,
            automaticPages < Self.maximumAutomaticPages
        else { return nil }
        automaticPages += 1
        return begin()
    }

    /// The failed page's Retry (the footer's button, or the app): loads it again, whatever the
    /// geometry, unless the loading flow or a refresh runs.
    /// - Parameter conditions: The loading flow's state now (the geometry is not asked).
    /// - Returns: The page to load, or `nil` when nothing failed or a load runs.
    mutating func retry(_ conditions: Conditions) -> PageID? {
        guard phase == .failed, !conditions.isLoading, !conditions.isRefreshing else { return nil }
        isArmed = true
        automaticPages = 1
        return begin()
    }

    private mutating func begin() -> PageID {
        let page = PageID(order: nextOrder)
        nextOrder += 1
        current = page
        phase = .loading
        return page
    }

    /// A page returned.
    /// - Parameters:
    ///   - page: The page.
    ///   - itemCount: How many items it added (negative counts as 0).
    ///   - isEnd: Whether the app reported the end of the list.
    ///   - hasContent: Whether the list has content now: a page that returns after the list was
    ///     cleared changes nothing but ends.
    /// - Returns: What VoiceOver hears; `nil` for a stale page (cancelled, or not the current
    ///   one) and for a list cleared meanwhile.
    mutating func finish(_ page: PageID, itemCount: Int, isEnd: Bool, hasContent: Bool) -> Announcement? {
        guard page == current else { return nil }
        current = nil
        guard hasContent else {
            phase = .idle
            return nil
        }
        let count = max(0, itemCount)
        phase = isEnd ? .ended : .idle
        if count == 0 { isArmed = false }
        if count > 0 { return .loaded(itemCount: count) }
        return isEnd ? .endReached : nil
    }

    /// A page threw.
    /// - Parameters:
    ///   - page: The page.
    ///   - isCancellation: Whether the error is a cancellation (``LoadCancellation``): no error
    ///     shows, and the trigger waits for the list's next move toward its end.
    /// - Returns: What VoiceOver hears; `nil` for a stale page or a cancellation.
    mutating func fail(_ page: PageID, isCancellation: Bool) -> Announcement? {
        guard page == current else { return nil }
        current = nil
        if isCancellation {
            phase = .idle
            isArmed = false
            return nil
        }
        phase = .failed
        return .failed
    }

    /// Cancels the running page (the scroll view left its window for good, the page closure was
    /// removed): no error, nothing announced.
    /// - Returns: The cancelled page, whose task the caller cancels; `nil` when none ran.
    mutating func cancel() -> PageID? {
        guard let page = current else { return nil }
        current = nil
        phase = .idle
        return page
    }

    /// Back to the start: a refresh or a new first load. Cancels the running page, forgets the
    /// end and a failure, re-arms the trigger.
    /// - Returns: The cancelled page, if one ran.
    mutating func reset() -> PageID? {
        let cancelled = cancel()
        phase = .idle
        isArmed = true
        automaticPages = 0
        return cancelled
    }

    /// Follows the loading flow and the refresh control: when a load or a refresh starts (after
    /// none ran), the flow resets (``reset()``).
    /// - Returns: The page to cancel, if one ran when the load started.
    mutating func loadingDidChange(isLoading: Bool, isRefreshing: Bool) -> PageID? {
        let loads = isLoading || isRefreshing
        defer { wasLoading = loads }
        guard loads, !wasLoading else { return nil }
        return reset()
    }

    /// How much closer to the end the list must come than the recorded distance (``distanceToEnd``)
    /// to count as a move toward the end, in points.
    static let rearmDistance: CGFloat = 1

    /// How far (points) the list must move away from the end, past the recorded distance, for
    /// the record to follow it — so that coming back re-arms the trigger. Larger than any offset
    /// correction UIKit makes on its own while the list rests (self-sizing and anchor corrections
    /// keep the distance about constant), smaller than any real scroll away.
    static let leaveDistance: CGFloat = 44

    /// The distance from the visible end to the content's end (without the footer's room) when
    /// the last page ended, lowered by each move toward the end and raised by a move more than
    /// ``leaveDistance`` away; `nil` until the first look. UIKit's own corrections — self-sizing and diffable anchor
    /// corrections, content inserted above — move the offset and the content length together and
    /// keep it about constant, so they never count as a move toward the end.
    private(set) var distanceToEnd: CGFloat?

    /// The distance to the end now (``PagingGeometry/Extent/distanceToEnd`` with the app's own
    /// content length), after any offset change that is not the package's own write. Shrunk by
    /// at least ``rearmDistance`` below the recorded distance: a move toward the end (a drag,
    /// VoiceOver's three-finger scroll, focus, the app's `setContentOffset`) re-arms the trigger
    /// and allows ``maximumAutomaticPages`` again, and the new distance is recorded. Anything
    /// else (a move away, UIKit's corrections within a point) and a non-finite distance change
    /// nothing; with no record yet, the distance is recorded.
    mutating func distanceToEndDidChange(to distance: CGFloat) {
        guard distance.isFinite else { return }
        guard let recorded = distanceToEnd else {
            distanceToEnd = distance
            return
        }
        // Raised only by a move well away from the end (more than ``leaveDistance``): the user
        // scrolled up and may come back, which must re-arm. Corrections that jitter around the
        // record (within a few points) never raise it, so they cannot add up to a re-arm.
        if distance > recorded + Self.leaveDistance {
            distanceToEnd = distance
            return
        }
        guard distance <= recorded - Self.rearmDistance else { return }
        isArmed = true
        automaticPages = 0
        distanceToEnd = distance
    }

    /// Records the distance to the end when a page ended (after its rows were laid out): the list
    /// must come closer than this to re-arm. A non-finite distance forgets the record.
    mutating func recordDistanceToEnd(_ distance: CGFloat) {
        distanceToEnd = distance.isFinite ? distance : nil
    }

    /// Forgets the recorded distance (the paging was removed, the axis changed): the next look
    /// only records.
    mutating func forgetDistanceToEnd() {
        distanceToEnd = nil
    }

    /// The list is back in a window after its page was cancelled there (``hasLeftForGood(leftAt:now:)``):
    /// the trigger re-arms and the cancelled page no longer counts toward
    /// ``maximumAutomaticPages``, so the page starts again without the user scrolling.
    mutating func resumeAfterDeparture() {
        isArmed = true
        automaticPages = max(0, automaticPages - 1)
    }

    /// Whether a scroll view that left its window at `leftAt` and is still out of one at `now`
    /// has left it for good (``departureGrace``): its page is cancelled then. Non-finite times
    /// count as not yet.
    static func hasLeftForGood(leftAt: TimeInterval, now: TimeInterval) -> Bool {
        guard leftAt.isFinite, now.isFinite else { return false }
        return now - leftAt >= departureGrace
    }
}
