// A typical DZNEmptyDataSet 1.8.1 screen in Swift, as apps wrote it: the conformances in an
// extension, Xcode's completions of the imported header (implicitly unwrapped types, the
// omit-needless-words names `emptyDataSetShouldFade(in:)` and `emptyDataSet(_:didTap:)`).
// Only the package dependency changed; this file is the app's, unmodified.
import DZNEmptyDataSet

final class InboxViewController: UITableViewController {
    var messages: [String] = []
    private(set) var composeTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.emptyDataSetSource = self
        tableView.emptyDataSetDelegate = self
        // DZN's README: removes the empty cell separators.
        tableView.tableFooterView = UIView()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func refresh(with messages: [String]) {
        self.messages = messages
        tableView.reloadData()
        if !tableView.isEmptyDataSetVisible { tableView.reloadEmptyDataSet() }
    }
}

extension InboxViewController: DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {
    func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 18), .foregroundColor: UIColor.darkGray,
        ]
        return NSAttributedString(string: "No Messages", attributes: attributes)
    }

    func description(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineBreakMode = .byWordWrapping
        paragraph.alignment = .center
        return NSAttributedString(
            string: "Messages you receive will appear here.",
            attributes: [.font: UIFont.systemFont(ofSize: 14), .paragraphStyle: paragraph])
    }

    func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! {
        UIImage(named: "empty_inbox")
    }

    func buttonTitle(forEmptyDataSet scrollView: UIScrollView!, for state: UIControl.State) -> NSAttributedString! {
        NSAttributedString(string: "Compose", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
    }

    func backgroundColor(forEmptyDataSet scrollView: UIScrollView!) -> UIColor! {
        .white
    }

    func verticalOffset(forEmptyDataSet scrollView: UIScrollView!) -> CGFloat {
        -(tableView.tableHeaderView?.frame.size.height ?? 0) / 2
    }

    func spaceHeight(forEmptyDataSet scrollView: UIScrollView!) -> CGFloat {
        20
    }

    func emptyDataSetShouldDisplay(_ scrollView: UIScrollView!) -> Bool {
        true
    }

    func emptyDataSetShouldFade(in scrollView: UIScrollView!) -> Bool {
        false
    }

    func emptyDataSetShouldAllowScroll(_ scrollView: UIScrollView!) -> Bool {
        true
    }

    func emptyDataSet(_ scrollView: UIScrollView!, didTap button: UIButton!) {
        composeTaps += 1
    }

    func emptyDataSet(_ scrollView: UIScrollView!, didTap view: UIView!) {
        view.endEditing(true)
    }
}
