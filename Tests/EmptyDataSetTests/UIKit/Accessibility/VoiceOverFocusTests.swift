#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// What VoiceOver is told, with VoiceOver stood in for (``AccessibilityStandIn``): an empty state
/// that appears with its screen leaves focus to UIKit's screen change; one that appears later gets
/// focus; a disappearance is announced as a layout change. And Reduce Motion stops the image
/// animation, live.
@MainActor
final class VoiceOverFocusTests: XCTestCase {
    /// Set up as in `viewDidLoad`: the source is set before the table is in a window, so the
    /// table's arrival in its window is seen, and the empty state that appears with it leaves
    /// focus to UIKit's screen change.
    func testAnEmptyStateThatAppearsWithItsScreenDoesNotTakeFocus() throws {
        let voiceOver = standInForAccessibility(voiceOver: true)
        let tableView = UITableView(frame: testWindowFrame, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        let dataSource = CountingDataSource(itemCounts: [0])
        tableView.dataSource = dataSource
        let spy = EmptyDataSetSpy()
        attach(spy, to: tableView)  // schedules a reload for the next turn
        let window = makeShownWindow()
        window.addSubview(tableView)  // in the same turn: the reload runs in the window
        defer {
            tableView.removeFromSuperview()
            window.isHidden = true
        }
        window.layoutIfNeeded()
        drainMainQueue()

        assertEmptyStateVisible(tableView, "precondition")
        let view = try emptyView(of: tableView)
        XCTAssertTrue(view.window != nil && view.appearsWithScreen, "the path: it appeared in its window, with the screen")
        spinRunLoop(for: Metric.fadeInDuration + 0.2)  // past the fade, when a focus move is posted
        XCTAssertEqual(voiceOver.layoutChangeArguments.count, 0, "UIKit's screen change moves focus, not the empty state")
        withExtendedLifetime((dataSource, spy)) {}
    }

    /// A source set long after the screen appeared (the table was in its window before the
    /// empty state existed): its appearance is news within the screen, and takes focus at once —
    /// the first signal the empty state sees is not the screen's arrival.
    func testASourceSetLongAfterTheScreenAppearedTakesFocus() throws {
        let voiceOver = standInForAccessibility(voiceOver: true)
        let fixture = makeTableFixture(start: .detached)  // in its window and laid out, no source yet
        spinRunLoop(for: ScreenPresence.settlingTime + 0.2)  // the screen appeared a while ago
        voiceOver.resetPosts()

        attach(fixture.spy, to: fixture.tableView)
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible }, "precondition: the scheduled reload shows it")

        let view = try fixture.emptyView()
        XCTAssertFalse(view.appearsWithScreen, "an appearance within the screen")
        XCTAssertTrue(waitUntil { voiceOver.layoutChangeArguments.count == 1 }, "one focus move, after the fade")
        XCTAssertTrue(voiceOver.layoutChangeArguments.first.flatMap { $0 as AnyObject? } === view.titleLabel, "to the title")
    }

    func testAnEmptyStateThatAppearsLaterTakesFocus() throws {
        let voiceOver = standInForAccessibility(voiceOver: true)
        let fixture = makeTableFixture(sections: [2])
        spinRunLoop(for: ScreenPresence.settlingTime + 0.2)  // the screen has settled
        voiceOver.resetPosts()

        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        drainMainQueue()

        let view = try fixture.emptyView()
        XCTAssertEqual(voiceOver.layoutChangeArguments.count, 1, "one focus move")
        XCTAssertTrue(voiceOver.layoutChangeArguments.first.flatMap { $0 as AnyObject? } === view.titleLabel, "to the title")
    }

    func testDisappearanceTellsVoiceOverTheLayoutChanged() {
        let voiceOver = standInForAccessibility(voiceOver: true)
        let fixture = makeTableFixture()
        assertEmptyStateVisible(fixture.tableView, "precondition")
        voiceOver.resetPosts()

        fixture.dataSource.itemCounts = [3]
        fixture.tableView.reloadData()

        assertEmptyStateHidden(fixture.tableView)
        XCTAssertEqual(voiceOver.layoutChangeArguments.count, 1)
        XCTAssertNil(voiceOver.layoutChangeArguments.first ?? nil, "no element to go to: VoiceOver finds its place")
    }

    func testNothingIsPostedWithoutVoiceOver() {
        let voiceOver = standInForAccessibility(voiceOver: false)
        let fixture = makeTableFixture()
        fixture.dataSource.itemCounts = [3]
        fixture.tableView.reloadData()
        XCTAssertTrue(voiceOver.posts.isEmpty)
    }

    /// The image animation stops when Reduce Motion is turned on and resumes when it is turned off.
    func testReduceMotionStopsAndRestoresTheImageAnimation() throws {
        let motion = standInForAccessibility()
        let rotation = CABasicAnimation(keyPath: "transform.rotation")
        rotation.toValue = Double.pi * 2
        rotation.duration = 1
        rotation.repeatCount = .infinity
        let fixture = makeTableFixture {
            $0.image = makeImage()
            $0.imageAnimation = rotation
            $0.animatesImageView = true
        }
        let view = try fixture.layOut()
        func isAnimating() -> Bool { !(view.imageView.layer.animationKeys() ?? []).isEmpty }
        XCTAssertTrue(isAnimating(), "precondition: the animation runs")

        motion.setReduceMotion(true)
        XCTAssertFalse(isAnimating(), "stopped under Reduce Motion")

        fixture.tableView.reloadEmptyDataSet()
        XCTAssertFalse(isAnimating(), "a reload does not restart it")

        motion.setReduceMotion(false)
        XCTAssertTrue(isAnimating(), "resumed when Reduce Motion is turned off")
    }

    func testAnImageAnimationIsNotStartedUnderReduceMotion() throws {
        _ = standInForAccessibility(reduceMotion: true)
        let rotation = CABasicAnimation(keyPath: "transform.rotation")
        rotation.toValue = Double.pi * 2
        let fixture = makeTableFixture {
            $0.image = makeImage()
            $0.imageAnimation = rotation
            $0.animatesImageView = true
        }
        let view = try fixture.layOut()
        XCTAssertTrue((view.imageView.layer.animationKeys() ?? []).isEmpty)
    }
}
#endif
