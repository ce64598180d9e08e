import XCTest
@testable import EmptyDataSet

/// "Retry when back online" on a virtual clock.
final class OnlineRetryTests: XCTestCase {
    private var rule = OnlineRetry()
    private var now: TimeInterval = 100
    private let offline = OnlineRetry.Failure(isConnectivity: true, canRetry: true)

    private func path(_ satisfied: Bool) { rule.pathChanged(isSatisfied: satisfied, at: now) }
    private func wait(_ seconds: TimeInterval) { now += seconds }

    func testAConnectivityFailureWithARetryArmsAndWatches() {
        XCTAssertFalse(rule.needsWatching)
        rule.update(showing: offline, isEnabled: true)
        XCTAssertTrue(rule.needsWatching)
    }

    func testNothingWatchedWhenOffOrNotConnectivityOrNothingToRerun() {
        rule.update(showing: offline, isEnabled: false)
        XCTAssertFalse(rule.needsWatching)
        rule.update(showing: .init(isConnectivity: false, canRetry: true), isEnabled: true)
        XCTAssertFalse(rule.needsWatching)
        rule.update(showing: .init(isConnectivity: true, canRetry: false), isEnabled: true)
        XCTAssertFalse(rule.needsWatching)
        rule.update(showing: nil, isEnabled: true)
        XCTAssertFalse(rule.needsWatching)
    }

    func testRerunsOnceAfterThePathCameBackAndSettled() {
        rule.update(showing: offline, isEnabled: true)
        path(false)
        XCTAssertNil(rule.nextChange(after: now))
        XCTAssertFalse(rule.takeRetry(at: now))
        wait(3)
        path(true)
        XCTAssertEqual(rule.nextChange(after: now), now + OnlineRetry.settleDelay)
        XCTAssertFalse(rule.takeRetry(at: now + OnlineRetry.settleDelay - 0.01))
        wait(OnlineRetry.settleDelay)
        XCTAssertTrue(rule.takeRetry(at: now))
        XCTAssertTrue(rule.hasFired)
        XCTAssertFalse(rule.needsWatching, "spent: the monitor is no longer needed")
        XCTAssertFalse(rule.takeRetry(at: now + 10), "once")
        XCTAssertNil(rule.nextChange(after: now))
    }

    func testARefusedRetryIsNotSpentAndIsDueAtOnceAfterTheNextDecision() {
        rule.update(showing: offline, isEnabled: true)
        path(false)
        path(true)
        wait(OnlineRetry.settleDelay)
        XCTAssertTrue(rule.takeRetry(at: now))
        rule.retryRefused(at: now)
        XCTAssertFalse(rule.hasFired, "not spent")
        XCTAssertTrue(rule.needsWatching, "armed again")
        wait(2)
        rule.update(showing: offline, isEnabled: true)
        XCTAssertEqual(rule.nextChange(after: now), now, "the network already settled: due at once")
        XCTAssertTrue(rule.takeRetry(at: now))
        XCTAssertTrue(rule.hasFired)
        XCTAssertFalse(rule.takeRetry(at: now), "once")
    }

    func testARefusedRetryWaitsAgainWhenThePathGoesMeanwhile() {
        rule.update(showing: offline, isEnabled: true)
        path(false)
        path(true)
        wait(OnlineRetry.settleDelay)
        XCTAssertTrue(rule.takeRetry(at: now))
        rule.retryRefused(at: now)
        path(false)
        XCTAssertNil(rule.nextChange(after: now))
        XCTAssertFalse(rule.takeRetry(at: now + 10))
        path(true)
        XCTAssertEqual(rule.nextChange(after: now), now + OnlineRetry.settleDelay, "settles anew")
    }

    func testARefusalWithoutAFiredRetryChangesNothing() {
        rule.update(showing: offline, isEnabled: true)
        rule.retryRefused(at: now)
        XCTAssertNil(rule.nextChange(after: now), "still waiting for the path to go and come back")
        rule.update(showing: nil, isEnabled: true)
        rule.retryRefused(at: now)
        XCTAssertFalse(rule.needsWatching)
    }

    func testTheSettleDelayIsHalfASecond() {
        XCTAssertEqual(OnlineRetry.settleDelay, 0.5)
    }

    func testASatisfiedPathAtTheStartFiresNothing() {
        rule.update(showing: offline, isEnabled: true)
        path(true)
        wait(10)
        XCTAssertNil(rule.nextChange(after: now))
        XCTAssertFalse(rule.takeRetry(at: now))
        XCTAssertTrue(rule.needsWatching, "still waiting for the network to go and come back")
        path(false)
        path(true)
        wait(1)
        XCTAssertTrue(rule.takeRetry(at: now))
    }

    func testAFlappingPathRestartsTheSettling() {
        rule.update(showing: offline, isEnabled: true)
        path(false)
        path(true)
        let firstSince = now
        wait(0.3)
        path(true)  // a second satisfied report does not restart the settling
        XCTAssertEqual(rule.nextChange(after: now), firstSince + OnlineRetry.settleDelay)
        path(false)
        XCTAssertNil(rule.nextChange(after: now))
        wait(0.3)
        XCTAssertFalse(rule.takeRetry(at: now), "the network went again before it settled")
        path(true)
        XCTAssertEqual(rule.nextChange(after: now), now + OnlineRetry.settleDelay)
        wait(0.5)
        XCTAssertTrue(rule.takeRetry(at: now))
    }

    func testNextChangeIsNeverInThePast() {
        rule.update(showing: offline, isEnabled: true)
        path(false)
        path(true)
        XCTAssertEqual(rule.nextChange(after: now + 5), now + 5)
    }

    func testTheFailureLeavingDisarmsAndForgetsTheOfflinePath() {
        rule.update(showing: offline, isEnabled: true)
        path(false)
        rule.update(showing: nil, isEnabled: true)  // a load runs, or content arrived
        XCTAssertFalse(rule.needsWatching)
        path(true)
        wait(1)
        XCTAssertFalse(rule.takeRetry(at: now))
        rule.update(showing: offline, isEnabled: true)
        path(true)
        wait(1)
        XCTAssertFalse(rule.takeRetry(at: now), "a new arming waits for the network to go first")
    }

    func testTurningTheOptionOffDisarmsASettlingRetry() {
        rule.update(showing: offline, isEnabled: true)
        path(false)
        path(true)
        rule.update(showing: offline, isEnabled: false)
        wait(1)
        XCTAssertFalse(rule.takeRetry(at: now))
        XCTAssertFalse(rule.needsWatching)
    }

    func testTheSameFailureAgainKeepsTheState() {
        rule.update(showing: offline, isEnabled: true)
        path(false)
        path(true)
        rule.update(showing: offline, isEnabled: true)  // another decision pass, same error
        wait(0.5)
        XCTAssertTrue(rule.takeRetry(at: now))
    }

    func testASpentRetryStaysSpentWhileTheFailureShowsAndRearmsAfterItLeft() {
        rule.update(showing: offline, isEnabled: true)
        path(false)
        path(true)
        wait(1)
        XCTAssertTrue(rule.takeRetry(at: now))
        // The failure still shows (the retry has not started a load the caller sees): no new arming.
        rule.update(showing: offline, isEnabled: true)
        XCTAssertTrue(rule.hasFired)
        XCTAssertFalse(rule.needsWatching)
        rule.update(showing: .init(isConnectivity: false, canRetry: true), isEnabled: true)
        XCTAssertTrue(rule.hasFired, "another failure while spent does not re-arm either")
        // The retry ran (nothing shows as failed), then failed offline again: armed anew, and
        // the network must go and come back before it fires again — never a loop.
        rule.update(showing: nil, isEnabled: true)
        XCTAssertFalse(rule.hasFired)
        rule.update(showing: offline, isEnabled: true)
        XCTAssertTrue(rule.needsWatching)
        path(true)
        wait(1)
        XCTAssertFalse(rule.takeRetry(at: now))
    }

    func testTurningOffWhileSpentResets() {
        rule.update(showing: offline, isEnabled: true)
        path(false)
        path(true)
        wait(1)
        XCTAssertTrue(rule.takeRetry(at: now))
        rule.update(showing: offline, isEnabled: false)
        XCTAssertFalse(rule.hasFired)
    }

    func testPathReportsWhileIdleChangeNothing() {
        path(false)
        rule.update(showing: offline, isEnabled: true)
        path(true)
        wait(1)
        XCTAssertFalse(rule.takeRetry(at: now), "the offline report came before the failure showed")
    }
}
