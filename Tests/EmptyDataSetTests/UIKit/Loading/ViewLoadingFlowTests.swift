#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The loading flow for any view (``EmptyDataSetLoadingController``): decided on the next turn of
/// the main queue, nothing before the first load, the loading, empty and error placeholders over
/// the view, none over content, and what VoiceOver hears.
@MainActor
final class ViewLoadingFlowTests: XCTestCase {
    private final class Model {
        var hasContent = false
        var contentAsks = 0
    }

    private struct Setup {
        let window: UIWindow
        let card: UIView
        let model: Model
        let controller: EmptyDataSetLoadingController
    }

    private func makeSetup(card: UIView = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 300)), emptyConfiguration: Bool = true) -> Setup {
        let window = makeShownWindow()
        window.addSubview(card)
        let model = Model()
        let controller = EmptyDataSetLoadingController(view: card) { [weak model] in
            model?.contentAsks += 1
            return model?.hasContent ?? false
        }
        var options = EmptyDataSetLoadingOptions()
        options.showDelay = 0
        options.minimumDisplayDuration = 0
        if emptyConfiguration {
            var empty = EmptyDataSetConfiguration.empty()
            empty.text = "No Profile"
            options.empty.configuration = empty
        }
        controller.options = options
        drainMainQueue()
        addTeardownBlock { MainActor.assumeIsolated { window.isHidden = true } }
        return Setup(window: window, card: card, model: model, controller: controller)
    }

    private func title(_ setup: Setup) -> String? {
        setup.controller.placeholderView?.emptyView.titleLabel.attributedText?.string
    }

    func testNothingShowsBeforeTheFirstLoad() {
        let setup = makeSetup()
        XCTAssertNil(setup.controller.placeholderView)
        XCTAssertEqual(setup.controller.phase, .undetermined)
        XCTAssertTrue(setup.card.subviews.isEmpty)
    }

    func testLoadingThenEmptyThenContentEachDecidedOnTheNextTurn() throws {
        let setup = makeSetup()
        let decisions = setup.controller.decisionCount
        setup.controller.startLoading()
        XCTAssertNil(setup.controller.placeholderView, "not inside the call")
        XCTAssertEqual(setup.controller.decisionCount, decisions)
        drainMainQueue()
        XCTAssertEqual(setup.controller.phase, .loading)
        XCTAssertEqual(title(setup), PresetLocalization.string(for: .loading))
        let placeholder = try XCTUnwrap(setup.controller.placeholderView)
        XCTAssertTrue(placeholder.superview === setup.card)
        XCTAssertTrue(setup.card.subviews.last === placeholder, "in front of the view's content")
        setup.card.layoutIfNeeded()
        XCTAssertEqual(placeholder.frame, setup.card.bounds, "it fills the view")

        setup.controller.endLoading()
        drainMainQueue()
        XCTAssertEqual(setup.controller.phase, .empty)
        XCTAssertEqual(title(setup), "No Profile")
        XCTAssertTrue(setup.controller.placeholderView === placeholder, "updated in place")

        setup.model.hasContent = true
        setup.controller.setNeedsUpdate()
        drainMainQueue()
        XCTAssertEqual(setup.controller.phase, .content)
        XCTAssertNil(setup.controller.placeholderView)
        XCTAssertNil(placeholder.superview, "no placeholder over content")
    }

    func testEndingAndFillingInOneTurnNeverShowsTheEmptyState() {
        let setup = makeSetup()
        setup.controller.startLoading()
        drainMainQueue()
        let decisions = setup.controller.decisionCount
        let asks = setup.model.contentAsks
        setup.controller.endLoading()
        setup.model.hasContent = true
        setup.controller.setNeedsUpdate()
        drainMainQueue()
        XCTAssertEqual(setup.controller.decisionCount, decisions + 1, "one decision for the turn")
        XCTAssertEqual(setup.model.contentAsks, asks + 1, "hasContent asked once")
        XCTAssertEqual(setup.controller.phase, .content)
        XCTAssertNil(setup.controller.placeholderView)
    }

    func testAFailureShowsTheErrorPresetAndVoiceOverHearsIt() throws {
        let standIn = standInForAccessibility(voiceOver: true)
        let setup = makeSetup()
        setup.window.makeKey()
        var retried = 0
        setup.controller.options.retry = { retried += 1 }
        drainMainQueue()
        standIn.resetPosts()
        setup.controller.endLoading(error: ContentAnywhereError())
        drainMainQueue()
        XCTAssertEqual(setup.controller.phase, .error)
        XCTAssertEqual(title(setup), "Couldn’t Load Favorites")
        let button = try XCTUnwrap(setup.controller.placeholderView?.emptyView.primaryButton)
        XCTAssertFalse(button.isHidden)
        let announced = standIn.posts.filter { $0.notification == .announcement }
            .compactMap { ($0.argument as? NSAttributedString)?.string }
        XCTAssertEqual(announced, ["Couldn’t Load Favorites"], "the error's title, queued; focus is not moved")
        XCTAssertTrue(standIn.layoutChangeArguments.isEmpty)
        tap(button) { retried > 0 }
        XCTAssertTrue(waitUntil { retried == 1 })
    }

    func testAFailureOverContentGoesToTheAppNotOverTheContent() {
        let setup = makeSetup()
        var failures: [String] = []
        setup.controller.didFailWhileShowingContent = { failures.append($0.localizedDescription) }
        setup.model.hasContent = true
        setup.controller.startLoading()
        setup.controller.endLoading(error: ContentAnywhereError())
        drainMainQueue()
        XCTAssertNil(setup.controller.placeholderView)
        XCTAssertEqual(failures, ["Couldn’t Load Favorites"])
    }

    func testTheViewIsHeldWeakly() {
        weak var released: UIView?
        var controller: EmptyDataSetLoadingController?
        autoreleasepool {
            let view = UIView()
            released = view
            controller = EmptyDataSetLoadingController(view: view) { false }
            controller?.startLoading()
        }
        XCTAssertNil(released)
        XCTAssertNil(controller?.view)
        drainMainQueue()
        XCTAssertEqual(controller?.decisionCount, 0, "a flow whose view is gone decides nothing")
    }

    // MARK: - Materials

    func testOverABlurCardThePlaceholderGoesInItsContentViewAndStaysClear() throws {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 0, y: 100, width: 375, height: 300)
        let setup = makeSetup(card: blur)
        setup.controller.startLoading()
        drainMainQueue()
        let placeholder = try XCTUnwrap(setup.controller.placeholderView, "no exception: it was added where UIKit allows")
        XCTAssertTrue(placeholder.superview === blur.contentView, "a visual effect view's subviews go in its contentView")
        XCTAssertNil(placeholder.emptyDataSetConfiguration.background.color, "clear: the material shows through")
        XCTAssertNil(placeholder.backgroundColor)
        blur.layoutIfNeeded()
        XCTAssertEqual(placeholder.frame, blur.contentView.bounds, "it fills the card")
        setup.controller.endLoading()
        drainMainQueue()
        XCTAssertEqual(title(setup), "No Profile", "updated in place inside the content view")
        setup.model.hasContent = true
        setup.controller.setNeedsUpdate()
        drainMainQueue()
        XCTAssertNil(placeholder.superview)
    }

    // MARK: - Over a table

    func testOverATableUnderBarsTheContentIsInsideTheSafeArea() throws {
        let window = makeShownWindow()
        defer { window.isHidden = true }
        let screen = UIViewController()
        // A navigation bar and the home indicator (a `UIWindow(frame:)` has no safe area).
        screen.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        window.rootViewController = screen
        let table = UITableView(frame: screen.view.bounds, style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        screen.view.addSubview(table)
        window.layoutIfNeeded()
        let controller = EmptyDataSetLoadingController(view: table) { false }
        var options = EmptyDataSetLoadingOptions()
        options.showDelay = 0
        options.minimumDisplayDuration = 0
        controller.options = options
        controller.startLoading()
        drainMainQueue()
        window.layoutIfNeeded()
        let placeholder = try XCTUnwrap(controller.placeholderView)
        XCTAssertTrue(placeholder.honoursSafeArea, "a placeholder pinned to the table's frame does not scroll")
        XCTAssertEqual(placeholder.frame.height, table.bounds.height, accuracy: 0.5, "precondition: it covers the table")
        let content = placeholder.emptyView.convert(placeholder.emptyView.bounds, to: window)
        XCTAssertGreaterThanOrEqual(content.minY, 44 - 0.5, "the loading state is below the navigation bar")
        XCTAssertLessThanOrEqual(content.maxY, window.bounds.maxY - 34 + 0.5, "and above the home indicator")
        XCTAssertEqual(content.minY, 44, accuracy: 0.5, "right below the bar: the table's content offset moves nothing")
        XCTAssertEqual(content.maxY, window.bounds.maxY - 34, accuracy: 0.5)
        XCTAssertEqual(controller.phase, .loading)
    }

    // MARK: - VoiceOver

    func testThePlaceholderIsModalAndEachStateIsAnnounced() throws {
        let standIn = standInForAccessibility(voiceOver: true)
        let setup = makeSetup()
        setup.window.makeKey()
        standIn.resetPosts()
        setup.controller.startLoading()
        drainMainQueue()
        let shown = try XCTUnwrap(setup.card.subviews.last as? EmptyDataSetContentView, "the placeholder in front of the card")
        XCTAssertTrue(shown.accessibilityViewIsModal, "VoiceOver does not reach the covered card's subviews")
        setup.model.hasContent = true
        setup.controller.endLoading()
        drainMainQueue()
        XCTAssertEqual(
            announcements(standIn), [PresetLocalization.string(for: .loading), PresetLocalization.string(for: .loaded)],
            "loading, then content replacing the placeholder")
    }

    func testAPlaceholderThatGoesWithNothingToShowIsAnnouncedAsLoaded() throws {
        let standIn = standInForAccessibility(voiceOver: true)
        let setup = makeSetup(emptyConfiguration: false)
        setup.window.makeKey()
        standIn.resetPosts()
        setup.controller.startLoading()
        drainMainQueue()
        XCTAssertNotNil(setup.controller.placeholderView)
        setup.controller.endLoading()
        drainMainQueue()
        XCTAssertEqual(setup.controller.phase, .empty)
        XCTAssertNil(setup.controller.placeholderView, "no empty-state configuration: nothing shows")
        XCTAssertEqual(
            announcements(standIn), [PresetLocalization.string(for: .loading), PresetLocalization.string(for: .loaded)],
            "the loading placeholder does not vanish in silence")
    }

    func testAPlaceholderThatLetsTouchesThroughLetsVoiceOverThroughToo() throws {
        let setup = makeSetup()
        let covered = UIButton(type: .system)
        covered.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        setup.card.addSubview(covered)
        var passing = EmptyDataSetConfiguration.empty()
        passing.text = "No Profile"
        passing.allowsTouch = false
        setup.controller.options.empty.configuration = passing
        setup.controller.startLoading()
        drainMainQueue()
        let shown = try XCTUnwrap(setup.card.subviews.last as? EmptyDataSetContentView, "the loading placeholder in front")
        XCTAssertTrue(shown.accessibilityViewIsModal, "the loading preset takes touches: VoiceOver reads it alone")

        // The empty state lets touches through: the same view, updated, is modal no more.
        setup.controller.endLoading()
        drainMainQueue()
        let updated = try XCTUnwrap(setup.card.subviews.last as? EmptyDataSetContentView)
        XCTAssertTrue(updated === shown, "precondition: updated in place")
        XCTAssertEqual(setup.controller.phase, .empty)
        XCTAssertFalse(updated.accessibilityViewIsModal, "VoiceOver reaches the covered content the touches reach")
        let point = setup.card.convert(CGPoint(x: 60, y: 22), to: setup.window)
        XCTAssertTrue(setup.window.hitTest(point, with: nil) === covered, "precondition: touches reach the covered button")

        // Back to a state that takes touches: modal again.
        setup.controller.startLoading()
        drainMainQueue()
        XCTAssertTrue(try XCTUnwrap(setup.card.subviews.last as? EmptyDataSetContentView).accessibilityViewIsModal)
    }

    private func announcements(_ standIn: AccessibilityStandIn) -> [String] {
        standIn.posts.filter { $0.notification == .announcement }.compactMap { ($0.argument as? NSAttributedString)?.string }
    }

    // MARK: - Timing

    func testALoadShorterThanTheShowDelayNeverShowsTheLoadingState() async throws {
        let setup = makeSetup()
        let controller = setup.controller
        controller.options.showDelay = 0.5
        drainMainQueue()
        let shownAfter = try await watchPlaceholder(of: controller, during: 300_000_000)
        XCTAssertNil(shownAfter, "a 300 ms load under a 500 ms show delay shows no loading state")
        XCTAssertTrue(waitUntil { controller.phase == .empty })
        XCTAssertEqual(title(setup), "No Profile")
    }

    func testALoadLongerThanTheShowDelayShowsTheLoadingStateAfterIt() async throws {
        let setup = makeSetup()
        let controller = setup.controller
        controller.options.showDelay = 0.1
        drainMainQueue()
        let shownAfter = try await watchPlaceholder(of: controller, during: 300_000_000)
        let after = try XCTUnwrap(shownAfter, "the loading state showed during the 300 ms load")
        XCTAssertGreaterThanOrEqual(after, 0.09, "not before the show delay")
        XCTAssertTrue(waitUntil { controller.phase == .empty })
    }

    /// Runs a load of `nanoseconds` through `controller` and polls its placeholder every 10 ms.
    /// - Returns: When the placeholder first showed after the load started; `nil` if it never did.
    private func watchPlaceholder(of controller: EmptyDataSetLoadingController, during nanoseconds: UInt64) async throws -> TimeInterval? {
        let watch = LoadWatch()
        let start = Date()
        let load = Task { @MainActor in
            defer { watch.finished = true }
            try await controller.loading { try await Task.sleep(nanoseconds: nanoseconds) }
        }
        var shownAfter: TimeInterval?
        while !watch.finished {
            if shownAfter == nil, controller.placeholderView != nil { shownAfter = Date().timeIntervalSince(start) }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        try await load.value
        return shownAfter
    }

    func testACancelledLoadRecordsNoOutcomeAndOverlappingLoadsEndWithTheLast() async throws {
        let setup = makeSetup()
        let controller = setup.controller
        let cancelled = Task { @MainActor in
            try await controller.loading { try await Task.sleep(nanoseconds: 2_000_000_000) }
        }
        drainMainQueue()
        XCTAssertEqual(controller.phase, .loading)
        cancelled.cancel()
        _ = await cancelled.result
        drainMainQueue()
        XCTAssertNil(controller.error, "a cancellation is no failure")
        XCTAssertNotEqual(controller.phase, .error)

        // Two loads at once: the first to end leaves the loading state; the last decides.
        controller.startLoading()
        controller.startLoading()
        drainMainQueue()
        XCTAssertEqual(controller.phase, .loading)
        controller.endLoading()
        drainMainQueue()
        XCTAssertEqual(controller.phase, .loading, "one load still runs")
        controller.endLoading(error: ContentAnywhereError())
        drainMainQueue()
        XCTAssertEqual(controller.phase, .error)
        XCTAssertEqual(title(setup), "Couldn’t Load Favorites")
    }

    // MARK: - Retry from the placeholder

    func testTheRetryFromThePlaceholderKeepsItsActivityIndicatorWhileTheLoadRuns() throws {
        let setup = makeSetup()
        let gate = RetryGate()
        setup.controller.options.retry = { [weak controller = setup.controller] in
            try await controller?.loading { await gate.wait() }
        }
        setup.controller.endLoading(error: ContentAnywhereError())
        drainMainQueue()
        let placeholder = try XCTUnwrap(setup.controller.placeholderView)
        let button = placeholder.emptyView.primaryButton
        let decisions = setup.controller.decisionCount
        tap(button) { gate.started }
        XCTAssertTrue(waitUntil { gate.started })
        drainMainQueue()
        XCTAssertGreaterThan(setup.controller.decisionCount, decisions, "the retry's load started a decision")
        XCTAssertEqual(setup.controller.phase, .error, "the error stays on screen while its retry runs")
        XCTAssertTrue(setup.controller.placeholderView === placeholder)
        XCTAssertTrue(placeholder.isRetrying, "the decision kept the configuration: the spinner keeps running")
        XCTAssertFalse(button.isEnabled)
        XCTAssertEqual(button.configuration?.showsActivityIndicator, true)

        setup.model.hasContent = true
        gate.open()
        XCTAssertTrue(waitUntil { setup.controller.phase == .content })
        XCTAssertNil(placeholder.superview)
    }
}

/// Whether a watched load finished.
@MainActor
private final class LoadWatch {
    var finished = false
}
#endif
