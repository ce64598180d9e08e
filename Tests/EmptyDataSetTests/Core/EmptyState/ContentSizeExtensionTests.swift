import XCTest
@testable import EmptyDataSet

/// The content size a tall header's empty state needs, given through `setContentSize:` instead of
/// the app's content insets.
final class ContentSizeExtensionTests: XCTestCase {
    private let header = CGSize(width: 667, height: 400)

    func testNothingExtendedPassesEverySizeThrough() {
        var sizes = ContentSizeExtension()
        XCTAssertEqual(sizes.storedSize(forProposed: header), header)
        XCTAssertFalse(sizes.isExtended)
        XCTAssertNil(sizes.follow(minimumHeight: nil, currentSize: header), "nothing to end")
    }

    func testStartingStoresTheCurrentSizeAgainExtended() {
        var sizes = ContentSizeExtension()
        let write = sizes.follow(minimumHeight: 580, currentSize: header)
        XCTAssertEqual(write, header, "UIKit's own size is passed again")
        XCTAssertTrue(sizes.isExtended)
        XCTAssertEqual(sizes.storedSize(forProposed: write ?? .zero), CGSize(width: 667, height: 580))
        XCTAssertNil(sizes.follow(minimumHeight: 580, currentSize: CGSize(width: 667, height: 580)), "unchanged")
    }

    func testProposedSizesAreExtendedAndRecorded() {
        var sizes = ContentSizeExtension()
        _ = sizes.follow(minimumHeight: 580, currentSize: header)
        XCTAssertEqual(sizes.storedSize(forProposed: CGSize(width: 667, height: 450)), CGSize(width: 667, height: 580), "a footer")
        XCTAssertEqual(sizes.proposedSize, CGSize(width: 667, height: 450))
        XCTAssertEqual(
            sizes.storedSize(forProposed: CGSize(width: 667, height: 2_000)), CGSize(width: 667, height: 2_000),
            "taller content is never shortened")
        XCTAssertEqual(sizes.storedSize(forProposed: CGSize(width: 320, height: 0)).width, 320, "the width is never changed")
    }

    func testEndingPassesTheLastProposedSizeAgainUnextended() {
        var sizes = ContentSizeExtension()
        _ = sizes.follow(minimumHeight: 580, currentSize: header)
        _ = sizes.storedSize(forProposed: CGSize(width: 667, height: 532))  // three rows arrived
        let write = sizes.follow(minimumHeight: nil, currentSize: CGSize(width: 667, height: 580))
        XCTAssertEqual(write, CGSize(width: 667, height: 532), "UIKit's size, not the stored extended one")
        XCTAssertFalse(sizes.isExtended)
        XCTAssertEqual(sizes.storedSize(forProposed: write ?? .zero), CGSize(width: 667, height: 532))
        XCTAssertNil(sizes.proposedSize)
    }

    func testAChangedMinimumPassesTheProposedSizeAgain() {
        var sizes = ContentSizeExtension()
        _ = sizes.follow(minimumHeight: 580, currentSize: header)
        let write = sizes.follow(minimumHeight: 700, currentSize: CGSize(width: 667, height: 580))
        XCTAssertEqual(write, header, "the proposed size, not the extended one")
        XCTAssertEqual(sizes.storedSize(forProposed: header), CGSize(width: 667, height: 700))
    }

    func testBadMinimumCountsAsNone() {
        for bad in [CGFloat.nan, .infinity, -.infinity, -10] {
            var sizes = ContentSizeExtension()
            XCTAssertNil(sizes.follow(minimumHeight: bad, currentSize: header), "\(bad)")
            XCTAssertFalse(sizes.isExtended)
        }
    }

    func testANonFiniteProposedHeightIsStoredUnchanged() {
        var sizes = ContentSizeExtension()
        _ = sizes.follow(minimumHeight: 580, currentSize: header)
        XCTAssertTrue(sizes.storedSize(forProposed: CGSize(width: 667, height: CGFloat.nan)).height.isNaN)
    }
}
