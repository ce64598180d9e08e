#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Touches: the button reaches the delegate, touches can be turned off, and taps outside the
/// content pass through to the scroll view.
@MainActor
final class InteractionTests: XCTestCase {
    private func showEmptyState(
        configure: (EmptyDataSetSpy) -> Void = { _ in }
    ) -> (window: UIWindow, tableView: UITableView, spy: EmptyDataSetSpy, dataSource: CountingDataSource) {
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        let spy = EmptyDataSetSpy()
        spy.buttonTitleText = "Retry"
        configure(spy)
        attach(spy, to: tableView)
        tableView.reloadData()
        tableView.layoutIfNeeded()
        tableView.emptyDataSetControllerIfPresent?.emptyView?.layoutIfNeeded()
        return (window, tableView, spy, dataSource)
    }

    func testButtonTapReachesTheDelegateWithTheButton() throws {
        let (window, tableView, spy, dataSource) = showEmptyState()
        let button = try emptyView(of: tableView).button
        XCTAssertFalse(button.isHidden, "a button title shows the button")

        tap(button) { !spy.tappedButtons.isEmpty }

        XCTAssertEqual(spy.tappedButtons.count, 1)
        XCTAssertIdentical(spy.tappedButtons.first, button)
        XCTAssertEqual(spy.count(of: "didTapButton"), 1)
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

    func testButtonTitleIsShownWithDefaultAttributes() throws {
        let (window, tableView, _, dataSource) = showEmptyState()
        let button = try emptyView(of: tableView).button

        let title = try XCTUnwrap(button.attributedTitle(for: .normal))
        XCTAssertEqual(title.string, "Retry")
        XCTAssertNotNil(title.attribute(.font, at: 0, effectiveRange: nil), "a default font is merged in")
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

    func testTouchIsAllowedByDefault() throws {
        let (window, tableView, _, dataSource) = showEmptyState()

        XCTAssertTrue(try emptyView(of: tableView).isUserInteractionEnabled)
        withExtendedLifetime((window, dataSource)) {}
    }

    func testDisallowingTouchDisablesInteraction() throws {
        let (window, tableView, spy, dataSource) = showEmptyState { $0.allowsTouch = false }
        let view = try emptyView(of: tableView)
        XCTAssertFalse(view.isUserInteractionEnabled)

        spy.allowsTouch = true
        tableView.reloadData()

        XCTAssertTrue(view.isUserInteractionEnabled, "re-evaluated on every reload")
        withExtendedLifetime((window, dataSource)) {}
    }

    func testDisallowedTouchPassesThroughTheButton() throws {
        let (window, tableView, _, dataSource) = showEmptyState { $0.allowsTouch = false }
        let view = try emptyView(of: tableView)
        let buttonCenter = view.button.convert(CGPoint(x: view.button.bounds.midX, y: view.button.bounds.midY), to: view)

        XCTAssertNil(view.hitTest(buttonCenter, with: nil))
        withExtendedLifetime((window, dataSource)) {}
    }

    func testButtonReceivesTouchesInsideIt() throws {
        let (window, tableView, _, dataSource) = showEmptyState()
        let view = try emptyView(of: tableView)
        XCTAssertGreaterThan(view.button.bounds.width, 0, "the button was laid out")
        let buttonCenter = view.button.convert(CGPoint(x: view.button.bounds.midX, y: view.button.bounds.midY), to: view)

        let hit = try XCTUnwrap(view.hitTest(buttonCenter, with: nil))

        XCTAssertTrue(hit === view.button || hit.isDescendant(of: view.button))
        withExtendedLifetime((window, dataSource)) {}
    }

    func testTouchesOutsideTheContentPassThrough() throws {
        let (window, tableView, _, dataSource) = showEmptyState()
        let view = try emptyView(of: tableView)
        let corner = CGPoint(x: 2, y: 2)
        XCTAssertFalse(view.contentView.frame.contains(corner), "precondition: the corner is outside the content")

        XCTAssertNil(view.hitTest(corner, with: nil), "the empty area must not swallow touches")
        withExtendedLifetime((window, dataSource)) {}
    }

    func testContentHasANonCancellingTapRecognizer() throws {
        let (window, tableView, _, dataSource) = showEmptyState()
        let view = try emptyView(of: tableView)

        let taps = (view.contentView.gestureRecognizers ?? []).compactMap { $0 as? UITapGestureRecognizer }
        XCTAssertEqual(taps.count, 1)
        XCTAssertEqual(taps.first?.cancelsTouchesInView, false, "cells and controls keep their touches")
        withExtendedLifetime((window, dataSource)) {}
    }
}
#endif
