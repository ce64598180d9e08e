#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A configurable `EmptyDataSetSource` and `EmptyDataSetDelegate` that records every call it
/// receives, in order, as a string (`"title"`, `"willAppear"`, `"didTapButton"` …).
///
/// Content is configured through the `…Text`/`image…` properties (nil answers nil), behavior
/// through the `should…`/`allows…` properties. Those answer as the package's documented defaults
/// would, except `shouldFadeIn`, which is `false` so that tests see the final state at once instead
/// of a running fade. Because the spy implements every method, it never exercises the fallbacks
/// themselves: `MinimalSource` and `BareDelegate` below do (see `DefaultsTests`).
/// `allowsScroll == nil` makes the object *not implement* `emptyDataSetShouldAllowScroll(_:)`
/// (`responds(to:)` says no), because "not implemented" has its own default (refresh control).
final class EmptyDataSetSpy: NSObject, EmptyDataSetSource, EmptyDataSetDelegate {
    static let willAppear = "willAppear"
    static let didAppear = "didAppear"
    static let willDisappear = "willDisappear"
    static let didDisappear = "didDisappear"
    private static let lifecycleNames: Set<String> = [willAppear, didAppear, willDisappear, didDisappear]

    // MARK: Recording

    /// Every source and delegate call, in the order received.
    private(set) var calls: [String] = []
    /// The buttons passed to `emptyDataSet(_:didTapButton:)`, in order.
    private(set) var tappedButtons: [UIButton] = []
    /// The views passed to `emptyDataSet(_:didTapView:)`, in order.
    private(set) var tappedViews: [UIView] = []
    /// The states `buttonTitle(forEmptyDataSet:for:)` was asked for, in order.
    private(set) var buttonTitleStates: [UIControl.State] = []
    /// The errors passed to `emptyDataSet(_:didFailWhileShowingContent:)`, in order.
    private(set) var failuresWhileShowingContent: [any Error] = []
    /// Called after each call is recorded, with its name and scroll view (to observe state mid-reload).
    var onCall: ((String, UIScrollView) -> Void)?

    /// Only the four appearance callbacks, in order.
    var lifecycleCalls: [String] { calls.filter { Self.lifecycleNames.contains($0) } }

    /// How many times the call named `name` was received.
    func count(of name: String) -> Int { calls.filter { $0 == name }.count }

    /// Forgets the calls recorded so far.
    func resetCalls() {
        calls = []
        tappedButtons = []
        tappedViews = []
        failuresWhileShowingContent = []
        buttonTitleStates = []
    }

    private func record(_ name: String, _ scrollView: UIScrollView) {
        calls.append(name)
        onCall?(name, scrollView)
    }

    // MARK: Source configuration

    var titleText: String? = "Nothing here"
    var titleAttributes: [NSAttributedString.Key: Any] = [:]
    var detailText: String?
    var image: UIImage?
    var imageTint: UIColor?
    var imageAnimation: CAAnimation?
    /// Answer of EmptyDataSet-Swift's `imagetintColor(forEmptyDataSet:)` spelling.
    var legacyImageTint: UIColor?
    var buttonTitleText: String?
    var customView: UIView?
    var background: UIColor?
    var verticalOffset: CGFloat = 0
    var spaceHeight: CGFloat = Metric.defaultSpaceHeight

    // MARK: Delegate configuration

    var shouldFadeIn = false
    var isForcedToDisplay = false
    var shouldDisplay = true
    var allowsTouch = true
    var animatesImageView = false
    /// `nil`: `emptyDataSetShouldAllowScroll(_:)` is not implemented. Read from the nonisolated
    /// `responds(to:)`, hence `nonisolated(unsafe)`; only tests on the main actor write it.
    nonisolated(unsafe) var allowsScroll: Bool?

    override nonisolated func responds(to aSelector: Selector!) -> Bool {
        if aSelector == #selector(EmptyDataSetDelegate.emptyDataSetShouldAllowScroll(_:)) {
            return allowsScroll != nil
        }
        return super.responds(to: aSelector)
    }

    // MARK: EmptyDataSetSource

    func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        record("title", scrollView)
        return titleText.map { NSAttributedString(string: $0, attributes: titleAttributes) }
    }

    func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        record("description", scrollView)
        return detailText.map { NSAttributedString(string: $0) }
    }

    func image(forEmptyDataSet scrollView: UIScrollView) -> UIImage? {
        record("image", scrollView)
        return image
    }

    func imageTintColor(forEmptyDataSet scrollView: UIScrollView) -> UIColor? {
        record("imageTintColor", scrollView)
        return imageTint
    }

    func imagetintColor(forEmptyDataSet scrollView: UIScrollView) -> UIColor? {
        record("imagetintColor", scrollView)
        return legacyImageTint
    }

    func imageAnimation(forEmptyDataSet scrollView: UIScrollView) -> CAAnimation? {
        record("imageAnimation", scrollView)
        return imageAnimation
    }

    func buttonTitle(forEmptyDataSet scrollView: UIScrollView, for state: UIControl.State) -> NSAttributedString? {
        buttonTitleStates.append(state)
        record("buttonTitle", scrollView)
        return buttonTitleText.map { NSAttributedString(string: $0) }
    }

    func customView(forEmptyDataSet scrollView: UIScrollView) -> UIView? {
        record("customView", scrollView)
        return customView
    }

    func backgroundColor(forEmptyDataSet scrollView: UIScrollView) -> UIColor? {
        record("backgroundColor", scrollView)
        return background
    }

    func verticalOffset(forEmptyDataSet scrollView: UIScrollView) -> CGFloat {
        record("verticalOffset", scrollView)
        return verticalOffset
    }

    func spaceHeight(forEmptyDataSet scrollView: UIScrollView) -> CGFloat {
        record("spaceHeight", scrollView)
        return spaceHeight
    }

    // MARK: EmptyDataSetDelegate

    func emptyDataSetShouldFadeIn(_ scrollView: UIScrollView) -> Bool {
        record("shouldFadeIn", scrollView)
        return shouldFadeIn
    }

    func emptyDataSetShouldBeForcedToDisplay(_ scrollView: UIScrollView) -> Bool {
        record("shouldBeForcedToDisplay", scrollView)
        return isForcedToDisplay
    }

    func emptyDataSetShouldDisplay(_ scrollView: UIScrollView) -> Bool {
        record("shouldDisplay", scrollView)
        return shouldDisplay
    }

    func emptyDataSetShouldAllowTouch(_ scrollView: UIScrollView) -> Bool {
        record("shouldAllowTouch", scrollView)
        return allowsTouch
    }

    func emptyDataSetShouldAllowScroll(_ scrollView: UIScrollView) -> Bool {
        record("shouldAllowScroll", scrollView)
        return allowsScroll ?? false
    }

    func emptyDataSetShouldAnimateImageView(_ scrollView: UIScrollView) -> Bool {
        record("shouldAnimateImageView", scrollView)
        return animatesImageView
    }

    func emptyDataSet(_ scrollView: UIScrollView, didTapView view: UIView) {
        tappedViews.append(view)
        record("didTapView", scrollView)
    }

    func emptyDataSet(_ scrollView: UIScrollView, didTapButton button: UIButton) {
        tappedButtons.append(button)
        record("didTapButton", scrollView)
    }

    func emptyDataSet(_ scrollView: UIScrollView, didFailWhileShowingContent error: any Error) {
        failuresWhileShowingContent.append(error)
        record("didFailWhileShowingContent", scrollView)
    }

    func emptyDataSetWillAppear(_ scrollView: UIScrollView) {
        record(Self.willAppear, scrollView)
    }

    func emptyDataSetDidAppear(_ scrollView: UIScrollView) {
        record(Self.didAppear, scrollView)
    }

    func emptyDataSetWillDisappear(_ scrollView: UIScrollView) {
        record(Self.willDisappear, scrollView)
    }

    func emptyDataSetDidDisappear(_ scrollView: UIScrollView) {
        record(Self.didDisappear, scrollView)
    }
}

/// A source that implements only the title and the description: every other answer (spacing,
/// offset, background, image, button) is the package's default, reached through the real
/// `@objc optional` lookup.
final class MinimalSource: NSObject, EmptyDataSetSource {
    var titleText = "Nothing here"
    var detailText: String?

    func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        NSAttributedString(string: titleText)
    }

    func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
        detailText.map { NSAttributedString(string: $0) }
    }
}

/// A delegate that implements nothing: every decision is the package's documented default.
final class BareDelegate: NSObject, EmptyDataSetDelegate {}

/// A table and collection view data source with a mutable item count per section, counting how
/// often it is asked. `itemCounts.count` is the number of sections.
final class CountingDataSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    static let cellIdentifier = "Cell"

    /// Items (rows) per section. Negative values are allowed, to simulate a buggy data source.
    var itemCounts: [Int]
    /// Calls of `tableView(_:numberOfRowsInSection:)`.
    private(set) var numberOfRowsCalls = 0
    /// Calls of `collectionView(_:numberOfItemsInSection:)`.
    private(set) var numberOfItemsCalls = 0
    /// Calls of `numberOfSections(in:)`, table or collection.
    private(set) var numberOfSectionsCalls = 0

    init(itemCounts: [Int] = []) {
        self.itemCounts = itemCounts
        super.init()
    }

    func resetCounters() {
        numberOfRowsCalls = 0
        numberOfItemsCalls = 0
        numberOfSectionsCalls = 0
    }

    private func count(in section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    // MARK: UITableViewDataSource

    func numberOfSections(in tableView: UITableView) -> Int {
        numberOfSectionsCalls += 1
        return itemCounts.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        numberOfRowsCalls += 1
        return count(in: section)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    // MARK: UICollectionViewDataSource

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        numberOfSectionsCalls += 1
        return itemCounts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        numberOfItemsCalls += 1
        return count(in: section)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
    }
}
#if !os(tvOS)
/// A refresh control whose `isRefreshing` the test sets: on iOS 17 and later, `beginRefreshing()`
/// in a test window without a scene is ignored ("received offscreen beginRefreshing"), so a real
/// one cannot be made to refresh in a plain test run.
final class ScriptedRefreshControl: UIRefreshControl {
    var isRefreshingForTest = false

    override var isRefreshing: Bool { isRefreshingForTest }
}
#endif
#endif
