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
    // Issue 10, still to come: the four-state loading flow screen and the placeholder-cells quotes
    // screen. Add their cases here, a section for them in `DemoScreen.sections` and their
    // `title`, `subtitle` and `makeViewController(overrides:)` branches below.
    case settings

    /// The menu's sections: a header and the screens under it.
    static let sections: [(header: String, screens: [DemoScreen])] = [
        ("Gallery", [.gallery]),
        ("Colors", [.colorsTable, .colorsCollection]),
        ("Updates", [.diffable, .plainScrollView, .customView]),
        // Issue 10, still to come: ("Loading", [the loading flow screen, the quotes screen]).
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
        case .settings: SettingsViewController(overrides: overrides)
        }
    }
}
#endif
