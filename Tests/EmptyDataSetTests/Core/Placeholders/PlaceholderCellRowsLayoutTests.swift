import XCTest
@testable import EmptyDataSet

/// Placeholder rows made of the app's own cells: bounded self-sized heights, and the stack of
/// rows, headers and footers that fills the visible height.
final class PlaceholderCellRowsLayoutTests: XCTestCase {
    private typealias Layout = PlaceholderRowsLayout

    func testACellKeepsItsOwnHeight() {
        XCTAssertEqual(Layout.cellRowHeight(measured: 88, fallback: 44, visibleHeight: 600), 88)
        XCTAssertEqual(Layout.cellRowHeight(measured: 16, fallback: 44, visibleHeight: 600), 16, "the smallest kept")
        XCTAssertEqual(Layout.cellRowHeight(measured: 600, fallback: 44, visibleHeight: 600), 600, "as tall as the list")
    }

    func testACellOfNoHeightGetsTheListsHeight() {
        XCTAssertEqual(Layout.cellRowHeight(measured: 0, fallback: 44, visibleHeight: 600), 44)
        XCTAssertEqual(Layout.cellRowHeight(measured: -1, fallback: 52, visibleHeight: 600), 52)
        XCTAssertEqual(Layout.cellRowHeight(measured: .nan, fallback: 44, visibleHeight: 600), 44)
        XCTAssertEqual(Layout.cellRowHeight(measured: .infinity, fallback: 44, visibleHeight: 600), 44)
        XCTAssertEqual(Layout.cellRowHeight(measured: 1.0 / 3, fallback: 44, visibleHeight: 600), 44, "a hairline is no height")
        XCTAssertEqual(Layout.cellRowHeight(measured: 0.99, fallback: 44, visibleHeight: 600), 44)
        XCTAssertEqual(Layout.cellRowHeight(measured: 1, fallback: 44, visibleHeight: 600), 16, "a point is a height: the minimum")
    }

    func testTinyAndHugeCellsAreBounded() {
        XCTAssertEqual(Layout.cellRowHeight(measured: 3, fallback: 44, visibleHeight: 600), Layout.minimumCellRowHeight)
        XCTAssertEqual(Layout.cellRowHeight(measured: 15.9, fallback: 44, visibleHeight: 600), 16)
        XCTAssertEqual(Layout.cellRowHeight(measured: 20_000, fallback: 44, visibleHeight: 600), 600, "one row filling the list")
        XCTAssertEqual(Layout.cellRowHeight(measured: 601, fallback: 44, visibleHeight: 600), 600)
        XCTAssertEqual(Layout.cellRowHeight(measured: 3, fallback: 2, visibleHeight: 600), 16, "a tiny fallback too")
        XCTAssertEqual(Layout.cellRowHeight(measured: 50, fallback: 44, visibleHeight: 10), 16, "a sliver of a list: the minimum")
        XCTAssertEqual(Layout.cellRowHeight(measured: 5000, fallback: 44, visibleHeight: 0), 5000, "no visible height: no upper bound")
        XCTAssertEqual(Layout.cellRowHeight(measured: 5000, fallback: 44, visibleHeight: .infinity), 5000)
    }

    func testSupplementaryHeights() {
        XCTAssertEqual(Layout.supplementaryHeight(measured: 28, visibleHeight: 600), 28)
        XCTAssertEqual(Layout.supplementaryHeight(measured: 0, visibleHeight: 600), 0)
        XCTAssertEqual(Layout.supplementaryHeight(measured: -3, visibleHeight: 600), 0)
        XCTAssertEqual(Layout.supplementaryHeight(measured: .nan, visibleHeight: 600), 0)
        XCTAssertEqual(Layout.supplementaryHeight(measured: 900, visibleHeight: 600), 600)
        XCTAssertEqual(Layout.supplementaryHeight(measured: 900, visibleHeight: 0), 900)
    }

    private func slots(
        _ visible: CGFloat, perSection: Int? = nil, header: CGFloat = 0, footer: CGFloat = 0,
        row: @escaping (Int, Int) -> CGFloat
    ) -> [Layout.Slot] {
        Layout.slots(visibleHeight: visible, rowsPerSection: perSection, headerHeight: { _ in header },
                     footerHeight: { _ in footer }, rowHeight: row)
    }

    func testSelfSizedRowsFillTheHeightAtTheirOwnHeights() {
        // Rows of 50, 70, 50, 70…: 50+70+50+70+50 = 290 < 300, the sixth (70) reaches the bottom.
        let result = slots(300) { _, row in row.isMultiple(of: 2) ? 50 : 70 }
        XCTAssertEqual(result.map(\.height), [50, 70, 50, 70, 50, 70])
        XCTAssertEqual(result.map(\.y), [0, 50, 120, 170, 240, 290])
        XCTAssertEqual(result.map(\.kind), (0..<6).map { .row(section: 0, row: $0) })
    }

    func testTheLastRowStopsAtTheBottomEdge() {
        XCTAssertEqual(slots(300) { _, _ in 100 }.count, 3, "exactly filled: no extra row")
        XCTAssertEqual(slots(301) { _, _ in 100 }.count, 4, "the last one cut off")
        XCTAssertEqual(slots(1) { _, _ in 100 }.count, 1)
    }

    func testNoHeightNoSlots() {
        XCTAssertTrue(slots(0) { _, _ in 44 }.isEmpty)
        XCTAssertTrue(slots(-10) { _, _ in 44 }.isEmpty)
        XCTAssertTrue(slots(.infinity) { _, _ in 44 }.isEmpty)
        XCTAssertTrue(slots(.nan) { _, _ in 44 }.isEmpty)
    }

    func testRowsAreBoundedInNumber() {
        let result = slots(100_000) { _, _ in 16 }
        XCTAssertEqual(result.count, Layout.maximumRows)
        let zero = slots(600) { _, _ in 0 }
        XCTAssertEqual(zero.count, 0, "rows of no height are left out, never an endless stack")
    }

    func testOneSectionHasItsHeaderAndNoFooter() {
        let result = slots(200, header: 30, footer: 20) { _, _ in 60 }
        XCTAssertEqual(result.map(\.kind), [.header(section: 0), .row(section: 0, row: 0), .row(section: 0, row: 1), .row(section: 0, row: 2)])
        XCTAssertEqual(result.map(\.y), [0, 30, 90, 150])
    }

    func testSectionsRepeatHeaderRowsAndFooter() {
        let result = slots(320, perSection: 2, header: 30, footer: 10) { _, _ in 60 }
        XCTAssertEqual(result.map(\.kind), [
            .header(section: 0), .row(section: 0, row: 0), .row(section: 0, row: 1), .footer(section: 0),
            .header(section: 1), .row(section: 1, row: 0), .row(section: 1, row: 1), .footer(section: 1),
        ])
        XCTAssertEqual(result.map(\.y), [0, 30, 90, 150, 160, 190, 250, 310])
        XCTAssertEqual(result.last.map { $0.y + $0.height }, 320, "the second footer reaches the bottom edge: the last slot")
        let more = slots(321, perSection: 2, header: 30, footer: 10) { _, _ in 60 }
        XCTAssertEqual(more.map(\.kind).last, .header(section: 2), "one point more: the third section's header, cut off")
    }

    func testRowsOfEachSectionAreNumberedFromZero() {
        var asked: [[Int]] = []
        _ = Layout.slots(visibleHeight: 250, rowsPerSection: 2, headerHeight: { _ in 0 }, footerHeight: { _ in 0 }) {
            asked.append([$0, $1]); return 50
        }
        XCTAssertEqual(asked, [[0, 0], [0, 1], [1, 0], [1, 1], [2, 0]], "asked only for rows that show")
    }

    func testHeadersAndFootersOfNoHeightAreLeftOut() {
        let result = slots(130, perSection: 1, header: 0, footer: 0) { _, _ in 50 }
        XCTAssertEqual(result.map(\.kind), [.row(section: 0, row: 0), .row(section: 1, row: 0), .row(section: 2, row: 0)])
        let nonPositive = slots(50, perSection: 0, header: -4) { _, _ in 50 }
        XCTAssertEqual(nonPositive.map(\.kind), [.row(section: 0, row: 0)], "0 rows per section: one section")
    }

    func testAHeaderTallerThanTheListIsTheOnlySlot() {
        let result = slots(100, header: 150) { _, _ in 50 }
        XCTAssertEqual(result.map(\.kind), [.header(section: 0)])
    }

    func testSectionsCountRowsTowardsTheBound() {
        let result = slots(100_000, perSection: 3, header: 20, footer: 20) { _, _ in 20 }
        XCTAssertEqual(result.filter { if case .row = $0.kind { true } else { false } }.count, Layout.maximumRows)
    }
}
