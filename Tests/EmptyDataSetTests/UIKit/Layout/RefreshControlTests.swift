// Refresh controls do not exist on tvOS.
#if canImport(UIKit) && !os(tvOS)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Pull to refresh next to the empty state: the refresh control stays above the empty-state view
/// (and the view above a `backgroundView`), scrolling stays enabled so the pull works, and the
/// refresh's temporary inset does not re-center the content under the user's finger.
@MainActor
final class RefreshControlTests: XCTestCase {
    /// A table with a refresh control (installed before the empty state appears, as apps do in
    /// `viewDidLoad`), showing its empty state, laid out, the source's scheduled reload run.
    private func showEmptyState(
        refreshControl: UIRefreshControl = UIRefreshControl(),
        configure: (EmptyDataSetSpy) -> Void = { _ in },
        configureTable: (UITableView) -> Void = { _ in }
    ) -> EmptyDataSetFixture<UITableView> {
        let fixture = makeTableFixture(sections: [0], configure: configure) { tableView in
            tableView.refreshControl = refreshControl
            configureTable(tableView)
        }
        fixture.tableView.layoutIfNeeded()
        return fixture
    }

    /// The position of `view` among the subviews of `scrollView` (0 is at the back).
    private func index(
        of view: UIView, in scrollView: UIScrollView, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Int {
        try XCTUnwrap(
            scrollView.subviews.firstIndex { $0 === view }, "\(type(of: view)) is not a subview of the scroll view",
            file: file, line: line)
    }

    /// The height of the area the empty state occupies at rest: the bounds inside the adjusted
    /// insets (these tables have no header).
    private func visibleHeight(of tableView: UITableView) -> CGFloat {
        tableView.bounds.height - tableView.adjustedContentInset.top - tableView.adjustedContentInset.bottom
    }

    // MARK: - Subview order

    func testEmptyViewIsBehindTheRefreshControl() throws {
        let fixture = showEmptyState()
        let tableView = fixture.tableView
        let refreshControl = try XCTUnwrap(tableView.refreshControl)
        assertEmptyStateVisible(tableView, "precondition")
        XCTAssertIdentical(refreshControl.superview, tableView, "precondition: UIKit put the refresh control in the table")

        let emptyIndex = try index(of: try emptyView(of: tableView), in: tableView)
        let refreshIndex = try index(of: refreshControl, in: tableView)

        XCTAssertLessThan(emptyIndex, refreshIndex, "the refresh control must stay above the empty state")
    }

    /// A second appearance inserts the view again; it must go behind the refresh control again.
    func testEmptyViewIsBehindTheRefreshControlWhenItAppearsAgain() throws {
        let fixture = showEmptyState()
        let (tableView, spy, dataSource) = (fixture.tableView, fixture.spy, fixture.dataSource)
        let refreshControl = try XCTUnwrap(tableView.refreshControl)
        dataSource.itemCounts = [2]
        tableView.reloadData()
        tableView.layoutIfNeeded()
        assertEmptyStateHidden(tableView, "precondition")

        dataSource.itemCounts = [0]
        tableView.reloadData()
        tableView.layoutIfNeeded()

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(spy.lifecycleCalls.suffix(2), [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
        XCTAssertLessThan(
            try index(of: try emptyView(of: tableView), in: tableView), try index(of: refreshControl, in: tableView))
    }

    /// With both: the background view at the back, then the empty state, then the refresh control.
    func testEmptyViewIsBetweenTheBackgroundViewAndTheRefreshControl() throws {
        let background = UIView()
        let fixture = showEmptyState(configureTable: { $0.backgroundView = background })
        let tableView = fixture.tableView
        let refreshControl = try XCTUnwrap(tableView.refreshControl)
        assertEmptyStateVisible(tableView, "precondition")

        let emptyIndex = try index(of: try emptyView(of: tableView), in: tableView)
        let backgroundIndex = try index(of: background, in: tableView)
        let refreshIndex = try index(of: refreshControl, in: tableView)

        XCTAssertLessThan(backgroundIndex, emptyIndex, "the empty state must be above the background view")
        XCTAssertLessThan(emptyIndex, refreshIndex, "the refresh control must stay above the empty state")
    }

    /// An app that adds pull to refresh once the empty state already shows (after a first load,
    /// say) must find the refresh control above it after the next reload too. Where UIKit inserts
    /// a new refresh control among the subviews is its own choice; the test puts it at the very
    /// back, behind the empty state (the case the package must repair), so the reload's reordering
    /// is what it checks.
    func testRefreshControlAddedWhileTheEmptyStateShowsEndsUpAboveIt() throws {
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let tableView = fixture.tableView
        tableView.reloadData()
        tableView.layoutIfNeeded()
        assertEmptyStateVisible(tableView, "precondition")

        let refreshControl = UIRefreshControl()
        tableView.refreshControl = refreshControl
        tableView.insertSubview(refreshControl, at: 0)
        XCTAssertLessThan(
            try index(of: refreshControl, in: tableView), try index(of: try emptyView(of: tableView), in: tableView),
            "precondition: the refresh control is behind the empty state")
        tableView.reloadData()
        tableView.layoutIfNeeded()

        assertEmptyStateVisible(tableView)
        XCTAssertLessThan(
            try index(of: try emptyView(of: tableView), in: tableView), try index(of: refreshControl, in: tableView),
            "the refresh control must be above the empty state")
    }

    // MARK: - Scrolling

    /// Without any delegate, the refresh control alone keeps scrolling (and so the pull) enabled.
    func testScrollingStaysEnabledWithoutADelegate() {
        let fixture = makeTableFixture(sections: [0], start: .attached, prepare: { $0.refreshControl = UIRefreshControl() })
        let tableView = fixture.tableView
        let source = MinimalSource()
        fixture.keep(source)
        tableView.emptyDataSetDelegate = nil
        tableView.emptyDataSetSource = source
        XCTAssertNil(tableView.emptyDataSetDelegate, "precondition")

        tableView.reloadData()

        assertEmptyStateVisible(tableView)
        XCTAssertTrue(tableView.isScrollEnabled, "pull to refresh must keep working")
    }

    /// The refresh control counts at each reload, not only at appearance: added while the empty
    /// state shows, it enables scrolling at the next reload; removed, scrolling is locked again.
    func testAddingAndRemovingTheRefreshControlWhileVisibleFollowsAtTheNextReload() {
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (tableView, spy) = (fixture.tableView, fixture.spy)
        XCTAssertNil(spy.allowsScroll, "precondition: the delegate does not answer should-allow-scroll")
        tableView.reloadData()
        XCTAssertFalse(tableView.isScrollEnabled, "precondition: locked without a refresh control")

        tableView.refreshControl = UIRefreshControl()
        tableView.reloadData()
        XCTAssertTrue(tableView.isScrollEnabled, "a refresh control now: scrolling allowed")

        tableView.refreshControl = nil
        tableView.reloadData()
        XCTAssertFalse(tableView.isScrollEnabled, "no refresh control any more: locked again")
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
    }

    // MARK: - Insets during a refresh

    // A programmatic `beginRefreshing()` in a test window may do nothing (iOS 17 and later ignore
    // it in a window without a scene), and UIKit's own refresh inset is not under the test's
    // control. These tests play UIKit's part themselves: a refresh control whose `isRefreshing`
    // the test sets (the package reads only that), and the refresh inset added to and removed
    // from `contentInset` by the test, in UIKit's order.

    /// Beginning a refresh adds the refresh control's height to the inset; the empty state must
    /// not jump to re-center in the smaller area while the user watches — not at once, and not
    /// on a later main-queue turn either.
    func testBeginningARefreshDoesNotMoveTheEmptyView() throws {
        let refreshControl = ScriptedRefreshControl()
        let fixture = showEmptyState(refreshControl: refreshControl)
        let tableView = fixture.tableView
        let view = try fixture.layOut()
        let frame = view.frame
        let top = tableView.adjustedContentInset.top

        refreshControl.isRefreshingForTest = true
        tableView.contentInset.top += refreshInset
        tableView.layoutIfNeeded()

        XCTAssertEqual(tableView.adjustedContentInset.top, top + refreshInset, accuracy: 0.5, "precondition: the inset changed")
        XCTAssertEqual(view.frame, frame, "the refresh's inset must not move the empty state")
        spinRunLoop()
        XCTAssertEqual(view.frame, frame, "nor the layout retried on the next turn while the refresh runs")
        assertEmptyStateVisible(tableView)
    }

    /// Any inset change during a refresh (here the app's) is held back while the refresh runs.
    func testInsetChangesDuringARefreshDoNotMoveTheEmptyView() throws {
        let refreshControl = ScriptedRefreshControl()
        let fixture = showEmptyState(refreshControl: refreshControl)
        let tableView = fixture.tableView
        let view = try fixture.layOut()
        refreshControl.isRefreshingForTest = true
        let frame = view.frame
        let bottom = tableView.adjustedContentInset.bottom

        tableView.contentInset.bottom += 80
        tableView.layoutIfNeeded()
        spinRunLoop()

        XCTAssertEqual(tableView.adjustedContentInset.bottom, bottom + 80, accuracy: 0.5, "precondition: the inset changed")
        XCTAssertEqual(view.frame, frame, "no re-centering while refreshing")
    }

    /// The hold lasts only as long as the refresh. UIKit removes the refresh inset while the
    /// control still reports refreshing, and reports the end only afterwards, so the inset change
    /// itself is still held back; the package retries that layout until the refresh has ended.
    /// The test checks that the frame did not move synchronously (so it is the retry that moves
    /// it), that it then takes the current insets, including the app's change made during the
    /// refresh, and that later changes are followed again at once.
    func testAfterTheRefreshTheEmptyViewFollowsTheInsetsAgain() throws {
        let refreshControl = ScriptedRefreshControl()
        let fixture = showEmptyState(refreshControl: refreshControl)
        let tableView = fixture.tableView
        let view = try fixture.layOut()
        let frameBeforeRefresh = view.frame
        refreshControl.isRefreshingForTest = true
        tableView.contentInset.top += refreshInset
        tableView.contentInset.bottom += 80  // the app's change during the refresh
        tableView.layoutIfNeeded()
        XCTAssertEqual(view.frame, frameBeforeRefresh, "precondition: held back during the refresh")

        // The end of the refresh, in UIKit's order: the inset first, then the state.
        tableView.contentInset.top -= refreshInset
        tableView.layoutIfNeeded()
        refreshControl.isRefreshingForTest = false
        XCTAssertEqual(view.frame, frameBeforeRefresh, "nothing moves it synchronously: the retry must")

        XCTAssertTrue(
            waitUntil { abs(view.frame.height - self.visibleHeight(of: tableView)) < 0.5 },
            "the inset change made during the refresh must apply once it ends: \(view.frame.height) "
                + "instead of \(visibleHeight(of: tableView))")
        XCTAssertEqual(view.frame.height, frameBeforeRefresh.height - 80, accuracy: 0.5)

        tableView.contentInset.top += 40
        tableView.layoutIfNeeded()

        XCTAssertEqual(view.frame.height, visibleHeight(of: tableView), accuracy: 0.5, "follows later changes at once")
        XCTAssertEqual(
            view.frame.width,
            tableView.bounds.width - tableView.adjustedContentInset.left - tableView.adjustedContentInset.right,
            accuracy: 0.5)
    }

    /// UIKit may report the end of a refresh well after it removed the refresh inset (the control's
    /// own animation): the held layout must re-center then, however late — not give up after one
    /// retry on the next main-queue turn.
    func testAFrameHeldByARefreshReCentersWhenALateEndIsReported() throws {
        let refreshControl = ScriptedRefreshControl()
        let fixture = showEmptyState(refreshControl: refreshControl)
        let tableView = fixture.tableView
        let view = try fixture.layOut()
        let frameBeforeRefresh = view.frame
        refreshControl.isRefreshingForTest = true
        tableView.contentInset.top += refreshInset
        tableView.contentInset.bottom += 80  // the app's change during the refresh
        tableView.layoutIfNeeded()
        tableView.contentInset.top -= refreshInset
        tableView.layoutIfNeeded()

        spinRunLoop(for: 0.5)  // several turns and retries while the control still reports refreshing
        XCTAssertEqual(view.frame, frameBeforeRefresh, "precondition: held while the control reports refreshing")
        let insetChanges = fixture.signalCount(.insetChange)
        refreshControl.isRefreshingForTest = false

        XCTAssertTrue(
            waitUntil { abs(view.frame.height - self.visibleHeight(of: tableView)) < 0.5 },
            "re-centered once the late end is reported: \(view.frame.height) instead of \(visibleHeight(of: tableView))")
        XCTAssertEqual(fixture.signalCount(.insetChange), insetChanges, "moved by the retry: no inset change came after the end")
    }

    /// A refresh that ends while the table is out of its window (another tab, a pushed screen):
    /// nothing polls meanwhile, and the held layout is applied once the table is back.
    func testAHeldLayoutWaitsOutOfTheWindowAndReCentersWhenBack() throws {
        let refreshControl = ScriptedRefreshControl()
        let fixture = showEmptyState(refreshControl: refreshControl)
        let tableView = fixture.tableView
        let view = try fixture.layOut()
        let frameBeforeRefresh = view.frame
        refreshControl.isRefreshingForTest = true
        tableView.contentInset.bottom += 80
        tableView.layoutIfNeeded()
        XCTAssertEqual(view.frame, frameBeforeRefresh, "precondition: held while refreshing")

        let superview = try XCTUnwrap(tableView.superview)
        tableView.removeFromSuperview()
        spinRunLoop(for: 0.3)  // a pending retry finds the table out of the window and stops
        refreshControl.isRefreshingForTest = false
        spinRunLoop(for: 0.5)

        XCTAssertEqual(view.frame, frameBeforeRefresh, "no retry ran out of the window")
        XCTAssertNotNil(view.contentScrollView.onNextMoveToWindow, "the held layout waits for the next move into a window")
        XCTAssertEqual(view.contentScrollView.moveToWindowActionCount, 0, "precondition: not run out of the window")

        superview.addSubview(tableView)
        XCTAssertEqual(
            view.contentScrollView.moveToWindowActionCount, 1, "the one-shot path fired on the move into the window")
        XCTAssertNil(view.contentScrollView.onNextMoveToWindow, "and was cleared")
        XCTAssertTrue(
            waitUntil { abs(view.frame.height - self.visibleHeight(of: tableView)) < 0.5 },
            "re-centered once back in the window: \(view.frame.height) instead of \(visibleHeight(of: tableView))")
        XCTAssertEqual(view.contentScrollView.moveToWindowActionCount, 1, "once")
    }

    /// The one-shot waiting for the next move into a window holds the controller weakly: a table
    /// released while it waits (a screen dismissed mid-refresh) releases its controller and its
    /// empty-state view, which keeps the one-shot.
    func testAHeldLayoutWaitingForTheWindowRetainsNothing() throws {
        addTeardownBlock { MainActor.assumeIsolated { drainMainQueue() } }
        let source = EmptyDataSetSpy()
        let dataSource = CountingDataSource(itemCounts: [0])
        defer { withExtendedLifetime((source, dataSource)) {} }  // held weakly: alive for the whole test
        weak var weakController: EmptyDataSetController?
        weak var weakView: EmptyStateView?
        var armed = false
        autoreleasepool {
            let window = makeShownWindow()
            let tableView = UITableView(frame: window.bounds, style: .plain)
            let refreshControl = ScriptedRefreshControl()
            tableView.refreshControl = refreshControl
            tableView.dataSource = dataSource
            window.addSubview(tableView)
            attach(source, to: tableView)
            tableView.reloadData()
            tableView.layoutIfNeeded()
            drainMainQueue()
            tableView.layoutIfNeeded()
            refreshControl.isRefreshingForTest = true
            tableView.contentInset.bottom += 80
            tableView.layoutIfNeeded()
            tableView.removeFromSuperview()
            spinRunLoop(for: 0.3)  // a pending retry finds the table out of the window and arms the one-shot
            weakController = tableView.emptyDataSetControllerIfPresent
            weakView = weakController?.emptyView
            armed = weakView?.contentScrollView.onNextMoveToWindow != nil
            window.isHidden = true
        }
        XCTAssertTrue(armed, "precondition: the one-shot was armed out of the window")
        spinRunLoop(for: 0.3)  // retries scheduled before hold the controller weakly
        XCTAssertNil(weakController, "the one-shot kept the controller alive")
        XCTAssertNil(weakView, "and with it the empty-state view")
    }

    /// The one-shot waiting for the next move into a window is dropped when the empty state hides,
    /// and keeps no reference to the controller meanwhile.
    func testHidingDropsTheHeldLayoutWaitingForTheWindow() throws {
        let refreshControl = ScriptedRefreshControl()
        let fixture = showEmptyState(refreshControl: refreshControl)
        let tableView = fixture.tableView
        let view = try fixture.layOut()
        refreshControl.isRefreshingForTest = true
        tableView.contentInset.bottom += 80
        tableView.layoutIfNeeded()
        let superview = try XCTUnwrap(tableView.superview)
        tableView.removeFromSuperview()
        spinRunLoop(for: 0.3)
        XCTAssertNotNil(view.contentScrollView.onNextMoveToWindow, "precondition: armed out of the window")

        refreshControl.isRefreshingForTest = false
        fixture.dataSource.itemCounts = [3]
        tableView.reloadData()
        drainMainQueue()
        XCTAssertFalse(tableView.isEmptyDataSetVisible, "precondition: hidden")
        XCTAssertNil(view.contentScrollView.onNextMoveToWindow, "dropped as the state hid")
        superview.addSubview(tableView)
        XCTAssertEqual(view.contentScrollView.moveToWindowActionCount, 0, "nothing ran on the move back")
    }

    /// The height UIKit's refresh control adds to the inset while refreshing (about 60 points).
    private let refreshInset: CGFloat = 60
}

#endif
