import XCTest
@testable import EmptyDataSet

final class ContentSizeResponseTests: XCTestCase {
    /// Runs `concealsAtOnce` and records which inputs it asked.
    private func conceals(
        isVisible: Bool, hasItems: Bool, shouldShow: Bool
    ) -> (result: Bool, askedItems: Bool, askedRule: Bool) {
        var askedItems = false, askedRule = false
        let result = ContentSizeResponse.concealsAtOnce(
            isVisible: isVisible,
            hasItems: { askedItems = true; return hasItems },
            shouldShow: { askedRule = true; return shouldShow })
        return (result, askedItems, askedRule)
    }

    func testHiddenEmptyStateAsksNothingAndConcealsNothing() {
        let response = conceals(isVisible: false, hasItems: true, shouldShow: false)
        XCTAssertFalse(response.result)
        XCTAssertFalse(response.askedItems)
        XCTAssertFalse(response.askedRule)
    }

    func testVisibleWithoutItemsAsksOnlyTheCount() {
        // A plain scroll view, or a table still empty: the delegate is not asked inside UIKit's layout.
        let response = conceals(isVisible: true, hasItems: false, shouldShow: false)
        XCTAssertFalse(response.result)
        XCTAssertTrue(response.askedItems)
        XCTAssertFalse(response.askedRule)
    }

    func testItemsArrivingConcealAVisibleEmptyStateAtOnce() {
        let response = conceals(isVisible: true, hasItems: true, shouldShow: false)
        XCTAssertTrue(response.result)
        XCTAssertTrue(response.askedRule)
    }

    func testForcedDisplayWithItemsStaysOpaque() {
        XCTAssertFalse(conceals(isVisible: true, hasItems: true, shouldShow: true).result)
    }

    func testDeferredTurnReloadsOnlyWhenTheAnswerChanged() {
        XCTAssertEqual(ContentSizeResponse.decision(shouldShow: false, isVisible: true), .reload)
        XCTAssertEqual(ContentSizeResponse.decision(shouldShow: true, isVisible: false), .reload)
        XCTAssertEqual(ContentSizeResponse.decision(shouldShow: true, isVisible: true), .reveal)
        XCTAssertEqual(ContentSizeResponse.decision(shouldShow: false, isVisible: false), .nothing)
    }
}
