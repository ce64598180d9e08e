#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The delegate's say over visibility: forced display and the display veto.
@MainActor
final class DisplayDecisionTests: XCTestCase {
    func testForcedDisplayShowsDespiteRows() {
        let dataSource = CountingDataSource(itemCounts: [5])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        let spy = EmptyDataSetSpy()
        spy.isForcedToDisplay = true
        attach(spy, to: tableView)

        tableView.reloadData()

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
        withExtendedLifetime(window) {}
    }

    func testForcedDisplayDoesNotCountItems() {
        let dataSource = CountingDataSource(itemCounts: [5])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        let spy = EmptyDataSetSpy()
        spy.isForcedToDisplay = true
        attach(spy, to: tableView)
        dataSource.resetCounters()

        tableView.reloadEmptyDataSet()

        XCTAssertTrue(tableView.isEmptyDataSetVisible)
        XCTAssertEqual(dataSource.numberOfRowsCalls, 0)
        XCTAssertEqual(dataSource.numberOfSectionsCalls, 0)
        withExtendedLifetime(window) {}
    }

    func testEndingForcedDisplayHidesWhileRowsRemain() {
        let dataSource = CountingDataSource(itemCounts: [5])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        let spy = EmptyDataSetSpy()
        spy.isForcedToDisplay = true
        attach(spy, to: tableView)
        tableView.reloadData()
        assertEmptyStateVisible(tableView)

        spy.isForcedToDisplay = false
        tableView.reloadData()

        assertEmptyStateHidden(tableView)
        withExtendedLifetime(window) {}
    }

    func testShouldDisplayFalseKeepsAnEmptyTableBare() {
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        let spy = EmptyDataSetSpy()
        spy.shouldDisplay = false
        attach(spy, to: tableView)

        tableView.reloadData()

        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [])
        XCTAssertEqual(spy.count(of: "title"), 0, "content is not asked for when nothing shows")
        withExtendedLifetime(window) {}
    }

    func testShouldDisplayFalseDoesNotCountItems() {
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        let spy = EmptyDataSetSpy()
        spy.shouldDisplay = false
        attach(spy, to: tableView)
        dataSource.resetCounters()

        tableView.reloadEmptyDataSet()

        XCTAssertEqual(dataSource.numberOfRowsCalls, 0)
        XCTAssertEqual(dataSource.numberOfSectionsCalls, 0)
        withExtendedLifetime(window) {}
    }

    func testShouldDisplayFalseHidesAVisibleEmptyState() {
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        let spy = EmptyDataSetSpy()
        attach(spy, to: tableView)
        tableView.reloadData()
        spy.resetCalls()

        spy.shouldDisplay = false
        tableView.reloadData()

        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear])
        withExtendedLifetime(window) {}
    }

    func testForcedDisplayWinsOverShouldDisplayFalse() {
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        let spy = EmptyDataSetSpy()
        spy.shouldDisplay = false
        spy.isForcedToDisplay = true
        attach(spy, to: tableView)

        tableView.reloadData()

        assertEmptyStateVisible(tableView)
        withExtendedLifetime(window) {}
    }

    func testForcedDisplayOnACollectionViewWithItems() {
        let dataSource = CountingDataSource(itemCounts: [4])
        let (window, collectionView) = makeCollectionView(dataSource: dataSource)
        let spy = EmptyDataSetSpy()
        spy.isForcedToDisplay = true
        attach(spy, to: collectionView)

        collectionView.reloadData()

        assertEmptyStateVisible(collectionView)
        withExtendedLifetime(window) {}
    }
}
#endif
