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

        // The control: in front, a load that ends empty is announced, and so is its outcome (the
        // flow's announcement of the title, or the empty state's focus move to it).
        fixture.tableView.startLoading()
        XCTAssertTrue(
            waitUntil { self.announcements(voiceOver).contains(PresetLocalization.string(for: .loading)) },
            "the control: 'Loading' is announced where the user is")
        voiceOver.resetPosts()
        fixture.tableView.endLoading()
        XCTAssertTrue(waitUntil { shownTitle(fixture.tableView) == "Nothing here" }, "precondition: the empty state shows")
        XCTAssertTrue(
            waitUntil(timeout: Metric.fadeInDuration + 2) {
                self.announcements(voiceOver).contains("Nothing here") || !self.focusMoves(voiceOver).isEmpty
            }, "the control: the outcome reaches VoiceOver where the user is")
        fixture.settle()

        let sheet = presentSheet(over: root)
        voiceOver.resetPosts()

        fixture.tableView.startLoading()
        XCTAssertTrue(waitUntil { showsLoadingState(fixture.tableView) }, "precondition: the loading state shows")
        fixture.tableView.endLoading()
        XCTAssertTrue(waitUntil { shownTitle(fixture.tableView) == "Nothing here" }, "precondition: the empty state shows")
        fixture.settle()
        spinRunLoop(for: Metric.fadeInDuration + 0.2)  // past the fade, when an outcome would be told
        XCTAssertEqual(announcements(voiceOver), [], "no 'Loading' and no outcome for a list behind a sheet")
        XCTAssertEqual(focusMoves(voiceOver).count, 0, "and no focus move to it")

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
        spinRunLoop(for: Metric.fadeInDuration + 0.2)
        XCTAssertEqual(announcements(voiceOver), [], "nothing is said behind the sheet")
        XCTAssertEqual(focusMoves(voiceOver).count, 0)

        // The control, in the same fixture once the sheet is gone: emptied, a load that fails is
        // heard — so the stand-in still records what this list tells VoiceOver, and the silence
        // above is the sheet's doing.
        dismissSheet(of: root)
        XCTAssertTrue(fixture.tableView.userPresentation.isUserHere, "precondition: the list is where the user is")
        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()
        spinRunLoop(for: Metric.fadeInDuration + 0.2)
        voiceOver.resetPosts()
        fixture.tableView.startLoading()
        XCTAssertTrue(
            waitUntil { self.announcements(voiceOver).contains(PresetLocalization.string(for: .loading)) },
            "the control: 'Loading' is announced in front")
        voiceOver.resetPosts()
        fixture.tableView.endLoading(error: LoadError())
        XCTAssertTrue(
            waitUntil(timeout: Metric.fadeInDuration + 2) {
                !self.announcements(voiceOver).isEmpty || !self.focusMoves(voiceOver).isEmpty
            }, "the control: the failure's outcome reaches VoiceOver in front")
        fixture.settle()
        withExtendedLifetime(sheet) {}
    }

    // MARK: - Columns and hidden children

    /// VoiceOver in the other column of an expanded split view: the empty state of this one
    /// appears without a focus move and the flow says nothing; with VoiceOver in this column, the
    /// same is announced.
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

    /// An empty state (outside the flow) in the column of an expanded split view VoiceOver is not
    /// in takes no focus.
    func testAnEmptyStateBesideTheColumnVoiceOverIsInTakesNoFocus() throws {
        let columns = makeColumns(flow: false)
        let fixture = columns.fixture
        let voiceOver = standInForAccessibility(voiceOver: true)
        var focused: UIView? = columns.leadingLabel
        standInForVoiceOverFocus { focused }
        XCTAssertEqual(fixture.tableView.userPresentation.focus, .besideList, "precondition: the focus is placed")
        voiceOver.resetPosts()

        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()
        assertEmptyStateVisible(fixture.tableView, "precondition")
        spinRunLoop(for: Metric.fadeInDuration + 0.2)
        XCTAssertEqual(focusMoves(voiceOver).count, 0, "focus stays in the other column")

        // The control: with VoiceOver in this column, the next appearance takes focus.
        focused = fixture.tableView
        fixture.dataSource.itemCounts = [2]
        fixture.tableView.reloadData()
        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()
        let view = try fixture.emptyView()
        XCTAssertTrue(waitUntil { self.focusMoves(voiceOver).count == 1 }, "the control: one focus move")
        XCTAssertTrue(focusMoves(voiceOver).first === view.titleLabel)
    }

    /// VoiceOver in a search field being edited in the other column (a sidebar's search, whose
    /// results the list shows): typing is checked before the beside verdict, so the title is
    /// announced (focus stays in the field); on a plain element of that column, nothing is said.
    func testASearchFieldInTheOtherColumnHearsTheTitle() throws {
        let columns = makeColumns(flow: false)
        let fixture = columns.fixture
        let field = EditingTextField(frame: CGRect(x: 10, y: 160, width: 200, height: 36))
        columns.leading.view.addSubview(field)
        let voiceOver = standInForAccessibility(voiceOver: true)
        var focused: UIView = columns.leadingLabel
        standInForVoiceOverFocus { focused }
        XCTAssertEqual(fixture.tableView.userPresentation.focus, .besideList, "precondition: the label is beside the list")
        focused = field
        XCTAssertEqual(fixture.tableView.userPresentation.focus, .unknown, "the path: typing is never beside the list")
        voiceOver.resetPosts()

        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()
        XCTAssertTrue(waitUntil { self.announcements(voiceOver) == ["Nothing here"] }, "the title is announced")
        spinRunLoop(for: Metric.fadeInDuration + 0.2)
        XCTAssertEqual(announcements(voiceOver), ["Nothing here"], "once")
        XCTAssertEqual(focusMoves(voiceOver).count, 0, "focus stays in the search field")

        // The control: on the label of that column, the next appearance says nothing.
        focused = columns.leadingLabel
        fixture.dataSource.itemCounts = [2]
        fixture.tableView.reloadData()
        fixture.settle()
        voiceOver.resetPosts()
        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()
        assertEmptyStateVisible(fixture.tableView, "precondition")
        spinRunLoop(for: Metric.fadeInDuration + 0.2)
        XCTAssertEqual(announcements(voiceOver), [], "the control: nothing beside the list")
        XCTAssertEqual(focusMoves(voiceOver).count, 0)
    }

    /// VoiceOver reading a read-only text view in the other column — a `UITextInput`, first
    /// responder for its selection — is beside the list: nothing is said of it (the old rule
    /// counted any text input and announced the title while the user read). The same column with
    /// a disabled field, and with an editable field not being edited, is beside it too.
    func testReadingATextViewInTheOtherColumnKeepsTheListQuiet() throws {
        let columns = makeColumns(flow: false)
        let fixture = columns.fixture
        let textView = SelectedReadOnlyTextView(frame: CGRect(x: 10, y: 160, width: 200, height: 120), text: "Notes")
        let disabled = EditingTextField(frame: CGRect(x: 10, y: 300, width: 200, height: 36))
        disabled.isEnabled = false
        let idle = UITextField(frame: CGRect(x: 10, y: 350, width: 200, height: 36))
        for view in [textView, disabled, idle] as [UIView] { columns.leading.view.addSubview(view) }
        let voiceOver = standInForAccessibility(voiceOver: true)
        var focused: UIView = disabled
        standInForVoiceOverFocus { focused }
        XCTAssertEqual(fixture.tableView.userPresentation.focus, .besideList, "a disabled field takes no typing")
        focused = idle
        XCTAssertEqual(fixture.tableView.userPresentation.focus, .besideList, "a field not being edited")
        focused = textView
        XCTAssertEqual(fixture.tableView.userPresentation.focus, .besideList, "the path: a read-only text view is read")
        voiceOver.resetPosts()

        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()
        assertEmptyStateVisible(fixture.tableView, "precondition")
        spinRunLoop(for: Metric.fadeInDuration + 0.2)
        XCTAssertEqual(announcements(voiceOver), [], "nothing is said while the user reads beside the list")
        XCTAssertEqual(focusMoves(voiceOver).count, 0, "focus stays in the text view")
    }

    // MARK: - Typing in an app's own editor

    /// An editor that is neither a field nor a text view — a bare `UIKeyInput`, as WebKit's
    /// content view is while a web form field is edited — being typed in on the list's screen:
    /// the title is announced and focus stays in the editor, with VoiceOver on the editor and with
    /// VoiceOver on an element that is no view (the keyboard's keys, a web page's element), where
    /// the window's first responder decides. The control: once the editor resigns, the same
    /// change moves focus to the title.
    func testTypingInAnAppsOwnKeyInputKeepsFocus() throws {
        let (fixture, root) = makeScreen()
        let editor = EditingKeyInputView(frame: CGRect(x: 10, y: 100, width: 200, height: 36))
        root.view.addSubview(editor)
        let voiceOver = standInForAccessibility(voiceOver: true)
        let keyboardKey = NSObject()
        var focused: Any = editor
        standInForVoiceOverFocus { focused }
        XCTAssertTrue(fixture.tableView.isTyping(in: editor), "the path: a first-responder key input is typed in")
        XCTAssertTrue(fixture.tableView.userPresentation.isUserHere, "precondition")
        voiceOver.resetPosts()

        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()
        XCTAssertTrue(waitUntil { self.announcements(voiceOver) == ["Nothing here"] }, "the title is announced")
        spinRunLoop(for: Metric.fadeInDuration + 0.2)
        XCTAssertEqual(announcements(voiceOver), ["Nothing here"], "once")
        XCTAssertEqual(focusMoves(voiceOver).count, 0, "focus stays in the editor")

        // VoiceOver on an element that is no view: the window's first responder is found.
        focused = keyboardKey
        XCTAssertEqual(fixture.tableView.userPresentation.focus, .unknown, "precondition: no view holds the focus")
        fixture.dataSource.itemCounts = [2]
        fixture.tableView.reloadData()
        fixture.settle()
        voiceOver.resetPosts()
        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()
        XCTAssertTrue(
            waitUntil { self.announcements(voiceOver) == ["Nothing here"] }, "announced: the first responder is typed in")
        spinRunLoop(for: Metric.fadeInDuration + 0.2)
        XCTAssertEqual(focusMoves(voiceOver).count, 0, "focus stays on the keyboard")

        // The control: the editor resigned; the same change moves focus to the title.
        editor.isEditing = false
        XCTAssertFalse(fixture.tableView.isTyping(in: editor), "precondition: not typed in")
        fixture.dataSource.itemCounts = [2]
        fixture.tableView.reloadData()
        fixture.settle()
        voiceOver.resetPosts()
        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()
        let view = try fixture.emptyView()
        XCTAssertTrue(waitUntil { self.focusMoves(voiceOver).count == 1 }, "the control: one focus move")
        XCTAssertTrue(focusMoves(voiceOver).first === view.titleLabel, "to the title")
        XCTAssertEqual(announcements(voiceOver), [], "nothing announced instead")
    }

    // MARK: - Other children of the list's screen

    /// A screen whose root view controller holds a filter child (a bar at the top, with a label
    /// and a text field) above a list child (a table with two rows): two children of a container
    /// that is not a split view, both parts of one screen.
    /// With `editing`, the text field is being edited (``EditingTextField``).
    private func makeFilteredList(editing: Bool = false)
        -> (fixture: EmptyDataSetFixture<UITableView>, filterLabel: UILabel, searchField: UITextField)
    {
        let window = makeShownWindow()
        let root = UIViewController()
        window.rootViewController = root
        let filter = UIViewController()
        let list = UIViewController()
        let bounds = root.view.bounds
        for (child, frame) in [
            (filter, CGRect(x: 0, y: 0, width: bounds.width, height: 88)),
            (list, CGRect(x: 0, y: 88, width: bounds.width, height: bounds.height - 88)),
        ] {
            root.addChild(child)
            child.view.frame = frame
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
        }
        let label = UILabel(frame: CGRect(x: 10, y: 4, width: 200, height: 36))
        label.text = "Unread"
        filter.view.addSubview(label)
        let fieldFrame = CGRect(x: 10, y: 48, width: bounds.width - 20, height: 36)
        let field = editing ? EditingTextField(frame: fieldFrame) : UITextField(frame: fieldFrame)
        filter.view.addSubview(field)
        let tableView = UITableView(frame: list.view.bounds, style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        list.view.addSubview(tableView)
        window.layoutIfNeeded()
        return (makeFixture(for: tableView, in: window, sections: [2]), label, field)
    }

    /// VoiceOver on a filter bar in a sibling child above the list (a container that is not a
    /// split view): the list is on the user's screen, and its empty state takes focus once.
    func testAFilterChildAboveTheListDoesNotSilenceIt() throws {
        let (fixture, filterLabel, _) = makeFilteredList()
        let voiceOver = standInForAccessibility(voiceOver: true)
        standInForVoiceOverFocus { filterLabel }
        XCTAssertEqual(
            fixture.tableView.userPresentation.focus, .withList,
            "the path: focus in the sibling child counts as the list's screen, not as beside it")
        voiceOver.resetPosts()

        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()
        let view = try fixture.emptyView()
        XCTAssertTrue(waitUntil { self.focusMoves(voiceOver).count == 1 }, "one focus move")
        spinRunLoop(for: Metric.fadeInDuration + 0.2)
        XCTAssertEqual(focusMoves(voiceOver).count, 1, "exactly one")
        XCTAssertTrue(focusMoves(voiceOver).first === view.titleLabel, "to the title")
    }

    /// VoiceOver in a search field being edited in a sibling child: the typing path is reached —
    /// focus stays in the field and the title is announced, queued after the echo of the typing.
    func testASearchFieldInASiblingChildHearsTheTitle() throws {
        let (fixture, _, searchField) = makeFilteredList(editing: true)
        let voiceOver = standInForAccessibility(voiceOver: true)
        standInForVoiceOverFocus { searchField }
        XCTAssertEqual(fixture.tableView.userPresentation.focus, .unknown, "the path: typing is never beside the list")
        XCTAssertTrue(fixture.tableView.userPresentation.isUserHere, "precondition")
        voiceOver.resetPosts()

        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()
        XCTAssertTrue(waitUntil { self.announcements(voiceOver) == ["Nothing here"] }, "the title is announced")
        spinRunLoop(for: Metric.fadeInDuration + 0.2)
        XCTAssertEqual(announcements(voiceOver), ["Nothing here"], "once")
        XCTAssertEqual(focusMoves(voiceOver).count, 0, "focus stays in the search field")
    }

    // MARK: - Below a tall header

    /// iPhone landscape (300 pt tall) with a 400 pt table header: the empty state lies below the
    /// window's bounds, but the list is on screen, so VoiceOver is told (it scrolls to the title).
    func testAnEmptyStateBelowATallHeaderTakesFocus() throws {
        let window = makeShownWindow(frame: CGRect(x: 0, y: 0, width: 667, height: 300))
        let root = UIViewController()
        window.rootViewController = root
        let tableView = UITableView(frame: root.view.bounds, style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 667, height: 400))
        tableView.tableHeaderView = header
        header.frame = CGRect(x: 0, y: 0, width: 667, height: 400)
        root.view.addSubview(tableView)
        window.layoutIfNeeded()
        let fixture = makeFixture(for: tableView, in: window, sections: [2])
        let voiceOver = standInForAccessibility(voiceOver: true)
        XCTAssertEqual(header.frame.height, 400, "precondition: the header is taller than the window")
        voiceOver.resetPosts()

        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()
        let view = try fixture.emptyView()
        XCTAssertTrue(fixture.tableView.userPresentation.isUserHere, "precondition: the list is on screen")
        XCTAssertFalse(
            view.convert(view.bounds, to: window).intersects(window.bounds),
            "the path: the empty state itself lies outside the window's bounds (frame \(view.frame))")
        XCTAssertTrue(waitUntil { self.focusMoves(voiceOver).count == 1 }, "one focus move")
        XCTAssertTrue(focusMoves(voiceOver).first === view.titleLabel, "to the title")
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

    /// A view marked modal for VoiceOver beside the list's screen (a custom alert) keeps VoiceOver
    /// in it: the list's empty state appears without a focus move; once the modal view is hidden,
    /// the same change moves focus.
    func testAModalViewBesideTheListKeepsVoiceOverInIt() throws {
        let (fixture, root) = makeScreen()
        let voiceOver = standInForAccessibility(voiceOver: true)
        let overlay = UIView(frame: root.view.bounds)
        overlay.accessibilityViewIsModal = true
        root.view.addSubview(overlay)
        XCTAssertEqual(fixture.tableView.userPresentation.elsewhere, .coveredByModalView, "the path")
        voiceOver.resetPosts()

        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()
        assertEmptyStateVisible(fixture.tableView, "precondition: the empty state appeared under the modal view")
        spinRunLoop(for: Metric.fadeInDuration + 0.2)  // past the fade, when a focus move is posted
        XCTAssertEqual(focusMoves(voiceOver).count, 0, "VoiceOver stays in the modal view")
        XCTAssertEqual(announcements(voiceOver), [])

        // The control: a hidden modal view holds nothing; the same change moves focus once.
        overlay.isHidden = true
        XCTAssertTrue(fixture.tableView.userPresentation.isUserHere, "precondition: a hidden modal view holds nothing")
        fixture.dataSource.itemCounts = [2]
        fixture.tableView.reloadData()
        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()
        let view = try fixture.emptyView()
        XCTAssertTrue(waitUntil { self.focusMoves(voiceOver).count == 1 }, "the control: one focus move")
        XCTAssertTrue(focusMoves(voiceOver).first === view.titleLabel, "to the title")
    }
}
#endif
