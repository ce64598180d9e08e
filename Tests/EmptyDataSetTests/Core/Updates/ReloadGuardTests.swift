import XCTest
@testable import EmptyDataSet

/// Drives a `ReloadGuard` the way a scroll view does: the guard is stored, and a pass may call
/// `reload()` again (as a source method calling `reloadData()` would). Each access to the guard is
/// instantaneous, so a nested `reload()` does not overlap an access to it.
private final class Reloader {
    var reloadGuard = ReloadGuard()
    private(set) var passes = 0
    private(set) var wasReloadingDuringPass: [Bool] = []
    /// Called for each pass with its 1-based number.
    var onPass: (Reloader, Int) -> Void = { _, _ in }

    func reload() {
        guard reloadGuard.beginReload() else { return }
        repeat {
            passes += 1
            wasReloadingDuringPass.append(reloadGuard.isReloading)
            onPass(self, passes)
        } while reloadGuard.endPass()
    }
}

final class ReloadGuardTests: XCTestCase {
    func testStartsIdle() {
        XCTAssertFalse(ReloadGuard().isReloading)
    }

    func testReloadWithoutNestedRequestRunsOnePass() {
        let reloader = Reloader()
        reloader.reload()
        XCTAssertEqual(reloader.passes, 1)
        XCTAssertEqual(reloader.wasReloadingDuringPass, [true])
        XCTAssertFalse(reloader.reloadGuard.isReloading)
    }

    func testNestedRequestDuringPassIsDeferredToExactlyOneFollowUpPass() {
        let reloader = Reloader()
        var passesSeenAfterNestedCall: [Int] = []
        reloader.onPass = { reloader, pass in
            guard pass == 1 else { return }
            reloader.reload()
            // The nested request must not recurse into a pass of its own.
            passesSeenAfterNestedCall.append(reloader.passes)
        }
        reloader.reload()
        XCTAssertEqual(passesSeenAfterNestedCall, [1])
        XCTAssertEqual(reloader.passes, 2)
        XCTAssertFalse(reloader.reloadGuard.isReloading)
    }

    func testSeveralNestedRequestsInOnePassStillYieldOneFollowUp() {
        let reloader = Reloader()
        reloader.onPass = { reloader, pass in
            if pass == 1 { for _ in 0..<5 { reloader.reload() } }
        }
        reloader.reload()
        XCTAssertEqual(reloader.passes, 2)
    }

    func testSourceReloadingOnEveryPassStopsAfterOneFollowUp() {
        let reloader = Reloader()
        reloader.onPass = { reloader, _ in reloader.reload() }
        reloader.reload()
        XCTAssertEqual(reloader.passes, 1 + ReloadGuard.maximumFollowUpPasses)
        XCTAssertEqual(reloader.passes, 2)
        XCTAssertFalse(reloader.reloadGuard.isReloading)
    }

    func testRequestAfterReloadEndedStartsFreshReloadWithItsOwnFollowUpBudget() {
        let reloader = Reloader()
        reloader.onPass = { reloader, _ in reloader.reload() }
        reloader.reload()
        XCTAssertEqual(reloader.passes, 2)
        // The request dropped during the follow-up must not leak into the next reload, and the
        // next reload gets its follow-up again.
        reloader.reload()
        XCTAssertEqual(reloader.passes, 4)
        XCTAssertFalse(reloader.reloadGuard.isReloading)
    }

    func testDroppedRequestInFollowUpDoesNotCauseExtraPassOnNextPlainReload() {
        let reloader = Reloader()
        reloader.onPass = { reloader, _ in reloader.reload() }
        reloader.reload()
        reloader.onPass = { _, _ in }
        reloader.reload()
        XCTAssertEqual(reloader.passes, 3)
    }

    func testBeginReloadRefusesWhileRunningAndEndPassServesTheRequest() {
        var reloadGuard = ReloadGuard()
        XCTAssertTrue(reloadGuard.beginReload())
        XCTAssertTrue(reloadGuard.isReloading)
        XCTAssertFalse(reloadGuard.beginReload())
        XCTAssertTrue(reloadGuard.endPass(), "the refused request is served by a follow-up")
        XCTAssertTrue(reloadGuard.isReloading)
        XCTAssertFalse(reloadGuard.endPass())
        XCTAssertFalse(reloadGuard.isReloading)
    }

    /// The documented usage from a class (as the UIKit controller does): a pass that reloads again
    /// gets one follow-up, without recursion and without an exclusivity trap.
    func testClassOwnedGuardServesNestedReloadOnceWithoutRecursion() {
        final class Reloader {
            var reloadGuard = ReloadGuard()
            var passes = 0
            var depth = 0
            var maxDepth = 0
            func reload() {
                guard reloadGuard.beginReload() else { return }
                repeat {
                    passes += 1
                    depth += 1
                    maxDepth = max(maxDepth, depth)
                    reload()  // a source method calling reloadData()
                    depth -= 1
                } while reloadGuard.endPass()
            }
        }
        let reloader = Reloader()
        reloader.reload()
        XCTAssertEqual(reloader.passes, 2, "one pass plus one follow-up")
        XCTAssertEqual(reloader.maxDepth, 1, "no recursion into a second pass")
        XCTAssertFalse(reloader.reloadGuard.isReloading)
        reloader.reload()
        XCTAssertEqual(reloader.passes, 4, "a later reload starts fresh")
    }
}
