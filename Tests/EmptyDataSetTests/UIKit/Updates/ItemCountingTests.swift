#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// How the data source is asked whether there are items: early exit, negative counts, defaults.
///
/// These views are deliberately not put in a window and never laid out: only EmptyDataSet asks the
/// data source, so the counters measure its questions alone (and UIKit never sees the negative
/// counts).
@MainActor
final class ItemCountingTests: XCTestCase {
    private static let manySections = [1] + Array(repeating: 0, count: 9_999)

    /// Runs the main queue's pending work (the reload attaching a source scheduled) when the test
    /// ends, so none of it is left for a later test.
    private func drainAtTeardown() {
        addTeardownBlock {
            MainActor.assumeIsolated { drainMainQueue() }
        }
    }

    func testTableStopsAtTheFirstSectionWithRows() {
        drainAtTeardown()
        let dataSource = CountingDataSource(itemCounts: Self.manySections)
        let tableView = UITableView(frame: testWindowFrame, style: .plain)
        tableView.dataSource = dataSource
        let spy = EmptyDataSetSpy()
        defer { withExtendedLifetime(spy) {} }  // held weakly by the scroll view: alive for the whole test
        attach(spy, to: tableView)

        dataSource.resetCounters()
        tableView.reloadEmptyDataSet()

        XCTAssertEqual(dataSource.numberOfRowsCalls, 1)
        XCTAssertEqual(dataSource.numberOfSectionsCalls, 1)
        XCTAssertFalse(tableView.isEmptyDataSetVisible)
    }

    func testCollectionStopsAtTheFirstSectionWithItems() {
        drainAtTeardown()
        let dataSource = CountingDataSource(itemCounts: Self.manySections)
        let collectionView = UICollectionView(frame: testWindowFrame, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.dataSource = dataSource
        let spy = EmptyDataSetSpy()
        defer { withExtendedLifetime(spy) {} }  // held weakly by the scroll view: alive for the whole test
        attach(spy, to: collectionView)

        dataSource.resetCounters()
        collectionView.reloadEmptyDataSet()

        XCTAssertEqual(dataSource.numberOfItemsCalls, 1)
        XCTAssertEqual(dataSource.numberOfSectionsCalls, 1)
        XCTAssertFalse(collectionView.isEmptyDataSetVisible)
    }

    func testEmptyTableAsksEverySectionOnce() {
        drainAtTeardown()
        let dataSource = CountingDataSource(itemCounts: [0, 0, 0, 0])
        let tableView = UITableView(frame: testWindowFrame, style: .plain)
        tableView.dataSource = dataSource
        let spy = EmptyDataSetSpy()
        defer { withExtendedLifetime(spy) {} }  // held weakly by the scroll view: alive for the whole test
        attach(spy, to: tableView)

        dataSource.resetCounters()
        tableView.reloadEmptyDataSet()

        XCTAssertEqual(dataSource.numberOfRowsCalls, 4)
        XCTAssertTrue(tableView.isEmptyDataSetVisible)
    }

    func testNegativeRowCountsCountAsEmpty() {
        drainAtTeardown()
        let dataSource = CountingDataSource(itemCounts: [-1, -5])
        let tableView = UITableView(frame: testWindowFrame, style: .plain)
        tableView.dataSource = dataSource
        let spy = EmptyDataSetSpy()
        defer { withExtendedLifetime((spy, dataSource)) {} }  // both held weakly: alive for the whole test
        attach(spy, to: tableView)

        tableView.reloadEmptyDataSet()

        assertEmptyStateVisible(tableView)
    }

    func testNegativeItemCountsCountAsEmpty() {
        drainAtTeardown()
        let dataSource = CountingDataSource(itemCounts: [-3])
        let collectionView = UICollectionView(frame: testWindowFrame, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.dataSource = dataSource
        let spy = EmptyDataSetSpy()
        defer { withExtendedLifetime((spy, dataSource)) {} }  // both held weakly: alive for the whole test
        attach(spy, to: collectionView)

        collectionView.reloadEmptyDataSet()

        assertEmptyStateVisible(collectionView)
    }

    func testNegativeSectionCountCountsAsEmpty() {
        drainAtTeardown()
        let dataSource = NegativeSectionsDataSource()
        let tableView = UITableView(frame: testWindowFrame, style: .plain)
        tableView.dataSource = dataSource
        let spy = EmptyDataSetSpy()
        defer { withExtendedLifetime(spy) {} }  // held weakly by the scroll view: alive for the whole test
        attach(spy, to: tableView)

        tableView.reloadEmptyDataSet()

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(dataSource.numberOfRowsCalls, 0, "no section means no rows question")
    }

    func testMissingNumberOfSectionsMeansOneSection() {
        drainAtTeardown()
        let dataSource = SingleSectionDataSource()
        let tableView = UITableView(frame: testWindowFrame, style: .plain)
        tableView.dataSource = dataSource
        let spy = EmptyDataSetSpy()
        defer { withExtendedLifetime(spy) {} }  // held weakly by the scroll view: alive for the whole test
        attach(spy, to: tableView)

        dataSource.rows = 0
        tableView.reloadEmptyDataSet()
        XCTAssertTrue(tableView.isEmptyDataSetVisible)
        XCTAssertEqual(dataSource.askedSections, [0])

        dataSource.rows = 2
        tableView.reloadEmptyDataSet()
        XCTAssertFalse(tableView.isEmptyDataSetVisible)
    }
}

/// A data source that implements only the required methods (no `numberOfSections(in:)`).
private final class SingleSectionDataSource: NSObject, UITableViewDataSource {
    var rows = 0
    private(set) var askedSections: [Int] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        askedSections.append(section)
        return rows
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// A buggy data source reporting a negative number of sections.
private final class NegativeSectionsDataSource: NSObject, UITableViewDataSource {
    private(set) var numberOfRowsCalls = 0

    func numberOfSections(in tableView: UITableView) -> Int { -2 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        numberOfRowsCalls += 1
        return 1
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}
#endif
