// Which views of a redacted subtree become placeholders, and how.

/// How a view takes part when a view above it is redacted with ``UIKit/UIView/redact(_:)``.
///
/// Set it with ``UIKit/UIView/redactionBehavior``; `.automatic` by default.
public enum RedactionBehavior: Sendable, Hashable {
    /// The view's kind decides: a label becomes one bar per line of its text, or placeholder
    /// lines while it has no text (as does an empty text view; ``UIKit/UIView/redactionLineCount``);
    /// an image view, button, switch, segmented control, slider, stepper, progress view, activity
    /// indicator, text field or text view with text becomes one rounded shape of its frame; any
    /// other view draws nothing of its own and its subviews are looked at instead.
    case automatic
    /// The view and its subviews stay visible and usable: no placeholder is drawn over them and
    /// touches reach them. Use it for what is real while the rest loads (a close button, a
    /// section title).
    case excluded
    /// The view is drawn as one rounded shape of its frame and its subviews are not looked at
    /// (a custom view such as a chart or a rating control).
    case shape
}

/// The kind of a view, as far as redaction cares.
enum RedactionViewKind: Equatable, Sendable {
    /// A label: bars from its text layout.
    case text
    /// A control or image: one shape of its frame; `isCapsule` rounds it into a pill (a switch,
    /// an activity indicator, a progress bar).
    case control(isCapsule: Bool)
    /// Any other view: its subviews are looked at.
    case container
}

/// What the redaction draws for one view of the redacted subtree.
enum RedactionDecision: Equatable, Sendable {
    /// Nothing, and nothing of its subviews (hidden, transparent, or redacted by itself).
    case skip
    /// Nothing, and the view and its subviews keep receiving touches (``RedactionBehavior/excluded``).
    case keepVisible
    /// Bars for the lines of its text.
    case textBars
    /// One shape of its frame; `isCapsule` as in ``RedactionViewKind/control(isCapsule:)``.
    case shape(isCapsule: Bool)
    /// Nothing of its own; its subviews are looked at.
    case descend
}

/// The opt-in and opt-out rules.
enum RedactionRule {
    /// The alpha at or below which a view counts as invisible (UIKit's hit-testing threshold).
    static let invisibleAlpha = 0.01

    /// What to draw for a view inside a redacted subtree.
    ///
    /// In order: a hidden view or one with alpha ≤ 0.01 is skipped with its subviews (it shows
    /// nothing, so nothing stands in for it); an excluded view stays visible; a view redacted by
    /// itself is left to its own placeholders (styles never stack); a zero-size view draws no
    /// placeholder of its own, but its subviews, which may extend beyond it, are looked at;
    /// `.shape` draws one shape; `.automatic` follows the view's kind.
    /// - Parameters:
    ///   - behavior: The view's ``RedactionBehavior``.
    ///   - kind: What the view is.
    ///   - isHidden: `isHidden`.
    ///   - alpha: `alpha` (non-finite counts as 0).
    ///   - width: `bounds.width`.
    ///   - height: `bounds.height`.
    ///   - hasOwnRedaction: Whether the view itself was redacted (and is not the root being drawn).
    static func decision(
        behavior: RedactionBehavior, kind: RedactionViewKind, isHidden: Bool, alpha: Double, width: Double,
        height: Double, hasOwnRedaction: Bool
    ) -> RedactionDecision {
        let visibleAlpha = alpha.isFinite ? alpha : 0
        if isHidden || visibleAlpha <= invisibleAlpha { return .skip }
        if behavior == .excluded { return .keepVisible }
        if hasOwnRedaction { return .skip }
        let hasArea = width.isFinite && height.isFinite && width > 0 && height > 0
        switch (behavior, kind) {
        case (.shape, _):
            return hasArea ? .shape(isCapsule: false) : .descend
        case (_, .text):
            return hasArea ? .textBars : .skip
        case (_, .control(let isCapsule)):
            return hasArea ? .shape(isCapsule: isCapsule) : .skip
        case (_, .container):
            return .descend
        }
    }
}
