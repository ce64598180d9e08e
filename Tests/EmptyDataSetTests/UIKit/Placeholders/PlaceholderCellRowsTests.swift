#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The loading state's placeholder rows made of the app's own cells: in a diffable table and a
/// list collection view, at the cells' own heights, with the table's separators, with headers and
/// footers, beside the data source (never asked, never swapped), and fading into the real rows.
@MainActor
final class PlaceholderCellRowsTests: XCTestCase {
    private typealias TableSource = UITableViewDiffableDataSource<Int, String>
    private typealias CollectionSource = UICollectionViewDiffableDataSource<Int, String>
    private typealias Snapshot = NSDiffableDataSourceSnapshot<Int, String>

    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated { SelfSizingTableCell.height = 72 }
    }

    private func snapshot(_ items: [String]) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections([0])
        snapshot.appendItems(items, toSection: 0)
        return snapshot
    }

    /// The views the rows view shows of `type`, top down.
    private func shown<View: UIView>(_ type: View.Type, in rowsView: PlaceholderRowsView) -> [View] {
        rowsView.layoutIfNeeded()
        return rowsView.subviews.compactMap { $0 as? View }.sorted { $0.frame.minY < $1.frame.minY }
    }

    /// A plain table with a diffable data source in the loading flow, its placeholder rows made
    /// of `cells`; the cell provider's calls counted.
    private func makeDiffableTable(
        _ configure: (inout EmptyDataSetPlaceholderRows) -> Void = { _ in },
        cells: PlaceholderCells
    ) -> (fixture: EmptyDataSetFixture<UITableView>, dataSource: TableSource, provided: CallLog<IndexPath>) {
        let tableView = UITableView(frame: testWindowFrame, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        let provided = CallLog<IndexPath>()
        var diffable: TableSource?
        var rows = EmptyDataSetPlaceholderRows(cells: cells)
        configure(&rows)
        let fixture = makeFlowFixture(tableView, options: immediateLoadingOptions { $0.placeholderRows = rows }) { tableView in
            diffable = TableSource(tableView: tableView) { tableView, indexPath, _ in
                provided.record(indexPath)
                return tableView.dequeueReusableCell(withIdentifier: CountingDataSource.cellIdentifier, for: indexPath)
            }
        }
        let dataSource = diffable!
        fixture.keep(dataSource, provided)
        dataSource.apply(snapshot([]), animatingDifferences: false)
        fixture.settle()
        return (fixture, dataSource, provided)
    }

    func testADiffableTableShowsItsOwnCellsAtTheirSelfSizedHeight() throws {
        let configured = CallLog<IndexPath>()
        let (fixture, dataSource, provided) = makeDiffableTable(cells: .table(make: SelfSizingTableCell.init(style:reuseIdentifier:)) { cell, indexPath in
            configured.record(indexPath)
            cell.titleLabel.text = "Placeholder title"
        })
        let tableView = fixture.tableView
        fixture.keep(configured)

        tableView.startLoading()

        XCTAssertTrue(waitUntil { placeholderRowsView(of: tableView) != nil }, "the rows show while loading")
        let rowsView = try XCTUnwrap(placeholderRowsView(of: tableView))
        XCTAssertTrue(rowsView.isRedacted, "drawn redacted")
        let cells = shown(SelfSizingTableCell.self, in: rowsView)
        XCTAssertFalse(cells.isEmpty, "the app's own cells")
        for cell in cells {
            XCTAssertEqual(cell.frame.height, 72, accuracy: 1, "the height the cell sized itself to")
            XCTAssertEqual(cell.titleLabel.text, "Placeholder title", "configured by the app's closure")
        }
        XCTAssertEqual(cells.count, Int((rowsView.bounds.height / cells[0].frame.height).rounded(.up)), "they fill the visible height")
        XCTAssertEqual(configured.arguments.first, IndexPath(row: 0, section: 0))
        XCTAssertEqual(configured.count, cells.count, "configured once each")
        XCTAssertTrue(tableView.dataSource === dataSource, "the diffable data source is never swapped")
        XCTAssertEqual(provided.count, 0, "its cell provider is never asked for a placeholder")
        XCTAssertEqual(tableView.numberOfRows(inSection: 0), 0, "the table itself stays empty")
        XCTAssertEqual(dataSource.snapshot().numberOfItems, 0)
        XCTAssertEqual(tableView.visibleCells.count, 0, "no placeholder cell is one of the table's")

        dataSource.apply(snapshot(["a", "b", "c"]), animatingDifferences: true)
        tableView.endLoading()

        XCTAssertTrue(waitUntil { placeholderRowsView(of: tableView) == nil }, "the rows go when the content arrives")
        XCTAssertTrue(waitUntil { provided.count >= 3 }, "the real rows come from the data source")
        XCTAssertTrue(cells.allSatisfy { $0.superview == nil }, "no placeholder cell left in the table")
        XCTAssertTrue(cells.allSatisfy { !$0.isDescendant(of: tableView) }, "nor anywhere under it")
        XCTAssertTrue(rowsView.subviews.allSatisfy { !($0 is SelfSizingTableCell) }, "the removed rows view keeps none either")
    }

    func testTableRowsHaveTheTablesSeparatorsAndHideItsEmptyRowSeparators() throws {
        let (fixture, _, _) = makeDiffableTable(cells: .table(make: SelfSizingTableCell.init(style:reuseIdentifier:)))
        let tableView = fixture.tableView
        tableView.separatorColor = .red
        tableView.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 10)
        tableView.backgroundColor = .yellow

        tableView.startLoading()
        XCTAssertTrue(waitUntil { placeholderRowsView(of: tableView) != nil })
        let rowsView = try XCTUnwrap(placeholderRowsView(of: tableView))
        let cells = shown(SelfSizingTableCell.self, in: rowsView)
        let lines = rowsView.subviews.filter { $0.backgroundColor == .red }
        XCTAssertEqual(lines.count, cells.count, "one separator under each row")
        let first = try XCTUnwrap(lines.min { $0.frame.minY < $1.frame.minY })
        XCTAssertEqual(first.frame.minX, 40, accuracy: 0.01, "from the table's separator inset")
        XCTAssertEqual(first.frame.maxX, rowsView.bounds.width - 10, accuracy: 0.01, "to its trailing inset")
        XCTAssertEqual(first.frame.maxY, cells[0].frame.maxY, accuracy: 0.01, "at the bottom of the first row")
        XCTAssertEqual(rowsView.backgroundColor, .yellow, "the table's background covers its own 44-point separators")
    }

    func testATableWithoutSeparatorsGetsNone() throws {
        let (fixture, _, _) = makeDiffableTable(cells: .table(make: SelfSizingTableCell.init(style:reuseIdentifier:)))
        fixture.tableView.separatorStyle = .none
        fixture.tableView.separatorColor = .red
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { placeholderRowsView(of: fixture.tableView) != nil })
        let rowsView = try XCTUnwrap(placeholderRowsView(of: fixture.tableView))
        XCTAssertFalse(shown(SelfSizingTableCell.self, in: rowsView).isEmpty)
        XCTAssertTrue(rowsView.subviews.filter { $0.backgroundColor == .red }.isEmpty)
    }

    func testAFixedRowHeightWinsOverSelfSizing() throws {
        let (fixture, _, _) = makeDiffableTable(cells: .table(make: SelfSizingTableCell.init(style:reuseIdentifier:)))
        fixture.tableView.rowHeight = 50
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { placeholderRowsView(of: fixture.tableView) != nil })
        let cells = shown(SelfSizingTableCell.self, in: try XCTUnwrap(placeholderRowsView(of: fixture.tableView)))
        XCTAssertEqual(cells.first?.frame.height ?? 0, 50, accuracy: 0.01, "the table's fixed row height")
        XCTAssertEqual(cells.dropFirst().first?.frame.minY ?? 0, 50, accuracy: 0.01, "stacked at it")
    }

    func testCellsOfNoOrHugeHeightAreBounded() throws {
        SelfSizingTableCell.height = 0
        let (fixture, _, _) = makeDiffableTable(cells: .table(make: SelfSizingTableCell.init(style:reuseIdentifier:)))
        fixture.tableView.estimatedRowHeight = 60
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { placeholderRowsView(of: fixture.tableView) != nil })
        var rowsView = try XCTUnwrap(placeholderRowsView(of: fixture.tableView))
        var cells = shown(SelfSizingTableCell.self, in: rowsView)
        XCTAssertEqual(cells.first?.frame.height ?? 0, 60, accuracy: 0.5, "a cell sizing itself to nothing: the list's estimate")
        XCTAssertLessThanOrEqual(cells.count, PlaceholderRowsLayout.maximumRows)

        fixture.tableView.endLoading()
        XCTAssertTrue(waitUntil { placeholderRowsView(of: fixture.tableView) == nil })
        SelfSizingTableCell.height = 50_000
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { placeholderRowsView(of: fixture.tableView) != nil })
        rowsView = try XCTUnwrap(placeholderRowsView(of: fixture.tableView))
        cells = shown(SelfSizingTableCell.self, in: rowsView)
        XCTAssertEqual(cells.count, 1, "one huge cell")
        XCTAssertEqual(cells.first?.frame.height ?? 0, rowsView.bounds.height, accuracy: 0.5, "kept to the visible height")
    }

    func testAnUnknownReuseIdentifierFallsBackToTheGenericRows() throws {
        let (fixture, _, _) = makeDiffableTable(cells: .table(reuseIdentifier: "NotRegistered") { (_: SelfSizingTableCell, _) in })
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { placeholderRowsView(of: fixture.tableView) != nil }, "still rows, no crash")
        let rowsView = try XCTUnwrap(placeholderRowsView(of: fixture.tableView))
        rowsView.layoutIfNeeded()
        XCTAssertTrue(shown(UITableViewCell.self, in: rowsView).isEmpty, "no cell could be made")
        let generic = rowsView.subviews.filter { $0.subviews.count == 3 && $0.subviews[1] is UILabel }
        XCTAssertFalse(generic.isEmpty, "the generic rows instead")
        XCTAssertTrue(rowsView.isRedacted)
    }

    func testARegisteredReuseIdentifierIsDequeuedWithoutAnIndexPath() throws {
        let (fixture, _, provided) = makeDiffableTable(cells: .table(reuseIdentifier: "Quote") { (_: SelfSizingTableCell, _) in })
        fixture.tableView.register(SelfSizingTableCell.self, forCellReuseIdentifier: "Quote")
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { placeholderRowsView(of: fixture.tableView) != nil })
        let cells = shown(SelfSizingTableCell.self, in: try XCTUnwrap(placeholderRowsView(of: fixture.tableView)))
        XCTAssertFalse(cells.isEmpty, "the table's own registration made them")
        XCTAssertEqual(cells.first?.reuseIdentifier, "Quote")
        XCTAssertTrue(cells.allSatisfy { !$0.isHidden })
        XCTAssertEqual(provided.count, 0)
    }

    func testSectionsWithHeadersAndFooters() throws {
        let headers = CallLog<Int>()
        let (fixture, _, _) = makeDiffableTable({ rows in
            rows.rowsPerSection = 2
            rows.sectionHeader = .table(make: { PlaceholderTestHeader(reuseIdentifier: nil) }) { header, section in
                headers.record(section)
                header.titleLabel.text = "Section"
            }
            rows.sectionFooter = .table(make: { PlaceholderTestHeader(reuseIdentifier: nil) })
        }, cells: .table(make: SelfSizingTableCell.init(style:reuseIdentifier:)))
        fixture.keep(headers)
        fixture.tableView.rowHeight = 60
        fixture.tableView.sectionHeaderHeight = UITableView.automaticDimension
        fixture.tableView.sectionFooterHeight = UITableView.automaticDimension

        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { placeholderRowsView(of: fixture.tableView) != nil })
        let rowsView = try XCTUnwrap(placeholderRowsView(of: fixture.tableView))
        rowsView.layoutIfNeeded()
        let order = rowsView.subviews
            .filter { $0 is PlaceholderTestHeader || $0 is SelfSizingTableCell }
            .sorted { $0.frame.minY < $1.frame.minY }
        let kinds = order.prefix(5).map { $0 is PlaceholderTestHeader ? "H" : "R" }
        XCTAssertEqual(kinds, ["H", "R", "R", "H", "H"], "header, two rows, footer, next header")
        XCTAssertEqual(order.first?.frame.height ?? 0, 30, accuracy: 0.5, "the header's own height")
        XCTAssertEqual(order.dropFirst().first?.frame.minY ?? 0, 30, accuracy: 0.5, "rows below it")
        XCTAssertEqual(headers.arguments.prefix(2), [0, 1], "configured per section")
        XCTAssertTrue(rowsView.isRedacted, "headers and footers are redacted with the rows")
    }

    func testAListCollectionViewShowsItsRegistrationsCells() throws {
        let handled = CallLog<IndexPath>()
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, item in
            handled.record(indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let configured = CallLog<IndexPath>()
        var rows = EmptyDataSetPlaceholderRows(cells: .collection(registration) { cell, indexPath in
            configured.record(indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Placeholder"
            content.secondaryText = "A line of placeholder text"
            cell.contentConfiguration = content
        })
        rows.rowHeight = nil
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: testWindowFrame, collectionViewLayout: layout)
        var diffable: CollectionSource?
        let fixture = makeFlowFixture(collectionView, options: immediateLoadingOptions { $0.placeholderRows = rows }) { view in
            diffable = CollectionSource(collectionView: view) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
        }
        let dataSource = diffable!
        fixture.keep(dataSource, handled, configured)
        dataSource.apply(snapshot([]), animatingDifferences: false)
        fixture.settle()

        collectionView.startLoading()

        XCTAssertTrue(waitUntil { placeholderRowsView(of: collectionView) != nil })
        let rowsView = try XCTUnwrap(placeholderRowsView(of: collectionView))
        let cells = shown(UICollectionViewListCell.self, in: rowsView)
        XCTAssertFalse(cells.isEmpty, "list cells of the registration's class")
        XCTAssertEqual(configured.count, cells.count, "each configured by the app's closure")
        XCTAssertEqual(handled.count, 0, "the registration's handler needs an item: never called for a placeholder")
        XCTAssertTrue(collectionView.dataSource === dataSource, "the data source is never swapped")
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 0)
        XCTAssertGreaterThan(cells[0].frame.height, PlaceholderRowsLayout.minimumCellRowHeight, "a self-sized list row")
        XCTAssertEqual(cells[0].frame.width, rowsView.bounds.width, accuracy: 0.01, "across the list")
        XCTAssertTrue(rowsView.isRedacted)

        dataSource.apply(snapshot(["Real"]), animatingDifferences: false)
        collectionView.endLoading()
        XCTAssertTrue(waitUntil { placeholderRowsView(of: collectionView) == nil })
        XCTAssertTrue(waitUntil { handled.count == 1 }, "the real row through the registration")
    }

    func testACollectionViewsRowsHaveHeadersAndFootersOfItsOwn() throws {
        let headers = CallLog<Int>()
        var rows = EmptyDataSetPlaceholderRows(
            cells: .collection(make: { UICollectionViewListCell(frame: .zero) }) { cell, _ in
                var content = cell.defaultContentConfiguration()
                content.text = "Placeholder"
                cell.contentConfiguration = content
            },
            rowHeight: 50, rowsPerSection: 3,
            sectionHeader: .collection(make: { PlaceholderTestCollectionHeader(frame: .zero) }) { header, section in
                headers.record(section)
                header.titleLabel.text = "Section \(section)"
            },
            sectionFooter: .collection(make: { PlaceholderTestCollectionHeader(frame: .zero) }))
        rows.transition = .none
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: testWindowFrame, collectionViewLayout: layout)
        let fixture = makeFlowFixture(collectionView, options: immediateLoadingOptions { $0.placeholderRows = rows })
        fixture.keep(headers)

        collectionView.startLoading()

        XCTAssertTrue(waitUntil { placeholderRowsView(of: collectionView) != nil })
        let rowsView = try XCTUnwrap(placeholderRowsView(of: collectionView))
        rowsView.layoutIfNeeded()
        let order = rowsView.subviews
            .filter { $0 is PlaceholderTestCollectionHeader || $0 is UICollectionViewListCell }
            .sorted { $0.frame.minY < $1.frame.minY }
        XCTAssertEqual(order.prefix(6).map { $0 is PlaceholderTestCollectionHeader ? "H" : "R" }, ["H", "R", "R", "R", "H", "H"])
        XCTAssertEqual(order.first?.frame.height ?? 0, 30, accuracy: 0.5, "the header's own height")
        XCTAssertEqual(order[1].frame.height, 50, accuracy: 0.01, "the rows' fixed height")
        XCTAssertEqual(order[4].frame.minY, 30 + 150, accuracy: 0.5, "the footer below the section's three rows")
        XCTAssertEqual(headers.arguments.prefix(2), [0, 1], "each section's header configured for it")
        XCTAssertTrue(rowsView.isRedacted)
        XCTAssertEqual(collectionView.numberOfSections, fixture.dataSource.itemCounts.count, "the data source's sections only")
    }

    func testRowsFadeIntoArrivingContentAndGoAtOnceUnderReduceMotion() throws {
        for reduceMotion in [false, true] {
            let standIn = standInForAccessibility(reduceMotion: reduceMotion)
            let (fixture, dataSource, _) = makeDiffableTable(cells: .table(make: SelfSizingTableCell.init(style:reuseIdentifier:)))
            let tableView = fixture.tableView
            tableView.startLoading()
            XCTAssertTrue(waitUntil { placeholderRowsView(of: tableView) != nil })
            tableView.layoutIfNeeded()

            dataSource.apply(snapshot(["a", "b"]), animatingDifferences: false)
            tableView.endLoading()
            XCTAssertTrue(waitUntil { placeholderRowsView(of: tableView) == nil })

            if reduceMotion {
                XCTAssertTrue(redactionFades(in: tableView).isEmpty, "Reduce Motion: no cross-dissolve")
            } else {
                XCTAssertEqual(redactionFades(in: tableView).count, 1, "a picture of the rows fades over the real rows")
                XCTAssertTrue(waitUntil { redactionFades(in: tableView).isEmpty }, "and is gone after the fade")
            }
            withExtendedLifetime(standIn) {}
        }
    }

    func testRowsLeavingForTheEmptyStateDoNotFade() throws {
        let (fixture, _, _) = makeDiffableTable(cells: .table(make: SelfSizingTableCell.init(style:reuseIdentifier:)))
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { placeholderRowsView(of: fixture.tableView) != nil })
        fixture.tableView.endLoading()
        XCTAssertTrue(waitUntil { placeholderRowsView(of: fixture.tableView) == nil })
        XCTAssertTrue(redactionFades(in: fixture.tableView).isEmpty, "no content arrived: the empty state fades in itself")
    }

    func testEqualOptionsKeepTheRowsAndNewCellsRebuildThem() throws {
        let cells = PlaceholderCells.table(make: SelfSizingTableCell.init(style:reuseIdentifier:))
        let rows = EmptyDataSetPlaceholderRows(cells: cells)
        XCTAssertEqual(rows, EmptyDataSetPlaceholderRows(cells: cells), "the same cells: equal")
        XCTAssertNotEqual(rows, EmptyDataSetPlaceholderRows(cells: .table(make: SelfSizingTableCell.init(style:reuseIdentifier:))), "made anew: not equal")
        XCTAssertNotEqual(rows, EmptyDataSetPlaceholderRows(), "generic rows differ")
        XCTAssertNotEqual(rows, EmptyDataSetPlaceholderRows(cells: .table(reuseIdentifier: "Quote")), "plain cells of an identifier differ")
        var faded = rows
        faded.transition = .none
        XCTAssertNotEqual(rows, faded)

        // On screen: equal options keep the very views; new cells make new ones.
        let (fixture, _, _) = makeDiffableTable(cells: cells)
        let tableView = fixture.tableView
        tableView.startLoading()
        XCTAssertTrue(waitUntil { placeholderRowsView(of: tableView) != nil })
        let rowsView = try XCTUnwrap(placeholderRowsView(of: tableView))
        let before = shown(SelfSizingTableCell.self, in: rowsView)
        XCTAssertFalse(before.isEmpty)

        tableView.emptyDataSetLoadingOptions.placeholderRows = EmptyDataSetPlaceholderRows(cells: cells)
        tableView.layoutIfNeeded()
        XCTAssertTrue(placeholderRowsView(of: tableView) === rowsView, "the same rows view")
        let kept = shown(SelfSizingTableCell.self, in: rowsView)
        XCTAssertEqual(kept.map(ObjectIdentifier.init), before.map(ObjectIdentifier.init), "equal options: the same cells")

        tableView.emptyDataSetLoadingOptions.placeholderRows =
            EmptyDataSetPlaceholderRows(cells: .table(make: SelfSizingTableCell.init(style:reuseIdentifier:)))
        tableView.layoutIfNeeded()
        let rebuilt = shown(SelfSizingTableCell.self, in: try XCTUnwrap(placeholderRowsView(of: tableView)))
        XCTAssertFalse(rebuilt.isEmpty)
        XCTAssertTrue(Set(rebuilt.map(ObjectIdentifier.init)).isDisjoint(with: before.map(ObjectIdentifier.init)), "new cells: new views")
        XCTAssertTrue(before.allSatisfy { $0.superview == nil }, "the old ones are gone")
    }

    // MARK: Redaction of the app's cells

    func testTheOverlayDrawsEachOwnCellsLabelAndImage() throws {
        let (fixture, _, _) = makeDiffableTable(cells: .table(make: SelfSizingTableCell.init(style:reuseIdentifier:)) { cell, _ in
            cell.titleLabel.text = "Placeholder title"
        })
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { placeholderRowsView(of: fixture.tableView) != nil })
        let rowsView = try XCTUnwrap(placeholderRowsView(of: fixture.tableView))
        let cells = shown(SelfSizingTableCell.self, in: rowsView)
        let overlay = try XCTUnwrap(rowsView.redactionOverlay)
        overlay.layoutIfNeeded()
        XCTAssertFalse(cells.isEmpty)
        for cell in cells {
            let bar = try XCTUnwrap(overlay.placeholder(of: cell.titleLabel), "the label of every own cell gets bars")
            XCTAssertEqual(bar.rects.count, 1, "one line of text: one bar")
            let labelFrame = cell.titleLabel.convert(cell.titleLabel.bounds, to: overlay)
            XCTAssertTrue(labelFrame.insetBy(dx: -1, dy: -1).contains(bar.rects[0]), "over the label")
            let shape = try XCTUnwrap(overlay.placeholder(of: cell.iconView), "the image of every own cell gets a shape")
            XCTAssertEqual(shape.rects.count, 1)
            XCTAssertEqual(shape.rects[0].midY, cell.iconView.convert(cell.iconView.bounds, to: overlay).midY, accuracy: 0.5)
        }
        let shapes = overlay.scan.placeholders.reduce(0) { $0 + $1.rects.count }
        XCTAssertGreaterThanOrEqual(shapes, 2 * cells.count, "at least a bar and a shape per cell are drawn")
    }

    // MARK: Building the slots

    func testAHeightChangeAddsAndTrimsSlotsAtTheBottomWithoutMakingCellsAgain() throws {
        let configured = CallLog<IndexPath>()
        let (fixture, _, _) = makeDiffableTable(cells: .table(make: SelfSizingTableCell.init(style:reuseIdentifier:)) { _, indexPath in
            configured.record(indexPath)
        })
        fixture.keep(configured)
        let tableView = fixture.tableView
        tableView.startLoading()
        XCTAssertTrue(waitUntil { placeholderRowsView(of: tableView) != nil })
        let rowsView = try XCTUnwrap(placeholderRowsView(of: tableView))
        let all = shown(SelfSizingTableCell.self, in: rowsView)
        XCTAssertGreaterThan(all.count, 3, "precondition: several rows")
        let made = SelfSizingTableCell.madeCount, configuredCount = configured.count
        let lines = rowsView.separatorViews
        XCTAssertEqual(lines.count, all.count, "precondition: a line under each row")

        // A large title expands: less height, the bottom rows go.
        rowsView.frame.size.height -= 2 * 72
        let fewer = shown(SelfSizingTableCell.self, in: rowsView)
        XCTAssertEqual(fewer.count, all.count - 2, "two rows fewer")
        XCTAssertEqual(rowsView.separatorViews.map(ObjectIdentifier.init), lines.prefix(fewer.count).map(ObjectIdentifier.init),
                       "their lines go, the others stay")
        XCTAssertEqual(rowsView.subviews.filter { $0.frame.height <= 1 }.count, fewer.count, "no line left under a trimmed row")
        XCTAssertEqual(fewer.map(ObjectIdentifier.init), all.prefix(fewer.count).map(ObjectIdentifier.init), "the same cells on top")
        XCTAssertEqual(fewer.map(\.frame), all.prefix(fewer.count).map(\.frame), "where they were")

        // It collapses again: the same cells come back.
        rowsView.frame.size.height += 2 * 72
        let again = shown(SelfSizingTableCell.self, in: rowsView)
        XCTAssertEqual(again.map(ObjectIdentifier.init), all.map(ObjectIdentifier.init), "the trimmed cells come back")
        XCTAssertEqual(SelfSizingTableCell.madeCount, made, "no cell made for a height change")
        XCTAssertEqual(configured.count, configuredCount, "nor configured or measured again")

        // A new width measures again, with the cells already made.
        rowsView.frame.size.width -= 40
        let narrower = shown(SelfSizingTableCell.self, in: rowsView)
        XCTAssertEqual(narrower.count, all.count)
        XCTAssertEqual(Set(narrower.map(ObjectIdentifier.init)), Set(all.map(ObjectIdentifier.init)), "the same cells, re-measured")
        XCTAssertEqual(SelfSizingTableCell.madeCount, made, "none made anew")
        XCTAssertEqual(configured.count, configuredCount + all.count, "each configured again for the new width")
        XCTAssertTrue(narrower.allSatisfy { abs($0.frame.width - rowsView.bounds.width) < 0.01 })
    }

    func testARebuildDoesNotDrainTheAppsReusePool() throws {
        let (fixture, _, _) = makeDiffableTable(cells: .table(reuseIdentifier: "Pooled") { (_: SelfSizingTableCell, _) in })
        fixture.tableView.register(SelfSizingTableCell.self, forCellReuseIdentifier: "Pooled")
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { placeholderRowsView(of: fixture.tableView) != nil })
        let rowsView = try XCTUnwrap(placeholderRowsView(of: fixture.tableView))
        let first = shown(SelfSizingTableCell.self, in: rowsView)
        XCTAssertFalse(first.isEmpty)
        let made = SelfSizingTableCell.madeCount

        for step in 1...5 {
            rowsView.frame.size.width -= CGFloat(step * 4)
            rowsView.layoutIfNeeded()
        }

        XCTAssertEqual(SelfSizingTableCell.madeCount, made, "five rebuilds dequeue no more cells from the table")
        XCTAssertEqual(Set(shown(SelfSizingTableCell.self, in: rowsView).map(ObjectIdentifier.init)), Set(first.map(ObjectIdentifier.init)))
    }

    func testAReuseIdentifierOfAnotherClassFallsBackToTheGenericRows() throws {
        let (fixture, _, _) = makeDiffableTable(cells: .table(reuseIdentifier: "Plain") { (_: SelfSizingTableCell, _) in })
        fixture.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Plain")
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { placeholderRowsView(of: fixture.tableView) != nil }, "no crash")
        let rowsView = try XCTUnwrap(placeholderRowsView(of: fixture.tableView))
        XCTAssertTrue(shown(SelfSizingTableCell.self, in: rowsView).isEmpty)
        XCTAssertFalse(rowsView.subviews.filter { $0.subviews.count == 3 && $0.subviews[1] is UILabel }.isEmpty, "the generic rows")
    }

    func testACellOfAnotherClassIsTakenOutOfTheTableAndNotDequeuedAgainOnRebuilds() throws {
        let (fixture, _, _) = makeDiffableTable(cells: .table(reuseIdentifier: "Other") { (_: SelfSizingTableCell, _) in })
        fixture.tableView.register(OtherClassCell.self, forCellReuseIdentifier: "Other")
        let before = OtherClassCell.madeCount
        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { placeholderRowsView(of: fixture.tableView) != nil })
        let rowsView = try XCTUnwrap(placeholderRowsView(of: fixture.tableView))
        rowsView.layoutIfNeeded()
        let afterFirstBuild = OtherClassCell.madeCount
        XCTAssertGreaterThan(afterFirstBuild, before, "precondition: the table's registration was dequeued")

        for step in 1...5 {
            rowsView.frame.size.width -= CGFloat(step * 4)
            rowsView.layoutIfNeeded()
        }

        XCTAssertEqual(OtherClassCell.madeCount, afterFirstBuild, "a failed maker is not asked again on each rebuild")
        XCTAssertTrue(
            fixture.tableView.subviews.filter { $0 is OtherClassCell }.isEmpty,
            "no cell of the wrong class stays orphaned in the app's table")
        XCTAssertFalse(rowsView.subviews.filter { $0.subviews.count == 3 && $0.subviews[1] is UILabel }.isEmpty, "the generic rows")
    }

    func testCellsOfATableGivenToACollectionViewFallBackToTheGenericRows() throws {
        var rows = EmptyDataSetPlaceholderRows(cells: .table(make: SelfSizingTableCell.init(style:reuseIdentifier:)))
        rows.transition = .none
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: testWindowFrame, collectionViewLayout: layout)
        let fixture = makeFlowFixture(collectionView, options: immediateLoadingOptions { $0.placeholderRows = rows })
        let made = SelfSizingTableCell.madeCount
        collectionView.startLoading()
        XCTAssertTrue(waitUntil { placeholderRowsView(of: collectionView) != nil })
        let rowsView = try XCTUnwrap(placeholderRowsView(of: collectionView))
        rowsView.layoutIfNeeded()
        XCTAssertEqual(SelfSizingTableCell.madeCount, made, "a table cell is never made for a collection view")
        XCTAssertFalse(rowsView.subviews.filter { $0.subviews.count == 3 && $0.subviews[1] is UILabel }.isEmpty, "the generic rows")
        withExtendedLifetime(fixture) {}
    }

    func testANewTextSizeMeasuresTheCellsAgain() throws {
        let window = makeShownWindow()
        let parent = UIViewController()
        let child = UIViewController()
        window.rootViewController = parent
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.view.frame = parent.view.bounds
        child.didMove(toParent: parent)
        let tableView = UITableView(frame: child.view.bounds, style: .plain)
        child.view.addSubview(tableView)
        var rows = EmptyDataSetPlaceholderRows(cells: .table(make: DynamicTypeTableCell.init(style:reuseIdentifier:)))
        rows.transition = .none
        let rowsView = PlaceholderRowsView(rows: rows, metrics: PlaceholderRowsView.Metrics(rowHeight: 44, separatorInset: 16, margin: 16))
        rowsView.list = tableView
        rowsView.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        child.view.addSubview(rowsView)
        parent.setOverrideTraitCollection(UITraitCollection(preferredContentSizeCategory: .large), forChild: child)
        window.layoutIfNeeded()
        let small = shown(DynamicTypeTableCell.self, in: rowsView)
        let smallHeight = try XCTUnwrap(small.first?.frame.height)

        parent.setOverrideTraitCollection(UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge), forChild: child)

        XCTAssertTrue(waitUntil {
            window.layoutIfNeeded()
            return (shown(DynamicTypeTableCell.self, in: rowsView).first?.frame.height ?? 0) > smallHeight + 20
        }, "the rows take the cells' new heights (iOS 15/16: traitCollectionDidChange; 17+: the trait registration)")
        XCTAssertLessThan(shown(DynamicTypeTableCell.self, in: rowsView).count, small.count, "fewer, taller rows fill the height")
        withExtendedLifetime((window, parent, child, tableView)) {}
        window.isHidden = true
    }

    func testAListsCellsTakeTheListsMargins() throws {
        var rows = EmptyDataSetPlaceholderRows(cells: .collection(make: { UICollectionViewListCell(frame: .zero) }) { cell, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "Placeholder"
            cell.contentConfiguration = content
        })
        rows.transition = .none
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: testWindowFrame, collectionViewLayout: layout)
        collectionView.preservesSuperviewLayoutMargins = false
        collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 36, bottom: 0, right: 36)
        let fixture = makeFlowFixture(collectionView, options: immediateLoadingOptions { $0.placeholderRows = rows })
        collectionView.startLoading()
        XCTAssertTrue(waitUntil { placeholderRowsView(of: collectionView) != nil })
        let rowsView = try XCTUnwrap(placeholderRowsView(of: collectionView))
        let cells = shown(UICollectionViewListCell.self, in: rowsView)
        XCTAssertFalse(cells.isEmpty)
        for cell in cells {
            XCTAssertTrue(cell.preservesSuperviewLayoutMargins)
            let content = cell.contentView.convert(cell.contentView.layoutMarginsGuide.layoutFrame, to: collectionView)
            XCTAssertGreaterThanOrEqual(content.minX, 36 - 0.5, "the list's leading margin, not a plain view's 8 points")
            XCTAssertLessThanOrEqual(content.maxX, collectionView.bounds.width - 36 + 0.5, "and its trailing one")
        }
        withExtendedLifetime(fixture) {}
    }
}
/// A cell of another class than the placeholder cells ask for, its makings counted.
private final class OtherClassCell: UITableViewCell {
    static var madeCount = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        Self.madeCount += 1
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("made in code")
    }
}
#endif
