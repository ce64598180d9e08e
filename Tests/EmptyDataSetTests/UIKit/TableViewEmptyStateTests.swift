#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Showing and hiding the empty state of a `UITableView` through `reloadData()`.
@MainActor
final class TableViewEmptyStateTests: XCTestCase {
    func testShowsWhenTheOnlySectionHasNoRows() throws {
        let (window, tableView, _, _) = makeAttachedTable(sections: [0])

        tableView.reloadData()

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(try emptyView(of: tableView).titleLabel.attributedText?.string, "Nothing here")
        withExtendedLifetime(window) {}
    }

    func testHidesWhenRowsAppearAndShowsAgainWhenTheyGo() {
        let (window, tableView, dataSource, spy) = makeAttachedTable(sections: [0])
        tableView.reloadData()
        assertEmptyStateVisible(tableView)

        dataSource.itemCounts = [3]
        tableView.reloadData()
        assertEmptyStateHidden(tableView)

        dataSource.itemCounts = [0]
        tableView.reloadData()
        assertEmptyStateVisible(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [
            EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear,
            EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear,
            EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear,
        ])
        withExtendedLifetime(window) {}
    }

    func testHiddenWhileTheTableHasRows() {
        let (window, tableView, _, spy) = makeAttachedTable(sections: [2])

        tableView.reloadData()

        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [])
        withExtendedLifetime(window) {}
    }

    func testNoSectionsCountsAsEmpty() {
        let (window, tableView, _, _) = makeAttachedTable(sections: [])

        tableView.reloadData()

        assertEmptyStateVisible(tableView)
        withExtendedLifetime(window) {}
    }

    func testRowsInALaterSectionCountAsItems() {
        let (window, tableView, _, _) = makeAttachedTable(sections: [0, 0, 4])

        tableView.reloadData()

        assertEmptyStateHidden(tableView)
        withExtendedLifetime(window) {}
    }

    func testTableWithoutDataSourceCountsAsEmpty() {
        let (window, tableView) = makeTableView(dataSource: nil)
        let spy = EmptyDataSetSpy()
        attach(spy, to: tableView)

        tableView.reloadData()

        assertEmptyStateVisible(tableView)
        withExtendedLifetime(window) {}
    }

    func testSettingTheSourceShowsTheEmptyStateWithoutAnExplicitReload() {
        // The fixture owns window, tableView, data source and spy until the test ends.
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (window, tableView, _, spy) = (fixture.window, fixture.tableView, fixture.dataSource, fixture.spy)
        tableView.emptyDataSetDelegate = spy

        tableView.emptyDataSetSource = spy

        XCTAssertTrue(waitUntil { tableView.isEmptyDataSetVisible }, "the scheduled reload never ran")
        assertEmptyStateVisible(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
        withExtendedLifetime(window) {}
    }

    func testClearingTheSourceHidesAtOnce() {
        let (window, tableView, _, _) = makeAttachedTable(sections: [0])
        tableView.reloadData()
        assertEmptyStateVisible(tableView)

        tableView.emptyDataSetSource = nil

        assertEmptyStateHidden(tableView)
        XCTAssertNil(tableView.emptyDataSetSource)
        withExtendedLifetime(window) {}
    }

    func testSourceAndDelegateGettersReturnWhatWasSet() {
        let (window, tableView) = makeTableView(dataSource: nil)
        let source = EmptyDataSetSpy()
        let delegate = EmptyDataSetSpy()

        tableView.emptyDataSetSource = source
        tableView.emptyDataSetDelegate = delegate

        XCTAssertIdentical(tableView.emptyDataSetSource, source)
        XCTAssertIdentical(tableView.emptyDataSetDelegate, delegate)
        withExtendedLifetime(window) {}
    }

    func testEmptyViewIsAboveTheBackgroundView() throws {
        // The fixture owns window, tableView, data source and spy until the test ends.
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (window, tableView, _, spy) = (fixture.window, fixture.tableView, fixture.dataSource, fixture.spy)
        let background = UIView()
        tableView.backgroundView = background
        tableView.layoutIfNeeded()
        attach(spy, to: tableView)

        tableView.reloadData()
        tableView.layoutIfNeeded()

        let view = try emptyView(of: tableView)
        let emptyIndex = try XCTUnwrap(tableView.subviews.firstIndex { $0 === view })
        let backgroundIndex = try XCTUnwrap(tableView.subviews.firstIndex { $0 === background })
        XCTAssertLessThan(backgroundIndex, emptyIndex)
        withExtendedLifetime(window) {}
    }

    func testOneEmptyViewNoMatterHowManyReloads() {
        let (window, tableView, dataSource, _) = makeAttachedTable(sections: [0])

        for round in 0..<4 {
            dataSource.itemCounts = [round % 2]
            tableView.reloadData()
            tableView.reloadData()
        }

        XCTAssertEqual(tableView.subviews.filter { $0 is EmptyDataSetView }.count, 1)
        withExtendedLifetime(window) {}
    }

    func testGroupedTableShowsToo() {
        let dataSource = CountingDataSource(itemCounts: [0, 0])
        let (window, tableView) = makeTableView(dataSource: dataSource, style: .insetGrouped)
        let spy = EmptyDataSetSpy()
        attach(spy, to: tableView)

        tableView.reloadData()

        assertEmptyStateVisible(tableView)
        withExtendedLifetime(window) {}
    }
}
#endif
