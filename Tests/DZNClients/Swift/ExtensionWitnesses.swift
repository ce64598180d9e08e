// Methods in an extension that does not declare the conformance (declared in another extension):
// Swift still infers `@objc` for them (they witness the conformance's requirements), so they are
// called. Unmodified DZN-era code, both type spellings.
import DZNEmptyDataSet

final class FavoritesViewController: UITableViewController {
    private(set) var tappedViews = 0
}

extension FavoritesViewController: DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {}

extension FavoritesViewController {
    func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
        NSAttributedString(string: "No Favorites")
    }

    func emptyDataSet(_ scrollView: UIScrollView!, didTap view: UIView!) {
        tappedViews += 1
    }
}

extension FavoritesViewController {
    func emptyDataSetShouldBeForced(toDisplay scrollView: UIScrollView!) -> Bool {
        false
    }

    func emptyDataSetDidAppear(_ scrollView: UIScrollView) {}
}

/// A data source object that is not a view controller, as apps split them out.
final class EmptyStateDataSource: NSObject, DZNEmptyDataSetSource {
    var message = "Nothing here"

    func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
        NSAttributedString(string: message)
    }
}

@MainActor
func installEmptyStateDataSource(_ dataSource: EmptyStateDataSource, on tableView: UITableView) {
    tableView.emptyDataSetSource = dataSource
    tableView.emptyDataSetDelegate = nil
}
