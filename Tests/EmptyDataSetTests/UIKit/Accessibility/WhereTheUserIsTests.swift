#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// VoiceOver stays in the presentation the user is in (``UserPresentation``): a list behind a
/// sheet, in a hidden child or beside the column VoiceOver is in gets no focus move and no
/// announcement, while the same steps where the user is do (each test has that control, so the
/// measurement is shown to see a post). The delegate still hears of a failure behind a sheet.
@MainActor
final class WhereTheUserIsTests: XCTestCase {
    /// A table filling the view of a window's root view controller, `sections` rows, loaded.
    private func makeScreen(sections: [Int] = [2]) -> (fixture: EmptyDataSetFixture<UITableView>, root: UIViewController) {
        let window = makeShownWindow()
        let root = UIViewController()
        window.rootViewController = root
        let tableView = UITableView(frame: root.view.bounds, style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        root.view.addSubview(tableView)
        window.layoutIfNeeded()
        return (makeFixture(for: tableView, in: window, sections: sections), root)
    }

    /// Presents a sheet over `root` without animation and waits until it is in place.
    private func presentSheet(over root: UIViewController, file: StaticString = #filePath, line: UInt = #line)
        -> UIViewController
    {
        let sheet = UIViewController()
        let presented = AtomicFlag()
        root.present(sheet, animated: false) { presented.raise() }
        XCTAssertTrue(
            waitUntil { presented.isRaised && root.presentedViewController === sheet && sheet.viewIfLoaded?.window != nil },
            "precondition: the sheet is presented", file: file, line: line)
        return sheet
    }

    private func dismissSheet(of root: UIViewController, file: StaticString = #filePath, line: UInt = #line) {
        let dismissed = AtomicFlag()
        root.dismiss(animated: false) { dismissed.raise() }
        XCTAssertTrue(
            waitUntil { dismissed.isRaised && root.presentedViewController == nil }, "precondition: the sheet is gone",
            file: file, line: line)
    }

    /// The element arguments of the layout changes posted (focus moves; `nil` is "find your place").
    private func focusMoves(_ voiceOver: AccessibilityStandIn) -> [AnyObject] {
        voiceOver.layoutChangeArguments.compactMap { $0.map { $0 as AnyObject } }
    }

    private func announcements(_ voiceOver: AccessibilityStandIn) -> [String] {
        voiceOver.posts.filter { $0.notification == .announcement }.compactMap { ($0.argument as? NSAttributedString)?.string }
    }

    // MARK: - Behind a sheet

    func testAListBehindASheetGetsNoFocusMove() throws {
        let (fixture, root) = makeScreen()
        let voiceOver = standInForAccessibility(voiceOver: true)
        let sheet = presentSheet(over: root)
        let reason = fixture.tableView.userPresentation.elsewhere
        XCTAssertTrue(
            reason == .coveredByPresentation || reason == .notInWindow, "the list is covered: \(String(describing: reason))")
        voiceOver.resetPosts()

        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()

        assertEmptyStateVisible(fixture.tableView, "precondition: the empty state appeared behind the sheet")
        spinRunLoop(for: Metric.fadeInDuration + 0.2)  // past the fade, when a focus move is posted
        XCTAssertEqual(focusMoves(voiceOver).count, 0, "VoiceOver stays in the sheet")
        XCTAssertEqual(announcements(voiceOver), [], "and hears nothing of the list behind it")

        // The control: once the sheet is gone, the same change moves focus to the title.
        dismissSheet(of: root)
        XCTAssertTrue(fixture.tableView.userPresentation.isUserHere, "precondition: the list is where the user is")
        fixture.dataSource.itemCounts = [2]
        fixture.tableView.reloadData()
        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()
        let view = try fixture.emptyView()
        XCTAssertTrue(waitUntil { self.focusMoves(voiceOver).count == 1 }, "the control: one focus move")
        XCTAssertTrue(focusMoves(voiceOver).first === view.titleLabel, "to the title")
        withExtendedLifetime(sheet) {}
    }

    func testAListBehindASheetAnnouncesNoLoadButItsDelegateHearsTheFailure() {
        let window = makeShownWindow()
        let root = UIViewController()
        window.rootViewController = root
        let tableView = UITableView(frame: root.view.bounds, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        root.view.addSubview(tableView)
        window.layoutIfNeeded()
        let fixture = makeFlowFixture(tableView)
        let voiceOver = standInForAccessibility(voiceOver: true)

        // The control: in front, a load that ends empty is announced.
        fixture.tableView.startLoading()
        XCTAssertTrue(
            waitUntil { self.announcements(voiceOver).contains(PresetLocalization.string(for: .loading)) },
            "the control: 'Loading' is announced where the user is")
        fixture.tableView.endLoading()
        XCTAssertTrue(waitUntil { shownTitle(fixture.tableView) == "Nothing here" }, "precondition: the empty state shows")
        fixture.settle()

        let sheet = presentSheet(over: root)
        voiceOver.resetPosts()

        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { showsLoadingState(fixture.tableView) }, "precondition: the loading state shows")
        fixture.tableView.endLoading()
        XCTAssertTrue(waitUntil { shownTitle(fixture.tableView) == "Nothing here" }, "precondition: the empty state shows")
        fixture.settle()
        XCTAssertEqual(announcements(voiceOver), [], "no 'Loading' and no outcome for a list behind a sheet")

        // Content, then a failed refresh: the delegate is told even behind the sheet (documented),
        // so the app can show the error when the user comes back.
        fixture.dataSource.itemCounts = [2]
        fixture.tableView.reloadData()
        fixture.settle()
        assertEmptyStateHidden(fixture.tableView, "precondition: the rows show")
        fixture.tableView.startLoading()
        fixture.tableView.endLoading(error: LoadError())
        XCTAssertTrue(waitUntil { fixture.spy.failuresWhileShowingContent.count == 1 }, "the delegate hears of the failure")
        fixture.settle()
        XCTAssertEqual(announcements(voiceOver), [])
        dismissSheet(of: root)
        withExtendedLifetime(sheet) {}
    }

    // MARK: - Columns and hidden children

    /// VoiceOver in the other column: the empty state of this one appears without a focus move
    /// and the flow says nothing; with VoiceOver in this column, the same is announced.
    func testAListBesideTheColumnVoiceOverIsInStaysQuiet() {
        let columns = makeColumns()
        let voiceOver = standInForAccessibility(voiceOver: true)
        var focused: UIView? = columns.leadingLabel
        standInForVoiceOverFocus { focused }
        XCTAssertEqual(columns.tableView.userPresentation.elsewhere, .focusBesideList, "precondition: the focus is placed")
        voiceOver.resetPosts()

        columns.tableView.startLoading()
        XCTAssertTrue(waitUntil { showsLoadingState(columns.tableView) }, "precondition: the loading state shows")
        columns.tableView.endLoading()
        XCTAssertTrue(waitUntil { shownTitle(columns.tableView) == "Nothing here" }, "precondition: the empty state shows")
        columns.fixture.settle()
        XCTAssertEqual(announcements(voiceOver), [], "VoiceOver in the other column hears nothing of this one")
        XCTAssertEqual(focusMoves(voiceOver).count, 0)

        // The control: VoiceOver moves into this column (onto the table); the next load is announced.
        focused = columns.tableView
        XCTAssertTrue(columns.tableView.userPresentation.isUserHere, "precondition")
        columns.tableView.startLoading()
        XCTAssertTrue(
            waitUntil { self.announcements(voiceOver).contains(PresetLocalization.string(for: .loading)) },
            "the control: 'Loading' is announced")
        columns.tableView.endLoading()
        columns.fixture.settle()
    }

    /// An empty state (outside the flow) in a column VoiceOver is not in takes no focus.
    func testAnEmptyStateBesideTheColumnVoiceOverIsInTakesNoFocus() throws {
        let window = makeShownWindow()
        let root = UIViewController()
        window.rootViewController = root
        let half = root.view.bounds.width / 2
        let leading = UIViewController()
        let trailing = UIViewController()
        for (child, x) in [(leading, CGFloat(0)), (trailing, half)] {
            root.addChild(child)
            child.view.frame = CGRect(x: x, y: 0, width: half, height: root.view.bounds.height)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
        }
        let label = UILabel(frame: CGRect(x: 10, y: 100, width: half - 20, height: 40))
        leading.view.addSubview(label)
        let tableView = UITableView(frame: trailing.view.bounds, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        trailing.view.addSubview(tableView)
        window.layoutIfNeeded()
        let fixture = makeFixture(for: tableView, in: window, sections: [2])
        let voiceOver = standInForAccessibility(voiceOver: true)
        var focused: UIView? = label
        standInForVoiceOverFocus { focused }
        voiceOver.resetPosts()

        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()
        assertEmptyStateVisible(tableView, "precondition")
        spinRunLoop(for: Metric.fadeInDuration + 0.2)
        XCTAssertEqual(focusMoves(voiceOver).count, 0, "focus stays in the other column")

        // The control: with VoiceOver in this column, the next appearance takes focus.
        focused = tableView
        fixture.dataSource.itemCounts = [2]
        tableView.reloadData()
        fixture.dataSource.itemCounts = [0]
        tableView.reloadData()
        fixture.settle()
        let view = try fixture.emptyView()
        XCTAssertTrue(waitUntil { self.focusMoves(voiceOver).count == 1 }, "the control: one focus move")
        XCTAssertTrue(focusMoves(voiceOver).first === view.titleLabel)
    }

    /// A child whose view is hidden (a container showing another child) is not where the user is.
    func testAListInAHiddenChildStaysQuiet() {
        let columns = makeColumns()
        let voiceOver = standInForAccessibility(voiceOver: true)
        columns.trailing.view.isHidden = true
        XCTAssertEqual(columns.tableView.userPresentation.elsewhere, .hidden, "precondition")
        voiceOver.resetPosts()

        columns.tableView.startLoading()
        XCTAssertTrue(waitUntil { showsLoadingState(columns.tableView) }, "precondition: the loading state shows")
        columns.tableView.endLoading()
        XCTAssertTrue(waitUntil { shownTitle(columns.tableView) == "Nothing here" }, "precondition: the empty state shows")
        columns.fixture.settle()
        XCTAssertEqual(announcements(voiceOver), [], "a hidden child hears nothing")

        // The control: shown again, a load is announced.
        columns.trailing.view.isHidden = false
        columns.tableView.startLoading()
        XCTAssertTrue(
            waitUntil { self.announcements(voiceOver).contains(PresetLocalization.string(for: .loading)) },
            "the control: 'Loading' is announced")
        columns.tableView.endLoading()
        columns.fixture.settle()
    }

    /// A view marked modal for VoiceOver beside the list's screen (a custom alert) keeps VoiceOver in it.
    func testAModalViewBesideTheListKeepsVoiceOverInIt() {
        let (fixture, root) = makeScreen()
        let overlay = UIView(frame: root.view.bounds)
        overlay.accessibilityViewIsModal = true
        root.view.addSubview(overlay)
        XCTAssertEqual(fixture.tableView.userPresentation.elsewhere, .coveredByModalView)
        overlay.isHidden = true
        XCTAssertTrue(fixture.tableView.userPresentation.isUserHere, "a hidden modal view holds nothing")
    }
}
#endif
