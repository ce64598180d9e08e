#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Loading-flow options for tests: no show delay and no minimum display time unless a test is
/// about them, so states change on the next turn of the main queue.
@MainActor
func immediateLoadingOptions(_ configure: (inout EmptyDataSetLoadingOptions) -> Void = { _ in }) -> EmptyDataSetLoadingOptions {
    var options = EmptyDataSetLoadingOptions()
    options.showDelay = 0
    options.minimumDisplayDuration = 0
    configure(&options)
    return options
}

/// A load error with words of its own, as the error preset shows them.
struct LoadError: LocalizedError, Equatable {
    var errorDescription: String? { "Couldn’t Load Messages" }
}

@MainActor
extension XCTestCase {
    /// `scrollView` (in a shown window, empty data source) put in the loading flow with `options`
    /// before the spy becomes its source and delegate — the order of an app's `viewDidLoad` — then
    /// reloaded and settled, the spy's calls forgotten unless `keepsCalls`. Nothing has started
    /// or ended yet.
    func makeFlowFixture<ScrollView: UIScrollView>(
        _ scrollView: ScrollView, in window: UIWindow? = nil, options: EmptyDataSetLoadingOptions? = immediateLoadingOptions(),
        keepsCalls: Bool = false, prepare: (ScrollView) -> Void = { _ in }
    ) -> EmptyDataSetFixture<ScrollView> {
        let fixture = makeFixture(for: scrollView, in: window, sections: [0], start: .detached, prepare: prepare)
        if let options { fixture.scrollView.emptyDataSetLoadingOptions = options }
        attach(fixture.spy, to: fixture.scrollView)
        reloadData(of: fixture.scrollView)
        fixture.settle()
        if !keepsCalls { fixture.spy.resetCalls() }
        return fixture
    }

    /// A table in the loading flow (``makeFlowFixture(_:in:options:keepsCalls:prepare:)``); with
    /// `nil` options, the same table without the flow (a control).
    func makeFlowTable(
        options: EmptyDataSetLoadingOptions? = immediateLoadingOptions(), keepsCalls: Bool = false
    ) -> EmptyDataSetFixture<UITableView> {
        let tableView = UITableView(frame: testWindowFrame, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        return makeFlowFixture(tableView, options: options, keepsCalls: keepsCalls)
    }
}

/// `reloadData()` of a table or collection view; `reloadEmptyDataSet()` of another scroll view.
@MainActor
func reloadData(of scrollView: UIScrollView) {
    switch scrollView {
    case let tableView as UITableView: tableView.reloadData()
    case let collectionView as UICollectionView: collectionView.reloadData()
    default: scrollView.reloadEmptyDataSet()
    }
}

/// Whether the empty state shows the loading state: the activity indicator and no button.
@MainActor
func showsLoadingState(_ scrollView: UIScrollView) -> Bool {
    guard scrollView.isEmptyDataSetVisible, let view = scrollView.emptyDataSetControllerIfPresent?.emptyView else { return false }
    return !view.activityIndicator.isHidden && view.primaryButton.isHidden
}

/// The title the empty state shows, if it is visible.
@MainActor
func shownTitle(_ scrollView: UIScrollView) -> String? {
    guard scrollView.isEmptyDataSetVisible else { return nil }
    return scrollView.emptyDataSetControllerIfPresent?.emptyView?.titleLabel.attributedText?.string
}
#endif
