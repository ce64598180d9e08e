import Foundation
import XCTest
@testable import EmptyDataSet

/// The re-arm, coalescing and loop rules, driven by hand (the turns are the test's).
final class ObservationCoalescingTests: XCTestCase {
    private let rules = ObservationCoalescing()

    /// Arms, then ends the arming turn (the provider was asked in an earlier turn).
    private func armInEarlierTurn() -> Int {
        let arming = rules.arm()
        rules.armingTurnDidEnd()
        return arming.generation
    }

    func testTheFirstChangeAsksForOneTurnAndTheTurnReevaluatesOnce() {
        let generation = armInEarlierTurn()
        XCTAssertFalse(rules.hasPendingTurn)
        XCTAssertTrue(rules.changed(generation: generation))
        XCTAssertTrue(rules.hasPendingTurn)
        XCTAssertFalse(rules.changed(generation: generation), "coalesced")
        XCTAssertFalse(rules.changed(generation: generation))
        XCTAssertTrue(rules.takeTurn())
        XCTAssertFalse(rules.hasPendingTurn)
        XCTAssertFalse(rules.takeTurn(), "one re-evaluation per turn")
    }

    func testEveryCallReArmsAndEarlierArmingsAreStale() {
        let first = armInEarlierTurn()
        let second = armInEarlierTurn()
        XCTAssertEqual(second, first + 1)
        XCTAssertFalse(rules.changed(generation: first), "asked again since: stale")
        XCTAssertFalse(rules.hasPendingTurn)
        XCTAssertTrue(rules.changed(generation: second))
    }

    func testOnlyTheFirstArmingOfATurnClosesIt() {
        XCTAssertTrue(rules.arm().closesTurn)
        XCTAssertFalse(rules.arm().closesTurn, "the same turn")
        rules.armingTurnDidEnd()
        XCTAssertTrue(rules.arm().closesTurn)
    }

    /// An outside change: the turn it asks for lets a re-evaluation run (the rule's own from then on).
    private func startOwnRun() {
        let generation = armInEarlierTurn()
        XCTAssertTrue(rules.changed(generation: generation))
        XCTAssertTrue(rules.takeTurn())
    }

    /// The re-evaluation asks the provider, and something in that turn writes what it read.
    private func ownArmingWritesBack() -> Bool {
        let generation = rules.arm().generation  // the turn is still open: the pass runs
        let asks = rules.changed(generation: generation)
        rules.armingTurnDidEnd()
        return asks
    }

    func testChangesInTheArmingTurnReevaluateAtMostTwiceInARow() {
        XCTAssertEqual(ObservationCoalescing.maximumSelfTriggeredTurns, 2)
        startOwnRun()
        for round in 1...2 {
            XCTAssertTrue(ownArmingWritesBack())
            XCTAssertTrue(rules.takeTurn(), "round \(round)")
        }
        XCTAssertTrue(ownArmingWritesBack())
        XCTAssertFalse(rules.takeTurn(), "a loop: stopped")
        // A change from anywhere else follows again, and resets the count.
        let outside = armInEarlierTurn()
        XCTAssertTrue(rules.changed(generation: outside))
        XCTAssertTrue(rules.takeTurn())
        XCTAssertTrue(ownArmingWritesBack())
        XCTAssertTrue(rules.takeTurn(), "the run starts over")
    }

    func testReloadThenWriteInTheSameTurnIsFollowedEveryTime() {
        // A search screen: each keystroke reloads, then writes the query the provider read.
        for keystroke in 1...5 {
            let generation = rules.arm().generation  // the app's reloadData()
            XCTAssertTrue(rules.changed(generation: generation), "keystroke \(keystroke)")
            rules.armingTurnDidEnd()
            XCTAssertTrue(rules.takeTurn(), "keystroke \(keystroke) is followed")
            _ = rules.arm()  // the re-evaluation asks; nothing writes back
            rules.armingTurnDidEnd()
        }
    }

    func testAnOutsideArmingAfterAStopFollowsAgain() {
        startOwnRun()
        for _ in 1...2 {
            XCTAssertTrue(ownArmingWritesBack())
            XCTAssertTrue(rules.takeTurn())
        }
        XCTAssertTrue(ownArmingWritesBack())
        XCTAssertFalse(rules.takeTurn(), "stopped")
        // The app reloads and writes in the same turn: not the rule's own, followed.
        let generation = rules.arm().generation
        XCTAssertTrue(rules.changed(generation: generation))
        rules.armingTurnDidEnd()
        XCTAssertTrue(rules.takeTurn())
    }

    func testAnArmingLaterInAnOwnTurnKeepsItsKind() {
        // The pass's callback reloads again (a second arming in the same turn) and writes back:
        // still the rule's own turn, so the loop is stopped all the same.
        startOwnRun()
        for _ in 1...2 {
            _ = rules.arm()
            let generation = rules.arm().generation
            XCTAssertTrue(rules.changed(generation: generation))
            rules.armingTurnDidEnd()
            XCTAssertTrue(rules.takeTurn())
        }
        XCTAssertFalse(rules.hasPendingTurn)
        _ = rules.arm()
        let generation = rules.arm().generation
        XCTAssertTrue(rules.changed(generation: generation))
        rules.armingTurnDidEnd()
        XCTAssertFalse(rules.takeTurn(), "the run was not reset by the second arming")
    }

    func testAReevaluationThatDidNotAskCountsOnceAtMost() {
        startOwnRun()  // the re-evaluation did not ask the provider (no arming)
        // The next arming is counted as the rule's own once...
        XCTAssertTrue(ownArmingWritesBack())
        XCTAssertTrue(rules.takeTurn())
        // ...and the one after an outside turn is not.
        let outside = armInEarlierTurn()
        XCTAssertTrue(rules.changed(generation: outside))
        XCTAssertTrue(rules.takeTurn())
        XCTAssertTrue(ownArmingWritesBack())
        XCTAssertTrue(rules.takeTurn())
        XCTAssertTrue(ownArmingWritesBack())
        XCTAssertTrue(rules.takeTurn())
        XCTAssertTrue(ownArmingWritesBack())
        XCTAssertFalse(rules.takeTurn(), "two in a row, then stopped")
    }

    func testAnOutsideChangeInThePendingTurnMakesItAnOutsideTurn() {
        startOwnRun()
        for _ in 0..<3 {
            _ = ownArmingWritesBack()
            _ = rules.takeTurn()
        }
        // Stopped. Self-triggered first... (the arming is outside now: make it own again)
        startOwnRun()
        for _ in 0..<2 {
            _ = ownArmingWritesBack()
            _ = rules.takeTurn()
        }
        // ...then a change after the arming turn ended, both before the turn.
        let generation = rules.arm().generation
        XCTAssertTrue(rules.changed(generation: generation))
        rules.armingTurnDidEnd()
        XCTAssertFalse(rules.changed(generation: generation))
        XCTAssertTrue(rules.takeTurn(), "an outside change is never dropped")
    }

    func testResetMakesEveryArmingStale() {
        let generation = armInEarlierTurn()
        XCTAssertTrue(rules.changed(generation: generation))
        rules.reset()
        XCTAssertFalse(rules.hasPendingTurn)
        XCTAssertFalse(rules.takeTurn())
        XCTAssertFalse(rules.changed(generation: generation))
    }

    func testResetStartsTheSelfTriggeredRunOver() {
        startOwnRun()
        for _ in 0..<2 {
            XCTAssertTrue(ownArmingWritesBack())
            XCTAssertTrue(rules.takeTurn())
        }
        rules.reset()  // a new provider: its own changes are followed from the start
        XCTAssertTrue(ownArmingWritesBack())
        XCTAssertTrue(rules.takeTurn())
    }

    func testChangesFromManyThreadsAskForOneTurn() {
        let generation = armInEarlierTurn()
        let rules = self.rules
        let turns = Tally()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<200 where rules.changed(generation: generation) { turns.add() }
        }
        XCTAssertEqual(turns.count, 1)
        XCTAssertTrue(rules.takeTurn())
    }
}

/// A count written from many threads.
final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.lock(); value += 1; lock.unlock() }
    var count: Int { lock.lock(); defer { lock.unlock() }; return value }
}
