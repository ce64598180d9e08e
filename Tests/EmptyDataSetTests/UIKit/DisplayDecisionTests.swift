#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The delegate's say over visibility: forced display and the display veto.
@MainActor
final class DisplayDecisionTests: XCTestCase {
    func testForcedDisplayShowsDespiteRows() {
        let (window, tableView, _, spy) = makeAttachedTable(sections: [5]) { $0.isForcedToDisplay = true }

        tableView.reloadData()

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
        withExtendedLifetime(window) {}
    }

    func testForcedDisplayDoesNotCountItems() {
        let (window, tableView, dataSource, _) = makeAttachedTable(sections: [5]) { $0.isForcedToDisplay = true }
        dataSource.resetCounters()

        tableView.reloadEmptyDataSet()

        XCTAssertTrue(tableView.isEmptyDataSetVisible)
        XCTAssertEqual(dataSource.numberOfRowsCalls, 0)
        XCTAssertEqual(dataSource.numberOfSectionsCalls, 0)
        withExtendedLifetime(window) {}
    }

    func testEndingForcedDisplayHidesWhileRowsRemain() {
        let (window, tableView, _, spy) = makeAttachedTable(sections: [5]) { $0.isForcedToDisplay = true }
        tableView.reloadData()
        assertEmptyStateVisible(tableView)

        spy.isForcedToDisplay = false
        tableView.reloadData()

        assertEmptyStateHidden(tableView)
        withExtendedLifetime(window) {}
    }

    func testShouldDisplayFalseKeepsAnEmptyTableBare() {
        let (window, tableView, _, spy) = makeAttachedTable(sections: [0]) { $0.shouldDisplay = false }

        tableView.reloadData()

        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [])
        XCTAssertEqual(spy.count(of: "title"), 0, "content is not asked for when nothing shows")
        withExtendedLifetime(window) {}
    }

    func testShouldDisplayFalseDoesNotCountItems() {
        let (window, tableView, dataSource, _) = makeAttachedTable(sections: [0]) { $0.shouldDisplay = false }
        dataSource.resetCounters()

        tableView.reloadEmptyDataSet()

        XCTAssertEqual(dataSource.numberOfRowsCalls, 0)
        XCTAssertEqual(dataSource.numberOfSectionsCalls, 0)
        withExtendedLifetime(window) {}
    }

    func testShouldDisplayFalseHidesAVisibleEmptyState() {
        let (window, tableView, _, spy) = makeAttachedTable(sections: [0])
        tableView.reloadData()
        spy.resetCalls()

        spy.shouldDisplay = false
        tableView.reloadData()

        assertEmptyStateHidden(tableView)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear])
        withExtendedLifetime(window) {}
    }

    func testForcedDisplayWinsOverShouldDisplayFalse() {
        let (window, tableView, _, _) = makeAttachedTable(sections: [0]) {
            $0.shouldDisplay = false
            $0.isForcedToDisplay = true
        }

        tableView.reloadData()

        assertEmptyStateVisible(tableView)
        withExtendedLifetime(window) {}
    }

    func testForcedDisplayOnACollectionViewWithItems() {
        let (window, collectionView, _, _) = makeAttachedCollection(sections: [4]) { $0.isForcedToDisplay = true }

        collectionView.reloadData()

        assertEmptyStateVisible(collectionView)
        withExtendedLifetime(window) {}
    }
}
#endif
