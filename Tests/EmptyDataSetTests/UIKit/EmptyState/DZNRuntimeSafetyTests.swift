#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Stands in for DZNEmptyDataSet linked into the same app (brought in by another pod): its view
/// class's Objective-C name is what the package looks for.
@objc(DZNEmptyDataSetView) final class LinkedDZNEmptyDataSetView: UIView {}

/// A scroll view carried to another thread by a test, which touches it there only through the
/// Objective-C entry points that must accept it.
private struct OffMainScrollView: @unchecked Sendable {
    let scrollView: UIScrollView
}

/// What the Objective-C entry points and DZNEmptyDataSet's private keys do in the setups that used
/// to crash: DZNEmptyDataSet linked as well, a source cleared off the main thread (an Objective-C
/// `dealloc`), DZN's view read before any source, DZN's value keys written by key path.
@MainActor
final class DZNRuntimeSafetyTests: XCTestCase {
    // MARK: DZNEmptyDataSet linked too

    func testTheFirstSourceSetLogsOnceWhenDZNEmptyDataSetIsLinked() {
        XCTAssertNotNil(NSClassFromString("DZNEmptyDataSetView"), "the stand-in class is registered")
        var logged: [String] = []
        let savedLog = DZNCoexistence.log
        DZNCoexistence.log = { logged.append($0) }
        defer { DZNCoexistence.log = savedLog }
        DZNCoexistence.resetForTesting()

        let first = makeTableFixture(sections: [0])  // sets the spy as source: the first set
        let second = makeTableFixture(sections: [0])
        second.tableView.emptyDataSetSource = second.spy
        XCTAssertEqual(logged, [DZNCoexistence.message], "logged once, at the first source set only")
        XCTAssertTrue(logged.first?.contains("cannot coexist") == true)
        assertEmptyStateVisible(first.tableView, "the package keeps working: no crash, no refusal")
    }

    func testAFirstUseThatDZNEmptyDataSetCannotReplaceLogsToo() {
        // When DZNEmptyDataSet's category loads last, its `setEmptyDataSetSource:` runs instead of
        // the package's, so the check must also run where DZNEmptyDataSet defines nothing: here a
        // configuration, the package's first use, with no source ever set.
        var logged: [String] = []
        let savedLog = DZNCoexistence.log
        DZNCoexistence.log = { logged.append($0) }
        defer { DZNCoexistence.log = savedLog }
        DZNCoexistence.resetForTesting()

        let tableView = UITableView()
        tableView.emptyDataSetConfiguration = .empty()
        XCTAssertNil(tableView.emptyDataSetSource, "no source was set: the setter did not run")
        XCTAssertEqual(logged, [DZNCoexistence.message], "logged from the package's own first use")
        tableView.emptyDataSetConfiguration = nil
        UITableView().emptyDataSetConfiguration = .empty()
        XCTAssertEqual(logged.count, 1, "once per process")
    }

    func testSettingNilFirstChecksNothing() {
        var logged: [String] = []
        let savedLog = DZNCoexistence.log
        DZNCoexistence.log = { logged.append($0) }
        defer { DZNCoexistence.log = savedLog }
        DZNCoexistence.resetForTesting()
        UITableView().emptyDataSetSource = nil
        XCTAssertEqual(logged, [], "a nil source is no use of the package")
        XCTAssertTrue(DZNCoexistence.warnOnceIfLinked(), "the check is still pending for the first real source")
    }

    // MARK: Off the main thread

    func testSourceAndDelegateSetToNilOffTheMainThreadApplyOnTheMainQueue() {
        let fixture = makeTableFixture(sections: [0])
        assertEmptyStateVisible(fixture.tableView)
        let target = OffMainScrollView(scrollView: fixture.tableView)
        let sent = expectation(description: "set from a background thread")
        DispatchQueue.global().async {
            // What `self.tableView.emptyDataSetSource = nil;` in an Objective-C dealloc sends there.
            _ = target.scrollView.perform(NSSelectorFromString("setEmptyDataSetDelegate:"), with: nil)
            _ = target.scrollView.perform(NSSelectorFromString("setEmptyDataSetSource:"), with: nil)
            sent.fulfill()
        }
        wait(for: [sent], timeout: 2)
        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetSource == nil }, "applied on the main queue")
        XCTAssertNil(fixture.tableView.emptyDataSetDelegate)
        assertEmptyStateHidden(fixture.tableView, "no source: hidden, as when set on the main thread")
    }

    func testGettersOffTheMainThreadAnswerWhatTheMainThreadApplied() {
        let fixture = makeTableFixture(sections: [0])
        assertEmptyStateVisible(fixture.tableView)
        var answers = readOffTheMainThread(fixture.tableView)
        XCTAssertIdentical(answers.source, fixture.spy, "the source set on the main thread")
        XCTAssertIdentical(answers.delegate, fixture.spy)
        XCTAssertTrue(answers.isVisible)

        fixture.tableView.emptyDataSetSource = nil  // on the main thread: applied at once, hidden
        assertEmptyStateHidden(fixture.tableView)
        answers = readOffTheMainThread(fixture.tableView)
        XCTAssertNil(answers.source, "follows the main thread's set")
        XCTAssertIdentical(answers.delegate, fixture.spy, "the delegate was left alone")
        XCTAssertFalse(answers.isVisible, "follows the main thread's reload")
    }

    func testOffTheMainThreadAListSetUpWithAConfigurationAndNoSourceReadsVisible() {
        // No source and no delegate were ever set: the mirror is kept by the reload pass itself.
        let fixture = makeTableFixture(sections: [0], start: .detached)
        fixture.tableView.emptyDataSetConfiguration = .search(query: "kiwi")
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible }, "precondition: shown on the main thread")
        let answers = readOffTheMainThread(fixture.tableView)
        XCTAssertTrue(answers.isVisible, "what the main thread shows, not a missing mirror's false")
        XCTAssertNil(answers.source)
    }

    func testGettersOffTheMainThreadAnswerWhileTheMainThreadWaitsForThatThread() {
        // An Objective-C object released inside `dispatch_sync` to a serial queue, whose `dealloc`
        // reads `self.tableView.emptyDataSetSource`, while the main thread waits for that queue.
        let fixture = makeTableFixture(sections: [0])
        assertEmptyStateVisible(fixture.tableView)
        let target = OffMainScrollView(scrollView: fixture.tableView)
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var sawSource = false
        nonisolated(unsafe) var sawDelegate = false
        nonisolated(unsafe) var sawVisible = false
        DispatchQueue.global().async {
            sawSource = target.scrollView.emptyDataSetSource != nil
            sawDelegate = target.scrollView.emptyDataSetDelegate != nil
            sawVisible = target.scrollView.isEmptyDataSetVisible
            finished.signal()
        }
        // The main thread blocks without turning its run loop: a read that waited for it would
        // still be waiting when this times out.
        XCTAssertEqual(finished.wait(timeout: .now() + 2), .success, "the reads never wait for the main thread")
        XCTAssertTrue(sawSource)
        XCTAssertTrue(sawDelegate)
        XCTAssertTrue(sawVisible)
    }

    func testASetOffTheMainThreadShowsInOffMainReadsAfterItsMainQueueTurn() {
        let fixture = makeTableFixture(sections: [0])
        let target = OffMainScrollView(scrollView: fixture.tableView)
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var sawSourceRightAfterSet = false
        DispatchQueue.global().async {
            _ = target.scrollView.perform(NSSelectorFromString("setEmptyDataSetSource:"), with: nil)
            sawSourceRightAfterSet = target.scrollView.emptyDataSetSource != nil
            finished.signal()
        }
        XCTAssertEqual(finished.wait(timeout: .now() + 2), .success)
        XCTAssertTrue(sawSourceRightAfterSet, "what the main thread last applied: the set waits for its turn")
        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetSource == nil }, "applied on the main queue")
        XCTAssertNil(readOffTheMainThread(fixture.tableView).source, "and then read off the main thread too")
        XCTAssertFalse(readOffTheMainThread(fixture.tableView).isVisible)
    }

    /// The three getters, read on a background thread while the main thread waits (blocked, not
    /// turning its run loop).
    private func readOffTheMainThread(
        _ scrollView: UIScrollView
    ) -> (source: AnyObject?, delegate: AnyObject?, isVisible: Bool) {
        let target = OffMainScrollView(scrollView: scrollView)
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var answers: (source: AnyObject?, delegate: AnyObject?, isVisible: Bool) = (nil, nil, false)
        DispatchQueue.global().async {
            answers = (
                target.scrollView.emptyDataSetSource, target.scrollView.emptyDataSetDelegate,
                target.scrollView.isEmptyDataSetVisible)
            finished.signal()
        }
        XCTAssertEqual(finished.wait(timeout: .now() + 2), .success, "answered without the main thread")
        return answers
    }

    // MARK: DZN's private view

    func testReadingEmptyDataSetViewWithoutASourceMakesOnlyTheView() throws {
        let fixture = makeTableFixture(sections: [0], start: .detached)
        let early = try XCTUnwrap(fixture.tableView.value(forKey: "emptyDataSetView") as? UIView)
        XCTAssertNil(fixture.tableView.emptyDataSetControllerIfPresent, "no controller, observers or decisions for a read")
        XCTAssertTrue(fixture.tableView.hasPendingEmptyStateView)
        XCTAssertIdentical(fixture.tableView.value(forKey: "emptyDataSetView") as AnyObject, early, "the same view on every read")
        XCTAssertNil(early.superview)

        attach(fixture.spy, to: fixture.tableView)
        fixture.tableView.reloadData()
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible })
        XCTAssertIdentical(try fixture.emptyView(), early, "the view read early is the one that shows")
        XCTAssertFalse(fixture.tableView.hasPendingEmptyStateView, "handed over, not kept twice")
        XCTAssertIdentical(fixture.tableView.value(forKey: "emptyDataSetView") as AnyObject, early)
    }

    func testDZNsValueKeysAreReadableAndTheirWritesIgnored() throws {
        let fixture = makeTableFixture(sections: [0]) { spy in spy.titleText = "No Messages" }
        let view = try fixture.emptyView()
        for (key, value) in [("verticalOffset", 40 as NSNumber), ("verticalSpace", 30 as NSNumber), ("fadeInOnDisplay", false as NSNumber)] {
            let before = fixture.tableView.value(forKeyPath: "emptyDataSetView.\(key)") as? NSNumber
            XCTAssertNotNil(before, key)
            // Without the shims these raise NSUnknownKeyException (an Objective-C exception: a crash).
            fixture.tableView.setValue(value, forKeyPath: "emptyDataSetView.\(key)")
            XCTAssertEqual(fixture.tableView.value(forKeyPath: "emptyDataSetView.\(key)") as? NSNumber, before, "\(key): ignored")
        }
        XCTAssertEqual(
            (fixture.tableView.value(forKeyPath: "emptyDataSetView.verticalSpace") as? NSNumber)?.doubleValue,
            Double(view.stackView.spacing), "the spacing applied")
        XCTAssertEqual((fixture.tableView.value(forKeyPath: "emptyDataSetView.fadeInOnDisplay") as? NSNumber)?.boolValue, true)
    }
}
#endif
