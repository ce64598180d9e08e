#if canImport(UIKit)
import Foundation
import UIKit

/// Makes and configures one kind of the app's views (a cell, a header or footer) for the loading
/// state's placeholder rows, outside the list's data source: a table's cells under the app's
/// reuse identifier are dequeued with `dequeueReusableCell(withIdentifier:)` — the variant
/// without an index path, which UIKit allows outside `tableView(_:cellForRowAt:)` and which hands
/// out a cell the table forgets — and every other view is made directly (by the app's closure or
/// from its nib). A collection view is never asked to dequeue: it must not dequeue a view it did
/// not ask for (iOS 18 raises an exception: "Avoid dequeuing views without a request from the
/// collection view"). Nothing is registered with any list, and a list's data source and delegate
/// are never asked.
struct PlaceholderViewMaker {
    /// The identity of one maker and its copies (for equality) and whether its failure was logged.
    final class Token {
        var didLogFailure = false
        /// Set once making failed: this configuration is not asked again on each rebuild (a
        /// failed dequeue or nib costs the same each time and fails the same way).
        var didFail = false
    }

    let token = Token()
    /// What is made, for the log.
    let name: String
    /// Makes a fresh view for `scrollView`, `nil` when it cannot.
    let make: @MainActor (UIScrollView) -> UIView?
    /// The app's configuration of a made view for a position (`row` is the section for a header
    /// or footer).
    let configure: @MainActor (UIView, IndexPath) -> Void

    /// A view, or `nil` — logged once for this maker — when it cannot be made: the generic rows
    /// then stand in. Once it failed, this maker (and its copies) answers `nil` without trying
    /// again; a new configuration tries afresh (so an app that registers its cell after setting the
    /// placeholder rows sets them again, or registers first).
    @MainActor
    func view(for scrollView: UIScrollView) -> UIView? {
        if token.didFail { return nil }
        if let view = make(scrollView) { return view }
        token.didFail = true
        if !token.didLogFailure {
            token.didLogFailure = true
            // To the console (Xcode's debug area), once: a setup mistake to see while developing.
            print("EmptyDataSet: placeholder rows could not make \(name); the generic placeholder rows show instead (see PlaceholderCells).")
        }
        return nil
    }

    /// A table's cell or header-footer view dequeued from the app's table under
    /// `reuseIdentifier` (a storyboard prototype, a registration of the app's own), without an
    /// index path; `nil` for an identifier the table does not know (UIKit returns nil, no
    /// exception), a view of another class, or a list that is not a table.
    static func dequeued<View: UIView>(
        _ viewClass: View.Type, reuseIdentifier: String, isHeaderFooter: Bool
    ) -> @MainActor (UIScrollView) -> UIView? {
        { scrollView in
            guard let tableView = scrollView as? UITableView else { return nil }
            let made: UIView? = isHeaderFooter
                ? tableView.dequeueReusableHeaderFooterView(withIdentifier: reuseIdentifier)
                : tableView.dequeueReusableCell(withIdentifier: reuseIdentifier)
            // A view of another class is not used: taken out of the app's table, where a
            // dequeued cell may already sit, so that no orphan stays behind the rows.
            guard let view = made as? View else {
                made?.removeFromSuperview()
                return nil
            }
            // A pooled cell is hidden by its table.
            view.isHidden = false
            return view
        }
    }

    /// The first top-level object of `View` in `nib`, for a list of `listType`; `nil` when the
    /// nib has none. The nib is instantiated here, not registered with the list: a nib whose
    /// top-level object is not a cell would make the list raise an exception at dequeue.
    static func fromNib<View: UIView>(
        _ viewClass: View.Type, nib: UINib, for listType: UIScrollView.Type
    ) -> @MainActor (UIScrollView) -> UIView? {
        { scrollView in
            guard type(of: scrollView).isSubclass(of: listType) else { return nil }
            return nib.instantiate(withOwner: nil, options: nil).lazy.compactMap { $0 as? View }.first
        }
    }

    /// A view the app's closure makes, for a list of `listType`; the app's initializer is
    /// checked by the compiler, so nothing is made through an initializer the class lacks.
    static func madeBy<View: UIView>(
        _ make: @escaping @MainActor () -> View, for listType: UIScrollView.Type
    ) -> @MainActor (UIScrollView) -> UIView? {
        { scrollView in
            guard type(of: scrollView).isSubclass(of: listType) else { return nil }
            return make()
        }
    }
}
#endif
