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
