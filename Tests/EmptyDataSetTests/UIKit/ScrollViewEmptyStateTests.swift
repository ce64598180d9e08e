#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A plain `UIScrollView` has no items: its empty state follows the delegate and explicit reloads.
@MainActor
final class ScrollViewEmptyStateTests: XCTestCase {
    private func makeScrollView() -> (window: UIWindow, scrollView: UIScrollView) {
        let window = makeShownWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        window.addSubview(scrollView)
        return (window, scrollView)
    }

    func testPlainScrollViewCountsAsEmpty() {
        let (window, scrollView) = makeScrollView()
        let spy = EmptyDataSetSpy()
        defer { withExtendedLifetime(spy) {} }  // held weakly by the scroll view: alive for the whole test
        attach(spy, to: scrollView)

        scrollView.reloadEmptyDataSet()

        assertEmptyStateVisible(scrollView)
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear])
        withExtendedLifetime(window) {}
    }

    func testSettingTheSourceShowsTheEmptyStateOnTheNextRunLoopTurn() {
        let (window, scrollView) = makeScrollView()
        let spy = EmptyDataSetSpy()
        defer { withExtendedLifetime(spy) {} }  // held weakly by the scroll view: alive for the whole test

        attach(spy, to: scrollView)

        XCTAssertTrue(waitUntil { scrollView.isEmptyDataSetVisible }, "the scheduled reload never ran")
        assertEmptyStateVisible(scrollView)
        withExtendedLifetime(window) {}
    }

    func testDelegateDecidesVisibility() {
        let (window, scrollView) = makeScrollView()
        let spy = EmptyDataSetSpy()
        defer { withExtendedLifetime(spy) {} }  // held weakly by the scroll view: alive for the whole test
        attach(spy, to: scrollView)
        scrollView.reloadEmptyDataSet()
        assertEmptyStateVisible(scrollView)

        spy.shouldDisplay = false
        scrollView.reloadEmptyDataSet()
        assertEmptyStateHidden(scrollView)

        spy.shouldDisplay = true
        scrollView.reloadEmptyDataSet()
        assertEmptyStateVisible(scrollView)
        withExtendedLifetime(window) {}
    }

    func testEmptyViewCoversTheScrollView() throws {
        let (window, scrollView) = makeScrollView()
        let spy = EmptyDataSetSpy()
        defer { withExtendedLifetime(spy) {} }  // held weakly by the scroll view: alive for the whole test
        attach(spy, to: scrollView)

        scrollView.reloadEmptyDataSet()

        XCTAssertEqual(try emptyView(of: scrollView).frame, CGRect(origin: .zero, size: testWindowFrame.size))
        withExtendedLifetime(window) {}
    }

    func testNothingHappensWithoutASource() {
        let scrollView = UIScrollView(frame: testWindowFrame)

        scrollView.reloadEmptyDataSet()

        XCTAssertFalse(scrollView.isEmptyDataSetVisible)
        XCTAssertNil(scrollView.emptyDataSetControllerIfPresent, "a reload without source must not create state")
        XCTAssertFalse(scrollView.subviews.contains { $0 is EmptyDataSetView })
    }

    func testDelegateAloneShowsNothing() {
        let scrollView = UIScrollView(frame: testWindowFrame)
        let spy = EmptyDataSetSpy()
        defer { withExtendedLifetime(spy) {} }  // held weakly by the scroll view: alive for the whole test
        spy.isForcedToDisplay = true
        scrollView.emptyDataSetDelegate = spy

        scrollView.reloadEmptyDataSet()

        XCTAssertFalse(scrollView.isEmptyDataSetVisible)
        XCTAssertEqual(spy.lifecycleCalls, [])
        XCTAssertFalse(scrollView.subviews.contains { $0 is EmptyDataSetView })
    }

    func testSettingNilSourceOnAFreshScrollViewCreatesNoState() {
        let scrollView = UIScrollView(frame: testWindowFrame)

        scrollView.emptyDataSetSource = nil
        scrollView.emptyDataSetDelegate = nil

        XCTAssertNil(scrollView.emptyDataSetControllerIfPresent)
    }
}
#endif
