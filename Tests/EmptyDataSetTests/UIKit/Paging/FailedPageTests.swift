#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A failed page: its footer, its Retry, and cancellations that show no error.
@MainActor
final class FailedPageTests: XCTestCase {
    func testAFailedPageShowsItsFooterAndRetryLoadsItAgain() throws {
        let voiceOver = standInForAccessibility(voiceOver: true)
        let server = makePageServer()
        let fixture = makePagingTable(rows: 20, server: server)
        let table = fixture.tableView
        table.contentOffset.y = 150
        XCTAssertTrue(waitUntil { server.calls == 1 })
        server.fail(with: URLError(.notConnectedToInternet))
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingState == .failed })
        XCTAssertEqual((table.emptyDataSetPagingError as? URLError)?.code, .notConnectedToInternet)

        let footer = try pageFooter(of: table)
        XCTAssertEqual(footer.titleLabel.text, PagingText.string(for: .failed))
        XCTAssertFalse(footer.titleLabel.isHidden)
        XCTAssertFalse(footer.button.isHidden)
        XCTAssertEqual(footer.button.configuration?.title, PagingText.string(for: .retry))
        XCTAssertFalse(footer.activityIndicator.isAnimating)
        XCTAssertEqual(footer.frame.minY, 880, "below the rows")
        table.layoutIfNeeded()
        XCTAssertEqual(table.contentSize.height, 880 + footer.frame.height, "the room follows the taller footer")
        XCTAssertEqual(announcements(in: voiceOver).map(\.text), [PagingText.spoken(.loadingMore), PagingText.string(for: .failed)])

        table.contentOffset.y = 100
        table.contentOffset.y = 200
        drainMainQueue()
        XCTAssertEqual(server.calls, 1, "scrolling does not retry by itself")

        // The retry starts the page at once (its closure runs on a later turn): the state is
        // what tells a delivered tap.
        tap(footer.button) { table.emptyDataSetPagingState == .loading }
        XCTAssertEqual(table.emptyDataSetPagingState, .loading, "the tap reached Retry")
        XCTAssertTrue(waitUntil { server.calls == 2 }, "Retry ran the page again")
        XCTAssertEqual(table.emptyDataSetPagingControllerIfPresent?.startedBy, [.scroll, .retry])
        XCTAssertEqual(table.emptyDataSetPagingState, .loading)
        XCTAssertTrue(try pageFooter(of: table).activityIndicator.isAnimating, "the loading footer is back")

        server.complete(itemCount: 20)
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingState == .idle })
        XCTAssertNil(table.emptyDataSetPagingError)
        XCTAssertNil(table.emptyDataSetPagingControllerIfPresent?.footerView)
        XCTAssertEqual(table.contentSize.height, 40 * 44)
    }

    func testTheAppsRetryEntryPoint() {
        let server = makePageServer()
        let fixture = makePagingTable(rows: 20, server: server)
        let table = fixture.tableView
        XCTAssertFalse(table.retryEmptyDataSetNextPage(), "nothing failed")
        table.contentOffset.y = 150
        XCTAssertTrue(waitUntil { server.calls == 1 })
        server.fail(with: URLError(.timedOut))
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingState == .failed })
        XCTAssertTrue(table.retryEmptyDataSetNextPage())
        XCTAssertEqual(server.calls, 1, "the closure runs on a later turn, not inside the call")
        XCTAssertTrue(waitUntil { server.calls == 2 })
    }

    func testACancelledPageShowsNoErrorWhateverWrapsTheCancellation() {
        /// A networking library's error around a cancelled request.
        struct LibraryError: Error { var underlyingError: (any Error)? }
        for error in [CancellationError() as any Error, URLError(.cancelled), LibraryError(underlyingError: URLError(.cancelled))] {
            let voiceOver = standInForAccessibility(voiceOver: true)
            let server = makePageServer()
            let fixture = makePagingTable(rows: 20, server: server)
            let table = fixture.tableView
            table.contentOffset.y = 150
            XCTAssertTrue(waitUntil { server.calls == 1 })
            server.fail(with: error)
            XCTAssertTrue(waitUntil { table.emptyDataSetPagingControllerIfPresent?.footerView == nil }, "\(error)")
            XCTAssertEqual(table.emptyDataSetPagingState, .idle)
            XCTAssertNil(table.emptyDataSetPagingError)
            XCTAssertEqual(table.contentSize.height, 880)
            XCTAssertFalse(announcements(in: voiceOver).map(\.text).contains(PagingText.string(for: .failed)))
            drainMainQueue()
            XCTAssertEqual(server.calls, 1, "a closure that cancels does not run again at once")
        }
    }

    func testTheFailedFooterCanBeRestyled() throws {
        let server = makePageServer()
        let fixture = makePagingTable(rows: 20, server: server)
        let table = fixture.tableView
        table.emptyDataSetPaging?.failedFooter = { _ in
            var footer = EmptyDataSetPageFooterConfiguration.failed(URLError(.timedOut))
            footer.text = "Offline"
            footer.backgroundColor = .systemYellow
            return footer
        }
        table.contentOffset.y = 150
        XCTAssertTrue(waitUntil { server.calls == 1 })
        server.fail(with: URLError(.timedOut))
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingState == .failed })
        let footer = try pageFooter(of: table)
        XCTAssertEqual(footer.titleLabel.text, "Offline")
        XCTAssertEqual(footer.backgroundColor, .systemYellow)
    }
}
#endif
