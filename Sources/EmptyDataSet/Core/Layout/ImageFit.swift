import Foundation

/// How the empty-state image is sized.
enum ImageFit {
    /// The size to display an image at: its own size when it fits, else scaled down with its aspect
    /// ratio kept until it fits (aspect fit). Never scaled up. An image with a zero or non-finite
    /// dimension displays at `.zero` (it has nothing to show).
    /// - Parameters:
    ///   - imageSize: The image's size in points.
    ///   - available: The largest size the image may take.
    static func displaySize(for imageSize: CGSize, in available: CGSize) -> CGSize {
        let image = Metric.nonNegative(imageSize)
        let bounds = Metric.nonNegative(available)
        guard image.width > 0, image.height > 0 else { return .zero }
        let scale = min(1, bounds.width / image.width, bounds.height / image.height)
        return CGSize(width: image.width * scale, height: image.height * scale)
    }

    /// The share of the available height an image may take when text or a button shows with it,
    /// so that they stay on screen below it.
    static let maximumHeightShareWithOtherElements: CGFloat = 0.5

    /// The largest size the image may take in an area: the whole area when it is alone, else the
    /// full width and at most ``maximumHeightShareWithOtherElements`` of the height.
    /// - Parameters:
    ///   - area: The width text may use and the height of the empty state, inside its margins.
    ///   - hasOtherElements: Whether a title, description or button shows with the image.
    static func available(in area: CGSize, hasOtherElements: Bool) -> CGSize {
        let size = Metric.nonNegative(area)
        guard hasOtherElements else { return size }
        return CGSize(width: size.width, height: size.height * maximumHeightShareWithOtherElements)
    }
}
