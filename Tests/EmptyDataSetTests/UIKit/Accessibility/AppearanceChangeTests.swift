#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// What the empty state does when things around it change without a data change: the source is
/// asked again when light/dark appearance changes (strings may carry resolved colors), and a
/// custom view is given back as the app made it when the empty state hides.
@MainActor
final class AppearanceChangeTests: XCTestCase {
    /// A source that bakes the current appearance into its title's color, as apps do with
    /// `resolvedColor(with:)`.
    private final class ResolvedColorSource: NSObject, EmptyDataSetSource {
        private(set) var titleCalls = 0

        func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
            titleCalls += 1
            let color = UIColor.label.resolvedColor(with: scrollView.traitCollection)
            return NSAttributedString(string: "Nothing here", attributes: [.foregroundColor: color])
        }
    }

    private func titleColor(of view: EmptyStateView) -> UIColor? {
        guard let text = view.titleLabel.attributedText, text.length > 0 else { return nil }
        return text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
    }

    func testSwitchingToDarkAppearanceAsksTheSourceAgain() throws {
        let fixture = makeTableFixture()
        let source = ResolvedColorSource()
        fixture.keep(source)
        fixture.tableView.overrideUserInterfaceStyle = .light
        fixture.tableView.emptyDataSetSource = source
        fixture.tableView.reloadEmptyDataSet()
        let view = try fixture.layOut()
        drainMainQueue()
        let callsInLight = source.titleCalls
        let light = try XCTUnwrap(titleColor(of: view))

        fixture.tableView.overrideUserInterfaceStyle = .dark
        fixture.window.layoutIfNeeded()

        XCTAssertTrue(
            waitUntil {
                fixture.window.layoutIfNeeded()
                return source.titleCalls > callsInLight
            }, "the source was not asked again after the appearance changed")
        let dark = try XCTUnwrap(titleColor(of: view))
        XCTAssertNotEqual(dark, light, "the title shows the color resolved for dark mode")
        XCTAssertEqual(dark, UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
    }

    /// A frame-based custom view is taken over (Auto Layout) while shown and given back as the app
    /// made it — frame-based, with its frame — when rows arrive and the empty state hides.
    func testCustomViewIsGivenBackWhenTheEmptyStateHides() throws {
        let custom = UIView(frame: CGRect(x: 5, y: 7, width: 120, height: 60))
        let fixture = makeTableFixture { $0.customView = custom }
        let view = try fixture.layOut()
        XCTAssertTrue(custom.isDescendant(of: view), "precondition: shown")
        XCTAssertFalse(custom.translatesAutoresizingMaskIntoConstraints, "precondition: taken over")

        fixture.dataSource.itemCounts = [2]
        fixture.tableView.reloadData()

        assertEmptyStateHidden(fixture.tableView)
        XCTAssertNil(custom.superview, "removed from the hidden empty state")
        XCTAssertTrue(custom.translatesAutoresizingMaskIntoConstraints, "frame-based again")
        XCTAssertEqual(custom.frame, CGRect(x: 5, y: 7, width: 120, height: 60), "with its frame")
    }

    func testCustomViewIsGivenBackWhenTheSourceIsRemoved() throws {
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        let fixture = makeTableFixture { $0.customView = custom }
        _ = try fixture.layOut()

        fixture.tableView.emptyDataSetSource = nil

        XCTAssertNil(custom.superview)
        XCTAssertTrue(custom.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(custom.frame.size, CGSize(width: 80, height: 80))
    }

    /// Given back, then shown again when the list empties: the same instance, laid out again.
    func testCustomViewReturnsWhenTheEmptyStateShowsAgain() throws {
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        let fixture = makeTableFixture { $0.customView = custom }
        fixture.dataSource.itemCounts = [1]
        fixture.tableView.reloadData()
        XCTAssertNil(custom.superview, "precondition: given back")

        fixture.dataSource.itemCounts = [0]
        fixture.tableView.reloadData()
        let view = try fixture.layOut()

        XCTAssertTrue(custom.isDescendant(of: view))
        XCTAssertEqual(custom.bounds.size, CGSize(width: 80, height: 80), "sized from its frame again")
    }
}
#endif
