#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A reload while the empty state shows updates the existing views; nothing is rebuilt.
@MainActor
final class InPlaceUpdateTests: XCTestCase {
    func testSameViewsNewTitle() throws {
        let fixture = makeTableFixture(sections: [0], start: .attached) { $0.titleText = "Loading" }
        let (tableView, spy) = (fixture.tableView, fixture.spy)
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
    }

    func testReloadEmptyDataSetRefreshesContentWithoutReloadingData() throws {
        // The fixture owns window, scroll view and spy until the test ends.
        let fixture = makeScrollViewFixture(start: .attached)
        let (scrollView, spy) = (fixture.scrollView, fixture.spy)
        spy.detailText = "Try again later"
        scrollView.reloadEmptyDataSet()
        let view = try emptyView(of: scrollView)

        spy.detailText = "Offline"
        scrollView.reloadEmptyDataSet()

        XCTAssertEqual(view.detailLabel.attributedText?.string, "Offline")
        XCTAssertFalse(view.detailLabel.isHidden)
    }

    func testElementWithoutContentIsHiddenAndComesBack() throws {
        // The fixture owns window, scroll view and spy until the test ends.
        let fixture = makeScrollViewFixture(start: .attached)
        let (scrollView, spy) = (fixture.scrollView, fixture.spy)
        spy.detailText = "Details"
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
        let fixture = makeTableFixture(sections: [0], start: .attached)
        let (tableView, dataSource) = (fixture.tableView, fixture.dataSource)
        tableView.reloadData()
        let first = try emptyView(of: tableView)

        dataSource.itemCounts = [1]
        tableView.reloadData()
        dataSource.itemCounts = [0]
        tableView.reloadData()

        XCTAssertIdentical(try emptyView(of: tableView), first)
        XCTAssertEqual(tableView.subviews.filter { $0 is EmptyStateView }.count, 1)
        assertEmptyStateVisible(tableView)
    }

    /// The same instance returned again is neither taken out nor put back: its superview never
    /// changes (a removal and re-insertion would leave the same end state, so the moves are
    /// counted), and its constraints stay the ones it got.
    func testSameCustomViewStaysInPlace() throws {
        // The fixture owns window, scroll view and spy until the test ends.
        let fixture = makeScrollViewFixture(start: .attached)
        let (scrollView, spy) = (fixture.scrollView, fixture.spy)
        let custom = MoveCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        spy.customView = custom
        scrollView.reloadEmptyDataSet()
        let view = try emptyView(of: scrollView)
        XCTAssertIdentical(view.customView, custom)
        XCTAssertIdentical(custom.superview, view.contentView)
        let moves = custom.superviewChanges
        let constraints = view.customViewConstraints
        XCTAssertGreaterThan(moves, 0, "precondition: the insertion was counted")

        scrollView.reloadEmptyDataSet()

        XCTAssertEqual(custom.superviewChanges, moves, "not removed and added again")
        XCTAssertIdentical(view.customView, custom)
        XCTAssertIdentical(custom.superview, view.contentView)
        XCTAssertEqual(view.customViewConstraints.count, constraints.count)
        XCTAssertTrue(zip(view.customViewConstraints, constraints).allSatisfy { $0 === $1 }, "the same constraints")
        XCTAssertTrue(view.stackView.isHidden, "the standard elements give way to the custom view")
    }

    func testNewCustomViewReplacesThePreviousOne() throws {
        // The fixture owns window, scroll view and spy until the test ends.
        let fixture = makeScrollViewFixture(start: .attached)
        let (scrollView, spy) = (fixture.scrollView, fixture.spy)
        let first = UIActivityIndicatorView(style: .medium)
        spy.customView = first
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
        // The fixture owns window, scroll view and spy until the test ends.
        let fixture = makeScrollViewFixture(start: .attached)
        let (scrollView, spy) = (fixture.scrollView, fixture.spy)
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        spy.customView = custom
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
    private func showFullContent() throws -> (fixture: EmptyDataSetFixture<UITableView>, view: EmptyStateView) {
        let fixture = makeTableFixture(sections: [0], start: .attached) {
            $0.image = makeImage(size: CGSize(width: 60, height: 40))
            $0.detailText = "Details"
            $0.buttonTitleText = "Retry"
        }
        let tableView = fixture.tableView
        tableView.reloadData()
        let view = try emptyView(of: tableView)
        tableView.layoutIfNeeded()
        view.layoutIfNeeded()
        return (fixture, view)
    }

    /// The constraints the package owns: those held by the empty view, its content view and its
    /// image view, without UIKit's own (layout-guide constraints carry an identifier; content-size
    /// and autoresizing constraints are subclasses). UIStackView's internal constraints are not
    /// the package's and are left out.
    private func packageConstraints(of view: EmptyStateView) -> Set<ObjectIdentifier> {
        let held = view.constraints + view.contentView.constraints + view.imageView.constraints
        return Set(held.filter { type(of: $0) == NSLayoutConstraint.self && $0.identifier == nil }.map(ObjectIdentifier.init))
    }

    func testUnchangedReloadKeepsTheShownImageObject() throws {
        let (fixture, view) = try showFullContent()
        let (tableView, spy) = (fixture.tableView, fixture.spy)
        let shown = try XCTUnwrap(view.imageView.image)

        tableView.reloadData()
        tableView.reloadEmptyDataSet()

        // The image view shows a re-rendered copy of the source's image; re-applying would make a new one.
        XCTAssertIdentical(view.imageView.image, shown, "the same source image is not re-applied")

        spy.image = makeImage(size: CGSize(width: 60, height: 40))
        tableView.reloadData()
        XCTAssertNotIdentical(view.imageView.image, shown, "a new image from the source is applied")
    }

    func testUnchangedReloadKeepsTheConstraints() throws {
        let (fixture, view) = try showFullContent()
        let (tableView, spy) = (fixture.tableView, fixture.spy)
        let before = packageConstraints(of: view)
        XCTAssertFalse(before.isEmpty, "precondition: the package's constraints are found")
        spy.resetCalls()

        tableView.reloadData()
        tableView.reloadEmptyDataSet()
        tableView.layoutIfNeeded()
        view.layoutIfNeeded()

        XCTAssertEqual(packageConstraints(of: view), before, "no constraint torn down and rebuilt")
        XCTAssertGreaterThan(spy.count(of: "title"), 0, "the reloads did ask the source again")
    }

    func testBackgroundColorIsUpdatedInPlace() throws {
        // The fixture owns window, scroll view and spy until the test ends.
        let fixture = makeScrollViewFixture(start: .attached)
        let (scrollView, spy) = (fixture.scrollView, fixture.spy)
        spy.background = .systemYellow
        scrollView.reloadEmptyDataSet()
        let view = try emptyView(of: scrollView)
        XCTAssertEqual(view.backgroundColor, .systemYellow)

        spy.background = nil
        scrollView.reloadEmptyDataSet()

        XCTAssertEqual(view.backgroundColor, .clear)
    }
}
/// A view that counts how often its superview changed.
private final class MoveCountingView: UIView {
    private(set) var superviewChanges = 0

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        superviewChanges += 1
    }
}
#endif
