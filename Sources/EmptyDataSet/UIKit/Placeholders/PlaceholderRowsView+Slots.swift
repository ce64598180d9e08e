#if canImport(UIKit)
import UIKit

// Placeholder rows made of the app's own cells, headers and footers: each made beside the list's
// data source (PlaceholderViewMaker), configured by the app's closure, measured at the list's
// width and stacked by PlaceholderRowsLayout.slots until the visible height is filled.
extension PlaceholderRowsView {
    /// What the slots were last built for: they are built again only when it changes (a new
    /// size, new options or metrics, a new text size), never per layout pass.
    struct SlotBuild: Equatable {
        var size: CGSize
    }

    /// Builds the slots for the current size, once per size.
    ///
    /// Runs in this view's own `layoutSubviews`: a sublayer lays out after its superlayer, so the
    /// list's `layoutSubviews` (and any update UIKit runs in it) has returned before the app's
    /// configuration closure runs here, and a table's `dequeueReusableCell(withIdentifier:)`
    /// comes outside its cell-for-row path. The list's data source and delegate are not asked.
    func layOutSlots() {
        let build = SlotBuild(size: bounds.size)
        guard builtSlots != build else { return }
        builtSlots = build
        for row in rowViews { row.removeFromSuperview() }
        rowViews = []
        clearSlots()
        backgroundColor = metrics.background
        let width = bounds.width, visible = bounds.height
        guard width > 0, visible > 0, let list else {
            setNeedsRedactionUpdate()
            return
        }
        var views: [PlaceholderRowsLayout.SlotKind: UIView] = [:]
        var cellsFail = false
        var generics: Set<ObjectIdentifier> = []
        let slots = PlaceholderRowsLayout.slots(
            visibleHeight: visible, rowsPerSection: rows.rowsPerSection,
            headerHeight: { section in
                self.supplementary(self.rows.sectionHeader, fixed: self.metrics.fixedHeaderHeight, section: section,
                                   kind: .header(section: section), into: &views, list: list)
            },
            footerHeight: { section in
                self.supplementary(self.rows.sectionFooter, fixed: self.metrics.fixedFooterHeight, section: section,
                                   kind: .footer(section: section), into: &views, list: list)
            },
            rowHeight: { section, row in
                let kind = PlaceholderRowsLayout.SlotKind.row(section: section, row: row)
                if let cells = self.rows.cells, !cellsFail {
                    if let cell = cells.maker.view(for: list) {
                        self.addSlotView(cell)
                        cells.maker.configure(cell, IndexPath(row: row, section: section))
                        views[kind] = cell
                        let measured = self.rows.rowHeight ?? self.metrics.fixedRowHeight ?? self.measuredHeight(of: cell, width: width)
                        return PlaceholderRowsLayout.cellRowHeight(
                            measured: measured, fallback: self.metrics.rowHeight, visibleHeight: visible)
                    }
                    cellsFail = true
                }
                // The generic row: no cells asked for, or they cannot be made.
                let generic = self.makeRow(index: views.count)
                self.slotViews.append(generic)
                generics.insert(ObjectIdentifier(generic))
                views[kind] = generic
                return self.metrics.rowHeight
            })
        let placed = Set(slots.map(\.kind))
        for (kind, view) in views where !placed.contains(kind) {
            view.removeFromSuperview()  // of no height: left out
        }
        slotViews.removeAll { $0.superview == nil }
        for slot in slots {
            guard let view = views[slot.kind] else { continue }
            view.frame = CGRect(x: 0, y: slot.y, width: width, height: slot.height)
            if generics.contains(ObjectIdentifier(view)) {
                layOut(view)
            } else {
                view.layoutIfNeeded()
            }
            if case .row = slot.kind, let separator = metrics.separator {
                addSeparator(separator, below: slot, width: width)
            }
        }
        setNeedsRedactionUpdate()
    }

    /// Removes every slot view and separator.
    func clearSlots() {
        for view in slotViews { view.removeFromSuperview() }
        slotViews = []
    }

    /// A header's or footer's height, its view made, configured and kept in `views`; 0 without one.
    private func supplementary(
        _ supplementary: PlaceholderSupplementaryView?, fixed: CGFloat?, section: Int,
        kind: PlaceholderRowsLayout.SlotKind, into views: inout [PlaceholderRowsLayout.SlotKind: UIView], list: UIScrollView
    ) -> CGFloat {
        guard let supplementary, let view = supplementary.maker.view(for: list) else { return 0 }
        addSlotView(view)
        supplementary.maker.configure(view, IndexPath(row: 0, section: section))
        views[kind] = view
        let measured = fixed ?? measuredHeight(of: view, width: bounds.width)
        return PlaceholderRowsLayout.supplementaryHeight(measured: measured, visibleHeight: bounds.height)
    }

    /// Adds an app's view below the redaction's overlay (which must stay the topmost subview), so
    /// that it takes this view's traits and margins before it is measured.
    private func addSlotView(_ view: UIView) {
        // A table cell or header made outside the table's layout: no animation from a zero frame.
        UIView.performWithoutAnimation {
            view.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(1, view.frame.height))
            insertSubview(view, at: 0)
        }
        // A table gives its cells and header views its own layout margins; outside it they take
        // them through this view, which preserves the table's (at least: a cell's own larger
        // margins stay).
        if list is UITableView { view.preservesSuperviewLayoutMargins = true }
        slotViews.append(view)
    }

    /// The height `view` sizes itself to at `width` with Auto Layout, as a self-sizing list
    /// measures its cells (0 for a view without constraints that decide a height).
    private func measuredHeight(of view: UIView, width: CGFloat) -> CGFloat {
        view.layoutIfNeeded()
        let target = CGSize(width: width, height: UIView.layoutFittingCompressedSize.height)
        return view.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
    }

    /// A table's separator line at the bottom of a row, from the separator inset to the trailing
    /// inset, one pixel high; mirrored in right-to-left layouts.
    private func addSeparator(_ separator: Separator, below slot: PlaceholderRowsLayout.Slot, width: CGFloat) {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        let thickness = 1 / scale
        let lineWidth = max(0, width - separator.leading - separator.trailing)
        guard lineWidth > 0 else { return }
        var x = separator.leading
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { x = width - separator.leading - lineWidth }
        let line = UIView(frame: CGRect(x: x, y: slot.y + slot.height - thickness, width: lineWidth, height: thickness))
        line.backgroundColor = separator.color ?? .separator
        line.isUserInteractionEnabled = false
        // Above the cells (their backgrounds are opaque), below the overlay.
        if let overlay = redactionOverlay, overlay.superview === self {
            insertSubview(line, belowSubview: overlay)
        } else {
            addSubview(line)
        }
        slotViews.append(line)
    }
}
#endif
