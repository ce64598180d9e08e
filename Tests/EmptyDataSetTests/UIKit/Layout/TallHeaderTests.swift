#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A table header taller than the visible area (a profile screen on an iPhone SE in landscape:
/// 667 × 300, a 400 pt header): the empty state keeps its content's height below the header, and
/// the table scrolls — although the default scrolling rule locks it — far enough to show the
/// header's lower part and the whole empty state. The room to scroll comes from the content size;
/// the app's content insets are never touched. Everything is given back when the rows arrive.
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
        XCTAssertEqual(view.frame.minY, 400, accuracy: 0.5, "right below the header")
        XCTAssertGreaterThan(view.frame.height, 0, "not zero height")
        XCTAssertLessThan(view.frame.height, 300, "only as tall as the content needs, not a whole visible height")
        XCTAssertLessThanOrEqual(contentFrame(of: view).height, view.bounds.height + 0.5, "the content fits in it")
        XCTAssertTrue(tableView.isScrollEnabled, "header plus empty state exceed the visible height: the table scrolls")
        XCTAssertEqual(tableView.contentSize.height, view.frame.maxY, accuracy: 0.5, "the content size reaches the empty state's end")
        XCTAssertEqual(tableView.contentInset.bottom, 0, "the app's inset is never touched")

        let offset = scrollToEnd(tableView)

        XCTAssertEqual(
            offset, view.frame.maxY - tableView.bounds.height, accuracy: 0.5,
            "the table scrolls just far enough to show the whole empty state")
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

    func testRowsArrivingGiveScrollingAndTheContentSizeBack() throws {
        let fixture = showEmptyState(headerHeight: 400, bottomInset: 10)
        let tableView = fixture.tableView
        let view = try fixture.layOut()
        XCTAssertTrue(tableView.isScrollEnabled, "precondition: scrolling to reach the empty state")
        XCTAssertEqual(tableView.contentSize.height, view.frame.maxY, accuracy: 0.5, "precondition: the content size extended")
        XCTAssertEqual(tableView.contentInset.bottom, 10, "the app's inset, untouched while the empty state shows")

        fixture.dataSource.itemCounts = [3]
        tableView.reloadData()
        drainMainQueue()
        tableView.layoutIfNeeded()

        assertEmptyStateHidden(tableView)
        XCTAssertEqual(tableView.contentInset.bottom, 10, "the app's own inset")
        XCTAssertEqual(
            tableView.contentSize.height, tableView.rectForRow(at: IndexPath(row: 2, section: 0)).maxY, accuracy: 0.5,
            "UIKit's own content size: the header and three rows")
        XCTAssertTrue(tableView.isScrollEnabled, "the app's own scrolling (on), not the empty state's lock")
    }

    /// The user scrolled down to the empty state (to 400), then three rows arrive: the room to
    /// scroll into goes with the empty state, and the table is not left scrolled past its new end.
    func testRowsArrivingWhileScrolledDownKeepTheOffsetInRange() throws {
        let fixture = showEmptyState(headerHeight: 400)
        let tableView = fixture.tableView
        _ = try fixture.layOut()
        tableView.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
        tableView.layoutIfNeeded()
        XCTAssertEqual(tableView.contentOffset.y, 400, accuracy: 0.5, "precondition: scrolled down to the empty state")

        fixture.dataSource.itemCounts = [3]
        tableView.reloadData()
        drainMainQueue()
        tableView.layoutIfNeeded()

        assertEmptyStateHidden(tableView)
        let maximum = max(
            -tableView.adjustedContentInset.top,
            tableView.contentSize.height + tableView.adjustedContentInset.bottom - tableView.bounds.height)
        XCTAssertLessThan(maximum, 400, "precondition: the new content ends above the old offset")
        XCTAssertLessThanOrEqual(tableView.contentOffset.y, maximum + 0.5, "not left scrolled past the new end")
        XCTAssertGreaterThanOrEqual(tableView.contentOffset.y, -tableView.adjustedContentInset.top - 0.5)
    }

    /// A table inside an outer scroll view: the app turned its scrolling off. A tall header does not
    /// turn it on (the outer scroll view reaches the empty state), and the app's value stays. The
    /// content size is still extended (a table that sizes itself to it grows to show the empty
    /// state); this fixed-height table keeps its height.
    func testAnAppThatTurnedScrollingOffKeepsItOff() throws {
        let fixture = makeTableFixture(
            sections: [0], windowFrame: landscape, start: .attached, configure: { $0.buttonTitleText = "Retry" },
            prepare: { tableView in
                tableView.contentInsetAdjustmentBehavior = .never
                tableView.isScrollEnabled = false
                tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 667, height: 400))
            })
        let tableView = fixture.tableView
        tableView.reloadData()
        drainMainQueue()
        let view = try fixture.layOut()

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(view.frame.minY, 400, accuracy: 0.5, "precondition: placed below the tall header")
        XCTAssertFalse(tableView.isScrollEnabled, "the app's own choice")
        XCTAssertEqual(tableView.contentSize.height, view.frame.maxY, accuracy: 0.5, "extended to the empty state's end")
        XCTAssertEqual(tableView.bounds.height, 300, accuracy: 0.5, "a fixed height: nothing seen changes")

        fixture.dataSource.itemCounts = [3]
        tableView.reloadData()
        drainMainQueue()
        assertEmptyStateHidden(tableView)
        XCTAssertFalse(tableView.isScrollEnabled, "still the app's")
    }

    /// Swizzling turned off while the content size is extended: the hook installed before stores
    /// UIKit's sizes unlengthened, and the next placement ends the extension with UIKit's size
    /// (the header) rather than leaving it recorded as extended.
    func testSwizzlingTurnedOffWhileExtendedGivesUIKitsSizeBack() throws {
        let fixture = showEmptyState(headerHeight: 400)
        let tableView = fixture.tableView
        let view = try fixture.layOut()
        XCTAssertEqual(tableView.contentSize.height, view.frame.maxY, accuracy: 0.5, "precondition: extended")
        XCTAssertGreaterThan(view.frame.maxY, 400.5, "precondition: longer than the header")
        let controller = try XCTUnwrap(tableView.emptyDataSetControllerIfPresent)
        XCTAssertTrue(controller.overrides.contentSize.isExtended, "precondition: recorded as extended")

        UIScrollView.isEmptyDataSetSwizzlingEnabled = false
        defer { UIScrollView.isEmptyDataSetSwizzlingEnabled = true }
        tableView.contentSize = CGSize(width: 667, height: 420)  // UIKit's size changed meanwhile
        XCTAssertEqual(tableView.contentSize.height, 420, accuracy: 0.5, "the hook stores the proposed size as it is")

        tableView.reloadEmptyDataSet()
        drainMainQueue()
        tableView.layoutIfNeeded()

        assertEmptyStateVisible(tableView)
        XCTAssertFalse(controller.overrides.contentSize.isExtended, "the placement ended the extension")
        XCTAssertEqual(tableView.contentSize.height, 420, accuracy: 0.5, "UIKit's latest size, not the one from before")
        tableView.contentSize = CGSize(width: 667, height: 401)
        XCTAssertEqual(tableView.contentSize.height, 401, accuracy: 0.5, "and stays unlengthened")
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
        XCTAssertEqual(tableView.contentSize.height, 100, accuracy: 0.5, "UIKit's own content size: the header")
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
        XCTAssertEqual(tableView.contentSize.height, 40, accuracy: 0.5, "UIKit's own content size again")
        XCTAssertEqual(tableView.contentInset.bottom, 0)
    }

    /// A custom view whose height is tied to its width, getting taller as it gets narrower:
    /// `height = 400 − width / 2` (320 wide → 240 tall; about 80 tall at a landscape phone's
    /// readable width). A layout guide below its top carries the width share, so every
    /// multiplier stays positive. It has no width of its own: a weak pull makes it as wide as
    /// the empty state allows (the readable width), as a full-width image or chart would be.
    private func makeNarrowerIsTallerView() -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        let share = UILayoutGuide()
        view.addLayoutGuide(share)
        NSLayoutConstraint.activate([
            share.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5).withPriority(.required - 10),
            share.bottomAnchor.constraint(equalTo: view.topAnchor, constant: 400),
            view.bottomAnchor.constraint(equalTo: share.topAnchor),
            view.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
            view.widthAnchor.constraint(equalToConstant: 10_000).withPriority(.defaultLow),
        ])
        return view
    }

    /// A rotation or split-view resize: the placement is decided from the content measured at the
    /// new width, where the custom view is taller, not from the old width's height.
    func testAResizeDecidesThePlacementFromTheNewWidth() throws {
        let custom = makeNarrowerIsTallerView()
        let fixture = makeTableFixture(
            sections: [0], windowFrame: landscape, start: .attached,
            configure: { $0.customView = custom },
            prepare: { tableView in
                tableView.contentInsetAdjustmentBehavior = .never
                tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 667, height: 100))
            })
        let tableView = fixture.tableView
        tableView.reloadData()
        drainMainQueue()
        let view = try fixture.layOut()
        XCTAssertFalse(tableView.isScrollEnabled, "precondition: at 667 pt the content fits the 200 pt left below the header")
        XCTAssertGreaterThan(custom.bounds.width, 500, "precondition: as wide as the readable width")
        XCTAssertLessThan(custom.bounds.height, 200, "precondition: short at the wide width")
        XCTAssertGreaterThan(
            view.contentFittingHeight(width: 320), 200, "precondition: measured at 320 pt the content needs more than 200 pt")

        fixture.window.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
        tableView.frame = fixture.window.bounds
        tableView.layoutIfNeeded()
        drainMainQueue()
        tableView.layoutIfNeeded()

        XCTAssertEqual(view.frame.width, 320, accuracy: 0.5)
        XCTAssertLessThanOrEqual(
            contentFrame(of: view).height, view.bounds.height + 0.5, "the taller narrow content has the height it needs")
        XCTAssertGreaterThan(view.frame.height, 200, "more than the 200 pt left below the header")
        XCTAssertTrue(tableView.isScrollEnabled, "and the table scrolls to reach it")
    }

    #if !os(tvOS) && !os(visionOS)
    /// A 56 pt search-bar header and the keyboard up: the content is a little taller than the
    /// space left above the keyboard. The empty state grows only by what it lacks, and scrolled to
    /// the end its content is above the keyboard, not behind it.
    func testAShortSearchBarHeaderWithTheKeyboardUpScrollsOnlyByWhatIsMissing() throws {
        let keyboard = CGRect(x: 0, y: testWindowFrame.height - 291, width: testWindowFrame.width, height: 291)
        let custom = UIView()
        custom.translatesAutoresizingMaskIntoConstraints = false
        custom.heightAnchor.constraint(equalToConstant: 330).isActive = true
        let fixture = makeTableFixture(
            sections: [0], start: .attached, configure: { $0.customView = custom },
            prepare: { tableView in
                tableView.contentInsetAdjustmentBehavior = .never
                tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: testWindowFrame.width, height: 56))
            })
        let tableView = fixture.tableView
        tableView.reloadData()
        drainMainQueue()
        _ = try fixture.layOut()
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil,
            userInfo: [
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: keyboard),
                UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0),
                UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
            ])
        tableView.layoutIfNeeded()
        let view = try fixture.layOut()
        let visible = keyboard.minY
        let spaceLeft = visible - 56
        let needed = view.contentFittingHeight(width: view.bounds.width)
        XCTAssertGreaterThan(needed, spaceLeft + 0.5, "precondition: the content does not fit above the keyboard")
        XCTAssertLessThan(needed, visible, "precondition: but is shorter than the visible height")

        XCTAssertEqual(view.frame.height, needed, accuracy: 0.5, "as tall as needed, not a whole visible height")
        // A plain table outside a UITableViewController gets no keyboard inset: the content size
        // adds the keyboard's 291 pt above the 0 pt bottom inset, so the scroll range ends with
        // the empty state's bottom edge right above the keyboard.
        XCTAssertEqual(tableView.adjustedContentInset.bottom, 0, "precondition: no keyboard inset")
        XCTAssertEqual(tableView.contentSize.height, 56 + needed + 291, accuracy: 0.5)
        XCTAssertTrue(tableView.isScrollEnabled)
        let offset = scrollToEnd(tableView)
        XCTAssertEqual(offset, needed - spaceLeft, accuracy: 0.5, "the extra scroll is what the content lacks")
        XCTAssertLessThanOrEqual(
            view.convert(contentFrame(of: view), to: fixture.window).maxY, keyboard.minY + 0.5, "nothing behind the keyboard")

        NotificationCenter.default.post(
            name: UIResponder.keyboardWillHideNotification, object: nil,
            userInfo: [
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: keyboard.offsetBy(dx: 0, dy: 291)),
                UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0),
            ])
        tableView.layoutIfNeeded()
        XCTAssertEqual(tableView.contentSize.height, 56, accuracy: 0.5, "fits again: UIKit's own content size")
    }
    #endif
}
#endif
