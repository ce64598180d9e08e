#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// EmptyDataSet-Swift's closure API (`scrollView.emptyDataSetView { view in … }`), written as its
/// users write it: every chainable method compiles and reaches the view.
@MainActor
final class ClosureAPITests: XCTestCase {
    /// State the closures read and write (a closure given to `emptyDataSetView` is main-actor
    /// isolated, hence sendable: it captures this object, not local variables).
    @MainActor
    private final class Shared {
        var allowed = true
        var display = true
        var useOlderSpelling = false
        var runs = 0
        var log: [String] = []
    }

    /// A weak reference the test reads after the closures that held the object are gone.
    @MainActor
    private final class WeakBox<Value: AnyObject> {
        weak var value: Value?
    }

    // MARK: Helpers

    /// A table with the spy as delegate only (no source: the closure describes the content).
    private func makeTable() -> EmptyDataSetFixture<UITableView> {
        let fixture = makeTableFixture(start: .detached)
        fixture.tableView.emptyDataSetDelegate = fixture.spy
        return fixture
    }

    private func waitShown(
        _ fixture: EmptyDataSetFixture<UITableView>, file: StaticString = #filePath, line: UInt = #line
    ) throws -> EmptyStateView {
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible }, "shown", file: file, line: line)
        return try fixture.layOut(file: file, line: line)
    }

    // MARK: Content

    func testEveryContentMethodMapsToTheView() throws {
        let fixture = makeTable()
        let image = makeImage(color: .blue)
        let buttonImage = makeImage(size: CGSize(width: 16, height: 16), color: .green)
        let buttonBackground = makeImage(size: CGSize(width: 8, height: 8), color: .orange)

        fixture.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "No Messages"))
                .detailLabelString(NSAttributedString(string: "Messages you receive appear here."))
                .image(image)
                .imageTintColor(.systemRed)
                .buttonTitle(NSAttributedString(string: "Compose"), for: .normal)
                .buttonImage(buttonImage, for: .normal)
                .buttonBackgroundImage(buttonBackground, for: .normal)
                .dataSetBackgroundColor(.systemYellow)
                .verticalOffset(40)
                .verticalSpace(17)
                .shouldFadeIn(false)
        }
        let view = try waitShown(fixture)

        XCTAssertEqual(view.titleLabel.attributedText?.string, "No Messages")
        XCTAssertEqual(view.detailLabel.attributedText?.string, "Messages you receive appear here.")
        XCTAssertFalse(view.imageView.isHidden)
        XCTAssertEqual(view.imageView.tintColor, .systemRed)
        XCTAssertEqual(view.imageView.image?.renderingMode, .alwaysTemplate, "tinted")

        XCTAssertFalse(view.primaryButton.isHidden, "the button is a configured button")
        XCTAssertTrue(view.button.isHidden, "1.0's button stays hidden")
        let button = try XCTUnwrap(view.primaryButton.configuration)
        XCTAssertEqual(button.attributedTitle.map { String($0.characters) }, "Compose")
        XCTAssertEqual(button.image, buttonImage)
        XCTAssertEqual(button.background.image, buttonBackground)

        XCTAssertEqual(view.backgroundColor, .systemYellow)
        XCTAssertEqual(view.centerYConstraint.constant, 40, "vertical offset")
        XCTAssertEqual(view.stackView.spacing, 17, "vertical space")
        XCTAssertEqual(view.stackView.customSpacing(after: view.imageView), 17)
        XCTAssertEqual(view.stackView.customSpacing(after: view.titleLabel), 17)
        XCTAssertEqual(view.stackView.customSpacing(after: view.detailLabel), 17)
        XCTAssertEqual(view.alpha, 1)
        XCTAssertNil(opacityAnimation(of: view), "shouldFadeIn(false): no fade")
        XCTAssertEqual(fixture.spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
    }

    /// The spy delegate says no fade (`emptyDataSetShouldFadeIn` is `false`): a closure that does
    /// not call `shouldFadeIn` keeps the delegate's answer, one that calls `shouldFadeIn(true)`
    /// overrides it. A closure API that ignored the call (or the delegate) fails one of the two.
    func testShouldFadeInTrueOverridesTheDelegatesNo() throws {
        let silent = makeTable()
        XCTAssertFalse(silent.spy.shouldFadeIn, "precondition: the delegate says no fade")
        silent.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "Not fading"))
        }
        XCTAssertTrue(waitUntil { silent.tableView.isEmptyDataSetVisible })
        let still = try silent.emptyView()
        XCTAssertNil(opacityAnimation(of: still), "no call: the delegate's no-fade holds")
        XCTAssertEqual(still.alpha, 1)

        let fixture = makeTable()
        fixture.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "Fading")).shouldFadeIn(true)
        }
        var sawFade = false
        XCTAssertTrue(waitUntil {
            if let view = fixture.tableView.emptyDataSetControllerIfPresent?.emptyView, opacityAnimation(of: view) != nil {
                sawFade = true
            }
            return fixture.tableView.isEmptyDataSetVisible
        })
        if let view = fixture.tableView.emptyDataSetControllerIfPresent?.emptyView, opacityAnimation(of: view) != nil {
            sawFade = true
        }
        XCTAssertTrue(sawFade, "shouldFadeIn(true): the 0.25 s fade runs right after the appearance")
    }

    func testButtonValuesForOtherStatesAreIgnored() throws {
        let fixture = makeTable()
        fixture.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "No Messages"))
                .buttonTitle(NSAttributedString(string: "Pressed"), for: .highlighted)
        }
        let view = try waitShown(fixture)

        XCTAssertTrue(view.primaryButton.isHidden, "no normal title: no button")
        XCTAssertTrue(view.button.isHidden)
    }

    func testCustomViewReplacesTheOtherElements() throws {
        let fixture = makeTable()
        let custom = UILabel()
        custom.text = "Custom"
        fixture.keep(custom)
        fixture.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "Hidden by the custom view"))
                .customView(custom)
        }
        let view = try waitShown(fixture)

        XCTAssertTrue(custom.isDescendant(of: view.contentView), "the custom view is the content")
        XCTAssertTrue(view.stackView.isHidden, "the standard elements make way")
    }

    func testImageAnimationRunsOnlyWhenAllowed() throws {
        _ = standInForAccessibility(reduceMotion: false)
        let animation = CABasicAnimation(keyPath: "transform.rotation")
        animation.toValue = Double.pi
        animation.duration = 10
        let shared = Shared()
        let fixture = makeTable()
        fixture.tableView.emptyDataSetView { view in
            view.image(makeImage())
                .imageAnimation(animation)
                .isImageViewAnimateAllowed(shared.allowed)
        }
        let view = try waitShown(fixture)
        func runsRotation() -> Bool {
            (view.imageView.layer.animationKeys() ?? []).contains {
                (view.imageView.layer.animation(forKey: $0) as? CABasicAnimation)?.keyPath == "transform.rotation"
            }
        }
        XCTAssertTrue(runsRotation(), "allowed: the image animates")

        shared.allowed = false
        fixture.tableView.setNeedsUpdateEmptyDataSetConfiguration()

        XCTAssertTrue(waitUntil { !runsRotation() }, "not allowed: no animation")
    }

    // MARK: Behaviour

    /// The delegate refuses touch and scroll; the closure's `true` wins over it (not a default:
    /// the delegate's `false` is what shows without the calls).
    func testTouchAndScrollAllowedOverrideTheDelegate() throws {
        let fixture = makeTable()
        fixture.spy.allowsTouch = false
        fixture.spy.allowsScroll = false
        fixture.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "No Messages"))
                .isTouchAllowed(true)
                .isScrollAllowed(true)
        }
        let view = try waitShown(fixture)

        XCTAssertTrue(view.isUserInteractionEnabled, "isTouchAllowed(true) over the delegate's false")
        XCTAssertTrue(fixture.tableView.isScrollEnabled, "isScrollAllowed(true) over the delegate's false")
    }

    func testTheDelegateDecidesTouchAndScrollWhenTheClosureIsSilent() throws {
        let fixture = makeTable()
        fixture.spy.allowsTouch = false
        fixture.spy.allowsScroll = false
        fixture.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "No Messages"))
        }
        let view = try waitShown(fixture)

        XCTAssertFalse(view.isUserInteractionEnabled, "the delegate's answer")
        XCTAssertFalse(fixture.tableView.isScrollEnabled, "the delegate's answer")
    }

    func testTouchAndScrollNotAllowed() throws {
        let fixture = makeTable()
        fixture.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "No Messages"))
                .isTouchAllowed(false)
                .isScrollAllowed(false)
        }
        let view = try waitShown(fixture)

        XCTAssertFalse(view.isUserInteractionEnabled, "touches pass to the table")
        XCTAssertFalse(fixture.tableView.isScrollEnabled, "scrolling locked while shown")

        fixture.dataSource.itemCounts = [2]
        fixture.tableView.reloadData()
        XCTAssertTrue(waitUntil { !fixture.tableView.isEmptyDataSetVisible })
        XCTAssertTrue(fixture.tableView.isScrollEnabled, "given back when it hides")
    }

    func testShouldDisplayBothSpellings() throws {
        let fixture = makeTable()
        let shared = Shared()
        let tableView = fixture.tableView
        tableView.emptyDataSetView { [weak tableView] view in
            view.titleLabelString(NSAttributedString(string: "No Messages"))
            if shared.useOlderSpelling, let tableView {
                view.shouldDisplay(shared.display, view: tableView)
            } else {
                view.shouldDisplay(shared.display)
            }
        }
        XCTAssertTrue(waitUntil { tableView.isEmptyDataSetVisible }, "shouldDisplay(true)")

        shared.display = false
        tableView.setNeedsUpdateEmptyDataSetConfiguration()
        XCTAssertTrue(waitUntil { !tableView.isEmptyDataSetVisible }, "shouldDisplay(false) hides")

        shared.display = true
        shared.useOlderSpelling = true
        tableView.setNeedsUpdateEmptyDataSetConfiguration()
        XCTAssertTrue(waitUntil { tableView.isEmptyDataSetVisible }, "shouldDisplay(true, view:) shows")

        shared.display = false
        tableView.setNeedsUpdateEmptyDataSetConfiguration()
        XCTAssertTrue(waitUntil { !tableView.isEmptyDataSetVisible }, "shouldDisplay(false, view:) hides")
    }

    func testClosureRunsOnEveryReload() throws {
        let fixture = makeTable()
        let shared = Shared()
        fixture.tableView.emptyDataSetView { view in
            shared.runs += 1
            view.titleLabelString(NSAttributedString(string: "Run \(shared.runs)"))
        }
        _ = try waitShown(fixture)
        drainMainQueue()
        let before = shared.runs

        fixture.tableView.reloadData()

        XCTAssertTrue(waitUntil { shared.runs == before + 1 }, "asked again by the reload")
        XCTAssertTrue(waitUntil { (try? fixture.emptyView().titleLabel.attributedText?.string) == "Run \(before + 1)" })
    }

    // MARK: The whole of EmptyDataSet-Swift's API

    /// An object the closures capture weakly, as EmptyDataSet-Swift's README has apps write them.
    @MainActor
    private final class Screen {
        var log: [String] = []
        var forced = false
        func record(_ entry: String) { log.append(entry) }
    }

    /// Every chainable method EmptyDataSet-Swift has, written as its users write them (a
    /// `[weak self]` closure, closures stored in `() -> Void` variables as well as literals), in
    /// one chain: it compiles unchanged, and what each call set reaches the view or runs.
    func testEveryMethodOfEmptyDataSetSwiftCompilesAndTakesEffect() throws {
        let fixture = makeTable()
        let screen = Screen()
        let image = makeImage(color: .blue)
        let animation = CABasicAnimation(keyPath: "transform.rotation")
        animation.duration = 10
        fixture.spy.onCall = { [weak screen] name, _ in
            if [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear].contains(name) { screen?.record("delegate \(name)") }
        }
        let tableView = fixture.tableView
        tableView.emptyDataSetView { [weak screen, weak tableView] view in
            guard let screen, let tableView else { return }
            let tapped: () -> Void = { [weak screen] in screen?.record("closure tap") }
            let appeared: () -> Void = { [weak screen] in screen?.record("closure didAppear") }
            view.titleLabelString(NSAttributedString(string: "No Messages"))
                .detailLabelString(NSAttributedString(string: "Messages you receive appear here."))
                .image(image)
                .imageTintColor(.systemRed)
                .imageAnimation(animation)
                .buttonTitle(NSAttributedString(string: "Compose"), for: .normal)
                .buttonImage(nil, for: .normal)
                .buttonBackgroundImage(nil, for: .normal)
                .dataSetBackgroundColor(.systemYellow)
                .customView(nil)
                .verticalOffset(12)
                .verticalSpace(9)
                .shouldFadeIn(false)
                .shouldBeForcedToDisplay(screen.forced)  // before shouldDisplay: the later call wins
                .shouldDisplay(true)
                .shouldDisplay(true, view: tableView)
                .isTouchAllowed(true)
                .isScrollAllowed(false)
                .isImageViewAnimateAllowed(false)
                .didTapContentView(tapped)
                .didTapDataButton { screen.record("closure button") }
                .willAppear { screen.record("closure willAppear") }
                .didAppear(appeared)
                .willDisappear { screen.record("closure willDisappear") }
                .didDisappear { screen.record("closure didDisappear") }
        }
        let view = try waitShown(fixture)

        XCTAssertEqual(view.titleLabel.attributedText?.string, "No Messages")
        XCTAssertEqual(view.detailLabel.attributedText?.string, "Messages you receive appear here.")
        XCTAssertEqual(view.imageView.tintColor, .systemRed)
        XCTAssertEqual(view.primaryButton.configuration?.attributedTitle.map { String($0.characters) }, "Compose")
        XCTAssertEqual(view.backgroundColor, .systemYellow)
        XCTAssertEqual(view.centerYConstraint.constant, 12)
        XCTAssertEqual(view.stackView.customSpacing(after: view.titleLabel), 9)
        XCTAssertTrue(view.imageView.layer.animationKeys()?.isEmpty ?? true, "isImageViewAnimateAllowed(false)")
        XCTAssertEqual(
            screen.log, ["delegate willAppear", "closure willAppear", "delegate didAppear", "closure didAppear"],
            "each closure after the delegate's callback")
        screen.log = []

        tap(view.primaryButton) { screen.log.contains("closure button") }
        XCTAssertEqual(screen.log, ["closure button"])
    }

    func testAppearanceClosuresRunAfterTheDelegatesInOrder() throws {
        let fixture = makeTable()
        let shared = Shared()
        fixture.spy.onCall = { name, _ in
            if name.hasSuffix("Appear") || name.hasSuffix("Disappear") { shared.log.append("delegate \(name)") }
        }
        fixture.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "No Messages"))
                .willAppear { shared.log.append("closure willAppear") }
                .didAppear { shared.log.append("closure didAppear") }
                .willDisappear { shared.log.append("closure willDisappear") }
                .didDisappear { shared.log.append("closure didDisappear") }
        }
        _ = try waitShown(fixture)
        XCTAssertEqual(shared.log, ["delegate willAppear", "closure willAppear", "delegate didAppear", "closure didAppear"])
        shared.log = []

        fixture.dataSource.itemCounts = [2]
        fixture.tableView.reloadData()
        XCTAssertTrue(waitUntil { !fixture.tableView.isEmptyDataSetVisible })

        XCTAssertEqual(
            shared.log, ["delegate willDisappear", "closure willDisappear", "delegate didDisappear", "closure didDisappear"])
    }

    /// `shouldBeForcedToDisplay(true)` shows the empty state over rows, as the delegate's method
    /// does, once the closure runs: set with rows, or after `setNeedsUpdateEmptyDataSetConfiguration()`
    /// (a populated list otherwise runs nothing); `false` hides it again.
    func testShouldBeForcedToDisplayShowsItOverRows() throws {
        let fixture = makeTable()
        let shared = Shared()
        fixture.dataSource.itemCounts = [3]
        fixture.tableView.reloadData()
        fixture.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "Syncing"))
                .shouldBeForcedToDisplay(!shared.display)
        }
        drainMainQueue()
        XCTAssertFalse(fixture.tableView.isEmptyDataSetVisible, "rows, not forced: hidden")

        shared.display = false  // forced from now on
        fixture.tableView.setNeedsUpdateEmptyDataSetConfiguration()
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible }, "forced: shown over the rows")
        XCTAssertEqual(try fixture.emptyView().titleLabel.attributedText?.string, "Syncing")

        // A forcing run is asked again on every decision, so a reload alone can end it.
        shared.display = true
        fixture.tableView.reloadData()
        XCTAssertTrue(waitUntil { !fixture.tableView.isEmptyDataSetVisible }, "no longer forced: hidden")
    }

    /// As in EmptyDataSet-Swift (where each call set the view's `isHidden`), the later of
    /// `shouldDisplay` and `shouldBeForcedToDisplay` wins.
    func testTheLaterDisplayCallWins() throws {
        let fixture = makeTable()
        let shared = Shared()
        fixture.dataSource.itemCounts = [1]
        fixture.tableView.reloadData()
        fixture.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "Forced"))
            if shared.display {
                view.shouldDisplay(false).shouldBeForcedToDisplay(true)
            } else {
                view.shouldBeForcedToDisplay(true).shouldDisplay(false)
            }
        }
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible }, "forced last: shown over the row")

        shared.display = false
        fixture.tableView.setNeedsUpdateEmptyDataSetConfiguration()
        XCTAssertTrue(waitUntil { !fixture.tableView.isEmptyDataSetVisible }, "shouldDisplay(false) last: hidden")
    }

    /// EmptyDataSet-Swift's `shouldBeForcedToDisplay(false)` hides its view, also over an empty
    /// list and over the delegate's forcing; so does this one.
    func testShouldBeForcedToDisplayFalseHidesEvenAnEmptyList() throws {
        let fixture = makeTable()
        let shared = Shared()
        fixture.tableView.emptyDataSetView { view in
            shared.runs += 1
            view.titleLabelString(NSAttributedString(string: "No Messages"))
            if !shared.display { view.shouldBeForcedToDisplay(false) }
        }
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible }, "precondition: empty, not called: shown")

        shared.display = false
        fixture.tableView.setNeedsUpdateEmptyDataSetConfiguration()
        XCTAssertTrue(waitUntil { !fixture.tableView.isEmptyDataSetVisible }, "false hides the empty list's state")

        fixture.spy.isForcedToDisplay = true
        let reloads = fixture.signalCount(.reloadHook)
        let decisions = fixture.spy.count(of: "shouldBeForcedToDisplay")
        let runs = shared.runs
        fixture.tableView.reloadData()
        drainMainQueue()
        // The path ran: the reload reached the empty state, a decision asked the delegate (which
        // forces), and the forcing ran the closure before counting; its `false` decided.
        XCTAssertGreaterThan(fixture.signalCount(.reloadHook), reloads, "precondition: the reload reached it")
        XCTAssertGreaterThan(fixture.spy.count(of: "shouldBeForcedToDisplay"), decisions, "precondition: a decision ran")
        XCTAssertGreaterThan(shared.runs, runs, "precondition: the delegate's forcing ran the closure")
        XCTAssertFalse(fixture.tableView.isEmptyDataSetVisible, "and wins over the delegate's forcing")
    }

    /// Row changes of a populated table run the closure not at all (EmptyDataSet-Swift ran it
    /// only to show its view): the items are counted first. The closure's own count says so,
    /// and the hooks' tally says the changes did reach the empty state.
    func testAPopulatedTableRunsTheClosureForNoRowChange() throws {
        let fixture = makeTable()
        let shared = Shared()
        let tableView = fixture.tableView
        fixture.dataSource.itemCounts = [3]
        tableView.reloadData()
        tableView.emptyDataSetView { view in
            shared.runs += 1
            view.titleLabelString(NSAttributedString(string: "No Messages"))
        }
        drainMainQueue()
        XCTAssertFalse(tableView.isEmptyDataSetVisible, "precondition: rows")
        let runs = shared.runs
        XCTAssertLessThanOrEqual(runs, 1, "at most the one run when the closure was set")
        let itemChanges = signalCount(.itemChangeHook, in: tableView)
        let reloads = signalCount(.reloadHook, in: tableView)
        let sizeChanges = signalCount(.contentSize, in: tableView)
        let decisions = fixture.spy.count(of: "shouldBeForcedToDisplay")

        tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        drainMainQueue()
        fixture.dataSource.itemCounts = [4]
        tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        drainMainQueue()
        tableView.reloadSections(IndexSet(integer: 0), with: .none)
        drainMainQueue()
        tableView.reloadData()
        drainMainQueue()
        tableView.contentSize = CGSize(width: tableView.bounds.width, height: 900)
        drainMainQueue()

        XCTAssertGreaterThanOrEqual(signalCount(.itemChangeHook, in: tableView) - itemChanges, 2, "precondition: the insert and the section reload reached it")
        XCTAssertGreaterThan(signalCount(.reloadHook, in: tableView) - reloads, 0, "precondition: the reload reached it")
        XCTAssertGreaterThan(signalCount(.contentSize, in: tableView), sizeChanges, "precondition: the size change reached it")
        // Each decision asks the delegate whether it forces, first: decisions ran and counted
        // the rows, without the closure.
        XCTAssertGreaterThan(fixture.spy.count(of: "shouldBeForcedToDisplay"), decisions, "precondition: decisions ran")
        XCTAssertEqual(shared.runs, runs, "no run for rows that stay")
        XCTAssertFalse(tableView.isEmptyDataSetVisible)

        // The rows go: the closure runs for the empty state's content.
        fixture.dataSource.itemCounts = [0]
        tableView.reloadData()
        XCTAssertTrue(waitUntil { tableView.isEmptyDataSetVisible })
        XCTAssertGreaterThan(shared.runs, runs, "it runs to show the state")
    }

    /// A decision that re-renders nothing — a content-size change while the forced state shows —
    /// reads the shown run's answer instead of running the closure; a reload runs it afresh.
    func testAContentSizeDecisionOverAForcedStateRunsNothing() throws {
        let fixture = makeTable()
        let shared = Shared()
        let tableView = fixture.tableView
        fixture.dataSource.itemCounts = [3]
        tableView.reloadData()
        tableView.emptyDataSetView { view in
            shared.runs += 1
            view.titleLabelString(NSAttributedString(string: "Run \(shared.runs)")).shouldBeForcedToDisplay(true)
        }
        XCTAssertTrue(waitUntil { tableView.isEmptyDataSetVisible }, "precondition: forced over rows")
        drainMainQueue()
        let runs = shared.runs
        let contentSizes = signalCount(.contentSize, in: tableView)

        for step in 1...3 {
            tableView.contentSize = CGSize(width: tableView.bounds.width, height: 600 + CGFloat(step) * 40)
            drainMainQueue()
        }

        XCTAssertGreaterThanOrEqual(signalCount(.contentSize, in: tableView) - contentSizes, 3, "precondition: the changes reached it")
        XCTAssertEqual(shared.runs, runs, "the shown run's answer serves the content-size decisions")
        XCTAssertTrue(tableView.isEmptyDataSetVisible)

        tableView.reloadData()
        XCTAssertTrue(waitUntil { shared.runs == runs + 1 }, "a reload runs it once, for the new content")
        XCTAssertTrue(waitUntil { (try? fixture.emptyView().titleLabel.attributedText?.string) == "Run \(runs + 1)" })
    }

    // MARK: Layered over a source

    /// As in EmptyDataSet-Swift, the closure overrides what it sets; the source set alongside
    /// provides the rest.
    func testTheClosureOverridesTheSourceWhereItSetsSomething() throws {
        let fixture = makeTableFixture(start: .detached) { spy in
            spy.titleText = "From the source"
            spy.detailText = "The source's detail"
            spy.background = .systemTeal
        }
        fixture.tableView.emptyDataSetSource = fixture.spy
        fixture.tableView.emptyDataSetDelegate = fixture.spy
        fixture.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "From the closure"))
        }
        let view = try waitShown(fixture)

        XCTAssertEqual(view.titleLabel.attributedText?.string, "From the closure", "the closure's title wins")
        XCTAssertEqual(view.detailLabel.attributedText?.string, "The source's detail", "the source provides the rest")
        XCTAssertEqual(view.backgroundColor, .systemTeal)
        XCTAssertGreaterThan(fixture.spy.count(of: "description"), 0, "the source was asked")
    }

    // MARK: Memory

    /// Something a run of the closure made and only its tap closures hold.
    private final class Token {}

    /// Weak references to every token the closure's runs made, in run order.
    @MainActor
    private final class TokenLog {
        var tokens: [WeakBox<Token>] = []
        var alive: Int { tokens.filter { $0.value != nil }.count }

        func make() -> Token {
            let token = Token()
            let box = WeakBox<Token>()
            box.value = token
            tokens.append(box)
            return token
        }
    }

    /// The tap and appearance closures of the shown state are let go when it hides: what they
    /// captured is released (the closure itself is kept, to describe the next state). Every run
    /// makes its own token, so each is followed on its own: the shown run's is kept while the
    /// state shows, and none survives the hiding.
    func testTapClosuresAreReleasedWhenTheStateHides() throws {
        let fixture = makeTable()
        let log = TokenLog()
        fixture.tableView.emptyDataSetView { view in
            let run = log.tokens.count
            let token = log.make()
            view.titleLabelString(NSAttributedString(string: "Run \(run)"))
                .didTapContentView { _ = token }
                .didTapDataButton { _ = token }
        }
        let view = try waitShown(fixture)
        drainMainQueue()  // any later pass has run: the title below is the shown run's
        let controller = try XCTUnwrap(fixture.tableView.emptyDataSetControllerIfPresent)
        let layer = try XCTUnwrap(controller.closureLayer)
        XCTAssertNotNil(layer.shownRun, "the shown run is kept while the state shows")
        // The run whose content shows names itself in the title.
        let title = try XCTUnwrap(view.titleLabel.attributedText?.string)
        let shownIndex = try XCTUnwrap(Int(title.dropFirst("Run ".count)), "the shown run's title: \(title)")
        let shownToken = log.tokens[shownIndex]
        XCTAssertNotNil(shownToken.value, "the shown run's token is alive while the state shows (its taps may run)")

        fixture.dataSource.itemCounts = [2]
        fixture.tableView.reloadData()
        XCTAssertTrue(waitUntil { !fixture.tableView.isEmptyDataSetVisible })

        XCTAssertNil(layer.shownRun, "the shown run is dropped once the state disappeared")
        XCTAssertTrue(waitUntil { shownToken.value == nil }, "the shown run's token is released")
        XCTAssertTrue(waitUntil { log.alive == 0 }, "no run's token outlives the hiding (\(log.alive) left)")
    }

    func testReplacingTheClosureAPILetsGoOfIt() throws {
        let fixture = makeTable()
        let weakToken = WeakBox<Token>()
        do {  // the test's own reference ends with this scope
            let token = Token()
            weakToken.value = token
            fixture.tableView.emptyDataSetView { [token] view in
                _ = token
                view.titleLabelString(NSAttributedString(string: "No Messages"))
            }
        }
        _ = try waitShown(fixture)
        XCTAssertNotNil(weakToken.value, "the closure API keeps its closure")
        let controller = try XCTUnwrap(fixture.tableView.emptyDataSetControllerIfPresent)
        XCTAssertNotNil(controller.closureLayer)

        fixture.tableView.emptyDataSetConfigurationProvider = nil

        XCTAssertNil(controller.closureLayer, "the closure API is gone with its provider")
        XCTAssertTrue(waitUntil { weakToken.value == nil }, "and what its closure captured is released")
        XCTAssertTrue(waitUntil { !fixture.tableView.isEmptyDataSetVisible })
    }

    // MARK: Taps

    func testDidTapContentViewRunsAfterTheDelegate() throws {
        let fixture = makeTable()
        let shared = Shared()
        fixture.spy.onCall = { name, _ in shared.log.append("delegate \(name)") }
        let (view, taps) = try RecognizerActions.recording {
            fixture.tableView.emptyDataSetView { view in
                view.titleLabelString(NSAttributedString(string: "No Messages"))
                    .didTapContentView { shared.log.append("closure contentView") }
            }
            return try waitShown(fixture)
        }
        shared.log = []

        // What the content's tap recognizer was wired to, performed as UIKit does on a tap
        // (UIKit cannot synthesize a touch in a unit test; see InteractionTests).
        try RecognizerActions.performTap(on: view, recorded: taps)

        XCTAssertEqual(shared.log, ["delegate didTapView", "closure contentView"])
    }

    func testDidTapDataButtonRunsAfterTheDelegate() throws {
        let fixture = makeTable()
        let shared = Shared()
        fixture.spy.onCall = { name, _ in shared.log.append("delegate \(name)") }
        fixture.tableView.emptyDataSetView { view in
            view.titleLabelString(NSAttributedString(string: "No Messages"))
                .buttonTitle(NSAttributedString(string: "Compose"), for: .normal)
                .didTapDataButton { shared.log.append("closure dataButton") }
        }
        let view = try waitShown(fixture)
        XCTAssertFalse(view.primaryButton.isHidden, "precondition: the button shows")
        shared.log = []

        tap(view.primaryButton) { shared.log.contains("closure dataButton") }

        XCTAssertEqual(shared.log, ["delegate didTapButton", "closure dataButton"])
    }

    func testTapClosuresWorkWithoutADelegate() throws {
        let fixture = makeTableFixture(start: .detached)
        let shared = Shared()
        let (view, taps) = try RecognizerActions.recording {
            fixture.tableView.emptyDataSetView { view in
                view.titleLabelString(NSAttributedString(string: "No Messages"))
                    .buttonTitle(NSAttributedString(string: "Compose"), for: .normal)
                    .didTapContentView { shared.log.append("view") }
                    .didTapDataButton { shared.log.append("button") }
            }
            return try waitShown(fixture)
        }

        tap(view.primaryButton) { shared.log.contains("button") }
        try RecognizerActions.performTap(on: view, recorded: taps)

        XCTAssertEqual(shared.log, ["button", "view"])
    }
}

/// The target/action pairs given to gesture recognizers while a body runs, recorded through
/// `addTarget(_:action:)` (the only way in; UIKit offers no way to read them back), so a test can
/// perform what the empty state's tap recognizer really was wired to.
@MainActor
enum RecognizerActions {
    struct Pair {
        let recognizer: UIGestureRecognizer
        let target: AnyObject
        let action: Selector
    }

    private typealias AddTargetIMP = @convention(c) (UIGestureRecognizer, Selector, AnyObject, Selector) -> Void

    /// Written by the recording implementation, which UIKit calls on the main thread while `body` runs.
    nonisolated(unsafe) private static var recorded: [Pair] = []

    static func recording<T>(_ body: () throws -> T) throws -> (T, [Pair]) {
        let selector = #selector(UIGestureRecognizer.addTarget(_:action:))
        let method = try XCTUnwrap(class_getInstanceMethod(UIGestureRecognizer.self, selector))
        let originalIMP = method_getImplementation(method)
        method_setImplementation(method, recordingIMP(original: originalIMP, selector: selector))
        defer { method_setImplementation(method, originalIMP) }
        recorded = []
        defer { recorded = [] }
        let result = try body()
        return (result, recorded)
    }

    /// Performs the pairs of `view`'s one content tap recognizer as UIKit does on recognition.
    static func performTap(
        on view: EmptyStateView, recorded pairs: [Pair], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let taps = (view.contentView.gestureRecognizers ?? []).compactMap { $0 as? UITapGestureRecognizer }
        let recognizer = try XCTUnwrap(taps.first, "a tap recognizer on the content", file: file, line: line)
        XCTAssertTrue(recognizer.isEnabled, file: file, line: line)
        let wired = pairs.filter { $0.recognizer === recognizer }
        XCTAssertEqual(wired.count, 1, "one action on the content's tap recognizer", file: file, line: line)
        for pair in wired { _ = pair.target.perform(pair.action, with: recognizer) }
    }

    nonisolated private static func recordingIMP(original: IMP, selector: Selector) -> IMP {
        let original = unsafeBitCast(original, to: AddTargetIMP.self)
        let block: @convention(block) (UIGestureRecognizer, AnyObject, Selector) -> Void = { recognizer, target, action in
            recorded.append(Pair(recognizer: recognizer, target: target, action: action))
            original(recognizer, selector, target, action)
        }
        return imp_implementationWithBlock(block)
    }
}
#endif
