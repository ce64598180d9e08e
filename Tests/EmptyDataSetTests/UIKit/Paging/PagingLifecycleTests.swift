#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Paging over a list's life beyond one drag: lists moved without a drag, rows cleared under a
/// footer, a screen left and come back to, text size changes, self-sizing rows, the room going at
/// the very bottom, a short plain table's filler separators.
@MainActor
final class PagingLifecycleTests: XCTestCase {
    /// 20 rows of 44 points in a 667-point window; threshold 100 (``makePagingTable(rows:server:)``).
    private let ownHeight: CGFloat = 20 * 44

    func testTwelvePagesDrivenOnlyBySetContentOffsetAnimated() {
        // VoiceOver's three-finger scroll, Full Keyboard Access and the app's own scrolling move
        // the offset without a drag: each move toward the end allows the next page.
        let server = makePageServer()
        let fixture = makePagingTable(rows: 20, server: server)
        let table = fixture.tableView
        for page in 1...12 {
            let own = CGFloat(20 * page) * 44
            table.setContentOffset(CGPoint(x: 0, y: own - 667), animated: true)
            XCTAssertTrue(waitUntil(timeout: 3) { server.calls == page }, "page \(page) started without a drag")
            XCTAssertFalse(table.isDragging)
            server.complete(itemCount: 20)
            XCTAssertTrue(waitUntil { table.emptyDataSetPagingState == .idle && !server.isWaiting })
        }
        XCTAssertEqual(server.calls, 12, "past the bound of pages loaded while the list does not move")
        XCTAssertEqual(table.emptyDataSetPagingControllerIfPresent?.startedBy, Array(repeating: .scroll, count: 12))
        XCTAssertEqual(table.contentSize.height, 260 * 44, "every page's rows, no room left")
        withExtendedLifetime(fixture) {}
    }

    func testAShortPlainTablesFooterCoversTheFillerSeparators() throws {
        let server = makePageServer()
        let fixture = makePagingTable(rows: 3, server: server)
        let table = fixture.tableView
        XCTAssertEqual(table.style, .plain)
        XCTAssertNil(table.tableFooterView, "UIKit draws filler separators below the rows")
        XCTAssertTrue(waitUntil { server.calls == 1 }, "short content: a page at once")
        let footer = try pageFooter(of: table)
        XCTAssertNil(footer.configuration?.backgroundColor, "the loading footer sets no background of its own")
        let color = try XCTUnwrap(footer.backgroundColor, "a background hides the separators")
        XCTAssertEqual(color.resolvedColor(with: footer.traitCollection).cgColor.alpha, 1, "opaque")
        XCTAssertEqual(footer.frame.minY, 3 * 44)

        table.backgroundColor = .systemGroupedBackground  // the app's own table background
        server.fail(with: URLError(.timedOut))  // a new footer state lays the footer out again
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingState == .failed })
        XCTAssertEqual(try pageFooter(of: table).backgroundColor, .systemGroupedBackground, "follows the table's background")
        withExtendedLifetime(fixture) {}
    }

    func testRowsClearedUnderAFailedFooterRemoveItAndRetryDoesNothing() throws {
        let server = makePageServer()
        let fixture = makePagingTable(rows: 20, server: server)
        let table = fixture.tableView
        table.contentOffset.y = 150
        XCTAssertTrue(waitUntil { server.calls == 1 })
        server.fail(with: URLError(.timedOut))
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingState == .failed })
        XCTAssertNotNil(try pageFooter(of: table))

        fixture.dataSource.itemCounts[0] = 0  // the app clears its rows without a reset
        table.reloadData()
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingControllerIfPresent?.footerView == nil }, "no footer over the empty state")
        XCTAssertFalse(table.subviews.contains { $0 is PageFooterView })
        XCTAssertEqual(table.contentSize.height, 0, "the room given back")
        assertEmptyStateVisible(table)
        XCTAssertFalse(table.retryEmptyDataSetNextPage(), "no page for a list without items")
        drainMainQueue()
        XCTAssertEqual(server.calls, 1)
        withExtendedLifetime(fixture) {}
    }

    func testAPlainTableWithABackgroundViewOrTranslucentColorGetsNoBand() throws {
        let server = makePageServer()
        let fixture = makePagingTable(rows: 3, server: server)
        let table = fixture.tableView
        table.backgroundView = UIView()  // an image, a gradient, a material behind the rows
        XCTAssertTrue(waitUntil { server.calls == 1 }, "short content: a page at once")
        XCTAssertNil(try pageFooter(of: table).backgroundColor, "no opaque band over the background view")

        table.backgroundView = nil
        table.backgroundColor = UIColor.systemBackground.withAlphaComponent(0.5)
        server.fail(with: URLError(.timedOut))  // a new footer state lays the footer out again
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingState == .failed })
        XCTAssertNil(try pageFooter(of: table).backgroundColor, "a see-through table background: no band either")
        withExtendedLifetime(fixture) {}
    }

    func testAPageCancelledWhileAwayStartsAgainOnReturn() throws {
        let server = makePageServer()
        let fixture = makePagingTable(rows: 20, server: server)
        let table = fixture.tableView
        let host = try XCTUnwrap(table.superview)
        table.contentOffset.y = 150
        XCTAssertTrue(waitUntil { server.calls == 1 })
        table.removeFromSuperview()  // a pushed detail screen, another tab
        spinRunLoop(for: 2.1)
        XCTAssertTrue(waitUntil { server.cancelled.isRaised }, "away for good: cancelled")
        XCTAssertEqual(table.emptyDataSetPagingControllerIfPresent?.cancelledBy, [.departure])
        XCTAssertEqual(table.emptyDataSetPagingState, .idle)

        host.addSubview(table)  // back, without scrolling
        // Inside UIKit's window propagation nothing was removed or resumed: only on the next turn.
        let sentinel = try XCTUnwrap(table.subviews.compactMap { $0 as? PagingWindowSentinel }.first)
        XCTAssertNil(sentinel.onReturn, "it reported once and disarmed")
        XCTAssertTrue(sentinel.superview === table, "still there during the window change")
        XCTAssertEqual(server.calls, 1, "no page started inside didMoveToWindow")
        XCTAssertTrue(waitUntil { server.calls == 2 }, "the page resumed")
        XCTAssertEqual(table.emptyDataSetPagingControllerIfPresent?.startedBy, [.scroll, .evaluation])
        XCTAssertFalse(table.subviews.contains { $0 is PagingWindowSentinel }, "the sentinel went once it reported")
        withExtendedLifetime(fixture) {}
    }

    func testATextSizeChangeMeasuresTheFooterAgain() throws {
        let server = makePageServer()
        let host = makeHostedTable(sections: [3])
        let table = host.tableView
        table.rowHeight = 44
        table.estimatedRowHeight = 44
        table.reloadData()
        host.window.layoutIfNeeded()
        XCTAssertEqual(table.contentSize.height, 3 * 44)
        var paging = EmptyDataSetPaging { try await server.load() }
        paging.threshold = .points(100)
        table.emptyDataSetPaging = paging
        XCTAssertTrue(waitUntil { server.calls == 1 }, "short content: a page at once")
        server.fail(with: URLError(.timedOut))  // the failed footer: title, message and Retry in Dynamic Type fonts
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingState == .failed })
        let footer = try pageFooter(of: table)
        let before = footer.frame.height
        XCTAssertEqual(table.contentSize.height, 3 * 44 + before)

        host.setContentSizeCategory(.accessibilityExtraExtraExtraLarge)
        XCTAssertTrue(host.waitUntilLaidOut { footer.frame.height > before }, "the footer grew with the text")
        XCTAssertEqual(table.contentSize.height, 3 * 44 + footer.frame.height, "and its room with it")
        XCTAssertEqual(footer.frame.minY, 3 * 44)
        withExtendedLifetime(host) {}
    }

    func testSelfSizingRowsKeepTheRoomSingle() throws {
        let server = makePageServer()
        let fixture = makeTableFixture(sections: [5], prepare: { table in
            table.register(EightyPointCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
            table.rowHeight = UITableView.automaticDimension
            table.estimatedRowHeight = 44
            table.separatorStyle = .none
            table.contentInsetAdjustmentBehavior = .never
        })
        let table = fixture.tableView
        var paging = EmptyDataSetPaging { try await server.load() }
        paging.threshold = .points(100)
        table.emptyDataSetPaging = paging
        XCTAssertTrue(waitUntil { server.calls == 1 })
        server.fail(with: URLError(.timedOut))  // the failed footer stays while rows come and size
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingState == .failed })
        let footer = try pageFooter(of: table)

        // Ten rows estimated at 44 that measure 80 as they come into view: UIKit changes the
        // content size by each row's difference while the footer shows.
        fixture.dataSource.itemCounts[0] = 15
        table.insertRows(at: (5..<15).map { IndexPath(row: $0, section: 0) }, with: .none)
        for _ in 0..<4 {
            table.layoutIfNeeded()
            table.contentOffset.y = max(0, table.contentSize.height - 667)
            drainMainQueue()
        }
        let lastRow = IndexPath(row: 14, section: 0)
        XCTAssertTrue(waitUntil {
            table.layoutIfNeeded()
            return footer.frame.minY == table.rectForRow(at: lastRow).maxY
                && table.contentSize.height == table.rectForRow(at: lastRow).maxY + footer.frame.height
        }, "footer right below the last row, the room once: \(footer.frame), \(table.contentSize), \(table.rectForRow(at: lastRow))")
        XCTAssertEqual(table.rectForRow(at: lastRow).height, 80, "the rows did size themselves")
        withExtendedLifetime(fixture) {}
    }

    func testTheRoomGoingAtTheVeryBottomLeavesTheOffsetAtTheNewEnd() throws {
        let server = makePageServer()
        let fixture = makePagingTable(rows: 20, server: server)
        let table = fixture.tableView
        table.contentOffset.y = 150
        XCTAssertTrue(waitUntil { server.calls == 1 })
        let footer = try pageFooter(of: table)
        table.contentOffset.y = ownHeight + footer.frame.height - 667  // the maximum, footer fully in view
        server.complete(itemCount: 0)  // nothing came: the footer and its room go
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingControllerIfPresent?.footerView == nil })
        XCTAssertEqual(table.contentSize.height, ownHeight)
        XCTAssertTrue(waitUntil { table.contentOffset.y == ownHeight - 667 }, "at the new end: \(table.contentOffset.y)")
        spinRunLoop(for: 0.5)  // any animation over
        XCTAssertEqual(table.contentOffset.y, ownHeight - 667, "not past the end, not above it")
        XCTAssertEqual(server.calls, 1, "the package's own offset change re-arms nothing")
        withExtendedLifetime(fixture) {}
    }
}

/// A cell whose content is 80 points tall (Auto Layout), in a table that estimates 44.
private final class EightyPointCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let height = contentView.heightAnchor.constraint(equalToConstant: 80)
        height.priority = UILayoutPriority(999)
        height.isActive = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
#endif
