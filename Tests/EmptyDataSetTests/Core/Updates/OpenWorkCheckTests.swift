import XCTest
@testable import EmptyDataSet

/// The deferred turn's rule for what it finds open: wait while a layout pass or hooked call may be
/// live (a turn deeper in the main run loop than where the work opened), repair only what several
/// turns found open, and ask a bare update block's repair for a decision, not a reload.
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

    func testInsideANestedRunLoopAnOpenPassOrCallWaitsBeyondTheStaleBound() {
        // A long nested loop (the first HTML import starting WebKit): live counts, never repaired.
        for open in [OpenWorkCheck.Open(isLayingOut: true, isInsideNestedRunLoop: true),
                     OpenWorkCheck.Open(hasOpenCall: true, isInsideNestedRunLoop: true)] {
            var check = OpenWorkCheck()
            for turn in 1..<OpenWorkCheck.turnsBeforeStaleWhileNested {
                XCTAssertEqual(check.step(for: .reload, open: open), .wait(.reload), "turn \(turn)")
            }
            XCTAssertEqual(check.turnsFoundOpen, 0, "nested turns do not count toward the stale bound")
        }
    }

    func testNestedTurnsDoNotUseUpTheWaitsOfTheOutermostLevel() {
        var check = OpenWorkCheck()
        let nested = OpenWorkCheck.Open(isLayingOut: true, isInsideNestedRunLoop: true)
        for _ in 1..<OpenWorkCheck.turnsBeforeStaleWhileNested { _ = check.step(for: .reload, open: nested) }
        // Back at the depth the pass opened at, still open: the usual bound applies in full.
        for turn in 1..<OpenWorkCheck.turnsBeforeStale {
            XCTAssertEqual(check.step(for: .reload, open: laidOutInside), .wait(.reload), "turn \(turn)")
        }
        XCTAssertEqual(check.step(for: .reload, open: laidOutInside), .run(.reload, repairs: true))
        XCTAssertEqual(check.nestedTurnsFoundOpen, 0, "the repair starts both counts again")
    }

    func testTheSafetyBoundRepairsEvenInsideANestedRunLoop() {
        var check = OpenWorkCheck()
        let nested = OpenWorkCheck.Open(hasOpenCall: true, isInsideNestedRunLoop: true)
        for _ in 1..<OpenWorkCheck.turnsBeforeStaleWhileNested { _ = check.step(for: .nestingCheck, open: nested) }
        XCTAssertEqual(check.step(for: .nestingCheck, open: nested), .run(.reload, repairs: true))
        XCTAssertEqual(check.nestedTurnsFoundOpen, 0)
        XCTAssertEqual(check.step(for: .nestingCheck, open: nested), .wait(.nestingCheck), "the next one is waited for again")
    }

    func testATurnFindingNothingOpenStartsTheNestedCountAgain() {
        var check = OpenWorkCheck()
        let nested = OpenWorkCheck.Open(isLayingOut: true, isInsideNestedRunLoop: true)
        for _ in 1..<OpenWorkCheck.turnsBeforeStaleWhileNested { _ = check.step(for: .reload, open: nested) }
        XCTAssertEqual(
            check.step(for: .reload, open: .init(isInsideNestedRunLoop: true)), .run(.reload, repairs: false),
            "nothing open: a nested turn runs the work")
        XCTAssertEqual(check.nestedTurnsFoundOpen, 0)
        XCTAssertEqual(check.step(for: .reload, open: nested), .wait(.reload))
    }

    func testABareUpdateBlockIsRepairedAtOnceInsideANestedRunLoopToo() {
        var check = OpenWorkCheck()
        XCTAssertEqual(
            check.step(for: .layout, open: .init(hasOpenUpdateBlock: true, isInsideNestedRunLoop: true)),
            .run(.decision, repairs: true))
    }

    func testTheNestedSafetyBoundIsSecondsNotForever() {
        let seconds = OpenWorkCheck.retryDelay * Double(OpenWorkCheck.turnsBeforeStaleWhileNested)
        XCTAssertGreaterThanOrEqual(seconds, 3, "outlasts a long nested loop (WebKit's first start)")
        XCTAssertLessThanOrEqual(seconds, 10, "bounded: a miscounted nesting cannot block decisions for ever")
        XCTAssertEqual(seconds, 5, accuracy: 0.001, "the five seconds Docs/Architecture.md states")
    }

    func testTheBoundIsAFewTurnsSpacedBeyondOneDrainOfTheQueue() {
        XCTAssertGreaterThan(OpenWorkCheck.turnsBeforeStale, 1, "at least one wait")
        XCTAssertLessThanOrEqual(OpenWorkCheck.turnsBeforeStale, 10, "bounded: an exception's leftovers are repaired")
        XCTAssertGreaterThan(OpenWorkCheck.retryDelay, 0, "a delay: a nested loop draining the queue cannot use up the waits at once")
        XCTAssertLessThanOrEqual(OpenWorkCheck.retryDelay * Double(OpenWorkCheck.turnsBeforeStale), 1)
    }

    // MARK: - Nested relative to the depth at open

    private func isNested(openedAt depths: [Int?], turnAt current: Int) -> Bool {
        OpenWorkCheck.isInsideNestedRunLoop(depthsAtOpen: depths, currentDepth: current)
    }

    func testInAnAppATurnOneLevelBelowTheOpenWorkIsNested() {
        // UIApplicationMain's run is depth 1; a spin inside the layout pass is depth 2.
        XCTAssertTrue(isNested(openedAt: [1], turnAt: 2))
        XCTAssertTrue(isNested(openedAt: [1], turnAt: 3), "a loop nested in the nested loop")
    }

    func testHostLessATurnInARunLoopStartedInsideWorkOpenedWithNoRunLoopIsNested() {
        // xcodebuild test without a host app: the test body runs from main, no run loop (depth 0);
        // a spin inside cellForRowAt is then the outermost run, depth 1.
        XCTAssertTrue(isNested(openedAt: [0], turnAt: 1))
    }

    func testATurnAtTheDepthTheWorkOpenedAtIsNotNestedAndCountsTowardTheRepair() {
        XCTAssertFalse(isNested(openedAt: [1], turnAt: 1), "an app's next outermost turn")
        XCTAssertFalse(isNested(openedAt: [0], turnAt: 0))
        XCTAssertFalse(isNested(openedAt: [2], turnAt: 1), "shallower than the work: after it returned")
        var check = OpenWorkCheck()
        let open = OpenWorkCheck.Open(
            isLayingOut: true, isInsideNestedRunLoop: isNested(openedAt: [1], turnAt: 1))
        for _ in 1..<OpenWorkCheck.turnsBeforeStale { _ = check.step(for: .reload, open: open) }
        XCTAssertEqual(check.step(for: .reload, open: open), .run(.reload, repairs: true), "repaired at the usual bound")
    }

    func testADepthLeftTooHighByAnExceptionCancelsOut() {
        // An exception unwinding through a nested run skipped its exit: every count reads one
        // high from then on, at open and on the turn alike.
        XCTAssertFalse(isNested(openedAt: [2], turnAt: 2), "a call cut off later is repaired normally")
        XCTAssertTrue(isNested(openedAt: [2], turnAt: 3), "a real nested loop is still seen")
    }

    func testNothingOpenIsNeverNested() {
        XCTAssertFalse(isNested(openedAt: [], turnAt: 5))
        XCTAssertFalse(isNested(openedAt: [nil, nil], turnAt: 5))
    }

    func testTheOutermostOpenWorkDecides() {
        // A live layout pass opened at 1 spins a loop; a call opened at 2 inside it was cut off.
        // The turn at 2 may run inside the live pass: it waits rather than zero the pass.
        XCTAssertTrue(isNested(openedAt: [1, 2], turnAt: 2))
        XCTAssertTrue(isNested(openedAt: [2, 1], turnAt: 2), "whichever of the two opened first")
        XCTAssertTrue(isNested(openedAt: [nil, 1], turnAt: 2))
        XCTAssertFalse(isNested(openedAt: [1, nil], turnAt: 1))
    }

    /// The depths the hooks record, replayed through the counts: the outermost open's depth is
    /// kept, a nested enter does not overwrite it, and closing or repairing forgets it.
    func testTheCountsKeepTheDepthOfTheirOutermostOpen() {
        var pass = LayoutPass()
        pass.enter(runLoopDepth: 1)
        pass.enter(runLoopDepth: 2)  // a layout inside the nested loop
        XCTAssertEqual(pass.runLoopDepthAtOpen, 1)
        pass.leave()
        XCTAssertEqual(pass.runLoopDepthAtOpen, 1, "still open")
        pass.leave()
        XCTAssertNil(pass.runLoopDepthAtOpen, "closed")
        pass.enter(runLoopDepth: 3)
        XCTAssertEqual(pass.runLoopDepthAtOpen, 3, "a new pass records its own")
        XCTAssertTrue(pass.resetStale())
        XCTAssertNil(pass.runLoopDepthAtOpen, "repaired")

        var batching = UpdateBatching()
        let outer = batching.enter(.batch, runLoopDepth: 0)
        let inner = batching.enter(.plain, runLoopDepth: 1)
        XCTAssertEqual(batching.runLoopDepthAtOpenCall, 0)
        _ = batching.leave(inner)
        XCTAssertEqual(batching.runLoopDepthAtOpenCall, 0, "still open")
        _ = batching.leave(outer)
        XCTAssertNil(batching.runLoopDepthAtOpenCall, "closed")
        let begin = batching.enter(.beginUpdates, runLoopDepth: 1)
        _ = batching.leave(begin)
        XCTAssertNil(batching.runLoopDepthAtOpenCall, "a bare update block is no open call")
        _ = batching.enter(.plain, runLoopDepth: 2)  // cut off
        XCTAssertEqual(batching.runLoopDepthAtOpenCall, 2)
        XCTAssertTrue(batching.resetStaleNesting())
        XCTAssertNil(batching.runLoopDepthAtOpenCall, "repaired")
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
