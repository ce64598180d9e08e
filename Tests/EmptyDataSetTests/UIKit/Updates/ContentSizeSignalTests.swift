#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The second update signal, for item changes that reach no hooked method: the content size.
/// UIKit changes it inside its own layout and batch updates, so the decision to show or hide, its
/// callbacks and any content waits for the next turn of the main queue, and any number of changes
/// before that turn cost one decision. Only the frame, and the transparency of a visible empty
/// state over arriving items, change at once — without asking the delegate. While the empty state
/// is hidden over items that no hooked call changed, a content-size change asks the app nothing.
@MainActor
final class ContentSizeSignalTests: XCTestCase {
    private let appear = [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear]
    private let disappear = [EmptyDataSetSpy.willDisappear, EmptyDataSetSpy.didDisappear]

    /// Rows arrive without reloadData() or any other hooked method; only the size tells. The
    /// state and its callbacks wait for the next turn; meanwhile the view is made transparent, so
    /// it never shows behind the arriving rows.
    func testRowsFoundThroughTheContentSizeHideOnTheNextTurn() throws {
        let fixture = makeTableFixture(sections: [0])
        let tableView = fixture.tableView
        assertEmptyStateVisible(tableView, "precondition")
        let view = try fixture.emptyView()

        fixture.dataSource.itemCounts = [3]
        tableView.contentSize = CGSize(width: tableView.bounds.width, height: 500)

        XCTAssertTrue(tableView.isEmptyDataSetVisible, "the state changes on the next turn, not inside the setter")
        XCTAssertEqual(fixture.spy.calls, [], "neither source nor delegate asked inside the content-size change")
        XCTAssertEqual(view.alpha, 0, "transparent at once")

        drainMainQueue()

        assertEmptyStateHidden(tableView, "decided on the next turn")
        XCTAssertEqual(fixture.spy.lifecycleCalls, disappear)
    }

    /// Rows that arrive and go again before the turn: the answer did not change, so nothing
    /// happens but the view becoming opaque again.
    func testRowsThatComeAndGoBeforeTheTurnLeaveTheEmptyStateShown() throws {
        let fixture = makeTableFixture(sections: [0])
        let tableView = fixture.tableView
        let view = try fixture.emptyView()
        fixture.dataSource.itemCounts = [3]
        tableView.contentSize = CGSize(width: tableView.bounds.width, height: 500)
        XCTAssertEqual(view.alpha, 0, "precondition: made transparent")

        fixture.dataSource.itemCounts = [0]
        tableView.contentSize = CGSize(width: tableView.bounds.width, height: 0)
        drainMainQueue()

        assertEmptyStateVisible(tableView)
        XCTAssertEqual(view.alpha, 1, "opaque again")
        XCTAssertEqual(fixture.spy.lifecycleCalls, [])
    }

    /// Rows gone with only the content size to tell, while nothing was known about the items (the
    /// delegate had vetoed the display, so the last decision did not count them).
    func testRowsGoneThroughTheContentSizeShowOnTheNextTurn() {
        let fixture = makeTableFixture(sections: [3]) { $0.shouldDisplay = false }
        let tableView = fixture.tableView
        assertEmptyStateHidden(tableView, "precondition")
        fixture.spy.shouldDisplay = true

        fixture.dataSource.itemCounts = [0]
        tableView.contentSize = CGSize(width: tableView.bounds.width, height: 0)

        assertEmptyStateHidden(tableView, "not decided inside the setter")
        XCTAssertEqual(fixture.spy.calls, [], "no delegate or source call inside the content-size change")

        drainMainQueue()

        assertEmptyStateVisible(tableView, "decided on the next turn")
        XCTAssertEqual(fixture.spy.lifecycleCalls, appear)
    }

    /// A self-sizing list scrolling: its content size changes on turn after turn while the empty
    /// state is hidden over rows no hooked call has changed. Nothing can have changed the answer,
    /// so neither the delegate nor the data source is asked.
    func testContentSizeChurnOverKnownRowsAsksTheAppNothing() {
        let fixture = makeTableFixture(sections: [3])
        let tableView = fixture.tableView
        assertEmptyStateHidden(tableView, "precondition")
        let contentSizeSignals = tableView.emptyDataSetControllerIfPresent?.signals.count(of: .contentSize) ?? 0

        for step in 1...5 {
            tableView.contentSize = CGSize(width: tableView.bounds.width, height: 400 + CGFloat(step) * 30)
            drainMainQueue()
        }

        let signals = (tableView.emptyDataSetControllerIfPresent?.signals.count(of: .contentSize) ?? 0) - contentSizeSignals
        XCTAssertGreaterThanOrEqual(signals, 5, "precondition: the changes reached the content-size signal")
        XCTAssertEqual(fixture.spy.calls, [], "no delegate or source call")
        XCTAssertEqual(fixture.dataSource.numberOfSectionsCalls + fixture.dataSource.numberOfRowsCalls, 0, "no data-source count")
    }

    /// A table whose own row count the test can set, standing in for UIKit having loaded new
    /// counts through a path no hook sees.
    private final class ScriptedCountTableView: UITableView {
        var scriptedRowCount: Int?
        override func numberOfRows(inSection section: Int) -> Int {
            scriptedRowCount ?? super.numberOfRows(inSection: section)
        }
    }

    /// The safety net behind the skip: when the table's own counts say the rows are gone, a
    /// content-size change decides even though no hooked call came.
    func testTheTablesOwnCountsCatchAChangeNoHookSaw() {
        let tableView = ScriptedCountTableView(frame: testWindowFrame, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        let fixture = makeFixture(for: tableView, in: makeShownWindow(), sections: [3])
        assertEmptyStateHidden(tableView, "precondition")
        let reloadHooks = tableView.emptyDataSetControllerIfPresent?.signals.count(of: .reloadHook) ?? 0

        fixture.dataSource.itemCounts = [0]
        tableView.scriptedRowCount = 0
        tableView.contentSize = CGSize(width: tableView.bounds.width, height: 10)
        drainMainQueue()
        tableView.scriptedRowCount = nil

        assertEmptyStateVisible(tableView, "decided through the content-size signal")
        XCTAssertEqual(
            tableView.emptyDataSetControllerIfPresent?.signals.count(of: .reloadHook) ?? 0, reloadHooks,
            "no hook was involved")
        XCTAssertEqual(fixture.spy.lifecycleCalls, appear)
    }

    /// A new data source, which UIKit loads itself at its next layout, is picked up (through
    /// whichever signal UIKit's loading sends; the message says which).
    func testANewDataSourceIsPickedUp() {
        let fixture = makeTableFixture(sections: [3])
        let tableView = fixture.tableView
        assertEmptyStateHidden(tableView, "precondition")
        let emptySource = CountingDataSource(itemCounts: [0])
        fixture.keep(emptySource)

        tableView.dataSource = emptySource

        let shown = waitUntil {
            tableView.layoutIfNeeded()
            return tableView.isEmptyDataSetVisible
        }
        let tally = tableView.emptyDataSetControllerIfPresent?.signals
        XCTAssertTrue(
            shown,
            "never shown (reload hooks: \(tally?.count(of: .reloadHook) ?? 0), "
                + "content-size signals: \(tally?.count(of: .contentSize) ?? 0))")
        XCTAssertEqual(fixture.spy.lifecycleCalls, appear)
    }

    /// Content sizes churn while the delegate keeps the empty state hidden (so nothing is known
    /// about the items and each turn must decide): twenty changes in one turn, one decision. A
    /// plain scroll view, so that nothing but the test changes its content size.
    func testManyChangesBeforeTheTurnCostOneDecision() {
        let fixture = makeScrollViewFixture { $0.shouldDisplay = false }
        let scrollView = fixture.scrollView
        assertEmptyStateHidden(scrollView, "precondition")

        for step in 1...20 {
            scrollView.contentSize = CGSize(width: scrollView.bounds.width, height: CGFloat(step) * 50)
        }
        XCTAssertEqual(fixture.spy.count(of: "shouldDisplay"), 0, "nothing decided inside the setters")

        drainMainQueue()

        XCTAssertEqual(fixture.spy.count(of: "shouldDisplay"), 1, "one decision for twenty changes")
        XCTAssertEqual(fixture.spy.lifecycleCalls, [])
    }

    func testUnchangedContentSizeDecidesNothing() {
        let fixture = makeScrollViewFixture(prepare: { $0.contentSize = CGSize(width: 100, height: 300) })
        let scrollView = fixture.scrollView

        scrollView.contentSize = CGSize(width: 100, height: 300)
        drainMainQueue()

        XCTAssertEqual(fixture.spy.calls, [], "setting the same size is no change")
    }

    /// In the loading flow, a content-size change over content (a self-sizing list scrolling)
    /// asks neither the delegate nor the options' `hasContent` again: only a hooked call, a reload
    /// or a new source can take the content away (``DecisionMemo``).
    func testInTheFlowAContentSizeChangeOverContentAsksNothing() {
        let asked = CallCounter()
        let fixture = makeFlowTable(options: immediateLoadingOptions {
            $0.hasContent = { scrollView in
                asked.count += 1
                return !scrollView.hasNoEmptyDataSetItems
            }
        })
        fixture.keep(asked)
        let tableView = fixture.tableView
        tableView.startLoading()
        fixture.dataSource.itemCounts = [3]
        tableView.reloadData()
        tableView.endLoading()
        fixture.settle()
        XCTAssertEqual(tableView.emptyDataSetPhase, .content, "precondition: content shows")
        XCTAssertGreaterThan(asked.count, 0, "precondition: the flow asked the options while deciding")
        fixture.spy.resetCalls()
        asked.count = 0
        let signals = fixture.signalCount(.contentSize)

        tableView.contentSize.height += 120
        fixture.settle()
        tableView.contentSize.height += 120
        fixture.settle()

        XCTAssertGreaterThanOrEqual(fixture.signalCount(.contentSize), signals + 2, "precondition: both changes were heard")
        XCTAssertEqual(asked.count, 0, "hasContent not asked again")
        XCTAssertEqual(fixture.spy.calls, [], "nor the delegate")
        assertEmptyStateHidden(tableView)
    }
}

/// Counts calls of a closure the library holds.
@MainActor
private final class CallCounter {
    var count = 0
}
#endif
