#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A page server the test answers by hand: each call of ``load()`` waits until the test calls
/// ``complete(with:)`` or ``fail(with:)``, so a test sees the footer while the page loads and
/// decides when and how it ends. Calls it never answered are cancelled at teardown.
@MainActor
final class PageServerDouble {
    /// How many times the package asked for a page.
    private(set) var calls = 0
    /// Set when the package cancelled the task of a page in flight.
    let cancelled = AtomicFlag()
    /// What to do with the items of a page before it returns: add them to the list.
    var willReturn: (Int) -> Void = { _ in }
    private var pending: [CheckedContinuation<EmptyDataSetPageResult, any Error>] = []

    /// The closure for ``EmptyDataSetPaging/loadNextPage``.
    func load() async throws -> EmptyDataSetPageResult {
        calls += 1
        let cancelled = self.cancelled
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { pending.append($0) }
        } onCancel: {
            cancelled.raise()
        }
    }

    /// Whether a page waits for an answer.
    var isWaiting: Bool { !pending.isEmpty }

    /// Ends the oldest waiting page with `itemCount` items, added to the list first.
    func complete(itemCount: Int, isLastPage: Bool = false) {
        guard !pending.isEmpty else { return XCTFail("no page waits") }
        willReturn(itemCount)
        pending.removeFirst().resume(returning: EmptyDataSetPageResult(itemCount: itemCount, isLastPage: isLastPage))
    }

    /// Fails the oldest waiting page with `error`.
    func fail(with error: any Error) {
        guard !pending.isEmpty else { return XCTFail("no page waits") }
        pending.removeFirst().resume(throwing: error)
    }

    /// Ends every page still waiting (a continuation must be resumed once).
    func finishAll() {
        for continuation in pending { continuation.resume(throwing: CancellationError()) }
        pending = []
    }
}

@MainActor
extension XCTestCase {
    /// A ``PageServerDouble`` whose waiting pages are ended when the test ends.
    func makePageServer() -> PageServerDouble {
        let server = PageServerDouble()
        let owner = UncheckedSendableBox(server)
        addTeardownBlock { MainActor.assumeIsolated { owner.value.finishAll() } }
        return server
    }

    /// A table of `rows` 44-point rows in a shown iPhone-sized window, with paging on at a 100
    /// point threshold through `server`, whose pages append their items to the table with
    /// `reloadData()`.
    func makePagingTable(rows: Int, server: PageServerDouble) -> EmptyDataSetFixture<UITableView> {
        let fixture = makeTableFixture(sections: [rows], prepare: { table in
            table.rowHeight = 44
            table.estimatedRowHeight = 44
            table.contentInsetAdjustmentBehavior = .never
        })
        let table = fixture.tableView
        server.willReturn = { [weak fixture] added in
            guard let fixture else { return }
            fixture.dataSource.itemCounts[0] += added
            fixture.tableView.reloadData()
        }
        var paging = EmptyDataSetPaging { try await server.load() }
        paging.threshold = .points(100)
        table.emptyDataSetPaging = paging
        table.layoutIfNeeded()
        return fixture
    }

    /// The page footer of `scrollView`, failing the test when none shows.
    func pageFooter(of scrollView: UIScrollView, file: StaticString = #filePath, line: UInt = #line) throws -> PageFooterView {
        let footer = try XCTUnwrap(scrollView.emptyDataSetPagingControllerIfPresent?.footerView, "no page footer", file: file, line: line)
        XCTAssertTrue(footer.superview === scrollView, "the footer is in the scroll view", file: file, line: line)
        return footer
    }

    /// The texts of the announcements posted so far, and whether each was queued.
    func announcements(in standIn: AccessibilityStandIn) -> [(text: String, isQueued: Bool)] {
        standIn.posts.filter { $0.notification == .announcement }.compactMap { post in
            guard let text = post.argument as? NSAttributedString else { return nil }
            let queued = text.attribute(.accessibilitySpeechQueueAnnouncement, at: 0, effectiveRange: nil) as? Bool ?? false
            return (text.string, queued)
        }
    }
}
#endif
