import Foundation
import XCTest
@testable import EmptyDataSet

/// The shared monitor's reference counting and generations.
final class NetworkWatchDemandTests: XCTestCase {
    private var demand = NetworkWatchDemand<Int>()

    func testStartsWithTheFirstWatcherAndStopsWithTheLast() {
        XCTAssertFalse(demand.isRunning)
        XCTAssertEqual(demand.set(1, needs: true), .start(generation: 1))
        XCTAssertEqual(demand.set(2, needs: true), .none)
        XCTAssertEqual(demand.count, 2)
        XCTAssertEqual(demand.set(1, needs: false), .none)
        XCTAssertTrue(demand.isRunning)
        XCTAssertEqual(demand.set(2, needs: false), .stop)
        XCTAssertFalse(demand.isRunning)
        XCTAssertEqual(demand.count, 0)
    }

    func testAWatcherCountsOnceAndAnUncountedReleaseChangesNothing() {
        XCTAssertEqual(demand.set(1, needs: false), .none, "never below zero")
        XCTAssertEqual(demand.set(1, needs: true), .start(generation: 1))
        XCTAssertEqual(demand.set(1, needs: true), .none)
        XCTAssertEqual(demand.count, 1)
        XCTAssertTrue(demand.contains(1))
        XCTAssertFalse(demand.contains(2))
        XCTAssertEqual(demand.set(2, needs: false), .none)
        XCTAssertEqual(demand.set(1, needs: false), .stop)
        XCTAssertEqual(demand.set(1, needs: false), .none)
    }

    func testEachStartIsANewGenerationAndLateReportsAreDropped() {
        XCTAssertEqual(demand.set(1, needs: true), .start(generation: 1))
        XCTAssertTrue(demand.record(isSatisfied: false, generation: 1))
        XCTAssertEqual(demand.isSatisfied, false)
        XCTAssertEqual(demand.set(1, needs: false), .stop)
        XCTAssertNil(demand.isSatisfied, "a stopped monitor's status is forgotten")
        XCTAssertFalse(demand.record(isSatisfied: true, generation: 1), "no monitor runs")
        XCTAssertEqual(demand.set(3, needs: true), .start(generation: 2))
        XCTAssertNil(demand.isSatisfied)
        XCTAssertFalse(demand.record(isSatisfied: true, generation: 1), "the old monitor's late report")
        XCTAssertNil(demand.isSatisfied)
        XCTAssertTrue(demand.record(isSatisfied: true, generation: 2))
        XCTAssertEqual(demand.isSatisfied, true)
        XCTAssertEqual(demand.generation, 2)
    }
}

/// The monitor's reports, from its queue to the main queue.
final class PathUpdateMailboxTests: XCTestCase {
    func testOneHopForABurstAndTheLatestWins() {
        let mailbox = PathUpdateMailbox()
        XCTAssertNil(mailbox.take())
        XCTAssertTrue(mailbox.post(isSatisfied: false, generation: 1))
        XCTAssertFalse(mailbox.post(isSatisfied: true, generation: 1))
        XCTAssertFalse(mailbox.post(isSatisfied: false, generation: 2))
        XCTAssertEqual(mailbox.take(), .init(generation: 2, isSatisfied: false, wasUnsatisfied: true))
        XCTAssertNil(mailbox.take(), "taken")
        XCTAssertTrue(mailbox.post(isSatisfied: true, generation: 2), "the next report asks for a hop again")
        XCTAssertEqual(mailbox.take(), .init(generation: 2, isSatisfied: true, wasUnsatisfied: false))
    }

    func testReportsFromManyThreadsAskForOneHopUntilTaken() {
        let mailbox = PathUpdateMailbox()
        let hops = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<500 {
                if mailbox.post(isSatisfied: index % 2 == 0, generation: thread) { hops.increment() }
            }
        }
        XCTAssertEqual(hops.value, 1)
        XCTAssertNotNil(mailbox.take())
        XCTAssertNil(mailbox.take())
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func increment() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }
}

/// A short outage between two takes is not lost.
final class PathUpdateMailboxOutageTests: XCTestCase {
    func testAnOutageBetweenTwoTakesIsKept() {
        let mailbox = PathUpdateMailbox()
        _ = mailbox.post(isSatisfied: false, generation: 1)
        _ = mailbox.post(isSatisfied: true, generation: 1)
        XCTAssertEqual(mailbox.take(), .init(generation: 1, isSatisfied: true, wasUnsatisfied: true))
        _ = mailbox.post(isSatisfied: true, generation: 1)
        XCTAssertEqual(mailbox.take(), .init(generation: 1, isSatisfied: true, wasUnsatisfied: false), "forgotten after a take")
        _ = mailbox.post(isSatisfied: false, generation: 1)
        XCTAssertEqual(mailbox.take(), .init(generation: 1, isSatisfied: false, wasUnsatisfied: true))
    }

    func testAnOutageOfAnOlderMonitorDoesNotCarryOver() {
        let mailbox = PathUpdateMailbox()
        _ = mailbox.post(isSatisfied: false, generation: 1)
        _ = mailbox.post(isSatisfied: true, generation: 2)
        XCTAssertEqual(mailbox.take(), .init(generation: 2, isSatisfied: true, wasUnsatisfied: false))
    }
}
