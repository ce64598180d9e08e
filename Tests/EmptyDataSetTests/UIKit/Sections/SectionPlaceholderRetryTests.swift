#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The error preset's retry in a section placeholder: run by its button, never kept by the list.
@MainActor
final class SectionPlaceholderRetryTests: XCTestCase {
    /// Stands in for the app's view controller that a retry closure captures strongly.
    final class Screen {
        var retries = 0
    }

    private struct Failure: Error {}

    /// Holds a retry open until the test opens it.
    @MainActor
    final class Gate {
        private var continuation: CheckedContinuation<Void, Never>?
        var isWaiting: Bool { continuation != nil }

        func wait() async {
            await withCheckedContinuation { continuation = $0 }
        }

        func open() {
            continuation?.resume()
            continuation = nil
        }
    }

    func testTheButtonIsDisabledWhileTheRetryRunsAndASecondTapRunsNothing() throws {
        let (tableView, source, spy, window) = makeSectionTable(counts: [0, 1])
        let screen = Screen()
        let gate = Gate()
        spy.make = { _ in
            .error(Failure()) {
                screen.retries += 1
                await gate.wait()
            }
        }
        tableView.setNeedsUpdateEmptyDataSetSections()
        try withExtendedLifetime((source, spy, window, gate)) {
            XCTAssertTrue(settle(tableView) { shownTitle(sectionPlaceholder(in: tableView, section: 0)) != nil })
            let placeholder = try XCTUnwrap(sectionPlaceholder(in: tableView, section: 0))
            let button = placeholder.renderer.primaryButton
            XCTAssertTrue(button.isEnabled, "precondition")
            // (`tap` performs the action itself when the tap was not delivered at once: the retry
            // starts on a later turn, so that is a second tap already.)
            tap(button) { screen.retries > 0 }
            XCTAssertTrue(waitUntil { screen.retries == 1 && gate.isWaiting })
            XCTAssertFalse(button.isEnabled, "disabled while the retry runs")
            XCTAssertTrue(placeholder.rendersRetrying)
            tap(button) { false }
            drainMainQueue(turns: 3)
            XCTAssertEqual(screen.retries, 1, "a tap while it runs runs nothing")
            gate.open()
            XCTAssertTrue(settle(tableView) { button.isEnabled && !placeholder.rendersRetrying }, "usable again once it returned")
            tap(button) { screen.retries > 1 }
            XCTAssertTrue(waitUntil { screen.retries == 2 }, "and a new tap runs it again")
            gate.open()
        }
    }

    func testAStaleRetryFinishingDoesNotEnableTheButtonOfALaterRun() throws {
        let (tableView, source, spy, window) = makeSectionTable(counts: [0, 1])
        let screen = Screen()
        let first = Gate()
        let second = Gate()
        var version = 1
        spy.make = { _ in
            var configuration = EmptyDataSetConfiguration.error(Failure()) {
                screen.retries += 1
                await (screen.retries == 1 ? first : second).wait()
            }
            configuration.secondaryText = "Version \(version)"
            return configuration
        }
        tableView.setNeedsUpdateEmptyDataSetSections()
        try withExtendedLifetime((source, spy, window, first, second)) {
            XCTAssertTrue(settle(tableView) { shownTitle(sectionPlaceholder(in: tableView, section: 0)) != nil })
            let placeholder = try XCTUnwrap(sectionPlaceholder(in: tableView, section: 0))
            let button = placeholder.renderer.primaryButton
            tap(button) { screen.retries > 0 }
            XCTAssertTrue(waitUntil { screen.retries == 1 && first.isWaiting })
            XCTAssertFalse(button.isEnabled, "precondition: the first run holds the button")
            // A new placeholder for the section: the first run no longer owns the button.
            version = 2
            tableView.setNeedsUpdateEmptyDataSetSections()
            XCTAssertTrue(settle(tableView) { button.isEnabled && !placeholder.rendersRetrying })
            tap(button) { screen.retries > 1 }
            XCTAssertTrue(waitUntil { screen.retries == 2 && second.isWaiting })
            XCTAssertFalse(button.isEnabled, "the second run holds the button")
            first.open()
            drainMainQueue(turns: 5)
            XCTAssertFalse(button.isEnabled, "the stale first run's end leaves the second run's button disabled")
            XCTAssertTrue(placeholder.rendersRetrying)
            second.open()
            XCTAssertTrue(settle(tableView) { button.isEnabled && !placeholder.rendersRetrying }, "its own end enables it")
        }
    }

    func testRetryButtonRunsTheClosureTheProviderReturnsNow() throws {
        let (tableView, source, spy, window) = makeSectionTable(counts: [0, 1])
        let screen = Screen()
        spy.make = { _ in .error(Failure()) { screen.retries += 1 } }
        tableView.setNeedsUpdateEmptyDataSetSections()
        try withExtendedLifetime((source, spy, window)) {
            XCTAssertTrue(settle(tableView) { shownTitle(sectionPlaceholder(in: tableView, section: 0)) != nil })
            let placeholder = try XCTUnwrap(sectionPlaceholder(in: tableView, section: 0))
            XCTAssertFalse(placeholder.renderer.primaryButton.isHidden)
            let askedBefore = spy.askedSections.count
            placeholder.renderer.primaryButton.sendActions(for: .touchUpInside)
            XCTAssertTrue(waitUntil { screen.retries == 1 })
            XCTAssertGreaterThan(spy.askedSections.count, askedBefore, "the provider was asked again for the closure")
        }
    }

    func testRetryClosureCapturingTheScreenDoesNotKeepItAlive() {
        weak var weakScreen: Screen?
        do {
            let (tableView, source, spy, window) = makeSectionTable(counts: [0])
            var screen: Screen? = Screen()
            weakScreen = screen
            let captured = screen!
            spy.make = { _ in .error(Failure()) { captured.retries += 1 } }  // a strong capture
            tableView.setNeedsUpdateEmptyDataSetSections()
            withExtendedLifetime((source, spy, window)) {
                XCTAssertTrue(settle(tableView) { shownTitle(sectionPlaceholder(in: tableView, section: 0)) != nil })
            }
            // The list's own state holds no closure: only the provider (the spy) does.
            let entry = tableView.emptyDataSetSections.entry(forSection: 0)
            XCTAssertEqual(entry?.hasRetry, true)
            XCTAssertNil(entry?.configuration.retry)
            screen = nil
            spy.make = nil
            tableView.emptyDataSetSectionProvider = nil
            drainMainQueue()
        }
        drainMainQueue()
        XCTAssertNil(weakScreen, "nothing the package keeps holds the closure's captures")
    }

    func testRetryOfASectionThatFilledMeanwhileRunsNothing() throws {
        let (tableView, source, spy, window) = makeSectionTable(counts: [0, 1])
        let screen = Screen()
        spy.make = { _ in .error(Failure()) { screen.retries += 1 } }
        tableView.setNeedsUpdateEmptyDataSetSections()
        try withExtendedLifetime((source, spy, window)) {
            XCTAssertTrue(settle(tableView) { shownTitle(sectionPlaceholder(in: tableView, section: 0)) != nil })
            let placeholder = try XCTUnwrap(sectionPlaceholder(in: tableView, section: 0))
            let button = placeholder.renderer.primaryButton
            source.counts = [1, 1]
            tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            XCTAssertTrue(settle(tableView) { shownTitle(sectionPlaceholder(in: tableView, section: 0)) == nil })
            button.sendActions(for: .touchUpInside)
            drainMainQueue(turns: 3)
            XCTAssertEqual(screen.retries, 0)
        }
    }
}
#endif
