import XCTest
@testable import EmptyDataSet

final class ItemCounterTests: XCTestCase {
    func testZeroSectionsIsEmptyAndAsksNoSection() {
        var asked: [Int] = []
        XCTAssertTrue(ItemCounter.isEmpty(numberOfSections: 0) { asked.append($0); return 5 })
        XCTAssertEqual(asked, [])
    }

    func testNilSectionCountMeansOneSectionAskingSectionZeroOnly() {
        var asked: [Int] = []
        XCTAssertTrue(ItemCounter.isEmpty(numberOfSections: nil) { asked.append($0); return 0 })
        XCTAssertEqual(asked, [0])

        asked = []
        XCTAssertFalse(ItemCounter.isEmpty(numberOfSections: nil) { asked.append($0); return 1 })
        XCTAssertEqual(asked, [0])
    }

    func testNegativeSectionCountCountsAsNoSection() {
        var asked: [Int] = []
        XCTAssertTrue(ItemCounter.isEmpty(numberOfSections: -3) { asked.append($0); return 5 })
        XCTAssertEqual(asked, [])
        XCTAssertNil(ItemCounter.firstNonEmptySection(numberOfSections: -1) { _ in 5 })
    }

    func testNegativeItemCountsCountAsZero() {
        var asked: [Int] = []
        XCTAssertTrue(ItemCounter.isEmpty(numberOfSections: 3) { asked.append($0); return -1 })
        XCTAssertEqual(asked, [0, 1, 2])
    }

    func testNegativeCountsDoNotCancelPositiveOnes() {
        // A naive sum (-2 + 1) would call this empty; the one row in section 1 makes it non-empty.
        XCTAssertFalse(ItemCounter.isEmpty(numberOfSections: 2) { $0 == 0 ? -2 : 1 })
        XCTAssertEqual(ItemCounter.firstNonEmptySection(numberOfSections: 2) { $0 == 0 ? -2 : 1 }, 1)
    }

    func testManySectionsWithRowsInFirstAsksExactlyOnce() {
        var calls = 0
        XCTAssertFalse(ItemCounter.isEmpty(numberOfSections: 10_000) { _ in calls += 1; return 3 })
        XCTAssertEqual(calls, 1)
    }

    func testItemsOnlyInLastSectionAsksEverySectionAndIsNotEmpty() {
        let sections = 50
        var asked: [Int] = []
        let isEmpty = ItemCounter.isEmpty(numberOfSections: sections) { section in
            asked.append(section)
            return section == sections - 1 ? 1 : 0
        }
        XCTAssertFalse(isEmpty)
        XCTAssertEqual(asked, Array(0..<sections))
    }

    func testAllSectionsEmptyIsEmpty() {
        XCTAssertTrue(ItemCounter.isEmpty(numberOfSections: 4) { _ in 0 })
        XCTAssertNil(ItemCounter.firstNonEmptySection(numberOfSections: 4) { _ in 0 })
    }

    func testFirstNonEmptySectionIsTheLowestIndexWithItems() {
        var asked: [Int] = []
        let counts = [0, 0, 2, 7]
        let first = ItemCounter.firstNonEmptySection(numberOfSections: counts.count) { section in
            asked.append(section)
            return counts[section]
        }
        XCTAssertEqual(first, 2)
        XCTAssertEqual(asked, [0, 1, 2], "the walk stops at the first section with an item")
    }
}
