#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

// Shared fixtures and assertions for the UIKit tests.

/// The size of the window every fixture is put in: an iPhone 8-sized screen.
let testWindowFrame = CGRect(x: 0, y: 0, width: 375, height: 667)

/// A window of `frame`, shown. A new `UIWindow` is hidden, and a hidden window hit-tests nothing
/// (`hitTest(_:with:)` skips hidden views, the window included) and is never on screen, so touch,
/// hit-testing and animation tests would not see what a device shows. The caller keeps it alive.
@MainActor
func makeShownWindow(frame: CGRect = testWindowFrame) -> UIWindow {
    let window = UIWindow(frame: frame)
    window.isHidden = false
    return window
}

/// A table view filling a shown window of `windowFrame` (the window is returned so the caller
/// keeps it alive), with `dataSource` as its data source.
@MainActor
func makeTableView(
    dataSource: (any UITableViewDataSource)?, style: UITableView.Style = .plain, windowFrame: CGRect = testWindowFrame
) -> (window: UIWindow, tableView: UITableView) {
    let window = makeShownWindow(frame: windowFrame)
    let tableView = UITableView(frame: window.bounds, style: style)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
    tableView.dataSource = dataSource
    window.addSubview(tableView)
    window.layoutIfNeeded()
    return (window, tableView)
}

/// A collection view with a flow layout filling a shown window of `testWindowFrame`, with its cell
/// class registered for `CountingDataSource.cellIdentifier`.
@MainActor
func makeCollectionView(
    dataSource: (any UICollectionViewDataSource)?
) -> (window: UIWindow, collectionView: UICollectionView) {
    let window = makeShownWindow()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: CountingDataSource.cellIdentifier)
    collectionView.dataSource = dataSource
    window.addSubview(collectionView)
    window.layoutIfNeeded()
    return (window, collectionView)
}

/// A table with `sections` (rows per section) and a spy as source and delegate, configured by
/// `configure` before it is attached; nothing reloaded yet. The starting point of tests that watch
/// the first reload.
@MainActor
func makeAttachedTable(
    sections: [Int], configure: (EmptyDataSetSpy) -> Void = { _ in }
) -> (window: UIWindow, tableView: UITableView, dataSource: CountingDataSource, spy: EmptyDataSetSpy) {
    let dataSource = CountingDataSource(itemCounts: sections)
    let (window, tableView) = makeTableView(dataSource: dataSource)
    let spy = EmptyDataSetSpy()
    configure(spy)
    attach(spy, to: tableView)
    keepAlive([dataSource, spy], with: window)
    return (window, tableView, dataSource, spy)
}

/// ``makeAttachedTable(sections:configure:)`` for a collection view (`sections`: items per section).
@MainActor
func makeAttachedCollection(
    sections: [Int], configure: (EmptyDataSetSpy) -> Void = { _ in }
) -> (window: UIWindow, collectionView: UICollectionView, dataSource: CountingDataSource, spy: EmptyDataSetSpy) {
    let dataSource = CountingDataSource(itemCounts: sections)
    let (window, collectionView) = makeCollectionView(dataSource: dataSource)
    let spy = EmptyDataSetSpy()
    configure(spy)
    attach(spy, to: collectionView)
    keepAlive([dataSource, spy], with: window)
    return (window, collectionView, dataSource, spy)
}

/// Keeps `objects` alive as long as `window`: scroll views hold their data source, source and
/// delegate weakly, and a test that keeps its window alive must not lose them halfway.
@MainActor
private func keepAlive(_ objects: [AnyObject], with window: UIWindow) {
    objc_setAssociatedObject(window, keptAliveKey, objects, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
}

nonisolated(unsafe) private let keptAliveKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

/// ``makeAttachedTable(sections:configure:)``, then reloaded and laid out, the source's scheduled
/// reload run and the calls so far forgotten: the starting point of tests that count what a
/// change asks.
@MainActor
func makeLoadedTable(
    sections: [Int], configure: (EmptyDataSetSpy) -> Void = { _ in }
) -> (window: UIWindow, tableView: UITableView, dataSource: CountingDataSource, spy: EmptyDataSetSpy) {
    let fixture = makeAttachedTable(sections: sections, configure: configure)
    fixture.tableView.reloadData()
    settle(fixture.tableView, forgettingCallsOf: fixture.spy)
    return fixture
}

/// ``makeLoadedTable(sections:configure:)`` for a collection view (`sections`: items per section).
@MainActor
func makeLoadedCollection(
    sections: [Int], configure: (EmptyDataSetSpy) -> Void = { _ in }
) -> (window: UIWindow, collectionView: UICollectionView, dataSource: CountingDataSource, spy: EmptyDataSetSpy) {
    let fixture = makeAttachedCollection(sections: sections, configure: configure)
    fixture.collectionView.reloadData()
    settle(fixture.collectionView, forgettingCallsOf: fixture.spy)
    return fixture
}

/// Lays `scrollView` out, runs the scheduled reload and forgets the calls `spy` saw so far.
@MainActor
private func settle(_ scrollView: UIScrollView, forgettingCallsOf spy: EmptyDataSetSpy) {
    scrollView.layoutIfNeeded()
    spinRunLoop()
    spy.resetCalls()
}

/// Sets `spy` as both source and delegate.
@MainActor
func attach(_ spy: EmptyDataSetSpy, to scrollView: UIScrollView) {
    scrollView.emptyDataSetDelegate = spy
    scrollView.emptyDataSetSource = spy
}

/// Lets the main run loop (and the main queue) run for `seconds`: scheduled reloads, coalesced
/// content-size signals, diffable applies.
@MainActor
func spinRunLoop(for seconds: TimeInterval = 0.1) {
    RunLoop.main.run(until: Date().addingTimeInterval(seconds))
}

/// Runs the main run loop until `condition` holds or `timeout` passes; returns whether it held.
@MainActor
@discardableResult
func waitUntil(timeout: TimeInterval = 2, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() >= deadline { return false }
        RunLoop.main.run(until: Date().addingTimeInterval(0.01))
    }
    return true
}

/// The empty-state view of `scrollView`, failing the test when there is none.
@MainActor
func emptyView(of scrollView: UIScrollView, file: StaticString = #filePath, line: UInt = #line) throws -> EmptyDataSetView {
    try XCTUnwrap(scrollView.emptyDataSetControllerIfPresent?.emptyView, "no empty-state view", file: file, line: line)
}

/// Asserts that the empty state is showing: the public flag, and the view in the scroll view's
/// subviews, not hidden.
@MainActor
func assertEmptyStateVisible(
    _ scrollView: UIScrollView, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertTrue(scrollView.isEmptyDataSetVisible, "isEmptyDataSetVisible \(message)", file: file, line: line)
    guard let view = scrollView.emptyDataSetControllerIfPresent?.emptyView else {
        XCTFail("no empty-state view \(message)", file: file, line: line)
        return
    }
    XCTAssertTrue(scrollView.subviews.contains { $0 === view }, "empty view not in the scroll view \(message)", file: file, line: line)
    XCTAssertFalse(view.isHidden, "empty view hidden \(message)", file: file, line: line)
}

/// Asserts that the empty state is not showing: the public flag, and no visible view.
@MainActor
func assertEmptyStateHidden(
    _ scrollView: UIScrollView, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertFalse(scrollView.isEmptyDataSetVisible, "isEmptyDataSetVisible \(message)", file: file, line: line)
    if let view = scrollView.emptyDataSetControllerIfPresent?.emptyView, view.superview === scrollView {
        XCTAssertTrue(view.isHidden, "empty view still shown \(message)", file: file, line: line)
    }
}

/// A plain image of `size` points, drawn in one color.
@MainActor
func makeImage(size: CGSize = CGSize(width: 40, height: 40), color: UIColor = .gray) -> UIImage {
    UIGraphicsImageRenderer(size: size).image { context in
        color.setFill()
        context.fill(CGRect(origin: .zero, size: size))
    }
}

/// Simulates a tap on `control`: `sendActions(for: .touchUpInside)`, which UIKit routes through
/// `UIApplication`. Test bundles without a host app have no application object and the actions
/// are then silently dropped, so when `delivered()` is still false afterwards, the registered
/// actions are performed directly, as UIKit would have.
@MainActor
func tap(_ control: UIControl, delivered: () -> Bool) {
    control.sendActions(for: .touchUpInside)
    guard !delivered() else { return }
    for target in control.allTargets {
        let object = target.base as AnyObject
        for action in control.actions(forTarget: object, forControlEvent: .touchUpInside) ?? [] {
            _ = object.perform(NSSelectorFromString(action), with: control)
        }
    }
}

/// The fade running on `view`: an animation of its layer's opacity, whatever key UIKit filed it
/// under. The identical object is returned while the same animation runs.
@MainActor
func opacityAnimation(of view: UIView) -> CAAnimation? {
    (view.layer.animationKeys() ?? []).lazy
        .compactMap { view.layer.animation(forKey: $0) }
        .first { ($0 as? CAPropertyAnimation)?.keyPath == "opacity" }
}

/// The objects of an `accessibilityElements` array, for identity comparisons.
@MainActor
func accessibilityObjects(of view: UIView) -> [AnyObject] {
    (view.accessibilityElements ?? []).map { $0 as AnyObject }
}
#endif
