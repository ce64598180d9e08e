import XCTest
@testable import EmptyDataSet

/// The deferred turn's rule for what it finds open: wait while a layout pass or hooked call may be
/// live (a nested run loop), repair only what several turns found open, and ask a bare update
/// block's repair for a decision, not a reload.
final class OpenWorkCheckTests: XCTestCase {
    private let laidOutInside = OpenWorkCheck.Open(isLayingOut: true)
    private let callOpen = OpenWorkCheck.Open(hasOpenCall: true, hasOpenUpdateBlock: true)
    private let blockOnly = OpenWorkCheck.Open(hasOpenUpdateBlock: true)

    func testNothingOpenRunsTheWorkAsAskedWithoutRepair() {
        var check = OpenWorkCheck()
        for work in [DeferredReload.Work.nestingCheck, .layout, .decision, .reload] {
            XCTAssertEqual(check.step(for: work, open: .init()), .run(work, repairs: false))
        }
    }

    func testAReloadDeferredOutOfALayoutPassWaitsWhileTheSamePassIsStillOpen() {
        // A nested run loop (HTML parsing in cellForRowAt) turns the main queue inside the pass.
        var check = OpenWorkCheck()
        XCTAssertEqual(check.step(for: .reload, open: laidOutInside), .wait(.reload))
    }

    func testALiveBatchUpdateIsNotZeroedOnTheFirstTurnsThatFindItOpen() {
        var check = OpenWorkCheck()
        for turn in 1..<OpenWorkCheck.turnsBeforeStale {
            XCTAssertEqual(check.step(for: .nestingCheck, open: callOpen), .wait(.nestingCheck), "turn \(turn)")
        }
    }

    func testACallOpenAcrossTheBoundIsRepairedAsCutOffAndReloads() {
        var check = OpenWorkCheck()
        for _ in 1..<OpenWorkCheck.turnsBeforeStale { _ = check.step(for: .nestingCheck, open: callOpen) }
        XCTAssertEqual(check.step(for: .nestingCheck, open: callOpen), .run(.reload, repairs: true))
        XCTAssertEqual(check.turnsFoundOpen, 0, "the next open call is waited for again")
        XCTAssertEqual(check.step(for: .nestingCheck, open: callOpen), .wait(.nestingCheck))
    }

    func testALayoutPassOpenAcrossTheBoundIsRepairedAndTheDeferredWorkRuns() {
        var check = OpenWorkCheck()
        for _ in 1..<OpenWorkCheck.turnsBeforeStale { _ = check.step(for: .reload, open: laidOutInside) }
        XCTAssertEqual(check.step(for: .reload, open: laidOutInside), .run(.reload, repairs: true))
        var second = OpenWorkCheck()
        for _ in 1..<OpenWorkCheck.turnsBeforeStale { _ = second.step(for: .nestingCheck, open: laidOutInside) }
        XCTAssertEqual(
            second.step(for: .nestingCheck, open: laidOutInside), .run(.layout, repairs: true),
            "a layout pass alone left no change unsignalled: no reload")
    }

    func testATurnFindingNothingOpenStartsTheCountAgain() {
        var check = OpenWorkCheck()
        for _ in 1..<OpenWorkCheck.turnsBeforeStale { _ = check.step(for: .reload, open: callOpen) }
        XCTAssertEqual(check.step(for: .reload, open: .init()), .run(.reload, repairs: false))
        XCTAssertEqual(check.step(for: .reload, open: callOpen), .wait(.reload), "a new nested loop is waited for in full")
    }

    func testAnUpdateBlockOpenAloneIsRepairedAtOnceWithADecisionNotAReload() {
        var check = OpenWorkCheck()
        XCTAssertEqual(check.step(for: .nestingCheck, open: blockOnly), .run(.decision, repairs: true))
        XCTAssertEqual(check.step(for: .layout, open: blockOnly), .run(.decision, repairs: true))
        XCTAssertEqual(check.step(for: .reload, open: blockOnly), .run(.reload, repairs: true), "a reload asked for stays one")
    }

    func testWithHooksOffTheCountsAreRepairedButNoWorkIsAdded() {
        var check = OpenWorkCheck()
        XCTAssertEqual(
            check.step(for: .nestingCheck, open: blockOnly, reactsToRepair: false), .run(.nestingCheck, repairs: true))
        for _ in 1..<OpenWorkCheck.turnsBeforeStale { _ = check.step(for: .layout, open: callOpen, reactsToRepair: false) }
        XCTAssertEqual(check.step(for: .layout, open: callOpen, reactsToRepair: false), .run(.layout, repairs: true))
    }

    func testTheBoundIsAFewTurnsSpacedBeyondOneDrainOfTheQueue() {
        XCTAssertGreaterThan(OpenWorkCheck.turnsBeforeStale, 1, "at least one wait")
        XCTAssertLessThanOrEqual(OpenWorkCheck.turnsBeforeStale, 10, "bounded: an exception's leftovers are repaired")
        XCTAssertGreaterThan(OpenWorkCheck.retryDelay, 0, "a delay: a nested loop draining the queue cannot use up the waits at once")
        XCTAssertLessThanOrEqual(OpenWorkCheck.retryDelay * Double(OpenWorkCheck.turnsBeforeStale), 1)
    }

    /// The controller's composition, replayed: a batch update open across a nested run loop keeps
    /// its count, and the signal its close sends is not doubled by a repair.
    func testABatchOpenInANestedRunLoopKeepsItsCountAndSignalsOnceWhenItCloses() {
        var batching = UpdateBatching()
        var check = OpenWorkCheck()
        let batch = batching.enter(.batch)
        let begin = batching.enter(.beginUpdates)  // UIKit's public beginUpdates inside it
        _ = batching.leave(begin)
        // A turn inside the nested run loop (cellForRowAt parsing HTML during the update).
        let open = OpenWorkCheck.Open(
            isLayingOut: false, hasOpenCall: batching.hasOpenCall, hasOpenUpdateBlock: batching.hasOpenUpdateBlock)
        if case .run(_, true) = check.step(for: .nestingCheck, open: open) { _ = batching.resetStaleNesting() }
        XCTAssertTrue(batching.isBatching, "the live batch's count is not zeroed")
        XCTAssertTrue(batching.leave(batch), "its return sends the one signal")
        XCTAssertFalse(batching.isBatching)
    }
}
