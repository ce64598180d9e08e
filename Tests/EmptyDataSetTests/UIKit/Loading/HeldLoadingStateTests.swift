#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A loading state held over rows that arrived before its minimum display time passed
/// (``LoadingHold``): the rows stay out of sight, out of reach of touches and of VoiceOver, under
/// bars and after scrolling too, whatever `zPosition` the list gives its views.
@MainActor
final class HeldLoadingStateTests: XCTestCase {
    /// Options that show the loading state at once and hold it long enough for a test to look.
    private func holdingOptions(_ configure: (inout EmptyDataSetLoadingOptions) -> Void = { _ in }) -> EmptyDataSetLoadingOptions {
        immediateLoadingOptions {
            $0.showDelay = 0
            $0.minimumDisplayDuration = 1.5
            configure(&$0)
        }
    }

    private func hold(of scrollView: UIScrollView) -> LoadingHold? {
        scrollView.emptyDataSetControllerIfPresent?.loading?.hold
    }

    /// Starts a load, waits for the loading state, then lets `rows` rows arrive (reload, end) and
    /// waits for the pass that holds the loading state over them.
    private func holdOverRows(_ fixture: EmptyDataSetFixture<UITableView>, rows: Int = 3, file: StaticString = #filePath, line: UInt = #line) {
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { showsLoadingState(fixture.tableView) }, "the loading state shows", file: file, line: line)
        fixture.dataSource.itemCounts = [rows]
        fixture.tableView.reloadData()
        fixture.tableView.endLoading()
        XCTAssertTrue(waitUntil { hold(of: fixture.tableView) != nil }, "held over the rows", file: file, line: line)
        fixture.tableView.layoutIfNeeded()
        XCTAssertFalse(fixture.tableView.visibleCells.isEmpty, "precondition: the rows are in the table", file: file, line: line)
    }

    // MARK: - Touches

    func testATouchOverACoveredCellNeverReachesIt() throws {
        var loading = EmptyDataSetConfiguration.loading()
        loading.allowsTouch = false  // the placeholder lets touches through: the cover must not
        let fixture = makeFlowTable(options: holdingOptions { $0.loading.configuration = loading })
        holdOverRows(fixture, rows: 20)
        let tableView = fixture.tableView
        let cover = try XCTUnwrap(hold(of: tableView)?.cover)

        // A cell UIKit adds after the hold began (an insert, laid out): in front in the subviews.
        fixture.dataSource.itemCounts = [21]
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        tableView.layoutIfNeeded()
        XCTAssertTrue(tableView.subviews.last === (try fixture.emptyView()), "the held view is the front subview again")
        XCTAssertTrue(tableView.subviews.dropLast().last === cover, "the cover right behind it")

        for cell in tableView.visibleCells {
            let point = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: tableView)
            guard tableView.bounds.contains(point) else { continue }
            let hit = tableView.hitTest(point, with: nil)
            XCTAssertFalse(hit?.isDescendant(of: cell) ?? false, "a covered cell got the touch at \(point)")
            XCTAssertTrue(hit === cover, "the cover takes it (the placeholder allows no touch)")
        }

        XCTAssertTrue(waitUntil(timeout: 3) { self.hold(of: tableView) == nil }, "the hold ends")
        let cell = try XCTUnwrap(tableView.visibleCells.first)
        let point = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: tableView)
        XCTAssertTrue(tableView.hitTest(point, with: nil)?.isDescendant(of: cell) ?? false, "the rows are the user's again")
    }

    // MARK: - Bars and scrolling

    func testTheCoverReachesUnderABottomBarAndFollowsTheOffset() throws {
        let fixture = makeFlowTable(options: holdingOptions())
        let tableView = fixture.tableView
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.contentInset.bottom = 83  // a translucent tab bar over the table's bottom
        holdOverRows(fixture, rows: 40)
        let cover = try XCTUnwrap(hold(of: tableView)?.cover)
        XCTAssertEqual(cover.frame.maxY, tableView.bounds.maxY, accuracy: 0.5, "down to the bottom edge, under the bar")
        XCTAssertEqual(cover.frame.width, tableView.bounds.width, accuracy: 0.5)

        // The app scrolls to a row after the rows arrived. Asserted before any layout pass: only
        // the offset's KVO can have moved the cover (the layout hook has not run yet).
        tableView.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
        XCTAssertEqual(cover.frame.minY, 400, accuracy: 0.5, "follows the offset at once (KVO, no layout pass yet)")
        XCTAssertEqual(cover.frame.maxY, tableView.bounds.maxY, accuracy: 0.5)
        tableView.layoutIfNeeded()
        XCTAssertEqual(cover.frame.minY, tableView.bounds.minY, accuracy: 0.5, "still there after the pass")
        XCTAssertEqual(cover.frame.maxY, tableView.bounds.maxY, accuracy: 0.5)
        let reach = cover.frame.insetBy(dx: -0.5, dy: -0.5)
        for cell in tableView.visibleCells {
            // The part of the row on screen, partly visible rows at the edges included.
            let visible = cell.frame.intersection(tableView.bounds)
            guard !visible.isNull, !visible.isEmpty else { continue }
            XCTAssertTrue(reach.contains(visible), "a visible part of a row outside the cover at \(visible)")
        }
    }

    // MARK: - Above any zIndex

    /// A collection view whose section header is pinned at a `zIndex` above the cover's lowest
    /// `zPosition` (some layouts pin theirs at 1024): the cover must go above it, not merely sit
    /// at its floor.
    private final class PinnedHeaderLayout: UICollectionViewFlowLayout {
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let attributes = super.layoutAttributesForElements(in: rect)?.map { $0.copy() as! UICollectionViewLayoutAttributes }
            attributes?.forEach { if $0.representedElementCategory == .supplementaryView { $0.zIndex = Self.headerZIndex } }
            return attributes
        }

        override func layoutAttributesForSupplementaryView(
            ofKind elementKind: String, at indexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            let attributes = super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)?.copy() as? UICollectionViewLayoutAttributes
            attributes?.zIndex = Self.headerZIndex
            return attributes
        }

        static let headerZIndex = 20_000
    }

    /// Items and a header per section.
    private final class HeaderDataSource: NSObject, UICollectionViewDataSource {
        var items = 0
        func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: CountingDataSource.cellIdentifier, for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        }
    }

    func testTheHeldStateIsAboveAPinnedHeaderAtAHighZIndex() throws {
        let layout = PinnedHeaderLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 375, height: 44)
        layout.sectionHeadersPinToVisibleBounds = true
        let collectionView = UICollectionView(frame: testWindowFrame, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: CountingDataSource.cellIdentifier)
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        let source = HeaderDataSource()
        let fixture = makeFlowFixture(collectionView, options: holdingOptions()) { $0.dataSource = source }
        fixture.keep(source)

        collectionView.startLoading()
        XCTAssertTrue(waitUntil { showsLoadingState(collectionView) })
        source.items = 12
        collectionView.reloadData()
        collectionView.endLoading()
        XCTAssertTrue(waitUntil { self.hold(of: collectionView) != nil })
        collectionView.layoutIfNeeded()
        let header = try XCTUnwrap(
            collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first, "precondition: the header")
        XCTAssertEqual(header.layer.zPosition, CGFloat(PinnedHeaderLayout.headerZIndex), "precondition: UIKit gave the header its zIndex")
        XCTAssertGreaterThan(header.layer.zPosition, LoadingHold.minimumZPosition, "precondition: above the cover's floor")
        let hold = try XCTUnwrap(hold(of: collectionView))
        let view = try fixture.emptyView()
        XCTAssertEqual(hold.cover.layer.zPosition, header.layer.zPosition + 1, "the cover draws right over the pinned header")
        XCTAssertGreaterThan(view.layer.zPosition, hold.cover.layer.zPosition, "the loading state over the cover")
        for cell in collectionView.visibleCells {
            XCTAssertGreaterThan(hold.cover.layer.zPosition, cell.layer.zPosition)
        }
    }

    // MARK: - What covers the rows

    func testAnOpaqueBackgroundCoversTheRowsWithItsColor() throws {
        let fixture = makeFlowTable(options: holdingOptions())
        fixture.tableView.backgroundColor = .white
        holdOverRows(fixture)
        let hold = try XCTUnwrap(hold(of: fixture.tableView))
        XCTAssertEqual(hold.covering, .cover(backgroundAt: 0))
        XCTAssertEqual(hold.cover.backgroundColor, .white)
        for cell in fixture.tableView.visibleCells { XCTAssertEqual(cell.alpha, 1, "covered, not hidden") }
    }

    func testWithABackgroundViewTheRowsAreHiddenAndComeBack() throws {
        let fixture = makeFlowTable(options: holdingOptions { $0.minimumDisplayDuration = 0.8 })
        fixture.tableView.backgroundColor = .clear
        fixture.tableView.backgroundView = UIImageView()
        holdOverRows(fixture)
        let tableView = fixture.tableView
        let hold = try XCTUnwrap(hold(of: tableView))
        XCTAssertEqual(hold.covering, .hideRows)
        XCTAssertEqual(hold.cover.backgroundColor?.cgColor.alpha ?? 0, 0, "no flat color over the background view")
        let cells = tableView.visibleCells
        for cell in cells { XCTAssertEqual(cell.alpha, 0, "hidden during the hold") }

        // The app gives a row another alpha during the hold (as a reused cell's configuration
        // may): hidden again on the next pass, and back with that alpha.
        let dimmed = try XCTUnwrap(cells.first)
        dimmed.alpha = 0.4
        tableView.setNeedsLayout()
        tableView.layoutIfNeeded()
        XCTAssertEqual(dimmed.alpha, 0, "hidden again")

        XCTAssertTrue(waitUntil(timeout: 3) { self.hold(of: tableView) == nil })
        XCTAssertTrue(waitUntil { cells.dropFirst().allSatisfy { $0.alpha == 1 } }, "restored after the hold")
        XCTAssertEqual(dimmed.alpha, 0.4, accuracy: 0.001, "the alpha it had when it was last hidden")
    }

    /// A real UIKit update animation during a hold in hide mode: UIKit's fade-in of the inserted
    /// row is removed (not left to show it), which must neither stall the update (its completion
    /// runs, nothing stays uncommitted) nor show the row before the hold ends.
    func testARowInsertedWithAFadeDuringTheHoldStaysHiddenAndTheUpdateCompletes() throws {
        let fixture = makeFlowTable(options: holdingOptions { $0.minimumDisplayDuration = 2 })
        fixture.tableView.backgroundColor = .clear
        fixture.tableView.backgroundView = UIImageView()
        holdOverRows(fixture, rows: 2)
        let tableView = fixture.tableView
        XCTAssertEqual(try XCTUnwrap(hold(of: tableView)).covering, .hideRows, "precondition: rows are hidden")

        var completed = false
        let newRow = IndexPath(row: 2, section: 0)
        fixture.dataSource.itemCounts = [3]
        tableView.performBatchUpdates({
            tableView.insertRows(at: [newRow], with: .fade)
        }, completion: { _ in completed = true })
        tableView.setNeedsLayout()
        tableView.layoutIfNeeded()
        let inserted = try XCTUnwrap(tableView.cellForRow(at: newRow), "the new row is in the table")
        XCTAssertEqual(inserted.alpha, 0, "hidden while UIKit fades it in")

        XCTAssertTrue(waitUntil(timeout: 1.2) { completed }, "the update's completion runs, well before the hold ends")
        XCTAssertFalse(tableView.hasUncommittedUpdates, "the update is committed")
        XCTAssertNotNil(hold(of: tableView), "precondition: still held")
        tableView.setNeedsLayout()  // a pass after UIKit's update, whatever it left the alpha at
        tableView.layoutIfNeeded()
        XCTAssertEqual(inserted.alpha, 0, "still hidden once UIKit's animation is over")

        XCTAssertTrue(waitUntil(timeout: 3) { self.hold(of: tableView) == nil }, "the hold ends")
        XCTAssertTrue(waitUntil { inserted.alpha == 1 }, "the new row shows after the hold")
    }

    func testATranslucentBackgroundIsNeverUsedAsTheCover() throws {
        let fixture = makeFlowTable(options: holdingOptions())
        fixture.tableView.backgroundColor = UIColor.white.withAlphaComponent(0.5)
        // An opaque window behind: only the table's translucency can lead to hiding the rows.
        let window = try XCTUnwrap(fixture.tableView.window, "precondition: in a window")
        window.backgroundColor = .white
        holdOverRows(fixture)
        let hold = try XCTUnwrap(hold(of: fixture.tableView))
        XCTAssertEqual(hold.covering, .hideRows, "a see-through cover would show the rows")
        XCTAssertEqual(hold.cover.backgroundColor?.cgColor.alpha ?? 0, 0, "not the window's color either")
        for cell in fixture.tableView.visibleCells { XCTAssertEqual(cell.alpha, 0) }
    }

    func testInsideABlurTheRowsAreHidden() throws {
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        effect.frame = testWindowFrame
        let window = makeShownWindow()
        // An opaque window behind the effect: only the effect can lead to hiding the rows.
        window.backgroundColor = .white
        window.addSubview(effect)
        let tableView = UITableView(frame: effect.contentView.bounds, style: .plain)
        tableView.backgroundColor = .clear
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        effect.contentView.addSubview(tableView)
        let fixture = makeFlowFixture(tableView, options: holdingOptions())
        holdOverRows(fixture)
        XCTAssertEqual(try XCTUnwrap(hold(of: tableView)).covering, .hideRows, "no flat color matches a material")
        for cell in tableView.visibleCells { XCTAssertEqual(cell.alpha, 0, "hidden, not covered with the window's white") }
        withExtendedLifetime(window) {}
    }

    // MARK: - VoiceOver

    func testVoiceOverReadsOnlyTheHeldStateAndTheRowsAfterwards() throws {
        let fixture = makeFlowTable(options: holdingOptions { $0.minimumDisplayDuration = 0.8 })
        holdOverRows(fixture)
        let view = try fixture.emptyView()
        XCTAssertTrue(view.accessibilityViewIsModal, "the covered rows are out of VoiceOver's reach")
        XCTAssertTrue(try XCTUnwrap(hold(of: fixture.tableView)).cover.accessibilityElementsHidden)
        XCTAssertTrue(waitUntil(timeout: 3) { self.hold(of: fixture.tableView) == nil })
        XCTAssertFalse(view.accessibilityViewIsModal, "restored: it no longer hides the rows")
        XCTAssertFalse(fixture.tableView.subviews.contains { $0 is LoadingHoldCoverView && $0.alpha > 0 && $0.isUserInteractionEnabled })
    }
}
#endif
