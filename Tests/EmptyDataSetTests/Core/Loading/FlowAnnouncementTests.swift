import XCTest
@testable import EmptyDataSet

/// What VoiceOver hears as the loading flow changes state.
final class FlowAnnouncementTests: XCTestCase {
    private var tracker = FlowAnnouncement.Tracker()

    func testLoadingIsAnnouncedOnceWhenItShows() {
        XCTAssertNil(tracker.display(.nothing))
        XCTAssertEqual(tracker.display(.loading), .loading)
        XCTAssertNil(tracker.display(.loading), "a reload while loading says nothing again")
    }

    func testTheOutcomeIsAnnouncedWhenTheLoadEnds() {
        for (outcome, expected) in [
            (FlowDisplay.content, FlowAnnouncement.loaded), (.empty, .empty), (.error(isRetrying: false), .error),
        ] {
            var tracker = FlowAnnouncement.Tracker()
            _ = tracker.display(.loading)
            tracker.loadDidEnd()
            XCTAssertEqual(tracker.display(outcome), expected)
            XCTAssertNil(tracker.display(outcome), "announced once")
        }
    }

    func testTheOutcomeWaitsForTheMinimumDisplayTime() {
        _ = tracker.display(.loading)
        tracker.loadDidEnd()
        XCTAssertNil(tracker.display(.loading), "still held on screen")
        XCTAssertEqual(tracker.display(.empty), .empty)
    }

    func testContentLoadedIsAnnouncedOnlyWhenItReplacesAPlaceholder() {
        _ = tracker.display(.nothing)
        tracker.loadDidStart()
        tracker.loadDidEnd()
        XCTAssertNil(tracker.display(.content), "a fast first load: nothing was on screen to replace")
        tracker.loadDidStart()
        tracker.loadDidEnd()
        XCTAssertNil(tracker.display(.content), "a refresh under content that stayed: nothing to say")
        _ = tracker.display(.empty)
        tracker.loadDidStart()
        tracker.loadDidEnd()
        XCTAssertEqual(tracker.display(.content), .loaded, "rows replaced the empty state")
    }

    func testRowsReloadedBeforeTheEndStillAnnounceTheOutcome() {
        _ = tracker.display(.empty)
        tracker.loadDidStart()
        XCTAssertNil(tracker.display(.content), "the app's reloadData() before endLoading(): not the outcome yet")
        tracker.loadDidEnd()
        XCTAssertEqual(tracker.display(.content), .loaded, "the same as ending first")
    }

    func testALoadStartedUnderContentStaysQuietEvenAfterAnEarlierPlaceholder() {
        _ = tracker.display(.empty)
        _ = tracker.display(.content)  // the user added rows
        tracker.loadDidStart()
        tracker.loadDidEnd()
        XCTAssertNil(tracker.display(.content))
    }

    func testARetryAnnouncesLoadingThenTheOutcome() {
        _ = tracker.display(.error(isRetrying: false))
        XCTAssertEqual(tracker.display(.error(isRetrying: true)), .loading)
        tracker.loadDidEnd()
        XCTAssertEqual(tracker.display(.error(isRetrying: false)), .error)
    }

    func testChangesWithoutALoadAnnounceNothing() {
        _ = tracker.display(.empty)
        XCTAssertNil(tracker.display(.content), "items added by the user are not a load's outcome")
        XCTAssertNil(tracker.display(.empty))
    }

    func testAnEndWithoutAStartOrAPlaceholderSaysNothingLoaded() {
        tracker.loadDidEnd()  // endLoading() without a start, rows already on screen
        XCTAssertNil(tracker.display(.content), "no placeholder was on screen: nothing was loaded into view")
    }

    func testContentLoadedIsSaidOnceForOnePlaceholder() {
        _ = tracker.display(.loading)
        tracker.loadDidEnd()
        XCTAssertEqual(tracker.display(.content), .loaded)
        tracker.loadDidEnd()  // a second end without a start (another part of the screen)
        XCTAssertNil(tracker.display(.content), "the placeholder it replaced was announced already")
    }

    func testAHoldOverArrivingRowsAnnouncesTheContentWhenItShows() {
        _ = tracker.display(.nothing)
        tracker.loadDidStart()
        XCTAssertEqual(tracker.display(.loading), .loading)
        tracker.loadDidEnd()
        XCTAssertNil(tracker.display(.loading), "rows arrived, the loading state holds: not yet")
        XCTAssertEqual(tracker.display(.content), .loaded)
    }
}
