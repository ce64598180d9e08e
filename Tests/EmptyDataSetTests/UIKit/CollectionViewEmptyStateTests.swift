#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Showing and hiding the empty state of a `UICollectionView` through `reloadData()`.
@MainActor
final class CollectionViewEmptyStateTests: XCTestCase {
    func testShowsWhenTheCollectionHasNoItems() throws {
        let (window, collectionView, _, spy) = makeAttachedCollection(sections: [0])

        collectionView.reloadData()

        assertEmptyStateVisible(collectionView)
        XCTAssertEqual(try emptyView(of: collectionView).titleLabel.attributedText?.string, "Nothing here")
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
        withExtendedLifetime(window) {}
    }

    func testHidesWhenItemsAppearAndShowsAgainWhenTheyGo() {
        let (window, collectionView, dataSource, _) = makeAttachedCollection(sections: [0, 0])
        collectionView.reloadData()
        assertEmptyStateVisible(collectionView)

        dataSource.itemCounts = [0, 5]
        collectionView.reloadData()
        assertEmptyStateHidden(collectionView)

        dataSource.itemCounts = [0, 0]
        collectionView.reloadData()
        assertEmptyStateVisible(collectionView)
        withExtendedLifetime(window) {}
    }

    func testHiddenWhileTheCollectionHasItems() {
        let (window, collectionView, _, spy) = makeAttachedCollection(sections: [1])

        collectionView.reloadData()

        assertEmptyStateHidden(collectionView)
        XCTAssertEqual(spy.lifecycleCalls, [])
        withExtendedLifetime(window) {}
    }

    func testCollectionWithoutDataSourceCountsAsEmpty() {
        let (window, collectionView) = makeCollectionView(dataSource: nil)
        let spy = EmptyDataSetSpy()
        attach(spy, to: collectionView)

        collectionView.reloadData()

        assertEmptyStateVisible(collectionView)
        withExtendedLifetime(window) {}
    }

    func testSettingTheSourceShowsTheEmptyStateWithoutAnExplicitReload() {
        // The fixture owns window, collectionView, data source and spy until the test ends.
        let fixture = makeCollectionFixture(sections: [0], start: .attached)
        let (window, collectionView, _, spy) = (fixture.window, fixture.collectionView, fixture.dataSource, fixture.spy)

        attach(spy, to: collectionView)

        XCTAssertTrue(waitUntil { collectionView.isEmptyDataSetVisible }, "the scheduled reload never ran")
        assertEmptyStateVisible(collectionView)
        withExtendedLifetime(window) {}
    }

    func testEmptyViewIsAboveTheBackgroundView() throws {
        // The fixture owns window, collectionView, data source and spy until the test ends.
        let fixture = makeCollectionFixture(sections: [0], start: .attached)
        let (window, collectionView, _, spy) = (fixture.window, fixture.collectionView, fixture.dataSource, fixture.spy)
        let background = UIView()
        collectionView.backgroundView = background
        collectionView.layoutIfNeeded()
        attach(spy, to: collectionView)

        collectionView.reloadData()
        collectionView.layoutIfNeeded()

        let view = try emptyView(of: collectionView)
        let emptyIndex = try XCTUnwrap(collectionView.subviews.firstIndex { $0 === view })
        let backgroundIndex = try XCTUnwrap(collectionView.subviews.firstIndex { $0 === background })
        XCTAssertLessThan(backgroundIndex, emptyIndex)
        withExtendedLifetime(window) {}
    }

    func testClearingTheSourceHidesAtOnce() {
        let (window, collectionView, _, _) = makeAttachedCollection(sections: [0])
        collectionView.reloadData()
        assertEmptyStateVisible(collectionView)

        collectionView.emptyDataSetSource = nil

        assertEmptyStateHidden(collectionView)
        withExtendedLifetime(window) {}
    }
}
#endif
