import XCTest
@testable import EmptyDataSet

/// Counts how often each input of `DisplayRule.shouldShow` is asked, and answers with fixed values.
private struct Probe {
    var isForced: Bool
    var shouldDisplay: Bool
    var isEmpty: Bool
    private(set) var forcedCalls = 0
    private(set) var shouldDisplayCalls = 0
    private(set) var isEmptyCalls = 0

    init(isForced: Bool = false, shouldDisplay: Bool = true, isEmpty: Bool = true) {
        self.isForced = isForced
        self.shouldDisplay = shouldDisplay
        self.isEmpty = isEmpty
    }

    mutating func evaluate(hasSource: Bool) -> Bool {
        var forcedCalls = 0, shouldDisplayCalls = 0, isEmptyCalls = 0
        let forced = isForced, display = shouldDisplay, empty = isEmpty
        let result = DisplayRule.shouldShow(
            hasSource: hasSource,
            isForcedToDisplay: { forcedCalls += 1; return forced },
            shouldDisplay: { shouldDisplayCalls += 1; return display },
            isEmpty: { isEmptyCalls += 1; return empty })
        self.forcedCalls += forcedCalls
        self.shouldDisplayCalls += shouldDisplayCalls
        self.isEmptyCalls += isEmptyCalls
        return result
    }
}

final class DisplayRuleTests: XCTestCase {
    func testDeallocatedSourceHidesAtTheNextEvaluation() {
        // The scroll view holds its source weakly, as here: once the app releases it, the next
        // reload sees no source and the visible empty state disappears (with its callbacks).
        final class Source {}
        final class WeakReference { weak var source: Source? }
        var source: Source? = Source()
        let reference = WeakReference()
        reference.source = source
        var visibility = VisibilityState()
        var probe = Probe(isEmpty: true)
        XCTAssertEqual(visibility.resolve(shouldShow: probe.evaluate(hasSource: reference.source != nil)), .appear)

        source = nil
        XCTAssertNil(reference.source, "nothing else retains the source")
        XCTAssertEqual(visibility.resolve(shouldShow: probe.evaluate(hasSource: reference.source != nil)), .disappear)
        XCTAssertFalse(visibility.isVisible)
        _ = source
    }

    func testWithoutSourceHidesAndAsksNoOtherInput() {
        // Every other input says "show"; the missing source must still win, without asking them.
        var probe = Probe(isForced: true, shouldDisplay: true, isEmpty: true)
        XCTAssertFalse(probe.evaluate(hasSource: false))
        XCTAssertEqual(probe.forcedCalls, 0)
        XCTAssertEqual(probe.shouldDisplayCalls, 0)
        XCTAssertEqual(probe.isEmptyCalls, 0)
    }

    func testForcedDisplayShowsEvenWithItemsWithoutCountingItems() {
        var probe = Probe(isForced: true, shouldDisplay: true, isEmpty: false)
        XCTAssertTrue(probe.evaluate(hasSource: true))
        XCTAssertEqual(probe.forcedCalls, 1)
        XCTAssertEqual(probe.isEmptyCalls, 0, "a forced display must not count items")
    }

    func testForcedDisplayOverridesShouldDisplayVeto() {
        var probe = Probe(isForced: true, shouldDisplay: false, isEmpty: true)
        XCTAssertTrue(probe.evaluate(hasSource: true))
        XCTAssertEqual(probe.shouldDisplayCalls, 0)
        XCTAssertEqual(probe.isEmptyCalls, 0)
    }

    func testShouldDisplayFalseHidesWithoutCountingItems() {
        var probe = Probe(isForced: false, shouldDisplay: false, isEmpty: true)
        XCTAssertFalse(probe.evaluate(hasSource: true))
        XCTAssertEqual(probe.forcedCalls, 1)
        XCTAssertEqual(probe.shouldDisplayCalls, 1)
        XCTAssertEqual(probe.isEmptyCalls, 0, "a vetoed display must not count items")
    }

    func testEmptyAndShouldDisplayShowsAskingEachInputOnce() {
        var probe = Probe(isForced: false, shouldDisplay: true, isEmpty: true)
        XCTAssertTrue(probe.evaluate(hasSource: true))
        XCTAssertEqual(probe.forcedCalls, 1)
        XCTAssertEqual(probe.shouldDisplayCalls, 1)
        XCTAssertEqual(probe.isEmptyCalls, 1)
    }

    func testItemsPresentAndNotForcedHides() {
        var probe = Probe(isForced: false, shouldDisplay: true, isEmpty: false)
        XCTAssertFalse(probe.evaluate(hasSource: true))
        XCTAssertEqual(probe.isEmptyCalls, 1)
    }
}
