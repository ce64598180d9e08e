#if canImport(UIKit)
import UIKit

/// The loading state's placeholder rows (``EmptyDataSetPlaceholderRows``): rows of an avatar and
/// two labels — or the app's own cells, headers and footers (`PlaceholderRowsView+Slots`) —
/// redacted as a whole, so they look, animate and read with VoiceOver as any redacted content
/// does. The generic labels' text is never seen (clear, under the bars); it only gives the bars
/// their lengths. Laid out by frames from ``PlaceholderRowsLayout``.
@MainActor
final class PlaceholderRowsView: UIView {
    /// The metrics of the list the rows stand in for.
    struct Metrics: Equatable {
        var rowHeight: CGFloat
        var separatorInset: CGFloat
        var margin: CGFloat
        /// The list's fixed row height for the app's cells (a table's `rowHeight` that is not
        /// automatic, a flow layout's item height without an estimate); `nil` when cells size
        /// themselves.
        var fixedRowHeight: CGFloat? = nil
        /// A table's fixed section header and footer heights; `nil` when they size themselves.
        var fixedHeaderHeight: CGFloat? = nil
        var fixedFooterHeight: CGFloat? = nil
        /// The table's separator lines between rows; `nil` for none (a collection view, a table
        /// whose `separatorStyle` is `.none`).
        var separator: Separator? = nil
        /// The list's background, covering a plain table's own empty-row separators under rows
        /// of other heights; `nil` for none.
        var background: UIColor? = nil
    }

    /// A table's separator lines.
    struct Separator: Equatable {
        var color: UIColor?
        var leading: CGFloat
        var trailing: CGFloat
    }

    private(set) var rows: EmptyDataSetPlaceholderRows
    var metrics: Metrics
    var rowViews: [UIView] = []
    /// The list the rows stand in for, which makes a table's cells (`PlaceholderRowsView+Slots`).
    weak var list: UIScrollView?
    /// The separator lines under the slots (`PlaceholderRowsView+Slots`).
    var separatorViews: [UIView] = []
    /// What the slots were made and measured for, and the height they were last placed in.
    var builtSlots: SlotBuild?
    var placedHeight: CGFloat?
    /// The slots' views by position with their heights, kept while the build holds, so that a
    /// height change adds or trims slots at the bottom without making or measuring any again.
    var slotCache: [PlaceholderRowsLayout.SlotKind: SlotEntry] = [:]
    /// The app's views made so far, by maker, handed out again by the next build (a new width or
    /// text size) instead of dequeuing from the app's reuse pool once more.
    var madeViews = MadeViews()
    /// Varied lengths, so the bars do not look like a ruled sheet.
    private static let titles = ["Placeholder name", "Placeholder longer name", "Name", "Placeholder nm"]
    private static let subtitles = ["A line of placeholder text here", "Shorter placeholder line", "A placeholder line of text that is longer"]

    init(rows: EmptyDataSetPlaceholderRows, metrics: Metrics) {
        self.rows = rows
        self.metrics = metrics
        super.init(frame: .zero)
        // Cells take the list's layout margins through this view, as they would from the list.
        preservesSuperviewLayoutMargins = true
        // Touches go to the list (pull to refresh) and VoiceOver reads the redaction's one element.
        // Held over rows that arrived, the hold's cover behind the rows takes the touches
        // (LoadingHold), so none reaches a row the user cannot see.
        isUserInteractionEnabled = false
        clipsToBounds = true
        autoresizingMask = [.flexibleWidth]
        limitTextSize()
        redact(rows.style)
        observeTextSize()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("PlaceholderRowsView is made in code")
    }

    /// Takes new options or list metrics; re-draws only when they changed.
    func update(rows: EmptyDataSetPlaceholderRows, metrics: Metrics) {
        guard rows != self.rows || metrics != self.metrics else { return }
        if rows.style != self.rows.style { redact(rows.style) }
        // Other makers: the views made by the old ones are of no use any more.
        if !rows.hasSameMakers(as: self.rows) { forgetSlots() }
        self.rows = rows
        self.metrics = metrics
        builtSlots = nil
        limitTextSize()
        setNeedsLayout()
    }

    /// Generic rows are decorative rows of a fixed height: past the largest standard text size
    /// their text would not fit a row, and the placeholders are shapes, not text anyone reads.
    /// The app's own cells size themselves, so they get every text size the real rows get (their
    /// placeholders then have the real rows' shape at AX5 too).
    private func limitTextSize() {
        maximumContentSizeCategory = rows.usesSlots ? nil : .extraExtraExtraLarge
    }

    /// Lays the rows out again when the text size changes (their labels' fonts follow by
    /// themselves; their frames do not).
    private func observeTextSize() {
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) {
            registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (view: PlaceholderRowsView, _: UITraitCollection) in
                view.builtSlots = nil
                view.setNeedsLayout()
            }
        }
    }

    // visionOS has only the registration API (traitCollectionDidChange is deprecated there since 1.0).
    #if !os(visionOS)
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) { return }
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            // iOS 15 and 16: the cells measure again at the new text size (the build's key also
            // holds the category; this makes the rebuild not wait for another size change).
            builtSlots = nil
            setNeedsLayout()
        }
    }
    #endif

    /// Ends the redaction and leaves the scroll view, leaving nothing behind. VoiceOver is not
    /// told the layout changed: the loading flow announces the state that replaces the rows, and a
    /// layout change a turn later would make VoiceOver read its focus over that announcement.
    /// The app's cells, headers and footers leave with it: none stays a subview (nor in this
    /// view's keeping), so a removed rows view holds none of the app's views.
    func remove() {
        unredact(postingLayoutChange: false)
        forgetSlots()
        for row in rowViews { row.removeFromSuperview() }
        rowViews = []
        removeFromSuperview()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if rows.usesSlots {
            layOutSlots()
            return
        }
        if builtSlots != nil || !slotCache.isEmpty { forgetSlots() }
        backgroundColor = nil
        let height = metrics.rowHeight
        let count = PlaceholderRowsLayout.rowCount(visibleHeight: bounds.height, rowHeight: height)
        while rowViews.count < count { rowViews.append(makeRow(index: rowViews.count)) }
        while rowViews.count > count { rowViews.removeLast().removeFromSuperview() }
        for (index, row) in rowViews.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * height, width: bounds.width, height: height)
            layOut(row)
        }
        setNeedsRedactionUpdate()
    }

    /// A generic row (an avatar and two labels) for row `index`, added below the overlay.
    func makeRow(index: Int) -> UIView {
        let row = UIView()
        row.clipsToBounds = true
        let avatar = UIView()
        avatar.redactionBehavior = .shape
        let title = makeLabel(Self.titles[index % Self.titles.count], style: .body)
        let subtitle = makeLabel(Self.subtitles[index % Self.subtitles.count], style: .subheadline)
        for view in [avatar, title, subtitle] { row.addSubview(view) }
        // Below the redaction's overlay, which must stay the topmost subview.
        insertSubview(row, at: 0)
        return row
    }

    private func makeLabel(_ text: String, style: UIFont.TextStyle) -> UILabel {
        let label = UILabel()
        label.text = text
        label.textColor = .clear
        label.font = .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        return label
    }

    /// Places a row's avatar and labels: the avatar at the leading margin, the text at the list's
    /// separator inset, both centered vertically; mirrored in right-to-left layouts.
    func layOut(_ row: UIView) {
        guard row.subviews.count == 3 else { return }
        let avatar = row.subviews[0], title = row.subviews[1], subtitle = row.subviews[2]
        let side = rows.showsAvatar ? PlaceholderRowsLayout.avatarSide(rowHeight: row.bounds.height) : 0
        avatar.isHidden = side == 0
        let leading = PlaceholderRowsLayout.textLeading(
            separatorInset: metrics.separatorInset, margin: metrics.margin, avatarSide: side)
        let textWidth = max(0, row.bounds.width - leading - metrics.margin)
        let titleHeight = title.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        var subtitleHeight = subtitle.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        let showsSubtitle = PlaceholderRowsLayout.showsSecondLine(
            rowHeight: row.bounds.height, firstLine: titleHeight, secondLine: subtitleHeight, spacing: 4)
        subtitle.isHidden = !showsSubtitle
        if !showsSubtitle { subtitleHeight = -4 }  // the title alone, centered
        let top = (row.bounds.height - titleHeight - 4 - subtitleHeight) / 2
        var frames = [
            CGRect(x: metrics.margin, y: (row.bounds.height - side) / 2, width: side, height: side),
            CGRect(x: leading, y: top, width: textWidth, height: titleHeight),
            CGRect(x: leading, y: top + titleHeight + 4, width: textWidth, height: subtitleHeight),
        ]
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            frames = frames.map { CGRect(x: row.bounds.width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        }
        avatar.frame = frames[0]
        avatar.layer.cornerRadius = side / 2
        title.frame = frames[1]
        subtitle.frame = frames[2]
    }
}
#endif
