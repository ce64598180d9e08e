#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The fade-in (appearance only, never on an in-place update) and the source's image animation
/// (running only while the delegate allows it, not restarted by reloads, stopped when hidden).
/// The table is in a shown window, as animations on screen are.
@MainActor
final class AnimationTests: XCTestCase {
    private func makeTable(
        configure: (EmptyDataSetSpy) -> Void
    ) -> (window: UIWindow, tableView: UITableView, dataSource: CountingDataSource, spy: EmptyDataSetSpy) {
        // The fixture (kept until the test ends by its teardown) owns all four.
        let fixture = makeTableFixture(sections: [0], start: .attached, configure: configure)
        return (fixture.window, fixture.tableView, fixture.dataSource, fixture.spy)
    }

    private func makeRotation() -> CAAnimation {
        let rotation = CABasicAnimation(keyPath: "transform.rotation")
        rotation.toValue = Double.pi * 2
        rotation.duration = 1
        rotation.repeatCount = .infinity
        return rotation
    }

    /// The animations on the image view's layer (the package's key is its own business).
    private func imageAnimations(of view: EmptyStateView) -> [CAAnimation] {
        (view.imageView.layer.animationKeys() ?? []).compactMap { view.imageView.layer.animation(forKey: $0) }
    }

    // MARK: - Fade

    func testInPlaceUpdateDoesNotRestartTheFade() throws {
        let (window, tableView, dataSource, spy) = makeTable { $0.shouldFadeIn = true }
        tableView.reloadData()
        let view = try emptyView(of: tableView)
        let fade = try XCTUnwrap(opacityAnimation(of: view), "the appearance fades in")

        spy.titleText = "Updated"
        tableView.reloadData()

        XCTAssertIdentical(opacityAnimation(of: view), fade, "an update neither restarts nor adds a fade")
        withExtendedLifetime((window, dataSource)) {}
    }

    func testEveryAppearanceFadesIn() throws {
        let (window, tableView, dataSource, spy) = makeTable { $0.shouldFadeIn = true }
        tableView.reloadData()
        let view = try emptyView(of: tableView)
        dataSource.itemCounts = [1]
        tableView.reloadData()
        XCTAssertNil(opacityAnimation(of: view), "hiding stops the fade")

        dataSource.itemCounts = [0]
        tableView.reloadData()

        XCTAssertNotNil(opacityAnimation(of: view), "the second appearance fades in too")
        withExtendedLifetime((window, spy)) {}
    }

    // MARK: - Image animation

    func testImageAnimationRunsWhileAllowed() throws {
        let (window, tableView, dataSource, spy) = makeTable {
            $0.image = makeImage()
            $0.imageAnimation = self.makeRotation()
            $0.animatesImageView = true
        }
        tableView.reloadData()
        let view = try emptyView(of: tableView)
        XCTAssertEqual(imageAnimations(of: view).count, 1)

        spy.animatesImageView = false
        tableView.reloadData()

        XCTAssertEqual(imageAnimations(of: view).count, 0, "removed once the delegate says no")
        withExtendedLifetime((window, dataSource)) {}
    }

    func testReloadDoesNotRestartTheImageAnimation() throws {
        let (window, tableView, dataSource, spy) = makeTable {
            $0.image = makeImage()
            $0.imageAnimation = self.makeRotation()
            $0.animatesImageView = true
        }
        tableView.reloadData()
        let view = try emptyView(of: tableView)
        let running = try XCTUnwrap(imageAnimations(of: view).first)

        // The source hands out a new animation object on every reload, as a computed one would.
        spy.imageAnimation = makeRotation()
        tableView.reloadData()

        XCTAssertEqual(imageAnimations(of: view).count, 1)
        XCTAssertIdentical(imageAnimations(of: view).first, running, "still the first run, not restarted")
        withExtendedLifetime((window, dataSource)) {}
    }

    func testHidingStopsTheImageAnimation() throws {
        let (window, tableView, dataSource, spy) = makeTable {
            $0.image = makeImage()
            $0.imageAnimation = self.makeRotation()
            $0.animatesImageView = true
        }
        tableView.reloadData()
        let view = try emptyView(of: tableView)
        XCTAssertEqual(imageAnimations(of: view).count, 1, "precondition")

        dataSource.itemCounts = [1]
        tableView.reloadData()

        XCTAssertEqual(imageAnimations(of: view).count, 0)
        withExtendedLifetime((window, spy)) {}
    }

    func testNoImageAnimationWithoutAnImage() throws {
        let (window, tableView, dataSource, spy) = makeTable {
            $0.imageAnimation = self.makeRotation()
            $0.animatesImageView = true
        }

        tableView.reloadData()

        XCTAssertEqual(imageAnimations(of: try emptyView(of: tableView)).count, 0)
        XCTAssertEqual(spy.count(of: "imageAnimation"), 0, "not asked without an image")
        withExtendedLifetime((window, dataSource)) {}
    }
}
#endif
