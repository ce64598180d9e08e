import Foundation

// Whether a load failed because the device is offline: the errors that coming back online cures.

/// Tells a connectivity failure from any other: only an error that coming back online can cure
/// arms the automatic retry (``OnlineRetry``). A server error, a decoding error or a timeout is
/// not one — retrying it when the network returns would not help, and the network never "returns"
/// for it anyway.
///
/// A connectivity error is `URLError.notConnectedToInternet`, `.networkConnectionLost`,
/// `.dataNotAllowed` (cellular data off for the app) or `.internationalRoamingOff`, as a `URLError` or as an `NSError` of
/// `NSURLErrorDomain` — or an error whose *primary* underlying error is one, however a networking
/// library wrapped it (`NSUnderlyingErrorKey`, an `underlyingError` property, the one error an
/// enum case carries: the chain ``LoadCancellation`` follows). A container of several errors
/// counts only when every one of them is a connectivity error.
///
/// The walk is bounded like the cancellation's: at most ``LoadCancellation/maximumDepth`` wrappers
/// deep, at most ``LoadCancellation/nodeBudget`` errors looked at, a cycle not followed again; a
/// search cut short answers "not a connectivity error" (no automatic retry: the safe side).
enum ConnectivityError {
    /// The `URLError` codes that mean "no usable network path".
    static let codes: Set<Int> = [
        URLError.Code.notConnectedToInternet.rawValue,  // -1009
        URLError.Code.networkConnectionLost.rawValue,  // -1005
        URLError.Code.dataNotAllowed.rawValue,  // -1020
        URLError.Code.internationalRoamingOff.rawValue,  // -1018: cellular data off while roaming; Wi-Fi cures it
    ]

    /// The codes that say the system found no usable path for the request (`.networkConnectionLost`
    /// is left out: it also happens online, when a server or a proxy drops a kept-alive connection).
    static let noPathCodes: Set<Int> = [
        URLError.Code.notConnectedToInternet.rawValue,
        URLError.Code.dataNotAllowed.rawValue,
        URLError.Code.internationalRoamingOff.rawValue,
    ]

    /// Whether `error`, or the error its primary chain wraps, is a connectivity error.
    static func isConnectivityError(_ error: any Error) -> Bool {
        var walk = Walk(codes: codes)
        return walk.matches(error, depth: 0)
    }

    /// Whether `error` itself is a connectivity error (nothing wrapped is looked at).
    static func isDirectConnectivityError(_ error: any Error) -> Bool {
        isDirect(error, in: codes)
    }

    /// What the loading flow's default error state shows for a failure.
    enum DefaultState: Equatable, Sendable {
        /// The offline preset ("No Internet Connection").
        case offline
        /// The error preset, with the error's own words.
        case error
    }

    /// The loading flow's default error state for `error`: the offline preset only when the device
    /// is offline as far as anyone knows — never over an app's own words.
    ///
    /// - Not a connectivity error: `.error`.
    /// - The error the app gave has words of its own (an app's `LocalizedError` wrapping the
    ///   `URLError`): `.error`, which shows them.
    /// - The last known network path is unsatisfied: `.offline`; satisfied: `.error` (the device
    ///   is online: "No Internet Connection" would be wrong, whatever the code).
    /// - The path is unknown (the package watches it only while an automatic retry waits):
    ///   `.offline` for `.notConnectedToInternet`, `.dataNotAllowed` and `.internationalRoamingOff` (the system found no path
    ///   for the request), `.error` for `.networkConnectionLost` alone (it happens online too).
    /// - Parameters:
    ///   - error: The failure.
    ///   - hasOwnDescription: Whether the error itself (not what it wraps) has an app's description.
    ///   - isPathSatisfied: The last known network path; `nil` when unknown.
    static func defaultState(for error: any Error, hasOwnDescription: Bool, isPathSatisfied: Bool?) -> DefaultState {
        guard !hasOwnDescription, isConnectivityError(error) else { return .error }
        if let isPathSatisfied { return isPathSatisfied ? .error : .offline }
        var walk = Walk(codes: noPathCodes)
        return walk.matches(error, depth: 0) ? .offline : .error
    }

    /// Whether `description`, the words `error` itself gives (its `errorDescription`), are the
    /// app's own rather than a networking library's echo of the `URLError` it wraps.
    ///
    /// Alamofire's `AFError.sessionTaskFailed(error:)` and Moya's `MoyaError.underlying` are
    /// `LocalizedError`s whose description embeds the wrapped error's `localizedDescription`
    /// ("URLSessionTask failed with error: The Internet connection appears to be offline."): such
    /// words are the system's, and the offline state says it better. Words that do not contain the
    /// wrapped connectivity error's description are the app's own, and are shown.
    /// - Parameters:
    ///   - description: The error's own description; `nil` or empty is no description.
    ///   - error: The failure whose description it is.
    /// - Returns: `false` for no description, for a `URLError` (or an `NSURLErrorDomain` error)
    ///   itself, and for a description that contains the wrapped connectivity error's description;
    ///   otherwise `true`.
    static func isOwnDescription(_ description: String?, of error: any Error) -> Bool {
        guard let description, !description.isEmpty else { return false }
        if error is URLError || (error as NSError).domain == NSURLErrorDomain { return false }
        var walk = Walk(codes: codes)
        guard walk.matches(error, depth: 0), let wrapped = walk.found else { return true }
        let echoed = wrapped.localizedDescription
        return echoed.isEmpty || !description.contains(echoed)
    }

    private static func isDirect(_ error: any Error, in codes: Set<Int>) -> Bool {
        if let urlError = error as? URLError { return codes.contains(urlError.code.rawValue) }
        let nsError = error as NSError
        return nsError.domain == NSURLErrorDomain && codes.contains(nsError.code)
    }

    /// One search for a connectivity error of `codes` down the primary chain
    /// (``ErrorChainWalk``), remembering the first one met.
    private struct Walk {
        let codes: Set<Int>
        /// The first connectivity error the search met.
        private(set) var found: (any Error)?

        init(codes: Set<Int>) {
            self.codes = codes
        }

        mutating func matches(_ error: any Error, depth: Int) -> Bool {
            let codes = self.codes
            var first: (any Error)?
            var chain = ErrorChainWalk { error in
                guard ConnectivityError.isDirect(error, in: codes) else { return false }
                if first == nil { first = error }
                return true
            }
            let matched = chain.matches(error, depth: depth)
            if found == nil { found = first }
            return matched
        }
    }
}
