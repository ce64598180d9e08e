#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// `isScrollEnabled` while the empty state shows, and the app's own value given back afterwards.
@MainActor
final class ScrollEnabledTests: XCTestCase {
    func testScrollingIsOffWhileVisibleAndBackOnWhenHidden() {
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (tableView, dataSource) = (fixture.tableView, fixture.dataSource)
        XCTAssertTrue(tableView.isScrollEnabled, "precondition: UIKit's default")

        tableView.reloadData()
        XCTAssertFalse(tableView.isScrollEnabled)

        dataSource.itemCounts = [2]
        tableView.reloadData()
        XCTAssertTrue(tableView.isScrollEnabled)
    }

    func testAppDisabledScrollingStaysDisabledAfterHiding() {
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (tableView, dataSource) = (fixture.tableView, fixture.dataSource)
        tableView.isScrollEnabled = false

        tableView.reloadData()
        XCTAssertFalse(tableView.isScrollEnabled)

        dataSource.itemCounts = [2]
        tableView.reloadData()
        XCTAssertFalse(tableView.isScrollEnabled, "the app's false must be restored, not forced to true")
    }

    func testDelegateAllowsScrolling() {
        let fixture = makeTableFixture(sections: [0], start: .attached) { $0.allowsScroll = true }
        let (tableView, spy) = (fixture.tableView, fixture.spy)

        tableView.reloadData()

        XCTAssertTrue(tableView.isScrollEnabled)
        XCTAssertEqual(spy.count(of: "shouldAllowScroll"), 1)
    }

    func testDelegateAllowingScrollStillRestoresTheAppsFalse() {
        let fixture = makeTableFixture(sections: [0], start: .attached) { $0.allowsScroll = true }
        let (tableView, dataSource) = (fixture.tableView, fixture.dataSource)
        tableView.isScrollEnabled = false

        tableView.reloadData()
        XCTAssertTrue(tableView.isScrollEnabled, "the delegate's answer wins while visible")

        dataSource.itemCounts = [1]
        tableView.reloadData()
        XCTAssertFalse(tableView.isScrollEnabled, "the app's value comes back when hidden")
    }

    func testRefreshControlAllowsScrollingByDefault() {
        // The fixture owns window, tableView, data source and spy until the test ends.
        let fixture = makeTableFixture(sections: [0], start: .attached, prepare: { $0.refreshControl = UIRefreshControl() })
        let tableView = fixture.tableView

        tableView.reloadData()

        XCTAssertTrue(tableView.isEmptyDataSetVisible)
        XCTAssertTrue(tableView.isScrollEnabled, "pull to refresh must keep working")
    }

    func testDelegateCanDisallowScrollingDespiteARefreshControl() {
        // The fixture owns window, tableView, data source and spy until the test ends.
        let fixture = makeTableFixture(
            sections: [0], start: .attached, configure: { $0.allowsScroll = false },
            prepare: { $0.refreshControl = UIRefreshControl() })
        let tableView = fixture.tableView

        tableView.reloadData()

        XCTAssertFalse(tableView.isScrollEnabled)
    }

    func testInPlaceUpdatesDoNotOverwriteTheSavedValue() {
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (tableView, dataSource) = (fixture.tableView, fixture.dataSource)

        tableView.reloadData()
        tableView.reloadData()
        tableView.reloadEmptyDataSet()
        XCTAssertFalse(tableView.isScrollEnabled)

        dataSource.itemCounts = [1]
        tableView.reloadData()
        XCTAssertTrue(tableView.isScrollEnabled, "the value from before the first appearance is restored")
    }

    func testAppChangingScrollingWhileVisibleWins() {
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (tableView, dataSource) = (fixture.tableView, fixture.dataSource)
        tableView.isScrollEnabled = false
        tableView.reloadData()
        XCTAssertFalse(tableView.isScrollEnabled)

        tableView.isScrollEnabled = true
        tableView.reloadData()
        XCTAssertTrue(tableView.isScrollEnabled, "an in-place update keeps the app's newer value")

        dataSource.itemCounts = [1]
        tableView.reloadData()
        XCTAssertTrue(tableView.isScrollEnabled, "hiding does not put back the older saved value")
    }

    func testClearingTheSourceRestoresScrolling() {
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let tableView = fixture.tableView
        tableView.reloadData()
        XCTAssertFalse(tableView.isScrollEnabled)

        tableView.emptyDataSetSource = nil

        XCTAssertTrue(tableView.isScrollEnabled)
    }

    func testHiddenEmptyStateNeverTouchesScrolling() {
        let fixture = makeTableFixture(sections: [3], start: .attached)
        let tableView = fixture.tableView
        tableView.isScrollEnabled = false

        tableView.reloadData()
        XCTAssertFalse(tableView.isScrollEnabled)

        tableView.isScrollEnabled = true
        tableView.reloadData()
        XCTAssertTrue(tableView.isScrollEnabled)
    }

    func testPlainScrollViewGetsItsValueBack() {
        let fixture = makeScrollViewFixture(
            start: .attached, configure: { $0.allowsScroll = true }, prepare: { $0.isScrollEnabled = false })
        let (scrollView, spy) = (fixture.scrollView, fixture.spy)
        XCTAssertFalse(scrollView.isScrollEnabled, "precondition: the app's value")

        scrollView.reloadEmptyDataSet()
        XCTAssertTrue(scrollView.isScrollEnabled)

        spy.shouldDisplay = false
        scrollView.reloadEmptyDataSet()
        XCTAssertFalse(scrollView.isScrollEnabled)
    }
}
#endif
