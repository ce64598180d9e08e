#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A package configuration (presets included) as a view controller's iOS 17
/// `contentUnavailableConfiguration`: UIKit shows it in the package's content view, updates that
/// view in place, and takes it away. Before iOS 17 there is no such property: the same
/// configuration goes into the view controller's view as an ``EmptyDataSetContentView``.
@MainActor
final class ContentUnavailableControllerTests: XCTestCase {
    private func showController() -> (UIWindow, UIViewController) {
        let window = makeShownWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (window, controller)
    }

    func testTheErrorPresetShowsInTheViewControllerWithItsRetry() throws {
        let (window, controller) = showController()
        defer { window.isHidden = true }
        var retries = 0
        let configuration = EmptyDataSetConfiguration.error(ContentAnywhereError()) { retries += 1 }
        let shown: EmptyDataSetContentView
        if #available(iOS 17.0, tvOS 17.0, *) {
            controller.contentUnavailableConfiguration = configuration
            // UIKit applies it with the view controller's next layout.
            XCTAssertTrue(waitUntil {
                controller.view.setNeedsLayout()
                controller.view.layoutIfNeeded()
                return firstSubview(of: EmptyDataSetContentView.self, in: controller.view) != nil
            }, "UIKit made the package's view for the configuration")
            shown = try XCTUnwrap(firstSubview(of: EmptyDataSetContentView.self, in: controller.view))
        } else {
            // iOS 15 and 16: the documented fallback, the same view added with constraints.
            let view = EmptyDataSetContentView(configuration: configuration)
            view.frame = controller.view.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            controller.view.addSubview(view)
            controller.view.layoutIfNeeded()
            shown = view
        }
        XCTAssertEqual(shown.emptyView.titleLabel.attributedText?.string, "Couldn’t Load Favorites")
        let button = shown.emptyView.primaryButton
        XCTAssertFalse(button.isHidden, "the error preset's Try Again button, which Apple's presets lack")
        XCTAssertEqual(button.configuration?.title, PresetLocalization.string(for: .retry))
        XCTAssertGreaterThan(shown.bounds.height, 0)
        tap(button) { retries > 0 }
        XCTAssertTrue(waitUntil { retries == 1 }, "the button runs the retry once")
    }

    func testANewConfigurationUpdatesTheSameViewAndNilRemovesIt() throws {
        let (window, controller) = showController()
        defer { window.isHidden = true }
        var first = EmptyDataSetConfiguration.empty()
        first.text = "No Messages"
        var second = first
        second.text = "No Drafts"
        if #available(iOS 17.0, tvOS 17.0, *) {
            controller.contentUnavailableConfiguration = first
            XCTAssertTrue(waitUntil {
                controller.view.layoutIfNeeded()
                return firstSubview(of: EmptyDataSetContentView.self, in: controller.view) != nil
            })
            let view = try XCTUnwrap(firstSubview(of: EmptyDataSetContentView.self, in: controller.view))
            controller.contentUnavailableConfiguration = second
            XCTAssertTrue(waitUntil {
                controller.view.layoutIfNeeded()
                return view.emptyView.titleLabel.attributedText?.string == "No Drafts"
            }, "the view UIKit made is updated in place (it supports the new configuration)")
            XCTAssertTrue(firstSubview(of: EmptyDataSetContentView.self, in: controller.view) === view)
            controller.contentUnavailableConfiguration = nil
            XCTAssertTrue(waitUntil {
                controller.view.layoutIfNeeded()
                return firstSubview(of: EmptyDataSetContentView.self, in: controller.view) == nil
            })
        } else {
            // Before iOS 17: the app's own view, updated in place by setting its configuration.
            let view = EmptyDataSetContentView(configuration: first)
            controller.view.addSubview(view)
            view.configuration = second
            XCTAssertEqual(view.emptyView.titleLabel.attributedText?.string, "No Drafts")
        }
    }

    func testUpdatedForTheViewControllersStateReadsItsSearchTextAndTraits() throws {
        let configuration = EmptyDataSetConfiguration.search(query: "")
        let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        if #available(iOS 17.0, tvOS 17.0, *) {
            var state = UIContentUnavailableConfigurationState(traitCollection: traits)
            state.searchText = "kiwi"
            let updated = configuration.updated(for: state)
            XCTAssertEqual(updated.readState?.searchText, "kiwi")
            XCTAssertEqual(updated.readState?.traitCollection.preferredContentSizeCategory, .accessibilityLarge)
            XCTAssertEqual(updated, configuration, "the state changes no field of the configuration")
        } else {
            let updated = configuration.updated(for: UIViewConfigurationState(traitCollection: traits))
            XCTAssertNil(updated.readState?.searchText, "no state before iOS 17 has a search text")
            XCTAssertEqual(updated.readState?.traitCollection.preferredContentSizeCategory, .accessibilityLarge)
        }
    }

    func testOutOfAWindowTheStatesTraitsResolveTheFonts() throws {
        // The preset's secondary text has a text-style font (subheadline), scaled for the traits.
        var configuration = EmptyDataSetConfiguration.empty()
        configuration.secondaryText = "Messages you receive appear here."
        let small = configuration.updated(for: UIViewConfigurationState(traitCollection: UITraitCollection(preferredContentSizeCategory: .extraSmall)))
        let large = configuration.updated(
            for: UIViewConfigurationState(traitCollection: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)))
        let smallView = EmptyDataSetContentView(configuration: small)
        let largeView = EmptyDataSetContentView(configuration: large)
        let smallFont = try XCTUnwrap(smallView.emptyView.detailLabel.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        let largeFont = try XCTUnwrap(largeView.emptyView.detailLabel.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        XCTAssertGreaterThan(largeFont.pointSize, smallFont.pointSize * 1.5)
    }

    func testEndToEndTheSearchControllersTextReachesThePresetAsTheUserTypes() throws {
        let window = makeShownWindow()
        defer { window.isHidden = true }
        let controller = SearchingController()
        let navigation = UINavigationController(rootViewController: controller)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let searchController = UISearchController(searchResultsController: nil)
        controller.navigationItem.searchController = searchController
        searchController.searchBar.text = "kiwi"
        if #available(iOS 17.0, tvOS 17.0, *) {
            // What a search results updater does as the user types.
            controller.setNeedsUpdateContentUnavailableConfiguration()
            XCTAssertTrue(waitUntil {
                controller.view.layoutIfNeeded()
                let shown = firstSubview(of: EmptyDataSetContentView.self, in: controller.view)
                return shown?.emptyView.titleLabel.attributedText?.string.contains("kiwi") == true
                    || shown?.emptyView.detailLabel.attributedText?.string.contains("kiwi") == true
            }, "UIKit's state carried the search bar's text into the package's preset")
            XCTAssertEqual(controller.searchTexts.last, "kiwi", "updateContentUnavailableConfiguration(using:) ran with it")
            searchController.searchBar.text = "kiwis"
            controller.setNeedsUpdateContentUnavailableConfiguration()
            XCTAssertTrue(waitUntil {
                controller.view.layoutIfNeeded()
                return controller.searchTexts.last == "kiwis"
            }, "the next keystroke updates it again")
            let views = controller.view.subviews.flatMap { [$0] + $0.subviews }.filter { $0 is EmptyDataSetContentView }
            XCTAssertEqual(views.count, 1, "updated in place, not stacked")
        } else {
            // Before iOS 17 there is no content-unavailable state: the app makes the preset from
            // the search bar's text, and the states UIKit has (a view's, a cell's) carry no
            // search text. Updated for one, as a cell's state update does, the preset keeps the
            // query it was made with: a state without a search text clears nothing.
            let preset = EmptyDataSetConfiguration.search(query: searchController.searchBar.text ?? "")
            let updated = preset.updated(for: UIViewConfigurationState(traitCollection: controller.traitCollection))
            XCTAssertEqual(updated, preset, "no field changed")
            XCTAssertNil(updated.readState?.searchText)
            let view = EmptyDataSetContentView(configuration: .search(query: ""))
            controller.view.addSubview(view)
            func shown() -> String {
                (view.emptyView.titleLabel.attributedText?.string ?? "") + (view.emptyView.detailLabel.attributedText?.string ?? "")
            }
            XCTAssertFalse(shown().contains("kiwi"), "precondition: the empty query shows no kiwi")
            view.configuration = updated
            XCTAssertTrue(shown().contains("kiwi"), "the updated preset renders its own query")
        }
    }
}

/// A view controller that shows the package's search preset for its content-unavailable state's
/// search text (iOS 17), recording each text it was asked with.
private final class SearchingController: UIViewController {
    private(set) var searchTexts: [String] = []

    @available(iOS 17.0, tvOS 17.0, *)
    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        let text = state.searchText ?? ""
        searchTexts.append(text)
        contentUnavailableConfiguration = text.isEmpty ? nil : EmptyDataSetConfiguration.search(query: text)
    }
}
#endif