import Foundation

// Whether a load's error is a cancellation, however a networking library wrapped it.

/// Tells a cancellation from a failure: a cancelled load ends without an outcome (no error state,
/// no report), so a cancellation must be recognized however it reaches the flow.
///
/// A cancellation is Swift's `CancellationError`, `URLError.cancelled` (`NSURLErrorCancelled`),
/// Cocoa's `NSUserCancelledError` — or an error that wraps one: networking libraries report a
/// cancelled request as their own error whose underlying error is the cancellation, through
/// `NSUnderlyingErrorKey` in its user info, a stored `underlyingError` property, or an associated
/// value of an error enum's case. The chain is followed at most ``maximumDepth`` levels deep, so a
/// cyclic or very deep chain ends the search (as "not a cancellation") instead of hanging.
enum LoadCancellation {
    /// How many wrappers deep a cancellation is looked for.
    static let maximumDepth = 8

    /// Whether `error`, or an error it wraps, is a cancellation.
    static func isCancellation(_ error: any Error) -> Bool {
        isCancellation(error, depth: 0)
    }

    private static func isCancellation(_ error: any Error, depth: Int) -> Bool {
        if isDirectCancellation(error) { return true }
        guard depth < maximumDepth else { return false }
        return underlyingErrors(of: error).contains { isCancellation($0, depth: depth + 1) }
    }

    /// Whether `error` itself reports a cancellation.
    static func isDirectCancellation(_ error: any Error) -> Bool {
        if error is CancellationError { return true }
        if let urlError = error as? URLError, urlError.code == .cancelled { return true }
        let nsError = error as NSError
        switch nsError.domain {
        case NSURLErrorDomain: return nsError.code == URLError.Code.cancelled.rawValue
        case NSCocoaErrorDomain: return nsError.code == CocoaError.Code.userCancelled.rawValue
        default: return false
        }
    }

    /// The errors `error` wraps: the errors in its user info (`NSUnderlyingErrorKey`, and the
    /// arrays of `NSMultipleUnderlyingErrorsKey` or a library's own key: every error value counts,
    /// so a key need not be known), and — read by reflection, so no library's types are needed —
    /// a stored property named `underlyingError` or any error carried by an enum case
    /// (`.sessionTaskFailed(error:)`, `.underlying(_:)`).
    static func underlyingErrors(of error: any Error) -> [any Error] {
        var found: [any Error] = []
        for value in (error as NSError).userInfo.values {
            if let underlying = value as? [any Error] {
                found.append(contentsOf: underlying)
            } else if let underlying = value as? any Error {
                found.append(underlying)
            }
        }
        let mirror = Mirror(reflecting: error)
        for child in mirror.children {
            if mirror.displayStyle == .enum {
                found.append(contentsOf: errors(in: child.value))
            } else if child.label == "underlyingError" || child.label == "_underlyingError" {
                found.append(contentsOf: errors(in: child.value))
            }
        }
        return found
    }

    /// The errors in an enum case's payload or a property's value: the value itself, an optional
    /// holding one, or the members of a tuple of associated values.
    private static func errors(in value: Any) -> [any Error] {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { errors(in: $0.value) } ?? []
        case .tuple:
            return mirror.children.compactMap { $0.value as? any Error }
        default:
            return (value as? any Error).map { [$0] } ?? []
        }
    }
}
