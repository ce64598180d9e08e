#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Ownership: source and delegate are weak, the controller holds its scroll view weakly, and a
/// scroll view takes its controller and empty view with it.
@MainActor
final class MemoryTests: XCTestCase {
    func testDeallocatedSourceHidesAtTheNextReload() {
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        let delegate = EmptyDataSetSpy()
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
        withExtendedLifetime(window) {}
    }

    func testDelegateIsNotRetained() {
        let scrollView = UIScrollView(frame: testWindowFrame)
        let source = EmptyDataSetSpy()
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
        let source = EmptyDataSetSpy()
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
        let source = EmptyDataSetSpy()
        weak var weakScrollView: UIScrollView?
        weak var weakController: EmptyDataSetController?
        weak var weakEmptyView: EmptyDataSetView?
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
        spinRunLoop()
        XCTAssertEqual(source.calls, [], "nothing asked of the source once its scroll view is gone")
    }

    func testTableViewWithAnEmptyStateIsReleased() {
        let dataSource = CountingDataSource(itemCounts: [0])
        let source = EmptyDataSetSpy()
        weak var weakTableView: UITableView?
        weak var weakController: EmptyDataSetController?
        autoreleasepool {
            let tableView = UITableView(frame: testWindowFrame, style: .plain)
            weakTableView = tableView
            tableView.dataSource = dataSource
            attach(source, to: tableView)
            tableView.reloadData()
            XCTAssertTrue(tableView.isEmptyDataSetVisible)
            weakController = tableView.emptyDataSetControllerIfPresent
        }
        spinRunLoop()

        XCTAssertNil(weakTableView)
        XCTAssertNil(weakController)
    }
}
#endif
