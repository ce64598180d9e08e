#if canImport(UIKit)
import UIKit

/// The accessibility settings and notifications the empty state reads and posts, in one place so
/// that tests can stand in for VoiceOver and Reduce Motion, which a simulator test cannot turn on.
@MainActor
enum AccessibilitySystem {
    /// Whether VoiceOver is running (`UIAccessibility.isVoiceOverRunning`).
    static var isVoiceOverRunning: () -> Bool = { UIAccessibility.isVoiceOverRunning }

    /// Whether Reduce Motion is on (`UIAccessibility.isReduceMotionEnabled`).
    static var isReduceMotionEnabled: () -> Bool = { UIAccessibility.isReduceMotionEnabled }

    /// The element VoiceOver is on (`UIAccessibility.focusedElement(using: .notificationVoiceOver)`),
    /// `nil` when it is on none or not running.
    static var focusedElement: () -> Any? = { UIAccessibility.focusedElement(using: .notificationVoiceOver) }

    /// Posts a notification to assistive technologies (`UIAccessibility.post(notification:argument:)`).
    static var post: (UIAccessibility.Notification, Any?) -> Void = { notification, argument in
        UIAccessibility.post(notification: notification, argument: argument)
    }
}
#endif
