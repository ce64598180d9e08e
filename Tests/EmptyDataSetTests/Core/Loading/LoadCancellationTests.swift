import Foundation
import XCTest
@testable import EmptyDataSet

/// Which errors end a load as a cancellation: the direct ones, and the ones networking libraries
/// wrap, followed to a limited depth.
final class LoadCancellationTests: XCTestCase {
    private let urlCancelled = NSError(domain: NSURLErrorDomain, code: URLError.Code.cancelled.rawValue)
    private let timedOut = NSError(domain: NSURLErrorDomain, code: URLError.Code.timedOut.rawValue)

    /// A library's error that stores the error it wraps.
    private struct WrappingError: Error {
        var underlyingError: (any Error)?
    }

    /// A library's error enum carrying the session's error in a case.
    private enum LibraryError: Error {
        case explicitlyCancelled
        case sessionTaskFailed(error: any Error)
        case responseValidationFailed(reason: String, status: Int)
    }

    /// An error whose chain never ends (only touched by the test that makes it, hence unchecked).
    private final class LoopingError: Error, @unchecked Sendable {
        var underlyingError: (any Error)?
    }

    /// An error bridged to `NSError` with the error it wraps in its user info, under
    /// `NSUnderlyingErrorKey` (whose value is "NSUnderlyingError"), as Cocoa and networking
    /// libraries put it.
    private struct UserInfoWrapper: CustomNSError {
        static var errorDomain: String { "Wrapper" }
        var errorCode: Int
        var underlying: any Error
        var errorUserInfo: [String: Any] { ["NSUnderlyingError": underlying] }
    }

    private func wrappedInUserInfo(_ error: any Error, times: Int) -> any Error {
        var current = error
        for level in 0..<times {
            current = UserInfoWrapper(errorCode: level, underlying: current)
        }
        return current
    }

    /// `NSMultipleUnderlyingErrorsKey`'s array.
    private struct MultipleWrapper: CustomNSError {
        var underlying: [any Error]
        var errorUserInfo: [String: Any] { ["NSMultipleUnderlyingErrorsKey": underlying] }
    }

    func testDirectCancellations() {
        XCTAssertTrue(LoadCancellation.isCancellation(CancellationError()))
        XCTAssertTrue(LoadCancellation.isCancellation(urlCancelled))
        XCTAssertTrue(LoadCancellation.isCancellation(URLError(.cancelled)))
        XCTAssertFalse(LoadCancellation.isCancellation(URLError(.timedOut)))
        XCTAssertTrue(LoadCancellation.isCancellation(NSError(domain: NSCocoaErrorDomain, code: 3072)), "NSUserCancelledError")
    }

    func testFailuresAreNotCancellations() {
        XCTAssertFalse(LoadCancellation.isCancellation(timedOut))
        XCTAssertFalse(LoadCancellation.isCancellation(NSError(domain: NSCocoaErrorDomain, code: 4)))
        XCTAssertFalse(LoadCancellation.isCancellation(NSError(domain: "Other", code: URLError.Code.cancelled.rawValue)), "the code alone is not enough")
        XCTAssertFalse(LoadCancellation.isCancellation(WrappingError(underlyingError: nil)))
        XCTAssertFalse(LoadCancellation.isCancellation(WrappingError(underlyingError: timedOut)))
        XCTAssertFalse(LoadCancellation.isCancellation(LibraryError.explicitlyCancelled), "a library's own case is its own to map")
        XCTAssertFalse(LoadCancellation.isCancellation(LibraryError.responseValidationFailed(reason: "x", status: 500)))
        XCTAssertFalse(LoadCancellation.isCancellation(wrappedInUserInfo(timedOut, times: 2)))
    }

    func testACancellationUnderNSUnderlyingErrorKey() {
        XCTAssertTrue(LoadCancellation.isCancellation(wrappedInUserInfo(urlCancelled, times: 1)))
        XCTAssertTrue(LoadCancellation.isCancellation(wrappedInUserInfo(CancellationError(), times: 3)))
    }

    func testACancellationAmongMultipleUnderlyingErrors() {
        XCTAssertTrue(LoadCancellation.isCancellation(MultipleWrapper(underlying: [timedOut, urlCancelled])))
        XCTAssertFalse(LoadCancellation.isCancellation(MultipleWrapper(underlying: [timedOut])))
    }

    func testACancellationInAnUnderlyingErrorProperty() {
        XCTAssertTrue(LoadCancellation.isCancellation(WrappingError(underlyingError: urlCancelled)))
        XCTAssertTrue(LoadCancellation.isCancellation(WrappingError(underlyingError: WrappingError(underlyingError: CancellationError()))))
    }

    func testACancellationInAnErrorEnumsCase() {
        XCTAssertTrue(LoadCancellation.isCancellation(LibraryError.sessionTaskFailed(error: urlCancelled)))
        XCTAssertTrue(LoadCancellation.isCancellation(wrappedInUserInfo(LibraryError.sessionTaskFailed(error: CancellationError()), times: 1)))
    }

    func testTheChainIsFollowedToItsDepthLimit() {
        let limit = 8  // the documented depth (LoadingStates guide)
        XCTAssertEqual(LoadCancellation.maximumDepth, limit)
        XCTAssertTrue(LoadCancellation.isCancellation(wrappedInUserInfo(urlCancelled, times: limit)), "at the limit")
        XCTAssertFalse(LoadCancellation.isCancellation(wrappedInUserInfo(urlCancelled, times: limit + 1)), "past it")
    }

    func testACyclicChainEnds() {
        let looping = LoopingError()
        looping.underlyingError = looping
        XCTAssertFalse(LoadCancellation.isCancellation(looping), "ends at the depth limit instead of hanging")
        looping.underlyingError = nil
    }
}
