import Foundation

/// How a source's custom view is sized, so that it neither collapses to zero nor stretches over
/// the whole scroll view (DZNEmptyDataSet's most reported layout bug).
///
/// The custom view is centered. A view built with Auto Layout
/// (`translatesAutoresizingMaskIntoConstraints == false`) sizes itself: it gets no explicit size,
/// only a maximum width (added by the UIKit layer), so wrapping labels inside it wrap instead of
/// being pinned at a one-line fitting height. A frame-based view gets an explicit size on each
/// axis where it cannot size itself:
/// - a non-zero frame dimension is kept;
/// - otherwise its intrinsic content size is used when it has one (no explicit constraint needed);
/// - otherwise its fitting size (`sizeThatFits`) when non-zero;
/// - otherwise the axis is left to Auto Layout.
///
/// Every explicit size is clamped to the available area. An available dimension that is zero,
/// negative or non-finite (the area is not laid out yet) does not clamp: collapsing the view to
/// zero is the bug this rule exists to avoid.
enum CustomViewSizing {
    /// The explicit size of each axis; `nil` leaves the axis to the view's own intrinsic size.
    struct Resolution: Equatable, Sendable {
        var width: CGFloat?
        var height: CGFloat?
    }

    /// Resolves the size constraints for a custom view.
    /// - Parameters:
    ///   - isFrameBased: Whether the view was laid out with frames
    ///     (`translatesAutoresizingMaskIntoConstraints` was `true` when the source returned it).
    ///   - frameSize: Its `frame.size` when returned.
    ///   - intrinsicSize: Its `intrinsicContentSize`; zero, negative (`UIView.noIntrinsicMetric`)
    ///     or non-finite means none.
    ///   - fittingSize: Its fitting size (`sizeThatFits` of the available size).
    ///   - available: The area it must fit in.
    static func resolve(
        isFrameBased: Bool, frameSize: CGSize, intrinsicSize: CGSize, fittingSize: CGSize, available: CGSize
    ) -> Resolution {
        guard isFrameBased else { return Resolution(width: nil, height: nil) }
        func limit(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : .infinity }
        func axis(frame: CGFloat, intrinsic: CGFloat, fitting: CGFloat, limit: CGFloat) -> CGFloat? {
            if frame.isFinite, frame > 0 { return min(frame, limit) }
            if intrinsic.isFinite, intrinsic > 0 { return intrinsic > limit ? limit : nil }
            if fitting.isFinite, fitting > 0 { return min(fitting, limit) }
            return nil
        }
        return Resolution(
            width: axis(frame: frameSize.width, intrinsic: intrinsicSize.width,
                        fitting: fittingSize.width, limit: limit(available.width)),
            height: axis(frame: frameSize.height, intrinsic: intrinsicSize.height,
                         fitting: fittingSize.height, limit: limit(available.height)))
    }
}
