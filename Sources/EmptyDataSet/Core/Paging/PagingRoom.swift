import Foundation

// The room the page footer takes after the content, given through the stored content size.

/// Lengthens the content size a scroll view stores by the footer's length while a footer shows,
/// and gives the scroll view back the size UIKit (or the app) proposed when it goes.
///
/// Why the content size and not `contentInset`: apps own their insets and change them relatively
/// (`+=`/`-=` for keyboards; keyboard managers save an inset and restore it later), so room added
/// to an inset leaks or collapses when the app restores a value saved while the footer showed.
/// UIKit recomputes a table's or collection view's content size from its rows and layout on every
/// change and stores it through `setContentSize:`; the package's hook there stores `proposed +
/// length` instead (``storedSize(forProposed:)``), and this type remembers the last proposed
/// size — the app's own content — so that size is the one the trigger measures and the one given
/// back when the footer goes (``follow(length:currentSize:)``).
struct PagingRoom: Equatable, Sendable {
    /// The axis the room is added along.
    var axis: PagingAxis = .vertical
    /// The footer's length; `nil` while no room is made.
    private(set) var length: CGFloat?
    /// The last size proposed to `setContentSize:` while room is made.
    private(set) var proposedSize: CGSize?

    /// Whether room is made now.
    var isExtended: Bool { length != nil }

    /// The content's own size: the last proposed one while room is made, else `current`.
    func contentSize(current: CGSize) -> CGSize {
        proposedSize ?? current
    }

    /// The size `setContentSize:` stores for `proposed`: `proposed` while no room is made, else
    /// `proposed` lengthened by the footer's length along the axis. Records `proposed` while room
    /// is made. A non-finite proposed length is stored unchanged.
    mutating func storedSize(forProposed proposed: CGSize) -> CGSize {
        guard let length else { return proposed }
        proposedSize = proposed
        guard axis.length(of: proposed).isFinite else { return proposed }
        return lengthened(proposed, by: length)
    }

    /// Follows the footer: returns the size to pass to `setContentSize:` — the content's own
    /// size, which the hook lengthens through ``storedSize(forProposed:)`` while room is made — or
    /// `nil` when nothing changes.
    ///
    /// - Starting: the current size is the content's own; recorded and passed again (lengthened
    ///   by the hook).
    /// - Changing length: the recorded size is passed again (the hook adds the new length).
    /// - Unchanged, but the current size is not the recorded one lengthened: a size was stored
    ///   without the hook; the current size is taken as the content's own and passed again.
    /// - Ending (`length` `nil`, 0, negative or non-finite): the recorded size is passed again,
    ///   now stored as it is, so the scroll view has the size UIKit (or the app) last set.
    /// - Parameters:
    ///   - length: The footer's length along the axis; `nil` when no footer shows.
    ///   - currentSize: The scroll view's `contentSize` now.
    mutating func follow(length newLength: CGFloat?, currentSize: CGSize) -> CGSize? {
        let wanted = newLength.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        guard let wanted else {
            guard length != nil else { return nil }
            let restored = proposedSize ?? currentSize
            length = nil
            proposedSize = nil
            return restored == currentSize ? nil : restored
        }
        if let length, let proposedSize, lengthened(proposedSize, by: length) == currentSize {
            if length == wanted { return nil }
        } else {
            proposedSize = currentSize  // starting, or stored without the hook: the content's own
        }
        length = wanted
        return proposedSize
    }

    /// The axis to measure and place along: while room is made, the axis it was made along (an
    /// automatic axis re-resolved from sizes that include the room could flip and strand it);
    /// otherwise `resolve()`.
    func axis(resolving resolve: () -> PagingAxis) -> PagingAxis {
        isExtended ? axis : resolve()
    }

    /// The most rooms ``reconcile(measuredEnd:)`` takes off at once (a size derived twice from the
    /// lengthened one); more is never the footer's doing.
    static let maximumRepairedRooms = 2

    /// Repairs a recorded size that already contained the room. A proposal derived from the
    /// stored (lengthened) size — UIKit adding a self-sizing row's height change to the current
    /// `contentSize` instead of recomputing it — records the room as content, and the hook then
    /// adds it again. `measuredEnd` is where the content really ends along the axis, measured by
    /// the caller from the list's own geometry (a table's last section or `tableFooterView`):
    /// when the recorded length exceeds it by once or twice the room's length (within half a
    /// point), that many rooms are taken off. Any other excess is kept as the app's own length (a
    /// grouped table's bottom padding, an app footer resized after it was assigned); rooms under a
    /// point are never repaired.
    /// - Returns: The size to pass to `setContentSize:` again, or `nil` when nothing was derived
    ///   (no room, no record, non-finite input).
    mutating func reconcile(measuredEnd: CGFloat) -> CGSize? {
        // Only a room of at least a point, and only an excess within half a point of once or twice
        // the room: anything else (a grouped table's bottom padding, an app footer resized after it
        // was assigned) is the app's own length and is kept.
        guard let length, var recorded = proposedSize, measuredEnd.isFinite, length.isFinite, length >= 1 else { return nil }
        let recordedLength = axis.length(of: recorded)
        guard recordedLength.isFinite else { return nil }
        let excess = recordedLength - measuredEnd
        guard let rooms = (1...Self.maximumRepairedRooms).first(where: { abs(excess - CGFloat($0) * length) <= 0.5 }) else {
            return nil
        }
        recorded = axis.size(recorded, withLength: recordedLength - CGFloat(rooms) * length)
        proposedSize = recorded
        return recorded
    }

    /// `size` lengthened by `length` along the axis.
    private func lengthened(_ size: CGSize, by length: CGFloat) -> CGSize {
        axis.size(size, withLength: axis.length(of: size) + length)
    }

    /// The offset along the axis kept inside the scroll range of a content of `contentLength`
    /// (`[-insetStart, contentLength + insetEnd − boundsLength]`, the start winning when the
    /// content is shorter than the bounds): after the footer's room goes, an offset past the new
    /// end comes back to it. Non-finite input returns `offset` unchanged.
    static func clampedOffset(
        _ offset: CGFloat, contentLength: CGFloat, boundsLength: CGFloat, insetStart: CGFloat, insetEnd: CGFloat
    ) -> CGFloat {
        guard [offset, contentLength, boundsLength, insetStart, insetEnd].allSatisfy(\.isFinite) else { return offset }
        let maximum = max(-insetStart, contentLength + insetEnd - boundsLength)
        return max(-insetStart, min(offset, maximum))
    }
}
