#if canImport(UIKit)
import Foundation
import UIKit

/// Makes and configures one kind of the app's views (a cell, a header or footer) for the loading
/// state's placeholder rows, outside the list's data source: a table's cells are dequeued with
/// `dequeueReusableCell(withIdentifier:)` — the variant without an index path, which UIKit
/// allows outside `tableView(_:cellForRowAt:)` and which hands out a cell the table forgets —
/// and a collection view's are made directly (from their class or nib), because a collection view
/// must not dequeue a view it did not ask for (iOS 15+ raises an exception: "Avoid dequeuing views
/// without a request from the collection view"). Nothing is registered with, dequeued from or
/// returned to a collection view, and a table's data source and delegate are never asked.
struct PlaceholderViewMaker {
    /// The identity of one maker and its copies (for equality) and whether its failure was logged.
    final class Token {
        var didLogFailure = false
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
    /// then stand in.
    @MainActor
    func view(for scrollView: UIScrollView) -> UIView? {
        if let view = make(scrollView) { return view }
        if !token.didLogFailure {
            token.didLogFailure = true
            // To the console (Xcode's debug area), once: a setup mistake to see while developing.
            print("EmptyDataSet: placeholder rows could not make \(name); the generic placeholder rows show instead (see PlaceholderCells).")
        }
        return nil
    }

    /// A table's cell or header-footer view: dequeued from the app's table under `reuseIdentifier`
    /// (its storyboard prototypes and registrations), else registered there under an identifier
    /// of the package's own — from `nib`, or the class itself (made with
    /// `init(style:reuseIdentifier:)` / `init(reuseIdentifier:)`).
    static func tableView<View: UIView>(
        _ viewClass: View.Type, nib: UINib?, reuseIdentifier: String?, isHeaderFooter: Bool
    ) -> @MainActor (UIScrollView) -> UIView? {
        let identifier = reuseIdentifier ?? "EmptyDataSet.PlaceholderRows.\(NSStringFromClass(viewClass))"
        let registers = reuseIdentifier == nil
        return { scrollView in
            guard let tableView = scrollView as? UITableView else { return nil }
            let made: UIView?
            if isHeaderFooter {
                if registers {
                    if let nib { tableView.register(nib, forHeaderFooterViewReuseIdentifier: identifier) }
                    else { tableView.register(viewClass, forHeaderFooterViewReuseIdentifier: identifier) }
                }
                made = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier)
            } else {
                if registers {
                    if let nib { tableView.register(nib, forCellReuseIdentifier: identifier) }
                    else { tableView.register(viewClass, forCellReuseIdentifier: identifier) }
                }
                made = tableView.dequeueReusableCell(withIdentifier: identifier)
            }
            // A pooled cell is hidden by its table; a wrong class is the app's mistake: no view.
            guard let view = made as? View else { return nil }
            view.isHidden = false
            return view
        }
    }

    /// A collection view's cell or supplementary view, made from `nib` (its first top-level
    /// object of the class) or the class (`init(frame:)`).
    static func collectionView<View: UICollectionReusableView>(_ viewClass: View.Type, nib: UINib?) -> @MainActor (UIScrollView) -> UIView? {
        { scrollView in
            guard scrollView is UICollectionView else { return nil }
            if let nib {
                return nib.instantiate(withOwner: nil, options: nil).lazy.compactMap { $0 as? View }.first
            }
            // `init()`, which UIView sends on to `init(frame: .zero)`.
            return (viewClass as NSObject.Type).init() as? View
        }
    }
}
#endif
