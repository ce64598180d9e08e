#if canImport(UIKit)
import UIKit

/// The check that DZNEmptyDataSet itself is not linked into the app as well.
///
/// This package answers to DZNEmptyDataSet's Objective-C selectors on `UIScrollView`
/// (`emptyDataSetSource`, `setEmptyDataSetSource:`, `emptyDataSetDelegate`, `reloadEmptyDataSet`,
/// `isEmptyDataSetVisible`, `emptyDataSetView` …). DZNEmptyDataSet's category defines the same
/// methods, so when both are linked (DZNEmptyDataSet brought in by another pod or package), whichever
/// category the Objective-C runtime loads last replaces the other's methods for every scroll view: the
/// two cannot coexist. Nothing can make both work, so the package logs one clear message naming the
/// cause, and never raises or traps itself; it cannot promise what DZNEmptyDataSet's code does once its
/// methods are the ones in place.
///
/// Where the check runs: at `EmptyDataSetHooks.installIfNeeded(for:)`, which every first use of the
/// package reaches (a source set through the package's setter, a configuration or provider, the
/// loading flow, sections, paging) — paths DZNEmptyDataSet defines nothing for, so its category
/// cannot replace them. When DZNEmptyDataSet's category wins, its `setEmptyDataSetSource:` runs
/// instead of the package's; an app that then uses only DZNEmptyDataSet's selectors runs none of the
/// package's code at all, and nothing can log (DZNEmptyDataSet draws its own empty state). Comparing
/// `UIScrollView`'s implementation of `setEmptyDataSetSource:` with the package's own was left out:
/// the package has no reliable way to name its own implementation (the Objective-C thunk of a Swift
/// setter has no symbol to take the address of, and with static linking both live in the app's image).
@MainActor
enum DZNCoexistence {
    /// DZNEmptyDataSet's view class: present exactly when DZNEmptyDataSet is linked.
    static let dznViewClassName = "DZNEmptyDataSetView"

    /// What is logged when DZNEmptyDataSet is linked too.
    static let message = """
        EmptyDataSet: DZNEmptyDataSet is linked into this app too (class DZNEmptyDataSetView exists). \
        The two cannot coexist: both define UIScrollView's emptyDataSetSource, emptyDataSetDelegate and \
        reloadEmptyDataSet, and the one loaded last replaces the other's for every scroll view. \
        Remove DZNEmptyDataSet (or the dependency that brings it in).
        """

    private static var hasChecked = false

    /// Where the message goes: the console (tests record it instead).
    static var log: (String) -> Void = { print($0) }

    /// Logs ``message`` once per process, at the first call, when DZNEmptyDataSet is linked (its
    /// class ``dznViewClassName`` exists); returns whether it logged now. Later calls do nothing
    /// (no class lookup), so the hooks' installation may call it every time.
    @discardableResult
    static func warnOnceIfLinked() -> Bool {
        guard !hasChecked else { return false }
        hasChecked = true
        guard NSClassFromString(dznViewClassName) != nil else { return false }
        log(message)
        return true
    }

    /// Forgets the check, so a test can run it again.
    static func resetForTesting() {
        hasChecked = false
    }
}
#endif
