#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A reload while the empty state shows updates the existing views; nothing is rebuilt.
@MainActor
final class InPlaceUpdateTests: XCTestCase {
    func testSameViewsNewTitle() throws {
        let (window, tableView, _, spy) = makeAttachedTable(sections: [0]) { $0.titleText = "Loading" }
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
        defer { withExtendedLifetime(spy) {} }  // held weakly by the scroll view: alive for the whole test
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
        defer { withExtendedLifetime(spy) {} }  // held weakly by the scroll view: alive for the whole test
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
        let (window, tableView, dataSource, _) = makeAttachedTable(sections: [0])
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
        defer { withExtendedLifetime(spy) {} }  // held weakly by the scroll view: alive for the whole test
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
        defer { withExtendedLifetime(spy) {} }  // held weakly by the scroll view: alive for the whole test
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
        defer { withExtendedLifetime(spy) {} }  // held weakly by the scroll view: alive for the whole test
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

    // MARK: - Unchanged reloads

    /// A table showing image, title, description and button, laid out, with its first reload done.
    private func showFullContent() throws -> (
        window: UIWindow, tableView: UITableView, dataSource: CountingDataSource, spy: EmptyDataSetSpy,
        view: EmptyDataSetView
    ) {
        let (window, tableView, dataSource, spy) = makeAttachedTable(sections: [0]) {
            $0.image = makeImage(size: CGSize(width: 60, height: 40))
            $0.detailText = "Details"
            $0.buttonTitleText = "Retry"
        }
        tableView.reloadData()
        let view = try emptyView(of: tableView)
        tableView.layoutIfNeeded()
        view.layoutIfNeeded()
        return (window, tableView, dataSource, spy, view)
    }

    /// The constraints the package owns: those held by the empty view, its content view and its
    /// image view, without UIKit's own (layout-guide constraints carry an identifier; content-size
    /// and autoresizing constraints are subclasses). UIStackView's internal constraints are not
    /// the package's and are left out.
    private func packageConstraints(of view: EmptyDataSetView) -> Set<ObjectIdentifier> {
        let held = view.constraints + view.contentView.constraints + view.imageView.constraints
        return Set(held.filter { type(of: $0) == NSLayoutConstraint.self && $0.identifier == nil }.map(ObjectIdentifier.init))
    }

    func testUnchangedReloadKeepsTheShownImageObject() throws {
        let (window, tableView, dataSource, spy, view) = try showFullContent()
        let shown = try XCTUnwrap(view.imageView.image)

        tableView.reloadData()
        tableView.reloadEmptyDataSet()

        // The image view shows a re-rendered copy of the source's image; re-applying would make a new one.
        XCTAssertIdentical(view.imageView.image, shown, "the same source image is not re-applied")

        spy.image = makeImage(size: CGSize(width: 60, height: 40))
        tableView.reloadData()
        XCTAssertNotIdentical(view.imageView.image, shown, "a new image from the source is applied")
        withExtendedLifetime((window, dataSource)) {}
    }

    func testUnchangedReloadKeepsTheConstraints() throws {
        let (window, tableView, dataSource, spy, view) = try showFullContent()
        let before = packageConstraints(of: view)
        XCTAssertFalse(before.isEmpty, "precondition: the package's constraints are found")
        spy.resetCalls()

        tableView.reloadData()
        tableView.reloadEmptyDataSet()
        tableView.layoutIfNeeded()
        view.layoutIfNeeded()

        XCTAssertEqual(packageConstraints(of: view), before, "no constraint torn down and rebuilt")
        XCTAssertGreaterThan(spy.count(of: "title"), 0, "the reloads did ask the source again")
        withExtendedLifetime((window, dataSource)) {}
    }

    func testBackgroundColorIsUpdatedInPlace() throws {
        let scrollView = UIScrollView(frame: testWindowFrame)
        let spy = EmptyDataSetSpy()
        defer { withExtendedLifetime(spy) {} }  // held weakly by the scroll view: alive for the whole test
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
