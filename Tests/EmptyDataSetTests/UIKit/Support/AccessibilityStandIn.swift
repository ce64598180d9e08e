#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Stands in for VoiceOver and Reduce Motion, which a simulator test cannot turn on, through the
/// package's ``AccessibilitySystem`` seam, and records what the empty state posts to VoiceOver.
/// Made by ``XCTestCase/standInForAccessibility(voiceOver:reduceMotion:)``, which restores the real
/// system when the test ends.
@MainActor
final class AccessibilityStandIn {
    /// Whether VoiceOver reports running.
    var isVoiceOverRunning: Bool
    /// Whether Reduce Motion reports on. Change it with ``setReduceMotion(_:)`` to also send
    /// UIKit's change notification.
    private(set) var isReduceMotionEnabled: Bool
    /// Every notification posted, with its argument, in order.
    private(set) var posts: [(notification: UIAccessibility.Notification, argument: Any?)] = []

    fileprivate init(voiceOver: Bool, reduceMotion: Bool) {
        isVoiceOverRunning = voiceOver
        isReduceMotionEnabled = reduceMotion
    }

    /// The arguments of the layout changes posted so far (`nil` for "find your place again").
    var layoutChangeArguments: [Any?] {
        posts.filter { $0.notification == .layoutChanged }.map(\.argument)
    }

    /// Turns Reduce Motion on or off and posts UIKit's `reduceMotionStatusDidChangeNotification`,
    /// as the system does when the user flips the switch.
    func setReduceMotion(_ isEnabled: Bool) {
        isReduceMotionEnabled = isEnabled
        NotificationCenter.default.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// Forgets the posts so far.
    func resetPosts() {
        posts = []
    }

    fileprivate func record(_ notification: UIAccessibility.Notification, _ argument: Any?) {
        posts.append((notification, argument))
    }
}

@MainActor
extension XCTestCase {
    /// Installs an ``AccessibilityStandIn`` for the rest of the test; the real system is back when
    /// the test ends.
    func standInForAccessibility(voiceOver: Bool = false, reduceMotion: Bool = false) -> AccessibilityStandIn {
        let standIn = AccessibilityStandIn(voiceOver: voiceOver, reduceMotion: reduceMotion)
        let original = UncheckedSendableBox(
            (AccessibilitySystem.isVoiceOverRunning, AccessibilitySystem.isReduceMotionEnabled, AccessibilitySystem.post))
        AccessibilitySystem.isVoiceOverRunning = { standIn.isVoiceOverRunning }
        AccessibilitySystem.isReduceMotionEnabled = { standIn.isReduceMotionEnabled }
        AccessibilitySystem.post = { standIn.record($0, $1) }
        // XCTest runs teardown blocks on the main thread, after the test method returned.
        addTeardownBlock {
            MainActor.assumeIsolated {
                (AccessibilitySystem.isVoiceOverRunning, AccessibilitySystem.isReduceMotionEnabled, AccessibilitySystem.post) =
                    original.value
            }
        }
        return standIn
    }
}
#endif
