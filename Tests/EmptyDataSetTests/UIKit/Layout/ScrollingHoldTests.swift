#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// No swimming: while the user drags (scrolling allowed, e.g. with a refresh control) or the
/// scroll view decelerates, an inset change — a large title collapsing — does not re-center the
/// content under the finger; it re-centers once the scroll view comes to rest.
///
/// A unit test cannot drag, so the table reports dragging the way UIKit does, through
/// `isTracking`, `isDragging` and `isDecelerating`, which a subclass scripts.
@MainActor
final class ScrollingHoldTests: XCTestCase {
    /// A table whose scrolling state the test sets: a finger down (`isTracking`), dragging
    /// (`isTracking` and `isDragging`), decelerating.
    private final class ScriptedTableView: UITableView {
        var isScriptedTouchDown = false
        var isScriptedTracking = false
        var isScriptedDecelerating = false
        override var isTracking: Bool { isScriptedTracking || isScriptedTouchDown }
        override var isDragging: Bool { isScriptedTracking }
        override var isDecelerating: Bool { isScriptedDecelerating }
    }

    private func makeTable() -> (fixture: EmptyDataSetFixture<ScriptedTableView>, tableView: ScriptedTableView) {
        let tableView = ScriptedTableView(frame: testWindowFrame, style: .plain)
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        let fixture = makeFixture(for: tableView, in: makeShownWindow(), sections: [0]) { $0.allowsScroll = true }
        return (fixture, tableView)
    }

    func testInsetChangesWhileDraggingHoldUntilScrollingEnds() throws {
        let (fixture, tableView) = makeTable()
        let view = try fixture.layOut()
        let frame = view.frame

        tableView.isScriptedTracking = true
        tableView.contentInset.top = 52  // a large title collapsing
        tableView.layoutIfNeeded()
        drainMainQueue()

        XCTAssertEqual(view.frame, frame, "no re-centering under the finger")

        tableView.isScriptedTracking = false
        tableView.isScriptedDecelerating = true
        spinRunLoop(for: 0.3)
        XCTAssertEqual(view.frame, frame, "nor while decelerating")

        tableView.isScriptedDecelerating = false
        XCTAssertTrue(
            waitUntil { abs(view.frame.height - (testWindowFrame.height - 52)) < 0.5 },
            "re-centered at rest: \(view.frame.height)")
    }

    /// The re-centering slides, except with Reduce Motion, when it moves at once.
    func testRecenteringAtRestSlidesUnlessReduceMotion() throws {
        let accessibility = standInForAccessibility()
        for reduceMotion in [false, true] {
            accessibility.setReduceMotion(reduceMotion)
            let (fixture, tableView) = makeTable()
            let view = try fixture.layOut()
            tableView.isScriptedTracking = true
            tableView.contentInset.top = 52
            tableView.layoutIfNeeded()
            view.layer.removeAllAnimations()

            tableView.isScriptedTracking = false
            XCTAssertTrue(waitUntil { abs(view.frame.height - (testWindowFrame.height - 52)) < 0.5 }, "reduce motion \(reduceMotion)")

            let isAnimated = !(view.layer.animationKeys() ?? []).isEmpty
            XCTAssertEqual(isAnimated, !reduceMotion, "slides only without Reduce Motion")
        }
    }

    /// Without scrolling, an inset change moves the view at once (the hold is only for drags).
    func testInsetChangesAtRestApplyAtOnce() throws {
        let (fixture, tableView) = makeTable()
        let view = try fixture.layOut()

        tableView.contentInset.top = 52
        tableView.layoutIfNeeded()

        XCTAssertEqual(view.frame.height, testWindowFrame.height - 52, accuracy: 0.5)
    }

    /// A finger resting on the screen (a tap on the empty state's button starts this way) is not a
    /// drag: the layout is not held.
    func testATouchThatIsNotADragDoesNotHold() throws {
        let (fixture, tableView) = makeTable()
        let view = try fixture.layOut()

        tableView.isScriptedTouchDown = true
        tableView.contentInset.top = 52
        tableView.layoutIfNeeded()

        XCTAssertEqual(view.frame.height, testWindowFrame.height - 52, accuracy: 0.5)
    }
}
#endif
