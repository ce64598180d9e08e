#if canImport(UIKit)
import UIKit

/// What redaction changes for VoiceOver, and puts back when it ends.
///
/// The redacted view's `accessibilityElements` become the overlay (plus excluded views). That is
/// not enough where VoiceOver reads an element rather than its subviews: a `UITableViewCell` or a
/// list `UICollectionViewCell` (read as a label it combines from its subviews; VoiceOver never
/// asks its content view for elements), and a redacted view that is itself an element (a label, a
/// button). So when the redacted view is such an element, a cell or a cell's `contentView`, that
/// element's label reads "Loading…" and its value and hint are cleared meanwhile — re-asserted at
/// each re-shape, as the app may describe the element again while it stays redacted (a reused
/// cell configured for its new row): those words become the ones put back.
@MainActor
struct RedactionAccessibility {
    /// The redacted view's `accessibilityElements` before redaction.
    private var replacedElements: [Any]?
    /// The element read by VoiceOver, its label, value and hint before redaction (or as the app
    /// set them since), and the value and hint it reported once cleared (so the app's changes
    /// meanwhile are recognized and kept).
    private weak var cell: UIView?
    private var saved: (label: String?, value: String?, hint: String?) = (nil, nil, nil)
    private var cleared: (value: String?, hint: String?) = (nil, nil)

    /// Makes `overlay` stand in for `host`'s content.
    mutating func attach(_ overlay: UIView, to host: UIView) {
        replacedElements = host.accessibilityElements
        host.accessibilityElements = [overlay]
        guard let cell = Self.element(readingFor: host) else { return }
        self.cell = cell
        // With VoiceOver on, a cell without a label of its own reports one combined from its
        // subviews. Putting that back would freeze the placeholder content's words, so a value
        // that is the same once cleared was not the app's: nil is put back instead.
        let before = (cell.accessibilityLabel, cell.accessibilityValue, cell.accessibilityHint)
        (cell.accessibilityLabel, cell.accessibilityValue, cell.accessibilityHint) = (nil, nil, nil)
        saved = (before.0 == cell.accessibilityLabel ? nil : before.0, before.1 == cell.accessibilityValue ? nil : before.1,
                 before.2 == cell.accessibilityHint ? nil : before.2)
        cell.accessibilityLabel = overlay.accessibilityLabel
        cleared = (cell.accessibilityValue, cell.accessibilityHint)
    }

    /// Reads "Loading…" again when the app described the element since (its own label, value or
    /// hint): the app's words are kept to be put back when redaction ends.
    ///
    /// A word that differs is the app's only when clearing it changes what the element reports
    /// (the probe ``attach(_:to:)`` makes): a value the element computes (a cell's combined
    /// value, a slider's) comes back after clearing and is not saved, so it is never frozen as
    /// a set value when redaction ends. A label the app sets — nil included, as when a reused
    /// cell clears the label it had for its previous row — replaces the saved one. A value or
    /// hint is taken only when it differs from the cleared one: an app that clears them to nil
    /// cannot be told from one that never touched them (a hint set once in `init`), so a reused
    /// cell that wants no value or hint on its new row sets them again after redaction ends.
    mutating func reassert(_ overlay: UIView) {
        guard let cell else { return }
        let standIn = overlay.accessibilityLabel
        // The app set the label (nil included): it described the element again, as a reused cell
        // configured for its new row does.
        if cell.accessibilityLabel != standIn {
            let before = cell.accessibilityLabel
            cell.accessibilityLabel = nil
            saved.label = cell.accessibilityLabel != before ? before : nil
            cell.accessibilityLabel = standIn
        }
        if cell.accessibilityValue != cleared.value {
            let before = cell.accessibilityValue
            cell.accessibilityValue = nil
            saved.value = cell.accessibilityValue != before ? before : nil
            cleared.value = cell.accessibilityValue
        }
        if cell.accessibilityHint != cleared.hint {
            let before = cell.accessibilityHint
            cell.accessibilityHint = nil
            saved.hint = cell.accessibilityHint != before ? before : nil
            cleared.hint = cell.accessibilityHint
        }
    }

    /// The reading order while redacted: the overlay, then the excluded views. Left alone when the
    /// app set its own meanwhile.
    func update(_ overlay: UIView, excludedViews: [UIView], in host: UIView) {
        guard Self.isOwn(host.accessibilityElements, overlay) else { return }
        host.accessibilityElements = [overlay] + excludedViews
    }

    /// Puts back what ``attach(_:to:)`` changed, except what the app changed since.
    mutating func detach(_ overlay: UIView, from host: UIView?) {
        if let host, Self.isOwn(host.accessibilityElements, overlay) { host.accessibilityElements = replacedElements }
        replacedElements = nil
        if let cell {
            if cell.accessibilityLabel == overlay.accessibilityLabel { cell.accessibilityLabel = saved.label }
            if cell.accessibilityValue == cleared.value { cell.accessibilityValue = saved.value }
            if cell.accessibilityHint == cleared.hint { cell.accessibilityHint = saved.hint }
        }
        cell = nil
    }

    /// The element VoiceOver reads as one for `host`: a cell, the cell whose content view it is,
    /// or `host` itself when it is an accessibility element (a label, a button).
    private static func element(readingFor host: UIView) -> UIView? {
        if host is UITableViewCell || host is UICollectionViewCell { return host }
        if let cell = host.superview as? UITableViewCell, cell.contentView === host { return cell }
        if let cell = host.superview as? UICollectionViewCell, cell.contentView === host { return cell }
        return host.isAccessibilityElement ? host : nil
    }

    private static func isOwn(_ elements: [Any]?, _ overlay: UIView) -> Bool {
        guard let first = elements?.first else { return false }
        return (first as AnyObject) === overlay
    }
}
#endif
