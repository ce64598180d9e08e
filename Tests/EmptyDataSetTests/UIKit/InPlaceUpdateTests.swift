#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A reload while the empty state shows updates the existing views; nothing is rebuilt.
@MainActor
final class InPlaceUpdateTests: XCTestCase {
    func testSameViewsNewTitle() throws {
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        let spy = EmptyDataSetSpy()
        spy.titleText = "Loading"
        attach(spy, to: tableView)
        tableView.reloadData()
        let firstView = try emptyView(of: tableView)
        let firstLabel = firstView.titleLabel
        XCTAssertEqual(firstLabel.attributedText?.string, "Loading")
        spy.resetCalls()

        spy.titleText = "No results"
        tableView.reloadData()

        let secondView = try emptyView(of: tableView)
        XCTAssertIdentical(secondView, firstView)
        XCTAssertIdentical(secondView.titleLabel, firstLabel)
        XCTAssertEqual(firstLabel.attributedText?.string, "No results")
        XCTAssertEqual(spy.lifecycleCalls, [], "an update is not an appearance")
        withExtendedLifetime(window) {}
    }

    func testReloadEmptyDataSetRefreshesContentWithoutReloadingData() throws {
        let scrollView = UIScrollView(frame: testWindowFrame)
        let spy = EmptyDataSetSpy()
        spy.detailText = "Try again later"
        attach(spy, to: scrollView)
        scrollView.reloadEmptyDataSet()
        let view = try emptyView(of: scrollView)

        spy.detailText = "Offline"
        scrollView.reloadEmptyDataSet()

        XCTAssertEqual(view.detailLabel.attributedText?.string, "Offline")
        XCTAssertFalse(view.detailLabel.isHidden)
    }

    func testElementWithoutContentIsHiddenAndComesBack() throws {
        let scrollView = UIScrollView(frame: testWindowFrame)
        let spy = EmptyDataSetSpy()
        spy.detailText = "Details"
        attach(spy, to: scrollView)
        scrollView.reloadEmptyDataSet()
        let view = try emptyView(of: scrollView)
        let detailLabel = view.detailLabel
        XCTAssertFalse(detailLabel.isHidden)

        spy.detailText = nil
        scrollView.reloadEmptyDataSet()
        XCTAssertTrue(detailLabel.isHidden)
        XCTAssertTrue(view.stackView.arrangedSubviews.contains { $0 === detailLabel }, "kept for reuse")

        spy.detailText = "Back"
        scrollView.reloadEmptyDataSet()
        XCTAssertFalse(detailLabel.isHidden)
        XCTAssertIdentical(view.detailLabel, detailLabel)
    }

    func testHideAndShowAgainReusesTheView() throws {
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        let spy = EmptyDataSetSpy()
        attach(spy, to: tableView)
        tableView.reloadData()
        let first = try emptyView(of: tableView)

        dataSource.itemCounts = [1]
        tableView.reloadData()
        dataSource.itemCounts = [0]
        tableView.reloadData()

        XCTAssertIdentical(try emptyView(of: tableView), first)
        XCTAssertEqual(tableView.subviews.filter { $0 is EmptyDataSetView }.count, 1)
        assertEmptyStateVisible(tableView)
        withExtendedLifetime(window) {}
    }

    func testSameCustomViewStaysInPlace() throws {
        let scrollView = UIScrollView(frame: testWindowFrame)
        let spy = EmptyDataSetSpy()
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        spy.customView = custom
        attach(spy, to: scrollView)
        scrollView.reloadEmptyDataSet()
        let view = try emptyView(of: scrollView)
        XCTAssertIdentical(view.customView, custom)
        XCTAssertIdentical(custom.superview, view.contentView)

        scrollView.reloadEmptyDataSet()

        XCTAssertIdentical(view.customView, custom)
        XCTAssertIdentical(custom.superview, view.contentView)
        XCTAssertEqual(view.contentView.subviews.filter { $0 === custom }.count, 1)
        XCTAssertTrue(view.stackView.isHidden, "the standard elements give way to the custom view")
    }

    func testNewCustomViewReplacesThePreviousOne() throws {
        let scrollView = UIScrollView(frame: testWindowFrame)
        let spy = EmptyDataSetSpy()
        let first = UIActivityIndicatorView(style: .medium)
        spy.customView = first
        attach(spy, to: scrollView)
        scrollView.reloadEmptyDataSet()
        let view = try emptyView(of: scrollView)

        let second = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        spy.customView = second
        scrollView.reloadEmptyDataSet()

        XCTAssertNil(first.superview)
        XCTAssertIdentical(view.customView, second)
        XCTAssertIdentical(second.superview, view.contentView)
    }

    func testRemovingTheCustomViewBringsBackTheStandardElements() throws {
        let scrollView = UIScrollView(frame: testWindowFrame)
        let spy = EmptyDataSetSpy()
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        spy.customView = custom
        attach(spy, to: scrollView)
        scrollView.reloadEmptyDataSet()
        let view = try emptyView(of: scrollView)
        XCTAssertEqual(spy.count(of: "title"), 0, "standard content is not asked for with a custom view")

        spy.customView = nil
        spy.titleText = "Standard"
        scrollView.reloadEmptyDataSet()

        XCTAssertNil(custom.superview)
        XCTAssertNil(view.customView)
        XCTAssertFalse(view.stackView.isHidden)
        XCTAssertFalse(view.titleLabel.isHidden)
        XCTAssertEqual(view.titleLabel.attributedText?.string, "Standard")
    }

    func testBackgroundColorIsUpdatedInPlace() throws {
        let scrollView = UIScrollView(frame: testWindowFrame)
        let spy = EmptyDataSetSpy()
        spy.background = .systemYellow
        attach(spy, to: scrollView)
        scrollView.reloadEmptyDataSet()
        let view = try emptyView(of: scrollView)
        XCTAssertEqual(view.backgroundColor, .systemYellow)

        spy.background = nil
        scrollView.reloadEmptyDataSet()

        XCTAssertEqual(view.backgroundColor, .clear)
    }
}
#endif
