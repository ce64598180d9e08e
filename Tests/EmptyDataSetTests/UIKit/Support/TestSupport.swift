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

// MARK: - The fixture

/// How far a fixture goes before the test gets it.
enum FixtureStart {
    /// Source and delegate set, nothing reloaded: the reload that setting a source schedules (on
    /// the next main-queue turn) is still pending. It runs at the test's first run-loop spin, and
    /// at the latest in the fixture's teardown, never in a later test. For tests that watch the
    /// first reload (`tableView.reloadData()` then the appearance callbacks).
    case attached
    /// Nothing set: the spy is configured but not yet the scroll view's source or delegate, so the
    /// test's own `attach(fixture.spy, to: fixture.scrollView)` (or setting only one of them) is the
    /// action it watches. The scroll view was laid out before, with its data source set.
    case detached
    /// Reloaded (`reloadData()`, or `reloadEmptyDataSet()` for a plain scroll view), laid out, the
    /// scheduled reload run and the spy's calls forgotten: the starting point of tests that watch
    /// what a later change does.
    case loaded
}

/// Everything a UIKit test needs, owned for the whole test: a shown window, the scroll view in it,
/// the data source and the spy (source and delegate). Scroll views hold their data source, empty
/// data set source and delegate weakly; the fixture holds them strongly, and the teardown block its
/// factory registers holds the fixture, so nothing is released halfway through a test.
///
/// Made by ``XCTestCase/makeTableFixture(sections:style:windowFrame:start:configure:prepare:)``,
/// ``XCTestCase/makeCollectionFixture(sections:start:configure:prepare:)``,
/// ``XCTestCase/makeScrollViewFixture(start:configure:prepare:)`` or, for any other scroll view
/// (a subclass, a `UITableViewController`'s table), ``XCTestCase/makeFixture(for:in:sections:start:configure:prepare:)``.
/// The teardown runs what is still scheduled on the main queue, then takes the scroll view out of
/// the window and hides the window.
@MainActor
final class EmptyDataSetFixture<ScrollView: UIScrollView> {
    /// The shown window the scroll view is in.
    let window: UIWindow
    /// The scroll view under test.
    let scrollView: ScrollView
    /// The table or collection view's data source (not connected to a plain `UIScrollView`).
    let dataSource: CountingDataSource
    /// Source and delegate of the empty state.
    let spy: EmptyDataSetSpy

    init(window: UIWindow, scrollView: ScrollView, dataSource: CountingDataSource, spy: EmptyDataSetSpy) {
        self.window = window
        self.scrollView = scrollView
        self.dataSource = dataSource
        self.spy = spy
    }

    /// The empty-state view, failing the test (at the caller's line) when there is none yet.
    func emptyView(file: StaticString = #filePath, line: UInt = #line) throws -> EmptyStateView {
        try EmptyDataSetTests.emptyView(of: scrollView, file: file, line: line)
    }

    /// Lays out the scroll view and then the empty-state view, and returns the latter.
    func layOut(file: StaticString = #filePath, line: UInt = #line) throws -> EmptyStateView {
        try EmptyDataSetTests.layOut(scrollView, file: file, line: line)
    }

    /// Other weakly held objects the test uses (another source, delegate or data source), kept
    /// alive with the fixture.
    private var kept: [AnyObject] = []

    /// Keeps `objects` (a source or delegate other than the spy, say) alive until the test ends.
    func keep(_ objects: AnyObject...) {
        kept += objects
    }

    /// Runs the work already scheduled on the main queue (see ``drainMainQueue(turns:timeout:)``).
    func settle() {
        drainMainQueue()
    }

    /// How many times `signal` reached the scroll view's empty state so far (see ``signalCount(_:in:)``).
    func signalCount(_ signal: UpdateSignal) -> Int {
        EmptyDataSetTests.signalCount(signal, in: scrollView)
    }

    /// The teardown: scheduled work run while everything is alive, then out of the window.
    fileprivate func tearDown() {
        drainMainQueue()
        scrollView.removeFromSuperview()
        window.rootViewController = nil
        window.isHidden = true
    }
}

extension EmptyDataSetFixture where ScrollView == UITableView {
    /// The table view (``scrollView``).
    var tableView: UITableView { scrollView }
}

extension EmptyDataSetFixture where ScrollView == UICollectionView {
    /// The collection view (``scrollView``).
    var collectionView: UICollectionView { scrollView }
}

@MainActor
extension XCTestCase {
    /// A table filling a shown window of `windowFrame`, with a ``CountingDataSource`` of `sections`
    /// (rows per section) and a spy as source and delegate. `prepare` runs on the table (in the
    /// window, data source set) before the spy is attached; `configure` on the spy before it is
    /// attached. See ``FixtureStart`` for `start`.
    ///
    ///     let fixture = makeTableFixture(sections: [0]) { spy in spy.buttonTitleText = "Retry" }
    ///     fixture.tableView.reloadData()
    func makeTableFixture(
        sections: [Int] = [0], style: UITableView.Style = .plain, windowFrame: CGRect = testWindowFrame,
        start: FixtureStart = .loaded, configure: (EmptyDataSetSpy) -> Void = { _ in },
        prepare: (UITableView) -> Void = { _ in }
    ) -> EmptyDataSetFixture<UITableView> {
        let tableView = UITableView(frame: CGRect(origin: .zero, size: windowFrame.size), style: style)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: CountingDataSource.cellIdentifier)
        return makeFixture(
            for: tableView, in: makeShownWindow(frame: windowFrame), sections: sections, start: start,
            configure: configure, prepare: prepare)
    }

    /// ``makeTableFixture(sections:style:windowFrame:start:configure:prepare:)`` for a collection view
    /// with a flow layout of 100 × 100 items (`sections`: items per section).
    func makeCollectionFixture(
        sections: [Int] = [0], start: FixtureStart = .loaded, configure: (EmptyDataSetSpy) -> Void = { _ in },
        prepare: (UICollectionView) -> Void = { _ in }
    ) -> EmptyDataSetFixture<UICollectionView> {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(frame: testWindowFrame, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: CountingDataSource.cellIdentifier)
        return makeFixture(
            for: collectionView, in: makeShownWindow(), sections: sections, start: start, configure: configure,
            prepare: prepare)
    }

    /// A plain `UIScrollView` filling a shown window, with automatic inset adjustment off (its
    /// insets are then exactly `contentInset`), and a spy as source and delegate. `.loaded` means
    /// `reloadEmptyDataSet()` was called: the empty state shows unless the spy says otherwise.
    func makeScrollViewFixture(
        start: FixtureStart = .loaded, configure: (EmptyDataSetSpy) -> Void = { _ in },
        prepare: (UIScrollView) -> Void = { _ in }
    ) -> EmptyDataSetFixture<UIScrollView> {
        let scrollView = UIScrollView(frame: testWindowFrame)
        scrollView.contentInsetAdjustmentBehavior = .never
        return makeFixture(
            for: scrollView, in: makeShownWindow(), sections: [], start: start, configure: configure, prepare: prepare)
    }

    /// The fixture for any scroll view: `scrollView` is added to `window` filling it, unless it is
    /// already in a window (a view controller's view, say: then that window is used and `window`
    /// may be nil). A table or collection view gets a ``CountingDataSource`` of `sections`. The
    /// steps: `prepare`, layout, `configure` the spy, attach it (not for `.detached`), then `start`. Registers the
    /// teardown that owns the fixture until the test ends.
    func makeFixture<ScrollView: UIScrollView>(
        for scrollView: ScrollView, in window: UIWindow?, sections: [Int] = [0], start: FixtureStart = .loaded,
        configure: (EmptyDataSetSpy) -> Void = { _ in }, prepare: (ScrollView) -> Void = { _ in }
    ) -> EmptyDataSetFixture<ScrollView> {
        let fixture = buildFixture(
            for: scrollView, in: window, sections: sections, attaching: start != .detached, configure: configure,
            prepare: prepare)
        let owner = UncheckedSendableBox(fixture)
        // XCTest runs teardown blocks on the main thread, after the test method returned.
        addTeardownBlock {
            MainActor.assumeIsolated { owner.value.tearDown() }
        }
        if start == .loaded { loadFixture(fixture) }
        return fixture
    }
}

@MainActor
extension XCTestCase {
    /// A table with no source and the spy as its delegate only, showing `configuration` (set as
    /// ``UIKit/UIScrollView/emptyDataSetConfiguration``) once the change it schedules has run,
    /// laid out, the spy's calls so far forgotten: the starting point of configuration tests.
    func makeConfiguredTable(
        _ configuration: EmptyDataSetConfiguration, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (fixture: EmptyDataSetFixture<UITableView>, view: EmptyStateView) {
        let fixture = makeTableFixture(start: .detached)
        fixture.tableView.emptyDataSetDelegate = fixture.spy
        fixture.tableView.emptyDataSetConfiguration = configuration
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible }, "shown", file: file, line: line)
        drainMainQueue()
        let view = try fixture.layOut(file: file, line: line)
        fixture.spy.resetCalls()
        return (fixture, view)
    }
}

/// Builds a fixture without registering its teardown (see ``XCTestCase/makeFixture(for:in:sections:start:configure:prepare:)``).
@MainActor
private func buildFixture<ScrollView: UIScrollView>(
    for scrollView: ScrollView, in window: UIWindow?, sections: [Int], attaching: Bool,
    configure: (EmptyDataSetSpy) -> Void, prepare: (ScrollView) -> Void
) -> EmptyDataSetFixture<ScrollView> {
    let hostWindow: UIWindow
    if let existing = scrollView.window {
        hostWindow = existing
    } else {
        hostWindow = window ?? makeShownWindow()
        scrollView.frame = hostWindow.bounds
        hostWindow.addSubview(scrollView)
    }
    let dataSource = CountingDataSource(itemCounts: sections)
    (scrollView as? UITableView)?.dataSource = dataSource
    (scrollView as? UICollectionView)?.dataSource = dataSource
    prepare(scrollView)
    hostWindow.layoutIfNeeded()
    scrollView.layoutIfNeeded()
    let spy = EmptyDataSetSpy()
    configure(spy)
    if attaching { attach(spy, to: scrollView) }
    return EmptyDataSetFixture(window: hostWindow, scrollView: scrollView, dataSource: dataSource, spy: spy)
}

/// ``FixtureStart/loaded``: reloaded, laid out, the scheduled reload run, the calls forgotten.
@MainActor
private func loadFixture<ScrollView: UIScrollView>(_ fixture: EmptyDataSetFixture<ScrollView>) {
    switch fixture.scrollView {
    case let tableView as UITableView: tableView.reloadData()
    case let collectionView as UICollectionView: collectionView.reloadData()
    default: fixture.scrollView.reloadEmptyDataSet()
    }
    fixture.scrollView.layoutIfNeeded()
    drainMainQueue()
    fixture.scrollView.layoutIfNeeded()
    fixture.dataSource.resetCounters()
    fixture.spy.resetCalls()
}

/// Carries a main-actor object into a `@Sendable` closure that is known to run on the main thread
/// (an XCTest teardown block), or a UIKit object to a background queue in a test of UIKit misuse.
/// Unchecked on purpose: the compiler cannot see where the closure runs; each use says why it is safe.
final class UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A flag set from any thread and read on the main thread (after the setter's work is done:
/// the tests wait for it with ``waitUntil(timeout:_:)``).
final class AtomicFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    var isRaised: Bool { lock.lock(); defer { lock.unlock() }; return raised }
    func raise() { lock.lock(); raised = true; lock.unlock() }
}

/// Runs the main queue until the blocks enqueued before this call (and, with `turns` > 1, the
/// blocks those enqueue) have run: the main queue is FIFO, so when a marker block enqueued now has
/// run, everything before it has. Gives up after `timeout` per turn.
@MainActor
func drainMainQueue(turns: Int = 2, timeout: TimeInterval = 2) {
    for _ in 0..<turns {
        let marker = AtomicFlag()
        DispatchQueue.main.async { marker.raise() }
        waitUntil(timeout: timeout) { marker.isRaised }
    }
}

/// How many times `signal` reached the empty state of `scrollView` so far (0 before a source or
/// delegate was set): which path produced an update, when several lead to the same end state.
@MainActor
func signalCount(_ signal: UpdateSignal, in scrollView: UIScrollView) -> Int {
    scrollView.emptyDataSetControllerIfPresent?.signals.count(of: signal) ?? 0
}

/// Lays out `scrollView` and then its empty-state view, and returns the latter (failing the test at
/// the caller's line when there is none).
@MainActor
func layOut(_ scrollView: UIScrollView, file: StaticString = #filePath, line: UInt = #line) throws -> EmptyStateView {
    scrollView.layoutIfNeeded()
    let view = try emptyView(of: scrollView, file: file, line: line)
    view.layoutIfNeeded()
    return view
}

/// The frame of the empty state's content (`contentView`) in the empty-state view's coordinates,
/// wherever the content view sits inside it (it may be inside an internal scroll view).
@MainActor
func contentFrame(of view: EmptyStateView) -> CGRect {
    view.contentView.convert(view.contentView.bounds, to: view)
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
func emptyView(of scrollView: UIScrollView, file: StaticString = #filePath, line: UInt = #line) throws -> EmptyStateView {
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

/// The elements VoiceOver reads in the empty state, in order, for identity comparisons: the
/// `accessibilityElements` of its content view (where the reading order lives, inside the content
/// scroll view). The outer containers must not list elements of their own, or VoiceOver would
/// read those instead: a test failure names it.
@MainActor
func accessibilityObjects(of view: EmptyStateView) -> [AnyObject] {
    XCTAssertNil(view.accessibilityElements, "the empty-state view must leave the reading order to its content")
    XCTAssertNil(view.contentScrollView.accessibilityElements, "so must the content scroll view")
    return (view.contentView.accessibilityElements ?? []).map { $0 as AnyObject }
}
#endif
