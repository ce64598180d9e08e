#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The error preset's retry: while the closure runs the button shows an activity indicator and is
/// disabled and the error stays on screen; it is usable again when the closure returns or throws,
/// or when the state changes; a tap while it runs starts nothing.
///
/// Taps go through the controller's target-action on `.touchUpInside` (`sendActions`, and the
/// registered action performed directly when UIKit drops it for want of a `UIApplication`, see
/// ``tap(_:delivered:)``). Delivery is detected by the spy, the delegate, being told.
@MainActor
final class RetryButtonTests: XCTestCase {
    private struct LoadError: LocalizedError {
        var errorDescription: String? { "Couldn’t Load Messages" }
        var failureReason: String? { "The server did not answer." }
    }

    private struct OtherError: LocalizedError {
        var errorDescription: String? { "You Are Offline" }
    }

    private struct RetryFailed: Error {}

    /// A retry operation that stays suspended until the test lets it finish.
    @MainActor
    private final class RetryProbe {
        private(set) var runs = 0
        private var pending: [CheckedContinuation<Void, any Error>] = []
        var isSuspended: Bool { !pending.isEmpty }

        func operation() async throws {
            runs += 1
            try await withCheckedThrowingContinuation { continuation in
                pending.append(continuation)
            }
        }

        /// Lets the oldest suspended run return.
        func finish() {
            guard !pending.isEmpty else { return XCTFail("no run to finish") }
            pending.removeFirst().resume()
        }

        /// Lets the oldest suspended run throw.
        func fail() {
            guard !pending.isEmpty else { return XCTFail("no run to fail") }
            pending.removeFirst().resume(throwing: RetryFailed())
        }

        /// Ends every run still suspended (teardown: no continuation leaks).
        func releaseAll() {
            while !pending.isEmpty { pending.removeFirst().resume() }
        }
    }

    /// Whether an action ran.
    @MainActor
    private final class RanFlag {
        var ran = false
    }

    // MARK: Helpers

    private func makeProbe() -> RetryProbe {
        let probe = RetryProbe()
        let box = UncheckedSendableBox(probe)
        // XCTest runs teardown blocks on the main thread, after the test method returned. The
        // released runs end while the scroll view is still alive (the fixture's teardown, made
        // later, runs first and drains once more).
        addTeardownBlock {
            MainActor.assumeIsolated {
                box.value.releaseAll()
                drainMainQueue()
            }
        }
        return probe
    }

    /// A table showing `configuration`, the spy as delegate only.
    private func show(
        _ configuration: EmptyDataSetConfiguration, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (EmptyDataSetFixture<UITableView>, EmptyStateView) {
        let (fixture, view) = try makeConfiguredTable(configuration, file: file, line: line)
        XCTAssertFalse(view.primaryButton.isHidden, "precondition: the retry button shows", file: file, line: line)
        XCTAssertTrue(view.primaryButton.isEnabled, "precondition: enabled", file: file, line: line)
        XCTAssertNotEqual(
            view.primaryButton.configuration?.showsActivityIndicator, true, "precondition: no indicator", file: file,
            line: line)
        fixture.spy.resetCalls()
        return (fixture, view)
    }

    private func tapRetry(_ view: EmptyStateView, _ fixture: EmptyDataSetFixture<UITableView>) {
        let told = fixture.spy.count(of: "didTapButton")
        tap(view.primaryButton) { fixture.spy.count(of: "didTapButton") > told }
        XCTAssertEqual(fixture.spy.count(of: "didTapButton"), told + 1, "the tap reached the empty state once")
    }

    private func isRetrying(_ button: UIButton) -> Bool {
        button.configuration?.showsActivityIndicator == true && !button.isEnabled
    }

    private func isUsable(_ button: UIButton) -> Bool {
        button.configuration?.showsActivityIndicator != true && button.isEnabled && !button.isHidden
    }

    // MARK: Apple's configuration

    /// The conversion to Apple's configuration keeps a working retry: the button's primary
    /// action runs it. iOS 17 and later only: before, there is no Apple configuration, and the
    /// package's own button runs the retry (the tests below).
    func testTheRetryIsApplesPrimaryAction() throws {
        guard #available(iOS 17.0, tvOS 17.0, *) else { return }
        let probe = makeProbe()
        let apple = EmptyDataSetConfiguration.error(LoadError()) { try await probe.operation() }.contentUnavailableConfiguration
        XCTAssertEqual(apple.button.title, "Try Again", "the button is kept")
        let action = try XCTUnwrap(apple.buttonProperties.primaryAction, "the retry is the button's action")

        // As a control performs its primary action when tapped (directly, not through UIApplication).
        UIButton(type: .system).sendAction(action)

        XCTAssertTrue(waitUntil { probe.runs == 1 }, "the action runs the retry")
    }

    /// Apple's button stays enabled while the retry runs (its view has no retry state): taps
    /// meanwhile start nothing, and a tap after the retry ended starts a new one. iOS 17 and
    /// later only (Apple's configuration); the package's own button is disabled meanwhile
    /// (`testTapWhileRetryingStartsNoSecondRun` below).
    func testTapsOnApplesButtonWhileTheRetryRunsStartNothing() throws {
        guard #available(iOS 17.0, tvOS 17.0, *) else { return }
        let probe = makeProbe()
        let apple = EmptyDataSetConfiguration.error(LoadError()) { try await probe.operation() }.contentUnavailableConfiguration
        let action = try XCTUnwrap(apple.buttonProperties.primaryAction)
        let button = UIButton(type: .system)

        button.sendAction(action)
        XCTAssertTrue(waitUntil { probe.runs == 1 && probe.isSuspended }, "the first tap starts the retry")
        button.sendAction(action)
        button.sendAction(action)
        drainMainQueue()
        XCTAssertEqual(probe.runs, 1, "taps while it runs start nothing")

        probe.finish()
        drainMainQueue()
        button.sendAction(action)
        XCTAssertTrue(waitUntil { probe.runs == 2 }, "a tap after it ended starts a new retry")
    }

    /// An app that rebuilds Apple's configuration from the same configuration value (in
    /// `updateContentUnavailableConfiguration(using:)`, say) gets a new action with each
    /// conversion: the running state belongs to the retry, so while it runs a tap on either
    /// conversion's button starts nothing. A configuration made by a new `error(_:retry:)` call
    /// has a retry of its own. iOS 17 and later only (Apple's configuration).
    func testApplesButtonsOfTwoConversionsShareTheRunningRetry() throws {
        guard #available(iOS 17.0, tvOS 17.0, *) else { return }
        let probe = makeProbe()
        let other = makeProbe()
        let configuration = EmptyDataSetConfiguration.error(LoadError()) { try await probe.operation() }
        let first = try XCTUnwrap(configuration.contentUnavailableConfiguration.buttonProperties.primaryAction)
        let second = try XCTUnwrap(configuration.contentUnavailableConfiguration.buttonProperties.primaryAction)
        XCTAssertNotIdentical(first, second, "precondition: each conversion makes its own action")
        let button = UIButton(type: .system)

        button.sendAction(first)
        XCTAssertTrue(waitUntil { probe.runs == 1 && probe.isSuspended }, "a tap on the first conversion's button starts it")
        button.sendAction(second)
        button.sendAction(first)
        drainMainQueue()
        XCTAssertEqual(probe.runs, 1, "taps on either conversion's button while it runs start nothing")

        let remade = EmptyDataSetConfiguration.error(LoadError()) { try await other.operation() }
        button.sendAction(try XCTUnwrap(remade.contentUnavailableConfiguration.buttonProperties.primaryAction))
        XCTAssertTrue(waitUntil { other.runs == 1 }, "a configuration made anew runs its own retry meanwhile")
        XCTAssertEqual(probe.runs, 1)

        probe.finish()
        drainMainQueue()
        button.sendAction(second)
        XCTAssertTrue(waitUntil { probe.runs == 2 }, "a tap after it ended starts a new run, on the other conversion's button")
    }

    /// An action of the app's own on the retry button stays the button's action: in Apple's
    /// configuration (iOS 17 and later) it is the primary action, and on the package's button
    /// (every version) a tap runs it.
    func testAnAppsOwnActionIsKeptOverTheRetry() throws {
        let probe = makeProbe()
        let flag = RanFlag()
        var configuration = EmptyDataSetConfiguration.error(LoadError()) { try await probe.operation() }
        let own = UIAction { _ in MainActor.assumeIsolated { flag.ran = true } }  // UIKit runs actions on the main thread
        configuration.buttonProperties.primaryAction = own
        if #available(iOS 17.0, tvOS 17.0, *) {
            XCTAssertIdentical(configuration.contentUnavailableConfiguration.buttonProperties.primaryAction, own)
        }
        let (_, view) = try show(configuration)

        // A control sends its UIActions itself (no UIApplication needed), as on a tap.
        view.primaryButton.sendActions(for: .primaryActionTriggered)

        XCTAssertTrue(flag.ran, "the app's own action runs on a tap")
    }

    /// The loading preset keeps Apple's own localized loading text and style; text of the app's
    /// own is kept. iOS 17 and later only (Apple's configuration).
    func testApplesLoadingTextIsKept() throws {
        guard #available(iOS 17.0, tvOS 17.0, *) else { return }
        let applesOwn = UIContentUnavailableConfiguration.loading()
        let converted = EmptyDataSetConfiguration.loading().contentUnavailableConfiguration
        XCTAssertEqual(converted.text, applesOwn.text, "Apple's words, in the system's language")
        XCTAssertEqual(converted.textProperties.font, applesOwn.textProperties.font, "and Apple's style")

        var custom = EmptyDataSetConfiguration.loading()
        custom.text = "Fetching Mail…"
        XCTAssertEqual(custom.contentUnavailableConfiguration.text, "Fetching Mail…", "the app's own text is kept")
    }

    // MARK: Tests

    func testRetryShowsTheButtonsIndicatorWhileItRunsAndKeepsTheError() throws {
        let probe = makeProbe()
        let (fixture, view) = try show(.error(LoadError()) { try await probe.operation() })

        tapRetry(view, fixture)

        XCTAssertTrue(waitUntil { probe.runs == 1 && probe.isSuspended }, "the retry closure runs")
        XCTAssertTrue(isRetrying(view.primaryButton), "indicator shown, button disabled while it runs")
        XCTAssertFalse(view.primaryButton.isHidden)
        XCTAssertEqual(view.titleLabel.attributedText?.string, "Couldn’t Load Messages", "the error stays")
        XCTAssertEqual(view.detailLabel.attributedText?.string, "The server did not answer.")
        XCTAssertTrue(view.activityIndicator.isHidden, "no flash to a loading view")
        XCTAssertTrue(fixture.tableView.isEmptyDataSetVisible)
        XCTAssertEqual(fixture.spy.lifecycleCalls, [], "an update in place, not a new appearance")

        probe.finish()

        XCTAssertTrue(waitUntil { self.isUsable(view.primaryButton) }, "usable again when the retry returns")
        XCTAssertEqual(view.titleLabel.attributedText?.string, "Couldn’t Load Messages")
        XCTAssertEqual(probe.runs, 1)
    }

    func testThrowingRetryMakesTheButtonUsableAgain() throws {
        let probe = makeProbe()
        let (fixture, view) = try show(.error(LoadError()) { try await probe.operation() })
        tapRetry(view, fixture)
        XCTAssertTrue(waitUntil { probe.isSuspended })
        XCTAssertTrue(isRetrying(view.primaryButton))

        probe.fail()

        XCTAssertTrue(waitUntil { self.isUsable(view.primaryButton) }, "usable again after a throw")
        XCTAssertEqual(view.titleLabel.attributedText?.string, "Couldn’t Load Messages", "the error stays")
    }

    func testTapWhileRetryingStartsNoSecondRun() throws {
        let probe = makeProbe()
        let (fixture, view) = try show(.error(LoadError()) { try await probe.operation() })
        tapRetry(view, fixture)
        XCTAssertTrue(waitUntil { probe.isSuspended })

        // A disabled button gets no touches from a user; this is a tap that got through anyway
        // (the action sent programmatically, or a tap racing the disable).
        tapRetry(view, fixture)
        drainMainQueue()

        XCTAssertEqual(probe.runs, 1, "no second run while one runs")
        XCTAssertTrue(isRetrying(view.primaryButton), "still the first run's state")

        probe.finish()
        XCTAssertTrue(waitUntil { self.isUsable(view.primaryButton) })

        tapRetry(view, fixture)
        XCTAssertTrue(waitUntil { probe.runs == 2 }, "a tap after the run ended starts the next one")
        XCTAssertTrue(waitUntil { self.isRetrying(view.primaryButton) })
        probe.finish()
        XCTAssertTrue(waitUntil { self.isUsable(view.primaryButton) })
    }

    func testNewConfigurationDuringTheRunFreesTheButton() throws {
        let probe = makeProbe()
        let next = makeProbe()
        let (fixture, view) = try show(.error(LoadError()) { try await probe.operation() })
        tapRetry(view, fixture)
        XCTAssertTrue(waitUntil { probe.isSuspended })
        XCTAssertTrue(isRetrying(view.primaryButton))
        let changes = fixture.signalCount(.configurationChange)

        fixture.tableView.emptyDataSetConfiguration = .error(OtherError()) { try await next.operation() }

        XCTAssertTrue(waitUntil { view.titleLabel.attributedText?.string == "You Are Offline" }, "the new state shows")
        XCTAssertEqual(fixture.signalCount(.configurationChange), changes + 1, "through the configuration change")
        XCTAssertTrue(isUsable(view.primaryButton), "the new state starts with a usable button")

        tapRetry(view, fixture)
        XCTAssertTrue(waitUntil { next.isSuspended }, "a tap now runs the new state's retry")
        XCTAssertEqual(probe.runs, 1, "not the old one")
        XCTAssertTrue(isRetrying(view.primaryButton), "the new run owns the button")

        probe.finish()  // the old run ends late, while the new state's run is still going
        drainMainQueue()

        // A finish that freed the button whatever run it came from would fail here.
        XCTAssertTrue(isRetrying(view.primaryButton), "a late finish of the old run does not free the new run's button")
        XCTAssertEqual(view.titleLabel.attributedText?.string, "You Are Offline")
        next.finish()
        XCTAssertTrue(waitUntil { self.isUsable(view.primaryButton) }, "the new run's own finish frees it")
    }

    /// A retry that never finishes leaves the button usable again on the next state change, also
    /// when the new state is the same error (a provider makes a new closure on every call).
    func testNeverFinishingRetryIsFreedByAStateChange() throws {
        let probe = makeProbe()
        let (fixture, view) = try show(.error(LoadError()) { try await probe.operation() })
        tapRetry(view, fixture)
        XCTAssertTrue(waitUntil { probe.isSuspended })

        var loading = EmptyDataSetConfiguration.loading()
        loading.text = "Reconnecting"
        fixture.tableView.emptyDataSetConfiguration = loading
        XCTAssertTrue(waitUntil { view.titleLabel.attributedText?.string == "Reconnecting" })
        XCTAssertTrue(view.primaryButton.isHidden, "the loading state has no button")

        fixture.tableView.emptyDataSetConfiguration = .error(LoadError()) { try await probe.operation() }
        XCTAssertTrue(waitUntil { view.titleLabel.attributedText?.string == "Couldn’t Load Messages" })
        XCTAssertTrue(isUsable(view.primaryButton), "the error is back with a usable button")
    }

    func testTheDelegateIsToldOfTheRetryTap() throws {
        let probe = makeProbe()
        let (fixture, view) = try show(.error(LoadError()) { try await probe.operation() })

        tapRetry(view, fixture)

        XCTAssertEqual(fixture.spy.tappedButtons.count, 1)
        XCTAssertTrue(fixture.spy.tappedButtons.first === view.primaryButton, "the configured button")
        XCTAssertTrue(waitUntil { probe.runs == 1 })
    }

    /// A retry that never finishes, then rows arrive (the empty state hides) and go again: the
    /// error shows with a usable button, and a tap starts a new run.
    func testNeverFinishingRetryIsFreedWhenTheEmptyStateHidesAndReturns() throws {
        let probe = makeProbe()
        let (fixture, view) = try show(.error(LoadError()) { try await probe.operation() })
        tapRetry(view, fixture)
        XCTAssertTrue(waitUntil { probe.isSuspended })
        XCTAssertTrue(isRetrying(view.primaryButton), "precondition: retrying")

        fixture.dataSource.itemCounts = [1]
        fixture.tableView.reloadData()
        assertEmptyStateHidden(fixture.tableView)
        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()

        assertEmptyStateVisible(fixture.tableView)
        XCTAssertTrue(isUsable(view.primaryButton), "the hidden state ended the retry")
        tapRetry(view, fixture)
        XCTAssertTrue(waitUntil { probe.runs == 2 }, "a tap starts a new run")
    }

    /// The common case: a provider describes the error and makes a new retry closure on every call.
    /// The retry keeps its indicator across the provider's calls and ends when its run ends.
    func testProviderDrivenRetryKeepsItsIndicatorAcrossProviderCalls() throws {
        let probe = makeProbe()
        let fixture = makeTableFixture(start: .detached)
        fixture.tableView.emptyDataSetDelegate = fixture.spy
        var providerCalls = 0
        fixture.tableView.emptyDataSetConfigurationProvider = { _ in
            providerCalls += 1
            return .error(LoadError()) { try await probe.operation() }
        }
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible }, "shown")
        let view = try fixture.layOut()
        XCTAssertTrue(isUsable(view.primaryButton), "precondition")

        tapRetry(view, fixture)
        XCTAssertTrue(waitUntil { probe.isSuspended })
        XCTAssertTrue(isRetrying(view.primaryButton), "the indicator shows")
        let callsWhileRetrying = providerCalls
        fixture.tableView.setNeedsUpdateEmptyDataSetConfiguration()
        XCTAssertTrue(waitUntil { providerCalls > callsWhileRetrying }, "precondition: the provider was asked again")
        XCTAssertTrue(isRetrying(view.primaryButton), "a new closure for the same error is the same state")

        probe.finish()
        XCTAssertTrue(waitUntil { self.isUsable(view.primaryButton) }, "usable again when the run ends")
        XCTAssertEqual(probe.runs, 1)
    }

    /// The retry usually changes the state itself (it shows progress, its rows arrive): the app's
    /// work must run on — not be cancelled by the state change it caused.
    func testARetryThatChangesTheStateRunsToTheEnd() throws {
        @MainActor final class Outcome {
            var finished = false
            var threw = false
        }
        let outcome = Outcome()
        let fixture = makeTableFixture(start: .detached)
        fixture.tableView.emptyDataSetDelegate = fixture.spy
        let tableView = fixture.tableView
        tableView.emptyDataSetConfiguration = .error(LoadError()) {
            tableView.emptyDataSetConfiguration = .loading()  // the retry shows progress
            do {
                try await Task.sleep(nanoseconds: 100_000_000)
                outcome.finished = true
            } catch {
                outcome.threw = true
            }
        }
        XCTAssertTrue(waitUntil { tableView.isEmptyDataSetVisible }, "shown")
        let view = try fixture.layOut()

        tapRetry(view, fixture)

        XCTAssertTrue(waitUntil { view.activityIndicator.isAnimating }, "the loading state it asked for")
        XCTAssertTrue(waitUntil { outcome.finished || outcome.threw }, "the retry ran to its end")
        XCTAssertTrue(outcome.finished)
        XCTAssertFalse(outcome.threw, "not cancelled by the state change it caused")
    }
}
#endif
