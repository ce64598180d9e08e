import XCTest
@testable import EmptyDataSet

/// The opt-in and opt-out rules: which views of a redacted subtree draw what.
final class RedactionRuleTests: XCTestCase {
    private func decide(
        _ kind: RedactionViewKind, hidden: Bool = false, alpha: Double = 1, width: Double = 100, height: Double = 20,
        own: Bool = false
    ) -> RedactionDecision {
        decide(.automatic, kind, hidden: hidden, alpha: alpha, width: width, height: height, own: own)
    }

    private func decide(
        _ behavior: RedactionBehavior, _ kind: RedactionViewKind, hidden: Bool = false, alpha: Double = 1,
        width: Double = 100, height: Double = 20, own: Bool = false
    ) -> RedactionDecision {
        RedactionRule.decision(
            behavior: behavior, kind: kind, isHidden: hidden, alpha: alpha, width: width, height: height,
            hasOwnRedaction: own)
    }

    func testAutomaticFollowsTheKind() {
        XCTAssertEqual(decide(.text), .textBars)
        XCTAssertEqual(decide(.control(isCapsule: false)), .shape(isCapsule: false))
        XCTAssertEqual(decide(.control(isCapsule: true)), .shape(isCapsule: true))
        XCTAssertEqual(decide(.container), .descend)
    }

    func testShapeOptsAnyViewIn() {
        XCTAssertEqual(decide(.shape, .container), .shape(isCapsule: false))
        XCTAssertEqual(decide(.shape, .text), .shape(isCapsule: false))
        XCTAssertEqual(decide(.shape, .control(isCapsule: true)), .shape(isCapsule: false))
    }

    func testExcludedStaysVisibleWhateverItIs() {
        for kind in [RedactionViewKind.text, .control(isCapsule: false), .container] {
            XCTAssertEqual(decide(.excluded, kind), .keepVisible)
        }
    }

    func testHiddenViewsGetNothing() {
        XCTAssertEqual(decide(.text, hidden: true), .skip)
        XCTAssertEqual(decide(.shape, .container, hidden: true), .skip)
        XCTAssertEqual(decide(.excluded, .container, hidden: true), .skip)
    }

    func testTransparentViewsCountAsHidden() {
        XCTAssertEqual(decide(.text, alpha: 0), .skip)
        XCTAssertEqual(decide(.text, alpha: 0.01), .skip)
        XCTAssertEqual(decide(.text, alpha: .nan), .skip)
        XCTAssertEqual(decide(.text, alpha: 0.02), .textBars)
    }

    func testZeroSizeViewsDrawNothingButContainersAreLookedInto() {
        XCTAssertEqual(decide(.text, width: 0), .skip)
        XCTAssertEqual(decide(.control(isCapsule: false), height: 0), .skip)
        XCTAssertEqual(decide(.shape, .container, width: 0, height: 0), .descend)
        XCTAssertEqual(decide(.container, width: 0, height: 0), .descend)
        XCTAssertEqual(decide(.text, width: .infinity), .skip)
    }

    func testAViewRedactedByItselfIsLeftToItsOwnPlaceholders() {
        XCTAssertEqual(decide(.container, own: true), .skip)
        XCTAssertEqual(decide(.shape, .container, own: true), .skip)
        // An excluded view stays visible even if it was redacted by itself.
        XCTAssertEqual(decide(.excluded, .container, own: true), .keepVisible)
    }
}
