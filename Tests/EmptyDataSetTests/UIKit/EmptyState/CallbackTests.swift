#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The four appearance callbacks: order, once per change of state, never on an unchanged reload.
@MainActor
final class CallbackTests: XCTestCase {
    private let appear = [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear]
    private let disappear = [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear]

    func testShowingSendsWillAppearThenDidAppear() {
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (tableView, spy) = (fixture.tableView, fixture.spy)

        tableView.reloadData()

        XCTAssertEqual(spy.lifecycleCalls, appear)
    }

    func testHidingSendsWillDisappearThenDidDisappear() {
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (tableView, dataSource, spy) = (fixture.tableView, fixture.dataSource, fixture.spy)
        tableView.reloadData()
        spy.resetCalls()

        dataSource.itemCounts = [1]
        tableView.reloadData()

        XCTAssertEqual(spy.lifecycleCalls, disappear)
    }

    func testRepeatedReloadWhileVisibleSendsNoCallbacks() {
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (tableView, spy) = (fixture.tableView, fixture.spy)
        tableView.reloadData()
        spy.resetCalls()

        tableView.reloadData()
        tableView.reloadEmptyDataSet()
        spinRunLoop()

        XCTAssertEqual(spy.lifecycleCalls, [])
        XCTAssertTrue(tableView.isEmptyDataSetVisible)
        XCTAssertGreaterThan(spy.count(of: "title"), 0, "an unchanged reload still refreshes the content")
    }

    func testRepeatedReloadWhileHiddenSendsNoCallbacks() {
        let fixture = makeTableFixture(sections: [2], start: .attached)
        let (tableView, spy) = (fixture.tableView, fixture.spy)

        tableView.reloadData()
        tableView.reloadData()
        tableView.reloadEmptyDataSet()
        spinRunLoop()

        XCTAssertEqual(spy.lifecycleCalls, [])
        XCTAssertEqual(spy.count(of: "title"), 0, "a hidden empty state asks for no content")
    }

    func testFullCycleSendsEachPairOncePerChange() {
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (tableView, dataSource, spy) = (fixture.tableView, fixture.dataSource, fixture.spy)

        tableView.reloadData()
        tableView.reloadData()
        dataSource.itemCounts = [1]
        tableView.reloadData()
        tableView.reloadData()
        dataSource.itemCounts = [0]
        tableView.reloadData()

        XCTAssertEqual(spy.lifecycleCalls, appear + disappear + appear)
    }

    /// will… callbacks see the state before the change, did… callbacks the state after it: not yet
    /// shown at willAppear (not even created the first time), shown at didAppear and willDisappear,
    /// hidden at didDisappear. Two appearances, so the second willAppear sees a view that exists
    /// but is hidden.
    func testViewStateAtEachCallback() {
        // The fixture owns window, tableView, data source and spy until the test ends.
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (tableView, dataSource, spy) = (fixture.tableView, fixture.dataSource, fixture.spy)
        let lifecycle = Set(appear + disappear)
        var shownAt: [(callback: String, shown: Bool, reported: Bool)] = []
        spy.onCall = { name, scrollView in
            guard lifecycle.contains(name) else { return }
            shownAt.append((name, Self.isShown(in: scrollView), scrollView.isEmptyDataSetVisible))
        }

        tableView.reloadData()
        dataSource.itemCounts = [1]
        tableView.reloadData()
        dataSource.itemCounts = [0]
        tableView.reloadData()

        XCTAssertEqual(shownAt.map(\.callback), appear + disappear + appear)
        XCTAssertEqual(shownAt.map(\.shown), [false, true, true, false, false, true])
        // isEmptyDataSetVisible reports what is on screen, as DZNEmptyDataSet did: not yet visible
        // in willAppear, still visible in willDisappear.
        XCTAssertEqual(shownAt.map(\.reported), [false, true, true, false, false, true])
    }

    /// Whether `scrollView`'s empty-state view exists, is in it, and is not hidden.
    private static func isShown(in scrollView: UIScrollView) -> Bool {
        guard let view = scrollView.emptyDataSetControllerIfPresent?.emptyView else { return false }
        return view.superview === scrollView && !view.isHidden
    }

    func testClearingTheSourceSendsTheDisappearPair() {
        // The fixture owns window, tableView, data source and spy until the test ends.
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (tableView, spy) = (fixture.tableView, fixture.spy)
        let delegate = EmptyDataSetSpy()
        fixture.keep(delegate)  // held weakly by the table: alive until the test ends
        tableView.emptyDataSetDelegate = delegate
        tableView.emptyDataSetSource = spy
        tableView.reloadData()
        delegate.resetCalls()

        tableView.emptyDataSetSource = nil

        XCTAssertEqual(delegate.lifecycleCalls, disappear)
    }

    func testCollectionViewCallbacks() {
        let fixture = makeCollectionFixture(sections: [0], start: .attached)
        let (collectionView, dataSource, spy) = (fixture.collectionView, fixture.dataSource, fixture.spy)

        collectionView.reloadData()
        collectionView.reloadData()
        dataSource.itemCounts = [3]
        collectionView.reloadData()

        XCTAssertEqual(spy.lifecycleCalls, appear + disappear)
    }
}
#endif
