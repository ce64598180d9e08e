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
    func testAnEmptyStateThatAppearsWithItsScreenDoesNotTakeFocus() throws {
        let voiceOver = standInForAccessibility(voiceOver: true)
        let fixture = makeTableFixture(start: .attached)

        fixture.tableView.reloadData()
        drainMainQueue()

        assertEmptyStateVisible(fixture.tableView, "precondition")
        XCTAssertEqual(voiceOver.layoutChangeArguments.count, 0, "UIKit's screen change moves focus, not the empty state")
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
