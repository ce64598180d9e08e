#if canImport(UIKit)
import UIKit

/// The check that DZNEmptyDataSet itself is not linked into the app as well.
///
/// This package answers to DZNEmptyDataSet's Objective-C selectors on `UIScrollView`
/// (`emptyDataSetSource`, `setEmptyDataSetSource:`, `emptyDataSetDelegate`, `reloadEmptyDataSet`,
/// `isEmptyDataSetVisible`, `emptyDataSetView` …). DZNEmptyDataSet's category defines the same
/// methods, so when both are linked (DZNEmptyDataSet brought in by another pod or package), whichever
/// category the Objective-C runtime loads last replaces the other's methods for every scroll view: the
/// two cannot coexist, and the app misbehaves or crashes at the first empty state. Nothing can make
/// both work, so the first source set logs one clear message naming the cause; it never crashes.
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
    /// (no class lookup).
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
