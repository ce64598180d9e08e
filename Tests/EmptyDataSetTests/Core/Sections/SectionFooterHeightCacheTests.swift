import XCTest
@testable import EmptyDataSet

/// Flow-layout footer heights: measured on the refresh's turn, answered inside UIKit's layout.
final class SectionFooterHeightCacheTests: XCTestCase {
    func testAHeightIsAnsweredForTheSameWidthAndKeyOnly() {
        var cache = SectionFooterHeightCache<String>()
        XCTAssertNil(cache.height(forSection: 0, width: 375, key: "a"), "nothing measured")
        cache.store(120, forSection: 0, width: 375, key: "a")
        XCTAssertEqual(cache.height(forSection: 0, width: 375, key: "a"), 120)
        XCTAssertEqual(cache.height(forSection: 0, width: 375.5, key: "a"), 120, "half a point is the same width")
        XCTAssertEqual(cache.height(forSection: 0, width: 374.5, key: "a"), 120)
        XCTAssertNil(cache.height(forSection: 0, width: 375.6, key: "a"), "a rotation measures again")
        XCTAssertNil(cache.height(forSection: 0, width: 374.4, key: "a"))
        XCTAssertNil(cache.height(forSection: 0, width: 375, key: "b"), "another configuration or text size")
        XCTAssertNil(cache.height(forSection: 1, width: 375, key: "a"), "another section")
        XCTAssertEqual(cache.lastHeight(forSection: 0), 120, "the last height, whatever the width")
        XCTAssertNil(cache.lastHeight(forSection: 1))
    }

    func testStoreSaysWhetherTheLayoutMustAskAgain() {
        var cache = SectionFooterHeightCache<Int>()
        XCTAssertTrue(cache.store(120, forSection: 0, width: 375, key: 1), "new footer: from 0")
        XCTAssertFalse(cache.store(120.4, forSection: 0, width: 375, key: 2), "the same height for a new key")
        XCTAssertTrue(cache.store(121, forSection: 0, width: 375, key: 2))
        XCTAssertFalse(cache.store(0, forSection: 1, width: 375, key: 1), "0 for a section never kept")
        XCTAssertFalse(cache.store(.nan, forSection: 2, width: 375, key: 1), "non-finite is 0")
        XCTAssertEqual(cache.lastHeight(forSection: 2), 0)
        XCTAssertTrue(cache.store(50, forSection: 2, width: 375, key: 1))
        XCTAssertFalse(cache.store(-3, forSection: 3, width: 375, key: 1), "negative is 0")
    }

    func testKeepForgetsTheOtherSectionsAndSaysWhetherOneShrinks() {
        var cache = SectionFooterHeightCache<Int>()
        cache.store(120, forSection: 0, width: 375, key: 1)
        cache.store(0, forSection: 1, width: 375, key: 1)
        cache.store(80, forSection: 2, width: 375, key: 1)
        XCTAssertFalse(cache.keep(only: [0, 1, 2]), "nothing forgotten")
        XCTAssertFalse(cache.keep(only: [0, 2]), "only a zero height forgotten")
        XCTAssertNil(cache.lastHeight(forSection: 1))
        XCTAssertTrue(cache.keep(only: [2]))
        XCTAssertNil(cache.height(forSection: 0, width: 375, key: 1))
        XCTAssertEqual(cache.height(forSection: 2, width: 375, key: 1), 80)
        XCTAssertTrue(cache.keep(only: []))
        XCTAssertNil(cache.lastHeight(forSection: 2))
    }

    func testForgettingAOnePixelFooterStillShrinksIt() {
        var cache = SectionFooterHeightCache<Int>()
        cache.store(0.5, forSection: 0, width: 375, key: 1)
        XCTAssertTrue(cache.keep(only: []), "any height above 0")
    }
}
