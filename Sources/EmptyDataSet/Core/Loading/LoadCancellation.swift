import Foundation

// Whether a load's error is a cancellation, however a networking library wrapped it.

/// Tells a cancellation from a failure: a cancelled load ends without an outcome (no error state,
/// no report), so a cancellation must be recognized however it reaches the flow.
///
/// A cancellation is Swift's `CancellationError`, `URLError.cancelled` (`NSURLErrorCancelled`),
/// Cocoa's `NSUserCancelledError` — or an error whose *primary* underlying error is one:
/// networking libraries report a cancelled request as their own error wrapping the cancellation,
/// through `NSUnderlyingErrorKey` in its user info, a stored `underlyingError` property, or the one
/// error an enum case carries (`.sessionTaskFailed(error:)`). Only that chain is followed: an
/// error that merely mentions a cancellation among other errors is a failure. A container of
/// several errors (`NSMultipleUnderlyingErrorsKey`, a case carrying two errors such as a retry
/// that failed after a cancelled original) is a cancellation only when every one of them is — one
/// real failure makes it a failure the user must see.
///
/// The walk is bounded: at most ``maximumDepth`` wrappers deep, at most ``nodeBudget`` errors
/// looked at in all (containers branch), and an error object met again below itself (a cycle) is
/// not followed again; a search cut short answers "not a cancellation".
enum LoadCancellation {
    /// How many wrappers deep a cancellation is looked for.
    static let maximumDepth = 8
    /// How many errors are looked at in all, containers' members included.
    static let nodeBudget = 32

    /// Whether `error`, or the error its primary chain wraps, is a cancellation.
    /// - Parameters:
    ///   - error: The load's error.
    ///   - recognizes: The app's own test for a cancellation (a library's error case without a
    ///     payload, such as Alamofire's `AFError.explicitlyCancelled`), asked of every error on the
    ///     chain besides the built-in ones; `nil` (the default) for none.
    static func isCancellation(_ error: any Error, recognizing recognizes: (@Sendable (any Error) -> Bool)? = nil) -> Bool {
        var walk = ErrorChainWalk { error in
            LoadCancellation.isDirectCancellation(error) || recognizes?(error) == true
        }
        return walk.matches(error, depth: 0)
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

    /// What an error wraps.
    enum Wrapped {
        /// Nothing: the chain ends.
        case none
        /// One primary underlying error.
        case one(any Error)
        /// Several errors, all of which must be cancellations (never empty).
        case all([any Error])
    }

    /// The error `error` wraps, in this order: `NSUnderlyingErrorKey` in its user info; a stored
    /// property named `underlyingError` (read by reflection, so no library's types are needed);
    /// the errors of an enum case's payload (one error, or several); the array of
    /// `NSMultipleUnderlyingErrorsKey`. Other user-info values are not followed.
    static func wrapped(by error: any Error) -> Wrapped {
        let userInfo = (error as NSError).userInfo
        if let underlying = value(in: userInfo, named: underlyingErrorKey) as? any Error { return .one(underlying) }
        let mirror = Mirror(reflecting: error)
        for child in mirror.children {
            if mirror.displayStyle == .enum || child.label == "underlyingError" || child.label == "_underlyingError" {
                let found = errors(in: child.value)
                if found.count == 1 { return .one(found[0]) }
                if found.count > 1 { return .all(found) }
            }
        }
        if let members = value(in: userInfo, named: multipleUnderlyingErrorsKey) as? [any Error], !members.isEmpty {
            return .all(members)
        }
        return .none
    }

    /// The user-info value under the key named `name`. The key type is generic: Foundations do not
    /// all import `NSErrorUserInfoKey` alike (a `String`, or a typed key with a string raw value).
    private static func value<Key: Hashable>(in userInfo: [Key: Any], named name: String) -> Any? {
        for (key, value) in userInfo {
            let keyName = (key as? String) ?? ((key as? any RawRepresentable)?.rawValue as? String)
            if keyName == name { return value }
        }
        return nil
    }

    /// `NSUnderlyingErrorKey`'s value.
    static let underlyingErrorKey = "NSUnderlyingError"
    /// `NSMultipleUnderlyingErrorsKey`'s value (declared only from iOS 14.5 / macOS 11.3 on).
    static let multipleUnderlyingErrorsKey = "NSMultipleUnderlyingErrorsKey"

    /// The errors in an enum case's payload or a property's value: the value itself, an optional
    /// holding one, the members of a tuple of associated values, or an array of errors.
    private static func errors(in value: Any) -> [any Error] {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { errors(in: $0.value) } ?? []
        case .tuple:
            return mirror.children.compactMap { $0.value as? any Error }
        default:
            if let error = value as? any Error { return [error] }
            return (value as? [any Error]) ?? []
        }
    }
}

/// A bounded walk down an error's primary chain (``LoadCancellation/wrapped(by:)``), shared by
/// the cancellation and connectivity searches: at most ``LoadCancellation/maximumDepth`` wrappers
/// deep and ``LoadCancellation/nodeBudget`` errors in all, an error object met again on its own
/// path (a cycle) not followed again; a container matches only when every member does.
struct ErrorChainWalk {
    /// Whether one error, by itself, is what the search looks for.
    let isMatch: (any Error) -> Bool
    var remaining = LoadCancellation.nodeBudget
    /// The error objects on the path from the top error down to the current one.
    var visited: Set<ObjectIdentifier> = []

    init(isMatch: @escaping (any Error) -> Bool) {
        self.isMatch = isMatch
    }

    mutating func matches(_ error: any Error, depth: Int) -> Bool {
        guard remaining > 0 else { return false }
        remaining -= 1
        if isMatch(error) { return true }
        guard depth < LoadCancellation.maximumDepth else { return false }
        // A class instance (an NSError, a library's error class) met again on the way down is
        // a cycle. Only the path counts: the same error under two members is not one.
        var identity: ObjectIdentifier?
        if type(of: error) is AnyClass {
            let id = ObjectIdentifier(error as AnyObject)
            guard visited.insert(id).inserted else { return false }
            identity = id
        }
        defer { if let identity { visited.remove(identity) } }
        switch LoadCancellation.wrapped(by: error) {
        case .none:
            return false
        case .one(let underlying):
            return matches(underlying, depth: depth + 1)
        case .all(let members):
            // Every member must match (`allSatisfy` stops at the first that does not).
            return members.allSatisfy { matches($0, depth: depth + 1) }
        }
    }
}
