import XCTest
@testable import EmptyDataSet

final class ClosureLayeringTests: XCTestCase {
    func testEitherForcesTheDisplay() {
        XCTAssertFalse(ClosureLayering.isForced(delegate: false, closure: nil))
        XCTAssertFalse(ClosureLayering.isForced(delegate: false, closure: false))
        XCTAssertTrue(ClosureLayering.isForced(delegate: false, closure: true), "the closure forces it")
        XCTAssertTrue(ClosureLayering.isForced(delegate: true, closure: nil), "the delegate forces it")
        XCTAssertTrue(ClosureLayering.isForced(delegate: true, closure: false), "the closure cannot unforce the delegate")
    }

    func testBothMustAllowTheDisplay() {
        XCTAssertTrue(ClosureLayering.allowsDisplay(delegate: true, closure: nil), "a silent closure allows it")
        XCTAssertTrue(ClosureLayering.allowsDisplay(delegate: true, closure: true))
        XCTAssertFalse(ClosureLayering.allowsDisplay(delegate: true, closure: false), "the closure says no")
        XCTAssertFalse(ClosureLayering.allowsDisplay(delegate: false, closure: true), "the delegate says no")
        XCTAssertFalse(ClosureLayering.allowsDisplay(delegate: false, closure: nil))
    }

    func testWithoutADecisionTheClosuresOwnAnswersDecide() {
        XCTAssertTrue(ClosureLayering.showsWithoutDecision(displays: nil, forced: nil))
        XCTAssertTrue(ClosureLayering.showsWithoutDecision(displays: true, forced: nil))
        XCTAssertFalse(ClosureLayering.showsWithoutDecision(displays: false, forced: nil))
        XCTAssertFalse(ClosureLayering.showsWithoutDecision(displays: false, forced: false))
        XCTAssertTrue(ClosureLayering.showsWithoutDecision(displays: false, forced: true), "forced wins, as in the rule")
    }

    func testTheClosuresAnimationAnswerWins() {
        for set in [false, true] {
            for delegate in [false, true] {
                XCTAssertTrue(ClosureLayering.animatesImage(closureAllows: true, closureSetAnimation: set, delegateAllows: delegate))
                XCTAssertFalse(ClosureLayering.animatesImage(closureAllows: false, closureSetAnimation: set, delegateAllows: delegate))
            }
        }
    }

    func testWithoutAnAnswerTheClosuresOwnAnimationRunsAndTheSourcesNeedsTheDelegate() {
        XCTAssertTrue(ClosureLayering.animatesImage(closureAllows: nil, closureSetAnimation: true, delegateAllows: false))
        XCTAssertTrue(ClosureLayering.animatesImage(closureAllows: nil, closureSetAnimation: false, delegateAllows: true))
        XCTAssertFalse(ClosureLayering.animatesImage(closureAllows: nil, closureSetAnimation: false, delegateAllows: false))
    }
}
