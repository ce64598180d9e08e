#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A screen of 20 redacted cells, read from its layer tree: no layer that renders offscreen, one
/// animation clock for every placeholder of every cell, nothing running in the reuse pool.
@MainActor
final class RedactionClockTests: XCTestCase {
    func testTwentyRedactedCellsRenderWithNoOffscreenPassAndOneClock() throws {
        _ = standInForAccessibility(reduceMotion: false)
        let window = makeShownWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 2_400))
        let table = RedactionTable(rows: 20, frame: window.bounds)
        keepHosted(table.tableView, in: window)
        let cells = table.tableView.visibleCells.compactMap { $0 as? RedactionTestCell }
        XCTAssertEqual(cells.count, 20, "precondition: 20 cells on screen")
        for (index, cell) in cells.enumerated() {
            cell.contentView.redact()
            cell.contentView.layoutIfNeeded()
            // Redacted over time: a shared clock, not a shared start, keeps them in step.
            if index % 5 == 4 { spinRunLoop(for: 0.13) }
        }
        var begins: [CFTimeInterval] = []
        for cell in cells {
            let overlay = try XCTUnwrap(cell.contentView.redactionOverlay)
            // The overlay itself: no mask, no rasterization, opacity 1 (no group opacity).
            XCTAssertNil(overlay.layer.mask)
            XCTAssertFalse(overlay.layer.shouldRasterize)
            XCTAssertEqual(overlay.layer.opacity, 1)
            XCTAssertEqual(overlay.alpha, 1)
            XCTAssertFalse(overlay.placeholderLayers.isEmpty, "precondition: drawn")
            for layer in overlay.layer.sublayers ?? [] {
                XCTAssertNil(layer.mask, "\(layer)")
                XCTAssertFalse(layer.shouldRasterize, "\(layer)")
                XCTAssertEqual(layer.shadowOpacity, 0, "\(layer)")
                XCTAssertNil(layer.sublayers, "a leaf: no group to composite offscreen")
                XCTAssertEqual(layer.opacity, 1, "\(layer)")
                if layer.masksToBounds && layer.cornerRadius > 0 { XCTAssertNil(layer.backgroundColor, "\(layer)") }
            }
            for layer in overlay.placeholderLayers {
                let keys = layer.animationKeys() ?? []
                XCTAssertEqual(keys.count, 1, "one animation per placeholder")
                let animation = try XCTUnwrap(keys.first.flatMap { layer.animation(forKey: $0) })
                begins.append(layer.convertTime(animation.beginTime, to: nil))
            }
        }
        XCTAssertGreaterThanOrEqual(begins.count, 60, "precondition: every cell animates its three placeholders")
        let first = try XCTUnwrap(begins.first)
        for begin in begins {
            let cycles = (begin - first) / PlaceholderMotion.shimmerPeriod
            XCTAssertEqual(cycles, cycles.rounded(), accuracy: 0.001, "every begin time a whole number of periods apart")
        }
        for cell in cells { cell.contentView.unredact() }
        withExtendedLifetime((table, window)) {}
        window.isHidden = true
    }

    func testParkedCellsRunNothingAndReusedOnesAnimateAgain() throws {
        _ = standInForAccessibility(reduceMotion: false)
        let window = makeShownWindow()
        // Row 0 has a reuse identifier of its own: scrolled away, its cell is parked for sure
        // (never dequeued for another row); the others are parked or reused.
        let table = RedactionTable(rows: 80, firstRowApart: true)
        keepHosted(table.tableView, in: window)
        let onScreen = table.tableView.visibleCells
        let first = try XCTUnwrap(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        for cell in onScreen { cell.contentView.redact() }
        for cell in onScreen { cell.contentView.layoutIfNeeded() }
        let overlays = try onScreen.map { try XCTUnwrap($0.contentView.redactionOverlay) }
        XCTAssertTrue(overlays.allSatisfy { !$0.runningAnimations.isEmpty }, "precondition: animating")
        // Scrolled in steps, as a user scrolls: the table parks and reuses cells as it goes.
        for offset in stride(from: 200, through: 2_000, by: 200) {
            table.tableView.contentOffset.y = CGFloat(offset)
            table.tableView.layoutIfNeeded()
        }
        XCTAssertTrue(waitUntil { !table.tableView.visibleCells.contains(first) }, "precondition: row 0 left the screen")
        spinRunLoop(for: 0.05)
        var parked = 0, reused = 0
        for (cell, overlay) in zip(onScreen, overlays) {
            if table.tableView.visibleCells.contains(cell) {
                reused += 1
                cell.contentView.layoutIfNeeded()
                XCTAssertFalse(overlay.runningAnimations.isEmpty, "a reused, shown cell keeps its redaction and animates")
            } else {
                parked += 1
                // Parked: removed from the window (`didMoveToWindow` stops it), or hidden in place
                // by the pool's private `_setHiddenForReuse:`, which may or may not reach the
                // view's `isHidden` or the layer's `hidden` observation: the stop is required only
                // when one of them fired; the path that fired is recorded in the messages.
                let isParked = cell.window == nil || cell.isHidden || cell.layer.isHidden
                XCTAssertTrue(isParked, "precondition: parked (hidden or removed)")
                let signals = overlay.hiddenSignals
                if cell.window == nil || signals.view + signals.layer > 0 {
                    let path = "window \(cell.window == nil ? "left" : "kept"), view \(signals.view), layer \(signals.layer)"
                    XCTAssertEqual(overlay.runningPlan, .still, "parked (\(path))")
                    XCTAssertTrue(overlay.runningAnimations.isEmpty, "nothing runs in the reuse pool (\(path))")
                    XCTAssertTrue(overlay.placeholderLayers.allSatisfy { ($0.animationKeys() ?? []).isEmpty }, "no animation keys (\(path))")
                }
            }
        }
        XCTAssertGreaterThan(parked, 0, "cells really were parked")
        XCTAssertEqual(parked + reused, onScreen.count)
        // Row 0's cell, parked for sure: which path told its overlay. Hidden in place with neither
        // observation reached, it keeps its animation until reused (a cost, not a visible defect).
        let firstOverlay = try XCTUnwrap(first.contentView.redactionOverlay)
        let firstSignals = firstOverlay.hiddenSignals
        let firstPath = "window \(first.window == nil ? "left" : "kept"), view \(firstSignals.view), layer \(firstSignals.layer)"
        if first.window != nil {
            XCTAssertTrue(first.isHidden || first.layer.isHidden, "precondition: in the window, so hidden (\(firstPath))")
        }
        if first.window == nil || firstSignals.view + firstSignals.layer > 0 {
            XCTAssertTrue(firstOverlay.runningAnimations.isEmpty, "parked: stopped (\(firstPath))")
            XCTAssertTrue(firstOverlay.placeholderLayers.allSatisfy { ($0.animationKeys() ?? []).isEmpty }, "parked: no animation keys (\(firstPath))")
        }
        // Back at the top: row 0's cell comes back from the pool and animates again, in step.
        table.tableView.contentOffset.y = 0
        table.tableView.layoutIfNeeded()
        XCTAssertTrue(waitUntil { table.tableView.visibleCells.contains(first) }, "precondition: row 0 shown again")
        first.contentView.layoutIfNeeded()
        XCTAssertFalse(firstOverlay.runningAnimations.isEmpty, "shown again: animating (parked with \(firstPath))")
        XCTAssertTrue(firstOverlay.placeholderLayers.allSatisfy { !($0.animationKeys() ?? []).isEmpty }, "shown again: every placeholder animates (\(firstPath))")
        withExtendedLifetime((table, window)) {}
        window.isHidden = true
    }

    /// Redacted under a paused ancestor (as the screen coming back during an interactive pop,
    /// whose transition container's layer has `speed` 0 and a `timeOffset`), then resumed with a
    /// new `beginTime`: at the next signal the overlay gets (here a Reduce Motion notification,
    /// through the public path) its animations are on the shared clock again.
    func testAnimationsStartedUnderAPausedAncestorAlignAgainWhenItRuns() throws {
        let standIn = standInForAccessibility(reduceMotion: false)
        let host = makeRedactionHost(self)
        host.addLabel("Paused", y: 10)
        host.addLabel("Still paused\nTwo lines", y: 50)
        let parent = host.child.view.layer
        parent.speed = 0
        parent.timeOffset = 5.3
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        XCTAssertFalse(overlay.runningAnimations.isEmpty, "precondition: started while paused")
        // Resumed as a paused layer is resumed.
        let pausedAt = parent.timeOffset
        parent.speed = 1
        parent.timeOffset = 0
        parent.beginTime = 0
        parent.beginTime = parent.convertTime(CACurrentMediaTime(), from: nil) - pausedAt
        standIn.setReduceMotion(false)
        let begins = overlay.placeholderLayers.compactMap { layer -> CFTimeInterval? in
            guard let animation = layer.animationKeys()?.first.flatMap({ layer.animation(forKey: $0) }) else { return nil }
            return layer.convertTime(animation.beginTime, to: nil)
        }
        XCTAssertEqual(begins.count, overlay.placeholderLayers.count, "precondition: every placeholder animates")
        for begin in begins {
            let cycles = begin / PlaceholderMotion.shimmerPeriod
            XCTAssertEqual(cycles, cycles.rounded(), accuracy: 0.001, "on the media clock's multiples again")
        }
    }
}
#endif
