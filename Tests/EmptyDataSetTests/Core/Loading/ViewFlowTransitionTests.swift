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

    // MARK: - Announcements

    func testAPlaceholderThatGoesForAnEmptyStateWithNothingToShowAnnouncesLoaded() {
        XCTAssertEqual(ViewFlowTransition.disappear.announcement(for: .empty), .loaded)
        XCTAssertNil(ViewFlowTransition.disappear.announcement(for: .error), "a failure is never announced as loaded")
        for outcome in [FlowAnnouncement.empty, .error] {
            XCTAssertNil(ViewFlowTransition.none.announcement(for: outcome), "nothing showed, nothing went: \(outcome)")
            XCTAssertEqual(ViewFlowTransition.appear.announcement(for: outcome), outcome, "its title is read")
            XCTAssertEqual(ViewFlowTransition.update(crossFades: true).announcement(for: outcome), outcome)
            XCTAssertEqual(ViewFlowTransition.update(crossFades: false).announcement(for: outcome), outcome)
        }
    }

    func testOtherAnnouncementsPassUnchanged() {
        let transitions: [ViewFlowTransition] = [.none, .appear, .update(crossFades: true), .update(crossFades: false), .disappear]
        for transition in transitions {
            XCTAssertEqual(transition.announcement(for: .loading), .loading, "\(transition)")
            XCTAssertEqual(transition.announcement(for: .loaded), .loaded, "\(transition)")
            XCTAssertNil(transition.announcement(for: nil), "\(transition)")
        }
    }
}
