#if canImport(UIKit)
import UIKit

/// The gallery's entries, in the style of well-known apps (their colors and tone, never their
/// artwork). Half use the source protocol (below), half a configuration
/// (`GalleryCatalog+Configuration.swift`).
@MainActor
enum GalleryCatalog {
    static let entries = (sourceEntries + configurationEntries).sorted { $0.name < $1.name }

    private static let sourceEntries: [GalleryEntry] = [
        GalleryEntry(
            name: "Airbnb", api: .source, symbolName: "house", symbolTint: UIColor(hex: 0xFF5A5F),
            title: .init(string: "No Trips Yet", typeface: .init(style: .title2, weight: .bold, design: .rounded), color: .label),
            message: .init(string: "Somewhere new is waiting. Start planning your next getaway.", typeface: .init(style: .body, design: .rounded), color: .secondaryLabel),
            button: .init(title: "Start Searching", color: UIColor(hex: 0xFF5A5F)),
            barTint: UIColor(hex: 0xFF5A5F), verticalOffset: -30, spacing: 16),
        GalleryEntry(
            name: "Facebook", api: .source, symbolName: "person.2", symbolTint: UIColor(hex: 0x1877F2),
            title: .init(string: "No Friend Requests", typeface: .init(style: .title3, weight: .semibold), color: .label),
            message: .init(string: "When people send you friend requests, they'll appear here.", typeface: .init(style: .subheadline), color: .secondaryLabel),
            button: .init(title: "Find Friends", symbolName: "magnifyingglass", color: UIColor(hex: 0x1877F2)),
            background: .secondarySystemBackground, barTint: UIColor(hex: 0x1877F2)),
        GalleryEntry(
            name: "Foursquare", api: .source, symbolName: "mappin.and.ellipse", symbolTint: UIColor(hex: 0xF94877),
            title: .init(string: "Nothing Nearby", typeface: .init(style: .title1, weight: .heavy), color: UIColor(hex: 0xF94877)),
            message: .init(string: "Check in to places you love and they'll show up here.", typeface: .init(style: .callout), color: .secondaryLabel),
            verticalOffset: -60),
        GalleryEntry(
            name: "Kickstarter", api: .source, symbolName: "lightbulb", symbolTint: UIColor(hex: 0x05CE78),
            title: .init(string: "No Saved Projects", typeface: .init(style: .title2, weight: .medium, design: .serif), color: .label),
            message: .init(string: "Tap the heart on any project to be reminded 48 hours before it ends.", typeface: .init(style: .body), color: .secondaryLabel),
            button: .init(title: "Explore Projects", color: UIColor(light: UIColor(hex: 0x028858), dark: UIColor(hex: 0x05CE78))),
            barTint: UIColor(light: UIColor(hex: 0x028858), dark: UIColor(hex: 0x05CE78))),
        GalleryEntry(
            name: "Music", api: .source, symbolName: "music.note", symbolTint: UIColor(hex: 0xFA2D48), symbolPointSize: 80,
            title: .init(string: "Add Music to Your Library", typeface: .init(style: .title2, weight: .bold), color: .label),
            message: .init(string: "Browse millions of songs and collect your favorites here.", typeface: .init(style: .body), color: .secondaryLabel),
            button: .init(title: "Browse", symbolName: "chevron.forward", color: UIColor(hex: 0xFA2D48)),
            barTint: UIColor(hex: 0xFA2D48), verticalOffset: -20,
            motion: .pulse),  // the source protocol's imageAnimation(forEmptyDataSet:)
        GalleryEntry(
            name: "Pinterest", api: .source, symbolName: "pin", symbolTint: UIColor(hex: 0xE60023),
            title: .init(string: "No Pins Yet", typeface: .init(style: .largeTitle, weight: .bold), color: .label),
            message: .init(string: "Save ideas you love to boards, and find them here.", typeface: .init(style: .body), color: .secondaryLabel),
            button: .init(title: "Find Ideas", color: UIColor(hex: 0xE60023)),
            barTint: UIColor(hex: 0xE60023), spacing: 20),
        GalleryEntry(
            name: "Skype", api: .source, symbolName: "phone.bubble.left", symbolTint: .white,
            title: .init(string: "Start a Conversation", typeface: .init(style: .title2, weight: .semibold), color: .white),
            message: .init(string: "Chats and calls with your contacts will appear here.", typeface: .init(style: .body), color: UIColor(white: 1, alpha: 0.85)),
            button: .init(title: "New Chat", symbolName: "plus", color: .white),
            background: UIColor(light: UIColor(hex: 0x00AFF0), dark: UIColor(hex: 0x00557A)),
            barTint: UIColor(light: UIColor(hex: 0x0078D4), dark: UIColor(hex: 0x00AFF0)), hasBrandBar: true),
        GalleryEntry(
            name: "Tumblr", api: .source, symbolName: "square.stack.3d.up", symbolTint: UIColor(hex: 0x7C8FA3),
            title: .init(string: "Your Dashboard Is Empty", typeface: .init(style: .title2, weight: .bold), color: .white),
            message: .init(string: "Follow some blogs and their posts will fill this space.", typeface: .init(style: .body), color: UIColor(hex: 0xA8B4C2)),
            button: .init(title: "Discover Blogs", color: UIColor(hex: 0x00B8FF)),
            background: UIColor(hex: 0x001935)),
        GalleryEntry(
            name: "Vesper", api: .source, symbolName: "note.text", symbolTint: UIColor(hex: 0x8A8F98),
            title: .init(string: "No Notes", typeface: .init(style: .title3, weight: .light, design: .serif), color: UIColor(hex: 0xDADDE2)),
            message: .init(string: "Capture a thought before it drifts away.", typeface: .init(style: .callout, design: .serif), color: UIColor(hex: 0x8A8F98)),
            background: UIColor(hex: 0x2B2F36), verticalOffset: -80, spacing: 8),
        GalleryEntry(
            name: "WhatsApp", api: .source, symbolName: "bubble.left.and.bubble.right", symbolTint: UIColor(hex: 0x25D366),
            title: .init(string: "No Chats Yet", typeface: .init(style: .title2, weight: .semibold), color: .label),
            message: .init(string: "Start a chat with a contact. Messages are end-to-end encrypted.", typeface: .init(style: .subheadline), color: .secondaryLabel),
            button: .init(title: "Start a Chat", symbolName: "square.and.pencil", color: UIColor(light: UIColor(hex: 0x008069), dark: UIColor(hex: 0x25D366))),
            background: UIColor(light: UIColor(hex: 0xF0F2F5), dark: UIColor(hex: 0x111B21)), barTint: UIColor(light: UIColor(hex: 0x008069), dark: UIColor(hex: 0x25D366))),
    ]
}
#endif
