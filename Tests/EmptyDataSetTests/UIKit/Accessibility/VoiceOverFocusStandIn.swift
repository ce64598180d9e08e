#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

@MainActor
extension XCTestCase {
    /// Stands in for the element VoiceOver is on (``AccessibilitySystem/focusedElement``), which a
    /// simulator test cannot move, for the rest of the test: `element` is asked each time the
    /// package looks. The real lookup is back when the test ends.
    func standInForVoiceOverFocus(_ element: @escaping () -> Any?) {
        let original = UncheckedSendableBox(AccessibilitySystem.focusedElement)
        AccessibilitySystem.focusedElement = element
        // XCTest runs teardown blocks on the main thread, after the test method returned.
        addTeardownBlock {
            MainActor.assumeIsolated { AccessibilitySystem.focusedElement = original.value }
        }
    }
}

/// A screen whose root view controller holds two children side by side, as the columns of a split
/// view: `leading` with a label, `trailing` with the table under test. Built by
/// ``XCTestCase/makeColumns(hidingTrailing:)``; the fixture owns the window.
@MainActor
struct Columns {
    let fixture: EmptyDataSetFixture<UITableView>
    let root: UIViewController
    let leading: UIViewController
    let trailing: UIViewController
    /// An element of the leading column, for VoiceOver to be on.
    let leadingLabel: UILabel
    var tableView: UITableView { fixture.tableView }
}

@MainActor
extension XCTestCase {
    /// ``Columns`` in a shown window, the table's data source empty, in the loading flow with
    /// immediate options (``makeFlowFixture(_:in:options:prepare:)``).
    func makeColumns() -> Columns {
        let window = makeShownWindow()
        let root = UIViewController()
        window.rootViewController = root
        let half = root.view.bounds.width / 2
        let leading = UIViewController()
        let trailing = UIViewController()
        for (child, x) in [(leading, CGFloat(0)), (trailing, half)] {
            root.addChild(child)
            child.view.frame = CGRect(x: x, y: 0, width: half, height: root.view.bounds.height)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
        }
        let label = UILabel(frame: CGRect(x: 10, y: 100, width: half - 20, height: 40))
        label.text = "Inbox"
        leading.view.addSubview(label)
        let tableView = UITableView(frame: trailing.view.bounds, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        trailing.view.addSubview(tableView)
        window.layoutIfNeeded()
        let fixture = makeFlowFixture(tableView)
        return Columns(fixture: fixture, root: root, leading: leading, trailing: trailing, leadingLabel: label)
    }
}
#endif
