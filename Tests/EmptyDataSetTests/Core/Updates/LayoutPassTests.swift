import XCTest
@testable import EmptyDataSet

final class LayoutPassTests: XCTestCase {
    func testANewScrollViewDefersUntilItsFirstLayoutCompletes() {
        var pass = LayoutPass()
        XCTAssertTrue(pass.defersReloads, "before the first layout")
        pass.enter()
        XCTAssertTrue(pass.isLayingOut)
        XCTAssertTrue(pass.defersReloads, "inside the first layout")
        pass.leave()
        XCTAssertFalse(pass.isLayingOut)
        XCTAssertTrue(pass.hasCompletedLayout)
        XCTAssertFalse(pass.defersReloads)
    }

    func testAScrollViewLaidOutBeforeDefersOnlyInsideLayout() {
        var pass = LayoutPass(hasCompletedLayout: true)
        XCTAssertFalse(pass.defersReloads)
        pass.enter()
        XCTAssertTrue(pass.defersReloads)
        pass.leave()
        XCTAssertFalse(pass.defersReloads)
    }

    /// A subclass's `layoutSubviews` calling `super`, or a layout that lays out again: only the
    /// outermost end completes the pass.
    func testNestedPassesCompleteAtTheOutermostEnd() {
        var pass = LayoutPass()
        pass.enter()
        pass.enter()
        pass.leave()
        XCTAssertTrue(pass.isLayingOut)
        XCTAssertFalse(pass.hasCompletedLayout, "the outer pass is still running")
        pass.leave()
        XCTAssertTrue(pass.hasCompletedLayout)
        XCTAssertFalse(pass.defersReloads)
    }

    func testAPassCutOffByAnExceptionIsClosedOnTheTurn() {
        var pass = LayoutPass(hasCompletedLayout: true)
        pass.enter()
        XCTAssertTrue(pass.resetStale())
        XCTAssertFalse(pass.isLayingOut)
        XCTAssertFalse(pass.defersReloads)
        XCTAssertFalse(pass.resetStale(), "nothing left to repair")
    }

    func testAnUnbalancedEndIsClamped() {
        var pass = LayoutPass(hasCompletedLayout: true)
        pass.leave()
        XCTAssertFalse(pass.isLayingOut)
        // Had the depth gone to -1, this pass would not count as running.
        pass.enter()
        XCTAssertTrue(pass.isLayingOut)
        XCTAssertTrue(pass.defersReloads)
    }
}
