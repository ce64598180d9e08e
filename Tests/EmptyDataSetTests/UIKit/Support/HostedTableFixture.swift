#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A table shown by a view controller, for tests that need what only a view controller gives: its
/// trait overrides (a content size category far from the default) and its system minimum margins.
/// A container controller is the window's root; the table is the root view of its child, whose
/// traits are overridden the way an app's are (iOS 17 `traitOverrides`, before that the parent's
/// `setOverrideTraitCollection(_:forChild:)`).
@MainActor
struct HostedTable {
    let fixture: EmptyDataSetFixture<UITableView>
    let container: UIViewController
    let child: UITableViewController
    var window: UIWindow { fixture.window }
    var tableView: UITableView { fixture.tableView }
    var spy: EmptyDataSetSpy { fixture.spy }

    /// Overrides the child's preferred content size category and lays the window out, which is
    /// when trait changes reach the views.
    func setContentSizeCategory(_ category: UIContentSizeCategory) {
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) {
            child.traitOverrides.preferredContentSizeCategory = category
        } else {
            container.setOverrideTraitCollection(UITraitCollection(preferredContentSizeCategory: category), forChild: child)
        }
        window.setNeedsLayout()
        window.layoutIfNeeded()
    }

    /// `waitUntil` that lays the window out before every check.
    func waitUntilLaidOut(timeout: TimeInterval = 2, _ condition: () -> Bool) -> Bool {
        waitUntil(timeout: timeout) {
            window.layoutIfNeeded()
            return condition()
        }
    }
}

@MainActor
extension XCTestCase {
    /// A ``HostedTable`` in a shown window of `windowFrame`, at `category`, with `sections` and the
    /// spy configured by `configure`, loaded (see ``FixtureStart/loaded``). Automatic inset
    /// adjustment is off, so the empty state's area is the table's bounds.
    func makeHostedTable(
        windowFrame: CGRect = testWindowFrame, category: UIContentSizeCategory? = nil, sections: [Int] = [0],
        configure: (EmptyDataSetSpy) -> Void = { _ in }
    ) -> HostedTable {
        let window = makeShownWindow(frame: windowFrame)
        let container = UIViewController()
        window.rootViewController = container
        let child = UITableViewController(style: .plain)
        container.addChild(child)
        child.view.frame = container.view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let tableView = child.tableView!
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.separatorStyle = .none
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        window.layoutIfNeeded()
        let fixture = makeFixture(for: tableView, in: window, sections: sections, start: .attached, configure: configure)
        let host = HostedTable(fixture: fixture, container: container, child: child)
        if let category { host.setContentSizeCategory(category) }
        tableView.reloadData()
        drainMainQueue()
        window.layoutIfNeeded()
        fixture.spy.resetCalls()
        return host
    }
}
#endif
