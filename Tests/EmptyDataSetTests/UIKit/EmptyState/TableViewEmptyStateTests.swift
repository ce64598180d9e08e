#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Showing and hiding the empty state of a `UITableView` through `reloadData()`.
@MainActor
final class TableViewEmptyStateTests: XCTestCase {
    func testShowsWhenTheOnlySectionHasNoRows() throws {
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let tableView = fixture.tableView

        tableView.reloadData()

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(try emptyView(of: tableView).titleLabel.attributedText?.string, "Nothing here")
    }

    func testHidesWhenRowsAppearAndShowsAgainWhenTheyGo() {
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (tableView, dataSource, spy) = (fixture.tableView, fixture.dataSource, fixture.spy)
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
    }

    func testHiddenWhileTheTableHasRows() {
        let fixture = makeTableFixture(sections: [2], start: .attached)
        let (tableView, spy) = (fixture.tableView, fixture.spy)

        tableView.reloadData()

        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [])
    }

    func testNoSectionsCountsAsEmpty() {
        let fixture = makeTableFixture(sections: [], start: .attached)
        let tableView = fixture.tableView

        tableView.reloadData()

        assertEmptyStateVisible(tableView)
    }

    func testRowsInALaterSectionCountAsItems() {
        let fixture = makeTableFixture(sections: [0, 0, 4], start: .attached)
        let tableView = fixture.tableView

        tableView.reloadData()

        assertEmptyStateHidden(tableView)
    }

    func testTableWithoutDataSourceCountsAsEmpty() {
        // The fixture owns window, table and spy (the spy, held weakly by the table, lives as long).
        let fixture = makeTableFixture(sections: [0], start: .attached, prepare: { $0.dataSource = nil })
        let tableView = fixture.tableView
        XCTAssertNil(tableView.dataSource, "precondition")

        tableView.reloadData()

        assertEmptyStateVisible(tableView)
    }

    func testSettingTheSourceShowsTheEmptyStateWithoutAnExplicitReload() {
        // The fixture owns window, tableView, data source and spy until the test ends.
        let fixture = makeTableFixture(sections: [0], start: .detached)
        let (tableView, spy) = (fixture.tableView, fixture.spy)
        tableView.emptyDataSetDelegate = spy

        tableView.emptyDataSetSource = spy

        XCTAssertFalse(tableView.isEmptyDataSetVisible, "scheduled, not shown inside the setter")
        XCTAssertTrue(waitUntil { tableView.isEmptyDataSetVisible }, "the scheduled reload never ran")
        assertEmptyStateVisible(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
        // The path: the source change, not a reloadData() hook.
        XCTAssertGreaterThanOrEqual(fixture.signalCount(.sourceChange), 1)
        XCTAssertEqual(fixture.signalCount(.reloadHook), 0, "no reloadData() hook fired: the scheduled reload showed it")
        // Nor a content-size decision: the fixture lays the table out (data source set) before the
        // source is set, so its content size was final before the empty state was watching.
        XCTAssertEqual(fixture.signalCount(.contentSize), 0)
    }

    func testClearingTheSourceHidesAtOnce() {
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let tableView = fixture.tableView
        tableView.reloadData()
        assertEmptyStateVisible(tableView)

        tableView.emptyDataSetSource = nil

        assertEmptyStateHidden(tableView)
        XCTAssertNil(tableView.emptyDataSetSource)
    }

    func testSourceAndDelegateGettersReturnWhatWasSet() {
        let fixture = makeTableFixture(sections: [0], start: .detached)
        let tableView = fixture.tableView
        let source = fixture.spy
        let delegate = EmptyDataSetSpy()
        fixture.keep(delegate)  // held weakly by the table: alive until the test ends

        tableView.emptyDataSetSource = source
        tableView.emptyDataSetDelegate = delegate

        XCTAssertIdentical(tableView.emptyDataSetSource, source)
        XCTAssertIdentical(tableView.emptyDataSetDelegate, delegate)
    }

    func testEmptyViewIsAboveTheBackgroundView() throws {
        // The fixture owns window, tableView, data source and spy until the test ends.
        let background = UIView()
        let fixture = makeTableFixture(sections: [0], start: .attached, prepare: { $0.backgroundView = background })
        let tableView = fixture.tableView

        tableView.reloadData()
        tableView.layoutIfNeeded()

        let view = try emptyView(of: tableView)
        let emptyIndex = try XCTUnwrap(tableView.subviews.firstIndex { $0 === view })
        let backgroundIndex = try XCTUnwrap(tableView.subviews.firstIndex { $0 === background })
        XCTAssertLessThan(backgroundIndex, emptyIndex)
    }

    func testOneEmptyViewNoMatterHowManyReloads() {
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (tableView, dataSource) = (fixture.tableView, fixture.dataSource)

        for round in 0..<4 {
            dataSource.itemCounts = [round % 2]
            tableView.reloadData()
            tableView.reloadData()
        }

        XCTAssertEqual(tableView.subviews.filter { $0 is EmptyStateView }.count, 1)
    }

    func testGroupedTableShowsToo() {
        // The fixture owns the data source and spy (both held weakly by the table) until the end.
        let fixture = makeTableFixture(sections: [0, 0], style: .insetGrouped, start: .attached)
        let tableView = fixture.tableView

        tableView.reloadData()

        assertEmptyStateVisible(tableView)
    }
}
#endif
