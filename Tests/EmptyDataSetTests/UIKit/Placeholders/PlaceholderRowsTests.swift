#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The loading state's zero-effort placeholder rows in an empty table and collection view: as many
/// redacted rows as fill the visible height at the list's row height, gone with the loading state.
@MainActor
final class PlaceholderRowsTests: XCTestCase {
    private func rowsView(of scrollView: UIScrollView) -> PlaceholderRowsView? {
        scrollView.subviews.compactMap { $0 as? PlaceholderRowsView }.first
    }

    /// The rows the view drew: its subviews other than the redaction's overlay.
    private func drawnRows(of view: PlaceholderRowsView) -> [UIView] {
        view.layoutIfNeeded()
        return view.subviews.filter { $0.subviews.count == 3 }
    }

    func testAnEmptyTableShowsRedactedRowsAtItsRowHeightWhileLoading() throws {
        let fixture = makeFlowTable(options: immediateLoadingOptions { $0.placeholderRows = EmptyDataSetPlaceholderRows() })
        fixture.tableView.rowHeight = 60

        fixture.tableView.startLoading()

        XCTAssertTrue(waitUntil { self.rowsView(of: fixture.tableView) != nil }, "rows instead of the loading placeholder")
        let view = try XCTUnwrap(rowsView(of: fixture.tableView))
        XCTAssertTrue(view.isRedacted, "drawn as placeholders, with their VoiceOver element")
        XCTAssertFalse(fixture.tableView.isEmptyDataSetVisible, "no loading preset under the rows")
        fixture.tableView.layoutIfNeeded()
        XCTAssertEqual(view.frame.height, fixture.tableView.bounds.height - fixture.tableView.adjustedContentInset.top
            - fixture.tableView.adjustedContentInset.bottom, accuracy: 0.5, "the visible height")
        let rows = drawnRows(of: view)
        XCTAssertEqual(rows.count, Int((view.bounds.height / 60).rounded(.up)), "enough rows to fill it")
        XCTAssertEqual(rows.first?.frame.height ?? 0, 60, accuracy: 0.01, "the table's row height")

        fixture.tableView.endLoading()

        XCTAssertTrue(waitUntil { self.rowsView(of: fixture.tableView) == nil }, "gone with the loading state")
        XCTAssertFalse(view.isRedacted)
        XCTAssertEqual(shownTitle(fixture.tableView), "Nothing here")
        // The package's own views only: a plain table's separator subviews vary with its row height.
        XCTAssertNil(rowsView(of: fixture.tableView), "no rows view left")
        XCTAssertEqual(fixture.tableView.subviews.filter { $0 is EmptyStateView }.count, 1, "just the empty state")
    }

    func testAnUntouchedPlainTableGetsRowsBetweenItsOwnSeparators() throws {
        let fixture = makeFlowTable(options: immediateLoadingOptions { $0.placeholderRows = EmptyDataSetPlaceholderRows() })
        XCTAssertEqual(fixture.tableView.rowHeight, UITableView.automaticDimension, "precondition: a default table")
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { self.rowsView(of: fixture.tableView) != nil })
        let rows = drawnRows(of: try XCTUnwrap(rowsView(of: fixture.tableView)))
        XCTAssertEqual(rows.first?.frame.height ?? 0, PlaceholderRowsLayout.plainTableRowHeight, accuracy: 0.01)
        for row in rows {
            let label = try XCTUnwrap(row.subviews[1] as? UILabel)
            XCTAssertGreaterThanOrEqual(label.frame.minY, 0, "the title stays inside its row")
            XCTAssertLessThanOrEqual(label.frame.maxY, row.bounds.height)
        }
    }

    func testAnEmptyCollectionViewShowsRowsAtItsItemHeight() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: testWindowFrame.width, height: 80)
        let collectionView = UICollectionView(frame: testWindowFrame, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: CountingDataSource.cellIdentifier)
        let fixture = makeFlowFixture(collectionView, options: immediateLoadingOptions {
            $0.placeholderRows = EmptyDataSetPlaceholderRows(showsAvatar: false)
        })

        collectionView.startLoading()
        XCTAssertTrue(waitUntil { self.rowsView(of: collectionView) != nil })
        let rows = drawnRows(of: try XCTUnwrap(rowsView(of: collectionView)))
        XCTAssertEqual(rows.first?.frame.height ?? 0, 80, accuracy: 0.01, "the flow layout's item height")
        XCTAssertEqual(rows.first?.subviews.first?.isHidden, true, "no avatar when asked for none")

        fixture.dataSource.itemCounts = [3]
        collectionView.reloadData()
        XCTAssertTrue(waitUntil { self.rowsView(of: collectionView) == nil }, "content replaces the rows")
    }

    func testRowsAreOnlyForListsAndTheLoadingState() {
        let fixture = makeFlowFixture(UIScrollView(frame: testWindowFrame), options: immediateLoadingOptions {
            $0.placeholderRows = EmptyDataSetPlaceholderRows()
        })
        fixture.scrollView.startLoading()
        XCTAssertTrue(waitUntil { showsLoadingState(fixture.scrollView) }, "a plain scroll view: the loading placeholder")
        XCTAssertNil(rowsView(of: fixture.scrollView))
    }

    func testRepeatedLoadsLeaveNothingBehind() {
        let fixture = makeFlowTable(options: immediateLoadingOptions { $0.placeholderRows = EmptyDataSetPlaceholderRows() })
        fixture.tableView.startLoading()
        fixture.tableView.endLoading()
        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .empty })
        let settled = fixture.tableView.subviews.count
        for _ in 0..<20 {
            fixture.tableView.startLoading()
            fixture.settle()
            XCTAssertNotNil(rowsView(of: fixture.tableView), "the rows showed")
            fixture.tableView.endLoading()
            fixture.settle()
        }
        XCTAssertEqual(fixture.tableView.subviews.count, settled, "no rows views left over")
        XCTAssertNil(rowsView(of: fixture.tableView))
    }
}
#endif
