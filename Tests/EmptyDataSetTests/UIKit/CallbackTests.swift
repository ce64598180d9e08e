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
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        let spy = EmptyDataSetSpy()
        attach(spy, to: tableView)

        tableView.reloadData()

        XCTAssertEqual(spy.lifecycleCalls, appear)
        withExtendedLifetime(window) {}
    }

    func testHidingSendsWillDisappearThenDidDisappear() {
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        let spy = EmptyDataSetSpy()
        attach(spy, to: tableView)
        tableView.reloadData()
        spy.resetCalls()

        dataSource.itemCounts = [1]
        tableView.reloadData()

        XCTAssertEqual(spy.lifecycleCalls, disappear)
        withExtendedLifetime(window) {}
    }

    func testRepeatedReloadWhileVisibleSendsNoCallbacks() {
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        let spy = EmptyDataSetSpy()
        attach(spy, to: tableView)
        tableView.reloadData()
        spy.resetCalls()

        tableView.reloadData()
        tableView.reloadEmptyDataSet()
        spinRunLoop()

        XCTAssertEqual(spy.lifecycleCalls, [])
        XCTAssertTrue(tableView.isEmptyDataSetVisible)
        XCTAssertGreaterThan(spy.count(of: "title"), 0, "an unchanged reload still refreshes the content")
        withExtendedLifetime(window) {}
    }

    func testRepeatedReloadWhileHiddenSendsNoCallbacks() {
        let dataSource = CountingDataSource(itemCounts: [2])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        let spy = EmptyDataSetSpy()
        attach(spy, to: tableView)

        tableView.reloadData()
        tableView.reloadData()
        tableView.reloadEmptyDataSet()
        spinRunLoop()

        XCTAssertEqual(spy.lifecycleCalls, [])
        XCTAssertEqual(spy.count(of: "title"), 0, "a hidden empty state asks for no content")
        withExtendedLifetime(window) {}
    }

    func testFullCycleSendsEachPairOncePerChange() {
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        let spy = EmptyDataSetSpy()
        attach(spy, to: tableView)

        tableView.reloadData()
        tableView.reloadData()
        dataSource.itemCounts = [1]
        tableView.reloadData()
        tableView.reloadData()
        dataSource.itemCounts = [0]
        tableView.reloadData()

        XCTAssertEqual(spy.lifecycleCalls, appear + disappear + appear)
        withExtendedLifetime(window) {}
    }

    func testViewIsInPlaceAtDidAppearAndStillShownAtWillDisappear() {
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        let spy = EmptyDataSetSpy()
        var shownAt: [String: Bool] = [:]
        spy.onCall = { name, scrollView in
            guard let view = scrollView.emptyDataSetControllerIfPresent?.emptyView else { return }
            shownAt[name] = view.superview === scrollView && !view.isHidden
        }
        attach(spy, to: tableView)

        tableView.reloadData()
        dataSource.itemCounts = [1]
        tableView.reloadData()

        XCTAssertEqual(shownAt[EmptyDataSetSpy.didAppear], true)
        XCTAssertEqual(shownAt[EmptyDataSetSpy.willDisappear], true)
        XCTAssertEqual(shownAt[EmptyDataSetSpy.didDisappear], false)
        withExtendedLifetime(window) {}
    }

    func testClearingTheSourceSendsTheDisappearPair() {
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        let spy = EmptyDataSetSpy()
        let delegate = EmptyDataSetSpy()
        tableView.emptyDataSetDelegate = delegate
        tableView.emptyDataSetSource = spy
        tableView.reloadData()
        delegate.resetCalls()

        tableView.emptyDataSetSource = nil

        XCTAssertEqual(delegate.lifecycleCalls, disappear)
        withExtendedLifetime(window) {}
    }

    func testCollectionViewCallbacks() {
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, collectionView) = makeCollectionView(dataSource: dataSource)
        let spy = EmptyDataSetSpy()
        attach(spy, to: collectionView)

        collectionView.reloadData()
        collectionView.reloadData()
        dataSource.itemCounts = [3]
        collectionView.reloadData()

        XCTAssertEqual(spy.lifecycleCalls, appear + disappear)
        withExtendedLifetime(window) {}
    }
}
#endif
