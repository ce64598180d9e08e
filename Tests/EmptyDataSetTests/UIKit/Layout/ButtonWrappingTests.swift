#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The button's title wraps at the empty state's readable width: a long title makes a taller
/// button, never one wider than the text column (a plain UIButton measures one line and is
/// clipped), and a title changed in place re-measures at that width, not at the old title's.
@MainActor
final class ButtonWrappingTests: XCTestCase {
    /// An iPhone SE-sized window: narrow enough that the long title needs several lines.
    private let narrowWindow = CGRect(x: 0, y: 0, width: 320, height: 568)
    private let longTitle = "Try again once you are back online, or change the filters to see older messages"

    private func showButton(
        titled title: String
    ) -> (window: UIWindow, tableView: UITableView, dataSource: CountingDataSource, spy: EmptyDataSetSpy) {
        // The fixture (kept until the test ends by its teardown) owns all four.
        let fixture = makeTableFixture(sections: [0], windowFrame: narrowWindow, start: .attached) {
            $0.buttonTitleText = title
        }
        fixture.tableView.reloadData()
        return (fixture.window, fixture.tableView, fixture.dataSource, fixture.spy)
    }

    /// Lays the empty state out twice: the first pass gives the button the readable width (known
    /// only once laid out), the second lays out the size the button then reports.
    private func settle(_ tableView: UITableView) throws -> EmptyStateView {
        let view = try emptyView(of: tableView)
        for _ in 0..<2 {
            tableView.layoutIfNeeded()
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        return view
    }

    /// The height of one line of the button's title, in the font the title was given.
    private func lineHeight(of button: UIButton) throws -> CGFloat {
        let title = try XCTUnwrap(button.attributedTitle(for: .normal))
        return try XCTUnwrap(title.attribute(.font, at: 0, effectiveRange: nil) as? UIFont).lineHeight
    }

    func testLongTitleWrapsWithinTheReadableWidth() throws {
        let (window, tableView, dataSource, spy) = showButton(titled: longTitle)

        let view = try settle(tableView)

        let readable = view.readableContentGuide.layoutFrame.width
        XCTAssertGreaterThan(readable, 0, "precondition: laid out")
        XCTAssertLessThan(readable, narrowWindow.width, "precondition: a narrow column")
        let button = view.button
        XCTAssertFalse(button.isHidden)
        XCTAssertLessThanOrEqual(button.frame.width, readable + 0.5, "no wider than the text column")
        XCTAssertGreaterThan(button.frame.height, 1.5 * (try lineHeight(of: button)), "more than one line")
        withExtendedLifetime((window, dataSource, spy)) {}
    }

    func testTitleChangedInPlaceGrowsTheButtonAtTheReadableWidth() throws {
        let (window, tableView, dataSource, spy) = showButton(titled: "OK")
        let view = try settle(tableView)
        let short = view.button.frame.size
        XCTAssertGreaterThan(short.width, 0, "precondition: laid out")

        spy.buttonTitleText = longTitle
        tableView.reloadData()
        _ = try settle(tableView)

        let readable = view.readableContentGuide.layoutFrame.width
        let long = view.button.frame.size
        XCTAssertEqual(spy.lifecycleCalls, [EmptyDataSetSpy.willAppear, EmptyDataSetSpy.didAppear], "updated in place")
        XCTAssertGreaterThan(long.height, 1.5 * short.height, "grew to several lines")
        XCTAssertLessThanOrEqual(long.width, readable + 0.5, "no wider than the text column")
        // Wrapped at the old title's width, the lines would be a narrow column of a word or two.
        XCTAssertGreaterThan(long.width, readable / 2, "wrapped at the readable width, not the old title's")
        withExtendedLifetime((window, dataSource)) {}
    }

    /// UIButton puts the image beside the title, so the title gets the width the image leaves; a
    /// title measured at the full width would get fewer lines than it needs and lose the last one.
    func testTitleBesideAnImageGetsTheHeightItNeeds() throws {
        let fixture = makeTableFixture(sections: [0], windowFrame: narrowWindow, start: .attached)
        let (window, tableView, dataSource) = (fixture.window, fixture.tableView, fixture.dataSource)
        let source = ImageAndTitleButtonSource(title: longTitle, image: makeImage(size: CGSize(width: 40, height: 40)))
        fixture.keep(source)
        tableView.emptyDataSetDelegate = nil
        tableView.emptyDataSetSource = source
        tableView.reloadData()

        let view = try settle(tableView)
        view.button.layoutIfNeeded()

        let readable = view.readableContentGuide.layoutFrame.width
        XCTAssertLessThanOrEqual(view.button.frame.width, readable + 0.5, "no wider than the text column")
        let label = try XCTUnwrap(view.button.titleLabel)
        XCTAssertGreaterThan(label.frame.width, 0, "precondition: the title was laid out")
        let needed = label.sizeThatFits(CGSize(width: label.frame.width, height: .greatestFiniteMagnitude)).height
        XCTAssertGreaterThan(needed, 1.5 * (try lineHeight(of: view.button)), "precondition: several lines")
        XCTAssertGreaterThanOrEqual(label.frame.height, needed - 0.5, "every line of the title fits")
        withExtendedLifetime((window, dataSource, source)) {}
    }
}

/// A source whose button has both a title and an image.
private final class ImageAndTitleButtonSource: NSObject, EmptyDataSetSource {
    let buttonTitleText: String
    let buttonImage: UIImage

    init(title: String, image: UIImage) {
        buttonTitleText = title
        buttonImage = image
        super.init()
    }

    func buttonTitle(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> NSAttributedString? {
        NSAttributedString(string: buttonTitleText)
    }

    func buttonImage(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> UIImage? {
        buttonImage
    }
}
#endif
