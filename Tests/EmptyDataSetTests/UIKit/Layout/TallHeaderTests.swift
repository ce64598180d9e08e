#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A table header taller than the visible area (a profile screen on an iPhone SE in landscape:
/// 667 × 300, a 400 pt header): the empty state keeps its content's height below the header, and
/// the table scrolls — although the default scrolling rule locks it — far enough to show the
/// header's lower part and the whole empty state. Everything is given back when the rows arrive.
@MainActor
final class TallHeaderTests: XCTestCase {
    private let landscape = CGRect(x: 0, y: 0, width: 667, height: 300)

    /// A landscape table with a header of `headerHeight`, the app's bottom inset `bottomInset`, a
    /// title, a description and a button, the default scrolling rule; reloaded and laid out.
    private func showEmptyState(headerHeight: CGFloat, bottomInset: CGFloat = 0) -> EmptyDataSetFixture<UITableView> {
        let fixture = makeTableFixture(
            sections: [0], windowFrame: landscape, start: .attached,
            configure: { spy in
                spy.titleText = "No Posts Yet"
                spy.detailText = "Posts you write appear here."
                spy.buttonTitleText = "Write a Post"
            },
            prepare: { tableView in
                tableView.contentInsetAdjustmentBehavior = .never
                tableView.separatorStyle = .none
                tableView.contentInset.bottom = bottomInset
                tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 667, height: headerHeight))
            })
        fixture.tableView.reloadData()
        fixture.tableView.layoutIfNeeded()
        drainMainQueue()
        fixture.tableView.layoutIfNeeded()
        return fixture
    }

    /// Scrolls the table to the end of its scrollable range, as the user would, and returns the offset.
    private func scrollToEnd(_ tableView: UITableView) -> CGFloat {
        let end = tableView.contentSize.height + tableView.adjustedContentInset.bottom - tableView.bounds.height
        tableView.setContentOffset(CGPoint(x: 0, y: max(-tableView.adjustedContentInset.top, end)), animated: false)
        tableView.layoutIfNeeded()
        return tableView.contentOffset.y
    }

    func testTheEmptyStateKeepsItsHeightBelowATallHeaderAndTheTableScrollsToIt() throws {
        let fixture = showEmptyState(headerHeight: 400)
        let tableView = fixture.tableView
        XCTAssertNil(fixture.spy.allowsScroll, "precondition: the default rule, which locks scrolling without a refresh control")
        let view = try fixture.layOut()

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 400, width: 667, height: 300), "a whole visible height, not zero")
        XCTAssertLessThanOrEqual(contentFrame(of: view).height, view.bounds.height + 0.5, "precondition: the content fits in it")
        XCTAssertTrue(tableView.isScrollEnabled, "header plus empty state exceed the visible height: the table scrolls")
        XCTAssertLessThanOrEqual(
            view.frame.maxY, tableView.contentSize.height + tableView.adjustedContentInset.bottom + 0.5,
            "the scrollable range reaches the empty state's end")

        let offset = scrollToEnd(tableView)

        XCTAssertGreaterThanOrEqual(offset, 400 - 0.5, "the whole header scrolls away")
        let button = view.button
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: fixture.window)
        XCTAssertTrue(fixture.window.bounds.contains(center), "the button is on screen at \(center)")
        XCTAssertTrue(fixture.window.hitTest(center, with: nil)?.isDescendant(of: button) == true, "and takes a touch")
    }

    /// At the largest accessibility text size the content is taller than even a whole visible
    /// height: the table scrolls the header away, then the content scrolls inside the empty state.
    func testAtAccessibilityTextSizesBothScrollsReachTheButton() throws {
        let host = makeHostedTable(windowFrame: landscape, category: .accessibilityExtraExtraExtraLarge) { spy in
            spy.titleText = "No Posts Yet"
            spy.detailText = "Posts you write appear here, newest first."
            spy.buttonTitleText = "Write a Post"
        }
        let tableView = host.tableView
        tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 667, height: 400))
        tableView.reloadData()
        drainMainQueue()
        XCTAssertTrue(host.waitUntilLaidOut { (try? host.fixture.emptyView().frame.height) == 300 }, "a whole visible height")
        let view = try host.fixture.layOut()
        XCTAssertEqual(view.frame.minY, 400, accuracy: 0.5)
        XCTAssertGreaterThan(contentFrame(of: view).height, view.bounds.height, "precondition: taller than the screen")
        XCTAssertTrue(tableView.isScrollEnabled, "the table scrolls to the empty state")
        XCTAssertTrue(view.contentScrollView.isScrollEnabled, "and the content inside it")

        tableView.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
        tableView.layoutIfNeeded()
        let scroller = view.contentScrollView
        scroller.setContentOffset(CGPoint(x: 0, y: max(0, scroller.contentSize.height - scroller.bounds.height)), animated: false)
        scroller.layoutIfNeeded()

        let button = view.button
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: host.window)
        XCTAssertTrue(host.window.bounds.contains(center), "the button is on screen at \(center)")
        XCTAssertTrue(host.window.hitTest(center, with: nil)?.isDescendant(of: button) == true, "and takes a touch")
    }

    func testRowsArrivingGiveScrollingAndTheInsetBack() throws {
        let fixture = showEmptyState(headerHeight: 400, bottomInset: 10)
        let tableView = fixture.tableView
        XCTAssertTrue(tableView.isScrollEnabled, "precondition: scrolling to reach the empty state")
        XCTAssertGreaterThan(tableView.contentInset.bottom, 10, "precondition: room added below the app's inset")

        fixture.dataSource.itemCounts = [3]
        tableView.reloadData()
        drainMainQueue()

        assertEmptyStateHidden(tableView)
        XCTAssertEqual(tableView.contentInset.bottom, 10, "the app's own inset")
        XCTAssertTrue(tableView.isScrollEnabled, "the app's own scrolling (on), not the empty state's lock")
    }

    func testContentThatFitsBelowAShortHeaderChangesNothing() throws {
        let fixture = makeTableFixture(
            sections: [0], windowFrame: landscape, start: .attached, configure: { $0.titleText = "No Posts" },
            prepare: { tableView in
                tableView.contentInsetAdjustmentBehavior = .never
                tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 667, height: 100))
            })
        let tableView = fixture.tableView
        tableView.reloadData()
        drainMainQueue()
        let view = try fixture.layOut()

        XCTAssertEqual(view.frame, CGRect(x: 0, y: 100, width: 667, height: 200), "the space left below the header")
        XCTAssertFalse(tableView.isScrollEnabled, "the default rule's lock: nothing to reach")
        XCTAssertEqual(tableView.contentInset.bottom, 0, "no room added")
    }

    /// The app's explicit "no scrolling" still gives way while the content cannot be reached otherwise.
    func testReachabilityWinsOverAnAppThatLocksScrolling() throws {
        let fixture = makeTableFixture(
            sections: [0], windowFrame: landscape, start: .attached,
            configure: { $0.allowsScroll = false; $0.buttonTitleText = "Retry" },
            prepare: { tableView in
                tableView.contentInsetAdjustmentBehavior = .never
                tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 667, height: 400))
            })
        let tableView = fixture.tableView
        tableView.reloadData()
        drainMainQueue()
        _ = try fixture.layOut()

        XCTAssertTrue(tableView.isScrollEnabled)

        tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 667, height: 40))
        tableView.layoutIfNeeded()
        XCTAssertTrue(
            waitUntil {
                tableView.layoutIfNeeded()
                return !tableView.isScrollEnabled
            }, "a short header again: the delegate's lock is back")
        XCTAssertEqual(tableView.contentInset.bottom, 0)
    }
}
#endif
