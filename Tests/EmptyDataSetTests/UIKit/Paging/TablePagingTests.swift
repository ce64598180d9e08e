#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The next page on a plain table: the trigger, the footer and its room, the end, announcements.
@MainActor
final class TablePagingTests: XCTestCase {
    /// 20 rows of 44 points (880) in a 667-point window: the end is 213 points below the screen.
    private let rows = 20
    private var ownHeight: CGFloat { CGFloat(rows) * 44 }

    func testNothingLoadsFarFromTheEnd() {
        let server = makePageServer()
        let fixture = makePagingTable(rows: rows, server: server)
        drainMainQueue()
        XCTAssertEqual(server.calls, 0, "213 points away, threshold 100")
        XCTAssertNil(fixture.tableView.emptyDataSetPagingControllerIfPresent?.footerView)
        XCTAssertEqual(fixture.tableView.contentSize.height, ownHeight, "no room without a footer")
    }

    func testScrollingNearTheEndLoadsOnePageWithAFooterBelowTheRows() throws {
        let voiceOver = standInForAccessibility(voiceOver: true)
        let server = makePageServer()
        let fixture = makePagingTable(rows: rows, server: server)
        let table = fixture.tableView
        table.contentOffset.y = 150  // the end 63 points below the screen
        XCTAssertTrue(waitUntil { server.calls == 1 }, "the page was asked for")
        XCTAssertEqual(table.emptyDataSetPagingControllerIfPresent?.startedBy, [.scroll], "the offset observation fired")
        XCTAssertEqual(table.emptyDataSetPagingState, .loading)

        let footer = try pageFooter(of: table)
        XCTAssertEqual(footer.frame.minY, ownHeight, "below the rows, not over them")
        XCTAssertEqual(footer.frame.width, table.bounds.width)
        XCTAssertGreaterThanOrEqual(footer.frame.height, 56)
        XCTAssertTrue(footer.activityIndicator.isAnimating)
        XCTAssertEqual(table.contentSize.height, ownHeight + footer.frame.height, "the room is in the content size")
        XCTAssertEqual(table.contentInset, .zero, "the app's insets are untouched")
        XCTAssertNil(table.tableFooterView, "the app's footer is untouched")

        table.contentOffset.y = 200
        drainMainQueue()
        XCTAssertEqual(server.calls, 1, "one page at a time")

        server.complete(itemCount: 20)
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingState == .idle })
        XCTAssertNil(table.emptyDataSetPagingControllerIfPresent?.footerView, "the footer went")
        XCTAssertFalse(table.subviews.contains { $0 is PageFooterView })
        XCTAssertEqual(table.contentSize.height, 40 * 44, "the room was given back exactly")
        XCTAssertEqual(table.contentOffset.y, 200, "no jump")
        let spoken = announcements(in: voiceOver)
        XCTAssertEqual(spoken.map(\.text), [PagingText.spoken(.loadingMore), PagingText.spoken(.loaded(itemCount: 20))])
        XCTAssertTrue(spoken.allSatisfy(\.isQueued), "queued, without a focus move")
        XCTAssertFalse(voiceOver.posts.contains { $0.notification == .layoutChanged || $0.notification == .screenChanged })
    }

    func testTheLastPageStopsPagingAndTheEndFooterIsOffByDefault() {
        let server = makePageServer()
        let fixture = makePagingTable(rows: rows, server: server)
        let table = fixture.tableView
        table.contentOffset.y = 150
        XCTAssertTrue(waitUntil { server.calls == 1 })
        server.complete(itemCount: 2, isLastPage: true)
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingState == .endReached })
        XCTAssertNil(table.emptyDataSetPagingControllerIfPresent?.footerView)
        XCTAssertEqual(table.contentSize.height, 22 * 44)
        table.contentOffset.y = 22 * 44 - 667
        drainMainQueue()
        XCTAssertEqual(server.calls, 1, "never again after the end")

        table.resetEmptyDataSetPaging()
        XCTAssertTrue(waitUntil { server.calls == 2 }, "a reset pages again")
    }

    func testTheEndFooterShowsWhenAskedFor() throws {
        let server = makePageServer()
        let fixture = makePagingTable(rows: rows, server: server)
        let table = fixture.tableView
        table.emptyDataSetPaging?.endFooter = .end()
        table.contentOffset.y = 150
        XCTAssertTrue(waitUntil { server.calls == 1 })
        server.complete(itemCount: 0, isLastPage: true)
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingState == .endReached })
        let footer = try pageFooter(of: table)
        XCTAssertEqual(footer.titleLabel.text, PagingText.string(for: .noMoreItems))
        XCTAssertFalse(footer.activityIndicator.isAnimating)
        XCTAssertEqual(footer.frame.minY, ownHeight)
        XCTAssertEqual(table.contentSize.height, ownHeight + footer.frame.height)
    }

    func testShortContentLoadsUntilItFillsTheScreen() {
        let server = makePageServer()
        let fixture = makePagingTable(rows: 3, server: server)
        let table = fixture.tableView
        for expected in 1...3 {
            XCTAssertTrue(waitUntil { server.calls == expected }, "page \(expected) loads by itself")
            server.complete(itemCount: 5)
        }
        // 3, 8 and 13 rows end within the 100-point threshold of the 667-point screen; 18 rows
        // (792 points) end 125 points below it.
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingState == .idle && !server.isWaiting })
        drainMainQueue()
        XCTAssertEqual(server.calls, 3, "filled: no more pages without a scroll")
        XCTAssertEqual(table.emptyDataSetPagingControllerIfPresent?.startedBy, [.evaluation, .evaluation, .evaluation])
    }

    func testAPageWithoutItemsDoesNotLoadAgainAtOnce() {
        let server = makePageServer()
        let fixture = makePagingTable(rows: 3, server: server)
        XCTAssertTrue(waitUntil { server.calls == 1 })
        server.complete(itemCount: 0)
        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPagingState == .idle })
        spinRunLoop(for: 0.3)
        XCTAssertEqual(server.calls, 1, "no loop at the end of a list that gives nothing")
        XCTAssertEqual(fixture.tableView.contentSize.height, 3 * 44)
    }

    func testAListWithoutItemsIsTheFirstLoadsBusiness() {
        let server = makePageServer()
        let fixture = makePagingTable(rows: 0, server: server)
        drainMainQueue()
        XCTAssertEqual(server.calls, 0)
        assertEmptyStateVisible(fixture.tableView)
    }

    func testNoPageWhileTheFirstLoadRunsAndANewFirstLoadResetsTheEnd() {
        let server = makePageServer()
        let fixture = makePagingTable(rows: 3, server: server)
        let table = fixture.tableView
        XCTAssertTrue(waitUntil { server.calls == 1 })
        server.complete(itemCount: 0, isLastPage: true)
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingState == .endReached })
        table.startLoading()
        drainMainQueue(turns: 3)
        XCTAssertEqual(table.emptyDataSetPagingState, .idle, "a new first load forgets the end")
        XCTAssertEqual(server.calls, 1, "but loads no page while it runs")
        table.endLoading()
        XCTAssertTrue(waitUntil { server.calls == 2 }, "after it, the short list pages again")
    }

    func testSettingPagingToNilWhileAPageLoadsCancelsIt() {
        let voiceOver = standInForAccessibility(voiceOver: true)
        let server = makePageServer()
        let fixture = makePagingTable(rows: rows, server: server)
        let table = fixture.tableView
        table.contentOffset.y = 150
        XCTAssertTrue(waitUntil { server.calls == 1 })
        table.emptyDataSetPaging = nil
        XCTAssertTrue(waitUntil { server.cancelled.isRaised }, "the task was cancelled")
        XCTAssertNil(table.emptyDataSetPagingControllerIfPresent?.footerView)
        XCTAssertEqual(table.contentSize.height, ownHeight)
        server.complete(itemCount: 20)  // returns anyway, after the list moved on
        drainMainQueue()
        XCTAssertEqual(table.emptyDataSetPagingState, .idle)
        XCTAssertEqual(announcements(in: voiceOver).map(\.text), [PagingText.spoken(.loadingMore)], "nothing about the dropped page")
    }

    func testAPageThatNeverReturnsKeepsTheFooterAndBlocksNothingElse() throws {
        let server = makePageServer()
        let fixture = makePagingTable(rows: rows, server: server)
        let table = fixture.tableView
        table.contentOffset.y = 150
        XCTAssertTrue(waitUntil { server.calls == 1 })
        spinRunLoop(for: 0.3)
        XCTAssertNotNil(try pageFooter(of: table))
        XCTAssertEqual(table.emptyDataSetPagingState, .loading)
        table.resetEmptyDataSetPaging()
        XCTAssertTrue(waitUntil { server.cancelled.isRaised })
        XCTAssertTrue(waitUntil { server.calls == 2 }, "the reset let the next page start")
    }

    func testTheFooterFadesInUnlessReduceMotionIsOn() throws {
        for reduceMotion in [false, true] {
            _ = standInForAccessibility(reduceMotion: reduceMotion)
            let server = makePageServer()
            let fixture = makePagingTable(rows: rows, server: server)
            let table = fixture.tableView
            table.contentOffset.y = 150
            XCTAssertTrue(waitUntil { table.emptyDataSetPagingControllerIfPresent?.footerView != nil })
            let footer = try pageFooter(of: table)
            XCTAssertEqual(footer.alpha, 1)
            XCTAssertEqual(opacityAnimation(of: footer) == nil, reduceMotion, "Reduce Motion \(reduceMotion)")
        }
    }

    func testLeavingTheWindowForGoodCancelsThePage() {
        let server = makePageServer()
        let fixture = makePagingTable(rows: rows, server: server)
        let table = fixture.tableView
        table.contentOffset.y = 150
        XCTAssertTrue(waitUntil { server.calls == 1 })
        table.removeFromSuperview()
        spinRunLoop(for: 1)
        XCTAssertFalse(server.cancelled.isRaised, "a short absence (a tab switch) keeps the page")
        XCTAssertTrue(waitUntil(timeout: 3) { server.cancelled.isRaised }, "gone for good: cancelled")
        XCTAssertEqual(table.emptyDataSetPagingState, .idle)
        XCTAssertNil(table.emptyDataSetPagingError, "no error")
        XCTAssertEqual(table.contentSize.height, ownHeight, "the room was given back")
    }

    func testAThrowingClosureFailsThePage() throws {
        let fixture = makeTableFixture(sections: [3])
        let table = fixture.tableView
        struct Boom: LocalizedError { var errorDescription: String? { "Server error 500" } }
        table.emptyDataSetPaging = EmptyDataSetPaging { throw Boom() }
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingState == .failed })
        let footer = try pageFooter(of: table)
        XCTAssertEqual(footer.messageLabel.text, "Server error 500")
        XCTAssertTrue(table.emptyDataSetPagingError is Boom)
    }
}
#endif
