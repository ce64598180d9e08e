#if canImport(Observation)
import Foundation
import Observation
import XCTest
@testable import EmptyDataSet

/// A real `@Observable` model under the provider's tracking: the re-arm, the coalescing and the
/// loop guard, with the turns run by hand.
@available(iOS 17.0, tvOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0, *)
final class ObservedEvaluationTests: XCTestCase {
    @Observable
    final class Inbox: @unchecked Sendable {
        var count = 0
        var filter = ""
        var unrelated = 0
    }

    private final class Turns: @unchecked Sendable {
        private let lock = NSLock()
        private var requested = 0
        func request() { lock.lock(); requested += 1; lock.unlock() }
        var count: Int { lock.lock(); defer { lock.unlock() }; return requested }
    }

    private let rules = ObservationCoalescing()
    private let turns = Turns()
    private let inbox = Inbox()
    private var asks = 0

    /// The provider: reads what it needs (the filter only while the inbox is empty).
    @discardableResult
    private func ask() -> String {
        evaluateObserving(in: rules, {
            asks += 1
            return inbox.count == 0 ? "empty \(inbox.filter)" : "content"
        }, closeArmingTurn: {}, requestTurn: { [turns] in turns.request() })
    }

    /// Asks, with the arming turn over (as when the model changes later).
    private func askInEarlierTurn() {
        ask()
        rules.armingTurnDidEnd()
    }

    func testAChangeOfAPropertyItReadAsksForATurn() {
        askInEarlierTurn()
        inbox.filter = "a"
        XCTAssertEqual(turns.count, 1)
        XCTAssertTrue(rules.takeTurn())
    }

    func testAPropertyItDidNotReadAsksNothing() {
        askInEarlierTurn()
        inbox.unrelated = 5
        XCTAssertEqual(turns.count, 0)
        XCTAssertFalse(rules.takeTurn())
    }

    func testManyChangesBeforeTheTurnAreOneReevaluation() {
        askInEarlierTurn()
        inbox.filter = "a"
        inbox.filter = "ab"
        inbox.count = 3
        XCTAssertEqual(turns.count, 1, "one turn")
        XCTAssertTrue(rules.takeTurn())
        XCTAssertEqual(ask(), "content")
        XCTAssertEqual(asks, 2)
    }

    func testReArmedAfterEachCallFollowingWhatTheLatestCallRead() {
        askInEarlierTurn()
        inbox.count = 1
        XCTAssertTrue(rules.takeTurn())
        askInEarlierTurn()  // now reads `count` only
        inbox.filter = "x"  // read by the first call only: its arming is spent and stale
        XCTAssertEqual(turns.count, 1)
        inbox.count = 0
        XCTAssertEqual(turns.count, 2, "re-armed: the second change is followed too")
    }

    func testWithoutAnotherCallNothingIsFollowedAfterTheFirstChange() {
        askInEarlierTurn()
        inbox.count = 1
        XCTAssertTrue(rules.takeTurn())
        inbox.count = 2  // Observation's onChange is one-shot: the re-evaluation re-arms
        XCTAssertEqual(turns.count, 1)
    }

    func testAProviderThatWritesWhatItReadDoesNotTriggerItself() {
        let result = evaluateObserving(in: rules, {
            inbox.count += 1
            return inbox.count
        }, closeArmingTurn: {}, requestTurn: { [turns] in turns.request() })
        XCTAssertEqual(result, 1)
        XCTAssertEqual(turns.count, 0)
    }

    func testTheArmingTurnIsClosedOncePerTurn() {
        var closes = 0
        for _ in 0..<3 {
            _ = evaluateObserving(in: rules, { inbox.count }, closeArmingTurn: { closes += 1 }, requestTurn: {})
        }
        XCTAssertEqual(closes, 1)
        rules.armingTurnDidEnd()
        _ = evaluateObserving(in: rules, { inbox.count }, closeArmingTurn: { closes += 1 }, requestTurn: {})
        XCTAssertEqual(closes, 2)
    }

    /// A delegate callback that flips what the provider read, on every pass: the app's first pass
    /// is followed, then the rule's own re-evaluations twice in a row, then stopped — the loop ends.
    func testACallbackThatWritesWhatTheProviderReadStopsAfterTwoTurns() {
        var reevaluations = 0
        ask()
        inbox.count += 1  // in the arming turn: the pass's own callbacks
        rules.armingTurnDidEnd()
        while rules.takeTurn() {
            reevaluations += 1
            XCTAssertLessThan(reevaluations, 10, "a loop")
            ask()
            inbox.count += 1
            rules.armingTurnDidEnd()
        }
        XCTAssertEqual(reevaluations, 1 + ObservationCoalescing.maximumSelfTriggeredTurns)
    }

    /// A search screen: each keystroke reloads (the provider is asked) and then writes the query
    /// the provider read, in the same turn. Every keystroke is followed, however many.
    func testReloadThenWriteOnEveryKeystrokeIsAlwaysFollowed() {
        for (index, query) in ["a", "ab", "abc", "abcd"].enumerated() {
            ask()  // reloadData()
            inbox.filter = query
            rules.armingTurnDidEnd()
            XCTAssertEqual(turns.count, index + 1)
            XCTAssertTrue(rules.takeTurn(), "keystroke \(index + 1)")
            XCTAssertEqual(ask(), "empty \(query)")  // the re-evaluation
            rules.armingTurnDidEnd()
        }
    }

    func testAChangeOnAnotherThreadAsksForOneTurn() {
        askInEarlierTurn()
        let inbox = self.inbox
        let done = expectation(description: "changed")
        DispatchQueue.global().async {
            inbox.filter = "bg"
            inbox.filter = "bg2"
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(turns.count, 1)
        XCTAssertTrue(rules.takeTurn())
    }
}
#endif
