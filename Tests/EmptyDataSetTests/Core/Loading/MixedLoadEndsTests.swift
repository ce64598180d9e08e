import XCTest
@testable import EmptyDataSet

/// Anonymous ends (`startLoading()` / `endLoading(error:)`) and identified ends (the async form)
/// mixed on one list: each kind of end closes only its own kind of load, so none stays open.
final class MixedLoadEndsTests: XCTestCase {
    private var flow = LoadingFlow()
    private let now: TimeInterval = 100

    override func setUp() {
        super.setUp()
        flow.showDelay = 0
        flow.minimumDisplay = 0
    }

    private func shown(content: Bool = false) -> FlowDisplay {
        flow.displayNow(at: now, hasContent: content)
    }

    /// Async load A, then a refresh's `startLoading()` B: B's anonymous end closes B (not A), A's
    /// own end closes A, and nothing stays open.
    func testAnAnonymousEndClosesTheAnonymousLoadNotAnOlderIdentifiedOne() {
        let a = flow.start(.load, at: now, hasContent: false, isAnonymous: false)
        flow.start(.load, at: now, hasContent: false)
        XCTAssertEqual(flow.openLoads, 2)
        flow.end(failed: false, at: now)
        XCTAssertEqual(flow.openLoads, 1, "the anonymous end closed the anonymous load")
        XCTAssertTrue(flow.isLoading, "the async load still runs")
        XCTAssertEqual(shown(), .loading)
        flow.end(a, failed: true, at: now)
        XCTAssertFalse(flow.isLoading, "A's own end closed A: no load stays open")
        XCTAssertEqual(shown(), .empty, "B, the latest started load, succeeded and decides")
    }

    /// The identified end first, then the anonymous one: same outcome, nothing left open.
    func testAnIdentifiedEndClosesOnlyItsOwnLoad() {
        let a = flow.start(.load, at: now, hasContent: false, isAnonymous: false)
        flow.start(.load, at: now, hasContent: false)
        flow.end(a, failed: false, at: now)
        XCTAssertEqual(flow.openLoads, 1)
        XCTAssertTrue(flow.end(failed: true, at: now))
        XCTAssertFalse(flow.isLoading)
        XCTAssertEqual(shown(), .error(isRetrying: false), "B's failure decides")
    }

    /// An anonymous end while only identified loads run closes none of them and decides nothing.
    func testAnAnonymousEndWithOnlyIdentifiedLoadsOpenIsIgnored() {
        let a = flow.start(.load, at: now, hasContent: false, isAnonymous: false)
        XCTAssertFalse(flow.end(failed: true, at: now))
        XCTAssertTrue(flow.isLoading)
        XCTAssertEqual(shown(), .loading)
        XCTAssertTrue(flow.end(a, failed: false, at: now))
        XCTAssertEqual(shown(), .empty, "the ignored failure left no trace")
    }

    /// The cancel path: an anonymous cancellation closes the anonymous load, not the async one.
    func testAnAnonymousCancellationClosesTheAnonymousLoad() {
        let a = flow.start(.load, at: now, hasContent: false, isAnonymous: false)
        flow.start(.refresh, at: now, hasContent: false)
        flow.cancel(at: now)
        XCTAssertEqual(flow.openLoads, 1, "the anonymous load was cancelled")
        flow.cancel(at: now)
        XCTAssertEqual(flow.openLoads, 1, "no anonymous load left: the async load is not cancelled by it")
        flow.cancel(a, at: now)
        XCTAssertFalse(flow.isLoading)
        XCTAssertEqual(shown(), .nothing, "a cancelled first load leaves nothing")
    }

    /// An identified cancellation closes only its own load.
    func testAnIdentifiedCancellationLeavesTheAnonymousLoadOpen() {
        let a = flow.start(.load, at: now, hasContent: false, isAnonymous: false)
        flow.start(.load, at: now, hasContent: false)
        flow.cancel(a, at: now)
        flow.cancel(a, at: now)
        XCTAssertEqual(flow.openLoads, 1)
        flow.end(failed: false, at: now)
        XCTAssertFalse(flow.isLoading)
        XCTAssertEqual(shown(), .empty)
    }
}
