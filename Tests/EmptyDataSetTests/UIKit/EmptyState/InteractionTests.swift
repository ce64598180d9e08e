#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Touches: a tap on the content and the button reach the delegate, touches can be turned off,
/// the tap recognizer coexists with the scroll view's gestures without taking them over, and
/// touches outside the content pass through to whatever is behind the empty state.
///
/// Hit tests go through the (shown) window, as a real touch does: asking the empty view alone
/// would only show that it declines the touch, not that the table or a control behind it gets it.
@MainActor
final class InteractionTests: XCTestCase {
    /// A table in a shown window showing its empty state (a "Retry" button included), laid out,
    /// the source's scheduled reload run. `configureTable` runs before the spy is attached.
    private func showEmptyState(
        configure: (EmptyDataSetSpy) -> Void = { _ in },
        configureTable: (UITableView) -> Void = { _ in }
    ) -> EmptyDataSetFixture<UITableView> {
        let fixture = makeTableFixture(
            sections: [0],
            configure: { spy in
                spy.buttonTitleText = "Retry"
                configure(spy)
            },
            prepare: configureTable)
        fixture.tableView.layoutIfNeeded()
        fixture.tableView.emptyDataSetControllerIfPresent?.emptyView?.layoutIfNeeded()
        return fixture
    }

    /// What a touch at `point` (in `view`'s coordinates) lands on, found as UIKit finds it: from the window.
    private func touchedView(at point: CGPoint, in view: UIView, window: UIWindow) -> UIView? {
        window.hitTest(view.convert(point, to: window), with: nil)
    }

    /// A point inside the empty-state view but outside its content: near the top-left corner.
    private func pointOutsideTheContent(of view: EmptyStateView) -> CGPoint {
        CGPoint(x: view.bounds.minX + 8, y: view.bounds.minY + 8)
    }

    private func center(of view: UIView) -> CGPoint {
        CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }

    private func tapRecognizer(of view: EmptyStateView) throws -> UITapGestureRecognizer {
        let taps = (view.contentView.gestureRecognizers ?? []).compactMap { $0 as? UITapGestureRecognizer }
        XCTAssertEqual(taps.count, 1, "one tap recognizer on the content")
        return try XCTUnwrap(taps.first)
    }

    // MARK: - Did tap view

    // What UIKit cannot do in a unit test: synthesize a touch. There is no public way to make a
    // UITouch or a touch UIEvent, so `gestureRecognizer(_:shouldReceive:)` cannot be called and a
    // recognizer cannot be driven through its touch handling. A recognizer's target/action pairs are
    // not publicly readable either. What can be done, and is done below:
    // - everything a tap needs that is visible from outside: the recognizer on the content view,
    //   enabled, in an interactive hierarchy that hit-tests to the content, the empty view its
    //   delegate (testTouchOnTheContentLandsInTheContentView covers the hit test);
    // - the pairs the recognizer was given, recorded as they were added (`addTarget(_:action:)`,
    //   the only way in), then performed as UIKit performs them on recognition.
    // Ending the recognizer through UIGestureRecognizerSubclass's `state` setter is no substitute:
    // UIKit sends a recognizer's actions from its gesture environment's run-loop observer, which
    // only exists with a UIApplication, and a package's test bundle runs without a host app.

    func testTapRecognizerIsEnabledAndWiredToOneAction() throws {
        let (fixture, pairs) = try TargetActionRecorder.recording { showEmptyState() }
        let view = try emptyView(of: fixture.tableView)
        let tap = try tapRecognizer(of: view)

        XCTAssertTrue(tap.isEnabled)
        XCTAssertIdentical(tap.view, view.contentView)
        XCTAssertEqual(tap.numberOfTapsRequired, 1)
        XCTAssertTrue(view.isUserInteractionEnabled && view.contentView.isUserInteractionEnabled)
        XCTAssertIdentical(tap.delegate, view, "the empty view filters the touches (controls keep theirs)")
        let wired = pairs.filter { $0.recognizer === tap }
        XCTAssertEqual(wired.count, 1, "exactly one action on the tap recognizer: \(wired.map(\.action))")
    }

    /// The pair the recognizer was given, performed as UIKit performs it on recognition
    /// (`target.perform(action, with: recognizer)`), reaches the delegate with the empty view.
    func testRecognizersActionReachesTheDelegateWithTheEmptyView() throws {
        let (fixture, pairs) = try TargetActionRecorder.recording { showEmptyState() }
        let view = try emptyView(of: fixture.tableView)
        let tap = try tapRecognizer(of: view)
        let wired = pairs.filter { $0.recognizer === tap }
        XCTAssertEqual(wired.count, 1, "precondition: one recorded action")

        for pair in wired {
            _ = pair.target.perform(pair.action, with: tap)
        }

        XCTAssertEqual(fixture.spy.tappedViews.count, 1)
        XCTAssertIdentical(fixture.spy.tappedViews.first, view, "the delegate gets the empty-state view itself")
        XCTAssertEqual(fixture.spy.count(of: "didTapView"), 1)
        XCTAssertEqual(fixture.spy.count(of: "didTapButton"), 0, "a view tap is not a button tap")
    }

    func testTouchOnTheContentLandsInTheContentView() throws {
        let fixture = showEmptyState()
        let view = try emptyView(of: fixture.tableView)
        XCTAssertGreaterThan(view.titleLabel.bounds.height, 0, "precondition: the title was laid out")

        let hit = touchedView(at: center(of: view.titleLabel), in: view.titleLabel, window: fixture.window)

        XCTAssertTrue(hit?.isDescendant(of: view.contentView) == true, "the tap recognizer must see touches on the title")
    }

    // MARK: - Button

    func testButtonTapReachesTheDelegateWithTheButton() throws {
        let fixture = showEmptyState()
        let button = try emptyView(of: fixture.tableView).button
        XCTAssertFalse(button.isHidden, "a button title shows the button")

        tap(button) { !fixture.spy.tappedButtons.isEmpty }

        XCTAssertEqual(fixture.spy.tappedButtons.count, 1)
        XCTAssertIdentical(fixture.spy.tappedButtons.first, button)
        XCTAssertEqual(fixture.spy.count(of: "didTapButton"), 1)
        // That the tap recognizer does not also report a tap on the button is the recognizer's
        // touch filter, which `tap(_:delivered:)` never reaches (it sends the button's actions):
        // testTheTapRecognizerFiltersOutTouchesOnControls drives the filter.
    }

    /// The tap recognizer's touch filter, driven with touches on the content and on a control (a
    /// touch cannot be synthesized; a `UITouch` subclass reports the touched view, the one thing
    /// the filter reads): a touch on a control, or on a control's subview such as the button's
    /// label, is not a tap on the view; a touch on the title is.
    func testTheTapRecognizerFiltersOutTouchesOnControls() throws {
        let fixture = showEmptyState()
        let view = try emptyView(of: fixture.tableView)
        let tap = try tapRecognizer(of: view)
        let buttonLabel = try XCTUnwrap(view.button.titleLabel, "precondition: the button has a label")
        XCTAssertTrue(buttonLabel.isDescendant(of: view.button))

        XCTAssertTrue(view.gestureRecognizer(tap, shouldReceive: TouchOnView(view.titleLabel)), "the title: a view tap")
        XCTAssertTrue(view.gestureRecognizer(tap, shouldReceive: TouchOnView(view.contentView)), "the content itself")
        XCTAssertFalse(view.gestureRecognizer(tap, shouldReceive: TouchOnView(view.button)), "the button reports its own taps")
        XCTAssertFalse(view.gestureRecognizer(tap, shouldReceive: TouchOnView(buttonLabel)), "so does its label, a control's subview")
        let custom = UIView()
        let control = UISwitch()
        custom.addSubview(control)
        view.contentView.addSubview(custom)
        XCTAssertFalse(view.gestureRecognizer(tap, shouldReceive: TouchOnView(control)), "a control inside the content")
        XCTAssertTrue(view.gestureRecognizer(tap, shouldReceive: TouchOnView(custom)), "the view around it")
        custom.removeFromSuperview()
    }

    func testButtonIsWiredForTouchUpInsideOnly() throws {
        let fixture = showEmptyState()
        let button = try emptyView(of: fixture.tableView).button

        let targets = button.allTargets.map { $0.base as AnyObject }
        let actions = targets.flatMap { button.actions(forTarget: $0, forControlEvent: .touchUpInside) ?? [] }
        XCTAssertEqual(actions.count, 1, "exactly one touch-up-inside action")
        let touchDown = targets.flatMap { button.actions(forTarget: $0, forControlEvent: .touchDown) ?? [] }
        XCTAssertEqual(touchDown, [])
    }

    func testButtonTitleIsShownWithTheHeadlineFont() throws {
        let fixture = showEmptyState()
        let view = try emptyView(of: fixture.tableView)

        // A button keeps its attributed title as set (a label would fill in its own font), so the
        // font found here is the one the package merged in.
        let title = try XCTUnwrap(view.button.attributedTitle(for: .normal))
        XCTAssertEqual(title.string, "Retry")
        let font = try XCTUnwrap(title.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        // At the default `.large` category headline and body are both 17 pt: the size alone
        // cannot tell them apart, the text style in the descriptor can.
        XCTAssertEqual(
            font.fontDescriptor.object(forKey: .textStyle) as? String, UIFont.TextStyle.headline.rawValue,
            "a Dynamic Type headline font")
        let headline = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: view.traitCollection)
        XCTAssertEqual(font.pointSize, headline.pointSize, accuracy: 0.01)
    }

    func testNoButtonWithoutATitleOrImage() throws {
        let fixture = showEmptyState { $0.buttonTitleText = nil }

        XCTAssertTrue(try emptyView(of: fixture.tableView).button.isHidden)
    }

    func testEmptyButtonTitleShowsNoButton() throws {
        let fixture = showEmptyState { $0.buttonTitleText = "" }

        XCTAssertTrue(try emptyView(of: fixture.tableView).button.isHidden)
    }

    func testButtonReceivesTouchesInsideIt() throws {
        // No separators: an empty plain table draws placeholder separators, views the hit test
        // could land on beside the button.
        let fixture = showEmptyState(configureTable: { $0.separatorStyle = .none })
        let button = try emptyView(of: fixture.tableView).button
        XCTAssertGreaterThan(button.bounds.width, 0, "the button was laid out")

        let hit = try XCTUnwrap(touchedView(at: center(of: button), in: button, window: fixture.window))

        XCTAssertTrue(hit === button || hit.isDescendant(of: button))
    }

    // MARK: - Allow touch

    func testDisallowingTouchDisablesInteraction() throws {
        let fixture = showEmptyState { $0.allowsTouch = false }
        let view = try emptyView(of: fixture.tableView)
        XCTAssertFalse(view.isUserInteractionEnabled)

        fixture.spy.allowsTouch = true
        fixture.tableView.reloadData()

        XCTAssertTrue(view.isUserInteractionEnabled, "re-evaluated on every reload")
    }

    func testDisallowedTouchOnTheButtonReachesTheTable() throws {
        let fixture = showEmptyState { $0.allowsTouch = false }
        let view = try emptyView(of: fixture.tableView)
        XCTAssertGreaterThan(view.button.bounds.width, 0, "precondition: the button was laid out")

        let hit = try XCTUnwrap(touchedView(at: center(of: view.button), in: view.button, window: fixture.window))

        XCTAssertFalse(hit.isDescendant(of: view), "neither the button nor the content may take the touch")
        XCTAssertTrue(hit.isDescendant(of: fixture.tableView), "the table gets it instead")
    }

    // MARK: - Pass-through

    func testTouchOutsideTheContentReachesTheTable() throws {
        // No separators: an empty plain table draws placeholder separators, which are views too.
        let fixture = showEmptyState(configureTable: { $0.separatorStyle = .none })
        let view = try emptyView(of: fixture.tableView)
        let corner = pointOutsideTheContent(of: view)
        XCTAssertFalse(contentFrame(of: view).contains(corner), "precondition: the corner is outside the content")

        let hit = try XCTUnwrap(touchedView(at: corner, in: view, window: fixture.window), "the touch must land somewhere")

        XCTAssertFalse(hit.isDescendant(of: view), "the empty area must not swallow the touch")
        XCTAssertTrue(hit.isDescendant(of: fixture.tableView), "the table (and its pan) gets it")
    }

    /// The empty state sits above the table's `backgroundView`; an app control there, outside
    /// the empty-state content, must still get its touches.
    func testTouchOutsideTheContentReachesAControlBehindTheEmptyState() throws {
        let background = UIView()
        let control = UIButton(type: .custom)
        background.addSubview(control)
        let fixture = showEmptyState(configureTable: { $0.backgroundView = background })
        let view = try emptyView(of: fixture.tableView)
        let viewIndex = try XCTUnwrap(fixture.tableView.subviews.firstIndex { $0 === view })
        let backgroundIndex = try XCTUnwrap(fixture.tableView.subviews.firstIndex { $0 === background })
        XCTAssertLessThan(backgroundIndex, viewIndex, "precondition: the empty state is in front of the control")
        let corner = pointOutsideTheContent(of: view)
        XCTAssertFalse(contentFrame(of: view).contains(corner), "precondition: the corner is outside the content")
        // A 44-point control centered right under that corner.
        let cornerInBackground = view.convert(corner, to: background)
        control.frame = CGRect(x: cornerInBackground.x - 22, y: cornerInBackground.y - 22, width: 44, height: 44)

        let hit = touchedView(at: corner, in: view, window: fixture.window)

        XCTAssertIdentical(hit, control)
    }

    // MARK: - Gesture recognizers

    func testTapRecognizerLeavesTouchesToControlsAndCells() throws {
        let fixture = showEmptyState()
        let tap = try tapRecognizer(of: try emptyView(of: fixture.tableView))

        XCTAssertFalse(tap.cancelsTouchesInView, "cells and controls keep their touches")
        XCTAssertEqual(tap.allowedPressTypes, [], "a tvOS Select press on the button must not also be a view tap")
    }

    func testTapRecognizerIsTheEmptyViewsNotTheScrollViews() throws {
        let fixture = showEmptyState()
        let view = try emptyView(of: fixture.tableView)
        let tap = try tapRecognizer(of: view)

        XCTAssertIdentical(tap.delegate, view)
        XCTAssertFalse(tap.delegate === fixture.tableView, "the scroll view must never be made a gesture delegate")
        XCTAssertTrue(
            view.gestureRecognizer(tap, shouldRecognizeSimultaneouslyWith: fixture.tableView.panGestureRecognizer),
            "the tap coexists with the scroll view's pan")
    }

    func testScrollViewsOwnRecognizersAreUntouched() throws {
        let fixture = showEmptyState()
        let tap = try tapRecognizer(of: try emptyView(of: fixture.tableView))

        // UIKit makes a scroll view its pan recognizer's delegate; DZNEmptyDataSet replaced it.
        XCTAssertIdentical(fixture.tableView.panGestureRecognizer.delegate, fixture.tableView)
        for recognizer in fixture.tableView.gestureRecognizers ?? [] {
            XCTAssertFalse(recognizer === tap, "the tap belongs on the content, not on the scroll view")
            XCTAssertFalse(recognizer.delegate is EmptyStateView, "\(recognizer) taken over by the empty view")
        }
    }
}

/// Records the target/action pairs given to gesture recognizers (`addTarget(_:action:)`) while a
/// fixture is made, since UIKit has no public way to read them back. `UIGestureRecognizer`'s
/// implementation is replaced by a recording one that calls the original, and put back afterwards.
@MainActor
private enum TargetActionRecorder {
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
        let result = try body()
        defer { recorded = [] }
        return (result, recorded)
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
/// A touch that reports `view` as the view it landed on: what `gestureRecognizer(_:shouldReceive:)`
/// reads. UIKit makes real touches only from hardware events.
private final class TouchOnView: UITouch {
    private let touchedView: UIView?

    init(_ view: UIView?) {
        touchedView = view
        super.init()
    }

    override var view: UIView? { touchedView }
}
#endif
