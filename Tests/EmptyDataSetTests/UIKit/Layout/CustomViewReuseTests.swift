#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A custom view stays the app's: while shown it is sized by constraints, and when the empty state
/// lets go of it, it is given back as the app made it (frame-based, with its frame). Otherwise a
/// view returned a second time would look like an Auto Layout view without constraints and
/// collapse to zero, DZNEmptyDataSet's most reported layout bug.
@MainActor
final class CustomViewReuseTests: XCTestCase {
    /// A frame-based custom view's frame. The origin is not zero on purpose: while shown, the view
    /// sits at the content view's origin, so only a restored frame has this origin again.
    private let originalFrame = CGRect(x: 30, y: 40, width: 200, height: 100)

    private func makeTable(
        source: EmptyDataSetSpy
    ) -> (window: UIWindow, tableView: UITableView, dataSource: CountingDataSource) {
        // The fixture (kept until the test ends by its teardown) owns window, table, data source;
        // `source` replaces its spy and is kept alive with it.
        let fixture = makeTableFixture(sections: [0], start: .attached)
        fixture.keep(source)
        attach(source, to: fixture.tableView)
        return (fixture.window, fixture.tableView, fixture.dataSource)
    }

    private func layOut(_ tableView: UITableView) throws -> EmptyStateView {
        tableView.layoutIfNeeded()
        let view = try emptyView(of: tableView)
        view.layoutIfNeeded()
        return view
    }

    private func assertShown(
        _ custom: UIView, in view: EmptyStateView, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertIdentical(custom.superview, view.contentView, message, file: file, line: line)
        XCTAssertIdentical(view.customView, custom, message, file: file, line: line)
        XCTAssertEqual(custom.bounds.size, originalFrame.size, "sized at its frame size: \(message)", file: file, line: line)
    }

    private func assertGivenBack(_ custom: UIView, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNil(custom.superview, file: file, line: line)
        XCTAssertTrue(custom.translatesAutoresizingMaskIntoConstraints, "frame-based again", file: file, line: line)
        XCTAssertEqual(custom.frame, originalFrame, "its own frame again", file: file, line: line)
    }

    func testCustomViewIsGivenBackAndSizedTheSameWhenReturnedAgain() throws {
        let custom = UIView(frame: originalFrame)
        XCTAssertTrue(custom.translatesAutoresizingMaskIntoConstraints, "precondition: a frame-based view")
        let spy = EmptyDataSetSpy()
        spy.customView = custom
        let (window, tableView, dataSource) = makeTable(source: spy)
        tableView.reloadData()
        let view = try layOut(tableView)
        assertShown(custom, in: view, "first time")
        // While shown, constraints size it: the flag really was changed, so giving it back matters.
        XCTAssertFalse(custom.translatesAutoresizingMaskIntoConstraints)

        spy.customView = nil
        tableView.reloadData()
        assertGivenBack(custom)
        XCTAssertFalse(view.stackView.isHidden, "the standard elements are back")

        spy.customView = custom
        tableView.reloadData()
        assertShown(custom, in: try layOut(tableView), "returned again after the standard elements")
        withExtendedLifetime((window, dataSource, spy)) {}
    }

    /// The app takes the view out itself (say, to reuse it in a loading overlay) and later returns
    /// it again: it must still be treated as the frame-based view the app made.
    func testCustomViewRemovedByTheAppIsGivenBackWhenReturnedAgain() throws {
        let custom = UIView(frame: originalFrame)
        let spy = EmptyDataSetSpy()
        spy.customView = custom
        let (window, tableView, dataSource) = makeTable(source: spy)
        tableView.reloadData()
        _ = try layOut(tableView)

        custom.removeFromSuperview()
        tableView.reloadData()

        assertShown(custom, in: try layOut(tableView), "returned again after the app removed it")
        withExtendedLifetime((window, dataSource, spy)) {}
    }

    /// One instance, taken out by the app and handed to a second table's empty state: the second
    /// must still size it as the frame-based view the app made, although the first never gave it
    /// back (the record of the original layout travels with the view).
    func testCustomViewRemovedByTheAppAndShownElsewhereKeepsItsFrameSize() throws {
        let custom = UIView(frame: originalFrame)
        let first = EmptyDataSetSpy()
        first.customView = custom
        let (window, firstTable, firstData) = makeTable(source: first)
        firstTable.reloadData()
        _ = try layOut(firstTable)
        XCTAssertFalse(custom.translatesAutoresizingMaskIntoConstraints, "precondition: taken over")

        custom.removeFromSuperview()
        let second = EmptyDataSetSpy()
        second.customView = custom
        let (otherWindow, secondTable, secondData) = makeTable(source: second)
        secondTable.reloadData()

        assertShown(custom, in: try layOut(secondTable), "shown by the second table")
        withExtendedLifetime((window, otherWindow, firstData, secondData, first, second)) {}
    }

    func testReplacedCustomViewIsGivenBack() throws {
        let first = UIView(frame: originalFrame)
        let spy = EmptyDataSetSpy()
        spy.customView = first
        let (window, tableView, dataSource) = makeTable(source: spy)
        tableView.reloadData()
        _ = try layOut(tableView)

        spy.customView = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        tableView.reloadData()

        assertGivenBack(first)
        withExtendedLifetime((window, dataSource, spy)) {}
    }

    /// A source returning one instance for two tables: a view can be in one place only, so it
    /// goes where it was asked for last, and comes back, sized, when the first table reloads.
    func testOneInstanceForTwoTablesFollowsTheLastReload() throws {
        let custom = UIView(frame: originalFrame)
        let spy = EmptyDataSetSpy()
        spy.customView = custom
        let (firstWindow, first, firstData) = makeTable(source: spy)
        let (secondWindow, second, secondData) = makeTable(source: spy)
        first.reloadData()
        let firstView = try layOut(first)
        assertShown(custom, in: firstView, "in the first table")

        second.reloadData()
        let secondView = try layOut(second)
        assertShown(custom, in: secondView, "moved to the second table")
        XCTAssertNil(firstView.customView, "the first table let go of it")

        first.reloadData()
        XCTAssertIdentical(try layOut(first), firstView)
        assertShown(custom, in: firstView, "back in the first table, not blank")
        XCTAssertNil(secondView.customView, "the second table let go of it")
        XCTAssertTrue(first.isEmptyDataSetVisible)
        withExtendedLifetime((firstWindow, secondWindow, firstData, secondData, spy)) {}
    }
}
#endif
