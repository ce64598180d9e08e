#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Content taller than the space it has — accessibility text sizes, iPhone landscape, a tall table
/// header — scrolls inside the empty state, so every element can be reached by touch and by
/// VoiceOver; an image shown with text takes at most half the height. Content that fits does not
/// scroll, and lets touches through to the table.
@MainActor
final class OversizedContentTests: XCTestCase {
    private let longDescription = """
        Messages you receive from your contacts appear here, newest first. Pull down to check for \
        new ones, or start a conversation yourself with the button below.
        """

    /// Image, title, a long description and a button.
    private func fullContent(_ spy: EmptyDataSetSpy) {
        spy.image = makeImage(size: CGSize(width: 240, height: 240))
        spy.titleText = "No Messages Yet"
        spy.detailText = longDescription
        spy.buttonTitleText = "Start a Conversation"
    }

    /// Scrolls the empty state's content to its end, as the user would.
    private func scrollToEnd(_ view: EmptyStateView) {
        let scroller = view.contentScrollView
        let end = max(0, scroller.contentSize.height - scroller.bounds.height)
        scroller.setContentOffset(CGPoint(x: 0, y: end), animated: false)
        scroller.layoutIfNeeded()
    }

    /// Asserts that the center of `element` is inside the empty state's visible bounds and that a
    /// touch there, found through the window, reaches the element (a control) or the content the
    /// tap recognizer watches (a label, which hit-testing itself never returns).
    private func assertReachable(
        _ element: UIView, in view: EmptyStateView, window: UIWindow, file: StaticString = #filePath, line: UInt = #line
    ) {
        let center = element.convert(CGPoint(x: element.bounds.midX, y: element.bounds.midY), to: view)
        XCTAssertTrue(view.bounds.contains(center), "\(type(of: element)) center \(center) outside \(view.bounds)", file: file, line: line)
        let hit = window.hitTest(view.convert(center, to: window), with: nil)
        let target: UIView = element is UIControl ? element : view.contentView
        XCTAssertTrue(hit?.isDescendant(of: target) == true, "a touch lands on \(String(describing: hit))", file: file, line: line)
    }

    /// At the largest accessibility text size the content outgrows a portrait iPhone screen: it
    /// scrolls, the button can be scrolled to and tapped, VoiceOver lists every element, and the
    /// image leaves room for the text.
    func testAccessibilityTextSizeContentScrollsAndStaysReachable() throws {
        let host = makeHostedTable(category: .accessibilityExtraExtraExtraLarge, configure: fullContent)
        let view = try host.fixture.layOut()
        XCTAssertEqual(
            view.traitCollection.preferredContentSizeCategory, .accessibilityExtraExtraExtraLarge,
            "precondition: the override reached the empty state")
        XCTAssertGreaterThan(contentFrame(of: view).height, view.bounds.height, "precondition: the content outgrows the area")

        XCTAssertTrue(view.contentScrollView.isScrollEnabled, "oversized content scrolls")
        XCTAssertGreaterThanOrEqual(contentFrame(of: view).minY, -0.5, "starts at the top, not cut off above")
        let imageLimit = (view.bounds.height - 2 * view.directionalLayoutMargins.top) / 2
        XCTAssertLessThanOrEqual(view.imageView.bounds.height, imageLimit + 0.5, "the image takes at most half the height")
        XCTAssertGreaterThan(view.imageView.bounds.height, 0, "but still shows")

        scrollToEnd(view)
        assertReachable(view.button, in: view, window: host.window)
        let elements = accessibilityObjects(of: view)
        for element in [view.titleLabel, view.detailLabel, view.button] as [UIView] {
            XCTAssertTrue(elements.contains { $0 === element }, "VoiceOver reaches \(type(of: element))")
        }
    }

    /// An iPhone in landscape leaves about 300 points: content that outgrows them (a description
    /// of a dozen lines at the default text size) scrolls there, and its end can be reached.
    func testLandscapePhoneContentScrollsAndStaysReachable() throws {
        let fixture = makeTableFixture(
            windowFrame: CGRect(x: 0, y: 0, width: 667, height: 300),
            configure: { spy in
                self.fullContent(spy)
                spy.detailText = Array(repeating: self.longDescription, count: 4).joined(separator: " ")
            },
            prepare: { $0.contentInsetAdjustmentBehavior = .never; $0.separatorStyle = .none })
        let view = try fixture.layOut()
        XCTAssertEqual(view.bounds.height, 300, accuracy: 0.5, "precondition: the landscape area")
        XCTAssertGreaterThan(contentFrame(of: view).height, view.bounds.height + 0.5, "precondition: the content outgrows it")

        XCTAssertLessThanOrEqual(
            view.imageView.bounds.height, (300 - 2 * view.directionalLayoutMargins.top) / 2 + 0.5,
            "the 240 pt image yields to the text")
        XCTAssertTrue(view.contentScrollView.isScrollEnabled, "oversized content scrolls")
        assertReachable(view.titleLabel, in: view, window: fixture.window)
        scrollToEnd(view)
        XCTAssertGreaterThan(view.contentScrollView.contentOffset.y, 0, "it scrolled")
        assertReachable(view.button, in: view, window: fixture.window)
    }

    /// A tall table header leaves too little room below it: the empty state takes a whole visible
    /// height below the header instead (``EmptyStateFrame/placement(boundsSize:adjustedContentInset:headerHeight:keyboardOverlap:contentHeight:)``),
    /// and the table scrolls to it (TallHeaderTests covers the table's scrolling).
    func testTallHeaderLeavesTheContentAWholeVisibleHeightBelowIt() throws {
        let fixture = makeTableFixture(configure: fullContent) { tableView in
            tableView.contentInsetAdjustmentBehavior = .never
            tableView.separatorStyle = .none
            tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 450))
        }
        let view = try fixture.layOut()
        XCTAssertEqual(view.frame.minY, 450, accuracy: 0.5, "precondition: below the header")
        XCTAssertGreaterThan(contentFrame(of: view).height, 667 - 450, "precondition: more than the space left below it")

        XCTAssertEqual(view.frame.height, 667, accuracy: 0.5, "a whole visible height")
        XCTAssertTrue(fixture.tableView.isScrollEnabled, "the table scrolls to it")
        fixture.tableView.setContentOffset(CGPoint(x: 0, y: 450), animated: false)
        fixture.tableView.layoutIfNeeded()
        scrollToEnd(view)
        assertReachable(view.button, in: view, window: fixture.window)
    }

    /// Content that fits is centered, does not scroll, and a touch beside it reaches the table.
    func testFittingContentDoesNotScrollAndLetsTouchesThrough() throws {
        let fixture = makeTableFixture(prepare: { $0.contentInsetAdjustmentBehavior = .never })
        let view = try fixture.layOut()

        XCTAssertFalse(view.contentScrollView.isScrollEnabled)
        XCTAssertEqual(contentFrame(of: view).midY, view.bounds.midY, accuracy: 0.5)
        let beside = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.minY + 30), to: fixture.window)
        let hit = fixture.window.hitTest(beside, with: nil)
        XCTAssertFalse(hit?.isDescendant(of: view) ?? false, "the empty area is not the empty state's: \(String(describing: hit))")
    }

    /// A vertical offset larger than the room yields: the content stays inside the area.
    func testHugeVerticalOffsetNeverPushesContentOffScreen() throws {
        for offset: CGFloat in [2000, -2000] {
            let fixture = makeTableFixture(configure: { $0.verticalOffset = offset }) {
                $0.contentInsetAdjustmentBehavior = .never
            }
            let view = try fixture.layOut()
            let content = contentFrame(of: view)
            XCTAssertGreaterThanOrEqual(content.minY, -0.5, "offset \(offset)")
            XCTAssertLessThanOrEqual(content.maxY, view.bounds.maxY + 0.5, "offset \(offset)")
            XCTAssertFalse(view.contentScrollView.isScrollEnabled, "an offset alone does not make it scroll")
        }
    }

    /// A frame-based custom view taller than the area keeps its height and scrolls, instead of
    /// being squeezed to the area.
    func testTallCustomViewKeepsItsHeightAndScrolls() throws {
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 900))
        let fixture = makeTableFixture(configure: { $0.customView = custom }) { $0.contentInsetAdjustmentBehavior = .never }
        let view = try fixture.layOut()

        XCTAssertEqual(custom.bounds.height, 900, accuracy: 0.5)
        XCTAssertTrue(view.contentScrollView.isScrollEnabled)
        scrollToEnd(view)
        let bottom = custom.convert(CGPoint(x: custom.bounds.midX, y: custom.bounds.maxY - 1), to: view)
        XCTAssertTrue(view.bounds.contains(bottom), "its bottom can be scrolled to")
    }
}
#endif
