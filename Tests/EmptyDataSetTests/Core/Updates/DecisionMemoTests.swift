import XCTest
@testable import EmptyDataSet

final class DecisionMemoTests: XCTestCase {
    func testKnowsNothingAtFirst() {
        XCTAssertFalse(DecisionMemo().skipsDecision(isVisible: false))
        XCTAssertFalse(DecisionMemo().wasForced, "no decision yet: an empty state over arriving items is concealed")
    }

    func testHiddenWithCountedItemsSkips() {
        var memo = DecisionMemo()
        memo.record(countedItems: true)
        XCTAssertTrue(memo.skipsDecision(isVisible: false))
    }

    func testVisibleNeverSkips() {
        var memo = DecisionMemo()
        memo.record(countedItems: true)
        XCTAssertFalse(memo.skipsDecision(isVisible: true), "a visible empty state may have to conceal or reveal")
    }

    func testNoItemsOrNoCountNeverSkips() {
        var memo = DecisionMemo()
        memo.record(countedItems: false)
        XCTAssertFalse(memo.skipsDecision(isVisible: false))
        memo.record(countedItems: true)
        memo.record(countedItems: nil)
        XCTAssertFalse(memo.skipsDecision(isVisible: false), "a veto or forced display did not count: nothing known")
    }

    func testForgettingEndsTheSkipUntilTheNextCount() {
        var memo = DecisionMemo()
        memo.record(countedItems: true)
        memo.forget()
        XCTAssertFalse(memo.skipsDecision(isVisible: false))
        memo.record(countedItems: true)
        XCTAssertTrue(memo.skipsDecision(isVisible: false))
    }

    func testAForcedDisplayIsRememberedUntilTheNextDecision() {
        var memo = DecisionMemo()
        memo.record(countedItems: nil, wasForced: true)
        XCTAssertTrue(memo.wasForced)
        memo.forget()
        XCTAssertTrue(memo.wasForced, "a hooked call does not change what the empty state on screen was shown for")
        memo.record(countedItems: true)
        XCTAssertFalse(memo.wasForced)
    }

    /// The loading flow records the content it found (items or the options' own answer).
    func testTheFlowsContentSkipsLikeCountedItemsAndKeepsTheForcedFlag() {
        var memo = DecisionMemo()
        memo.record(countedItems: nil, wasForced: true)
        memo.recordContent(true)
        XCTAssertTrue(memo.skipsDecision(isVisible: false), "content showing: a content-size change asks nothing")
        XCTAssertTrue(memo.wasForced, "kept from the decision")
        memo.recordContent(false)
        XCTAssertFalse(memo.skipsDecision(isVisible: false), "no content: the placeholder's state may change")
        memo.recordContent(true)
        memo.forget()
        XCTAssertFalse(memo.skipsDecision(isVisible: false), "a hooked call or reload forgets it")
    }
}
