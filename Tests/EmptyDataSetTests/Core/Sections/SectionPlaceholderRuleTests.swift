import XCTest
@testable import EmptyDataSet

final class SectionPlaceholderRuleTests: XCTestCase {
    /// Decides `section` with `counts` as the items per section.
    private func shows(
        _ section: Int, counts: [Int], wholeView: Bool = false, configured: Set<Int>? = nil, sectionCount: Int? = nil
    ) -> Bool {
        SectionPlaceholderRule.shows(
            section: section, numberOfSections: sectionCount ?? counts.count, isWholeViewShowing: wholeView,
            itemCount: { counts[$0] }, hasConfiguration: { configured?.contains($0) ?? true })
    }

    func testEmptySectionBesideFullOneShowsAPlaceholder() {
        XCTAssertTrue(shows(0, counts: [0, 3]))
        XCTAssertFalse(shows(1, counts: [0, 3]))
    }

    func testEverySectionCountCombinationFromZeroToThreeSections() {
        // Every combination of 0…3 sections with 0 or 2 items each: exactly the empty ones show.
        for sectionCount in 0...3 {
            for mask in 0..<(1 << sectionCount) {
                let counts = (0..<sectionCount).map { mask & (1 << $0) == 0 ? 0 : 2 }
                for section in -1...sectionCount {
                    let expected = section >= 0 && section < sectionCount && counts[section] == 0
                    XCTAssertEqual(
                        shows(section, counts: counts), expected, "counts \(counts), section \(section)")
                    XCTAssertFalse(shows(section, counts: counts, wholeView: true), "whole view hides \(counts)")
                }
            }
        }
    }

    func testWholeViewEmptyStateHidesEveryPlaceholderAndAsksNothing() {
        var asked = false
        let result = SectionPlaceholderRule.shows(
            section: 0, numberOfSections: 2, isWholeViewShowing: true,
            itemCount: { _ in asked = true; return 0 }, hasConfiguration: { _ in asked = true; return true })
        XCTAssertFalse(result)
        XCTAssertFalse(asked)
    }

    func testProviderReturningNilShowsNone() {
        XCTAssertFalse(shows(0, counts: [0, 0], configured: [1]))
        XCTAssertTrue(shows(1, counts: [0, 0], configured: [1]))
    }

    func testProviderIsAskedOnlyForAnEmptyExistingSection() {
        var askedFor: [Int] = []
        let counts = [0, 4]
        for section in [0, 1, 2, -1] {
            _ = SectionPlaceholderRule.shows(
                section: section, numberOfSections: 2, isWholeViewShowing: false, itemCount: { counts[$0] },
                hasConfiguration: { askedFor.append($0); return true })
        }
        XCTAssertEqual(askedFor, [0])
    }

    func testItemCountIsNotAskedOutOfRange() {
        // A footer of a section deleted in the same batch asks with its old index.
        var asked: [Int] = []
        for section in [-3, -1, 2, 7] {
            let result = SectionPlaceholderRule.shows(
                section: section, numberOfSections: 2, isWholeViewShowing: false,
                itemCount: { asked.append($0); return 0 }, hasConfiguration: { _ in true })
            XCTAssertFalse(result, "section \(section)")
        }
        XCTAssertEqual(asked, [])
    }

    func testLastSectionIsInRangeAndOneBeyondIsNot() {
        XCTAssertTrue(shows(2, counts: [1, 1, 0]))
        XCTAssertFalse(shows(3, counts: [1, 1, 0, 0], sectionCount: 3))
    }

    func testNegativeSectionCountHasNoSections() {
        XCTAssertFalse(shows(0, counts: [0], sectionCount: -1))
    }

    func testNegativeItemCountCountsAsEmptyAndOneItemAsFull() {
        XCTAssertTrue(shows(0, counts: [-1]))
        XCTAssertFalse(shows(0, counts: [1]))
    }

    func testDecideDecidesEachListedSectionOnce() {
        var asked: [Int] = []
        let decisions = SectionPlaceholderRule.decide(
            sections: [1, 0, 1, 5], numberOfSections: 3, isWholeViewShowing: false,
            itemCount: { [0, 2, 0][$0] }, hasConfiguration: { asked.append($0); return true })
        XCTAssertEqual(decisions, [0: true, 1: false, 5: false])
        XCTAssertEqual(asked, [0])
    }

    func testSectionsAppearingAndDisappearingInOneBatch() {
        // Before: [Favorites 0 items, Recents 3]. One batch deletes Favorites and inserts two empty
        // sections at the end: the footer still on screen for old section 2 … index 3 is gone.
        let after = [3, 0, 0]
        let decisions = SectionPlaceholderRule.decide(
            sections: [0, 1, 2, 3], numberOfSections: after.count, isWholeViewShowing: false,
            itemCount: { after[$0] }, hasConfiguration: { _ in true })
        XCTAssertEqual(decisions, [0: false, 1: true, 2: true, 3: false])
    }

    func testDecideWithWholeViewShowingIsAllFalse() {
        let decisions = SectionPlaceholderRule.decide(
            sections: [0, 1], numberOfSections: 2, isWholeViewShowing: true, itemCount: { _ in 0 },
            hasConfiguration: { _ in true })
        XCTAssertEqual(decisions, [0: false, 1: false])
    }

    func testDecideWithNoSectionsListedIsEmpty() {
        XCTAssertEqual(
            SectionPlaceholderRule.decide(
                sections: [], numberOfSections: 2, isWholeViewShowing: false, itemCount: { _ in 0 },
                hasConfiguration: { _ in true }), [:])
    }
}
