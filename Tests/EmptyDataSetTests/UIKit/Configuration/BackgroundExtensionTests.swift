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

    /// The colored area, in the table's coordinates: the view and its strips.
    private func coloredRects(of view: EmptyStateView, in tableView: UITableView) -> [CGRect] {
        strips(of: view).map { $0.convert($0.bounds, to: tableView) }
    }

    /// The strips' length is fixed, not measured when the color was applied: a top inset that
    /// grows later (an equal configuration applies nothing) is still colored to the top.
    func testTheColorReachesATopInsetThatGrewAfterItWasApplied() throws {
        let (fixture, view) = try showColored(.systemYellow)
        let tableView = fixture.tableView

        tableView.contentInset.top = 1_000
        tableView.contentOffset = CGPoint(x: 0, y: -tableView.adjustedContentInset.top)
        tableView.layoutIfNeeded()
        drainMainQueue()

        let visible = tableView.bounds
        let colored = ([view.frame] + coloredRects(of: view, in: tableView)).reduce(CGRect.null) { $0.union($1) }
        XCTAssertGreaterThan(visible.height, 0, "precondition")
        XCTAssertTrue(colored.contains(visible), "the color fills \(visible), under the taller inset too: \(colored)")
    }

    /// A grouped table with section titles and a table header set after the empty state
    /// appeared (UIKit may add such views behind the subviews already there): the strips reach
    /// over none of the headers. (Which of the view and a section header it overlaps is in front
    /// is UIKit's ordering of its own subviews, not the strips', and is not asserted here.)
    func testTheStripsCoverNoHeaderOfAGroupedTable() throws {
        for style in [UITableView.Style.grouped, .insetGrouped] {
            let titles = TitledSections(titles: ["Today", "Earlier", "Archived"])
            let fixture = makeTableFixture(style: style, start: .detached)
            let tableView = fixture.tableView
            fixture.keep(titles)
            tableView.dataSource = titles
            tableView.reloadData()
            var configuration = EmptyDataSetConfiguration.search(query: "kiwi")
            configuration.background.color = .systemYellow
            tableView.emptyDataSetConfiguration = configuration
            XCTAssertTrue(waitUntil { tableView.isEmptyDataSetVisible }, "\(style): shown")

            let header = UIView(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 120))
            tableView.tableHeaderView = header
            tableView.layoutIfNeeded()
            drainMainQueue()
            let view = try fixture.layOut()
            tableView.layoutIfNeeded()

            let sectionHeaders = tableView.subviews.compactMap { $0 as? UITableViewHeaderFooterView }
                .filter { !$0.isHidden && $0.frame.height > 0 }
            XCTAssertFalse(sectionHeaders.isEmpty, "\(style): precondition: the section titles' headers are there")
            XCTAssertEqual(strips(of: view).count, 2, "\(style): precondition: colored")
            for covered in [header] + sectionHeaders.map({ $0 as UIView }) {
                let rect = covered.convert(covered.bounds, to: tableView)
                for strip in coloredRects(of: view, in: tableView) {
                    XCTAssertFalse(
                        strip.intersects(rect.insetBy(dx: 0.5, dy: 0.5)),
                        "\(style): a strip \(strip) reaches over \(covered) at \(rect)")
                }
            }
        }
    }

    /// A data source of sections with titles and no rows.
    private final class TitledSections: NSObject, UITableViewDataSource {
        let titles: [String]

        init(titles: [String]) {
            self.titles = titles
        }

        func numberOfSections(in tableView: UITableView) -> Int { titles.count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles[section] }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
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
