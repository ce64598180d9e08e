#if canImport(UIKit)
import UIKit

// The per-view line count of empty text's placeholder lines, and the height those lines need.

/// The associated-object key: a unique, never-freed allocation, only ever used as an address.
nonisolated(unsafe) private let lineCountKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

@MainActor
extension UIView {
    /// How many placeholder lines this label or text view shows while it has no text (nil,
    /// empty or only whitespace) inside a redacted view; nil (the default) for automatic.
    ///
    /// Automatic is one line for a label whose `numberOfLines` is 0, else `numberOfLines` up to
    /// three (a text view: its text container's `maximumNumberOfLines` the same way). A value is
    /// clamped to 0…20; 0 draws no line (a label that stays empty; an empty text view keeps only
    /// the backdrop that covers its subviews). Empty labels and text views inside a control or a
    /// navigation bar, search bar, tab bar or toolbar draw no lines whatever this says. Every
    /// other empty label of a redacted view shows lines — one with a fixed height too (Interface
    /// Builder's 21 points holds one 17-point line): set 0 on one that should stay empty.
    ///
    /// Text that is there is drawn line by line as it is laid out, whatever this says. The lines
    /// still fit in the view's height: an empty label with no height draws none — give it one
    /// while loading with ``UIKit/UILabel/redactionPlaceholderHeight(for:)``. Other views ignore
    /// it. A change shows at the next update of the redaction (``setNeedsRedactionUpdate()``).
    public var redactionLineCount: Int? {
        get { (objc_getAssociatedObject(self, lineCountKey) as? NSNumber)?.intValue }
        set { objc_setAssociatedObject(self, lineCountKey, newValue.map { NSNumber(value: $0) }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

@MainActor
extension UILabel {
    /// The height this label's placeholder lines need while it has no text: its line count
    /// (``UIKit/UIView/redactionLineCount``, else automatic) times its font's line height (the
    /// font of an attributed string of spaces when it has one, as the lines are drawn), with
    /// the style's ``PlaceholderStyle/lineSpacing`` between them, rounded up to whole points.
    ///
    /// Redaction never changes the app's layout, and an empty label's intrinsic height is 0, so
    /// a self-sizing cell whose labels have no text yet collapses them. Give such a label this
    /// height while loading, and let it go when the text arrives:
    ///
    ///     let reserved = title.heightAnchor.constraint(greaterThanOrEqualToConstant: title.redactionPlaceholderHeight())
    ///     reserved.isActive = isLoading   // read it again after a Dynamic Type change
    ///
    /// - Parameter style: The style the label is redacted with; ``PlaceholderStyle/default`` by
    ///   default. Only its line spacing counts.
    /// - Returns: The height in points; 0 for a line count of 0.
    public func redactionPlaceholderHeight(for style: PlaceholderStyle = .default) -> CGFloat {
        // The font the lines are drawn in: an attributed string of spaces' own font wins.
        let font = RedactionLineMeasurer.emptyTextFont(of: self)
        let count = EmptyTextPlaceholder.lineCount(numberOfLines: numberOfLines, override: redactionLineCount)
        return EmptyTextPlaceholder.height(lineCount: count, lineHeight: font.lineHeight, spacing: style.lineSpacing)
    }
}
#endif
