#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Showing and hiding the empty state of a `UICollectionView` through `reloadData()`.
@MainActor
final class CollectionViewEmptyStateTests: XCTestCase {
    func testShowsWhenTheCollectionHasNoItems() throws {
        let fixture = makeCollectionFixture(sections: [0], start: .attached)
        let (collectionView, spy) = (fixture.collectionView, fixture.spy)

        collectionView.reloadData()

        assertEmptyStateVisible(collectionView)
        XCTAssertEqual(try emptyView(of: collectionView).titleLabel.attributedText?.string, "Nothing here")
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
    }

    func testHidesWhenItemsAppearAndShowsAgainWhenTheyGo() {
        let fixture = makeCollectionFixture(sections: [0, 0], start: .attached)
        let (collectionView, dataSource) = (fixture.collectionView, fixture.dataSource)
        collectionView.reloadData()
        assertEmptyStateVisible(collectionView)

        dataSource.itemCounts = [0, 5]
        collectionView.reloadData()
        assertEmptyStateHidden(collectionView)

        dataSource.itemCounts = [0, 0]
        collectionView.reloadData()
        assertEmptyStateVisible(collectionView)
    }

    /// A collection that has items from its first reload: the decision is made (the reload hook
    /// ran and asked the delegate) and is "hidden" — no view made, no callbacks. Hidden is also
    /// the state before any decision, so the test checks that a decision happened.
    func testHiddenWhileTheCollectionHasItems() {
        let fixture = makeCollectionFixture(sections: [1], start: .attached)
        let (collectionView, spy) = (fixture.collectionView, fixture.spy)
        drainMainQueue()  // the reload that setting the source scheduled
        spy.resetCalls()
        let reloads = fixture.signalCount(.reloadHook)

        collectionView.reloadData()

        XCTAssertEqual(fixture.signalCount(.reloadHook), reloads + 1, "the reloadData hook ran")
        XCTAssertTrue(waitUntil { spy.count(of: "shouldDisplay") > 0 }, "and decided: the delegate was asked")
        assertEmptyStateHidden(collectionView)
        XCTAssertNil(collectionView.emptyDataSetControllerIfPresent?.emptyView, "no empty-state view was made")
        XCTAssertEqual(spy.lifecycleCalls, [])
    }

    func testCollectionWithoutDataSourceCountsAsEmpty() {
        // The fixture owns window, collection view and spy (held weakly by the collection view).
        let fixture = makeCollectionFixture(sections: [0], start: .attached, prepare: { $0.dataSource = nil })
        let collectionView = fixture.collectionView
        XCTAssertNil(collectionView.dataSource, "precondition")

        collectionView.reloadData()

        assertEmptyStateVisible(collectionView)
    }

    func testSettingTheSourceShowsTheEmptyStateWithoutAnExplicitReload() {
        // The fixture owns window, collectionView, data source and spy until the test ends.
        let fixture = makeCollectionFixture(sections: [0], start: .detached)
        let (collectionView, spy) = (fixture.collectionView, fixture.spy)

        attach(spy, to: collectionView)

        XCTAssertFalse(collectionView.isEmptyDataSetVisible, "scheduled, not shown inside the setter")
        XCTAssertTrue(waitUntil { collectionView.isEmptyDataSetVisible }, "the scheduled reload never ran")
        assertEmptyStateVisible(collectionView)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
        // The path: the source change, not a reloadData() hook.
        XCTAssertGreaterThanOrEqual(fixture.signalCount(.sourceChange), 1)
        XCTAssertEqual(fixture.signalCount(.reloadHook), 0, "no reloadData() hook fired: the scheduled reload showed it")
        // Nor a content-size decision: the fixture lays the collection view out (data source set)
        // before the source is set, so its content size was final before the empty state was watching.
        XCTAssertEqual(fixture.signalCount(.contentSize), 0)
    }

    func testEmptyViewIsAboveTheBackgroundView() throws {
        // The fixture owns window, collectionView, data source and spy until the test ends.
        let background = UIView()
        let fixture = makeCollectionFixture(sections: [0], start: .attached, prepare: { $0.backgroundView = background })
        let collectionView = fixture.collectionView

        collectionView.reloadData()
        collectionView.layoutIfNeeded()

        let view = try emptyView(of: collectionView)
        let emptyIndex = try XCTUnwrap(collectionView.subviews.firstIndex { $0 === view })
        let backgroundIndex = try XCTUnwrap(collectionView.subviews.firstIndex { $0 === background })
        XCTAssertLessThan(backgroundIndex, emptyIndex)
    }

    func testClearingTheSourceHidesAtOnce() {
        let fixture = makeCollectionFixture(sections: [0], start: .attached)
        let collectionView = fixture.collectionView
        collectionView.reloadData()
        assertEmptyStateVisible(collectionView)

        collectionView.emptyDataSetSource = nil

        assertEmptyStateHidden(collectionView)
    }
}
#endif
