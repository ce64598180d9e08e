#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Where the empty state goes: below the table header, inside the adjusted content insets,
/// centered and moved by the vertical offset; how custom views and images are sized.
@MainActor
final class LayoutTests: XCTestCase {
    /// A table in a window with an empty section and the spy attached (its scheduled reload still
    /// pending: each test reloads itself), automatic inset adjustment off so `contentInset` alone
    /// decides `adjustedContentInset` (no environment-dependent safe area). `prepare` runs on the
    /// table before the spy is attached.
    private func makeTable(
        windowFrame: CGRect = testWindowFrame, prepare: @escaping (UITableView) -> Void = { _ in }
    ) -> EmptyDataSetFixture<UITableView> {
        makeTableFixture(sections: [0], windowFrame: windowFrame, start: .attached, prepare: { tableView in
            tableView.contentInsetAdjustmentBehavior = .never
            prepare(tableView)
        })
    }

    // MARK: - Frame

    func testFillsAPlainTable() throws {
        let fixture = makeTable()
        let tableView = fixture.tableView

        tableView.reloadData()

        XCTAssertEqual(try fixture.layOut().frame, CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    func testFrameStartsBelowTheTableHeaderView() throws {
        let fixture = makeTable { tableView in
            tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 120))
        }
        let tableView = fixture.tableView

        tableView.reloadData()

        let headerHeight = try XCTUnwrap(tableView.tableHeaderView).frame.height
        XCTAssertEqual(headerHeight, 120, "precondition: UIKit keeps the header's height")
        XCTAssertEqual(try fixture.layOut().frame, CGRect(x: 0, y: 120, width: 375, height: 667 - 120))
    }

    func testFrameStaysInsideTheContentInsets() throws {
        let fixture = makeTable { tableView in
            tableView.contentInset = UIEdgeInsets(top: 50, left: 10, bottom: 30, right: 20)
        }
        let tableView = fixture.tableView
        XCTAssertEqual(tableView.adjustedContentInset, UIEdgeInsets(top: 50, left: 10, bottom: 30, right: 20))

        tableView.reloadData()

        XCTAssertEqual(try fixture.layOut().frame, CGRect(x: 0, y: 0, width: 375 - 30, height: 667 - 80))
    }

    func testHeaderAndInsetsCombine() throws {
        let fixture = makeTable { tableView in
            tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
            tableView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0)
        }
        let tableView = fixture.tableView

        tableView.reloadData()

        XCTAssertEqual(try fixture.layOut().frame, CGRect(x: 0, y: 100, width: 375, height: 667 - 64 - 49 - 100))
    }

    func testChangingInsetsWhileVisibleMovesTheView() throws {
        let fixture = makeTable()
        let tableView = fixture.tableView
        tableView.reloadData()
        let view = try fixture.layOut()
        XCTAssertEqual(view.frame.height, 667)

        tableView.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
        tableView.layoutIfNeeded()

        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 375, height: 567), "follows adjustedContentInset")
    }

    /// A table reloaded before it has a size (made with a zero frame, sized by its superview
    /// later) follows its size as it gets it. Everything scheduled before is run first, so the
    /// size change itself must move the view — synchronously, through the content-size signal the
    /// new width causes — not the reload that setting the source scheduled.
    func testFrameFollowsATableThatGetsItsSizeLater() throws {
        let fixture = makeTable { tableView in
            tableView.frame = .zero
            tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        }
        let tableView = fixture.tableView
        tableView.reloadData()
        drainMainQueue()
        XCTAssertTrue(tableView.isEmptyDataSetVisible)
        let view = try fixture.emptyView()
        XCTAssertEqual(view.frame.width, 0, "precondition: placed in a table without a size")
        let contentSizeSignals = fixture.signalCount(.contentSize)

        tableView.frame = fixture.window.bounds
        tableView.layoutIfNeeded()

        XCTAssertEqual(view.frame, CGRect(x: 0, y: 100, width: 375, height: 667 - 100), "before any main-queue turn")
        XCTAssertGreaterThan(fixture.signalCount(.contentSize), contentSizeSignals, "the path: the table's new content size")
    }

    func testPlainScrollViewInsets() throws {
        let fixture = makeScrollViewFixture(start: .attached) { _ in } prepare: { scrollView in
            scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 40, right: 0)
        }

        fixture.scrollView.reloadEmptyDataSet()

        XCTAssertEqual(try fixture.layOut().frame, CGRect(x: 0, y: 0, width: 375, height: 607))
    }

    // MARK: - Margins

    /// The text keeps at least the system's minimum side margins: 16 points on a 375-point-wide
    /// iPhone, 20 on wider ones (not the 8 points of a plain view's default layout margins).
    func testTextKeepsTheSystemMinimumSideMargins() throws {
        for (width, minimum) in [(CGFloat(375), CGFloat(16)), (CGFloat(414), CGFloat(20))] {
            let fixture = makeTable(windowFrame: CGRect(x: 0, y: 0, width: width, height: 736))
            fixture.spy.titleText = String(repeating: "A title long enough to wrap over several lines. ", count: 4)
            fixture.tableView.reloadData()

            let view = try fixture.layOut()
            view.layoutIfNeeded()
            let title = view.titleLabel.convert(view.titleLabel.bounds, to: view)
            XCTAssertEqual(view.bounds.width, width, "precondition: the empty state spans the table")
            XCTAssertGreaterThan(title.height, 2 * view.titleLabel.font.lineHeight, "precondition: several lines")
            XCTAssertGreaterThanOrEqual(title.minX, minimum - 0.5, "left margin at \(width) points wide")
            XCTAssertLessThanOrEqual(title.maxX, width - minimum + 0.5, "right margin at \(width) points wide")
        }
    }

    // MARK: - Content position

    func testContentIsCentered() throws {
        let fixture = makeTable()
        let tableView = fixture.tableView

        tableView.reloadData()

        let view = try fixture.layOut()
        XCTAssertGreaterThan(contentFrame(of: view).height, 0, "the title gives the content a height")
        XCTAssertEqual(contentFrame(of: view).midY, view.bounds.midY, accuracy: 0.5)
        XCTAssertEqual(contentFrame(of: view).midX, view.bounds.midX, accuracy: 0.5)
    }

    func testVerticalOffsetMovesTheContent() throws {
        let fixture = makeTable()
        let (tableView, spy) = (fixture.tableView, fixture.spy)
        tableView.reloadData()
        let view = try fixture.layOut()
        let centered = contentFrame(of: view).midY

        spy.verticalOffset = 40
        tableView.reloadData()
        view.layoutIfNeeded()
        XCTAssertEqual(contentFrame(of: view).midY, centered + 40, accuracy: 0.5)

        spy.verticalOffset = -60
        tableView.reloadData()
        view.layoutIfNeeded()
        XCTAssertEqual(contentFrame(of: view).midY, centered - 60, accuracy: 0.5)
    }

    func testNonFiniteVerticalOffsetCountsAsZero() throws {
        let fixture = makeTable()
        let (tableView, spy) = (fixture.tableView, fixture.spy)
        spy.verticalOffset = .nan

        tableView.reloadData()

        let view = try fixture.layOut()
        XCTAssertEqual(contentFrame(of: view).midY, view.bounds.midY, accuracy: 0.5)
    }

    func testContentNeverGoesAboveTheTop() throws {
        let fixture = makeTable()
        let (tableView, spy) = (fixture.tableView, fixture.spy)
        spy.verticalOffset = -10_000

        tableView.reloadData()

        XCTAssertGreaterThanOrEqual(contentFrame(of: try fixture.layOut()).minY, -0.5)
    }

    /// A source that does not implement `spaceHeight(forEmptyDataSet:)` gets DZNEmptyDataSet's
    /// documented 11 points, between the elements as laid out.
    func testSpaceHeightDefaultsToElevenPoints() throws {
        let fixture = makeTable()
        let source = MinimalSource()
        source.detailText = "Below the title"
        fixture.keep(source)
        fixture.tableView.emptyDataSetDelegate = nil
        fixture.tableView.emptyDataSetSource = source

        fixture.tableView.reloadData()

        let view = try fixture.layOut()
        XCTAssertEqual(view.stackView.spacing, 11)
        XCTAssertEqual(view.detailLabel.frame.minY - view.titleLabel.frame.maxY, 11, accuracy: 0.5)
    }

    func testSpaceHeightFromTheSourceIsClamped() throws {
        let fixture = makeTable()
        let (tableView, spy) = (fixture.tableView, fixture.spy)

        spy.spaceHeight = 24
        tableView.reloadData()
        XCTAssertEqual(try emptyView(of: tableView).stackView.spacing, 24)

        spy.spaceHeight = -5
        tableView.reloadData()
        XCTAssertEqual(try emptyView(of: tableView).stackView.spacing, 0, "negative counts as 0")

        spy.spaceHeight = .nan
        tableView.reloadData()
        XCTAssertEqual(try emptyView(of: tableView).stackView.spacing, 0, "NaN counts as 0")
    }

    // MARK: - Custom view sizing

    func testFrameBasedCustomViewKeepsItsFrameSize() throws {
        let fixture = makeTable()
        let (tableView, spy) = (fixture.tableView, fixture.spy)
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        spy.customView = custom

        tableView.reloadData()

        let view = try fixture.layOut()
        XCTAssertEqual(custom.bounds.size, CGSize(width: 120, height: 80))
        XCTAssertEqual(contentFrame(of: view).midY, view.bounds.midY, accuracy: 0.5)
        XCTAssertEqual(contentFrame(of: view).midX, view.bounds.midX, accuracy: 0.5)
    }

    func testOversizedFrameBasedCustomViewIsClampedToTheArea() throws {
        let fixture = makeTable()
        let (tableView, spy) = (fixture.tableView, fixture.spy)
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 2_000, height: 50))
        spy.customView = custom

        tableView.reloadData()

        let view = try fixture.layOut()
        XCTAssertLessThanOrEqual(custom.bounds.width, view.bounds.width)
        XCTAssertGreaterThan(custom.bounds.width, 0)
        XCTAssertEqual(custom.bounds.height, 50)
    }

    func testAutoLayoutCustomViewTakesItsIntrinsicSize() throws {
        let fixture = makeTable()
        let (tableView, spy) = (fixture.tableView, fixture.spy)
        let custom = IntrinsicSizeView(size: CGSize(width: 150, height: 60))
        custom.translatesAutoresizingMaskIntoConstraints = false
        spy.customView = custom

        tableView.reloadData()

        let view = try fixture.layOut()
        XCTAssertEqual(custom.bounds.size, CGSize(width: 150, height: 60))
        XCTAssertEqual(contentFrame(of: view).midY, view.bounds.midY, accuracy: 0.5)
    }

    func testActivityIndicatorCustomViewIsNotCollapsed() throws {
        let fixture = makeTable()
        let (tableView, spy) = (fixture.tableView, fixture.spy)
        let spinner = UIActivityIndicatorView(style: .large)
        spy.customView = spinner

        tableView.reloadData()

        _ = try fixture.layOut()
        XCTAssertGreaterThan(spinner.bounds.width, 0)
        XCTAssertGreaterThan(spinner.bounds.height, 0)
        XCTAssertLessThan(spinner.bounds.width, 375, "not stretched over the table")
    }

    // MARK: - Image

    func testSmallImageKeepsItsSize() throws {
        let fixture = makeTable()
        let (tableView, spy) = (fixture.tableView, fixture.spy)
        spy.image = makeImage(size: CGSize(width: 40, height: 30))

        tableView.reloadData()

        let view = try fixture.layOut()
        XCTAssertFalse(view.imageView.isHidden)
        XCTAssertEqual(view.imageView.bounds.size, CGSize(width: 40, height: 30))
    }

    func testLargeImageIsScaledDownToFit() throws {
        let fixture = makeTable()
        let (tableView, spy) = (fixture.tableView, fixture.spy)
        spy.image = makeImage(size: CGSize(width: 1_000, height: 500))

        tableView.reloadData()

        let view = try fixture.layOut()
        let size = view.imageView.bounds.size
        XCTAssertLessThanOrEqual(size.width, view.bounds.width)
        XCTAssertLessThan(size.height, 500, "scaled down, not just cropped in width")
        XCTAssertGreaterThan(size.height, 0)
        XCTAssertEqual(size.width / size.height, 2, accuracy: 0.1, "aspect ratio kept")
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
