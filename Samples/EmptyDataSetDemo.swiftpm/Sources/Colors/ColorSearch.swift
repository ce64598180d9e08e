#if canImport(UIKit)
import Foundation

/// A search that answers later, as a server would: the Colors table searches through it, so the
/// screen shows how an asynchronous search keeps "No Results for …" to queries that were searched.
enum ColorSearch {
    /// How long a search takes: long enough to see the loading state (past its 0.25 s show delay).
    static let roundTripNanoseconds: UInt64 = 600_000_000

    /// The colors matching `query`, after ``roundTripNanoseconds``. Throws `CancellationError` when the task
    /// is cancelled (a newer query replaced it).
    static func colors(matching query: String) async throws -> [NamedColor] {
        try await Task.sleep(nanoseconds: roundTripNanoseconds)
        return NamedColor.all.filter { $0.matches(query) }
    }
}
#endif
