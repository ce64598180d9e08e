#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Per-section placeholders in tables of every style, with a classic and a diffable data source.
@MainActor
final class TableSectionPlaceholderTests: XCTestCase {
    private let styles: [UITableView.Style] = [.plain, .grouped, .insetGrouped]

    func testEmptySectionShowsItsPlaceholderBesideAFullOneInEveryStyle() {
        for style in styles {
            let (tableView, source, spy, window) = makeSectionTable(counts: [0, 3], style: style)
            withExtendedLifetime((source, spy, window)) {
                XCTAssertTrue(
                    settle(tableView) { shownTitle(sectionPlaceholder(in: tableView, section: 0)) == "Empty 0" },
                    "style \(style.rawValue)")
                XCTAssertNil(shownTitle(sectionPlaceholder(in: tableView, section: 1)), "style \(style.rawValue)")
                // The footer takes room for its content, the full section's footer none of its own.
                XCTAssertGreaterThan(tableView.rectForFooter(inSection: 0).height, 40, "style \(style.rawValue)")
                XCTAssertEqual(spy.askedSections.filter { $0 == 1 }, [], "a full section's provider is never asked")
                // The full section's footer shows nothing: the style's spacing below the section
                // in grouped styles, a pixel in a plain table.
                let filledFooter = tableView.rectForFooter(inSection: 1).height
                if style == .plain {
                    XCTAssertLessThanOrEqual(filledFooter, 1, "style \(style.rawValue)")
                } else {
                    XCTAssertEqual(
                        filledFooter, SectionPlaceholderGeometry.emptyFooterHeight(
                            isPlainStyle: false, sectionFooterHeight: tableView.sectionFooterHeight,
                            scale: tableView.traitCollection.displayScale),
                        accuracy: 0.5, "style \(style.rawValue)")
                    XCTAssertGreaterThan(filledFooter, 1, "style \(style.rawValue)")
                }
            }
        }
    }

    func testPlaceholderIsInsideTheSectionsFooterSoVoiceOverReadsItThere() throws {
        let (tableView, source, spy, window) = makeSectionTable(counts: [2, 0, 2])
        try withExtendedLifetime((source, spy, window)) {
            XCTAssertTrue(settle(tableView) { shownTitle(sectionPlaceholder(in: tableView, section: 1)) != nil })
            let footer = try XCTUnwrap(tableView.footerView(forSection: 1))
            let title = try XCTUnwrap(sectionPlaceholder(in: tableView, section: 1)?.renderer.titleLabel)
            XCTAssertTrue(title.isDescendant(of: footer))
            XCTAssertTrue(title.isAccessibilityElement)
            // Between the section's header and the next section: below section 0's rows.
            let frame = footer.convert(footer.bounds, to: tableView)
            XCTAssertGreaterThanOrEqual(frame.minY, tableView.rectForRow(at: IndexPath(row: 1, section: 0)).maxY)
            XCTAssertLessThanOrEqual(frame.maxY, tableView.rectForRow(at: IndexPath(row: 0, section: 2)).minY)
        }
    }

    func testSectionsEmptyingAndFillingInOneBatchSwapTheirPlaceholders() {
        for style in styles {
            let (tableView, source, spy, window) = makeSectionTable(counts: [0, 2], style: style)
            withExtendedLifetime((source, spy, window)) {
                XCTAssertTrue(settle(tableView) { shownTitle(sectionPlaceholder(in: tableView, section: 0)) != nil })
                drainMainQueue(turns: 3)
                let batchesBefore = signalCount(.reloadHook, in: tableView)
                let requeriesBefore = signalCount(.sectionHeightRequery, in: tableView)
                source.counts = [2, 0]
                spy.isInsideUpdate = true
                tableView.performBatchUpdates {
                    tableView.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .automatic)
                    tableView.deleteRows(at: [IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)], with: .automatic)
                }
                spy.isInsideUpdate = false
                XCTAssertTrue(
                    settle(tableView) {
                        shownTitle(sectionPlaceholder(in: tableView, section: 1)) == "Empty 1"
                            && shownTitle(sectionPlaceholder(in: tableView, section: 0)) == nil
                    }, "style \(style.rawValue)")
                XCTAssertTrue(settle(tableView) { tableView.rectForFooter(inSection: 1).height > 40 })
                XCTAssertEqual(spy.callsInsideUpdate, 0, "the provider is never asked inside UIKit's update")
                // The app's batch update is the one batch the hook saw as the app's; the footers'
                // new heights came through the package's own re-query, under its own signal.
                XCTAssertEqual(signalCount(.reloadHook, in: tableView), batchesBefore + 1, "style \(style.rawValue)")
                XCTAssertGreaterThan(
                    signalCount(.sectionHeightRequery, in: tableView), requeriesBefore, "style \(style.rawValue)")
            }
        }
    }

    func testDiffableTableFollowsSnapshotsWithoutAskingInsideTheApply() {
        let tableView = UITableView(frame: testWindowFrame, style: .insetGrouped)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { tableView, indexPath, _ in
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        let footers = SectionTableSource(counts: [])  // only its footer method is used
        tableView.delegate = footers
        let spy = SectionProviderSpy()
        spy.install(on: tableView)
        let window = showInWindow(tableView)
        withExtendedLifetime((dataSource, footers, spy, window)) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems(["a", "b"], toSection: 1)
            spy.isInsideUpdate = true
            dataSource.apply(snapshot, animatingDifferences: false)
            spy.isInsideUpdate = false
            XCTAssertTrue(settle(tableView) { shownTitle(sectionPlaceholder(in: tableView, section: 0)) == "Empty 0" })

            snapshot.moveItem("a", beforeItem: "b")
            snapshot.deleteItems(["a", "b"])
            snapshot.appendItems(["c"], toSection: 0)
            spy.isInsideUpdate = true
            dataSource.apply(snapshot, animatingDifferences: true)
            spy.isInsideUpdate = false
            XCTAssertTrue(
                settle(tableView) {
                    shownTitle(sectionPlaceholder(in: tableView, section: 0)) == nil
                        && shownTitle(sectionPlaceholder(in: tableView, section: 1)) == "Empty 1"
                })
            XCTAssertEqual(spy.callsInsideUpdate, 0)
            XCTAssertEqual(dataSource.snapshot().numberOfItems, 1, "the app's snapshot holds no placeholder item")

            // The height re-query is a hooked batch update: it must not start the next refresh,
            // turn after turn. Once settled, nothing more is asked or hooked.
            drainMainQueue(turns: 5)
            let asked = spy.askedSections.count
            let hooked = signalCount(.reloadHook, in: tableView)
            let requeried = signalCount(.sectionHeightRequery, in: tableView)
            XCTAssertGreaterThan(requeried, 0, "the footers' heights were re-queried by the package")
            drainMainQueue(turns: 10)
            XCTAssertEqual(spy.askedSections.count, asked)
            XCTAssertEqual(signalCount(.reloadHook, in: tableView), hooked)
            XCTAssertEqual(signalCount(.sectionHeightRequery, in: tableView), requeried)
        }
    }

    func testWholeViewEmptyStateHidesEveryPlaceholder() {
        let (tableView, source, spy, window) = makeSectionTable(counts: [0, 0])
        withExtendedLifetime((source, spy, window)) {
            // Without a whole-view empty state, each empty section shows its own.
            XCTAssertTrue(settle(tableView) { shownTitle(sectionPlaceholder(in: tableView, section: 1)) == "Empty 1" })
            tableView.emptyDataSetConfiguration = .empty()
            XCTAssertTrue(
                settle(tableView) {
                    tableView.isEmptyDataSetVisible && shownTitle(sectionPlaceholder(in: tableView, section: 0)) == nil
                        && shownTitle(sectionPlaceholder(in: tableView, section: 1)) == nil
                })

            // Rows in section 1: the whole view hides, section 0 shows its own.
            source.counts = [0, 1]
            tableView.insertRows(at: [IndexPath(row: 0, section: 1)], with: .none)
            XCTAssertTrue(
                settle(tableView) {
                    !tableView.isEmptyDataSetVisible && shownTitle(sectionPlaceholder(in: tableView, section: 0)) == "Empty 0"
                })
        }
    }

    func testProviderReturningNilShowsNothingAndTakesLessRoom() {
        let (tableView, source, spy, window) = makeSectionTable(counts: [0, 0, 1])
        spy.declined = [1]
        tableView.setNeedsUpdateEmptyDataSetSections()
        withExtendedLifetime((source, spy, window)) {
            XCTAssertTrue(settle(tableView) { shownTitle(sectionPlaceholder(in: tableView, section: 0)) == "Empty 0" })
            XCTAssertTrue(spy.askedSections.contains(1))
            XCTAssertNil(shownTitle(sectionPlaceholder(in: tableView, section: 1)))
            XCTAssertLessThan(
                tableView.rectForFooter(inSection: 1).height, tableView.rectForFooter(inSection: 0).height)
        }
    }

    func testSectionDeletedAndInsertedInOneBatchLeaveNoStalePlaceholder() {
        let (tableView, source, spy, window) = makeSectionTable(counts: [0, 3])
        withExtendedLifetime((source, spy, window)) {
            XCTAssertTrue(settle(tableView) { shownTitle(sectionPlaceholder(in: tableView, section: 0)) != nil })
            source.counts = [3, 0]
            tableView.performBatchUpdates {
                tableView.deleteSections(IndexSet(integer: 0), with: .automatic)
                tableView.insertSections(IndexSet(integer: 1), with: .automatic)
            }
            XCTAssertTrue(
                settle(tableView) {
                    shownTitle(sectionPlaceholder(in: tableView, section: 0)) == nil
                        && shownTitle(sectionPlaceholder(in: tableView, section: 1)) == "Empty 1"
                })
            // Down to one full section: the footer last shown for section 1 is out of range.
            source.counts = [3]
            tableView.deleteSections(IndexSet(integer: 1), with: .none)
            XCTAssertTrue(settle(tableView) { tableView.numberOfSections == 1 })
            drainMainQueue()
            XCTAssertNil(shownTitle(sectionPlaceholder(in: tableView, section: 0)))
        }
    }

    func testAppsOwnFooterShowsBelowThePlaceholderAndAloneOnceTheSectionFills() throws {
        let (tableView, source, spy, window) = makeSectionTable(counts: [0, 1], style: .grouped)
        let own = UILabel()
        own.text = "Synced an hour ago"
        source.ownFooters[0] = own
        tableView.reloadData()
        try withExtendedLifetime((source, spy, window)) {
            XCTAssertTrue(settle(tableView) { shownTitle(sectionPlaceholder(in: tableView, section: 0)) != nil })
            let placeholder = try XCTUnwrap(sectionPlaceholder(in: tableView, section: 0))
            XCTAssertTrue(own.isDescendant(of: placeholder))
            XCTAssertGreaterThanOrEqual(own.frame.minY, placeholder.renderer.titleLabel.convert(
                placeholder.renderer.titleLabel.bounds, to: placeholder).maxY)
            source.counts = [1, 1]
            tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            XCTAssertTrue(settle(tableView) { shownTitle(sectionPlaceholder(in: tableView, section: 0)) == nil })
            XCTAssertTrue(own.isDescendant(of: placeholder), "the app's footer stays")
            XCTAssertGreaterThan(own.frame.height, 0)
        }
    }

    func testLongerContentMakesATallerFooter() {
        let (tableView, source, spy, window) = makeSectionTable(counts: [0, 0])
        spy.make = { section in
            var configuration = EmptyDataSetConfiguration()
            configuration.text = "Empty"
            if section == 1 { configuration.secondaryText = String(repeating: "A longer explanation. ", count: 20) }
            return configuration
        }
        tableView.setNeedsUpdateEmptyDataSetSections()
        withExtendedLifetime((source, spy, window)) {
            XCTAssertTrue(
                settle(tableView) {
                    tableView.rectForFooter(inSection: 1).height > tableView.rectForFooter(inSection: 0).height + 40
                })
        }
    }

    func testPlainFootersKeepTheStylesBackgroundAndGroupedOnesAreClear() throws {
        for style in styles {
            let (tableView, source, spy, window) = makeSectionTable(counts: [0, 1], style: style)
            try withExtendedLifetime((source, spy, window)) {
                XCTAssertTrue(settle(tableView) { shownTitle(sectionPlaceholder(in: tableView, section: 0)) != nil })
                let footer = try XCTUnwrap(tableView.footerView(forSection: 1))
                if style == .plain {
                    XCTAssertNotEqual(footer.backgroundConfiguration, .clear(), "a floating plain footer keeps its background")
                } else {
                    XCTAssertEqual(footer.backgroundConfiguration, .clear(), "style \(style.rawValue)")
                }
            }
        }
    }

    func testTheRefreshWaitsWhileANestedRunLoopTurnsInsideUIKitsUpdate() {
        let (tableView, source, spy, window) = makeSectionTable(counts: [0, 1])
        withExtendedLifetime((source, spy, window)) {
            XCTAssertTrue(settle(tableView) { shownTitle(sectionPlaceholder(in: tableView, section: 0)) != nil })
            drainMainQueue(turns: 3)
            let askedBefore = spy.askedSections.count
            let requeriesBefore = signalCount(.sectionHeightRequery, in: tableView)
            spy.make = { longSectionConfiguration($0) }
            tableView.setNeedsUpdateEmptyDataSetSections()
            // As an HTML `NSAttributedString` import in `cellForRowAt` does: the main queue turns
            // inside UIKit's update.
            tableView.performBatchUpdates {
                spy.isInsideUpdate = true
                spinRunLoop(for: 0.4)
                spy.isInsideUpdate = false
            }
            XCTAssertEqual(spy.callsInsideUpdate, 0, "the provider was asked inside the update")
            XCTAssertEqual(spy.askedSections.count, askedBefore, "nothing asked yet")
            XCTAssertEqual(signalCount(.sectionHeightRequery, in: tableView), requeriesBefore, "no re-query inside it")
            // Once UIKit's update returned, the waiting refresh runs.
            XCTAssertTrue(
                settle(tableView) {
                    spy.askedSections.count > askedBefore
                        && signalCount(.sectionHeightRequery, in: tableView) > requeriesBefore
                })
        }
    }

    func testFooterIsMeasuredAtTheContentViewsWidthBesideASideSafeArea() throws {
        let tableView = UITableView(frame: testWindowFrame, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let source = SectionTableSource(counts: [0, 1])
        let spy = SectionProviderSpy()
        spy.make = { longSectionConfiguration($0) }
        tableView.dataSource = source
        tableView.delegate = source
        spy.install(on: tableView)
        let (window, controller) = showInController(
            tableView, additionalSafeAreaInsets: UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 60))
        tableView.reloadData()
        try withExtendedLifetime((source, spy, window, controller)) {
            XCTAssertTrue(settle(tableView) { shownTitle(sectionPlaceholder(in: tableView, section: 0)) != nil })
            drainMainQueue(turns: 3)
            tableView.layoutIfNeeded()
            let footer = try XCTUnwrap(tableView.footerView(forSection: 0) as? EmptyDataSetSectionFooterView)
            XCTAssertEqual(tableView.safeAreaInsets.left, 60, accuracy: 0.5, "precondition: side safe area")
            XCTAssertLessThan(footer.contentView.bounds.width, footer.bounds.width - 100, "precondition: the content view is inset")
            let placeholder = footer.placeholder
            XCTAssertEqual(placeholder.bounds.width, footer.contentView.bounds.width, accuracy: 0.5)
            XCTAssertEqual(placeholder.reportedSize?.width ?? 0, footer.contentView.bounds.width, accuracy: 0.5,
                "UIKit got the height for the content view's width")
            // The text wraps at the content view's width: the footer is as tall as that needs.
            let needed = placeholder.fittingHeight(forWidth: footer.contentView.bounds.width)
            XCTAssertEqual(tableView.rectForFooter(inSection: 0).height, needed, accuracy: 1)
            let text = placeholder.renderer.detailLabel
            let textFrame = text.convert(text.bounds, to: placeholder)
            XCTAssertLessThanOrEqual(textFrame.maxY, placeholder.bounds.height + 0.5, "the last line is not clipped")
        }
    }

    func testFooterGrowsWithTheTextSizeUpToAccessibilitySizes() throws {
        let tableView = UITableView(frame: testWindowFrame, style: .insetGrouped)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let source = SectionTableSource(counts: [0, 1])
        let spy = SectionProviderSpy()
        spy.make = { longSectionConfiguration($0, repeating: 3) }
        tableView.dataSource = source
        tableView.delegate = source
        spy.install(on: tableView)
        // A parent and a child controller: the child's traits are overridden the way apps do.
        let (window, parent) = showInController(UIView())
        let child = UIViewController()
        parent.addChild(child)
        child.view.frame = parent.view.bounds
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        tableView.frame = child.view.bounds
        child.view.addSubview(tableView)
        func setCategory(_ category: UIContentSizeCategory) {
            if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) {
                child.traitOverrides.preferredContentSizeCategory = category
            } else {
                parent.setOverrideTraitCollection(UITraitCollection(preferredContentSizeCategory: category), forChild: child)
            }
            window.setNeedsLayout()
            window.layoutIfNeeded()
        }
        setCategory(.large)
        tableView.reloadData()
        try withExtendedLifetime((source, spy, window, parent, child)) {
            XCTAssertTrue(
                settle(tableView) {
                    tableView.traitCollection.preferredContentSizeCategory == .large
                        && shownTitle(sectionPlaceholder(in: tableView, section: 0)) != nil
                })
            drainMainQueue(turns: 3)
            tableView.layoutIfNeeded()
            let atLarge = tableView.rectForFooter(inSection: 0).height
            setCategory(.accessibilityExtraExtraExtraLarge)
            // Either path may bring the new height: UIKit's own reload after a text-size change
            // (if it comes after the placeholder re-rendered) or the package's re-query.
            XCTAssertTrue(
                settle(tableView) {
                    window.layoutIfNeeded()
                    return tableView.rectForFooter(inSection: 0).height > atLarge * 1.5
                }, "the footer grew with the text size")
            XCTAssertEqual(
                sectionPlaceholder(in: tableView, section: 0)?.traitCollection.preferredContentSizeCategory,
                .accessibilityExtraExtraExtraLarge, "precondition: the override reached the footer")
            let placeholder = try XCTUnwrap(sectionPlaceholder(in: tableView, section: 0))
            XCTAssertEqual(
                tableView.rectForFooter(inSection: 0).height, placeholder.fittingHeight(forWidth: placeholder.bounds.width),
                accuracy: 1, "as tall as its content needs at AX5")
        }
    }
}
#endif
