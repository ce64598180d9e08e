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

    func testMultipleUnderlyingErrorsAreACancellationOnlyWhenAllAre() {
        XCTAssertTrue(LoadCancellation.isCancellation(MultipleWrapper(underlying: [CancellationError(), urlCancelled])))
        XCTAssertFalse(LoadCancellation.isCancellation(MultipleWrapper(underlying: [timedOut, urlCancelled])), "one real failure")
        XCTAssertFalse(LoadCancellation.isCancellation(MultipleWrapper(underlying: [urlCancelled, timedOut])), "in either order")
        XCTAssertFalse(LoadCancellation.isCancellation(MultipleWrapper(underlying: [timedOut])))
        XCTAssertFalse(LoadCancellation.isCancellation(MultipleWrapper(underlying: [])), "an empty container")
    }

    /// Only the primary chain: a cancellation under a user-info key other than
    /// `NSUnderlyingErrorKey` is not followed.
    private struct OtherKeyWrapper: CustomNSError {
        var underlying: any Error
        var errorUserInfo: [String: Any] { ["SomeLibraryRelatedError": underlying] }
    }

    func testOnlyThePrimaryChainIsFollowed() {
        XCTAssertFalse(LoadCancellation.isCancellation(OtherKeyWrapper(underlying: urlCancelled)))
    }

    /// Alamofire's `requestRetryFailed(retryError:originalError:)`: the original request was
    /// cancelled, the retry really failed.
    private enum RetryingError: Error {
        case requestRetryFailed(retryError: any Error, originalError: any Error)
    }

    func testARetryThatFailedAfterACancelledOriginalIsAFailure() {
        XCTAssertFalse(LoadCancellation.isCancellation(RetryingError.requestRetryFailed(retryError: timedOut, originalError: urlCancelled)))
        XCTAssertTrue(
            LoadCancellation.isCancellation(RetryingError.requestRetryFailed(retryError: CancellationError(), originalError: urlCancelled)),
            "both cancelled")
    }

    /// A tree of multi-error containers whose leaves are all cancellations: following all of it
    /// would look at 2^6 leaves; the node budget cuts it short, as "not a cancellation".
    func testABranchingTreeEndsAtTheNodeBudget() {
        func tree(_ levels: Int) -> any Error {
            levels == 0 ? urlCancelled : MultipleWrapper(underlying: [tree(levels - 1), tree(levels - 1)])
        }
        // 2 levels: 7 errors, within the budget.
        XCTAssertTrue(LoadCancellation.isCancellation(tree(2)))
        // 4 levels: 31 errors, one under the budget of 32; 5 levels: 63, past it.
        XCTAssertEqual(LoadCancellation.nodeBudget, 32)
        XCTAssertTrue(LoadCancellation.isCancellation(tree(4)))
        XCTAssertFalse(LoadCancellation.isCancellation(tree(5)), "cut short at the budget")
    }

    /// A library's case without a payload (Alamofire's `AFError.explicitlyCancelled`) is the
    /// app's to recognize, through the hook; it is asked along the chain too.
    func testTheAppsHookRecognizesItsOwnCancellation() {
        let hook: @Sendable (any Error) -> Bool = { error in
            if case LibraryError.explicitlyCancelled = error { return true }
            return false
        }
        XCTAssertFalse(LoadCancellation.isCancellation(LibraryError.explicitlyCancelled))
        XCTAssertTrue(LoadCancellation.isCancellation(LibraryError.explicitlyCancelled, recognizing: hook))
        XCTAssertTrue(LoadCancellation.isCancellation(WrappingError(underlyingError: LibraryError.explicitlyCancelled), recognizing: hook))
        XCTAssertFalse(LoadCancellation.isCancellation(timedOut, recognizing: hook))
        XCTAssertTrue(LoadCancellation.isCancellation(urlCancelled, recognizing: hook), "the built-in ones still count")
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
        XCTAssertFalse(LoadCancellation.isCancellation(looping), "the object met again ends the walk")
        // A two-object cycle, and one whose loop sits below a cancellation-free wrapper.
        let other = LoopingError()
        looping.underlyingError = other
        other.underlyingError = looping
        XCTAssertFalse(LoadCancellation.isCancellation(WrappingError(underlyingError: looping)))
        looping.underlyingError = nil
        other.underlyingError = nil
    }

    /// The visited set, not only the depth, ends a cycle: the object is looked at at depth 0, met
    /// again at depth 1 and not followed past it (without the set the walk would look at it 9
    /// times, down to the depth limit).
    func testAnObjectMetAgainIsNotFollowed() {
        let looping = LoopingError()
        looping.underlyingError = looping
        _ = Counter.shared.take()
        XCTAssertFalse(LoadCancellation.isCancellation(looping, recognizing: { error in
            if error is LoopingError { Counter.shared.increment() }
            return false
        }))
        XCTAssertEqual(Counter.shared.take(), 2)
        looping.underlyingError = nil
    }

    /// The same error object under two members of a container is not a cycle (the visited set is
    /// the path down, not every error seen).
    func testASharedErrorIsNotACycle() {
        let shared = NSError(domain: NSURLErrorDomain, code: URLError.Code.cancelled.rawValue)
        XCTAssertTrue(LoadCancellation.isCancellation(MultipleWrapper(underlying: [shared, shared])))
        let sharedWrapper = LoopingError()
        sharedWrapper.underlyingError = urlCancelled
        XCTAssertTrue(LoadCancellation.isCancellation(MultipleWrapper(underlying: [sharedWrapper, sharedWrapper])))
    }

    /// The node budget at its edge: a container of 31 cancellations is 32 errors, one more is 33.
    func testTheNodeBudgetsEdge() {
        XCTAssertTrue(LoadCancellation.isCancellation(MultipleWrapper(underlying: Array(repeating: urlCancelled, count: 31))))
        XCTAssertFalse(LoadCancellation.isCancellation(MultipleWrapper(underlying: Array(repeating: urlCancelled, count: 32))))
    }

    /// Containers count toward the depth limit as any wrapper does.
    func testNestedContainersStopAtTheDepthLimit() {
        func nested(_ levels: Int) -> any Error {
            levels == 0 ? urlCancelled : MultipleWrapper(underlying: [nested(levels - 1)])
        }
        XCTAssertTrue(LoadCancellation.isCancellation(nested(LoadCancellation.maximumDepth)))
        XCTAssertFalse(LoadCancellation.isCancellation(nested(LoadCancellation.maximumDepth + 1)))
    }

    /// A counter a `@Sendable` test hook can bump (tests run on one thread at a time here).
    private final class Counter: @unchecked Sendable {
        static let shared = Counter()
        private var count = 0
        func increment() { count += 1 }
        func take() -> Int {
            defer { count = 0 }
            return count
        }
    }
}
