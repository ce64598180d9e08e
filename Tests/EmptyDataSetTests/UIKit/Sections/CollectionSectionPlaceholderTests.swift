#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Per-section placeholders in collection views: flow, compositional and list layouts, classic and
/// diffable data sources, and a layout that gets none.
@MainActor
final class CollectionSectionPlaceholderTests: XCTestCase {
    private func makeCollection(
        _ layout: SectionTestLayout, counts: [Int]
    ) -> (UICollectionView, SectionCollectionSource, SectionProviderSpy, UIWindow) {
        let collectionView = UICollectionView(frame: testWindowFrame, collectionViewLayout: layout.make())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let source = SectionCollectionSource(counts: counts)
        collectionView.dataSource = source
        collectionView.delegate = source
        let spy = SectionProviderSpy()
        spy.install(on: collectionView)
        let window = showInWindow(collectionView)
        collectionView.reloadData()
        return (collectionView, source, spy, window)
    }

    func testEmptySectionShowsItsPlaceholderInEveryLayout() {
        for layout in SectionTestLayout.allCases {
            let (collectionView, source, spy, window) = makeCollection(layout, counts: [0, 3])
            withExtendedLifetime((source, spy, window)) {
                XCTAssertTrue(
                    settle(collectionView) {
                        shownTitle(sectionPlaceholder(in: collectionView, section: 0)) == "Empty 0"
                            && (sectionPlaceholder(in: collectionView, section: 0)?.bounds.height ?? 0) > 40
                    }, "\(layout)")
                XCTAssertNil(shownTitle(sectionPlaceholder(in: collectionView, section: 1)), "\(layout)")
            }
        }
    }

    func testSectionsEmptyingAndFillingInOneBatchInEveryLayout() {
        for layout in SectionTestLayout.allCases {
            let (collectionView, source, spy, window) = makeCollection(layout, counts: [0, 2])
            withExtendedLifetime((source, spy, window)) {
                XCTAssertTrue(settle(collectionView) { shownTitle(sectionPlaceholder(in: collectionView, section: 0)) != nil })
                source.counts = [2, 0]
                spy.isInsideUpdate = true
                collectionView.performBatchUpdates {
                    collectionView.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
                    collectionView.deleteItems(at: [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
                }
                spy.isInsideUpdate = false
                XCTAssertTrue(
                    settle(collectionView) {
                        shownTitle(sectionPlaceholder(in: collectionView, section: 0)) == nil
                            && shownTitle(sectionPlaceholder(in: collectionView, section: 1)) == "Empty 1"
                            && (sectionPlaceholder(in: collectionView, section: 1)?.bounds.height ?? 0) > 40
                    }, "\(layout)")
                XCTAssertEqual(spy.callsInsideUpdate, 0, "\(layout)")
            }
        }
    }

    func testDiffableCompositionalListFollowsSnapshots() {
        let collectionView = UICollectionView(frame: testWindowFrame, collectionViewLayout: SectionTestLayout.list.make())
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.emptyDataSetSectionFooterView(ofKind: kind, at: indexPath)
        }
        let spy = SectionProviderSpy()
        spy.install(on: collectionView)
        let window = showInWindow(collectionView)
        withExtendedLifetime((dataSource, spy, window)) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems(["Recent"], toSection: 1)
            spy.isInsideUpdate = true
            dataSource.apply(snapshot, animatingDifferences: false)
            spy.isInsideUpdate = false
            XCTAssertTrue(settle(collectionView) { shownTitle(sectionPlaceholder(in: collectionView, section: 0)) == "Empty 0" })

            snapshot.deleteItems(["Recent"])
            snapshot.appendItems(["Favorite"], toSection: 0)
            spy.isInsideUpdate = true
            dataSource.apply(snapshot, animatingDifferences: true)
            spy.isInsideUpdate = false
            XCTAssertTrue(
                settle(collectionView) {
                    shownTitle(sectionPlaceholder(in: collectionView, section: 0)) == nil
                        && shownTitle(sectionPlaceholder(in: collectionView, section: 1)) == "Empty 1"
                })
            XCTAssertEqual(spy.callsInsideUpdate, 0)
        }
    }

    func testWholeViewEmptyStateHidesThemInACollectionView() {
        let (collectionView, source, spy, window) = makeCollection(.compositional, counts: [0, 0])
        withExtendedLifetime((source, spy, window)) {
            XCTAssertTrue(settle(collectionView) { shownTitle(sectionPlaceholder(in: collectionView, section: 0)) != nil })
            collectionView.emptyDataSetConfiguration = .empty()
            XCTAssertTrue(
                settle(collectionView) {
                    collectionView.isEmptyDataSetVisible
                        && shownTitle(sectionPlaceholder(in: collectionView, section: 0)) == nil
                        && shownTitle(sectionPlaceholder(in: collectionView, section: 1)) == nil
                })
        }
    }

    func testFlowFooterSizeIsZeroWithoutAPlaceholderAndTheMeasuredHeightWithOne() {
        let (collectionView, source, spy, window) = makeCollection(.flow, counts: [0, 2])
        withExtendedLifetime((source, spy, window)) {
            XCTAssertTrue(settle(collectionView) { collectionView.emptyDataSetSectionFooterSize(forSection: 0).height > 40 })
            XCTAssertEqual(collectionView.emptyDataSetSectionFooterSize(forSection: 0).width, collectionView.bounds.width)
            XCTAssertEqual(collectionView.emptyDataSetSectionFooterSize(forSection: 1), .zero)
            XCTAssertEqual(collectionView.emptyDataSetSectionFooterSize(forSection: 7), .zero, "out of range")
        }
    }

    func testHorizontalFlowLayoutGetsNone() {
        let (collectionView, source, spy, window) = makeCollection(.flow, counts: [0, 2])
        (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection = .horizontal
        collectionView.setNeedsUpdateEmptyDataSetSections()
        withExtendedLifetime((source, spy, window)) {
            drainMainQueue(turns: 3)
            XCTAssertEqual(collectionView.emptyDataSetSectionFooterSize(forSection: 0), .zero)
        }
    }

    func testLayoutThatIsNeitherFlowNorCompositionalShowsNoneAndDoesNotCrash() throws {
        /// A layout of its own, with a footer per section.
        final class ColumnLayout: UICollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: 375, height: 1_000) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                guard let collectionView else { return [] }
                return (0..<collectionView.numberOfSections).map { section in
                    let attributes = UICollectionViewLayoutAttributes(
                        forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                        with: IndexPath(item: 0, section: section))
                    attributes.frame = CGRect(x: 0, y: CGFloat(section) * 100, width: 375, height: 100)
                    return attributes
                }
            }
            override func layoutAttributesForSupplementaryView(
                ofKind elementKind: String, at indexPath: IndexPath
            ) -> UICollectionViewLayoutAttributes? {
                layoutAttributesForElements(in: .infinite)?.first { $0.indexPath.section == indexPath.section }
            }
        }
        let collectionView = UICollectionView(frame: testWindowFrame, collectionViewLayout: ColumnLayout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let source = SectionCollectionSource(counts: [0, 0])
        collectionView.dataSource = source
        let spy = SectionProviderSpy()
        spy.install(on: collectionView)
        let window = showInWindow(collectionView)
        try withExtendedLifetime((source, spy, window)) {
            collectionView.reloadData()
            XCTAssertTrue(settle(collectionView) { sectionPlaceholder(in: collectionView, section: 0) != nil })
            drainMainQueue(turns: 3)
            XCTAssertNil(shownTitle(try XCTUnwrap(sectionPlaceholder(in: collectionView, section: 0))))
            XCTAssertEqual(spy.askedSections, [], "an unsupported layout never asks the provider")
            XCTAssertEqual(collectionView.emptyDataSetSectionFooterSize(forSection: 0), .zero)
        }
    }
}
#endif
