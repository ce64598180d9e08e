import XCTest

@testable import EmptyDataSet

/// The placeholder of a view's loading flow: when it appears, updates, cross-fades and goes.
final class ViewFlowTransitionTests: XCTestCase {
    private let placeholderStates: [FlowDisplay] = [.loading, .empty, .error(isRetrying: false), .error(isRetrying: true)]

    func testNothingShowsBeforeTheFirstLoadOrOverContent() {
        for display in [FlowDisplay.nothing, .content] {
            for hasPlaceholder in [false, true] {
                XCTAssertEqual(
                    ViewFlowTransition.make(wasShowing: false, display: display, hasPlaceholder: hasPlaceholder, changedState: true),
                    .none, "\(display)")
                XCTAssertEqual(
                    ViewFlowTransition.make(wasShowing: true, display: display, hasPlaceholder: hasPlaceholder, changedState: true),
                    .disappear, "\(display)")
            }
        }
    }

    func testAPlaceholderStateAppearsWhereNothingShowed() {
        for display in placeholderStates {
            XCTAssertEqual(
                ViewFlowTransition.make(wasShowing: false, display: display, hasPlaceholder: true, changedState: true),
                .appear, "\(display)")
            // The first appearance is an appearance even when the flow reports no state change.
            XCTAssertEqual(
                ViewFlowTransition.make(wasShowing: false, display: display, hasPlaceholder: true, changedState: false),
                .appear, "\(display)")
        }
    }

    func testAStateWithNothingToShowShowsNothing() {
        for display in placeholderStates {
            XCTAssertEqual(
                ViewFlowTransition.make(wasShowing: false, display: display, hasPlaceholder: false, changedState: true), .none)
            XCTAssertEqual(
                ViewFlowTransition.make(wasShowing: true, display: display, hasPlaceholder: false, changedState: true),
                .disappear)
        }
    }

    func testAVisiblePlaceholderUpdatesInPlaceAndCrossFadesOnlyOnAStateChange() {
        for display in placeholderStates {
            XCTAssertEqual(
                ViewFlowTransition.make(wasShowing: true, display: display, hasPlaceholder: true, changedState: true),
                .update(crossFades: true))
            XCTAssertEqual(
                ViewFlowTransition.make(wasShowing: true, display: display, hasPlaceholder: true, changedState: false),
                .update(crossFades: false))
        }
    }

    func testIsShowingFollowsTheTransition() {
        XCTAssertTrue(ViewFlowTransition.appear.isShowing)
        XCTAssertTrue(ViewFlowTransition.update(crossFades: true).isShowing)
        XCTAssertTrue(ViewFlowTransition.update(crossFades: false).isShowing)
        XCTAssertFalse(ViewFlowTransition.none.isShowing)
        XCTAssertFalse(ViewFlowTransition.disappear.isShowing)
    }
}
