#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Where the page footer goes with the keyboard up and a refresh control installed, and a refresh
/// that cancels the page.
@MainActor
final class FooterPlacementTests: XCTestCase {
    func testTheKeyboardLengthensTheRoomSoTheFooterCanScrollAboveIt() throws {
        let server = makePageServer()
        let fixture = makePagingTable(rows: 20, server: server)
        let table = fixture.tableView
        table.contentOffset.y = 150
        XCTAssertTrue(waitUntil { server.calls == 1 })
        let footer = try pageFooter(of: table)
        let footerHeight = footer.frame.height
        XCTAssertEqual(table.contentSize.height, 880 + footerHeight)

        // A 300-point keyboard over the bottom of the window (no scene: screen = window
        // coordinates); the table's bottom inset is 0, so all of it covers the list.
        let keyboard = CGRect(x: 0, y: 367, width: 375, height: 300)
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: keyboard, UIResponder.keyboardAnimationDurationUserInfoKey: 0.0])
        XCTAssertTrue(waitUntil { table.contentSize.height == 880 + footerHeight + 300 }, "room above the keyboard")
        XCTAssertEqual(footer.frame.minY, 880, "the footer stays right below the rows")

        NotificationCenter.default.post(
            name: UIResponder.keyboardWillHideNotification, object: nil,
            userInfo: [UIResponder.keyboardAnimationDurationUserInfoKey: 0.0])
        XCTAssertTrue(waitUntil { table.contentSize.height == 880 + footerHeight }, "the keyboard's room went with it")
    }

    func testARefreshControlDoesNotMoveTheFooterAndARefreshCancelsThePage() throws {
        let server = makePageServer()
        let fixture = makePagingTable(rows: 20, server: server)
        let table = fixture.tableView
        let refresh = UIRefreshControl()
        table.refreshControl = refresh
        table.layoutIfNeeded()
        table.contentOffset.y = 150
        XCTAssertTrue(waitUntil { server.calls == 1 })
        let footer = try pageFooter(of: table)
        XCTAssertEqual(footer.frame.minY, 880)
        XCTAssertEqual(table.contentSize.height, 880 + footer.frame.height)
        XCTAssertTrue(table.subviews.firstIndex(of: refresh) != nil)

        refresh.beginRefreshing()
        // What the user's pull sends. Without a host app UIKit may drop the action (no
        // application object): then the registered actions are performed as UIKit would.
        refresh.sendActions(for: .valueChanged)
        if !waitUntil(timeout: 0.5, { server.cancelled.isRaised }) {
            for target in refresh.allTargets {
                let object = target.base as AnyObject
                for action in refresh.actions(forTarget: object, forControlEvent: .valueChanged) ?? [] {
                    _ = object.perform(NSSelectorFromString(action), with: refresh)
                }
            }
        }
        XCTAssertTrue(waitUntil { server.cancelled.isRaised }, "the refresh cancelled the page")
        XCTAssertEqual(table.emptyDataSetPagingControllerIfPresent?.cancelledBy, [.refresh], "cancelled as a refresh, not another path")
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingControllerIfPresent?.footerView == nil })
        XCTAssertEqual(table.contentSize.height, 880, "the room was given back")
        XCTAssertNil(table.emptyDataSetPagingError, "a cancelled page shows no error")
        table.contentOffset.y = 200
        drainMainQueue()
        XCTAssertEqual(server.calls, 1, "no page while the refresh runs")

        refresh.endRefreshing()
        table.contentOffset.y = 190
        XCTAssertTrue(waitUntil { server.calls == 2 }, "pages again after the refresh")
    }

    func testTheFooterFollowsAWidthChange() throws {
        let server = makePageServer()
        let fixture = makePagingTable(rows: 20, server: server)
        let table = fixture.tableView
        table.emptyDataSetPaging?.failedFooter = { error in
            var footer = EmptyDataSetPageFooterConfiguration.failed(error)
            footer.secondaryText = String(repeating: "The server did not answer in time. ", count: 4)
            return footer
        }
        table.contentOffset.y = 150
        XCTAssertTrue(waitUntil { server.calls == 1 })
        server.fail(with: URLError(.timedOut))
        XCTAssertTrue(waitUntil { table.emptyDataSetPagingState == .failed })
        let footer = try pageFooter(of: table)
        let wideHeight = footer.frame.height
        XCTAssertEqual(table.contentSize.height, 880 + wideHeight)

        table.frame.size.width = 200  // a narrow split-view column: the message wraps on more lines
        table.layoutIfNeeded()
        XCTAssertTrue(waitUntil {
            table.layoutIfNeeded()
            return footer.frame.width == 200 && footer.frame.height > wideHeight
        }, "measured again at the new width: \(footer.frame)")
        XCTAssertEqual(table.contentSize.height, 880 + footer.frame.height, "the room follows the taller footer")
        XCTAssertEqual(footer.frame.minY, 880)
        withExtendedLifetime(fixture) {}
    }
}
#endif
