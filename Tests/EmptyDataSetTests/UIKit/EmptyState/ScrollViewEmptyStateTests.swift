#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A plain `UIScrollView` has no items: its empty state follows the delegate and explicit reloads.
@MainActor
final class ScrollViewEmptyStateTests: XCTestCase {
    func testPlainScrollViewCountsAsEmpty() {
        // The fixture owns window, scroll view and spy (held weakly by the scroll view) until the end.
        let fixture = makeScrollViewFixture(start: .attached)
        let (scrollView, spy) = (fixture.scrollView, fixture.spy)

        scrollView.reloadEmptyDataSet()

        assertEmptyStateVisible(scrollView)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
    }

    func testSettingTheSourceShowsTheEmptyStateOnTheNextRunLoopTurn() {
        let fixture = makeScrollViewFixture(start: .detached)
        let (scrollView, spy) = (fixture.scrollView, fixture.spy)

        attach(spy, to: scrollView)

        XCTAssertFalse(scrollView.isEmptyDataSetVisible, "scheduled, not shown inside the setter")
        XCTAssertTrue(waitUntil { scrollView.isEmptyDataSetVisible }, "the scheduled reload never ran")
        assertEmptyStateVisible(scrollView)
        XCTAssertGreaterThanOrEqual(fixture.signalCount(.sourceChange), 1)
        XCTAssertEqual(fixture.signalCount(.explicitReload), 0, "shown by the scheduled reload, not an explicit one")
    }

    func testDelegateDecidesVisibility() {
        let fixture = makeScrollViewFixture(start: .attached)
        let (scrollView, spy) = (fixture.scrollView, fixture.spy)
        scrollView.reloadEmptyDataSet()
        assertEmptyStateVisible(scrollView)

        spy.shouldDisplay = false
        scrollView.reloadEmptyDataSet()
        assertEmptyStateHidden(scrollView)

        spy.shouldDisplay = true
        scrollView.reloadEmptyDataSet()
        assertEmptyStateVisible(scrollView)
    }

    func testEmptyViewCoversTheScrollView() throws {
        // Automatic inset adjustment is off in the fixture: the visible area is the whole bounds.
        let fixture = makeScrollViewFixture(start: .attached)
        let scrollView = fixture.scrollView

        scrollView.reloadEmptyDataSet()

        XCTAssertEqual(try emptyView(of: scrollView).frame, CGRect(origin: .zero, size: testWindowFrame.size))
    }

    func testNothingHappensWithoutASource() {
        let fixture = makeScrollViewFixture(start: .detached)
        let scrollView = fixture.scrollView

        scrollView.reloadEmptyDataSet()

        XCTAssertFalse(scrollView.isEmptyDataSetVisible)
        XCTAssertNil(scrollView.emptyDataSetControllerIfPresent, "a reload without source must not create state")
        XCTAssertFalse(scrollView.subviews.contains { $0 is EmptyStateView })
    }

    func testDelegateAloneShowsNothing() {
        // The fixture keeps the spy, held weakly as the delegate, alive until the test ends.
        let fixture = makeScrollViewFixture(start: .detached, configure: { $0.isForcedToDisplay = true })
        let (scrollView, spy) = (fixture.scrollView, fixture.spy)
        scrollView.emptyDataSetDelegate = spy

        scrollView.reloadEmptyDataSet()
        drainMainQueue()

        XCTAssertFalse(scrollView.isEmptyDataSetVisible)
        XCTAssertEqual(spy.lifecycleCalls, [])
        XCTAssertFalse(scrollView.subviews.contains { $0 is EmptyStateView })
    }

    func testSettingNilSourceOnAFreshScrollViewCreatesNoState() {
        let fixture = makeScrollViewFixture(start: .detached)
        let scrollView = fixture.scrollView

        scrollView.emptyDataSetSource = nil
        scrollView.emptyDataSetDelegate = nil

        XCTAssertNil(scrollView.emptyDataSetControllerIfPresent)
    }
}
#endif
