import Foundation
import XCTest
@testable import EmptyDataSet

/// Which errors coming back online can cure.
final class ConnectivityErrorTests: XCTestCase {
    private func urlNSError(_ code: URLError.Code) -> NSError {
        NSError(domain: NSURLErrorDomain, code: code.rawValue)
    }

    /// A library's error that wraps another under `NSUnderlyingErrorKey` ("NSUnderlyingError").
    struct Wrapping: CustomNSError {
        var underlying: any Error
        static var errorDomain: String { "App" }
        var errorUserInfo: [String: Any] { ["NSUnderlyingError": underlying] }
    }

    func testTheThreeConnectivityCodesAsURLErrorAndAsNSError() {
        for code in [URLError.Code.notConnectedToInternet, .networkConnectionLost, .dataNotAllowed] {
            XCTAssertTrue(ConnectivityError.isConnectivityError(URLError(code)), "\(code)")
            XCTAssertTrue(ConnectivityError.isConnectivityError(urlNSError(code)), "\(code)")
        }
        XCTAssertEqual(ConnectivityError.codes, [-1009, -1005, -1020, -1018])
    }

    func testOtherURLErrorsAndOtherDomainsAreNot() {
        for code in [URLError.Code.timedOut, .cannotFindHost, .badServerResponse, .cancelled, .secureConnectionFailed] {
            XCTAssertFalse(ConnectivityError.isConnectivityError(URLError(code)), "\(code)")
        }
        // The same number in another domain is not a URL error.
        XCTAssertFalse(ConnectivityError.isConnectivityError(NSError(domain: "Other", code: -1009)))
        XCTAssertFalse(ConnectivityError.isConnectivityError(CancellationError()))
    }

    func testAWrappedConnectivityErrorCountsThroughTheUnderlyingKey() {
        let wrapped = Wrapping(underlying: URLError(.notConnectedToInternet))
        XCTAssertTrue(ConnectivityError.isConnectivityError(wrapped))
        XCTAssertTrue(ConnectivityError.isConnectivityError(Wrapping(underlying: urlNSError(.dataNotAllowed))))
        let twice = Wrapping(underlying: wrapped)
        XCTAssertTrue(ConnectivityError.isConnectivityError(twice))
        XCTAssertFalse(ConnectivityError.isDirectConnectivityError(twice))
        let other = Wrapping(underlying: URLError(.timedOut))
        XCTAssertFalse(ConnectivityError.isConnectivityError(other))
    }

    private enum LibraryError: Error {
        case sessionTaskFailed(error: any Error)
        case both(any Error, any Error)
    }

    private struct Wrapper: Error {
        var underlyingError: any Error
    }

    func testALibrarysEnumCaseAndUnderlyingErrorPropertyCount() {
        XCTAssertTrue(ConnectivityError.isConnectivityError(LibraryError.sessionTaskFailed(error: URLError(.dataNotAllowed))))
        XCTAssertTrue(ConnectivityError.isConnectivityError(Wrapper(underlyingError: URLError(.networkConnectionLost))))
        XCTAssertFalse(ConnectivityError.isConnectivityError(Wrapper(underlyingError: URLError(.badURL))))
    }

    func testAContainerCountsOnlyWhenEveryMemberIsOne() {
        let offline = URLError(.notConnectedToInternet)
        XCTAssertTrue(ConnectivityError.isConnectivityError(LibraryError.both(offline, URLError(.networkConnectionLost))))
        XCTAssertFalse(ConnectivityError.isConnectivityError(LibraryError.both(offline, URLError(.timedOut))))
    }

    /// Several errors under `NSMultipleUnderlyingErrorsKey`.
    struct Several: CustomNSError {
        var members: [any Error]
        static var errorDomain: String { "App" }
        var errorUserInfo: [String: Any] { ["NSMultipleUnderlyingErrorsKey": members] }
    }

    func testTheNumberOfErrorsLookedAtIsBounded() {
        // The container and 31 members: exactly the budget of 32 errors.
        let within = Several(members: Array(repeating: URLError(.notConnectedToInternet), count: LoadCancellation.nodeBudget - 1))
        XCTAssertTrue(ConnectivityError.isConnectivityError(within))
        let beyond = Several(members: Array(repeating: URLError(.notConnectedToInternet), count: LoadCancellation.nodeBudget))
        XCTAssertFalse(ConnectivityError.isConnectivityError(beyond), "cut short: not a connectivity error")
    }

    func testTheDepthIsBounded() {
        var error: any Error = urlNSError(.notConnectedToInternet)
        // Exactly the maximum depth of wrappers still counts; one more does not.
        for _ in 0..<LoadCancellation.maximumDepth {
            error = Wrapping(underlying: error)
        }
        XCTAssertTrue(ConnectivityError.isConnectivityError(error))
        error = Wrapping(underlying: error)
        XCTAssertFalse(ConnectivityError.isConnectivityError(error))
    }

    /// An error that wraps itself (a library bug) ends the walk without an answer of yes.
    final class Looping: Error, @unchecked Sendable {
        var underlyingError: (any Error)?
    }

    func testACycleEndsTheWalk() {
        let a = Looping()
        let b = Looping()
        a.underlyingError = b
        b.underlyingError = a
        XCTAssertFalse(ConnectivityError.isConnectivityError(a))
        a.underlyingError = nil
        b.underlyingError = nil
    }
}

/// The loading flow's default error state: offline only when the device is offline as far as is known.
final class ConnectivityDefaultStateTests: XCTestCase {
    private struct AppError: Error {
        var underlyingError: any Error
    }

    private func state(_ error: any Error, own: Bool = false, path: Bool?) -> ConnectivityError.DefaultState {
        ConnectivityError.defaultState(for: error, hasOwnDescription: own, isPathSatisfied: path)
    }

    func testNotConnectedIsOfflineUnlessThePathIsKnownSatisfied() {
        let error = URLError(.notConnectedToInternet)
        XCTAssertEqual(state(error, path: nil), .offline, "the system found no path")
        XCTAssertEqual(state(error, path: false), .offline)
        XCTAssertEqual(state(error, path: true), .error, "online now: not 'No Internet Connection'")
        XCTAssertEqual(state(URLError(.dataNotAllowed), path: nil), .offline)
    }

    func testAConnectionLostIsOfflineOnlyWhenThePathIsKnownUnsatisfied() {
        let error = URLError(.networkConnectionLost)
        XCTAssertEqual(state(error, path: nil), .error, "happens online too")
        XCTAssertEqual(state(error, path: true), .error)
        XCTAssertEqual(state(error, path: false), .offline)
        XCTAssertEqual(state(NSError(domain: NSURLErrorDomain, code: -1005), path: nil), .error)
        XCTAssertEqual(state(AppError(underlyingError: error), path: false), .offline, "wrapped")
        XCTAssertEqual(state(AppError(underlyingError: error), path: nil), .error)
        XCTAssertEqual(state(AppError(underlyingError: URLError(.notConnectedToInternet)), path: nil), .offline, "wrapped")
    }

    func testTheAppsOwnWordsWin() {
        XCTAssertEqual(state(URLError(.notConnectedToInternet), own: true, path: false), .error)
    }

    func testTheSameErrorTwiceInAContainerIsNotACycle() {
        final class ClassWrapper: Error, @unchecked Sendable {
            let underlyingError: any Error = URLError(.notConnectedToInternet)
        }
        struct Both: CustomNSError {
            let member = ClassWrapper()
            static var errorDomain: String { "Sync" }
            var errorUserInfo: [String: Any] { ["NSMultipleUnderlyingErrorsKey": [member, member] as [any Error]] }
        }
        let both = Both()
        XCTAssertTrue(ConnectivityError.isConnectivityError(both), "visited twice side by side, not in a loop")
        XCTAssertEqual(state(both, path: nil), .offline)
    }

    func testOtherErrorsAreNeverOffline() {
        XCTAssertEqual(state(URLError(.timedOut), path: false), .error)
        XCTAssertEqual(state(URLError(.badServerResponse), path: nil), .error)
        XCTAssertEqual(ConnectivityError.noPathCodes, [-1009, -1020, -1018])
        XCTAssertEqual(state(URLError(.internationalRoamingOff), path: nil), .offline)
    }
}

/// Whose words the error's description is: the app's, or a networking library's echo of the URLError.
final class ConnectivityOwnDescriptionTests: XCTestCase {
    /// Shaped like Alamofire's `AFError`: an enum `LocalizedError` whose case carries the URLError
    /// and whose description embeds the URLError's own description.
    private enum LibraryError: LocalizedError {
        case sessionTaskFailed(error: any Error)
        var errorDescription: String? {
            switch self {
            case .sessionTaskFailed(let error): "URLSessionTask failed with error: \(error.localizedDescription)"
            }
        }
    }

    /// An app's own error wrapping the same URLError, with words of its own.
    private struct AppError: LocalizedError {
        var underlyingError: any Error
        var errorDescription: String? { "Your feed could not be refreshed." }
    }

    func testALibrarysEchoOfTheURLErrorIsNotTheAppsOwn() {
        let offline = URLError(.notConnectedToInternet)
        let library = LibraryError.sessionTaskFailed(error: offline)
        XCTAssertFalse(ConnectivityError.isOwnDescription(library.errorDescription, of: library))
        let state = ConnectivityError.defaultState(
            for: library, hasOwnDescription: ConnectivityError.isOwnDescription(library.errorDescription, of: library), isPathSatisfied: nil)
        XCTAssertEqual(state, .offline, "Alamofire's sessionTaskFailed(URLError(.notConnectedToInternet)) gets the offline screen")
        let roaming = LibraryError.sessionTaskFailed(error: URLError(.internationalRoamingOff))
        XCTAssertFalse(ConnectivityError.isOwnDescription(roaming.errorDescription, of: roaming))
    }

    func testTheAppsOwnWordsAreKept() {
        let app = AppError(underlyingError: URLError(.notConnectedToInternet))
        XCTAssertTrue(ConnectivityError.isOwnDescription(app.errorDescription, of: app))
        let state = ConnectivityError.defaultState(
            for: app, hasOwnDescription: ConnectivityError.isOwnDescription(app.errorDescription, of: app), isPathSatisfied: nil)
        XCTAssertEqual(state, .error, "the app's words are shown")
        // Words of a library wrapping some other failure stay its own: nothing offline to echo.
        let timeout = LibraryError.sessionTaskFailed(error: URLError(.timedOut))
        XCTAssertTrue(ConnectivityError.isOwnDescription(timeout.errorDescription, of: timeout))
    }

    func testNoWordsAndTheURLErrorItselfAreNeverOwn() {
        let app = AppError(underlyingError: URLError(.notConnectedToInternet))
        XCTAssertFalse(ConnectivityError.isOwnDescription(nil, of: app))
        XCTAssertFalse(ConnectivityError.isOwnDescription("", of: app))
        XCTAssertFalse(ConnectivityError.isOwnDescription("Offline", of: URLError(.notConnectedToInternet)))
        XCTAssertFalse(ConnectivityError.isOwnDescription("Offline", of: NSError(domain: NSURLErrorDomain, code: -1009)))
    }
}
