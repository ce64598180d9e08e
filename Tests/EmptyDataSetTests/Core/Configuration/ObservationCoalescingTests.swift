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

    func testChangesInTheArmingTurnReevaluateAtMostTwiceInARow() {
        XCTAssertEqual(ObservationCoalescing.maximumSelfTriggeredTurns, 2)
        for round in 1...2 {
            let generation = rules.arm().generation  // the turn is still open: the pass runs
            XCTAssertTrue(rules.changed(generation: generation))
            rules.armingTurnDidEnd()
            XCTAssertTrue(rules.takeTurn(), "round \(round)")
        }
        let generation = rules.arm().generation
        XCTAssertTrue(rules.changed(generation: generation))
        rules.armingTurnDidEnd()
        XCTAssertFalse(rules.takeTurn(), "a loop: stopped")
        // A change from anywhere else follows again, and resets the count.
        let outside = armInEarlierTurn()
        XCTAssertTrue(rules.changed(generation: outside))
        XCTAssertTrue(rules.takeTurn())
        let again = rules.arm().generation
        XCTAssertTrue(rules.changed(generation: again))
        rules.armingTurnDidEnd()
        XCTAssertTrue(rules.takeTurn(), "the run starts over")
    }

    func testAnOutsideChangeInThePendingTurnMakesItAnOutsideTurn() {
        for _ in 0..<3 {
            let generation = rules.arm().generation
            _ = rules.changed(generation: generation)
            rules.armingTurnDidEnd()
            _ = rules.takeTurn()
        }
        // Self-triggered first, then a change after the arming turn ended, both before the turn.
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
        for _ in 0..<2 {
            let generation = rules.arm().generation
            _ = rules.changed(generation: generation)
            rules.armingTurnDidEnd()
            XCTAssertTrue(rules.takeTurn())
        }
        rules.reset()  // a new provider: its own changes are followed from the start
        let generation = rules.arm().generation
        XCTAssertTrue(rules.changed(generation: generation))
        rules.armingTurnDidEnd()
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
