#if canImport(UIKit)
import Foundation

/// How the fake network behaves on the next load; chosen in the loading flow screen.
enum FakeNetworkBehavior: Int, CaseIterable, Sendable {
    case normal
    case slow
    case fail
    case empty
    case fast

    var title: String {
        switch self {
        case .normal: "Normal"
        case .slow: "Slow"
        case .fail: "Fail"
        case .empty: "Empty"
        case .fast: "Fast"
        }
    }

    /// What to watch for, under the switch.
    var explanation: String {
        switch self {
        case .normal: "Loads in 1 s. Scroll down for older messages, 15 a page, until the end of the archive."
        case .slow: "Loads in 4 s. Tap Reload while it runs: the first load is cancelled, and no error shows."
        case .fail: "Fails after 1 s: the error state with Try Again, a banner while messages show, or a failed page with Retry at the bottom."
        case .empty: "Answers with no messages after 1 s: the empty state."
        case .fast: "Loads in 0.1 s, within the 0.25 s show delay: no loading state flashes."
        }
    }

    /// How long the fake request takes, in nanoseconds (`Task.sleep(for:)` needs iOS 16).
    var latency: UInt64 {
        switch self {
        case .normal, .fail, .empty: 1_000_000_000
        case .slow: 4_000_000_000
        case .fast: 100_000_000
        }
    }
}

/// One row of the list.
struct FakeMessage: Sendable {
    var sender: String
    var subject: String
}

/// The fake network's failure. A `LocalizedError`, so the error state's preset and the banner
/// show its own words rather than "Something Went Wrong".
struct FakeNetworkError: LocalizedError {
    var errorDescription: String? { "The Server Didn’t Answer" }
    var failureReason: String? { "The fake network is set to Fail." }
    var recoverySuggestion: String? { "Choose Normal, then try again." }
}

/// Stands in for a mail server. An actor: the requests run off the main actor, as real networking
/// does, and each successful one delivers one more message, so a reload visibly changes the list.
actor FakeMailServer {
    private static let mailbox: [FakeMessage] = [
        FakeMessage(sender: "Ada", subject: "Notes on the analytical engine"),
        FakeMessage(sender: "Grace", subject: "Found the bug (it was a moth)"),
        FakeMessage(sender: "Alan", subject: "Lunch on Thursday?"),
        FakeMessage(sender: "Katherine", subject: "Trajectory figures, checked"),
        FakeMessage(sender: "Edsger", subject: "Re: goto, once more"),
        FakeMessage(sender: "Barbara", subject: "Draft of the abstraction paper"),
        FakeMessage(sender: "Dennis", subject: "Tiny patch to the compiler"),
        FakeMessage(sender: "Margaret", subject: "Landing checklist"),
        FakeMessage(sender: "Donald", subject: "A check for $2.56"),
        FakeMessage(sender: "Frances", subject: "Optimizer benchmarks"),
    ]

    private var delivered = 2

    /// Fetches the inbox, behaving as asked. Cancellation-aware: `Task.sleep` throws
    /// `CancellationError` when the load is cancelled, as `URLSession` throws `URLError.cancelled`.
    func fetchInbox(behaving behavior: FakeNetworkBehavior) async throws -> [FakeMessage] {
        try await Task.sleep(nanoseconds: behavior.latency)
        switch behavior {
        case .fail:
            throw FakeNetworkError()
        case .empty:
            return []
        case .normal, .slow, .fast:
            delivered = min(delivered + 1, Self.mailbox.count)
            // Newest first.
            return Self.mailbox.prefix(delivered).reversed()
        }
    }

    /// How many older messages the archive holds: paging ends there.
    static let archiveSize = 60
    /// How many older messages one page brings.
    static let pageSize = 15

    /// Fetches the page of older messages that follows the first `count` messages of the list,
    /// behaving as asked (Fail fails the page, Empty answers with none). `isLast` once the archive
    /// is exhausted.
    func fetchOlder(after count: Int, behaving behavior: FakeNetworkBehavior) async throws -> (messages: [FakeMessage], isLast: Bool) {
        try await Task.sleep(nanoseconds: behavior.latency)
        switch behavior {
        case .fail:
            throw FakeNetworkError()
        case .empty:
            return ([], false)
        case .normal, .slow, .fast:
            let end = min(Self.archiveSize, count + Self.pageSize)
            let page = (max(0, count)..<max(count, end)).map { index in
                FakeMessage(sender: Self.mailbox[index % Self.mailbox.count].sender, subject: "Archived message \(index + 1)")
            }
            return (page, end >= Self.archiveSize)
        }
    }
}
#endif
