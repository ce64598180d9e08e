#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The delegate's say over visibility: forced display and the display veto.
@MainActor
final class DisplayDecisionTests: XCTestCase {
    func testForcedDisplayShowsDespiteRows() {
        let fixture = makeTableFixture(sections: [5], start: .attached) { $0.isForcedToDisplay = true }
        let (tableView, spy) = (fixture.tableView, fixture.spy)

        tableView.reloadData()

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
    }

    func testForcedDisplayDoesNotCountItems() {
        let fixture = makeTableFixture(sections: [5], start: .attached) { $0.isForcedToDisplay = true }
        let (tableView, dataSource) = (fixture.tableView, fixture.dataSource)
        dataSource.resetCounters()

        tableView.reloadEmptyDataSet()

        XCTAssertTrue(tableView.isEmptyDataSetVisible)
        XCTAssertEqual(dataSource.numberOfRowsCalls, 0)
        XCTAssertEqual(dataSource.numberOfSectionsCalls, 0)
    }

    func testEndingForcedDisplayHidesWhileRowsRemain() {
        let fixture = makeTableFixture(sections: [5], start: .attached) { $0.isForcedToDisplay = true }
        let (tableView, spy) = (fixture.tableView, fixture.spy)
        tableView.reloadData()
        assertEmptyStateVisible(tableView)

        spy.isForcedToDisplay = false
        tableView.reloadData()

        assertEmptyStateHidden(tableView)
    }

    func testShouldDisplayFalseKeepsAnEmptyTableBare() {
        let fixture = makeTableFixture(sections: [0], start: .attached) { $0.shouldDisplay = false }
        let (tableView, spy) = (fixture.tableView, fixture.spy)

        tableView.reloadData()

        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [])
        XCTAssertEqual(spy.count(of: "title"), 0, "content is not asked for when nothing shows")
    }

    func testShouldDisplayFalseDoesNotCountItems() {
        let fixture = makeTableFixture(sections: [0], start: .attached) { $0.shouldDisplay = false }
        let (tableView, dataSource) = (fixture.tableView, fixture.dataSource)
        dataSource.resetCounters()

        tableView.reloadEmptyDataSet()

        XCTAssertEqual(dataSource.numberOfRowsCalls, 0)
        XCTAssertEqual(dataSource.numberOfSectionsCalls, 0)
    }

    func testShouldDisplayFalseHidesAVisibleEmptyState() {
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (tableView, spy) = (fixture.tableView, fixture.spy)
        tableView.reloadData()
        spy.resetCalls()

        spy.shouldDisplay = false
        tableView.reloadData()

        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear])
    }

    func testForcedDisplayWinsOverShouldDisplayFalse() {
        let fixture = makeTableFixture(sections: [0], start: .attached) {
            $0.shouldDisplay = false
            $0.isForcedToDisplay = true
        }
        let tableView = fixture.tableView

        tableView.reloadData()

        assertEmptyStateVisible(tableView)
    }

    func testForcedDisplayOnACollectionViewWithItems() {
        let fixture = makeCollectionFixture(sections: [4], start: .attached) { $0.isForcedToDisplay = true }
        let collectionView = fixture.collectionView

        collectionView.reloadData()

        assertEmptyStateVisible(collectionView)
    }
}
#endif
