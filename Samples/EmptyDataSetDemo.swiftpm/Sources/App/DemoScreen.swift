#if canImport(UIKit)
import UIKit

/// Every screen of the demo, in the order of the menu's sections.
enum DemoScreen: CaseIterable {
    case gallery
    case colorsTable
    case colorsCollection
    case diffable
    case plainScrollView
    case customView
    case contentCard
    case contentUnavailable
    case loadingFlow
    case offline
    case quotes
    case placeholderRows
    case favoritesRecents
    case quoteList
    case profile
    case settings

    /// The menu's sections: a header and the screens under it.
    static let sections: [(header: String, screens: [DemoScreen])] = [
        ("Gallery", [.gallery]),
        ("Colors", [.colorsTable, .colorsCollection]),
        ("Updates", [.diffable, .plainScrollView, .customView]),
        ("Anywhere", [.contentCard, .contentUnavailable]),
        ("Loading", [.loadingFlow, .offline, .quotes, .placeholderRows, .quoteList, .profile]),
        ("Sections", [.favoritesRecents]),
        ("Try It", [.settings]),
    ]

    var title: String {
        switch self {
        case .gallery: "Applications"
        case .colorsTable: "Colors: Table View"
        case .colorsCollection: "Colors: Collection View"
        case .diffable: "Diffable Data Source"
        case .plainScrollView: "Plain Scroll View"
        case .customView: "Custom View"
        case .contentCard: "Card"
        case .contentUnavailable: "View Controller (iOS 17)"
        case .loadingFlow: "Loading Flow"
        case .offline: "Offline"
        case .quotes: "Quotes"
        case .placeholderRows: "Placeholder Rows"
        case .favoritesRecents: "Favorites and Recents"
        case .quoteList: "Own Cells as Rows"
        case .profile: "Profile"
        case .settings: "Settings"
        }
    }

    var subtitle: String {
        switch self {
        case .gallery: "Empty states in the style of 20 well-known apps"
        case .colorsTable: "Search with no results: .search(query:)"
        case .colorsCollection: "The same search, in a grid"
        case .diffable: "Add and remove items; the empty state comes and goes"
        case .plainScrollView: "No data source: reloadEmptyDataSet()"
        case .customView: "Your own view instead of the standard elements"
        case .contentCard: "Outside any scroll view: a card with loading, error, empty"
        case .contentUnavailable: "contentUnavailableConfiguration = .error(_:retry:)"
        case .loadingFlow: "Loading, error with Try Again, empty; pull to refresh"
        case .offline: "The offline preset, retry when back online, the banner"
        case .quotes: "Placeholder cells: dummy items, redacted while loading"
        case .placeholderRows: "Zero effort: the loading state draws the rows"
        case .favoritesRecents: "One empty section beside a full one"
        case .quoteList: "Placeholder rows made of the list's own cells"
        case .profile: "An empty header, redacted: no dummy data"
        case .settings: "Dark mode, text size, right to left, Reduce Motion"
        }
    }

    var symbolName: String {
        switch self {
        case .gallery: "square.grid.2x2"
        case .colorsTable: "list.bullet"
        case .colorsCollection: "square.grid.3x3"
        case .diffable: "arrow.left.arrow.right"
        case .plainScrollView: "scroll"
        case .customView: "rectangle.on.rectangle"
        case .contentCard: "rectangle.portrait"
        case .contentUnavailable: "exclamationmark.triangle"
        case .loadingFlow: "arrow.clockwise"
        case .offline: "wifi.slash"
        case .quotes: "text.quote"
        case .placeholderRows: "list.bullet.rectangle"
        case .favoritesRecents: "star.square.on.square"
        case .quoteList: "list.bullet.below.rectangle"
        case .profile: "person.crop.circle"
        case .settings: "gear"
        }
    }

    @MainActor
    func makeViewController(overrides: any DisplayOverriding) -> UIViewController {
        switch self {
        case .gallery: GalleryListViewController()
        case .colorsTable: ColorsTableViewController()
        case .colorsCollection: ColorsCollectionViewController()
        case .diffable: DiffableViewController()
        case .plainScrollView: PlainScrollViewController()
        case .customView: CustomViewController()
        case .contentCard: WeatherCardViewController()
        case .contentUnavailable: ContentUnavailableDemoViewController()
        case .loadingFlow: LoadingFlowViewController()
        case .offline: OfflineDemoViewController()
        case .quotes: QuotesViewController()
        case .placeholderRows: PlaceholderRowsViewController()
        case .favoritesRecents: FavoritesRecentsViewController()
        case .quoteList: QuoteListViewController()
        case .profile: ProfileViewController()
        case .settings: SettingsViewController(overrides: overrides)
        }
    }
}
#endif
