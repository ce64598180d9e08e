import Foundation

// The geometry of the generic placeholder rows the loading state can show in an empty list.

/// Where the loading state's placeholder rows go: as many rows of the list's own height as fill
/// the visible part of the list, each an avatar and lines of text starting where the list's
/// separators start.
enum PlaceholderRowsLayout {
    /// The row height when the list gives none (a layout whose item height is unknown): a
    /// two-line row with an avatar.
    static let defaultRowHeight: CGFloat = 64
    /// The height of the empty rows a plain table draws separators for when its rows size
    /// themselves without an estimate: the placeholder rows use it, so their content sits between
    /// the table's own separator lines.
    static let plainTableRowHeight: CGFloat = 44
    /// The smallest row height the rows are drawn at: below it, two lines do not fit.
    static let minimumRowHeight: CGFloat = 32
    /// The most rows drawn, however tall the list (a very tall iPad screen, a bad height).
    static let maximumRows = 40
    /// The avatar's largest side.
    static let avatarSide: CGFloat = 40
    /// The space between the avatar and the text.
    static let avatarSpacing: CGFloat = 12

    /// The height of each row: the first of the candidates that is a real height (finite and
    /// positive — `UITableView.automaticDimension` is -1), at least ``minimumRowHeight``; else
    /// `fallback`.
    /// - Parameters:
    ///   - candidates: In order: the app's choice, the list's row height, its estimate.
    ///   - fallback: The height without a real candidate: ``plainTableRowHeight`` for a plain
    ///     table, ``defaultRowHeight`` (the default) otherwise.
    static func rowHeight(_ candidates: [CGFloat?], fallback: CGFloat = defaultRowHeight) -> CGFloat {
        for case let height? in candidates where height.isFinite && height > 0 {
            return max(minimumRowHeight, height)
        }
        return fallback
    }

    /// Whether a row shows its second line: only when both lines fit inside it with 4 points
    /// above and below (large text in a short row shows one line rather than spilling over the
    /// next row).
    static func showsSecondLine(rowHeight: CGFloat, firstLine: CGFloat, secondLine: CGFloat, spacing: CGFloat) -> Bool {
        firstLine + spacing + secondLine <= rowHeight - 8
    }

    /// How many rows fill `visibleHeight`: enough to reach its bottom edge (the last one may be
    /// cut off), none for no height, at most ``maximumRows``.
    static func rowCount(visibleHeight: CGFloat, rowHeight: CGFloat) -> Int {
        guard visibleHeight.isFinite, visibleHeight > 0, rowHeight.isFinite, rowHeight > 0 else { return 0 }
        return min(maximumRows, Int((visibleHeight / rowHeight).rounded(.up)))
    }

    /// The side of the round avatar in a row of `rowHeight`: ``avatarSide``, smaller in a short
    /// row so that it keeps 8 points above and below.
    static func avatarSide(rowHeight: CGFloat) -> CGFloat {
        max(0, min(avatarSide, rowHeight - 16))
    }

    /// Where the text starts, from the row's leading edge: at the list's separator inset (where
    /// its rows' text starts), but never over the avatar.
    /// - Parameters:
    ///   - separatorInset: The list's leading separator inset; non-finite or negative counts as 0.
    ///   - margin: The leading layout margin, where the avatar starts.
    ///   - avatarSide: The avatar's side; 0 for rows without one.
    static func textLeading(separatorInset: CGFloat, margin: CGFloat, avatarSide: CGFloat) -> CGFloat {
        let inset = max(0, Metric.finiteOrZero(separatorInset))
        let margin = max(0, Metric.finiteOrZero(margin))
        let afterAvatar = avatarSide > 0 ? margin + avatarSide + avatarSpacing : margin
        return max(inset, afterAvatar)
    }
}

// Rows made of the app's own cells, which size themselves: each row's height is measured, and the
// rows (with section headers and footers, when the app gives them) are stacked until they reach
// the bottom of the visible part of the list.
extension PlaceholderRowsLayout {
    /// What one placeholder slot stands for.
    enum SlotKind: Hashable {
        case header(section: Int)
        case row(section: Int, row: Int)
        case footer(section: Int)
    }

    /// One placeholder row, header or footer, from the top of the placeholder rows.
    struct Slot: Equatable {
        var kind: SlotKind
        var y: CGFloat
        var height: CGFloat
    }

    /// The smallest height a row of the app's own cells is drawn at: a cell that sizes itself to
    /// nothing (its labels empty, its constraints ambiguous) would otherwise give rows of 0
    /// points — an endless stack, or none at all.
    static let minimumCellRowHeight: CGFloat = 16

    /// The height of a row made of the app's cell: the cell's own height (its fixed height, or
    /// what it sized itself to), kept between ``minimumCellRowHeight`` and the visible height (a
    /// cell sizing itself to thousands of points shows once, filling the list); `fallback` when
    /// the cell gives no real height: less than a point (a table cell with nothing that decides
    /// its height measures as its separator's hairline), negative or not finite.
    /// - Parameters:
    ///   - measured: The cell's height.
    ///   - fallback: The list's row height (``rowHeight(_:fallback:)``).
    ///   - visibleHeight: The height the rows fill; no upper bound when it is not a real height.
    static func cellRowHeight(measured: CGFloat, fallback: CGFloat, visibleHeight: CGFloat) -> CGFloat {
        let height = measured.isFinite && measured >= 1 ? measured : fallback
        let upper = visibleHeight.isFinite && visibleHeight > 0 ? max(minimumCellRowHeight, visibleHeight) : .greatestFiniteMagnitude
        return min(upper, max(minimumCellRowHeight, height))
    }

    /// The height of a section header or footer: its own, or none (0) when it gives no real
    /// height; at most the visible height.
    static func supplementaryHeight(measured: CGFloat, visibleHeight: CGFloat) -> CGFloat {
        guard measured.isFinite, measured > 0 else { return 0 }
        return visibleHeight.isFinite && visibleHeight > 0 ? min(measured, visibleHeight) : measured
    }

    /// The slots that fill `visibleHeight`, top down: for each section its header, its rows and
    /// its footer, until a slot reaches the bottom edge (that one may be cut off). None for no
    /// height; at most ``maximumRows`` rows.
    /// - Parameters:
    ///   - visibleHeight: The height to fill.
    ///   - rowsPerSection: Rows in each section; `nil` (or less than 1) for one section of rows
    ///     that fills the height (its footer then never shows).
    ///   - headerHeight: The height of a section's header; 0 for none. Asked once per section.
    ///   - footerHeight: The height of a section's footer; 0 for none. Asked once per section.
    ///   - rowHeight: The height of a row, from its section and row (already bounded,
    ///     ``cellRowHeight(measured:fallback:visibleHeight:)``); asked only for rows that show.
    static func slots(
        visibleHeight: CGFloat, rowsPerSection: Int?,
        headerHeight: (Int) -> CGFloat, footerHeight: (Int) -> CGFloat,
        rowHeight: (Int, Int) -> CGFloat
    ) -> [Slot] {
        guard visibleHeight.isFinite, visibleHeight > 0 else { return [] }
        let perSection = rowsPerSection.flatMap { $0 > 0 ? $0 : nil }
        var slots: [Slot] = []
        var y: CGFloat = 0
        var rows = 0
        /// Adds a slot of a real height; false once the height is filled.
        func add(_ kind: SlotKind, _ height: CGFloat) -> Bool {
            guard height.isFinite, height > 0 else { return true }
            slots.append(Slot(kind: kind, y: y, height: height))
            y += height
            return y < visibleHeight
        }
        var section = 0
        while rows < maximumRows {
            guard add(.header(section: section), headerHeight(section)) else { return slots }
            var row = 0
            while rows < maximumRows, perSection.map({ row < $0 }) ?? true {
                rows += 1
                guard add(.row(section: section, row: row), rowHeight(section, row)) else { return slots }
                row += 1
            }
            guard perSection != nil, add(.footer(section: section), footerHeight(section)) else { return slots }
            section += 1
        }
        return slots
    }
}
