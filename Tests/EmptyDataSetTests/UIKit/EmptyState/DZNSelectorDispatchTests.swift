#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A delegate written the way DZNEmptyDataSet apps wrote one, spelling by spelling: the package's
/// requirements (DZN's Objective-C selectors), and Objective-C methods on the selectors a Swift app's
/// DZN spellings and DZN's deprecated methods get with the `DZNEmptyDataSet` product
/// (`DZNSelectorTable`). `responds(to:)` is true only for the ones `implemented` lists, so each test
/// chooses the spellings an app implements. Every call is recorded by selector.
final class DZNStyleDelegate: NSObject, EmptyDataSetDelegate {
    /// The selectors this object implements (the others answer `responds(to:) == false`).
    let implemented: Set<String>
    /// What the yes/no methods answer.
    var answer: Bool
    /// Every call, by selector, in order, with the number of arguments after the scroll view.
    private(set) var calls: [String] = []
    private(set) var senders: [UIView] = []

    init(implementing implemented: Set<String>, answer: Bool = true) {
        self.implemented = implemented
        self.answer = answer
    }

    override func responds(to selector: Selector!) -> Bool {
        guard let selector else { return false }
        let name = NSStringFromSelector(selector)
        let isDZN = DZNSelectorTable.Question.allCases.contains { question in
            DZNSelectorTable.askOrder(for: question).contains { $0.selector == name }
        }
        return isDZN ? implemented.contains(name) : super.responds(to: selector)
    }

    private func record(_ selector: String, _ sender: UIView? = nil) {
        calls.append(selector)
        if let sender { senders.append(sender) }
    }

    func emptyDataSetShouldFadeIn(_ scrollView: UIScrollView) -> Bool {
        record("emptyDataSetShouldFadeIn:"); return answer
    }
    @objc(dzn_emptyDataSetShouldFadeIn:) func swiftFadeIn(_ scrollView: UIScrollView) -> Bool {
        record("dzn_emptyDataSetShouldFadeIn:"); return answer
    }
    func emptyDataSetShouldBeForcedToDisplay(_ scrollView: UIScrollView) -> Bool {
        record("emptyDataSetShouldBeForcedToDisplay:"); return answer
    }
    @objc(dzn_emptyDataSetShouldBeForcedToDisplay:) func swiftForced(_ scrollView: UIScrollView) -> Bool {
        record("dzn_emptyDataSetShouldBeForcedToDisplay:"); return answer
    }
    func emptyDataSet(_ scrollView: UIScrollView, didTapView view: UIView) {
        record("emptyDataSet:didTapView:", view)
    }
    @objc(dzn_emptyDataSet:didTapView:) func swiftTapView(_ scrollView: UIScrollView, view: UIView) {
        record("dzn_emptyDataSet:didTapView:", view)
    }
    @objc(emptyDataSetDidTapView:) func deprecatedTapView(_ scrollView: UIScrollView) {
        record("emptyDataSetDidTapView:")
    }
    func emptyDataSet(_ scrollView: UIScrollView, didTapButton button: UIButton) {
        record("emptyDataSet:didTapButton:", button)
    }
    @objc(dzn_emptyDataSet:didTapButton:) func swiftTapButton(_ scrollView: UIScrollView, button: UIButton) {
        record("dzn_emptyDataSet:didTapButton:", button)
    }
    @objc(emptyDataSetDidTapButton:) func deprecatedTapButton(_ scrollView: UIScrollView) {
        record("emptyDataSetDidTapButton:")
    }
}

/// The DZNEmptyDataSet spelling and selector rules at run time: which selector answers when an app
/// implements one, two or three spellings of a question, through the public path (the delegate set
/// on the table, a reload, a tap), recording which method fired.
@MainActor
final class DZNSelectorDispatchTests: XCTestCase {
    /// A table with `rows` rows in a shown window, the spy as source, `delegate` as delegate, reloaded.
    private func showTable(rows: Int, delegate: DZNStyleDelegate) -> EmptyDataSetFixture<UITableView> {
        let fixture = makeTableFixture(sections: [rows]) { spy in spy.buttonTitleText = "Retry" }
        fixture.keep(delegate)
        fixture.tableView.emptyDataSetDelegate = delegate
        fixture.tableView.reloadData()
        fixture.settle()
        return fixture
    }

    // MARK: Forced display

    func testSwiftSpellingOfForcedDisplayShowsTheEmptyStateOverRows() {
        let delegate = DZNStyleDelegate(implementing: ["dzn_emptyDataSetShouldBeForcedToDisplay:"])
        let fixture = showTable(rows: 3, delegate: delegate)
        XCTAssertTrue(fixture.tableView.isEmptyDataSetVisible, "forced by emptyDataSetShouldBeForced(toDisplay:)")
        XCTAssertTrue(delegate.calls.contains("dzn_emptyDataSetShouldBeForcedToDisplay:"))
    }

    func testObjectiveCSpellingWinsOverTheSwiftSpellingOfForcedDisplay() {
        let delegate = DZNStyleDelegate(
            implementing: ["emptyDataSetShouldBeForcedToDisplay:", "dzn_emptyDataSetShouldBeForcedToDisplay:"])
        let fixture = showTable(rows: 3, delegate: delegate)
        XCTAssertTrue(fixture.tableView.isEmptyDataSetVisible)
        XCTAssertTrue(delegate.calls.contains("emptyDataSetShouldBeForcedToDisplay:"))
        XCTAssertFalse(delegate.calls.contains("dzn_emptyDataSetShouldBeForcedToDisplay:"), "asked only when the other is missing")
    }

    func testForcedDisplayAnsweringNoLeavesRowsAlone() {
        let delegate = DZNStyleDelegate(implementing: ["dzn_emptyDataSetShouldBeForcedToDisplay:"], answer: false)
        let fixture = showTable(rows: 3, delegate: delegate)
        XCTAssertFalse(fixture.tableView.isEmptyDataSetVisible)
        XCTAssertTrue(delegate.calls.contains("dzn_emptyDataSetShouldBeForcedToDisplay:"))
    }

    // MARK: Fade

    func testSwiftSpellingOfFadeInIsAskedAndHonored() throws {
        let delegate = DZNStyleDelegate(implementing: ["dzn_emptyDataSetShouldFadeIn:"], answer: false)
        let fixture = makeTableFixture(sections: [0], start: .detached)
        fixture.keep(delegate)
        fixture.tableView.emptyDataSetSource = fixture.spy
        fixture.tableView.emptyDataSetDelegate = delegate
        fixture.tableView.reloadData()
        let view = try fixture.emptyView()
        XCTAssertEqual(delegate.calls.filter { $0.hasSuffix("FadeIn:") }, ["dzn_emptyDataSetShouldFadeIn:"])
        XCTAssertNil(opacityAnimation(of: view), "the Swift spelling's `false`: no fade (the default fades in)")
    }

    func testObjectiveCSpellingOfFadeInAnswersWhenBothAreImplemented() throws {
        let delegate = DZNStyleDelegate(
            implementing: ["emptyDataSetShouldFadeIn:", "dzn_emptyDataSetShouldFadeIn:"], answer: false)
        let fixture = makeTableFixture(sections: [0], start: .detached)
        fixture.keep(delegate)
        fixture.tableView.emptyDataSetSource = fixture.spy
        fixture.tableView.emptyDataSetDelegate = delegate
        fixture.tableView.reloadData()
        let view = try fixture.emptyView()
        XCTAssertEqual(delegate.calls.filter { $0.hasSuffix("FadeIn:") }, ["emptyDataSetShouldFadeIn:"])
        XCTAssertNil(opacityAnimation(of: view), "no fade: the Objective-C spelling said no")
    }

    // MARK: Taps

    /// Taps the content as the recognizer's action does (UIKit cannot synthesize a touch; see
    /// InteractionTests) and returns the delegate's calls.
    private func tapContent(implementing selectors: Set<String>) throws -> (DZNStyleDelegate, EmptyStateView) {
        let delegate = DZNStyleDelegate(implementing: selectors)
        let fixture = showTable(rows: 0, delegate: delegate)
        let view = try fixture.emptyView()
        try XCTUnwrap(fixture.tableView.emptyDataSetControllerIfPresent).didTapView()
        return (delegate, view)
    }

    func testContentTapCallsExactlyOneSpellingInDZNsOrder() throws {
        let (all, allView) = try tapContent(
            implementing: ["emptyDataSet:didTapView:", "dzn_emptyDataSet:didTapView:", "emptyDataSetDidTapView:"])
        XCTAssertEqual(all.calls, ["emptyDataSet:didTapView:"])
        XCTAssertEqual(all.senders.map(ObjectIdentifier.init), [ObjectIdentifier(allView)])

        let (swift, swiftView) = try tapContent(implementing: ["dzn_emptyDataSet:didTapView:", "emptyDataSetDidTapView:"])
        XCTAssertEqual(swift.calls, ["dzn_emptyDataSet:didTapView:"])
        XCTAssertEqual(swift.senders.map(ObjectIdentifier.init), [ObjectIdentifier(swiftView)])

        let (deprecated, _) = try tapContent(implementing: ["emptyDataSetDidTapView:"])
        XCTAssertEqual(deprecated.calls, ["emptyDataSetDidTapView:"], "DZN's deprecated method, as DZN called it")

        let (none, _) = try tapContent(implementing: [])
        XCTAssertEqual(none.calls, [])
    }

    func testButtonTapCallsExactlyOneSpellingInDZNsOrder() throws {
        for (implemented, expected) in [
            (["emptyDataSet:didTapButton:", "dzn_emptyDataSet:didTapButton:", "emptyDataSetDidTapButton:"], "emptyDataSet:didTapButton:"),
            (["dzn_emptyDataSet:didTapButton:", "emptyDataSetDidTapButton:"], "dzn_emptyDataSet:didTapButton:"),
            (["emptyDataSetDidTapButton:"], "emptyDataSetDidTapButton:"),
        ] {
            let delegate = DZNStyleDelegate(implementing: Set(implemented))
            let fixture = showTable(rows: 0, delegate: delegate)
            let button = try fixture.emptyView().button
            XCTAssertFalse(button.isHidden, "the source's Retry button shows")
            tap(button) { !delegate.calls.isEmpty }
            XCTAssertEqual(delegate.calls, [expected], "implemented: \(implemented)")
        }
    }

    // MARK: Objective-C entry points

    func testScrollViewMembersAnswerToDZNsSelectors() {
        let tableView = UITableView()
        for name in ["emptyDataSetSource", "setEmptyDataSetSource:", "emptyDataSetDelegate", "setEmptyDataSetDelegate:",
                     "isEmptyDataSetVisible", "reloadEmptyDataSet"] {
            XCTAssertTrue(tableView.responds(to: NSSelectorFromString(name)), name)
        }
        // DZN's property is `emptyDataSetVisible` with the getter `isEmptyDataSetVisible`: key-value
        // coding finds it under both names.
        XCTAssertEqual(tableView.value(forKey: "emptyDataSetVisible") as? Bool, false)
        XCTAssertEqual(tableView.value(forKey: "isEmptyDataSetVisible") as? Bool, false)
    }

    func testNilSourceAndDelegateSentAsObjectiveCMessagesBehaveAsInSwift() throws {
        let fixture = makeTableFixture(sections: [0])
        XCTAssertTrue(fixture.tableView.isEmptyDataSetVisible)
        // What `self.tableView.emptyDataSetDelegate = nil;` sends from Objective-C.
        _ = fixture.tableView.perform(NSSelectorFromString("setEmptyDataSetDelegate:"), with: nil)
        XCTAssertNil(fixture.tableView.emptyDataSetDelegate)
        fixture.tableView.reloadEmptyDataSet()
        XCTAssertTrue(fixture.tableView.isEmptyDataSetVisible, "no delegate: every delegate default, still shown")
        _ = fixture.tableView.perform(NSSelectorFromString("setEmptyDataSetSource:"), with: nil)
        XCTAssertNil(fixture.tableView.emptyDataSetSource)
        XCTAssertFalse(fixture.tableView.isEmptyDataSetVisible, "no source: hidden at once")
    }

    // MARK: DZN's private view by key path

    func testEmptyDataSetViewKeyPathsGiveThePackagesViews() throws {
        let fixture = makeTableFixture(sections: [0]) { spy in
            spy.titleText = "No Messages"
            spy.buttonTitleText = "Retry"
        }
        let view = try fixture.emptyView()
        XCTAssertIdentical(fixture.tableView.value(forKey: "emptyDataSetView") as AnyObject, view)
        let title = try XCTUnwrap(fixture.tableView.value(forKeyPath: "emptyDataSetView.titleLabel") as? UILabel)
        XCTAssertIdentical(title, view.titleLabel)
        XCTAssertEqual(title.attributedText?.string, "No Messages")
        XCTAssertIdentical(fixture.tableView.value(forKeyPath: "emptyDataSetView.detailLabel") as AnyObject, view.detailLabel)
        XCTAssertIdentical(fixture.tableView.value(forKeyPath: "emptyDataSetView.imageView") as AnyObject, view.imageView)
        XCTAssertIdentical(fixture.tableView.value(forKeyPath: "emptyDataSetView.button") as AnyObject, view.button)
        XCTAssertIdentical(fixture.tableView.value(forKeyPath: "emptyDataSetView.contentView") as AnyObject, view.contentView)
        XCTAssertIdentical(fixture.tableView.value(forKeyPath: "emptyDataSetView.tapGesture") as AnyObject, view.tapRecognizer)
        XCTAssertNil(fixture.tableView.value(forKeyPath: "emptyDataSetView.customView"), "no custom view from the source")
    }

    func testEmptyDataSetViewReadBeforeTheFirstDisplayIsTheViewThatThenShows() throws {
        let fixture = makeTableFixture(sections: [0], start: .detached)
        // Apps styled DZN's view in viewDidLoad, before any reload: it must exist, not be shown yet.
        let early = try XCTUnwrap(fixture.tableView.value(forKey: "emptyDataSetView") as? UIView)
        XCTAssertNil(early.superview, "made, not shown")
        XCTAssertFalse(fixture.tableView.isEmptyDataSetVisible)
        attach(fixture.spy, to: fixture.tableView)
        fixture.tableView.reloadData()
        XCTAssertTrue(fixture.tableView.isEmptyDataSetVisible)
        XCTAssertIdentical(try fixture.emptyView(), early, "the view read early is the one shown")
    }

    func testEmptyDataSetViewOfAScrollViewWithoutASourceShowsNothing() throws {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = try XCTUnwrap(scrollView.value(forKeyPath: "emptyDataSetView") as? UIView)
        XCTAssertNotNil(scrollView.value(forKeyPath: "emptyDataSetView.titleLabel") as? UILabel)
        scrollView.reloadEmptyDataSet()
        XCTAssertNil(view.superview)
        XCTAssertFalse(scrollView.isEmptyDataSetVisible)
    }
}
#endif
