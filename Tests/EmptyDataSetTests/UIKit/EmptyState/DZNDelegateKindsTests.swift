#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A delegate that is a plain Swift class, not an `NSObject`: a legal `EmptyDataSetDelegate` (a
/// coordinator, a view model). It implements the four methods the package asks through several
/// selectors and records each call.
final class PlainSwiftDelegate: EmptyDataSetDelegate {
    var forced = false
    private(set) var calls: [String] = []
    private(set) var tappedViews: [UIView] = []

    func emptyDataSetShouldFadeIn(_ scrollView: UIScrollView) -> Bool {
        calls.append("fadeIn")
        return false
    }

    func emptyDataSetShouldBeForcedToDisplay(_ scrollView: UIScrollView) -> Bool {
        calls.append("forced")
        return forced
    }

    func emptyDataSet(_ scrollView: UIScrollView, didTapView view: UIView) {
        calls.append("didTapView")
        tappedViews.append(view)
    }

    func emptyDataSet(_ scrollView: UIScrollView, didTapButton button: UIButton) {
        calls.append("didTapButton")
    }
}

/// The delegate kinds apps use besides `NSObject` subclasses get every question the package asks
/// through DZNEmptyDataSet's several selectors (fade, forced display, the taps): a plain Swift class,
/// and the Swift spelling's selector answered by a plain Swift class too.
@MainActor
final class DZNDelegateKindsTests: XCTestCase {
    private func showTable(rows: Int, delegate: AnyObject & EmptyDataSetDelegate) -> EmptyDataSetFixture<UITableView> {
        let fixture = makeTableFixture(sections: [rows], start: .detached) { spy in spy.buttonTitleText = "Retry" }
        fixture.keep(delegate)
        fixture.tableView.emptyDataSetDelegate = delegate
        fixture.tableView.emptyDataSetSource = fixture.spy
        fixture.tableView.reloadData()
        return fixture
    }

    func testAPlainSwiftDelegateIsAskedWhetherToFadeIn() throws {
        let delegate = PlainSwiftDelegate()
        let fixture = showTable(rows: 0, delegate: delegate)
        let view = try fixture.emptyView()
        XCTAssertTrue(fixture.tableView.isEmptyDataSetVisible)
        XCTAssertEqual(delegate.calls.filter { $0 == "fadeIn" }, ["fadeIn"], "asked once as it appeared")
        XCTAssertNil(opacityAnimation(of: view), "its `false`: no fade (the default fades in)")
    }

    func testAPlainSwiftDelegateCanForceTheEmptyStateOverRows() {
        let delegate = PlainSwiftDelegate()
        delegate.forced = true
        let fixture = showTable(rows: 3, delegate: delegate)
        fixture.settle()
        XCTAssertTrue(fixture.tableView.isEmptyDataSetVisible, "forced over 3 rows")
        XCTAssertTrue(delegate.calls.contains("forced"))

        let askedBefore = delegate.calls.filter { $0 == "forced" }.count
        delegate.forced = false
        fixture.tableView.reloadData()
        XCTAssertTrue(waitUntil { !fixture.tableView.isEmptyDataSetVisible }, "no longer forced: the rows show")
        XCTAssertGreaterThan(delegate.calls.filter { $0 == "forced" }.count, askedBefore, "asked again at the reload")
    }

    func testAPlainSwiftDelegateHearsTheTaps() throws {
        let delegate = PlainSwiftDelegate()
        let fixture = showTable(rows: 0, delegate: delegate)
        fixture.settle()
        let view = try fixture.emptyView()
        try XCTUnwrap(fixture.tableView.emptyDataSetControllerIfPresent).didTapView()
        XCTAssertEqual(delegate.calls.filter { $0.hasPrefix("didTap") }, ["didTapView"])
        XCTAssertEqual(delegate.tappedViews.map(ObjectIdentifier.init), [ObjectIdentifier(view)])

        XCTAssertFalse(view.button.isHidden, "the source's Retry button shows")
        tap(view.button) { delegate.calls.contains("didTapButton") }
        XCTAssertEqual(delegate.calls.filter { $0.hasPrefix("didTap") }, ["didTapView", "didTapButton"])
    }

    /// Every selector of every question of the Core table is sent through a typed call: a delegate
    /// implementing only that selector answers it. (A selector added to the table but not to the
    /// controller's dispatch would be silently skipped; this names it.)
    func testEverySelectorOfTheTableIsDispatched() {
        let scrollView = UIScrollView()
        let button = UIButton(type: .system)
        for question in DZNSelectorTable.Question.allCases {
            for ask in DZNSelectorTable.askOrder(for: question) {
                let delegate = DZNStyleDelegate(implementing: [ask.selector])
                switch question {
                case .shouldFadeIn, .shouldBeForcedToDisplay:
                    XCTAssertNotNil(EmptyDataSetController.answer(ask.selector, of: delegate, in: scrollView), ask.selector)
                case .didTapView, .didTapButton:
                    XCTAssertTrue(
                        EmptyDataSetController.tell(ask.selector, to: delegate, sender: button, in: scrollView), ask.selector)
                }
                XCTAssertEqual(delegate.calls, [ask.selector])
                let none = DZNStyleDelegate(implementing: [])
                XCTAssertNil(EmptyDataSetController.answer(ask.selector, of: none, in: scrollView))
                XCTAssertFalse(EmptyDataSetController.tell(ask.selector, to: none, sender: button, in: scrollView))
                XCTAssertEqual(none.calls, [], "not implemented: not sent")
            }
        }
    }
}
#endif
