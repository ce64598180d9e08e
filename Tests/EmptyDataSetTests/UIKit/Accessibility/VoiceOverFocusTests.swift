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

    // MARK: - Leaving the window and coming back

    /// A tab switch away and back (the table leaves its window and returns with no reload or
    /// layout signal in between): the return is an arrival, seen from the empty-state view's
    /// `didMoveToWindow`, so an empty state that appears within the settling time comes with the
    /// screen and leaves focus to UIKit; later, the same change takes focus again.
    func testAListThatLeavesItsWindowAndComesBackArrivesAgain() throws {
        let voiceOver = standInForAccessibility(voiceOver: true)
        let fixture = makeTableFixture(sections: [2])
        let window = try XCTUnwrap(fixture.tableView.window)
        let superview = try XCTUnwrap(fixture.tableView.superview)
        // The empty-state view exists (it appeared once), then the rows came back.
        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()
        let view = try fixture.emptyView()
        fixture.dataSource.itemCounts = [2]
        fixture.tableView.reloadData()
        fixture.settle()
        assertEmptyStateHidden(fixture.tableView, "precondition: the rows show")
        spinRunLoop(for: ScreenPresence.settlingTime + 0.2)  // the screen settled long ago

        // Away and back in one turn: no main-queue turn, reload or layout between the two moves.
        fixture.tableView.removeFromSuperview()
        XCTAssertNil(view.window, "precondition: the empty-state view left the window with the table")
        superview.addSubview(fixture.tableView)
        XCTAssertTrue(view.window === window, "precondition: and came back with it")
        voiceOver.resetPosts()

        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()
        assertEmptyStateVisible(fixture.tableView, "precondition")
        XCTAssertTrue(view.appearsWithScreen, "the path: the return was seen as an arrival")
        spinRunLoop(for: Metric.fadeInDuration + 0.2)
        XCTAssertEqual(voiceOver.layoutChangeArguments.compactMap { $0 }.count, 0, "UIKit's screen change moves focus")

        // The control: once settled, the same change is news and takes focus.
        fixture.dataSource.itemCounts = [2]
        fixture.tableView.reloadData()
        fixture.settle()
        spinRunLoop(for: ScreenPresence.settlingTime + 0.2)
        voiceOver.resetPosts()
        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()
        XCTAssertFalse(view.appearsWithScreen)
        XCTAssertTrue(
            waitUntil { voiceOver.layoutChangeArguments.contains { ($0 as AnyObject?) === view.titleLabel } },
            "the control: focus moves to the title")
    }

    // MARK: - The image and the initial focus

    /// A labeled image is read first, but when the empty state appears VoiceOver goes to the
    /// title: the user hears what the state says before what the picture shows.
    func testTheInitialFocusSkipsALabeledImage() throws {
        let voiceOver = standInForAccessibility(voiceOver: true)
        let image = makeImage()
        image.accessibilityLabel = "Empty inbox"
        let fixture = makeTableFixture(sections: [2]) { $0.image = image }
        spinRunLoop(for: ScreenPresence.settlingTime + 0.2)
        voiceOver.resetPosts()

        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        fixture.settle()
        let view = try fixture.emptyView()
        XCTAssertTrue(accessibilityObjects(of: view).first === view.imageView, "precondition: the image is read first")
        XCTAssertTrue(waitUntil { voiceOver.layoutChangeArguments.count == 1 }, "one focus move")
        XCTAssertTrue(voiceOver.layoutChangeArguments.first.flatMap { $0 as AnyObject? } === view.titleLabel, "to the title")
    }

    /// While VoiceOver runs, UIKit labels SF Symbols with their names. A symbol without a
    /// configured label is decorative, so the empty state does not open with "magnifying glass";
    /// a configured label makes it read.
    func testASymbolWithoutAConfiguredLabelIsDecorative() throws {
        // A copy of the symbol, so that the label stood in for UIKit's does not stay on a cached image.
        let symbol = try XCTUnwrap(UIImage(systemName: "magnifyingglass")?.withConfiguration(
            UIImage.SymbolConfiguration(pointSize: 41)))
        XCTAssertTrue(symbol.isSymbolImage, "precondition")
        symbol.accessibilityLabel = "magnifying glass"  // as UIKit's accessibility bundle labels it
        var configuration = EmptyDataSetConfiguration()
        configuration.image = symbol
        configuration.text = "No Results"
        let (fixture, view) = try makeConfiguredTable(configuration)
        XCTAssertFalse(view.imageView.isHidden, "precondition: the symbol shows")
        XCTAssertFalse(view.imageView.isAccessibilityElement, "the symbol's own label is not read")
        XCTAssertFalse(accessibilityObjects(of: view).contains { $0 === view.imageView })
        XCTAssertTrue(accessibilityObjects(of: view).first === view.titleLabel)

        // The control: a configured label makes the same symbol read.
        configuration.imageProperties.accessibilityLabel = "Search"
        fixture.tableView.emptyDataSetConfiguration = configuration
        XCTAssertTrue(waitUntil { view.imageView.accessibilityLabel == "Search" }, "the configured label is read")
        XCTAssertTrue(view.imageView.isAccessibilityElement)
        XCTAssertTrue(accessibilityObjects(of: view).first === view.imageView)
    }
}
#endif

