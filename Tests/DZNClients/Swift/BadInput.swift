// Bad input that must still compile without a warning: both spellings of one method (the
// Objective-C one answers), and DZNEmptyDataSet's deprecated methods (called as DZNEmptyDataSet
// called them; `offset(forEmptyDataSet:)` is not called, as in DZNEmptyDataSet since 1.7).
import DZNEmptyDataSet

final class BothSpellingsViewController: UITableViewController, DZNEmptyDataSetDelegate {
    func emptyDataSetShouldFadeIn(_ scrollView: UIScrollView!) -> Bool { false }
    func emptyDataSetShouldFade(in scrollView: UIScrollView!) -> Bool { true }

    func emptyDataSetShouldBeForcedToDisplay(_ scrollView: UIScrollView) -> Bool { false }
    func emptyDataSetShouldBeForced(toDisplay scrollView: UIScrollView) -> Bool { true }

    func emptyDataSet(_ scrollView: UIScrollView, didTapView view: UIView) {}
    func emptyDataSet(_ scrollView: UIScrollView!, didTap view: UIView!) {}

    func emptyDataSet(_ scrollView: UIScrollView, didTapButton button: UIButton) {}
    func emptyDataSet(_ scrollView: UIScrollView!, didTap button: UIButton!) {}
}

final class LegacyTapsViewController: UIViewController, DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {
    func offset(forEmptyDataSet scrollView: UIScrollView!) -> CGPoint { CGPoint(x: 0, y: -40) }
    func emptyDataSetDidTap(_ scrollView: UIScrollView!) {}
    func emptyDataSetDidTapButton(_ scrollView: UIScrollView!) {}
}

/// Reaching into DZNEmptyDataSet's private view by key path, as some apps did.
@MainActor
func restyleEmptyDataSetView(of tableView: UITableView) {
    let label = tableView.value(forKeyPath: "emptyDataSetView.titleLabel") as? UILabel
    label?.numberOfLines = 1
    (tableView.value(forKey: "emptyDataSetView") as? UIView)?.backgroundColor = .clear
}
