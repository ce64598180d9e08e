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
    private func showEmptyState(
        configure: (EmptyDataSetSpy) -> Void = { _ in },
        configureTable: (UITableView) -> Void = { _ in }
    ) -> (window: UIWindow, tableView: UITableView, spy: EmptyDataSetSpy, dataSource: CountingDataSource) {
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        configureTable(tableView)
        tableView.layoutIfNeeded()
        let spy = EmptyDataSetSpy()
        spy.buttonTitleText = "Retry"
        configure(spy)
        attach(spy, to: tableView)
        tableView.reloadData()
        tableView.layoutIfNeeded()
        tableView.emptyDataSetControllerIfPresent?.emptyView?.layoutIfNeeded()
        return (window, tableView, spy, dataSource)
    }

    /// What a touch at `point` (in `view`'s coordinates) lands on, found as UIKit finds it: from the window.
    private func touchedView(at point: CGPoint, in view: UIView, window: UIWindow) -> UIView? {
        window.hitTest(view.convert(point, to: window), with: nil)
    }

    /// A point inside the empty-state view but outside its content: near the top-left corner.
    private func pointOutsideTheContent(of view: EmptyDataSetView) -> CGPoint {
        CGPoint(x: view.bounds.minX + 8, y: view.bounds.minY + 8)
    }

    private func center(of view: UIView) -> CGPoint {
        CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }

    private func tapRecognizer(of view: EmptyDataSetView) throws -> UITapGestureRecognizer {
        let taps = (view.contentView.gestureRecognizers ?? []).compactMap { $0 as? UITapGestureRecognizer }
        XCTAssertEqual(taps.count, 1, "one tap recognizer on the content")
        return try XCTUnwrap(taps.first)
    }

    // MARK: - Did tap view

    /// UIKit cannot synthesize a tap in a unit test, so the recognizer's action is called directly.
    func testTapOnTheContentReachesTheDelegateWithTheEmptyView() throws {
        let (window, tableView, spy, dataSource) = showEmptyState()
        let view = try emptyView(of: tableView)
        let controller = try XCTUnwrap(tableView.emptyDataSetControllerIfPresent)

        controller.didTapView()

        XCTAssertEqual(spy.tappedViews.count, 1)
        XCTAssertIdentical(spy.tappedViews.first, view, "the delegate gets the empty-state view itself")
        XCTAssertEqual(spy.count(of: "didTapView"), 1)
        XCTAssertEqual(spy.count(of: "didTapButton"), 0, "a view tap is not a button tap")
        withExtendedLifetime((window, dataSource)) {}
    }

    func testTouchOnTheContentLandsInTheContentView() throws {
        let (window, tableView, _, dataSource) = showEmptyState()
        let view = try emptyView(of: tableView)
        XCTAssertGreaterThan(view.titleLabel.bounds.height, 0, "precondition: the title was laid out")

        let hit = touchedView(at: center(of: view.titleLabel), in: view.titleLabel, window: window)

        XCTAssertTrue(hit?.isDescendant(of: view.contentView) == true, "the tap recognizer must see touches on the title")
        withExtendedLifetime((window, dataSource)) {}
    }

    // MARK: - Button

    func testButtonTapReachesTheDelegateWithTheButton() throws {
        let (window, tableView, spy, dataSource) = showEmptyState()
        let button = try emptyView(of: tableView).button
        XCTAssertFalse(button.isHidden, "a button title shows the button")

        tap(button) { !spy.tappedButtons.isEmpty }

        XCTAssertEqual(spy.tappedButtons.count, 1)
        XCTAssertIdentical(spy.tappedButtons.first, button)
        XCTAssertEqual(spy.count(of: "didTapButton"), 1)
        XCTAssertEqual(spy.count(of: "didTapView"), 0, "a button tap is not also a view tap")
        withExtendedLifetime((window, dataSource)) {}
    }

    func testButtonIsWiredForTouchUpInsideOnly() throws {
        let (window, tableView, _, dataSource) = showEmptyState()
        let button = try emptyView(of: tableView).button

        let targets = button.allTargets.map { $0.base as AnyObject }
        let actions = targets.flatMap { button.actions(forTarget: $0, forControlEvent: .touchUpInside) ?? [] }
        XCTAssertEqual(actions.count, 1, "exactly one touch-up-inside action")
        let touchDown = targets.flatMap { button.actions(forTarget: $0, forControlEvent: .touchDown) ?? [] }
        XCTAssertEqual(touchDown, [])
        withExtendedLifetime((window, dataSource)) {}
    }

    func testButtonTitleIsShownWithTheHeadlineFont() throws {
        let (window, tableView, _, dataSource) = showEmptyState()
        let view = try emptyView(of: tableView)

        // A button keeps its attributed title as set (a label would fill in its own font), so the
        // font found here is the one the package merged in.
        let title = try XCTUnwrap(view.button.attributedTitle(for: .normal))
        XCTAssertEqual(title.string, "Retry")
        let font = try XCTUnwrap(title.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        let headline = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: view.traitCollection)
        XCTAssertEqual(font.pointSize, headline.pointSize, accuracy: 0.01)
        withExtendedLifetime((window, dataSource)) {}
    }

    func testNoButtonWithoutATitleOrImage() throws {
        let (window, tableView, _, dataSource) = showEmptyState { $0.buttonTitleText = nil }

        XCTAssertTrue(try emptyView(of: tableView).button.isHidden)
        withExtendedLifetime((window, dataSource)) {}
    }

    func testEmptyButtonTitleShowsNoButton() throws {
        let (window, tableView, _, dataSource) = showEmptyState { $0.buttonTitleText = "" }

        XCTAssertTrue(try emptyView(of: tableView).button.isHidden)
        withExtendedLifetime((window, dataSource)) {}
    }

    func testButtonReceivesTouchesInsideIt() throws {
        let (window, tableView, _, dataSource) = showEmptyState()
        let button = try emptyView(of: tableView).button
        XCTAssertGreaterThan(button.bounds.width, 0, "the button was laid out")

        let hit = try XCTUnwrap(touchedView(at: center(of: button), in: button, window: window))

        XCTAssertTrue(hit === button || hit.isDescendant(of: button))
        withExtendedLifetime((window, dataSource)) {}
    }

    // MARK: - Allow touch

    func testDisallowingTouchDisablesInteraction() throws {
        let (window, tableView, spy, dataSource) = showEmptyState { $0.allowsTouch = false }
        let view = try emptyView(of: tableView)
        XCTAssertFalse(view.isUserInteractionEnabled)

        spy.allowsTouch = true
        tableView.reloadData()

        XCTAssertTrue(view.isUserInteractionEnabled, "re-evaluated on every reload")
        withExtendedLifetime((window, dataSource)) {}
    }

    func testDisallowedTouchOnTheButtonReachesTheTable() throws {
        let (window, tableView, _, dataSource) = showEmptyState { $0.allowsTouch = false }
        let view = try emptyView(of: tableView)
        XCTAssertGreaterThan(view.button.bounds.width, 0, "precondition: the button was laid out")

        let hit = try XCTUnwrap(touchedView(at: center(of: view.button), in: view.button, window: window))

        XCTAssertFalse(hit.isDescendant(of: view), "neither the button nor the content may take the touch")
        XCTAssertTrue(hit.isDescendant(of: tableView), "the table gets it instead")
        withExtendedLifetime((window, dataSource)) {}
    }

    // MARK: - Pass-through

    func testTouchOutsideTheContentReachesTheTable() throws {
        // No separators: an empty plain table draws placeholder separators, which are views too.
        let (window, tableView, _, dataSource) = showEmptyState(configureTable: { $0.separatorStyle = .none })
        let view = try emptyView(of: tableView)
        let corner = pointOutsideTheContent(of: view)
        XCTAssertFalse(view.contentView.frame.contains(corner), "precondition: the corner is outside the content")

        let hit = try XCTUnwrap(touchedView(at: corner, in: view, window: window), "the touch must land somewhere")

        XCTAssertFalse(hit.isDescendant(of: view), "the empty area must not swallow the touch")
        XCTAssertTrue(hit.isDescendant(of: tableView), "the table (and its pan) gets it")
        withExtendedLifetime((window, dataSource)) {}
    }

    /// The empty state sits above the table's `backgroundView`; an app control there, outside
    /// the empty-state content, must still get its touches.
    func testTouchOutsideTheContentReachesAControlBehindTheEmptyState() throws {
        let background = UIView()
        let control = UIButton(type: .custom)
        background.addSubview(control)
        let (window, tableView, _, dataSource) = showEmptyState(configureTable: { $0.backgroundView = background })
        let view = try emptyView(of: tableView)
        let viewIndex = try XCTUnwrap(tableView.subviews.firstIndex { $0 === view })
        let backgroundIndex = try XCTUnwrap(tableView.subviews.firstIndex { $0 === background })
        XCTAssertLessThan(backgroundIndex, viewIndex, "precondition: the empty state is in front of the control")
        let corner = pointOutsideTheContent(of: view)
        XCTAssertFalse(view.contentView.frame.contains(corner), "precondition: the corner is outside the content")
        // A 44-point control centered right under that corner.
        let cornerInBackground = view.convert(corner, to: background)
        control.frame = CGRect(x: cornerInBackground.x - 22, y: cornerInBackground.y - 22, width: 44, height: 44)

        let hit = touchedView(at: corner, in: view, window: window)

        XCTAssertIdentical(hit, control)
        withExtendedLifetime((window, dataSource)) {}
    }

    // MARK: - Gesture recognizers

    func testTapRecognizerLeavesTouchesToControlsAndCells() throws {
        let (window, tableView, _, dataSource) = showEmptyState()
        let tap = try tapRecognizer(of: try emptyView(of: tableView))

        XCTAssertFalse(tap.cancelsTouchesInView, "cells and controls keep their touches")
        XCTAssertEqual(tap.allowedPressTypes, [], "a tvOS Select press on the button must not also be a view tap")
        withExtendedLifetime((window, dataSource)) {}
    }

    func testTapRecognizerIsTheEmptyViewsNotTheScrollViews() throws {
        let (window, tableView, _, dataSource) = showEmptyState()
        let view = try emptyView(of: tableView)
        let tap = try tapRecognizer(of: view)

        XCTAssertIdentical(tap.delegate, view)
        XCTAssertFalse(tap.delegate === tableView, "the scroll view must never be made a gesture delegate")
        XCTAssertTrue(
            view.gestureRecognizer(tap, shouldRecognizeSimultaneouslyWith: tableView.panGestureRecognizer),
            "the tap coexists with the scroll view's pan")
        withExtendedLifetime((window, dataSource)) {}
    }

    func testScrollViewsOwnRecognizersAreUntouched() throws {
        let (window, tableView, _, dataSource) = showEmptyState()
        let tap = try tapRecognizer(of: try emptyView(of: tableView))

        // UIKit makes a scroll view its pan recognizer's delegate; DZNEmptyDataSet replaced it.
        XCTAssertIdentical(tableView.panGestureRecognizer.delegate, tableView)
        for recognizer in tableView.gestureRecognizers ?? [] {
            XCTAssertFalse(recognizer === tap, "the tap belongs on the content, not on the scroll view")
            XCTAssertFalse(recognizer.delegate is EmptyDataSetView, "\(recognizer) taken over by the empty view")
        }
        withExtendedLifetime((window, dataSource)) {}
    }
}
#endif
