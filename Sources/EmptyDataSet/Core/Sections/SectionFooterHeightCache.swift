import Foundation

/// The footer heights of a flow layout's sections, measured on the section refresh's turn and
/// answered from here when the layout asks (`collectionView(_:layout:referenceSizeForFooterInSection:)`
/// runs inside UIKit's layout `prepare`, where the package must not create or render views).
///
/// A height is kept for a section with the width and the key (the configuration and the text
/// size) it was measured for; the layout gets it only for the same key and a width within half a
/// point. Anything else is a miss: the caller answers the last height for the section meanwhile
/// (``lastHeight(forSection:)``) and asks for a refresh, which measures again and invalidates the
/// layout once.
struct SectionFooterHeightCache<Key: Equatable> {
    private struct Measured {
        var width: CGFloat
        var key: Key
        var height: CGFloat
    }

    private var measured: [Int: Measured] = [:]

    /// The height measured for `section` at `width` for `key`; `nil` when not measured so.
    func height(forSection section: Int, width: CGFloat, key: Key) -> CGFloat? {
        guard let entry = measured[section], entry.key == key,
            abs(Metric.finiteOrZero(entry.width) - Metric.finiteOrZero(width)) <= 0.5
        else { return nil }
        return entry.height
    }

    /// The last height measured for `section`, whatever its width and key; `nil` for none.
    func lastHeight(forSection section: Int) -> CGFloat? {
        measured[section]?.height
    }

    /// Keeps `height` (non-finite or negative: 0) for `section` at `width` and `key`.
    /// - Returns: Whether it differs by more than half a point from the height kept before (a
    ///   section not kept before counts as 0): the layout must ask for the footer's size again.
    @discardableResult
    mutating func store(_ height: CGFloat, forSection section: Int, width: CGFloat, key: Key) -> Bool {
        let height = max(0, Metric.finiteOrZero(height))
        let before = measured[section]?.height ?? 0
        measured[section] = Measured(width: width, key: key, height: height)
        return abs(before - height) > 0.5
    }

    /// Forgets every section but `sections` (the ones that show a placeholder now).
    /// - Returns: Whether a forgotten section had a height above 0 (its footer must shrink).
    @discardableResult
    mutating func keep(only sections: Set<Int>) -> Bool {
        let dropped = measured.filter { !sections.contains($0.key) }
        measured = measured.filter { sections.contains($0.key) }
        return dropped.values.contains { $0.height > 0 }
    }
}
