#if canImport(UIKit)
import UIKit

// Placeholder rows made of the app's own cells, headers and footers: each made beside the list's
// data source (PlaceholderViewMaker), configured by the app's closure, measured at the list's
// width and stacked by PlaceholderRowsLayout.slots until the visible height is filled.
extension PlaceholderRowsView {
    /// What the slots' views were made, configured and measured for: the width, the text size
    /// and the list's metrics. Only a change of these makes and measures them again; a new height
    /// alone (a large title collapsing, a keyboard) adds or trims slots at the bottom.
    struct SlotBuild: Equatable {
        var width: CGFloat
        var contentSizeCategory: UIContentSizeCategory
        var metrics: Metrics
    }

    /// One slot's view and the height it measured (before the bounds of the visible height).
    struct SlotEntry {
        var view: UIView
        var measured: CGFloat
        var isGeneric: Bool
    }

    /// The app's views made so far for each maker, in the order they were made. A build hands
    /// them out again from the start before asking a maker for more, so rebuilding never takes
    /// another cell out of the app's reuse pool (a dequeued cell never goes back to it).
    struct MadeViews {
        /// What a view was made as.
        enum Kind: CaseIterable {
            case cell, header, footer
        }

        private var views: [Kind: [UIView]] = [:]
        private var handedOut: [Kind: Int] = [:]

        /// Every view made so far.
        var all: [UIView] { Kind.allCases.flatMap { views[$0] ?? [] } }

        /// The next view made before that this build has not handed out yet, or `nil`.
        mutating func takeMade(_ kind: Kind) -> UIView? {
            let index = handedOut[kind] ?? 0
            guard let made = views[kind], index < made.count else { return nil }
            handedOut[kind] = index + 1
            return made[index]
        }

        /// Keeps a view just made (handed out at once).
        mutating func keep(_ view: UIView, as kind: Kind) {
            views[kind, default: []].append(view)
            handedOut[kind] = views[kind]?.count
        }

        /// Hands the made views out again from the first.
        mutating func rewind() {
            handedOut = [:]
        }
    }

    /// Builds the slots for the current width, text size and metrics once, and for a new height
    /// adds or trims them at the bottom.
    ///
    /// Runs in this view's own `layoutSubviews`: a sublayer lays out after its superlayer, so the
    /// list's `layoutSubviews` (and any update UIKit runs in it) has returned before the app's
    /// configuration closure runs here, and a table's `dequeueReusableCell(withIdentifier:)`
    /// comes outside its cell-for-row path. The list's data source and delegate are not asked.
    func layOutSlots() {
        let build = SlotBuild(width: bounds.width, contentSizeCategory: traitCollection.preferredContentSizeCategory, metrics: metrics)
        if builtSlots != build {
            builtSlots = build
            for row in rowViews { row.removeFromSuperview() }
            rowViews = []
            clearSlots()
            slotCache = [:]
            madeViews.rewind()
        } else if placedHeight == bounds.height {
            return
        }
        placedHeight = bounds.height
        backgroundColor = metrics.background
        placeSlots()
    }

    /// Stacks the slots down the visible height: views already made and measured for this build
    /// are placed again as they are; only slots new at the bottom are made.
    private func placeSlots() {
        let width = bounds.width, visible = bounds.height
        guard width > 0, visible > 0, let list else {
            removeSeparators()
            for entry in slotCache.values { entry.view.removeFromSuperview() }
            setNeedsRedactionUpdate()
            return
        }
        var cellsFail = false
        let slots = PlaceholderRowsLayout.slots(
            visibleHeight: visible, rowsPerSection: rows.rowsPerSection,
            headerHeight: { section in
                let kind = PlaceholderRowsLayout.SlotKind.header(section: section)
                let measured = self.slotCache[kind]?.measured ?? self.supplementary(
                    self.rows.sectionHeader, fixed: self.metrics.fixedHeaderHeight, section: section, kind: kind, list: list)
                return PlaceholderRowsLayout.supplementaryHeight(measured: measured, visibleHeight: visible)
            },
            footerHeight: { section in
                let kind = PlaceholderRowsLayout.SlotKind.footer(section: section)
                let measured = self.slotCache[kind]?.measured ?? self.supplementary(
                    self.rows.sectionFooter, fixed: self.metrics.fixedFooterHeight, section: section, kind: kind, list: list)
                return PlaceholderRowsLayout.supplementaryHeight(measured: measured, visibleHeight: visible)
            },
            rowHeight: { section, row in
                let kind = PlaceholderRowsLayout.SlotKind.row(section: section, row: row)
                if let entry = self.slotCache[kind] {
                    return entry.isGeneric ? entry.measured : PlaceholderRowsLayout.cellRowHeight(
                        measured: entry.measured, fallback: self.metrics.rowHeight, visibleHeight: visible)
                }
                if let cells = self.rows.cells, !cellsFail {
                    if let cell = self.madeViews.takeMade(.cell) ?? self.made(cells.maker, list: list, as: .cell) {
                        self.addSlotView(cell)
                        cells.maker.configure(cell, IndexPath(row: row, section: section))
                        let measured = self.rows.rowHeight ?? self.metrics.fixedRowHeight ?? self.measuredHeight(of: cell, width: width)
                        self.slotCache[kind] = SlotEntry(view: cell, measured: measured, isGeneric: false)
                        return PlaceholderRowsLayout.cellRowHeight(
                            measured: measured, fallback: self.metrics.rowHeight, visibleHeight: visible)
                    }
                    cellsFail = true
                }
                // The generic row: no cells asked for, or they cannot be made.
                let generic = self.makeRow(index: self.slotCache.count)
                self.slotCache[kind] = SlotEntry(view: generic, measured: self.metrics.rowHeight, isGeneric: true)
                return self.metrics.rowHeight
            })
        let placed = Set(slots.map(\.kind))
        for (kind, entry) in slotCache where !placed.contains(kind) {
            entry.view.removeFromSuperview()  // below the bottom, or of no height: kept for later
        }
        var lines = 0
        for slot in slots {
            guard let entry = slotCache[slot.kind] else { continue }
            let view = entry.view
            if view.superview !== self { UIView.performWithoutAnimation { insertSubview(view, at: 0) } }
            view.frame = CGRect(x: 0, y: slot.y, width: width, height: slot.height)
            if entry.isGeneric {
                layOut(view)
            } else {
                view.layoutIfNeeded()
            }
            if case .row = slot.kind, let separator = metrics.separator {
                if placeSeparator(separator, below: slot, width: width, reusing: lines) { lines += 1 }
            }
        }
        // Lines of rows trimmed at the bottom.
        while separatorViews.count > lines { separatorViews.removeLast().removeFromSuperview() }
        setNeedsRedactionUpdate()
    }

    /// Takes every slot view and separator off this view; the views stay kept for the build.
    func clearSlots() {
        for entry in slotCache.values { entry.view.removeFromSuperview() }
        removeSeparators()
    }

    /// Removes the slots and forgets every view made for them (new makers, or the rows leave):
    /// none of the app's views stays a subview or is kept.
    func forgetSlots() {
        clearSlots()
        for view in madeViews.all { view.removeFromSuperview() }
        slotCache = [:]
        madeViews = MadeViews()
        builtSlots = nil
        placedHeight = nil
    }

    private func removeSeparators() {
        for line in separatorViews { line.removeFromSuperview() }
        separatorViews = []
    }

    /// A new view from `maker`, remembered for the next builds; `nil` when it cannot be made.
    private func made(_ maker: PlaceholderViewMaker, list: UIScrollView, as kind: MadeViews.Kind) -> UIView? {
        guard let view = maker.view(for: list) else { return nil }
        madeViews.keep(view, as: kind)
        return view
    }

    /// A header's or footer's measured height, its view made (or one made before handed out
    /// again), configured and kept in the slot cache; 0 without one.
    private func supplementary(
        _ supplementary: PlaceholderSupplementaryView?, fixed: CGFloat?, section: Int,
        kind: PlaceholderRowsLayout.SlotKind, list: UIScrollView
    ) -> CGFloat {
        guard let supplementary else { return 0 }
        let madeKind: MadeViews.Kind = if case .header = kind { .header } else { .footer }
        guard let view = madeViews.takeMade(madeKind) ?? made(supplementary.maker, list: list, as: madeKind) else { return 0 }
        addSlotView(view)
        supplementary.maker.configure(view, IndexPath(row: 0, section: section))
        let measured = fixed ?? measuredHeight(of: view, width: bounds.width)
        slotCache[kind] = SlotEntry(view: view, measured: measured, isGeneric: false)
        return measured
    }

    /// Adds an app's view below the redaction's overlay (which must stay the topmost subview), so
    /// that it takes this view's traits and margins before it is measured.
    private func addSlotView(_ view: UIView) {
        // A table cell or header made outside the table's layout: no animation from a zero frame.
        UIView.performWithoutAnimation {
            view.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(1, view.frame.height))
            insertSubview(view, at: 0)
        }
        // A table gives its cells and header views its own layout margins, and a list layout
        // its cells the collection view's; outside the list they take them through this view,
        // which preserves the list's (at least: a cell's own larger margins stay). Without this a
        // list cell keeps a plain view's default 8-point margins.
        view.preservesSuperviewLayoutMargins = true
        if let cell = view as? UICollectionViewCell { cell.contentView.preservesSuperviewLayoutMargins = true }
    }

    /// The height `view` sizes itself to at `width` with Auto Layout, as a self-sizing list
    /// measures its cells (0 for a view without constraints that decide a height).
    private func measuredHeight(of view: UIView, width: CGFloat) -> CGFloat {
        view.layoutIfNeeded()
        let target = CGSize(width: width, height: UIView.layoutFittingCompressedSize.height)
        return view.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
    }

    /// Places a table's separator line at the bottom of a row, from the separator inset to the
    /// trailing inset, one pixel high, mirrored in right-to-left layouts: the line at `index` when
    /// there is one (a height change moves lines, it does not make them), else a new one. False
    /// when the insets leave no line.
    private func placeSeparator(_ separator: Separator, below slot: PlaceholderRowsLayout.Slot, width: CGFloat, reusing index: Int) -> Bool {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        let thickness = 1 / scale
        let lineWidth = max(0, width - separator.leading - separator.trailing)
        guard lineWidth > 0 else { return false }
        var x = separator.leading
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { x = width - separator.leading - lineWidth }
        let frame = CGRect(x: x, y: slot.y + slot.height - thickness, width: lineWidth, height: thickness)
        if index < separatorViews.count {
            separatorViews[index].frame = frame
            return true
        }
        let line = UIView(frame: frame)
        line.backgroundColor = separator.color ?? .separator
        line.isUserInteractionEnabled = false
        // Above the cells (their backgrounds are opaque), below the overlay.
        if let overlay = redactionOverlay, overlay.superview === self {
            insertSubview(line, belowSubview: overlay)
        } else {
            addSubview(line)
        }
        separatorViews.append(line)
        return true
    }
}
#endif
