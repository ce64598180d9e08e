import XCTest
@testable import EmptyDataSet

final class ChangeResponseTests: XCTestCase {
    private func plan(_ signal: UpdateSignal, uncommitted: Bool = false) -> (plan: ChangeResponse.Plan, askedUncommitted: Bool) {
        var asked = false
        let plan = ChangeResponse.plan(for: signal, mayBeInsideUIKitsWork: { asked = true; return uncommitted })
        return (plan, asked)
    }

    // MARK: - Plans

    func testAnAppsOwnReloadReloadsAtOnce() {
        let response = plan(.reloadHook)
        XCTAssertEqual(response.plan, ChangeResponse.Plan(reloadsNow: true, concealsIfItemsArrived: false, deferredWork: nil))
        XCTAssertTrue(response.askedUncommitted)
    }

    func testReloadHookThatMayComeFromInsideUIKitsWorkIsDeferredLikeAnItemChange() {
        XCTAssertEqual(
            plan(.reloadHook, uncommitted: true).plan,
            ChangeResponse.Plan(reloadsNow: false, concealsIfItemsArrived: true, deferredWork: .reload))
    }

    func testItemChangesNeverReloadInsideTheCall() {
        for uncommitted in [false, true] {
            let response = plan(.itemChangeHook, uncommitted: uncommitted)
            XCTAssertEqual(response.plan, ChangeResponse.Plan(reloadsNow: false, concealsIfItemsArrived: true, deferredWork: .reload))
            XCTAssertFalse(response.askedUncommitted, "item changes are always deferred: nothing to ask")
        }
    }

    func testContentSizeAsksForADecisionOnly() {
        XCTAssertEqual(plan(.contentSize).plan, ChangeResponse.Plan(reloadsNow: false, concealsIfItemsArrived: true, deferredWork: .decision))
    }

    func testSourceAndTraitChangesReloadOnTheNextTurnWithoutConcealing() {
        for signal in [UpdateSignal.sourceChange, .configurationChange, .traitChange] {
            XCTAssertEqual(plan(signal).plan, ChangeResponse.Plan(reloadsNow: false, concealsIfItemsArrived: false, deferredWork: .reload), "\(signal)")
        }
    }

    func testExplicitReloadsAndStaleNestingReloadAtOnce() {
        for signal in [UpdateSignal.explicitReload, .staleNesting] {
            let response = plan(signal)
            XCTAssertEqual(
                response.plan, ChangeResponse.Plan(reloadsNow: true, concealsIfItemsArrived: false, deferredWork: nil),
                "\(signal): a reload decides; nothing to conceal first")
            XCTAssertFalse(response.askedUncommitted, "\(signal)")
        }
    }

    func testLayoutSignalsDecideNothing() {
        for signal in [UpdateSignal.insetChange, .keyboard] {
            XCTAssertEqual(plan(signal).plan, ChangeResponse.Plan(reloadsNow: false, concealsIfItemsArrived: false, deferredWork: nil), "\(signal)")
        }
    }

    // MARK: - Inside a layout pass

    func testAReloadInsideALayoutPassIsDeferredAndConcealsAtMost() {
        var asked = false
        let plan = ChangeResponse.plan(for: .reloadHook, isInsideLayout: true, mayBeInsideUIKitsWork: { asked = true; return false })
        XCTAssertEqual(plan, ChangeResponse.Plan(reloadsNow: false, concealsIfItemsArrived: true, deferredWork: .reload))
        XCTAssertFalse(asked, "deferred anyway: nothing more to ask")
    }

    func testLayoutChangesOnlyTheReloadHooksPlan() {
        for signal in UpdateSignal.allCases where signal != .reloadHook {
            XCTAssertEqual(
                ChangeResponse.plan(for: signal, isInsideLayout: true, mayBeInsideUIKitsWork: { false }),
                ChangeResponse.plan(for: signal, isInsideLayout: false, mayBeInsideUIKitsWork: { false }), "\(signal)")
        }
    }

    // MARK: - The app's reload in the loading flow

    private func decidesNow(isFlowInUse: Bool, hadContent: Bool, hasContent: Bool) -> (result: Bool, asked: Bool) {
        let response = flowReload(isFlowInUse: isFlowInUse, hadContent: hadContent, hasContent: hasContent)
        return (response.timing.decidesNow, response.asks > 0)
    }

    private func flowReload(
        isFlowInUse: Bool, hadContent: Bool, hasContent: Bool
    ) -> (timing: ChangeResponse.FlowReload, asks: Int) {
        var asks = 0
        let timing = ChangeResponse.flowReload(
            isFlowInUse: isFlowInUse, hadContent: hadContent, hasContent: { asks += 1; return hasContent })
        return (timing, asks)
    }

    func testTheContentAskedToChooseTheMomentIsPassedOnAndAskedOnce() {
        for hasContent in [false, true] {
            let response = flowReload(isFlowInUse: true, hadContent: true, hasContent: hasContent)
            XCTAssertEqual(response.asks, 1, "the options' hasContent is asked once")
            XCTAssertEqual(response.timing.content, hasContent, "the decision uses this answer instead of asking again")
        }
    }

    func testNothingIsPassedOnWhenNothingWasAsked() {
        XCTAssertNil(flowReload(isFlowInUse: true, hadContent: false, hasContent: true).timing.content)
        XCTAssertNil(flowReload(isFlowInUse: false, hadContent: true, hasContent: true).timing.content)
    }

    func testAReloadTakingTheContentAwayInTheFlowWaitsForTheTurn() {
        let response = decidesNow(isFlowInUse: true, hadContent: true, hasContent: false)
        XCTAssertFalse(response.result, "a startLoading() in the same turn must come first")
        XCTAssertTrue(response.asked)
    }

    func testContentStayingInTheFlowDecidesAtOnce() {
        XCTAssertEqual(decidesNow(isFlowInUse: true, hadContent: true, hasContent: true).result, true)
    }

    func testWithoutContentBeforeNothingIsAskedAndTheReloadDecidesAtOnce() {
        for hasContent in [false, true] {
            let response = decidesNow(isFlowInUse: true, hadContent: false, hasContent: hasContent)
            XCTAssertTrue(response.result, "content arriving, or staying away, decides at once")
            XCTAssertFalse(response.asked)
        }
    }

    func testOutsideTheFlowEveryReloadDecidesAtOnceAskingNothing() {
        let response = decidesNow(isFlowInUse: false, hadContent: true, hasContent: false)
        XCTAssertTrue(response.result)
        XCTAssertFalse(response.asked)
    }

    // MARK: - Concealing

    private func conceals(isVisible: Bool, hasItems: Bool) -> (result: Bool, askedItems: Bool) {
        var askedItems = false
        let result = ChangeResponse.concealsAtOnce(isVisible: isVisible, hasItems: { askedItems = true; return hasItems })
        return (result, askedItems)
    }

    func testHiddenEmptyStateAsksNothingAndConcealsNothing() {
        let response = conceals(isVisible: false, hasItems: true)
        XCTAssertFalse(response.result)
        XCTAssertFalse(response.askedItems)
    }

    func testVisibleWithoutItemsStaysOpaque() {
        let response = conceals(isVisible: true, hasItems: false)
        XCTAssertFalse(response.result)
        XCTAssertTrue(response.askedItems)
    }

    func testItemsArrivingConcealAVisibleEmptyStateAtOnceWithoutAskingTheDelegate() {
        // There is no delegate input at all: even a forced display is concealed for the moment
        // and revealed by the deferred decision.
        let response = conceals(isVisible: true, hasItems: true)
        XCTAssertTrue(response.result)
        XCTAssertTrue(response.askedItems)
    }

    func testAForcedOverlayIsNotConcealedAndNothingIsAsked() {
        var askedItems = false
        let result = ChangeResponse.concealsAtOnce(isVisible: true, wasForced: true, hasItems: { askedItems = true; return true })
        XCTAssertFalse(result, "meant to show over the items: concealing would blink it")
        XCTAssertFalse(askedItems)
    }

    func testDeferredTurnReloadsOnlyWhenTheAnswerChanged() {
        XCTAssertEqual(ChangeResponse.decision(shouldShow: false, isVisible: true), .reload)
        XCTAssertEqual(ChangeResponse.decision(shouldShow: true, isVisible: false), .reload)
        XCTAssertEqual(ChangeResponse.decision(shouldShow: true, isVisible: true), .reveal)
        XCTAssertEqual(ChangeResponse.decision(shouldShow: false, isVisible: false), .nothing)
    }
}
