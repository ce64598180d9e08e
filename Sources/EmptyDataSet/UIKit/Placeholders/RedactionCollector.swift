#if canImport(UIKit)
import UIKit

/// One view's placeholder, in the overlay's coordinates.
struct RedactionPlaceholder {
    /// The view it stands for (tests find a view's placeholder by it).
    let source: ObjectIdentifier
    /// The rounded rectangles: one per line for a label, one for a shape.
    let rects: [CGRect]
    /// The corner radius of each rectangle (the style's, or the view's own when larger).
    let cornerRadii: [CGFloat]
    /// Each rectangle's corners once clipping ancestors' rounded corners are applied (a header
    /// image flush with a rounded card's corner takes the card's curve).
    let cornerShapes: [RedactionCornerShape]
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
    /// The scroll views inside the redacted subtree: each gets an overlay of its own, inside it,
    /// so its placeholders scroll with its content and its pans and refresh control still work.
    var scrollViews: [UIScrollView] = []
    /// Their visible frames in the overlay's coordinates, where the overlay hands touches to
    /// them (their own overlay takes the taps on their content).
    var scrollRects: [CGRect] = []
    /// For each of them, the frames of the placeholders and touch-taking views drawn above it
    /// (views later in the subview order: a floating button, a toolbar or bottom bar's opaque
    /// background, a control over a list, by ``RedactionTouchCover``), which keep stopping touches.
    var rectsAboveScrollViews: [[CGRect]] = []

    /// Records a placeholder's area, above every scroll view found so far.
    mutating func cover(_ rect: CGRect) {
        for index in rectsAboveScrollViews.indices { rectsAboveScrollViews[index].append(rect) }
    }

    /// The descendant scroll view a touch at `point` goes to: one whose visible frame holds it
    /// with no placeholder drawn above it there (the last found is the topmost).
    func scrollView(at point: CGPoint) -> UIScrollView? {
        for index in scrollRects.indices.reversed() where scrollRects[index].contains(point) {
            if rectsAboveScrollViews[index].contains(where: { $0.contains(point) }) { return nil }
            return scrollViews[index]
        }
        return nil
    }
}

/// The area of the overlay the views between the redacted view and a view let show: a
/// rectangle (nil: all) and the rounded corners of clipping ancestors in it.
struct RedactionClipArea {
    var rect: CGRect?
    var corners: [RedactionCornerClip] = []
}

/// Walks a redacted view's subtree and turns each view into placeholders by ``RedactionRule``.
/// Reads the views only: nothing of the app's views is changed or kept.
@MainActor
enum RedactionCollector {
    /// Whether `view` takes touches over its whole frame whatever its background color: a control,
    /// or a bar or material whose background UIKit draws in private subviews (a toolbar's, a tab
    /// bar's or a navigation bar's `backgroundColor` is nil).
    static func takesTouchesAnywhere(_ view: UIView) -> Bool {
        if view is UIControl || view is UITabBar || view is UINavigationBar || view is UISearchBar
            || view is UIVisualEffectView
        {
            return true
        }
        #if os(tvOS)
        return false
        #else
        return view is UIToolbar
        #endif
    }

    /// The placeholders of `host`'s subtree in `overlay`'s coordinates. `host` itself is drawn by
    /// its kind whatever its ``UIKit/UIView/redactionBehavior`` (redacting it is the app's request).
    ///
    /// A scroll view host is drawn over its whole content (the overlay spans it): its scrolled-away
    /// content is not cut off. The host's own clipping and rounded corners need no cutting: the
    /// overlay is inside the host, and UIKit clips it.
    static func scan(host: UIView, overlay: UIView, style: PlaceholderStyle) -> RedactionScan {
        var scan = RedactionScan()
        let clip = coversContent(host) ? RedactionClipArea(rect: overlay.bounds) : RedactionClipArea()
        visit(host, isRoot: true, clip: clip, overlay: overlay, style: style, into: &scan)
        return scan
    }

    /// `clip` is the area of `overlay` the views between `host` and `view` let show (nil: all);
    /// the overlay draws above them all, so it cuts the placeholders itself (``RedactionClip``).
    private static func visit(
        _ view: UIView, isRoot: Bool, clip: RedactionClipArea, overlay: UIView, style: PlaceholderStyle,
        inControl: Bool = false, into scan: inout RedactionScan
    ) {
        if view is RedactionOverlayView || isRefreshControl(view) || (!isRoot && isPackageView(view)) { return }
        let size = view.bounds.size
        let decision = RedactionRule.decision(
            behavior: isRoot ? .automatic : view.redactionBehavior, kind: kind(of: view), isHidden: view.isHidden,
            alpha: Double(view.alpha), width: Double(size.width), height: Double(size.height),
            hasOwnRedaction: !isRoot && view.isRedacted)
        let frame = view.convert(view.bounds, to: overlay)
        // A bar's opaque background or a control takes touches where it draws no placeholder:
        // one there is not handed to a list beneath.
        if !isRoot, RedactionTouchCover.covers(
            decision: decision, isUserInteractionEnabled: view.isUserInteractionEnabled, isControl: Self.takesTouchesAnywhere(view),
            backgroundAlpha: Double(view.backgroundColor?.cgColor.alpha ?? 0)),
           let area = RedactionClip.visible(frame, in: clip.rect) {
            scan.cover(area)
        }
        switch decision {
        case .skip:
            return
        case .keepVisible:
            scan.excludedViews.append(view)
            if let visible = RedactionClip.visible(frame, in: clip.rect) { scan.excludedRects.append(visible) }
        case .textBars:
            // Empty text inside a control or a bar is UIKit's or the control's own machinery (a
            // navigation bar's title label with no title, a custom control's empty badge): no
            // placeholder lines there. Text that is there still gets its bars.
            let found: RedactionPlaceholder? = if let label = view as? UILabel {
                bars(of: label, clip: clip, overlay: overlay, style: style, drawsEmptyLines: !inControl)
            } else if let textView = view as? UITextView {
                inControl ? nil : bars(ofEmpty: textView, clip: clip, overlay: overlay, style: style)
            } else {
                nil
            }
            guard let placeholder = found else { return }
            scan.placeholders.append(placeholder)
            if let area = RedactionClip.visible(frame, in: clip.rect) { scan.cover(area) }
        case .shape(let isCapsule):
            let radius = RedactionShape.cornerRadius(
                requested: style.cornerRadius, viewCornerRadius: view.layer.cornerRadius, size: size, isCapsule: isCapsule)
            let cut = RedactionClip.visible([frame], radii: [radius], in: clip.rect)
            guard !cut.rects.isEmpty else { return }
            scan.placeholders.append(RedactionPlaceholder(
                source: ObjectIdentifier(view), rects: cut.rects, cornerRadii: cut.radii,
                cornerShapes: shapes(of: cut.rects, radii: cut.radii, clip: clip), isText: false, backdrop: nil))
            cut.rects.forEach { scan.cover($0) }
        case .descend:
            if !isRoot, let scrollView = view as? UIScrollView, !inControl, nests(scrollView) {
                // Drawn by an overlay inside it (it scrolls), reached by touches through this one;
                // one clipped out of sight takes none (a null rectangle contains no point).
                scan.scrollViews.append(scrollView)
                scan.scrollRects.append(RedactionClip.visible(frame, in: clip.rect) ?? .null)
                scan.rectsAboveScrollViews.append([])
                return
            }
            let clips = view.clipsToBounds || view.layer.masksToBounds
            var inner = clip
            if !isRoot {
                inner.rect = RedactionClip.narrowed(clip.rect, by: frame, clips: clips)
                if clips, view.layer.cornerRadius > 0 { inner.corners.append(cornerClip(of: view, frame: frame)) }
            } else if !coversContent(view) {
                inner.rect = RedactionClip.narrowed(clip.rect, by: frame, clips: clips)
            }
            let innerInControl = inControl || isControlWithPrivateScrolling(view) || isBar(view)
            for subview in view.subviews {
                visit(subview, isRoot: false, clip: inner, overlay: overlay, style: style, inControl: innerInControl, into: &scan)
            }
        }
    }

    /// Whether a redacted `host` is covered over its whole content: a scroll view whose subviews
    /// are looked at (a text view, also a scroll view, is one shape of what shows).
    static func coversContent(_ host: UIView) -> Bool {
        host is UIScrollView && !(host is UITextView)
    }

    /// A clipping view's rounded outline in the overlay's coordinates.
    private static func cornerClip(of view: UIView, frame: CGRect) -> RedactionCornerClip {
        let mask = view.layer.maskedCorners
        var corners: RedactionCorners = []
        if mask.contains(.layerMinXMinYCorner) { corners.insert(.topLeft) }
        if mask.contains(.layerMaxXMinYCorner) { corners.insert(.topRight) }
        if mask.contains(.layerMinXMaxYCorner) { corners.insert(.bottomLeft) }
        if mask.contains(.layerMaxXMaxYCorner) { corners.insert(.bottomRight) }
        return RedactionCornerClip(
            rect: frame, radius: view.layer.cornerRadius, corners: corners, isContinuous: view.layer.cornerCurve == .continuous)
    }

    /// The corners of rectangles cut to `clip`, rounded where its rounded corners reach them.
    private static func shapes(of rects: [CGRect], radii: [CGFloat], clip: RedactionClipArea) -> [RedactionCornerShape] {
        zip(rects, radii).map { RedactionCornerRounding.shape(of: $0, ownRadius: $1, clips: clip.corners) }
    }

    /// Whether a descendant scroll view gets an overlay of its own: one the user scrolls (its
    /// scrolling enabled) and the app made. UIKit's and WebKit's private scroll views are parts
    /// of another view and are drawn as that view's content: a table's wrapper view, a
    /// compositional layout's orthogonal section scrollers (private, underscore-prefixed
    /// classes), a web view's scroll views; pickers' wheels and text views are skipped by
    /// `inControl`.
    private static func nests(_ scrollView: UIScrollView) -> Bool {
        guard scrollView.isScrollEnabled else { return false }
        let name = NSStringFromClass(type(of: scrollView))
        return !name.hasPrefix("_") && !privateScrollViewClassNames.contains(name)
    }

    /// Private scroll view classes without an underscore that UIKit and WebKit put inside their views.
    private static let privateScrollViewClassNames: Set<String> = [
        "UITableViewWrapperView", "UIPickerTableView", "WKScrollView", "WKChildScrollView",
    ]

    /// Views whose scroll views are their own machinery (a picker's wheels, a date picker's),
    /// drawn as part of them. Text views never get here: they are one shape.
    private static func isControlWithPrivateScrolling(_ view: UIView) -> Bool {
        if view is UIControl { return true }
        #if os(tvOS)
        return false
        #else
        return view is UIPickerView || view is UIDatePicker
        #endif
    }

    /// UIKit's bars, whose labels are UIKit's own (a navigation bar's title and back button, a
    /// tab bar's item titles, a search bar's prompt): their empty labels are not the app's
    /// content waiting for data, so they get no placeholder lines.
    private static func isBar(_ view: UIView) -> Bool {
        if view is UINavigationBar || view is UISearchBar || view is UITabBar { return true }
        #if os(tvOS)
        return false
        #else
        return view is UIToolbar
        #endif
    }

    /// The package's own views (an empty state, placeholder rows) are not the app's content:
    /// never drawn, never covered, and never given an overlay of their own.
    private static func isPackageView(_ view: UIView) -> Bool {
        view is EmptyStateView || view is PlaceholderRowsView
    }

    /// A refresh control is the scroll view's, not content: never drawn, never covered.
    private static func isRefreshControl(_ view: UIView) -> Bool {
        #if os(tvOS)
        return false
        #else
        return view is UIRefreshControl
        #endif
    }

    /// What redaction makes of a view when its behavior is `.automatic`.
    static func kind(of view: UIView) -> RedactionViewKind {
        switch view {
        case is UILabel:
            return .text
        case let textView as UITextView where !RedactionBarLayout.hasVisibleText(textView.attributedText?.string):
            // Placeholder lines while empty; with text, one shape of what shows (its text may
            // scroll: no line-by-line layout of a scrolled text).
            return .text
        case is UIActivityIndicatorView, is UIProgressView:
            return .control(isCapsule: true)
        case is UIImageView, is UIButton, is UISegmentedControl, is UITextField, is UITextView:
            return .control(isCapsule: false)
        default:
            return platformKind(of: view)
        }
    }

    #if os(tvOS)
    // tvOS has no UISwitch, UISlider or UIStepper.
    private static func platformKind(of view: UIView) -> RedactionViewKind { .container }
    #else
    private static func platformKind(of view: UIView) -> RedactionViewKind {
        switch view {
        case is UISwitch: .control(isCapsule: true)
        case is UISlider, is UIStepper: .control(isCapsule: false)
        default: .container
        }
    }
    #endif

    /// A label's bars cut to `clip`, or nil when none shows. Text that is there gets a bar per
    /// laid-out line; nil, empty or whitespace-only text gets placeholder lines
    /// (``EmptyTextPlaceholder``) unless `drawsEmptyLines` is false (inside a control or a bar),
    /// and no backdrop: there is nothing to cover.
    private static func bars(
        of label: UILabel, clip area: RedactionClipArea, overlay: UIView, style: PlaceholderStyle, drawsEmptyLines: Bool
    ) -> RedactionPlaceholder? {
        let clip = area.rect
        let hasText = RedactionBarLayout.hasVisibleText(label.attributedText?.string)
        guard hasText || drawsEmptyLines else { return nil }
        let lines = hasText
            ? RedactionLineMeasurer.lines(of: label)
            : EmptyTextPlaceholder.fitting(RedactionLineMeasurer.emptyLines(of: label, style: style), height: label.bounds.height)
        let bars = RedactionBarLayout.bars(
            for: lines, in: label.bounds.size, alignment: RedactionTextAlignment(label.textAlignment),
            isRightToLeft: label.effectiveUserInterfaceLayoutDirection == .rightToLeft,
            lastLineFraction: style.lastLineFraction, barHeight: style.barHeight)
        let cut = RedactionClip.visible(
            bars.map { label.convert($0, to: overlay) },
            radii: bars.map { RedactionShape.cornerRadius(requested: style.cornerRadius, size: $0.size) }, in: clip)
        guard !cut.rects.isEmpty else { return nil }
        // Clear text shows nothing to cover: a backdrop would only paint a box over what is behind.
        let backdrop = hasText && isTextVisible(in: label)
            ? RedactionClip.visible(label.convert(label.bounds, to: overlay), in: clip).map { ($0, backdropColor(behind: label)) }
            : nil
        return RedactionPlaceholder(
            source: ObjectIdentifier(label), rects: cut.rects, cornerRadii: cut.radii,
            cornerShapes: shapes(of: cut.rects, radii: cut.radii, clip: area), isText: true, backdrop: backdrop)
    }

    /// An empty text view's placeholder lines cut to `clip`, over a backdrop of its visible
    /// bounds in the color behind its text.
    ///
    /// **Where the lines go.** A text view is a scroll view: its `bounds.origin` is its
    /// `contentOffset`, which is not zero when it scrolled, or when its content is inset under a
    /// bar (−`adjustedContentInset.top`). Its text container starts at `textContainerInset`
    /// (plus the line fragment padding sideways) in content coordinates, whatever the offset —
    /// where UIKit draws its first line — so the lines start there, and as many are kept as fit
    /// the height the text view shows its text in: its bounds less `adjustedContentInset` and
    /// the container's insets. Converting from content coordinates to the overlay's puts them
    /// where the text would be on screen.
    ///
    /// **The backdrop.** The text view's own subviews (an app's placeholder label such as "Write
    /// a review…", a character counter) are not looked at: the backdrop covers them under the
    /// lines, as the text it stands for would. It is drawn also when no line fits or the app set
    /// ``UIKit/UIView/redactionLineCount`` to 0, so nothing inside the text view shows through.
    private static func bars(
        ofEmpty textView: UITextView, clip area: RedactionClipArea, overlay: UIView, style: PlaceholderStyle
    ) -> RedactionPlaceholder? {
        let origin = EmptyTextViewLayout.containerOrigin(
            containerInset: LayoutInsets(edgeInsets: textView.textContainerInset),
            lineFragmentPadding: textView.textContainer.lineFragmentPadding)
        let available = EmptyTextViewLayout.availableHeight(
            boundsHeight: textView.bounds.height, adjustedInset: LayoutInsets(edgeInsets: textView.adjustedContentInset),
            containerInset: LayoutInsets(edgeInsets: textView.textContainerInset))
        let emptyLines = RedactionLineMeasurer.emptyLines(of: textView, style: style)
        let lines = EmptyTextPlaceholder.fitting(emptyLines, height: available)
        // A block as tall as its lines: a text view draws from the top, not centered as a label.
        let width = emptyLines.first?.width ?? 0
        let block = CGSize(width: width, height: lines.reduce(0) { $0 + $1.height })
        let bars = RedactionBarLayout.bars(
            for: lines, in: block, alignment: RedactionTextAlignment(textView.textAlignment),
            isRightToLeft: textView.effectiveUserInterfaceLayoutDirection == .rightToLeft,
            lastLineFraction: style.lastLineFraction, barHeight: style.barHeight)
        let inside = bars.compactMap { bar -> CGRect? in
            // Content coordinates: the bounds are the visible part of the content.
            let placed = bar.offsetBy(dx: origin.x, dy: origin.y).intersection(textView.bounds)
            return placed.isNull || placed.isEmpty ? nil : textView.convert(placed, to: overlay)
        }
        let cut = RedactionClip.visible(
            inside, radii: inside.map { RedactionShape.cornerRadius(requested: style.cornerRadius, size: $0.size) }, in: area.rect)
        let backdrop = RedactionClip.visible(textView.convert(textView.bounds, to: overlay), in: area.rect)
            .map { ($0, backdropColor(behind: textView)) }
        guard !cut.rects.isEmpty || backdrop != nil else { return nil }
        return RedactionPlaceholder(
            source: ObjectIdentifier(textView), rects: cut.rects, cornerRadii: cut.radii,
            cornerShapes: shapes(of: cut.rects, radii: cut.radii, clip: area), isText: true, backdrop: backdrop)
    }

    /// Whether any run of the label's text is drawn in a visible color (its own foreground
    /// color, else the label's `textColor`).
    private static func isTextVisible(in label: UILabel) -> Bool {
        guard let text = label.attributedText else { return false }
        var alphas: [Double] = []
        text.enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: text.length), options: []) { value, _, _ in
            let color = (value as? UIColor) ?? label.textColor ?? .black
            alphas.append(Double(color.resolvedColor(with: label.traitCollection).cgColor.alpha))
        }
        return RedactionBackdrop.isTextVisible(runAlphas: alphas)
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
        return RedactionBackdrop.color(of: backgrounds, over: windowBackground(for: view.traitCollection))
    }

    /// What shows where no view has a background: the system background, or on tvOS (which has
    /// no `systemBackground`) white in light mode and black in dark mode.
    private static func windowBackground(for traits: UITraitCollection) -> RedactionColor {
        let isDark = traits.userInterfaceStyle == .dark
        let plain = RedactionColor(red: isDark ? 0 : 1, green: isDark ? 0 : 1, blue: isDark ? 0 : 1, alpha: 1)
        #if os(tvOS)
        return plain
        #else
        return components(of: .systemBackground, traits: traits) ?? plain
        #endif
    }

    /// A view's background color. A cell's comes from its background configuration (already
    /// updated for the cell's state), else from its selected background view while it shows
    /// (selected or highlighted), else from its background view; a table's section header or
    /// footer view's from its background configuration, else its background view.
    private static func background(of view: UIView) -> UIColor? {
        if let cell = view as? UITableViewCell {
            if let configuration = cell.backgroundConfiguration { return configuration.resolvedBackgroundColor(for: cell.tintColor) }
            let showsSelection = (cell.isSelected || cell.isHighlighted) && cell.selectionStyle != .none
            if showsSelection, let color = cell.selectedBackgroundView?.backgroundColor { return color }
            if let color = cell.backgroundView?.backgroundColor { return color }
        }
        if let cell = view as? UICollectionViewCell {
            if let configuration = cell.backgroundConfiguration { return configuration.resolvedBackgroundColor(for: cell.tintColor) }
            if cell.isSelected || cell.isHighlighted, let color = cell.selectedBackgroundView?.backgroundColor { return color }
            if let color = cell.backgroundView?.backgroundColor { return color }
        }
        // A section header or footer draws its background the same ways as a cell (a plain
        // table's pinned header: its background configuration's material or color).
        if let header = view as? UITableViewHeaderFooterView {
            if let configuration = header.backgroundConfiguration {
                return configuration.resolvedBackgroundColor(for: header.tintColor)
            }
            if let color = header.backgroundView?.backgroundColor { return color }
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
