#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// `isScrollEnabled` while the empty state shows, and the app's own value given back afterwards.
@MainActor
final class ScrollEnabledTests: XCTestCase {
    func testScrollingIsOffWhileVisibleAndBackOnWhenHidden() {
        let (window, tableView, dataSource, _) = makeAttachedTable(sections: [0])
        XCTAssertTrue(tableView.isScrollEnabled, "precondition: UIKit's default")

        tableView.reloadData()
        XCTAssertFalse(tableView.isScrollEnabled)

        dataSource.itemCounts = [2]
        tableView.reloadData()
        XCTAssertTrue(tableView.isScrollEnabled)
        withExtendedLifetime(window) {}
    }

    func testAppDisabledScrollingStaysDisabledAfterHiding() {
        let (window, tableView, dataSource, _) = makeAttachedTable(sections: [0])
        tableView.isScrollEnabled = false

        tableView.reloadData()
        XCTAssertFalse(tableView.isScrollEnabled)

        dataSource.itemCounts = [2]
        tableView.reloadData()
        XCTAssertFalse(tableView.isScrollEnabled, "the app's false must be restored, not forced to true")
        withExtendedLifetime(window) {}
    }

    func testDelegateAllowsScrolling() {
        let (window, tableView, _, spy) = makeAttachedTable(sections: [0]) { $0.allowsScroll = true }

        tableView.reloadData()

        XCTAssertTrue(tableView.isScrollEnabled)
        XCTAssertEqual(spy.count(of: "shouldAllowScroll"), 1)
        withExtendedLifetime(window) {}
    }

    func testDelegateAllowingScrollStillRestoresTheAppsFalse() {
        let (window, tableView, dataSource, _) = makeAttachedTable(sections: [0]) { $0.allowsScroll = true }
        tableView.isScrollEnabled = false

        tableView.reloadData()
        XCTAssertTrue(tableView.isScrollEnabled, "the delegate's answer wins while visible")

        dataSource.itemCounts = [1]
        tableView.reloadData()
        XCTAssertFalse(tableView.isScrollEnabled, "the app's value comes back when hidden")
        withExtendedLifetime(window) {}
    }

    func testRefreshControlAllowsScrollingByDefault() {
        // The fixture owns window, tableView, data source and spy until the test ends.
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (window, tableView, _, spy) = (fixture.window, fixture.tableView, fixture.dataSource, fixture.spy)
        tableView.refreshControl = UIRefreshControl()
        attach(spy, to: tableView)

        tableView.reloadData()

        XCTAssertTrue(tableView.isEmptyDataSetVisible)
        XCTAssertTrue(tableView.isScrollEnabled, "pull to refresh must keep working")
        withExtendedLifetime(window) {}
    }

    func testDelegateCanDisallowScrollingDespiteARefreshControl() {
        // The fixture owns window, tableView, data source and spy until the test ends.
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (window, tableView, _, spy) = (fixture.window, fixture.tableView, fixture.dataSource, fixture.spy)
        tableView.refreshControl = UIRefreshControl()
        spy.allowsScroll = false
        attach(spy, to: tableView)

        tableView.reloadData()

        XCTAssertFalse(tableView.isScrollEnabled)
        withExtendedLifetime(window) {}
    }

    func testInPlaceUpdatesDoNotOverwriteTheSavedValue() {
        let (window, tableView, dataSource, _) = makeAttachedTable(sections: [0])

        tableView.reloadData()
        tableView.reloadData()
        tableView.reloadEmptyDataSet()
        XCTAssertFalse(tableView.isScrollEnabled)

        dataSource.itemCounts = [1]
        tableView.reloadData()
        XCTAssertTrue(tableView.isScrollEnabled, "the value from before the first appearance is restored")
        withExtendedLifetime(window) {}
    }

    func testAppChangingScrollingWhileVisibleWins() {
        let (window, tableView, dataSource, _) = makeAttachedTable(sections: [0])
        tableView.isScrollEnabled = false
        tableView.reloadData()
        XCTAssertFalse(tableView.isScrollEnabled)

        tableView.isScrollEnabled = true
        tableView.reloadData()
        XCTAssertTrue(tableView.isScrollEnabled, "an in-place update keeps the app's newer value")

        dataSource.itemCounts = [1]
        tableView.reloadData()
        XCTAssertTrue(tableView.isScrollEnabled, "hiding does not put back the older saved value")
        withExtendedLifetime(window) {}
    }

    func testClearingTheSourceRestoresScrolling() {
        let (window, tableView, _, _) = makeAttachedTable(sections: [0])
        tableView.reloadData()
        XCTAssertFalse(tableView.isScrollEnabled)

        tableView.emptyDataSetSource = nil

        XCTAssertTrue(tableView.isScrollEnabled)
        withExtendedLifetime(window) {}
    }

    func testHiddenEmptyStateNeverTouchesScrolling() {
        let (window, tableView, _, _) = makeAttachedTable(sections: [3])
        tableView.isScrollEnabled = false

        tableView.reloadData()
        XCTAssertFalse(tableView.isScrollEnabled)

        tableView.isScrollEnabled = true
        tableView.reloadData()
        XCTAssertTrue(tableView.isScrollEnabled)
        withExtendedLifetime(window) {}
    }

    func testPlainScrollViewGetsItsValueBack() {
        let scrollView = UIScrollView(frame: testWindowFrame)
        let spy = EmptyDataSetSpy()
        spy.allowsScroll = true
        attach(spy, to: scrollView)
        scrollView.isScrollEnabled = false

        scrollView.reloadEmptyDataSet()
        XCTAssertTrue(scrollView.isScrollEnabled)

        spy.shouldDisplay = false
        scrollView.reloadEmptyDataSet()
        XCTAssertFalse(scrollView.isScrollEnabled)
    }
}
#endif
