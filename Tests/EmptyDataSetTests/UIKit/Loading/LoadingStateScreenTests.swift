#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The loading flow where apps use it: a diffable collection view, a `UITableViewController`, a
/// plain scroll view; pull to refresh and retry; per-state insets and views in front; what
/// VoiceOver hears; the cross-fade and Reduce Motion.
@MainActor
final class LoadingStateScreenTests: XCTestCase {
    private typealias CollectionSource = UICollectionViewDiffableDataSource<Int, String>

    /// A load suspended until the test ends it.
    @MainActor
    private final class PendingLoad {
        private(set) var runs = 0
        private var pending: [CheckedContinuation<Void, Never>] = []
        var isSuspended: Bool { !pending.isEmpty }

        func run() async {
            runs += 1
            await withCheckedContinuation { pending.append($0) }
        }

        func finish() {
            while !pending.isEmpty { pending.removeFirst().resume() }
        }
    }

    private func makePendingLoad() -> PendingLoad {
        let load = PendingLoad()
        let box = UncheckedSendableBox(load)
        addTeardownBlock { MainActor.assumeIsolated { box.value.finish() } }
        return load
    }

    func testADiffableCollectionViewGoesFromLoadingToContentAndBackToEmpty() {
        let collectionView = UICollectionView(frame: testWindowFrame, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: CountingDataSource.cellIdentifier)
        var diffable: CollectionSource?
        let fixture = makeFlowFixture(collectionView) { view in
            diffable = CollectionSource(collectionView: view) { collectionView, indexPath, _ in
                collectionView.dequeueReusableCell(withReuseIdentifier: CountingDataSource.cellIdentifier, for: indexPath)
            }
        }
        let dataSource = diffable!
        fixture.keep(dataSource)
        XCTAssertFalse(collectionView.isEmptyDataSetVisible, "nothing before the first load")

        collectionView.startLoading()
        XCTAssertTrue(waitUntil { showsLoadingState(collectionView) })

        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        dataSource.apply(snapshot, animatingDifferences: true)
        collectionView.endLoading()
        XCTAssertTrue(waitUntil { collectionView.emptyDataSetPhase == .content && !collectionView.isEmptyDataSetVisible })

        snapshot.deleteItems(["a", "b"])
        dataSource.apply(snapshot, animatingDifferences: true)
        XCTAssertTrue(waitUntil { shownTitle(collectionView) == "Nothing here" }, "the user removed everything: empty, not loading")
        XCTAssertEqual(collectionView.emptyDataSetPhase, .empty)
    }

    func testATableViewControllersTableShowsNothingUntilItsFirstLoad() {
        let controller = UITableViewController(style: .plain)
        let tableView = controller.tableView!
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        let window = makeShownWindow()
        // As an app does in viewDidLoad: the flow first, then the controller goes on screen.
        let fixture = makeFlowFixture(tableView, in: window)
        window.rootViewController = controller
        window.layoutIfNeeded()
        // UITableViewController reloads its table on its first layout, which a window without a
        // scene may never give it: the reload it makes is made here too, and counted, so the
        // check below follows a decision that really ran.
        let reloads = fixture.signalCount(.reloadHook)
        tableView.reloadData()
        fixture.settle()
        XCTAssertGreaterThan(fixture.signalCount(.reloadHook), reloads, "precondition: the table's reload reached the flow")
        XCTAssertFalse(tableView.isEmptyDataSetVisible, "UITableViewController's own reload shows nothing yet")
        XCTAssertEqual(tableView.emptyDataSetPhase, .undetermined)
        XCTAssertEqual(fixture.spy.lifecycleCalls, [], "no appearance before the first load")

        tableView.startLoading()
        XCTAssertTrue(waitUntil { showsLoadingState(tableView) })
        tableView.endLoading()
        XCTAssertTrue(waitUntil { shownTitle(tableView) == "Nothing here" })
    }

    func testAPlainScrollViewUsesTheContentOverride() {
        var hasContent = false
        let fixture = makeFlowFixture(UIScrollView(frame: testWindowFrame), options: immediateLoadingOptions {
            $0.hasContent = { _ in hasContent }
        })
        fixture.scrollView.startLoading()
        XCTAssertTrue(waitUntil { showsLoadingState(fixture.scrollView) })

        hasContent = true
        fixture.scrollView.endLoading()
        XCTAssertTrue(waitUntil { fixture.scrollView.emptyDataSetPhase == .content })
        assertEmptyStateHidden(fixture.scrollView)
    }

    #if !os(tvOS)
    // A scripted refresh control: on iOS 17 and later `beginRefreshing()` in a test window without
    // a scene is ignored, so a real control would not report refreshing.

    func testPullToRefreshOverTheEmptyStateKeepsIt() throws {
        let fixture = makeFlowTable()
        let refreshControl = ScriptedRefreshControl()
        fixture.tableView.refreshControl = refreshControl
        fixture.tableView.startLoading()
        fixture.tableView.endLoading()
        XCTAssertTrue(waitUntil { shownTitle(fixture.tableView) == "Nothing here" })

        refreshControl.isRefreshingForTest = true
        fixture.tableView.startLoading()
        fixture.settle()

        XCTAssertEqual(shownTitle(fixture.tableView), "Nothing here", "the empty state stays under the spinner")
        XCTAssertFalse(showsLoadingState(fixture.tableView), "no jump to the loading state")
        fixture.tableView.endLoading()
        refreshControl.isRefreshingForTest = false
        fixture.settle()
        XCTAssertEqual(shownTitle(fixture.tableView), "Nothing here")
    }

    func testPullToRefreshOverContentShowsNoPlaceholderEvenWhenTheRowsGo() {
        let fixture = makeFlowTable()
        fixture.dataSource.itemCounts = [3]
        fixture.tableView.reloadData()
        let refreshControl = ScriptedRefreshControl()
        fixture.tableView.refreshControl = refreshControl
        refreshControl.isRefreshingForTest = true
        fixture.tableView.startLoading()
        fixture.settle()
        XCTAssertEqual(fixture.tableView.emptyDataSetPhase, .content)

        // The app clears its rows while the refresh runs: a plain load would show the loading
        // state now; a refresh leaves the spinner alone.
        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()
        assertEmptyStateHidden(fixture.tableView, "the refresh control is the indicator")

        fixture.tableView.endLoading()
        refreshControl.isRefreshingForTest = false
        XCTAssertTrue(waitUntil { shownTitle(fixture.tableView) == "Nothing here" }, "the outcome after the refresh")
    }
    #endif

    func testRetryKeepsTheErrorWithTheButtonsIndicatorUntilTheLoadEnds() throws {
        let load = makePendingLoad()
        var fixtureBox: EmptyDataSetFixture<UITableView>?
        let fixture = makeFlowTable(options: immediateLoadingOptions {
            $0.retry = {
                guard let tableView = fixtureBox?.tableView else { return }
                tableView.startLoading()
                await load.run()
                fixtureBox?.dataSource.itemCounts = [2]
                tableView.reloadData()
                tableView.endLoading()
            }
        })
        fixtureBox = fixture
        fixture.tableView.startLoading()
        fixture.tableView.endLoading(error: LoadError())
        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .error })
        let view = try fixture.emptyView()
        XCTAssertTrue(view.primaryButton.isEnabled)

        tap(view.primaryButton) { load.runs > 0 || !view.primaryButton.isEnabled }
        XCTAssertTrue(waitUntil { load.isSuspended })
        fixture.settle()

        XCTAssertEqual(shownTitle(fixture.tableView), "Couldn’t Load Messages", "the error stays")
        XCTAssertFalse(view.primaryButton.isEnabled, "disabled while the retry runs")
        XCTAssertEqual(view.primaryButton.configuration?.showsActivityIndicator, true)
        XCTAssertFalse(showsLoadingState(fixture.tableView), "no flash to the loading state")
        tap(view.primaryButton) { false }
        XCTAssertEqual(load.runs, 1, "a second tap starts nothing")

        load.finish()
        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .content })
        assertEmptyStateHidden(fixture.tableView)
        fixtureBox = nil
    }

    func testStateInsetsAndViewsInFrontPlaceThePlaceholder() throws {
        let filterBar = UIView(frame: CGRect(x: 0, y: 0, width: testWindowFrame.width, height: 60))
        let fixture = makeFlowTable(options: immediateLoadingOptions {
            $0.loading.viewsInFront = [filterBar]
            $0.empty.insets = UIEdgeInsets(top: 100, left: 20, bottom: 0, right: 20)
        })
        fixture.tableView.contentInsetAdjustmentBehavior = .never
        fixture.tableView.addSubview(filterBar)
        fixture.keep(filterBar)

        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { showsLoadingState(fixture.tableView) })
        XCTAssertEqual(try fixture.layOut().frame.minY, 60, accuracy: 0.5, "below the filter bar kept in front")

        fixture.tableView.endLoading()
        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .empty })
        let frame = try fixture.layOut().frame
        XCTAssertEqual(frame.minY, 100, accuracy: 0.5, "the empty state's own insets")
        XCTAssertEqual(frame.minX, 20, accuracy: 0.5)
        XCTAssertEqual(frame.width, testWindowFrame.width - 40, accuracy: 0.5)
    }

    func testVoiceOverHearsLoadingAndTheOutcomeWithoutMovingFocus() {
        let standIn = standInForAccessibility(voiceOver: true)
        let announcements = { standIn.posts.filter { $0.notification == .announcement }.compactMap { ($0.argument as? NSAttributedString)?.string } }
        let focusMoves = { standIn.layoutChangeArguments.compactMap { $0 }.count }

        // The control: without the flow, an empty state appearing after its screen settled moves
        // VoiceOver to its title (one layout change with an element).
        let control = makeTableFixture(sections: [2])
        spinRunLoop(for: ScreenPresence.settlingTime + 0.1)
        standIn.resetPosts()
        control.dataSource.itemCounts = [0]
        control.tableView.reloadData()
        XCTAssertTrue(waitUntil { focusMoves() == 1 }, "precondition: the measurement sees a focus move")

        let fixture = makeFlowTable()
        spinRunLoop(for: ScreenPresence.settlingTime + 0.1)  // past the screen's own appearance
        standIn.resetPosts()

        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { announcements() == [PresetLocalization.string(for: .loading)] })
        fixture.tableView.endLoading()
        XCTAssertTrue(waitUntil { announcements().last == "Nothing here" }, "the outcome: the empty state's title")
        XCTAssertEqual(focusMoves(), 0, "focus is not moved to the placeholder")

        fixture.dataSource.itemCounts = [1]
        fixture.tableView.startLoading()
        fixture.tableView.reloadData()
        fixture.tableView.endLoading()
        XCTAssertTrue(waitUntil { announcements().last == PresetLocalization.string(for: .loaded) }, "rows replaced the empty state")

        // A load started under content (a refresh) says nothing when it ends with content.
        standIn.resetPosts()
        fixture.tableView.startLoading()
        fixture.tableView.endLoading()
        fixture.settle()
        XCTAssertEqual(announcements(), [], "no 'Content loaded' for a load that replaced no placeholder")
    }

    func testRowsUnderAForcedPlaceholderDoNotConcealIt() throws {
        let fixture = makeFlowTable()
        fixture.spy.isForcedToDisplay = true
        fixture.tableView.endLoading()
        XCTAssertTrue(waitUntil { shownTitle(fixture.tableView) == "Nothing here" })
        let view = try fixture.emptyView()

        let itemChanges = fixture.signalCount(.itemChangeHook)
        fixture.dataSource.itemCounts = [1]
        fixture.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)

        XCTAssertEqual(fixture.signalCount(.itemChangeHook), itemChanges + 1, "precondition: the insert reached the hook")
        XCTAssertEqual(view.alpha, 1, "not concealed at once: the rows do not count under a forced placeholder")
        fixture.settle()
        XCTAssertEqual(view.alpha, 1)
        XCTAssertTrue(fixture.tableView.isEmptyDataSetVisible)
    }

    func testAViewInFrontOutsideTheScrollViewIsMeasuredAtRest() throws {
        let window = makeShownWindow()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let tableView = UITableView(frame: container.bounds, style: .plain)
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        container.addSubview(tableView)
        let floatingBar = UIView(frame: CGRect(x: 0, y: 0, width: container.bounds.width, height: 50))
        container.addSubview(floatingBar)  // a sibling floating over the table's top edge
        // Rows give the table a real content height to scroll; the app's override says they are
        // not content (so the empty state shows over a scrolled table).
        let fixture = makeFlowFixture(tableView, options: immediateLoadingOptions {
            $0.empty.viewsInFront = [floatingBar]
            $0.hasContent = { _ in false }
        })
        fixture.keep(floatingBar, container)
        fixture.dataSource.itemCounts = [40]
        tableView.reloadData()
        tableView.layoutIfNeeded()
        tableView.contentOffset = CGPoint(x: 0, y: 200)  // the user scrolled before the state changed

        tableView.endLoading()
        XCTAssertTrue(waitUntil { tableView.emptyDataSetPhase == .empty })
        XCTAssertEqual(tableView.contentOffset.y, 200, accuracy: 0.5, "precondition: still scrolled")

        XCTAssertEqual(try fixture.layOut().frame.minY, 50, accuracy: 0.5, "below the bar as it is at rest, whatever the offset")
    }

    func testStatesCrossFadeUnlessReduceMotionIsOn() throws {
        for reduceMotion in [false, true] {
            let standIn = standInForAccessibility(reduceMotion: reduceMotion)
            let fixture = makeFlowTable()
            fixture.tableView.startLoading()
            XCTAssertTrue(waitUntil { showsLoadingState(fixture.tableView) })
            let view = try fixture.emptyView()
            view.layer.removeAllAnimations()

            fixture.tableView.endLoading()
            XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .empty })

            let animated = !(view.layer.animationKeys() ?? []).isEmpty
            XCTAssertEqual(animated, !reduceMotion, "cross-fade \(reduceMotion ? "off" : "on") with Reduce Motion \(reduceMotion)")
            withExtendedLifetime(standIn) {}
        }
    }
}
#endif
