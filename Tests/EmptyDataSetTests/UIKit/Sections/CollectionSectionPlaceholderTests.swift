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
        collectionView.register(FixedSizeCell.self, forCellWithReuseIdentifier: "Cell")
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
            collectionView.layoutIfNeeded()
            drainMainQueue(turns: 3)
            XCTAssertEqual(spy.askedSections, [], "a horizontal flow layout never asks the provider")
            XCTAssertEqual(collectionView.emptyDataSetSectionFooterSize(forSection: 0), .zero)
            for section in 0..<collectionView.numberOfSections {
                XCTAssertNil(shownTitle(sectionPlaceholder(in: collectionView, section: section)), "section \(section)")
            }
            XCTAssertFalse(
                collectionView.subviews.contains { ($0 as? SectionPlaceholderView)?.showsPlaceholder == true },
                "no footer or sizing view shows a placeholder")
        }
    }

    func testAMeasuredFooterGrowsWhenItsContentGrowsInEveryLayout() {
        for layout in SectionTestLayout.allCases {
            let (collectionView, source, spy, window) = makeCollection(layout, counts: [0, 1])
            withExtendedLifetime((source, spy, window)) {
                XCTAssertTrue(
                    settle(collectionView) { (sectionPlaceholder(in: collectionView, section: 0)?.bounds.height ?? 0) > 40 },
                    "\(layout)")
                drainMainQueue(turns: 3)
                let before = sectionPlaceholder(in: collectionView, section: 0)?.bounds.height ?? 0
                // New content for a footer UIKit has already sized: only a re-query can grow it.
                spy.make = { longSectionConfiguration($0) }
                collectionView.setNeedsUpdateEmptyDataSetSections()
                XCTAssertTrue(
                    settle(collectionView) {
                        guard let placeholder = sectionPlaceholder(in: collectionView, section: 0) else { return false }
                        return placeholder.bounds.height > before + 40
                            && abs(placeholder.bounds.height - placeholder.fittingHeight(forWidth: placeholder.bounds.width)) < 1
                    }, "\(layout): the footer was re-sized to its new content")
            }
        }
    }

    func testSelfSizingFlowLayoutKeepsTheFootersHeight() throws {
        let (collectionView, source, spy, window) = makeCollection(.selfSizingFlow, counts: [0, 0])
        try withExtendedLifetime((source, spy, window)) {
            XCTAssertTrue(settle(collectionView) { shownTitle(sectionPlaceholder(in: collectionView, section: 1)) == "Empty 1" })
            drainMainQueue(turns: 3)
            collectionView.layoutIfNeeded()
            let placeholder = try XCTUnwrap(sectionPlaceholder(in: collectionView, section: 1))
            let footer = try XCTUnwrap(placeholder.superview)
            XCTAssertGreaterThan(footer.bounds.height, 40, "the self-sizing pass did not collapse the footer")
            XCTAssertEqual(
                footer.bounds.height, collectionView.emptyDataSetSectionFooterSize(forSection: 1).height, accuracy: 1,
                "its own answer and the delegate's agree")
        }
    }

    func testFlowFooterHeightIsMeasuredOnTheRefreshTurnNotInsideTheLayout() throws {
        let (collectionView, source, spy, window) = makeCollection(.flow, counts: [0, 1])
        spy.make = { longSectionConfiguration($0) }
        collectionView.setNeedsUpdateEmptyDataSetSections()
        try withExtendedLifetime((source, spy, window)) {
            XCTAssertTrue(settle(collectionView) { collectionView.emptyDataSetSectionFooterSize(forSection: 0).height > 40 })
            drainMainQueue(turns: 3)
            let wide = collectionView.emptyDataSetSectionFooterSize(forSection: 0).height
            // Narrower (a rotation, a split view): the layout asks again inside its own pass.
            collectionView.frame.size.width = 220
            collectionView.layoutIfNeeded()
            XCTAssertEqual(
                collectionView.emptyDataSetSectionFooterSize(forSection: 0).height, wide,
                "inside the layout, the last measurement answers; nothing is rendered there")
            XCTAssertTrue(
                settle(collectionView) { collectionView.emptyDataSetSectionFooterSize(forSection: 0).height > wide + 10 },
                "the refresh's turn measured again at the new width")
            XCTAssertTrue(
                settle(collectionView) {
                    let shown = sectionPlaceholder(in: collectionView, section: 0)?.bounds.height ?? 0
                    return abs(shown - collectionView.emptyDataSetSectionFooterSize(forSection: 0).height) < 0.5
                }, "and the layout took it")
            let width = try XCTUnwrap(sectionPlaceholder(in: collectionView, section: 0)).bounds.width
            XCTAssertEqual(width, collectionView.emptyDataSetFlowFooterWidth, accuracy: 0.5)
        }
    }

    func testFlowFooterKeepsItsCustomViewWhenTheWidthChanges() throws {
        let (collectionView, source, spy, window) = makeCollection(.flow, counts: [0, 1])
        let custom = UIView()
        custom.heightAnchor.constraint(equalToConstant: 120).isActive = true
        spy.make = { section in
            var configuration = EmptyDataSetConfiguration()
            configuration.customView = section == 0 ? custom : nil
            return configuration
        }
        collectionView.setNeedsUpdateEmptyDataSetSections()
        try withExtendedLifetime((source, spy, window, custom)) {
            XCTAssertTrue(
                settle(collectionView) {
                    guard let placeholder = sectionPlaceholder(in: collectionView, section: 0) else { return false }
                    return custom.isDescendant(of: placeholder)
                }, "the footer shows the custom view")
            drainMainQueue(turns: 3)
            let sizingView = try XCTUnwrap(
                collectionView.subviews.compactMap { $0 as? SectionPlaceholderView }.first { $0.isHidden },
                "the flow layout's height was measured in the hidden sizing view")
            // Narrower (a rotation): the refresh's turn renders the configuration into the sizing
            // view again, which takes the custom view for a moment.
            collectionView.frame.size.width = 220
            collectionView.layoutIfNeeded()
            XCTAssertTrue(
                settle(collectionView) {
                    guard let placeholder = sectionPlaceholder(in: collectionView, section: 0) else { return false }
                    return abs(placeholder.bounds.width - collectionView.emptyDataSetFlowFooterWidth) < 0.5
                        && custom.isDescendant(of: placeholder) && placeholder.showsPlaceholder
                }, "the custom view is back in the footer UIKit shows")
            drainMainQueue(turns: 3)
            let placeholder = try XCTUnwrap(sectionPlaceholder(in: collectionView, section: 0))
            XCTAssertTrue(custom.isDescendant(of: placeholder), "and stays there")
            XCTAssertFalse(custom.isDescendant(of: sizingView), "the sizing view gave it up")
            XCTAssertFalse(sizingView.showsPlaceholder, "the sizing view is emptied after measuring")
            XCTAssertGreaterThan(collectionView.emptyDataSetSectionFooterSize(forSection: 0).height, 100)
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
