#if canImport(UIKit)
import UIKit

/// The view a redacted view gets as its topmost subview: it draws the placeholders over the app's
/// views (which it never changes), takes their touches, and stands in for them with VoiceOver.
///
/// Layers: one gradient layer for all placeholders (masked by one shape layer whose path holds
/// every bar and shape) and one backdrop shape layer per distinct color behind labels — a fixed
/// cost per redacted view, never a layer per line or per view.
///
/// It re-shapes in `layoutSubviews`, which runs when the redacted view's size changes (rotation,
/// a self-sizing cell's new height: the overlay follows its bounds by autoresizing), on trait
/// changes (Dynamic Type, dark mode, layout direction, contrast), when it moves to a window, and
/// on ``UIKit/UIView/setNeedsRedactionUpdate()``. Changes inside the redacted view that leave its
/// size unchanged (a label's new text of the same height, a view shown or moved, a new
/// `semanticContentAttribute`, a cell's selection) are not seen without that call: nothing is
/// swizzled. Bold Text (legibility weight) and the elevated interface level re-shape too: they
/// change fonts and dynamic colors.
@MainActor
final class RedactionOverlayView: UIView {
    /// The style drawn.
    private(set) var style: PlaceholderStyle
    /// What the last re-shape drew.
    private(set) var scan = RedactionScan()
    /// How many times the placeholders were computed (tests tell which signal re-shaped).
    private(set) var reshapeCount = 0
    /// The animation running now (`.none` off screen or under Reduce Motion).
    private(set) var runningAnimation: PlaceholderAnimation = .none

    /// Every placeholder, filled with the style's colors (and animated).
    let placeholderLayer = CAGradientLayer()
    /// The placeholders' outline: the gradient shows only inside it.
    let placeholderMask = CAShapeLayer()
    /// The colors behind labels, covering their real text; one layer per distinct color.
    private(set) var backdropLayers: [CAShapeLayer] = []

    /// What VoiceOver reads instead of the content, and what is put back when redaction ends.
    private var accessibility = RedactionAccessibility()
    /// The redacted view (also when the app took the overlay out of it).
    private weak var host: UIView?
    private static let animationKey = "EmptyDataSet.redaction"

    init(style: PlaceholderStyle) {
        self.style = style
        super.init(frame: .zero)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // Drawn above siblings the app adds later; touches follow the subview order, so each
        // re-shape also brings the overlay to the front.
        layer.zPosition = 10_000
        placeholderLayer.mask = placeholderMask
        layer.addSublayer(placeholderLayer)
        isAccessibilityElement = true
        accessibilityLabel = PresetLocalization.string(for: .loading)
        accessibilityTraits = .staticText
        observeChanges()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is unavailable: the redaction overlay is created by UIView.redact(_:).")
    }

    // MARK: Attaching

    /// Covers `host` and takes its place with VoiceOver (``RedactionAccessibility``).
    func attach(to host: UIView) {
        self.host = host
        frame = host.bounds
        host.addSubview(self)
        accessibility.attach(self, to: host)
        setNeedsLayout()
    }

    /// Leaves the host as it was: what VoiceOver read is put back unless the app changed it meanwhile.
    func detach() {
        accessibility.detach(self, from: host)
        placeholderLayer.removeAnimation(forKey: Self.animationKey)
        runningAnimation = .none
        removeFromSuperview()
    }

    /// A new style, drawn at the next layout.
    func update(_ newStyle: PlaceholderStyle) {
        guard newStyle != style else { return }
        style = newStyle
        setNeedsLayout()
    }

    /// Re-shapes at the next layout, on top of subviews added since (back in the host if the app
    /// took it out).
    func setNeedsReshape() {
        if let host, superview !== host {
            frame = host.bounds
            host.addSubview(self)
        }
        bringToFront()
        setNeedsLayout()
    }

    /// Views the app added since would take the touches: hit-testing follows the subview order,
    /// not `zPosition`.
    private func bringToFront() {
        if let host = superview, host.subviews.last !== self { host.bringSubviewToFront(self) }
    }

    // MARK: Drawing

    override func layoutSubviews() {
        super.layoutSubviews()
        reshape()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        // Core Animation drops nothing here, but off screen nothing needs to run.
        setNeedsLayout()
        updateAnimation(force: true)
    }

    /// Computes the placeholders from the host's current layout and draws them.
    private func reshape() {
        guard let host = superview else { return }
        // Also on re-shapes the app did not ask for (a size or trait change).
        bringToFront()
        reshapeCount += 1
        scan = RedactionCollector.scan(host: host, overlay: self, style: style)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        placeholderLayer.frame = bounds
        placeholderMask.frame = placeholderLayer.bounds
        placeholderMask.path = outline(of: scan.placeholders)
        let fill = style.fillColor.resolvedColor(with: traitCollection).cgColor
        let highlight = style.highlightColor.resolvedColor(with: traitCollection).cgColor
        placeholderLayer.colors = style.animation == .shimmer ? [fill, highlight, fill] : [fill, fill, fill]
        placeholderLayer.locations = PlaceholderMotion.shimmerLocations.from.map { NSNumber(value: $0) }
        let axis = PlaceholderMotion.shimmerAxis(isRightToLeft: host.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        placeholderLayer.startPoint = axis.start
        placeholderLayer.endPoint = axis.end
        drawBackdrops(scan.placeholders.compactMap(\.backdrop))
        CATransaction.commit()
        // Excluded views stay readable, after the stand-in.
        accessibility.update(self, excludedViews: scan.excludedViews, in: host)
        updateAnimation(force: true)
    }

    private func outline(of placeholders: [RedactionPlaceholder]) -> CGPath {
        let path = CGMutablePath()
        for placeholder in placeholders {
            for (rect, radius) in zip(placeholder.rects, placeholder.cornerRadii) {
                path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
            }
        }
        return path
    }

    /// One shape layer per distinct color, reused from the last re-shape, below the placeholders.
    private func drawBackdrops(_ backdrops: [(rect: CGRect, color: RedactionColor)]) {
        var groups: [(color: RedactionColor, path: CGMutablePath)] = []
        for backdrop in backdrops {
            if let index = groups.firstIndex(where: { $0.color == backdrop.color }) {
                groups[index].path.addRect(backdrop.rect)
            } else {
                let path = CGMutablePath()
                path.addRect(backdrop.rect)
                groups.append((backdrop.color, path))
            }
        }
        while backdropLayers.count > groups.count { backdropLayers.removeLast().removeFromSuperlayer() }
        while backdropLayers.count < groups.count {
            let backdrop = CAShapeLayer()
            layer.insertSublayer(backdrop, below: placeholderLayer)
            backdropLayers.append(backdrop)
        }
        for (backdrop, group) in zip(backdropLayers, groups) {
            backdrop.frame = bounds
            backdrop.path = group.path
            let color = group.color
            backdrop.fillColor = CGColor(srgbRed: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        }
    }

    // MARK: Motion

    /// Starts, stops or restarts the animation for the style, Reduce Motion and being on screen.
    /// A restart keeps the phase: the begin time comes from the media clock alone.
    func updateAnimation(force: Bool = false) {
        let requested = PlaceholderMotion.effective(
            style.animation, isReduceMotionEnabled: AccessibilitySystem.isReduceMotionEnabled())
        let wanted: PlaceholderAnimation = window == nil ? .none : requested
        guard force || wanted != runningAnimation else { return }
        placeholderLayer.removeAnimation(forKey: Self.animationKey)
        runningAnimation = wanted
        guard let animation = makeAnimation(wanted) else { return }
        placeholderLayer.add(animation, forKey: Self.animationKey)
    }

    private func makeAnimation(_ kind: PlaceholderAnimation) -> CAAnimation? {
        let period = PlaceholderMotion.period(of: kind)
        let animation: CABasicAnimation
        switch kind {
        case .none:
            return nil
        case .shimmer:
            animation = CABasicAnimation(keyPath: "locations")
            animation.fromValue = PlaceholderMotion.shimmerLocations.from.map { NSNumber(value: $0) }
            animation.toValue = PlaceholderMotion.shimmerLocations.to.map { NSNumber(value: $0) }
            animation.duration = period
        case .pulse:
            let fill = style.fillColor.resolvedColor(with: traitCollection).cgColor
            let highlight = style.highlightColor.resolvedColor(with: traitCollection).cgColor
            animation = CABasicAnimation(keyPath: "colors")
            animation.fromValue = [fill, fill, fill]
            animation.toValue = [highlight, highlight, highlight]
            animation.duration = period / 2
            animation.autoreverses = true
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        }
        animation.repeatCount = .infinity
        // Kept when the app goes to the background and comes back.
        animation.isRemovedOnCompletion = false
        let begin = PlaceholderMotion.alignedBeginTime(now: CACurrentMediaTime(), period: period)
        animation.beginTime = placeholderLayer.convertTime(begin, from: nil)
        return animation
    }

    // MARK: Changes

    private func observeChanges() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(reduceMotionDidChange), name: UIAccessibility.reduceMotionStatusDidChangeNotification,
            object: nil)
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) {
            registerForTraitChanges([
                UITraitPreferredContentSizeCategory.self, UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self,
                UITraitAccessibilityContrast.self, UITraitLegibilityWeight.self, UITraitUserInterfaceLevel.self,
            ]) { (overlay: RedactionOverlayView, _: UITraitCollection) in
                overlay.setNeedsLayout()
            }
        }
    }

    @objc private func reduceMotionDidChange() {
        updateAnimation()
    }

    // visionOS has only the registration API (traitCollectionDidChange is deprecated there since 1.0).
    #if !os(visionOS)
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // iOS 17 and later use the registration above.
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) { return }
        setNeedsLayout()
    }
    #endif

    // MARK: Touches

    /// Touches on placeholders stop here; excluded views get theirs.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard super.point(inside: point, with: event) else { return false }
        return !scan.excludedRects.contains { $0.contains(point) }
    }

    // Not passed up the responder chain: the redacted view must not see them either.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
#endif
