#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The documented defaults, reached the way an app reaches them: through the run-time lookup of
/// `@objc optional` requirements that a source or delegate does not implement. The spy implements
/// every method, so it would never notice a wrong fallback; these doubles implement (almost)
/// nothing. Defaults: should display true, forced display false, fade in true, allow touch true,
/// allow scroll false (without a refresh control), animate image false, spacing 11, clear background.
@MainActor
final class DefaultsTests: XCTestCase {
    private func makeTable(
        rows: Int
    ) -> (window: UIWindow, tableView: UITableView, dataSource: CountingDataSource) {
        // The fixture (kept until the test ends by its teardown) owns window, table and data
        // source; its spy is never attached: these tests set bare sources and delegates themselves.
        let fixture = makeTableFixture(sections: [rows], start: .detached)
        return (fixture.window, fixture.tableView, fixture.dataSource)
    }

    func testShowsWhenEmptyByDefault() {
        let (window, tableView, dataSource) = makeTable(rows: 0)
        let source = MinimalSource()
        let delegate = BareDelegate()
        XCTAssertFalse(delegate.responds(to: #selector(EmptyDataSetDelegate.emptyDataSetShouldDisplay(_:))), "precondition")
        tableView.emptyDataSetDelegate = delegate
        tableView.emptyDataSetSource = source

        tableView.reloadData()

        assertEmptyStateVisible(tableView, "should display defaults to true")
        withExtendedLifetime((window, dataSource, source, delegate)) {}
    }

    func testNotForcedToDisplayByDefault() {
        let (window, tableView, dataSource) = makeTable(rows: 2)
        let source = MinimalSource()
        let delegate = BareDelegate()
        tableView.emptyDataSetDelegate = delegate
        tableView.emptyDataSetSource = source

        tableView.reloadData()

        assertEmptyStateHidden(tableView, "forced display defaults to false")
        withExtendedLifetime((window, dataSource, source, delegate)) {}
    }

    /// A delegate answering the opposite of every default first, then a bare one: the defaults must
    /// take over, not the previous answers and not UIKit's initial values.
    func testTouchAllowedAndScrollingLockedByDefault() throws {
        let (window, tableView, dataSource) = makeTable(rows: 0)
        let source = MinimalSource()
        let opposite = EmptyDataSetSpy()
        opposite.allowsTouch = false
        opposite.allowsScroll = true
        tableView.emptyDataSetDelegate = opposite
        tableView.emptyDataSetSource = source
        tableView.reloadData()
        let view = try emptyView(of: tableView)
        XCTAssertFalse(view.isUserInteractionEnabled, "precondition")
        XCTAssertTrue(tableView.isScrollEnabled, "precondition")

        let bare = BareDelegate()
        tableView.emptyDataSetDelegate = bare
        tableView.reloadData()

        XCTAssertTrue(view.isUserInteractionEnabled, "allow touch defaults to true")
        XCTAssertFalse(tableView.isScrollEnabled, "allow scroll defaults to false without a refresh control")
        withExtendedLifetime((window, dataSource, source, opposite, bare)) {}
    }

    /// The fade is a running opacity animation on the view; the spy (fade off) has none.
    func testFadesInByDefault() throws {
        let (window, tableView, dataSource) = makeTable(rows: 0)
        let source = MinimalSource()
        let delegate = BareDelegate()
        tableView.emptyDataSetDelegate = delegate
        tableView.emptyDataSetSource = source

        tableView.reloadData()

        XCTAssertNotNil(opacityAnimation(of: try emptyView(of: tableView)), "fade in defaults to true")
        withExtendedLifetime((window, dataSource, source, delegate)) {}
    }

    func testNoFadeWhenTheDelegateSaysNo() throws {
        let (window, tableView, dataSource) = makeTable(rows: 0)
        let spy = EmptyDataSetSpy()
        spy.shouldFadeIn = false
        attach(spy, to: tableView)

        tableView.reloadData()

        let view = try emptyView(of: tableView)
        XCTAssertNil(opacityAnimation(of: view))
        XCTAssertEqual(view.alpha, 1)
        withExtendedLifetime((window, dataSource, spy)) {}
    }

    func testImageAnimationDoesNotRunByDefault() throws {
        let (window, tableView, dataSource) = makeTable(rows: 0)
        let source = AnimatedImageSource()
        let delegate = BareDelegate()
        tableView.emptyDataSetDelegate = delegate
        tableView.emptyDataSetSource = source

        tableView.reloadData()

        let view = try emptyView(of: tableView)
        XCTAssertFalse(view.imageView.isHidden, "precondition: the image shows")
        XCTAssertEqual(view.imageView.layer.animationKeys() ?? [], [], "animate image view defaults to false")
        withExtendedLifetime((window, dataSource, source, delegate)) {}
    }

    /// A source implementing nothing at all still gets an empty state, with no element and the
    /// default look.
    func testSourceImplementingNothingShowsABareEmptyState() throws {
        let (window, tableView, dataSource) = makeTable(rows: 0)
        let source = NothingSource()
        tableView.emptyDataSetSource = source

        tableView.reloadData()

        assertEmptyStateVisible(tableView)
        let view = try emptyView(of: tableView)
        for element in [view.imageView, view.titleLabel, view.detailLabel, view.button] as [UIView] {
            XCTAssertTrue(element.isHidden, "\(element) shown without content")
        }
        XCTAssertNil(view.customView)
        XCTAssertEqual(view.backgroundColor, .clear)
        XCTAssertEqual(view.stackView.spacing, 11)
        XCTAssertEqual(accessibilityObjects(of: view).count, 0, "nothing to read")
        withExtendedLifetime((window, dataSource, source)) {}
    }
}

/// A source that implements no method at all.
private final class NothingSource: NSObject, EmptyDataSetSource {}

/// A source with an image and an image animation, and nothing else.
private final class AnimatedImageSource: NSObject, EmptyDataSetSource {
    func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? {
        makeImage()
    }

    func imageAnimation(forEmptyDataSet scrollView: UIScrollView) -> CAAnimation? {
        let rotation = CABasicAnimation(keyPath: "transform.rotation")
        rotation.toValue = Double.pi * 2
        rotation.duration = 1
        rotation.repeatCount = .infinity
        return rotation
    }
}
#endif
