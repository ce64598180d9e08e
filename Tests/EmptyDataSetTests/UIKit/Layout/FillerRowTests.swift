#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A plain table draws filler rows — empty rows with separator lines — below its last row. While
/// the empty state shows, none cross it; the app's `fillerRowHeight` comes back when it hides,
/// unless the app changed it meanwhile. Grouped tables and the loading state's placeholder rows
/// (which sit between the table's filler separators) are left as they are.
///
/// The tables turn filler rows on explicitly (`automaticDimension`, which the decompiled iOS 26.1
/// `-[UITableView _defaultFillerRowHeight]` gives a plain table; Apple's documentation says 0 since
/// iOS 15), so the tests do not depend on the simulator's default.
@MainActor
final class FillerRowTests: XCTestCase {
    private let automatic = UITableView.automaticDimension

    private func makeTable(style: UITableView.Style = .plain) -> EmptyDataSetFixture<UITableView> {
        makeTableFixture(sections: [0], style: style, start: .attached, prepare: { tableView in
            tableView.fillerRowHeight = UITableView.automaticDimension
        })
    }

    /// Separator-like views (thinner than a point, wider than a cell's inset) of the table other
    /// than the empty state's, crossing `rect`.
    private func lines(in tableView: UITableView, crossing rect: CGRect, besides view: UIView) -> [UIView] {
        tableView.subviews.filter {
            $0 !== view && !$0.isHidden && $0.alpha > 0 && $0.frame.height <= 1 && $0.frame.width > 100
                && $0.frame.intersects(rect)
        }
    }

    /// Positive control for ``lines(in:crossing:besides:)``: the same plain table with
    /// `automaticDimension` and no empty state does draw filler separators where the empty state
    /// would be, so the detector finds them (else the next test would pass for nothing).
    func testTheLineDetectorFindsFillerSeparatorsWithoutAnEmptyState() {
        let fixture = makeTableFixture(sections: [0], start: .attached, configure: { $0.shouldDisplay = false }, prepare: {
            $0.fillerRowHeight = UITableView.automaticDimension
        })
        let tableView = fixture.tableView
        tableView.reloadData()
        drainMainQueue()
        tableView.layoutIfNeeded()

        XCTAssertFalse(tableView.isEmptyDataSetVisible, "precondition: no empty state")
        XCTAssertEqual(tableView.fillerRowHeight, automatic, "left alone")
        XCTAssertFalse(lines(in: tableView, crossing: tableView.bounds, besides: UIView()).isEmpty, "filler separators found")
    }

    func testNoFillerSeparatorsCrossTheEmptyStateOfAPlainTable() throws {
        let fixture = makeTable()
        let tableView = fixture.tableView

        tableView.reloadData()
        drainMainQueue()
        let view = try fixture.layOut()
        tableView.layoutIfNeeded()

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(tableView.fillerRowHeight, 0, "no filler rows while the empty state shows")
        XCTAssertEqual(lines(in: tableView, crossing: view.frame, besides: view), [], "no separator lines across it")
    }

    func testTheAppsFillerRowsComeBackWithItsRows() {
        let fixture = makeTable()
        let (tableView, dataSource) = (fixture.tableView, fixture.dataSource)
        tableView.reloadData()
        drainMainQueue()
        XCTAssertEqual(tableView.fillerRowHeight, 0, "precondition: off while the empty state shows")

        dataSource.itemCounts = [3]
        tableView.reloadData()
        drainMainQueue()

        assertEmptyStateHidden(tableView)
        XCTAssertEqual(tableView.fillerRowHeight, automatic, "the app's setting again, below its rows")

        dataSource.itemCounts = [0]
        tableView.reloadData()
        drainMainQueue()
        XCTAssertEqual(tableView.fillerRowHeight, 0, "off again when the empty state shows again")
    }

    func testAFillerRowHeightTheAppSetsWhileItShowsIsKept() {
        let fixture = makeTable()
        let (tableView, dataSource) = (fixture.tableView, fixture.dataSource)
        tableView.reloadData()
        drainMainQueue()
        XCTAssertEqual(tableView.fillerRowHeight, 0, "precondition")

        tableView.fillerRowHeight = 60
        tableView.reloadData()
        drainMainQueue()
        XCTAssertEqual(tableView.fillerRowHeight, 60, "a later reload leaves the app's new value alone")
        dataSource.itemCounts = [1]
        tableView.reloadData()
        drainMainQueue()

        assertEmptyStateHidden(tableView)
        XCTAssertEqual(tableView.fillerRowHeight, 60, "the app's newer value wins over the saved one")
    }

    func testGroupedAndInsetGroupedTablesAreLeftAlone() {
        for style in [UITableView.Style.grouped, .insetGrouped] {
            let fixture = makeTable(style: style)
            let tableView = fixture.tableView

            tableView.reloadData()
            drainMainQueue()

            assertEmptyStateVisible(tableView, "\(style.rawValue)")
            XCTAssertEqual(tableView.fillerRowHeight, automatic, "style \(style.rawValue): no filler rows to hide")
            fixture.dataSource.itemCounts = [2]
            tableView.reloadData()
            drainMainQueue()
            XCTAssertEqual(tableView.fillerRowHeight, automatic)
        }
    }

    /// The loading state's placeholder rows sit between the table's own filler separators: they
    /// replace the empty state, and the filler rows come back with them.
    func testPlaceholderRowsKeepTheTablesFillerSeparators() throws {
        let tableView = UITableView(frame: testWindowFrame, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        let fixture = makeFlowFixture(
            tableView, options: immediateLoadingOptions { $0.placeholderRows = EmptyDataSetPlaceholderRows() },
            prepare: { $0.fillerRowHeight = UITableView.automaticDimension })
        tableView.endLoading()
        XCTAssertTrue(waitUntil { tableView.isEmptyDataSetVisible }, "precondition: the empty state")
        XCTAssertEqual(tableView.fillerRowHeight, 0, "precondition: no filler rows under the empty state")

        tableView.startLoading()

        XCTAssertTrue(waitUntil { tableView.subviews.contains { $0 is PlaceholderRowsView } }, "placeholder rows")
        XCTAssertFalse(tableView.isEmptyDataSetVisible)
        XCTAssertEqual(tableView.fillerRowHeight, automatic, "the rows get the table's separator lines back")
        withExtendedLifetime(fixture) {}
    }

    /// A forced empty state over rows keeps the rows' separators; only the filler rows go.
    func testAForcedEmptyStateOverRowsKeepsTheirSeparators() {
        let fixture = makeTableFixture(sections: [2], start: .attached, configure: { $0.isForcedToDisplay = true }) {
            $0.fillerRowHeight = UITableView.automaticDimension
        }
        let tableView = fixture.tableView

        tableView.reloadData()
        drainMainQueue()

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(tableView.fillerRowHeight, 0, "only the filler rows go")
    }
}
#endif
