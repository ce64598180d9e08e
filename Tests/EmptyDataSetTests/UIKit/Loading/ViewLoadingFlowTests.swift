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

    private func makeSetup() -> Setup {
        let window = makeShownWindow()
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 300))
        window.addSubview(card)
        let model = Model()
        let controller = EmptyDataSetLoadingController(view: card) { [weak model] in
            model?.contentAsks += 1
            return model?.hasContent ?? false
        }
        var options = EmptyDataSetLoadingOptions()
        options.showDelay = 0
        options.minimumDisplayDuration = 0
        var empty = EmptyDataSetConfiguration.empty()
        empty.text = "No Profile"
        options.empty.configuration = empty
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
}
#endif
