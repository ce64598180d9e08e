import XCTest
@testable import EmptyDataSet

/// Which views above a nested list keep touches from being handed to it.
final class RedactionTouchCoverTests: XCTestCase {
    private func covers(
        _ decision: RedactionDecision = .descend, interactive: Bool = true, control: Bool = false, background: Double = 0
    ) -> Bool {
        RedactionTouchCover.covers(
            decision: decision, isUserInteractionEnabled: interactive, isControl: control, backgroundAlpha: background)
    }

    func testAnOpaqueBarCovers() {
        XCTAssertTrue(covers(.descend, background: 1), "a toolbar's background")
        XCTAssertTrue(covers(.shape(isCapsule: false), background: 0.5))
        XCTAssertTrue(covers(.textBars, background: 0.02))
    }

    func testAControlCoversWhateverItsBackground() {
        XCTAssertTrue(covers(.shape(isCapsule: true), control: true))
        XCTAssertTrue(covers(.descend, control: true))
    }

    func testAClearViewDoesNotCover() {
        XCTAssertFalse(covers(.descend), "a plain container lets the list take its touches")
        XCTAssertFalse(covers(.descend, background: RedactionRule.invisibleAlpha))
        XCTAssertFalse(covers(.descend, background: .nan), "a bad alpha counts as none")
        XCTAssertFalse(covers(.descend, background: -1))
    }

    func testAViewTakingNoTouchesDoesNotCover() {
        XCTAssertFalse(covers(.descend, interactive: false, background: 1))
        XCTAssertFalse(covers(.shape(isCapsule: false), interactive: false, control: true))
    }

    func testSkippedAndExcludedViewsDoNotCover() {
        XCTAssertFalse(covers(.skip, control: true, background: 1), "hidden or transparent")
        XCTAssertFalse(covers(.keepVisible, control: true, background: 1), "takes its own touches first")
    }
}
