#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A table as tall as its content (`intrinsicContentSize` is its `contentSize`) inside a stack in
/// an outer scroll view, with a tall header: the extension of the content size would grow the
/// table, which then fits, ends the extension, shrinks and overflows again. It must settle.
@MainActor
final class SelfSizingTableTests: XCTestCase {
    /// Grows with its content and counts every content size stored.
    private final class SelfSizingTableView: UITableView {
        private(set) var contentSizeWrites = 0

        override var contentSize: CGSize {
            didSet {
                contentSizeWrites += 1
                invalidateIntrinsicContentSize()
            }
        }

        override var intrinsicContentSize: CGSize {
            CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height)
        }
    }

    private let landscape = CGRect(x: 0, y: 0, width: 667, height: 300)

    /// The table in a vertical stack below a 44 pt label, in an outer scroll view filling a shown
    /// window; its header is 400 pt, so with an empty state below it the table overflows the window.
    private func makeStackedTable(scrollingEnabled: Bool) -> (fixture: EmptyDataSetFixture<SelfSizingTableView>, outer: UIScrollView) {
        let window = makeShownWindow(frame: landscape)
        let outer = UIScrollView(frame: window.bounds)
        outer.contentInsetAdjustmentBehavior = .never
        window.addSubview(outer)
        let label = UILabel()
        label.text = "Profile"
        label.heightAnchor.constraint(equalToConstant: 44).isActive = true
        let tableView = SelfSizingTableView(frame: .zero, style: .plain)
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.isScrollEnabled = scrollingEnabled
        tableView.rowHeight = 44
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 667, height: 400))
        let stack = UIStackView(arrangedSubviews: [label, tableView])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        outer.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: outer.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: outer.contentLayoutGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: outer.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: outer.contentLayoutGuide.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: outer.frameLayoutGuide.widthAnchor),
        ])
        window.layoutIfNeeded()
        let fixture = makeFixture(
            for: tableView, in: nil, sections: [0], start: .attached,
            configure: { spy in
                spy.titleText = "No Posts Yet"
                spy.detailText = "Posts you write appear here."
            })
        return (fixture, outer)
    }

    /// Lays the whole window out and lets the main queue turn, `times` times.
    private func settle(_ window: UIWindow, times: Int) {
        for _ in 0..<times {
            window.layoutIfNeeded()
            drainMainQueue()
        }
    }

    /// The app turned the table's scrolling off (the outer scroll view scrolls): the content size
    /// is still extended, so the table grows down to the empty state's end and the outer scroll
    /// view can reach it; scrolling stays the app's, and the grown height is stable.
    func testATableWhoseScrollingIsOffGrowsToShowTheEmptyState() throws {
        let (fixture, outer) = makeStackedTable(scrollingEnabled: false)
        let tableView = fixture.scrollView
        tableView.reloadData()
        settle(fixture.window, times: 5)
        let view = try fixture.layOut()

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(view.frame.minY, 400, accuracy: 0.5, "precondition: placed below the header")
        XCTAssertFalse(tableView.isScrollEnabled, "the app's own choice")
        XCTAssertGreaterThan(view.frame.maxY, 400.5, "precondition: the empty state has a height")
        XCTAssertEqual(tableView.contentSize.height, view.frame.maxY, accuracy: 0.5, "extended to the empty state's end")
        XCTAssertEqual(tableView.bounds.height, view.frame.maxY, accuracy: 0.5, "grown with it")
        XCTAssertTrue(
            tableView.bounds.insetBy(dx: -0.5, dy: -0.5).contains(view.frame),
            "the empty state lies inside the table's bounds, not clipped below them")
        XCTAssertEqual(outer.contentSize.height, 44 + view.frame.maxY, accuracy: 0.5, "the outer scroll view can reach it")
        let writes = tableView.contentSizeWrites
        let height = tableView.bounds.height
        settle(fixture.window, times: 5)
        XCTAssertEqual(tableView.contentSizeWrites, writes, "settled: no size stored on later passes")
        XCTAssertEqual(tableView.bounds.height, height, accuracy: 0.5, "no shrinking and growing")
    }

    /// Scrolling on (the package's own lock lifted while the header overflows): the extension
    /// grows the table once, and its grown height does not end the extension.
    func testATableThatGrowsWithTheExtensionDoesNotOscillate() throws {
        let (fixture, _) = makeStackedTable(scrollingEnabled: true)
        let tableView = fixture.scrollView
        tableView.reloadData()
        settle(fixture.window, times: 5)
        let view = try fixture.layOut()

        assertEmptyStateVisible(tableView)
        XCTAssertTrue(tableView.isScrollEnabled, "precondition: the overflow lifts the package's lock")
        XCTAssertGreaterThan(tableView.contentSize.height, 400.5, "extended below the header")
        XCTAssertEqual(tableView.contentSize.height, view.frame.maxY, accuracy: 0.5, "down to the empty state's end")
        XCTAssertEqual(tableView.bounds.height, tableView.contentSize.height, accuracy: 0.5, "grown with it")
        XCTAssertLessThanOrEqual(tableView.contentSizeWrites, 8, "a bounded number of sizes stored")

        let writes = tableView.contentSizeWrites
        let height = tableView.bounds.height
        settle(fixture.window, times: 10)
        XCTAssertEqual(tableView.contentSizeWrites, writes, "settled: no size stored on later passes")
        XCTAssertEqual(tableView.bounds.height, height, accuracy: 0.5, "no shrinking and growing")

        // A quiet layout may place nothing; a reload places the empty state again and decides from
        // the grown table, so this shows the decision itself keeps the extension.
        let controller = try XCTUnwrap(tableView.emptyDataSetControllerIfPresent)
        tableView.reloadEmptyDataSet()
        settle(fixture.window, times: 5)
        assertEmptyStateVisible(tableView)
        XCTAssertTrue(controller.overrides.contentSize.isExtended, "the forced placement kept the extension")
        XCTAssertEqual(tableView.contentSizeWrites, writes, "no size stored by the forced placement")
        XCTAssertEqual(tableView.bounds.height, height, accuracy: 0.5, "the same height after it")

        fixture.dataSource.itemCounts = [3]
        tableView.reloadData()
        settle(fixture.window, times: 3)
        assertEmptyStateHidden(tableView)
        XCTAssertEqual(
            tableView.contentSize.height, 400 + 3 * 44, accuracy: 1, "rows arrived: UIKit's own size")
    }
}
#endif
