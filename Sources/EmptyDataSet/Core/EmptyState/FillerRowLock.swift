import Foundation

// A plain table's filler rows while the empty state shows, and giving the app back its setting.

/// Keeps a plain table's filler rows — the empty rows, each with a separator line, that UIKit draws
/// below the last row to fill the table — from drawing lines across the empty state, and gives the
/// app its `fillerRowHeight` back when the empty state hides.
///
/// Why `fillerRowHeight` (iOS 15+): `0` turns filler rows off and nothing else. The rows' own
/// separators (a forced empty state over rows), `separatorStyle`, `separatorColor` and the app's
/// `tableFooterView` stay as the app set them, and the loading state's placeholder rows — shown
/// while the empty state is hidden — keep the table's own filler separators they sit between. A
/// grouped or inset-grouped table draws no filler rows and is left alone. An app that changes
/// `fillerRowHeight` while the empty state shows keeps its value (``SettingOverride``).
struct FillerRowLock: Sendable {
    private var setting = SettingOverride<CGFloat>()

    /// The filler-row height while the empty state shows: none in a plain table, the app's own in
    /// any other style (filler rows are a plain-style feature).
    /// - Parameters:
    ///   - current: The table's `fillerRowHeight` now.
    ///   - isPlainStyle: Whether the table's style is `.plain`.
    static func height(whileShowing current: CGFloat, isPlainStyle: Bool) -> CGFloat {
        isPlainStyle ? 0 : current
    }

    /// Called on every pass that leaves the empty state visible; returns the `fillerRowHeight` to
    /// write, or `nil` to leave it alone (already right, or changed by the app since).
    /// - Parameters:
    ///   - current: The table's `fillerRowHeight` now.
    ///   - isPlainStyle: Whether the table's style is `.plain`.
    mutating func engage(current: CGFloat, isPlainStyle: Bool) -> CGFloat? {
        setting.engage(current: current, wanted: Self.height(whileShowing: current, isPlainStyle: isPlainStyle))
    }

    /// Called when the empty state hides; returns the app's `fillerRowHeight` to restore, or `nil`
    /// to leave it alone (nothing was changed, or the app set its own value meanwhile).
    /// - Parameter current: The table's `fillerRowHeight` now.
    mutating func release(current: CGFloat) -> CGFloat? {
        setting.release(current: current)
    }
}
