#if canImport(UIKit)
import XCTest
import DZNEmptyDataSet
@testable import EmptyDataSet

/// A screen written for DZNEmptyDataSet 1.8.1, unmodified: the conformance in one extension, the
/// methods with implicitly unwrapped types and DZN's Swift spellings in another. It records which
/// methods the package called.
final class DZNStyleInboxController: UITableViewController {
    var rows = 0
    var forced = false
    private(set) var calls: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
}

extension DZNStyleInboxController: DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {}

extension DZNStyleInboxController {
    func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
        calls.append("title(forEmptyDataSet:)")
        return NSAttributedString(string: "No Messages")
    }

    func buttonTitle(forEmptyDataSet scrollView: UIScrollView!, for state: UIControl.State) -> NSAttributedString! {
        NSAttributedString(string: "Compose")
    }

    func emptyDataSetShouldFade(in scrollView: UIScrollView!) -> Bool {
        calls.append("emptyDataSetShouldFade(in:)")
        return false
    }

    func emptyDataSetShouldBeForced(toDisplay scrollView: UIScrollView!) -> Bool {
        calls.append("emptyDataSetShouldBeForced(toDisplay:)")
        return forced
    }

    func emptyDataSet(_ scrollView: UIScrollView!, didTap view: UIView!) {
        calls.append("emptyDataSet(_:didTap:) view")
    }

    func emptyDataSet(_ scrollView: UIScrollView!, didTap button: UIButton!) {
        calls.append("emptyDataSet(_:didTap:) button")
    }
}

/// DZNEmptyDataSet's deprecated methods, implemented as apps did.
final class LegacyTapsController: UIViewController, DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {
    func offset(forEmptyDataSet scrollView: UIScrollView!) -> CGPoint { .zero }
    func emptyDataSetDidTap(_ scrollView: UIScrollView!) {}
    func emptyDataSetDidTapButton(_ scrollView: UIScrollView!) {}
}

/// The `DZNEmptyDataSet` product: its protocols' Objective-C selectors are the ones the package asks
/// (`DZNSelectorTable`), and a DZN-era screen's methods are called through them.
@MainActor
final class DZNProtocolTests: XCTestCase {
    func testDZNSpellingsHaveTheSelectorsThePackageAsks() {
        // The witnesses of an unmodified DZN-era screen get the selectors of the requirements they satisfy.
        let declared: [Selector] = [
            #selector(DZNStyleInboxController.emptyDataSetShouldFade(in:)),
            #selector(DZNStyleInboxController.emptyDataSetShouldBeForced(toDisplay:)),
            #selector(DZNStyleInboxController.emptyDataSet(_:didTap:) as (DZNStyleInboxController) -> (UIScrollView?, UIView?) -> Void),
            #selector(DZNStyleInboxController.emptyDataSet(_:didTap:) as (DZNStyleInboxController) -> (UIScrollView?, UIButton?) -> Void),
        ]
        let expected = [
            "dzn_emptyDataSetShouldFadeIn:", "dzn_emptyDataSetShouldBeForcedToDisplay:", "dzn_emptyDataSet:didTapView:",
            "dzn_emptyDataSet:didTapButton:",
        ]
        XCTAssertEqual(declared.map(NSStringFromSelector), expected)
        let prefixed = DZNSelectorTable.methods.map(\.selector).filter { $0.hasPrefix(DZNSelectorTable.swiftSpellingPrefix) }
        XCTAssertEqual(prefixed, expected, "the Core table lists the same selectors")
    }

    func testDeprecatedMethodsKeepDZNsSelectors() {
        XCTAssertEqual(NSStringFromSelector(#selector(LegacyTapsController.emptyDataSetDidTap(_:))), "emptyDataSetDidTapView:")
        XCTAssertEqual(NSStringFromSelector(#selector(LegacyTapsController.emptyDataSetDidTapButton(_:))), "emptyDataSetDidTapButton:")
        XCTAssertEqual(NSStringFromSelector(#selector(LegacyTapsController.offset(forEmptyDataSet:))), "offsetForEmptyDataSet:")
    }

    /// The screen in a shown window, laid out (the table's first layout loads its rows), then its
    /// table made the empty data set's scroll view and reloaded. The reload after a source is set
    /// may wait for the next turn of the main queue (the controller defers it when the table has
    /// not finished a layout pass yet): the run loop turns until the empty state's decision is the
    /// one `visible` names, or 2 seconds pass.
    private func show(_ controller: DZNStyleInboxController, untilVisible visible: Bool = true) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = controller
        window.isHidden = false
        window.layoutIfNeeded()
        controller.tableView.emptyDataSetSource = controller
        controller.tableView.emptyDataSetDelegate = controller
        controller.tableView.reloadData()
        XCTAssertTrue(
            spinMainRunLoop(until: { controller.tableView.isEmptyDataSetVisible == visible }),
            "isEmptyDataSetVisible never became \(visible)")
        return window
    }

    /// Turns the main run loop until `condition` holds or `timeout` passes; returns whether it held.
    /// (This target has no access to EmptyDataSetTests' helpers.)
    private func spinMainRunLoop(timeout: TimeInterval = 2, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() >= deadline { return false }
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
        return true
    }

    func testADZNEraScreenIsAskedThroughItsOwnSpellings() throws {
        let controller = DZNStyleInboxController()
        let window = show(controller)
        defer { window.isHidden = true }

        XCTAssertTrue(controller.tableView.isEmptyDataSetVisible)
        XCTAssertTrue(controller.calls.contains("title(forEmptyDataSet:)"), "`!` types: still the requirement's witness")
        XCTAssertTrue(controller.calls.contains("emptyDataSetShouldFade(in:)"))
        XCTAssertTrue(controller.calls.contains("emptyDataSetShouldBeForced(toDisplay:)"))
        let view = try XCTUnwrap(controller.tableView.emptyDataSetControllerIfPresent?.emptyView)
        XCTAssertNil(
            (view.layer.animationKeys() ?? []).first { (view.layer.animation(forKey: $0) as? CAPropertyAnimation)?.keyPath == "opacity" },
            "emptyDataSetShouldFade(in:) said no: no fade")

        try XCTUnwrap(controller.tableView.emptyDataSetControllerIfPresent).didTapView()
        XCTAssertEqual(controller.calls.filter { $0.hasPrefix("emptyDataSet(_:didTap:)") }, ["emptyDataSet(_:didTap:) view"])
    }

    func testForcedDisplayThroughTheSwiftSpellingShowsOverRows() {
        let controller = DZNStyleInboxController()
        controller.rows = 3
        controller.forced = true
        let window = show(controller)
        defer { window.isHidden = true }
        XCTAssertTrue(controller.tableView.isEmptyDataSetVisible, "forced over 3 rows")

        controller.forced = false
        controller.tableView.reloadData()
        XCTAssertTrue(spinMainRunLoop { !controller.tableView.isEmptyDataSetVisible }, "not forced: the rows show")
    }
}
#endif
