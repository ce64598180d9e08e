import XCTest
@testable import EmptyDataSet

final class ClosureLayeringTests: XCTestCase {
    private let answers: [ClosureDisplay] = [.deferred, .forced, .hidden]

    func testTheLaterCallWinsAsEachSetTheViewsVisibility() {
        XCTAssertEqual(ClosureDisplay.shouldDisplay(true), .deferred, "true leaves it to the delegate's rule")
        XCTAssertEqual(ClosureDisplay.shouldDisplay(false), .hidden)
        XCTAssertEqual(ClosureDisplay.shouldBeForcedToDisplay(true), .forced)
        XCTAssertEqual(
            ClosureDisplay.shouldBeForcedToDisplay(false), .hidden,
            "EmptyDataSet-Swift's false hides its view, also over an empty list")
    }

    func testTheClosureRunsBeforeCountingOnlyWhenItsAnswerCanDecide() {
        XCTAssertFalse(
            ClosureLayering.runsBeforeCounting(delegateForces: false, lastRunForced: false, isDescriptionRequested: false),
            "count first: a list with items runs nothing")
        XCTAssertTrue(ClosureLayering.runsBeforeCounting(delegateForces: true, lastRunForced: false, isDescriptionRequested: false))
        XCTAssertTrue(
            ClosureLayering.runsBeforeCounting(delegateForces: false, lastRunForced: true, isDescriptionRequested: false),
            "a run that forced is asked again, so it can stop")
        XCTAssertTrue(
            ClosureLayering.runsBeforeCounting(delegateForces: false, lastRunForced: false, isDescriptionRequested: true),
            "the app asked for a new description")
    }

    func testTheClosuresAnswerWinsAndDefersToTheDelegatesRule() {
        for forces in [false, true] {
            for allows in [false, true] {
                for empty in [false, true] {
                    XCTAssertTrue(ClosureLayering.shows(.forced, delegateForces: forces, delegateAllows: { allows }, isEmpty: { empty }))
                    XCTAssertFalse(
                        ClosureLayering.shows(.hidden, delegateForces: forces, delegateAllows: { allows }, isEmpty: { empty }),
                        "hidden over the delegate's forcing and over an empty list")
                    XCTAssertEqual(
                        ClosureLayering.shows(.deferred, delegateForces: forces, delegateAllows: { allows }, isEmpty: { empty }),
                        forces || (allows && empty), "DZNEmptyDataSet's rule on the delegate's answers")
                }
            }
        }
    }

    /// Where this differs from EmptyDataSet-Swift, whose `shouldDisplay(true)` checked the items
    /// itself: `.shouldBeForcedToDisplay(true).shouldDisplay(true)` over items leaves the display
    /// to the delegate's rule, so it stays while the delegate forces it and hides otherwise.
    func testShouldDisplayTrueAfterAForcedDisplayDefersToTheDelegatesRule() {
        let later = ClosureDisplay.shouldDisplay(true)
        XCTAssertTrue(
            ClosureLayering.shows(later, delegateForces: true, delegateAllows: { true }, isEmpty: { false }),
            "over items while the delegate forces")
        XCTAssertFalse(
            ClosureLayering.shows(later, delegateForces: false, delegateAllows: { true }, isEmpty: { false }),
            "over items without the delegate's forcing")
        XCTAssertTrue(ClosureLayering.shows(later, delegateForces: false, delegateAllows: { true }, isEmpty: { true }), "empty")
    }

    func testADecisionByTheClosureCountsNoItemsAndAsksNoDelegate() {
        var asked: [String] = []
        _ = ClosureLayering.shows(.forced, delegateForces: false, delegateAllows: { asked.append("allows"); return true }, isEmpty: {
            asked.append("count")
            return true
        })
        _ = ClosureLayering.shows(.hidden, delegateForces: false, delegateAllows: { asked.append("allows"); return true }, isEmpty: {
            asked.append("count")
            return true
        })
        _ = ClosureLayering.shows(.deferred, delegateForces: true, delegateAllows: { asked.append("allows"); return true }, isEmpty: {
            asked.append("count")
            return true
        })
        XCTAssertEqual(asked, [])
        _ = ClosureLayering.shows(.deferred, delegateForces: false, delegateAllows: { asked.append("allows"); return false }, isEmpty: {
            asked.append("count")
            return true
        })
        XCTAssertEqual(asked, ["allows"], "a delegate's no counts nothing")
    }

    /// The answers given to ``DisplayRule`` make it decide what ``ClosureLayering/shows`` does,
    /// for every closure answer and delegate answers and item count; without a closure answer
    /// (not asked before counting), the delegate's rule.
    func testTheDisplayRuleInputsDecideAsTheClosureRule() {
        for forces in [false, true] {
            for allows in [false, true] {
                for empty in [false, true] {
                    for display in answers {
                        let rule = DisplayRule.shouldShow(
                            hasSource: true,
                            isForcedToDisplay: { ClosureLayering.forcedInput(display, delegateForces: forces) },
                            shouldDisplay: { ClosureLayering.displayInput(display, delegateAllows: allows) },
                            isEmpty: { empty })
                        XCTAssertEqual(
                            rule, ClosureLayering.shows(display, delegateForces: forces, delegateAllows: { allows }, isEmpty: { empty }),
                            "\(display), forces \(forces), allows \(allows), empty \(empty)")
                    }
                    let unasked = DisplayRule.shouldShow(
                        hasSource: true, isForcedToDisplay: { ClosureLayering.forcedInput(nil, delegateForces: forces) },
                        shouldDisplay: { ClosureLayering.displayInput(nil, delegateAllows: allows) }, isEmpty: { empty })
                    XCTAssertEqual(unasked, forces || (allows && empty), "not asked: the delegate's rule")
                }
            }
        }
    }

    /// A closure not asked before counting runs for the content, after a decision that found
    /// the list empty and the delegate allowing it: the two steps decide as the closure rule.
    func testAContentRunAfterAnUnaskedDecisionDecidesAsTheRule() {
        for display in answers {
            XCTAssertEqual(
                ClosureLayering.showsAfterDecision(
                    display, decisionAskedTheClosure: false, delegateForces: false, delegateAllows: { XCTFail("asked"); return true },
                    isEmpty: { XCTFail("counted"); return true }),
                ClosureLayering.shows(display, delegateForces: false, delegateAllows: { true }, isEmpty: { true }),
                "\(display)")
        }
    }

    /// A decision that used the shown run's answer (re-rendering nothing) is checked again with
    /// the new run's for the content: a run that stopped forcing over items shows nothing.
    func testAContentRunAfterADecisionOnTheShownRunsAnswerIsCheckedAgain() {
        XCTAssertFalse(ClosureLayering.showsAfterDecision(
            .deferred, decisionAskedTheClosure: true, delegateForces: false, delegateAllows: { true }, isEmpty: { false }),
            "no longer forced, items: hidden")
        XCTAssertTrue(ClosureLayering.showsAfterDecision(
            .deferred, decisionAskedTheClosure: true, delegateForces: false, delegateAllows: { true }, isEmpty: { true }))
        XCTAssertTrue(ClosureLayering.showsAfterDecision(
            .forced, decisionAskedTheClosure: true, delegateForces: false, delegateAllows: { false }, isEmpty: { false }))
        XCTAssertFalse(ClosureLayering.showsAfterDecision(
            .hidden, decisionAskedTheClosure: true, delegateForces: true, delegateAllows: { true }, isEmpty: { true }))
        XCTAssertTrue(ClosureLayering.showsAfterDecision(
            .deferred, decisionAskedTheClosure: true, delegateForces: true, delegateAllows: { false }, isEmpty: { false }),
            "the delegate still forces")
    }

    func testWithoutADecisionOnlyHiddenShowsNothing() {
        XCTAssertTrue(ClosureLayering.showsWithoutDecision(.deferred))
        XCTAssertTrue(ClosureLayering.showsWithoutDecision(.forced))
        XCTAssertFalse(ClosureLayering.showsWithoutDecision(.hidden))
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
