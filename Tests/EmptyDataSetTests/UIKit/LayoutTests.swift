#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Where the empty state goes: below the table header, inside the adjusted content insets,
/// centered and moved by the vertical offset; how custom views and images are sized.
@MainActor
final class LayoutTests: XCTestCase {
    /// A table in a window, with automatic inset adjustment off so `contentInset` alone decides
    /// `adjustedContentInset` (no environment-dependent safe area).
    private func makeTable(
        configure: (UITableView) -> Void = { _ in }
    ) -> (window: UIWindow, tableView: UITableView, dataSource: CountingDataSource, spy: EmptyDataSetSpy) {
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        tableView.contentInsetAdjustmentBehavior = .never
        configure(tableView)
        tableView.layoutIfNeeded()
        let spy = EmptyDataSetSpy()
        attach(spy, to: tableView)
        return (window, tableView, dataSource, spy)
    }

    private func makeScrollView() -> (window: UIWindow, scrollView: UIScrollView) {
        let window = makeShownWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        window.addSubview(scrollView)
        return (window, scrollView)
    }

    private func layOut(_ scrollView: UIScrollView) throws -> EmptyDataSetView {
        scrollView.layoutIfNeeded()
        let view = try emptyView(of: scrollView)
        view.layoutIfNeeded()
        return view
    }

    // MARK: - Frame

    func testFillsAPlainTable() throws {
        let (window, tableView, dataSource, _) = makeTable()

        tableView.reloadData()

        XCTAssertEqual(try layOut(tableView).frame, CGRect(x: 0, y: 0, width: 375, height: 667))
        withExtendedLifetime((window, dataSource)) {}
    }

    func testFrameStartsBelowTheTableHeaderView() throws {
        let (window, tableView, dataSource, _) = makeTable { tableView in
            tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 120))
        }

        tableView.reloadData()

        let headerHeight = try XCTUnwrap(tableView.tableHeaderView).frame.height
        XCTAssertEqual(headerHeight, 120, "precondition: UIKit keeps the header's height")
        XCTAssertEqual(try layOut(tableView).frame, CGRect(x: 0, y: 120, width: 375, height: 667 - 120))
        withExtendedLifetime((window, dataSource)) {}
    }

    func testFrameStaysInsideTheContentInsets() throws {
        let (window, tableView, dataSource, _) = makeTable { tableView in
            tableView.contentInset = UIEdgeInsets(top: 50, left: 10, bottom: 30, right: 20)
        }
        XCTAssertEqual(tableView.adjustedContentInset, UIEdgeInsets(top: 50, left: 10, bottom: 30, right: 20))

        tableView.reloadData()

        XCTAssertEqual(try layOut(tableView).frame, CGRect(x: 0, y: 0, width: 375 - 30, height: 667 - 80))
        withExtendedLifetime((window, dataSource)) {}
    }

    func testHeaderAndInsetsCombine() throws {
        let (window, tableView, dataSource, _) = makeTable { tableView in
            tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
            tableView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0)
        }

        tableView.reloadData()

        XCTAssertEqual(try layOut(tableView).frame, CGRect(x: 0, y: 100, width: 375, height: 667 - 64 - 49 - 100))
        withExtendedLifetime((window, dataSource)) {}
    }

    func testChangingInsetsWhileVisibleMovesTheView() throws {
        let (window, tableView, dataSource, _) = makeTable()
        tableView.reloadData()
        let view = try layOut(tableView)
        XCTAssertEqual(view.frame.height, 667)

        tableView.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
        tableView.layoutIfNeeded()

        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 375, height: 567), "follows adjustedContentInset")
        withExtendedLifetime((window, dataSource)) {}
    }

    func testFrameFollowsATableThatGetsItsSizeLater() throws {
        let dataSource = CountingDataSource(itemCounts: [0])
        let window = makeShownWindow()
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.dataSource = dataSource
        tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        window.addSubview(tableView)
        let spy = EmptyDataSetSpy()
        attach(spy, to: tableView)
        tableView.reloadData()
        XCTAssertTrue(tableView.isEmptyDataSetVisible)

        tableView.frame = window.bounds
        tableView.layoutIfNeeded()
        spinRunLoop()

        XCTAssertEqual(try layOut(tableView).frame, CGRect(x: 0, y: 100, width: 375, height: 667 - 100))
        withExtendedLifetime(window) {}
    }

    func testPlainScrollViewInsets() throws {
        let (window, scrollView) = makeScrollView()
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 40, right: 0)
        let spy = EmptyDataSetSpy()
        attach(spy, to: scrollView)

        scrollView.reloadEmptyDataSet()

        XCTAssertEqual(try layOut(scrollView).frame, CGRect(x: 0, y: 0, width: 375, height: 607))
        withExtendedLifetime(window) {}
    }

    // MARK: - Content position

    func testContentIsCentered() throws {
        let (window, tableView, dataSource, _) = makeTable()

        tableView.reloadData()

        let view = try layOut(tableView)
        XCTAssertGreaterThan(view.contentView.frame.height, 0, "the title gives the content a height")
        XCTAssertEqual(view.contentView.frame.midY, view.bounds.midY, accuracy: 0.5)
        XCTAssertEqual(view.contentView.frame.midX, view.bounds.midX, accuracy: 0.5)
        withExtendedLifetime((window, dataSource)) {}
    }

    func testVerticalOffsetMovesTheContent() throws {
        let (window, tableView, dataSource, spy) = makeTable()
        tableView.reloadData()
        let view = try layOut(tableView)
        let centered = view.contentView.frame.midY

        spy.verticalOffset = 40
        tableView.reloadData()
        view.layoutIfNeeded()
        XCTAssertEqual(view.contentView.frame.midY, centered + 40, accuracy: 0.5)

        spy.verticalOffset = -60
        tableView.reloadData()
        view.layoutIfNeeded()
        XCTAssertEqual(view.contentView.frame.midY, centered - 60, accuracy: 0.5)
        withExtendedLifetime((window, dataSource)) {}
    }

    func testNonFiniteVerticalOffsetCountsAsZero() throws {
        let (window, tableView, dataSource, spy) = makeTable()
        spy.verticalOffset = .nan

        tableView.reloadData()

        let view = try layOut(tableView)
        XCTAssertEqual(view.contentView.frame.midY, view.bounds.midY, accuracy: 0.5)
        withExtendedLifetime((window, dataSource)) {}
    }

    func testContentNeverGoesAboveTheTop() throws {
        let (window, tableView, dataSource, spy) = makeTable()
        spy.verticalOffset = -10_000

        tableView.reloadData()

        XCTAssertGreaterThanOrEqual(try layOut(tableView).contentView.frame.minY, -0.5)
        withExtendedLifetime((window, dataSource)) {}
    }

    /// A source that does not implement `spaceHeight(forEmptyDataSet:)` gets DZNEmptyDataSet's
    /// documented 11 points, between the elements as laid out.
    func testSpaceHeightDefaultsToElevenPoints() throws {
        let dataSource = CountingDataSource(itemCounts: [0])
        let (window, tableView) = makeTableView(dataSource: dataSource)
        tableView.contentInsetAdjustmentBehavior = .never
        let source = MinimalSource()
        source.detailText = "Below the title"
        tableView.emptyDataSetSource = source

        tableView.reloadData()

        let view = try layOut(tableView)
        XCTAssertEqual(view.stackView.spacing, 11)
        XCTAssertEqual(view.detailLabel.frame.minY - view.titleLabel.frame.maxY, 11, accuracy: 0.5)
        withExtendedLifetime((window, dataSource, source)) {}
    }

    func testSpaceHeightFromTheSourceIsClamped() throws {
        let (window, tableView, dataSource, spy) = makeTable()

        spy.spaceHeight = 24
        tableView.reloadData()
        XCTAssertEqual(try emptyView(of: tableView).stackView.spacing, 24)

        spy.spaceHeight = -5
        tableView.reloadData()
        XCTAssertEqual(try emptyView(of: tableView).stackView.spacing, 0, "negative counts as 0")

        spy.spaceHeight = .nan
        tableView.reloadData()
        XCTAssertEqual(try emptyView(of: tableView).stackView.spacing, 0, "NaN counts as 0")
        withExtendedLifetime((window, dataSource)) {}
    }

    // MARK: - Custom view sizing

    func testFrameBasedCustomViewKeepsItsFrameSize() throws {
        let (window, tableView, dataSource, spy) = makeTable()
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        spy.customView = custom

        tableView.reloadData()

        let view = try layOut(tableView)
        XCTAssertEqual(custom.bounds.size, CGSize(width: 120, height: 80))
        XCTAssertEqual(view.contentView.frame.midY, view.bounds.midY, accuracy: 0.5)
        XCTAssertEqual(view.contentView.frame.midX, view.bounds.midX, accuracy: 0.5)
        withExtendedLifetime((window, dataSource)) {}
    }

    func testOversizedFrameBasedCustomViewIsClampedToTheArea() throws {
        let (window, tableView, dataSource, spy) = makeTable()
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 2_000, height: 50))
        spy.customView = custom

        tableView.reloadData()

        let view = try layOut(tableView)
        XCTAssertLessThanOrEqual(custom.bounds.width, view.bounds.width)
        XCTAssertGreaterThan(custom.bounds.width, 0)
        XCTAssertEqual(custom.bounds.height, 50)
        withExtendedLifetime((window, dataSource)) {}
    }

    func testAutoLayoutCustomViewTakesItsIntrinsicSize() throws {
        let (window, tableView, dataSource, spy) = makeTable()
        let custom = IntrinsicSizeView(size: CGSize(width: 150, height: 60))
        custom.translatesAutoresizingMaskIntoConstraints = false
        spy.customView = custom

        tableView.reloadData()

        let view = try layOut(tableView)
        XCTAssertEqual(custom.bounds.size, CGSize(width: 150, height: 60))
        XCTAssertEqual(view.contentView.frame.midY, view.bounds.midY, accuracy: 0.5)
        withExtendedLifetime((window, dataSource)) {}
    }

    func testActivityIndicatorCustomViewIsNotCollapsed() throws {
        let (window, tableView, dataSource, spy) = makeTable()
        let spinner = UIActivityIndicatorView(style: .large)
        spy.customView = spinner

        tableView.reloadData()

        _ = try layOut(tableView)
        XCTAssertGreaterThan(spinner.bounds.width, 0)
        XCTAssertGreaterThan(spinner.bounds.height, 0)
        XCTAssertLessThan(spinner.bounds.width, 375, "not stretched over the table")
        withExtendedLifetime((window, dataSource)) {}
    }

    // MARK: - Image

    func testSmallImageKeepsItsSize() throws {
        let (window, tableView, dataSource, spy) = makeTable()
        spy.image = makeImage(size: CGSize(width: 40, height: 30))

        tableView.reloadData()

        let view = try layOut(tableView)
        XCTAssertFalse(view.imageView.isHidden)
        XCTAssertEqual(view.imageView.bounds.size, CGSize(width: 40, height: 30))
        withExtendedLifetime((window, dataSource)) {}
    }

    func testLargeImageIsScaledDownToFit() throws {
        let (window, tableView, dataSource, spy) = makeTable()
        spy.image = makeImage(size: CGSize(width: 1_000, height: 500))

        tableView.reloadData()

        let view = try layOut(tableView)
        let size = view.imageView.bounds.size
        XCTAssertLessThanOrEqual(size.width, view.bounds.width)
        XCTAssertLessThan(size.height, 500, "scaled down, not just cropped in width")
        XCTAssertGreaterThan(size.height, 0)
        XCTAssertEqual(size.width / size.height, 2, accuracy: 0.1, "aspect ratio kept")
        withExtendedLifetime((window, dataSource)) {}
    }
}

/// A view sized by Auto Layout through its intrinsic content size only.
private final class IntrinsicSizeView: UIView {
    private let size: CGSize

    init(size: CGSize) {
        self.size = size
        super.init(frame: .zero)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override var intrinsicContentSize: CGSize { size }
}
#endif
