#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The empty state's background color reaches under translucent bars (iOS 26's scroll-edge
/// effects show what is under them) while its content stays in the visible area. A 100 pt top
/// inset stands in for a navigation bar the table scrolls under.
@MainActor
final class BackgroundExtensionTests: XCTestCase {
    private let barHeight: CGFloat = 100

    private func showColored(
        _ color: UIColor?, clips: Bool = true, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (EmptyDataSetFixture<UITableView>, EmptyStateView) {
        let fixture = makeTableFixture(start: .detached)
        let tableView = fixture.tableView
        tableView.clipsToBounds = clips
        tableView.contentInset.top = barHeight
        tableView.contentOffset = CGPoint(x: 0, y: -tableView.adjustedContentInset.top)
        var configuration = EmptyDataSetConfiguration.search(query: "kiwi")
        configuration.background.color = color
        tableView.emptyDataSetConfiguration = configuration
        XCTAssertTrue(waitUntil { tableView.isEmptyDataSetVisible }, "shown", file: file, line: line)
        let view = try fixture.layOut(file: file, line: line)
        return (fixture, view)
    }

    private func strips(of view: EmptyStateView) -> [EmptyStateBackgroundExtension] {
        view.subviews.compactMap { $0 as? EmptyStateBackgroundExtension }
    }

    func testTheColorCoversTheWholeVisibleAreaUnderTheBar() throws {
        let (fixture, view) = try showColored(.systemYellow)
        let tableView = fixture.tableView
        let visible = tableView.bounds
        XCTAssertGreaterThanOrEqual(
            tableView.adjustedContentInset.top, barHeight, "precondition: the inset stands for a bar")

        let colored = ([view] + strips(of: view).map { $0 as UIView })
            .filter { $0.backgroundColor == .systemYellow }
            .map { $0.convert($0.bounds, to: tableView) }
            .reduce(CGRect.null) { $0.union($1) }
        XCTAssertEqual(strips(of: view).count, 2, "a strip above and one below")
        XCTAssertTrue(colored.contains(visible), "the color fills \(visible), under the bar too: \(colored)")
        let underBar = CGRect(x: visible.minX, y: visible.minY, width: visible.width, height: barHeight)
        XCTAssertFalse(view.frame.intersects(underBar.insetBy(dx: 0, dy: 1)), "the view itself stays below the bar")
    }

    func testTheContentStaysInTheVisibleArea() throws {
        let (fixture, view) = try showColored(.systemYellow)
        let tableView = fixture.tableView
        let content = view.convert(contentFrame(of: view), to: tableView)
        let belowBar = tableView.bounds.inset(by: UIEdgeInsets(top: tableView.adjustedContentInset.top, left: 0, bottom: 0, right: 0))

        XCTAssertGreaterThan(content.height, 0, "precondition: laid out")
        XCTAssertTrue(belowBar.contains(content), "the content \(content) is below the bar, in \(belowBar)")
    }

    func testTheStripsTakeNoTouches() throws {
        let (fixture, view) = try showColored(.systemYellow)
        let tableView = fixture.tableView
        for strip in strips(of: view) { XCTAssertFalse(strip.isUserInteractionEnabled) }
        let underBar = CGPoint(x: tableView.bounds.midX, y: tableView.bounds.minY + barHeight / 2)

        let hit = tableView.hitTest(underBar, with: nil)

        XCTAssertFalse(hit.map { $0.isDescendant(of: view) } ?? false, "a touch under the bar is not the empty state's")
    }

    func testNoColorNoStrips() throws {
        let (_, view) = try showColored(nil)

        XCTAssertTrue(strips(of: view).isEmpty)
    }

    func testAScrollViewThatDoesNotClipGetsNoStrips() throws {
        let (_, view) = try showColored(.systemYellow, clips: false)

        XCTAssertTrue(strips(of: view).isEmpty, "they would show outside the scroll view")
        XCTAssertEqual(view.backgroundColor, .systemYellow, "the view's own area is still colored")
    }

    func testAColorRemovedLaterRemovesTheStrips() throws {
        let (fixture, view) = try showColored(.systemYellow)
        XCTAssertEqual(strips(of: view).count, 2, "precondition")

        fixture.tableView.emptyDataSetConfiguration = .search(query: "kiwi")

        XCTAssertTrue(waitUntil { self.strips(of: view).isEmpty })
    }
}
#endif
