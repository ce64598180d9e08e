#if canImport(UIKit)
import Foundation

/// A user's profile, as a fake server sends it.
struct Profile: Sendable {
    let name: String
    let handle: String
    let bio: String
    let symbol: String

    /// The profile after 2 s — a slow network.
    static func fetch() async -> Profile {
        // `Task.sleep(for:)` needs iOS 16.
        try? await Task.sleep(nanoseconds: 2 * 1_000_000_000)
        return Profile(
            name: "Grace Hopper", handle: "@grace",
            bio: "Computer scientist and rear admiral. Wrote the first compiler. It's easier to ask forgiveness than it is to get permission.",
            symbol: "person.crop.circle.fill")
    }
}
#endif
