import XCTest
@testable import EmptyDataSet

final class SearchTextTrackingTests: XCTestCase {
    func testATypedCharacterAsksAgain() {
        var tracking = SearchTextTracking()
        tracking.provide("Ky")
        XCTAssertTrue(tracking.needsUpdate(for: "Kyo"))
        XCTAssertTrue(tracking.needsUpdate(for: "K"), "deleting too")
    }

    func testTheSameTextAsksNothing() {
        var tracking = SearchTextTracking()
        tracking.provide("Kyoto")
        XCTAssertFalse(tracking.needsUpdate(for: "Kyoto"))
    }

    func testEmptyAndMissingTextAreTheSame() {
        var tracking = SearchTextTracking()
        XCTAssertFalse(tracking.needsUpdate(for: ""))
        XCTAssertFalse(tracking.needsUpdate(for: nil))
        tracking.provide("")
        XCTAssertFalse(tracking.needsUpdate(for: nil))
        XCTAssertTrue(tracking.needsUpdate(for: "a"))
    }
}

final class SearchFieldPrecedenceTests: XCTestCase {
    private typealias Candidate = SearchTextTracking.Candidate<String>

    private func preferred(_ candidates: [Candidate]) -> String? {
        SearchTextTracking.preferred(candidates)
    }

    func testNothingFoundFollowsNothing() {
        XCTAssertNil(preferred([]))
    }

    func testTheNamedBarWinsOverEverything() {
        let found = [
            Candidate(source: .navigationItem, level: 0, field: "navigation"),
            Candidate(source: .tableHeader, level: 0, field: "header"),
            Candidate(source: .searchController, level: 0, field: "results"),
            Candidate(source: .named, level: 5, field: "named"),
        ]
        XCTAssertEqual(preferred(found), "named")
        XCTAssertEqual(preferred(found.reversed()), "named", "whatever the order found")
    }

    func testTheTableHeadersBarWinsOverControllers() {
        let found = [
            Candidate(source: .searchController, level: 0, field: "results"),
            Candidate(source: .tableHeader, level: 3, field: "header"),
            Candidate(source: .navigationItem, level: 0, field: "navigation"),
        ]
        XCTAssertEqual(preferred(found), "header")
    }

    func testTheNearestControllerWins() {
        let found = [
            Candidate(source: .navigationItem, level: 2, field: "container"),
            Candidate(source: .searchTab, level: 1, field: "tab"),
        ]
        XCTAssertEqual(preferred(found), "tab", "nearer, though a weaker source")
        XCTAssertEqual(preferred(found.reversed()), "tab")
        XCTAssertEqual(
            preferred([
                Candidate(source: .navigationItem, level: 1, field: "parent"),
                Candidate(source: .navigationItem, level: 0, field: "own"),
            ]), "own")
    }

    func testOnOneLevelResultsThenNavigationItemThenSearchTab() {
        let tab = Candidate(source: .searchTab, level: 1, field: "tab")
        let navigation = Candidate(source: .navigationItem, level: 1, field: "navigation")
        let results = Candidate(source: .searchController, level: 1, field: "results")
        XCTAssertEqual(preferred([tab, navigation, results]), "results")
        XCTAssertEqual(preferred([tab, navigation]), "navigation")
        XCTAssertEqual(preferred([navigation, tab]), "navigation")
        XCTAssertEqual(preferred([tab]), "tab")
    }

    func testOwnFieldsIgnoreTheirLevel() {
        XCTAssertEqual(
            preferred([
                Candidate(source: .tableHeader, level: 0, field: "header"),
                Candidate(source: .named, level: 9, field: "named"),
            ]), "named")
    }

    func testANegativeLevelCountsAsTheScrollViewsOwnController() {
        XCTAssertEqual(
            preferred([
                Candidate(source: .navigationItem, level: 0, field: "own"),
                Candidate(source: .searchTab, level: -3, field: "bad"),
            ]), "own", "a bad level cannot jump ahead")
    }

    func testSourcesAreOrderedFromMostSpecific() {
        XCTAssertLessThan(SearchTextTracking.Source.named, .tableHeader)
        XCTAssertLessThan(SearchTextTracking.Source.tableHeader, .searchController)
        XCTAssertLessThan(SearchTextTracking.Source.searchController, .navigationItem)
        XCTAssertLessThan(SearchTextTracking.Source.navigationItem, .searchTab)
        XCTAssertFalse(SearchTextTracking.Source.searchTab < .named)
        XCTAssertFalse(SearchTextTracking.Source.navigationItem < .navigationItem, "strict")
    }

    func testOfTwoAtTheSamePlaceTheFirstFoundWins() {
        XCTAssertEqual(
            preferred([
                Candidate(source: .navigationItem, level: 1, field: "first"),
                Candidate(source: .navigationItem, level: 1, field: "second"),
            ]), "first")
    }
}

final class SearchTextDifferenceTests: XCTestCase {
    func testEmptyAndMissingAreTheSame() {
        XCTAssertFalse(SearchTextTracking.differs(nil, ""))
        XCTAssertFalse(SearchTextTracking.differs("", nil))
        XCTAssertFalse(SearchTextTracking.differs(nil, nil))
        XCTAssertFalse(SearchTextTracking.differs("kiwi", "kiwi"))
        XCTAssertTrue(SearchTextTracking.differs("kiwi", nil))
        XCTAssertTrue(SearchTextTracking.differs(nil, "kiwi"))
        XCTAssertTrue(SearchTextTracking.differs("kiwi", "kiwis"))
    }
}
