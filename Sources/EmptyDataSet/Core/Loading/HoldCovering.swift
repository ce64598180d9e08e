// How a loading state held over rows that arrived keeps them out of sight.

/// How the rows that arrived while a loading state holds its minimum display time are kept out of
/// sight (``LoadingFlow``): covered with the list's own flat background, or hidden themselves.
///
/// A cover must look exactly like what is behind the rows, so it is used only when that is one
/// opaque color: the first background on the way up from the list that is not clear, when it is
/// fully opaque. Anything else cannot be matched by a flat color — a table's `backgroundView` (a
/// picture, a gradient), a translucent background (the list shows what is behind it), a blur,
/// material or glass effect — nor can nothing at all (no background up to the window): then the
/// arriving cells and supplementary views are hidden instead (alpha 0, restored when the hold
/// ends), and whatever is behind them shows as it did before they arrived.
enum HoldCovering: Equatable, Sendable {
    /// Cover the rows with the background at this index of the walk (0 is the list itself).
    case cover(backgroundAt: Int)
    /// Hide the arriving rows themselves.
    case hideRows

    /// One view on the way up from the list, as far as its background goes.
    enum Backdrop: Equatable, Sendable {
        /// A background color of this opacity (0 for clear or none).
        case color(alpha: Double)
        /// A visual effect (blur, material, glass): no flat color matches it.
        case effect
    }

    /// Colors at least this opaque count as opaque (a color's alpha from a color space
    /// conversion can fall a hair short of 1).
    static let opaqueAlpha = 0.999
    /// Colors less opaque than this count as clear.
    static let clearAlpha = 0.001

    /// The way to keep the rows out of sight.
    /// - Parameters:
    ///   - hasBackgroundView: Whether the list has a `backgroundView` (a table's or collection
    ///     view's), drawn behind the rows.
    ///   - backdrops: The list's and then each ancestor's background, up to the window.
    static func choose(hasBackgroundView: Bool, backdrops: [Backdrop]) -> HoldCovering {
        guard !hasBackgroundView else { return .hideRows }
        for (index, backdrop) in backdrops.enumerated() {
            switch backdrop {
            case .effect:
                return .hideRows
            case .color(let alpha) where alpha.isNaN || alpha < clearAlpha:
                continue
            case .color(let alpha):
                return alpha >= opaqueAlpha ? .cover(backgroundAt: index) : .hideRows
            }
        }
        return .hideRows
    }
}
