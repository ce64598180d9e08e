#if canImport(UIKit)
import UIKit

/// One view's placeholder, in the overlay's coordinates.
struct RedactionPlaceholder {
    /// The view it stands for (tests find a view's placeholder by it).
    let source: ObjectIdentifier
    /// The rounded rectangles: one per line for a label, one for a shape.
    let rects: [CGRect]
    /// The corner radius of each rectangle.
    let cornerRadii: [CGFloat]
    /// Whether it is a label's bars (else one shape).
    let isText: Bool
    /// For a label: its bounds and the color behind it, which cover its real text under the bars.
    let backdrop: (rect: CGRect, color: RedactionColor)?
}

/// What a redacted subtree draws: its placeholders, and the excluded views that stay visible.
struct RedactionScan {
    var placeholders: [RedactionPlaceholder] = []
    /// The excluded views, which keep their touches and stay readable by VoiceOver.
    var excludedViews: [UIView] = []
    /// Their frames in the overlay's coordinates, where the overlay lets touches through.
    var excludedRects: [CGRect] = []
}

/// Walks a redacted view's subtree and turns each view into placeholders by ``RedactionRule``.
/// Reads the views only: nothing of the app's views is changed or kept.
@MainActor
enum RedactionCollector {
    /// The placeholders of `host`'s subtree in `overlay`'s coordinates. `host` itself is drawn by
    /// its kind whatever its ``UIKit/UIView/redactionBehavior`` (redacting it is the app's request).
    static func scan(host: UIView, overlay: UIView, style: PlaceholderStyle) -> RedactionScan {
        var scan = RedactionScan()
        visit(host, isRoot: true, overlay: overlay, style: style, into: &scan)
        return scan
    }

    private static func visit(_ view: UIView, isRoot: Bool, overlay: UIView, style: PlaceholderStyle, into scan: inout RedactionScan) {
        if view is RedactionOverlayView { return }
        let size = view.bounds.size
        let decision = RedactionRule.decision(
            behavior: isRoot ? .automatic : view.redactionBehavior, kind: kind(of: view), isHidden: view.isHidden,
            alpha: Double(view.alpha), width: Double(size.width), height: Double(size.height),
            hasOwnRedaction: !isRoot && view.isRedacted)
        switch decision {
        case .skip:
            return
        case .keepVisible:
            scan.excludedViews.append(view)
            scan.excludedRects.append(view.convert(view.bounds, to: overlay))
        case .textBars:
            guard let label = view as? UILabel, let placeholder = bars(of: label, overlay: overlay, style: style) else { return }
            scan.placeholders.append(placeholder)
        case .shape(let isCapsule):
            let radius = RedactionShape.cornerRadius(
                requested: style.cornerRadius, viewCornerRadius: view.layer.cornerRadius, size: size, isCapsule: isCapsule)
            scan.placeholders.append(RedactionPlaceholder(
                source: ObjectIdentifier(view), rects: [view.convert(view.bounds, to: overlay)], cornerRadii: [radius],
                isText: false, backdrop: nil))
        case .descend:
            for subview in view.subviews {
                visit(subview, isRoot: false, overlay: overlay, style: style, into: &scan)
            }
        }
    }

    /// What redaction makes of a view when its behavior is `.automatic`.
    static func kind(of view: UIView) -> RedactionViewKind {
        switch view {
        case is UILabel:
            return .text
        case is UISwitch, is UIActivityIndicatorView:
            return .control(isCapsule: true)
        case is UIImageView, is UIButton, is UISegmentedControl, is UITextField, is UISlider, is UIStepper, is UITextView:
            return .control(isCapsule: false)
        default:
            return .container
        }
    }

    /// A label's bars, or nil when it has no visible text (empty or nil text draws nothing).
    private static func bars(of label: UILabel, overlay: UIView, style: PlaceholderStyle) -> RedactionPlaceholder? {
        let lines = RedactionLineMeasurer.lines(of: label)
        let bars = RedactionBarLayout.bars(
            for: lines, in: label.bounds.size, alignment: RedactionTextAlignment(label.textAlignment),
            isRightToLeft: label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        guard !bars.isEmpty else { return nil }
        return RedactionPlaceholder(
            source: ObjectIdentifier(label), rects: bars.map { label.convert($0, to: overlay) },
            cornerRadii: bars.map { RedactionShape.cornerRadius(requested: style.cornerRadius, size: $0.size) },
            isText: true, backdrop: (label.convert(label.bounds, to: overlay), backdropColor(behind: label)))
    }

    /// The color seen behind `view`: its background and its ancestors', composited down to the
    /// first opaque one (``RedactionBackdrop``), over the system background.
    static func backdropColor(behind view: UIView) -> RedactionColor {
        var backgrounds: [RedactionColor] = []
        var current: UIView? = view
        while let candidate = current {
            if let color = background(of: candidate) {
                guard let components = components(of: color, traits: candidate.traitCollection) else { break }
                backgrounds.append(components)
                if components.alpha >= RedactionBackdrop.opaqueAlpha { break }
            }
            current = candidate.superview
        }
        let fallback = components(of: .systemBackground, traits: view.traitCollection)
            ?? RedactionColor(red: 1, green: 1, blue: 1, alpha: 1)
        return RedactionBackdrop.color(of: backgrounds, over: fallback)
    }

    /// A view's background color; a cell's comes from its background configuration or view when it has one.
    private static func background(of view: UIView) -> UIColor? {
        if let cell = view as? UITableViewCell {
            if let configuration = cell.backgroundConfiguration { return configuration.resolvedBackgroundColor(for: cell.tintColor) }
            if let color = cell.backgroundView?.backgroundColor { return color }
        }
        if let cell = view as? UICollectionViewCell {
            if let configuration = cell.backgroundConfiguration { return configuration.resolvedBackgroundColor(for: cell.tintColor) }
            if let color = cell.backgroundView?.backgroundColor { return color }
        }
        return view.backgroundColor
    }

    /// The sRGB components of `color` for `traits`; nil for a color without them (a pattern image).
    static func components(of color: UIColor, traits: UITraitCollection) -> RedactionColor? {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
        return RedactionColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}
#endif
