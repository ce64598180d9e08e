#if canImport(UIKit)
import UIKit

/// Tells VoiceOver that redacted content became real: one layout change per main-queue turn,
/// however many views end their redaction in it (a list unredacting all its cells), so VoiceOver
/// re-reads the screen once instead of once per cell.
@MainActor
enum RedactionAnnouncer {
    private static var isPending = false

    /// Posts `UIAccessibility.Notification.layoutChanged` (no focus target) on the next turn of
    /// the main queue, if VoiceOver runs then.
    static func redactionDidEnd() {
        guard !isPending else { return }
        isPending = true
        DispatchQueue.main.async {
            isPending = false
            guard AccessibilitySystem.isVoiceOverRunning() else { return }
            AccessibilitySystem.post(.layoutChanged, nil)
        }
    }
}
#endif
