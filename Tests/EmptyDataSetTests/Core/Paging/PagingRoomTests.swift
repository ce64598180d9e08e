import XCTest
@testable import EmptyDataSet

/// The footer's room in the stored content size, given back exactly.
final class PagingRoomTests: XCTestCase {
    private var room = PagingRoom()

    func testNothingChangesWithoutAFooter() {
        XCTAssertEqual(room.storedSize(forProposed: CGSize(width: 320, height: 900)), CGSize(width: 320, height: 900))
        XCTAssertNil(room.follow(length: nil, currentSize: CGSize(width: 320, height: 900)))
        XCTAssertFalse(room.isExtended)
        XCTAssertEqual(room.contentSize(current: CGSize(width: 1, height: 2)), CGSize(width: 1, height: 2))
    }

    func testTheFooterLengthensTheContentAndGoesBackExactly() {
        let own = CGSize(width: 320, height: 900)
        XCTAssertEqual(room.follow(length: 56, currentSize: own), own, "passed again; the hook lengthens it")
        XCTAssertTrue(room.isExtended)
        let stored = room.storedSize(forProposed: own)  // the package passes it through the hook
        XCTAssertEqual(stored, CGSize(width: 320, height: 956))
        XCTAssertEqual(room.contentSize(current: stored), own, "the trigger measures the app's content")
        XCTAssertNil(room.follow(length: 56, currentSize: stored), "unchanged: nothing to pass")
        // The page's rows arrive: UIKit proposes a taller size, stored lengthened.
        XCTAssertEqual(room.storedSize(forProposed: CGSize(width: 320, height: 1800)), CGSize(width: 320, height: 1856))
        XCTAssertEqual(room.follow(length: nil, currentSize: CGSize(width: 320, height: 1856)), CGSize(width: 320, height: 1800))
        XCTAssertFalse(room.isExtended)
        XCTAssertNil(room.proposedSize)
        XCTAssertEqual(room.storedSize(forProposed: CGSize(width: 320, height: 1800)), CGSize(width: 320, height: 1800))
    }

    func testAChangedFooterLengthKeepsTheContentsOwnSize() {
        let own = CGSize(width: 320, height: 900)
        _ = room.follow(length: 56, currentSize: own)
        _ = room.storedSize(forProposed: own)
        XCTAssertEqual(room.follow(length: 120, currentSize: CGSize(width: 320, height: 956)), own)
        XCTAssertEqual(room.length, 120)
        XCTAssertEqual(room.storedSize(forProposed: own), CGSize(width: 320, height: 1020))
        XCTAssertEqual(room.proposedSize, own)
    }

    func testASizeStoredWithoutTheHookIsTakenAsTheContentsOwn() {
        _ = room.follow(length: 56, currentSize: CGSize(width: 320, height: 900))
        _ = room.storedSize(forProposed: CGSize(width: 320, height: 900))
        // Something stored 1500 without passing the hook.
        XCTAssertEqual(room.follow(length: 56, currentSize: CGSize(width: 320, height: 1500)), CGSize(width: 320, height: 1500))
        XCTAssertEqual(room.proposedSize, CGSize(width: 320, height: 1500))
        XCTAssertEqual(room.storedSize(forProposed: CGSize(width: 320, height: 1500)), CGSize(width: 320, height: 1556))
        // The first length change after a stored lengthened size keeps the content's own size.
        XCTAssertEqual(room.follow(length: 57, currentSize: CGSize(width: 320, height: 1556)), CGSize(width: 320, height: 1500))
        XCTAssertEqual(room.proposedSize, CGSize(width: 320, height: 1500))
    }

    func testHorizontalRoomIsAddedToTheWidth() {
        room.axis = .horizontal
        XCTAssertEqual(room.follow(length: 80, currentSize: CGSize(width: 1200, height: 200)), CGSize(width: 1200, height: 200))
        XCTAssertEqual(room.storedSize(forProposed: CGSize(width: 1200, height: 200)), CGSize(width: 1280, height: 200))
        XCTAssertNil(room.follow(length: 80, currentSize: CGSize(width: 1280, height: 200)))
        XCTAssertEqual(room.storedSize(forProposed: CGSize(width: 1400, height: 200)), CGSize(width: 1480, height: 200))
        XCTAssertEqual(room.follow(length: nil, currentSize: CGSize(width: 1480, height: 200)), CGSize(width: 1400, height: 200))
    }

    func testBadLengthsMakeNoRoom() {
        for bad in [CGFloat(0), -10, .nan, .infinity] {
            var room = PagingRoom()
            XCTAssertNil(room.follow(length: bad, currentSize: CGSize(width: 1, height: 100)))
            XCTAssertFalse(room.isExtended)
        }
        _ = room.follow(length: 40, currentSize: CGSize(width: 1, height: 100))
        XCTAssertEqual(room.follow(length: .nan, currentSize: CGSize(width: 1, height: 140)), CGSize(width: 1, height: 100), "a bad length ends the room")
    }

    func testANonFiniteProposedSizeIsStoredUnchanged() {
        _ = room.follow(length: 40, currentSize: CGSize(width: 1, height: 100))
        let stored = room.storedSize(forProposed: CGSize(width: 1, height: CGFloat.infinity))
        XCTAssertEqual(stored.height, .infinity)
        XCTAssertEqual(room.proposedSize?.height, .infinity)
    }

    func testASecondFollowWithTheSameLengthPassesNothingOnlyWhenStoredLengthened() {
        let own = CGSize(width: 10, height: 100)
        XCTAssertEqual(room.follow(length: 1, currentSize: own), own)
        XCTAssertEqual(room.follow(length: 1, currentSize: own), own, "not yet lengthened: pass again")
        XCTAssertEqual(room.follow(length: 1, currentSize: CGSize(width: 10, height: 101)), nil)
    }

    func testEndingWhenTheSizeIsAlreadyTheOwnOnePassesNothing() {
        _ = room.follow(length: 40, currentSize: CGSize(width: 1, height: 100))
        XCTAssertNil(room.follow(length: nil, currentSize: CGSize(width: 1, height: 100)))
        XCTAssertFalse(room.isExtended)
    }

    func testTheOffsetComesBackInsideTheRange() {
        // 1000 pt content in a 600 pt view with 100/34 insets: offsets -100 … 434.
        XCTAssertEqual(PagingRoom.clampedOffset(490, contentLength: 1000, boundsLength: 600, insetStart: 100, insetEnd: 34), 434)
        XCTAssertEqual(PagingRoom.clampedOffset(200, contentLength: 1000, boundsLength: 600, insetStart: 100, insetEnd: 34), 200)
        XCTAssertEqual(PagingRoom.clampedOffset(-150, contentLength: 1000, boundsLength: 600, insetStart: 100, insetEnd: 34), -100)
        XCTAssertEqual(PagingRoom.clampedOffset(50, contentLength: 100, boundsLength: 600, insetStart: 100, insetEnd: 34), -100, "short content rests at the start")
        XCTAssertEqual(PagingRoom.clampedOffset(50, contentLength: .nan, boundsLength: 600, insetStart: 100, insetEnd: 34), 50)
        XCTAssertEqual(PagingRoom.clampedOffset(.infinity, contentLength: 1, boundsLength: 600, insetStart: 100, insetEnd: 34), .infinity)
    }

    func testTheAxisIsFrozenWhileRoomIsMade() {
        var room = PagingRoom()
        XCTAssertEqual(room.axis(resolving: { .horizontal }), .horizontal, "no room: resolved")
        _ = room.follow(length: 60, currentSize: CGSize(width: 375, height: 880))
        XCTAssertEqual(room.axis(resolving: { .horizontal }), .vertical, "room made along the vertical axis stays")
        _ = room.follow(length: nil, currentSize: CGSize(width: 375, height: 940))
        XCTAssertEqual(room.axis(resolving: { .horizontal }), .horizontal)
    }

    func testAProposalDerivedFromTheLengthenedSizeIsRepaired() {
        var room = PagingRoom()
        _ = room.follow(length: 60, currentSize: CGSize(width: 375, height: 880))
        _ = room.storedSize(forProposed: CGSize(width: 375, height: 880))
        // UIKit adds a self-sizing row's +36 to the stored 940: proposes 976.
        XCTAssertEqual(room.storedSize(forProposed: CGSize(width: 375, height: 976)).height, 1036, "the hook cannot tell")
        XCTAssertEqual(room.reconcile(measuredEnd: 916), CGSize(width: 375, height: 916), "the room taken off")
        XCTAssertEqual(room.contentSize(current: .zero).height, 916)
        XCTAssertNil(room.reconcile(measuredEnd: 916), "repaired once")
        XCTAssertEqual(room.storedSize(forProposed: CGSize(width: 375, height: 916)).height, 976)
    }

    func testALegitimateProposalIsKept() {
        var room = PagingRoom()
        _ = room.follow(length: 60, currentSize: CGSize(width: 375, height: 880))
        _ = room.storedSize(forProposed: CGSize(width: 375, height: 915))
        XCTAssertNil(room.reconcile(measuredEnd: 880), "35 points of a grouped table's padding: not the room")
        XCTAssertNil(room.reconcile(measuredEnd: 915.5))
        XCTAssertNil(room.reconcile(measuredEnd: 856.4), "58.6 points over: more than half a point short of the room")
        XCTAssertEqual(room.reconcile(measuredEnd: 855.5)?.height, 855, "59.5 points over: the room, less half a point")
        XCTAssertNil(room.reconcile(measuredEnd: .nan))
        var none = PagingRoom()
        XCTAssertNil(none.reconcile(measuredEnd: 0), "no room")
    }

    func testOnlyOnceOrTwiceTheRoomWithinHalfAPointIsRepaired() {
        var room = PagingRoom()
        _ = room.follow(length: 60, currentSize: CGSize(width: 375, height: 880))
        _ = room.storedSize(forProposed: CGSize(width: 375, height: 1060))
        XCTAssertNil(room.reconcile(measuredEnd: 930), "130 points over: neither 60 nor 120, the app's own")
        XCTAssertNil(room.reconcile(measuredEnd: 880), "180 points over: three rooms is never the footer's doing")
        XCTAssertEqual(room.reconcile(measuredEnd: 940.4)?.height, 940, "119.6 over: twice the room")
        var tiny = PagingRoom()
        _ = tiny.follow(length: 0.9, currentSize: CGSize(width: 375, height: 100))
        _ = tiny.storedSize(forProposed: CGSize(width: 375, height: 100.9))
        XCTAssertNil(tiny.reconcile(measuredEnd: 100), "a room under a point is never repaired")
        var small = PagingRoom()
        _ = small.follow(length: 1.5, currentSize: CGSize(width: 375, height: 100))
        _ = small.storedSize(forProposed: CGSize(width: 375, height: 101.5))
        XCTAssertEqual(small.reconcile(measuredEnd: 100)?.height, 100, "a room of a point or more is")
    }

    func testRoomAddedTwiceIsTakenOffTwice() {
        var room = PagingRoom(axis: .horizontal)
        _ = room.follow(length: 50, currentSize: CGSize(width: 500, height: 200))
        _ = room.storedSize(forProposed: CGSize(width: 600, height: 200))
        XCTAssertEqual(room.reconcile(measuredEnd: 500), CGSize(width: 500, height: 200))
    }
}
