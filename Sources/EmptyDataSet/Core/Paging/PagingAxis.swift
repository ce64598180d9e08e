import Foundation

// The axis a list pages along, and reading and writing sizes along it.

/// The axis along which a list scrolls to its next page.
enum PagingAxis: Equatable, Sendable {
    /// Top to bottom: the footer goes below the content.
    case vertical
    /// Leading to trailing in content coordinates (left to right): the footer goes after the
    /// content's right edge.
    case horizontal

    /// The axis of a list the app did not name one for: a layout that scrolls horizontally (a
    /// collection view's flow or compositional layout) says so; without a layout's word, a
    /// scroll view whose content is wider than its bounds and no taller than them scrolls
    /// horizontally; everything else (tables included) vertically. Non-finite sizes count as
    /// vertical.
    /// - Parameters:
    ///   - layoutScrollsHorizontally: The layout's scroll direction, `nil` when it has none.
    ///   - contentSize: The content size.
    ///   - boundsSize: The bounds size.
    static func resolve(layoutScrollsHorizontally: Bool?, contentSize: CGSize, boundsSize: CGSize) -> PagingAxis {
        if let layoutScrollsHorizontally { return layoutScrollsHorizontally ? .horizontal : .vertical }
        let values = [contentSize.width, contentSize.height, boundsSize.width, boundsSize.height]
        guard values.allSatisfy(\.isFinite) else { return .vertical }
        let widerThanBounds = contentSize.width > boundsSize.width
        let tallerThanBounds = contentSize.height > boundsSize.height
        return widerThanBounds && !tallerThanBounds ? .horizontal : .vertical
    }

    /// `size`'s length along the axis.
    func length(of size: CGSize) -> CGFloat {
        self == .vertical ? size.height : size.width
    }

    /// `size` with its length along the axis replaced by `length`.
    func size(_ size: CGSize, withLength length: CGFloat) -> CGSize {
        self == .vertical ? CGSize(width: size.width, height: length) : CGSize(width: length, height: size.height)
    }
}
