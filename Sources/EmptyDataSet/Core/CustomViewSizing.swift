import Foundation

/// How a source's custom view is sized, so that it neither collapses to zero nor stretches over
/// the whole scroll view (DZNEmptyDataSet's most reported layout bug).
///
/// The custom view is centered; each axis gets an explicit size constraint only where the view
/// cannot size itself:
/// - a frame-based view (`translatesAutoresizingMaskIntoConstraints == true`) with a non-zero frame
///   keeps its frame size;
/// - otherwise its intrinsic content size is used when it has one (no explicit constraint needed);
/// - otherwise its fitting size (`systemLayoutSizeFitting` / `sizeThatFits`) when non-zero;
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
    ///   - fittingSize: Its compressed fitting size.
    ///   - available: The area it must fit in.
    static func resolve(
        isFrameBased: Bool, frameSize: CGSize, intrinsicSize: CGSize, fittingSize: CGSize, available: CGSize
    ) -> Resolution {
        func limit(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : .infinity }
        func axis(frame: CGFloat, intrinsic: CGFloat, fitting: CGFloat, limit: CGFloat) -> CGFloat? {
            if isFrameBased, frame.isFinite, frame > 0 { return min(frame, limit) }
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
