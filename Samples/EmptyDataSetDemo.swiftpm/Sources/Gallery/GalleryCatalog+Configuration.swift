#if canImport(UIKit)
import UIKit

extension GalleryCatalog {
    /// The entries drawn by an `EmptyDataSetConfiguration`.
    static let configurationEntries: [GalleryEntry] = [
        GalleryEntry(
            name: "Calendar", api: .configuration, symbolName: "calendar", symbolTint: .systemRed,
            title: .init(string: "No Events", typeface: .init(style: .title1, weight: .semibold), color: .label),
            message: .init(string: "Nothing planned today.", typeface: .init(style: .body), color: .secondaryLabel),
            button: .init(title: "New Event", symbolName: "plus", color: .systemRed, style: .filled),
            barTint: .systemRed),
        GalleryEntry(
            name: "Dropbox", api: .configuration, symbolName: "folder", symbolTint: UIColor(hex: 0x0061FE), symbolPointSize: 72,
            title: .init(string: "This Folder Is Empty", typeface: .init(style: .title2, weight: .semibold), color: .label),
            message: .init(string: "Upload files or create folders to keep everything in one place.", typeface: .init(style: .subheadline), color: .secondaryLabel),
            button: .init(title: "Upload Files", symbolName: "arrow.up.circle", color: UIColor(hex: 0x0061FE), style: .filled),
            background: UIColor(light: UIColor(hex: 0xF7F9FF), dark: UIColor(hex: 0x0D1526)), barTint: UIColor(light: UIColor(hex: 0x0061FE), dark: UIColor(hex: 0x4D8DFF)), spacing: 14),
        GalleryEntry(
            name: "iCloud", api: .configuration, symbolName: "icloud", symbolTint: UIColor(hex: 0x3693F3), symbolPointSize: 80,
            title: .init(string: "No Documents in iCloud", typeface: .init(style: .title2, weight: .regular), color: .label),
            message: .init(string: "Documents you save to iCloud Drive appear on all your devices.", typeface: .init(style: .body), color: .secondaryLabel),
            verticalOffset: -40, motion: .float),
        GalleryEntry(
            name: "Instagram", api: .configuration, symbolName: "camera", symbolTint: .label, symbolPointSize: 56,
            title: .init(string: "Your First Post", typeface: .init(style: .title1, weight: .bold), color: .label),
            message: .init(string: "Photos and videos you post show up on your profile.", typeface: .init(style: .subheadline), color: .secondaryLabel),
            button: .init(title: "Post a Photo", color: .systemBlue),
            spacing: 12),
        GalleryEntry(
            name: "Mail", api: .configuration, symbolName: "tray", symbolTint: .tertiaryLabel,
            title: .init(string: "No Mail", typeface: .init(style: .title2, weight: .bold), color: .label),
            message: .init(string: "New messages appear here.", typeface: .init(style: .body), color: .secondaryLabel)),
        GalleryEntry(
            name: "Photos", api: .configuration, symbolName: "photo.on.rectangle", symbolTint: .secondaryLabel, symbolPointSize: 72,
            title: .init(string: "No Photos or Videos", typeface: .init(style: .title2, weight: .semibold), color: .label),
            message: .init(string: "Photos and videos you take, or sync from your other devices, appear here.", typeface: .init(style: .body), color: .secondaryLabel),
            verticalOffset: -60, spacing: 16),
        GalleryEntry(
            name: "Podcasts", api: .configuration, symbolName: "antenna.radiowaves.left.and.right", symbolTint: UIColor(hex: 0x8E44EF),
            title: .init(string: "No Episodes", typeface: .init(style: .title2, weight: .bold, design: .rounded), color: .label),
            message: .init(string: "Follow a show and its new episodes will be waiting here.", typeface: .init(style: .body, design: .rounded), color: .secondaryLabel),
            button: .init(title: "Browse Shows", color: UIColor(hex: 0x8E44EF), style: .filled),
            barTint: UIColor(light: UIColor(hex: 0x8E44EF), dark: UIColor(hex: 0xA970FF)), motion: .pulse),
        GalleryEntry(
            name: "Safari", api: .configuration, symbolName: "eyeglasses", symbolTint: .systemBlue,
            title: .init(string: "Reading List", typeface: .init(style: .largeTitle, weight: .bold), color: .label),
            message: .init(string: "Save webpages to read later, even offline. Use the Share button and choose Add to Reading List.", typeface: .init(style: .body), color: .secondaryLabel),
            isLeadingAligned: true),
        GalleryEntry(
            name: "Slack", api: .configuration, symbolName: "number", symbolTint: .white,
            title: .init(string: "This Is the Very Beginning of #general", typeface: .init(style: .title3, weight: .heavy), color: .white),
            message: .init(string: "Share announcements and updates with the whole team.", typeface: .init(style: .body), color: UIColor(white: 1, alpha: 0.8)),
            button: .init(title: "Add Coworkers", symbolName: "person.badge.plus", color: UIColor(hex: 0x2BAC76), style: .filled),
            background: UIColor(light: UIColor(hex: 0x4A154B), dark: UIColor(hex: 0x2C0D2D)),
            barTint: UIColor(light: UIColor(hex: 0x4A154B), dark: UIColor(hex: 0xC785C8)), hasBrandBar: true),
        GalleryEntry(
            name: "Videos", api: .configuration, symbolName: "film", symbolTint: UIColor(white: 0.55, alpha: 1),
            title: .init(string: "No Videos", typeface: .init(style: .title1, weight: .semibold), color: .white),
            message: .init(string: "Movies and shows you download appear here.", typeface: .init(style: .body), color: UIColor(white: 0.65, alpha: 1)),
            background: .black, verticalOffset: 40),
    ]
}
#endif
