#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The next page on a diffable collection view and on a horizontal scroll view.
@MainActor
final class CollectionAndHorizontalPagingTests: XCTestCase {
    /// A collection view of 100 × 100 items (three a row in 375 points) with a diffable data
    /// source, in a shown window. Pages apply snapshots, animated.
    private func makeDiffableCollection(items: Int) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>, UIWindow) {
        let window = makeShownWindow()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        window.addSubview(collectionView)
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, path, _ in
            view.dequeueReusableCell(withReuseIdentifier: "Cell", for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<items))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        addTeardownBlock { MainActor.assumeIsolated { collectionView.removeFromSuperview(); window.isHidden = true } }
        return (collectionView, dataSource, window)
    }

    func testADiffableCollectionViewPagesThroughSnapshots() throws {
        let server = makePageServer()
        let (collectionView, dataSource, window) = makeDiffableCollection(items: 30)  // 10 rows: 1000 points
        var recordedAfterApply: CGFloat?
        server.willReturn = { added in
            var snapshot = dataSource.snapshot()
            let start = snapshot.numberOfItems
            snapshot.appendItems(Array(start..<(start + added)))
            dataSource.apply(snapshot, animatingDifferences: true)
            // Before any layoutIfNeeded (the package's own comes after the page returns): the
            // apply's batch update stored the layout's new size through the hook.
            let paging = collectionView.emptyDataSetPagingControllerIfPresent
            recordedAfterApply = paging?.room.contentSize(current: collectionView.contentSize).height
        }
        var paging = EmptyDataSetPaging { try await server.load() }
        paging.threshold = .screens(0.4)  // 266.8 points of the 667-point screen
        collectionView.emptyDataSetPaging = paging
        drainMainQueue()
        XCTAssertEqual(server.calls, 0, "the end is 333 points below the screen, beyond 0.4 screens")
        XCTAssertEqual(collectionView.contentSize.height, 1000)

        collectionView.contentOffset.y = 100  // the end 233 points below the screen
        XCTAssertTrue(waitUntil { server.calls == 1 })
        XCTAssertEqual(collectionView.emptyDataSetPagingControllerIfPresent?.startedBy, [.scroll])
        let footer = try pageFooter(of: collectionView)
        XCTAssertEqual(footer.frame.minY, 1000, "below the last row of items")
        XCTAssertEqual(collectionView.contentSize.height, 1000 + footer.frame.height)

        server.complete(itemCount: 30)
        XCTAssertEqual(recordedAfterApply, 2000, "the hook recorded the apply's size, without a layout pass")
        XCTAssertTrue(waitUntil { collectionView.emptyDataSetPagingState == .idle && collectionView.emptyDataSetPagingControllerIfPresent?.footerView == nil })
        XCTAssertTrue(waitUntil {
            collectionView.layoutIfNeeded()
            return collectionView.contentSize.height == 2000
        }, "the room given back; the new items' height stays")
        XCTAssertEqual(collectionView.contentOffset.y, 100, "no jump")
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 60)
        withExtendedLifetime((dataSource, window)) {}
    }

    func testAHorizontalScrollViewPagesToTheRight() throws {
        let server = makePageServer()
        let window = makeShownWindow()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        scrollView.contentInsetAdjustmentBehavior = .never
        window.addSubview(scrollView)
        var cards = 10
        scrollView.contentSize = CGSize(width: 1000, height: 200)  // a carousel of ten 100-point cards
        // The app sets its own width: `contentSize` reads the footer's room while it shows.
        server.willReturn = { added in
            cards += added
            scrollView.contentSize = CGSize(width: CGFloat(cards) * 100, height: 200)
        }
        var paging = EmptyDataSetPaging { try await server.load() }
        paging.threshold = .points(150)
        scrollView.emptyDataSetPaging = paging
        drainMainQueue()
        XCTAssertEqual(server.calls, 0)

        scrollView.contentOffset.x = 500  // the end 125 points to the right of the screen
        XCTAssertTrue(waitUntil { server.calls == 1 }, "widths and x measured, not heights")
        let footer = try pageFooter(of: scrollView)
        XCTAssertEqual(footer.frame.minX, 1000, "after the content's right edge")
        XCTAssertEqual(footer.frame.height, 200)
        XCTAssertGreaterThanOrEqual(footer.frame.width, 56)
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 1000 + footer.frame.width, height: 200), "room to the right only")

        scrollView.contentOffset.y = 0
        server.complete(itemCount: 5)
        XCTAssertTrue(waitUntil { scrollView.emptyDataSetPagingControllerIfPresent?.footerView == nil })
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 1500, height: 200), "the app's own width, exactly")
        XCTAssertEqual(scrollView.contentOffset.x, 500, "no jump")
        withExtendedLifetime(window) {}
        scrollView.removeFromSuperview()
    }

    func testAnExplicitAxisWins() throws {
        let server = makePageServer()
        let window = makeShownWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        window.addSubview(scrollView)
        // Wider than the bounds and no taller: the automatic axis would be horizontal, and
        // horizontally the end is 625 points away at x = 0 (threshold 0): nothing would load.
        scrollView.contentSize = CGSize(width: 1000, height: 600)
        XCTAssertEqual(
            PagingAxis.resolve(layoutScrollsHorizontally: nil, contentSize: scrollView.contentSize, boundsSize: scrollView.bounds.size),
            .horizontal)
        var paging = EmptyDataSetPaging { try await server.load() }
        paging.axis = .vertical
        paging.threshold = .points(0)
        scrollView.emptyDataSetPaging = paging
        XCTAssertTrue(waitUntil { server.calls == 1 }, "vertically, 600 points of content are shorter than the 667-point screen")
        XCTAssertEqual(scrollView.contentOffset, .zero, "nothing scrolled")
        XCTAssertEqual(scrollView.emptyDataSetPagingControllerIfPresent?.startedBy, [.evaluation], "the look, not a scroll")
        let footer = try pageFooter(of: scrollView)
        XCTAssertEqual(footer.frame.minY, 600, "below the content")
        XCTAssertEqual(footer.frame.minX, 0)
        XCTAssertEqual(footer.frame.width, 375, "the bounds' width: placed along the vertical axis")
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 1000, height: 600 + footer.frame.height), "room below, not to the right")
        withExtendedLifetime(window) {}
        scrollView.removeFromSuperview()
    }
}
#endif
