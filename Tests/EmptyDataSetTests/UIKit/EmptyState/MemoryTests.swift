#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Ownership: source and delegate are weak, the controller holds its scroll view weakly, and a
/// scroll view takes its controller and empty view with it.
@MainActor
final class MemoryTests: XCTestCase {
    // The deallocation tests below build their scroll views inside an autoreleasepool and out of
    // any window (a window would hold them), so they cannot use a fixture. They still leave nothing
    // behind: `drainAtTeardown()` runs what they scheduled on the main queue before the next test.
    // The objects a test needs alive (a source, a data source: held weakly) are kept to its end.

    /// Runs the main queue's pending work when the test ends (a source's scheduled reload, say).
    private func drainAtTeardown() {
        addTeardownBlock {
            MainActor.assumeIsolated { drainMainQueue() }
        }
    }

    func testDeallocatedSourceHidesAtTheNextReload() {
        // Detached: the fixture's spy becomes the delegate only; the source is made and released below.
        let fixture = makeTableFixture(sections: [0], start: .detached)
        let (tableView, delegate) = (fixture.tableView, fixture.spy)
        tableView.emptyDataSetDelegate = delegate
        weak var weakSource: EmptyDataSetSpy?
        autoreleasepool {
            let source = EmptyDataSetSpy()
            weakSource = source
            tableView.emptyDataSetSource = source
            tableView.reloadData()
            XCTAssertTrue(tableView.isEmptyDataSetVisible)
        }
        XCTAssertNil(weakSource, "the source must not be retained")
        XCTAssertNil(tableView.emptyDataSetSource)

        tableView.reloadData()

        assertEmptyStateHidden(tableView)
        XCTAssertEqual(delegate.lifecycleCalls, [
            EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear,
            EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear,
        ])
    }

    func testDelegateIsNotRetained() {
        // The source must live for the whole test (only the delegate is released): the fixture's spy.
        let fixture = makeScrollViewFixture(start: .detached)
        let (scrollView, source) = (fixture.scrollView, fixture.spy)
        scrollView.emptyDataSetSource = source
        weak var weakDelegate: EmptyDataSetSpy?
        autoreleasepool {
            let delegate = EmptyDataSetSpy()
            weakDelegate = delegate
            scrollView.emptyDataSetDelegate = delegate
            scrollView.reloadEmptyDataSet()
        }

        XCTAssertNil(weakDelegate)
        XCTAssertNil(scrollView.emptyDataSetDelegate)
        scrollView.reloadEmptyDataSet()
        XCTAssertTrue(scrollView.isEmptyDataSetVisible, "defaults apply once the delegate is gone")
    }

    func testControllerDoesNotRetainTheScrollView() throws {
        drainAtTeardown()
        let source = EmptyDataSetSpy()
        defer { withExtendedLifetime(source) {} }  // held weakly: alive for the whole test
        weak var weakScrollView: UIScrollView?
        var controller: EmptyDataSetController?
        autoreleasepool {
            let scrollView = UIScrollView(frame: testWindowFrame)
            weakScrollView = scrollView
            attach(source, to: scrollView)
            scrollView.reloadEmptyDataSet()
            XCTAssertTrue(scrollView.isEmptyDataSetVisible)
            controller = scrollView.emptyDataSetControllerIfPresent
        }

        XCTAssertNil(weakScrollView, "the controller (still alive here) must hold its scroll view weakly")
        XCTAssertNil(try XCTUnwrap(controller).scrollView)
    }

    func testScrollViewTakesItsControllerAndEmptyViewWithIt() {
        drainAtTeardown()
        let source = EmptyDataSetSpy()
        defer { withExtendedLifetime(source) {} }  // held weakly: alive for the whole test
        weak var weakScrollView: UIScrollView?
        weak var weakController: EmptyDataSetController?
        weak var weakEmptyView: EmptyStateView?
        autoreleasepool {
            let scrollView = UIScrollView(frame: testWindowFrame)
            weakScrollView = scrollView
            attach(source, to: scrollView)
            scrollView.reloadEmptyDataSet()
            weakController = scrollView.emptyDataSetControllerIfPresent
            weakEmptyView = scrollView.emptyDataSetControllerIfPresent?.emptyView
        }

        XCTAssertNil(weakScrollView)
        XCTAssertNil(weakController, "no retain cycle between scroll view and controller")
        XCTAssertNil(weakEmptyView, "no retain cycle through the empty view's targets")
    }

    func testPendingScheduledReloadNeitherRetainsNorCrashes() {
        drainAtTeardown()
        let source = EmptyDataSetSpy()
        weak var weakScrollView: UIScrollView?
        weak var weakController: EmptyDataSetController?
        autoreleasepool {
            let scrollView = UIScrollView(frame: testWindowFrame)
            weakScrollView = scrollView
            scrollView.emptyDataSetSource = source
            weakController = scrollView.emptyDataSetControllerIfPresent
        }

        XCTAssertNil(weakScrollView)
        XCTAssertNil(weakController, "the scheduled reload must capture the controller weakly")
        drainMainQueue()  // the scheduled reload's turn comes and finds nothing
        XCTAssertEqual(source.calls, [], "nothing asked of the source once its scroll view is gone")
    }

    func testTableViewWithAnEmptyStateIsReleased() {
        drainAtTeardown()
        let dataSource = CountingDataSource(itemCounts: [0])
        let source = EmptyDataSetSpy()
        defer { withExtendedLifetime((dataSource, source)) {} }  // held weakly: alive for the whole test
        weak var weakTableView: UITableView?
        weak var weakController: EmptyDataSetController?
        autoreleasepool {
            let tableView = UITableView(frame: testWindowFrame, style: .plain)
            weakTableView = tableView
            tableView.dataSource = dataSource
            attach(source, to: tableView)
            tableView.layoutIfNeeded()  // laid out once: the app's reload then decides at once
            tableView.reloadData()
            XCTAssertTrue(tableView.isEmptyDataSetVisible)
            weakController = tableView.emptyDataSetControllerIfPresent
        }
        drainMainQueue()  // the turn the source's scheduled reload asked for

        XCTAssertNil(weakTableView)
        XCTAssertNil(weakController)
    }
}
#endif
