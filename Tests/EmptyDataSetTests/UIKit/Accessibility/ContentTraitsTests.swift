#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The traits the content was made for are the ones the empty state shows with (the window's, by
/// way of the scroll view): a first appearance in a dark window at a large text size asks the
/// source or provider once, not once more when the new view takes the window's traits at its first
/// layout (iOS 17 and later update a view's traits then, not when it is inserted).
@MainActor
final class ContentTraitsTests: XCTestCase {
    /// A table in a dark window whose text size is an accessibility size, its traits settled.
    private func makeDarkLargeTextTable() -> EmptyDataSetFixture<UITableView> {
        let fixture = makeTableFixture(sections: [0], start: .detached)
        fixture.window.overrideUserInterfaceStyle = .dark
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) {
            fixture.window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        }
        fixture.window.layoutIfNeeded()
        fixture.tableView.layoutIfNeeded()
        return fixture
    }

    /// Lets every trait update and deferred turn run, laying out in between.
    private func settle(_ fixture: EmptyDataSetFixture<UITableView>) throws {
        for _ in 0..<3 {
            fixture.window.layoutIfNeeded()
            _ = try fixture.layOut()
            drainMainQueue()
        }
    }

    func testTheSourceIsAskedOnceOnFirstAppearance() throws {
        let fixture = makeDarkLargeTextTable()
        XCTAssertEqual(fixture.tableView.traitCollection.userInterfaceStyle, .dark, "precondition: the window's traits")

        attach(fixture.spy, to: fixture.tableView)
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible })
        try settle(fixture)

        let view = try fixture.emptyView()
        XCTAssertEqual(view.traitCollection.userInterfaceStyle, .dark, "the view has the window's traits by now")
        XCTAssertEqual(fixture.spy.count(of: "title"), 1, "asked once, not again for the same traits")
    }

    func testTheProviderIsAskedOnceOnFirstAppearance() throws {
        let fixture = makeDarkLargeTextTable()
        let counter = CallCounter()
        fixture.keep(counter)

        fixture.tableView.emptyDataSetConfigurationProvider = { state in
            counter.calls += 1
            counter.styles.append(state.traitCollection.userInterfaceStyle)
            var configuration = EmptyDataSetConfiguration()
            configuration.text = "No Messages"
            return configuration
        }
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible })
        try settle(fixture)

        XCTAssertEqual(counter.calls, 1, "asked once on appearance")
        XCTAssertEqual(counter.styles, [.dark], "with the window's traits")
    }

    /// The source attached right after the window turned dark, before anything laid the table out
    /// again: on iOS 17 and later the table's traits are only updated lazily, so the content must
    /// bring them up to date before reading them (`updateTraitsIfNeeded()`), or it is made for the
    /// light appearance and asked again at the first layout.
    func testAttachingBeforeTheTablesFirstLayoutInADarkWindowUsesTheDarkTraits() throws {
        let fixture = makeTableFixture(sections: [0], start: .detached)
        fixture.window.overrideUserInterfaceStyle = .dark

        attach(fixture.spy, to: fixture.tableView)
        fixture.tableView.reloadData()

        let view = try fixture.emptyView()
        XCTAssertEqual(view.contentTraits?.userInterfaceStyle, .dark, "the content is made for the window's appearance")
        try settle(fixture)
        XCTAssertEqual(fixture.spy.count(of: "title"), 1, "asked once, not again at the first layout")
    }

    /// A real change afterwards still asks again (the recorded traits are compared, not ignored).
    func testATraitChangeAfterAppearanceStillAsksAgain() throws {
        let fixture = makeDarkLargeTextTable()
        attach(fixture.spy, to: fixture.tableView)
        XCTAssertTrue(waitUntil { fixture.tableView.isEmptyDataSetVisible })
        try settle(fixture)
        XCTAssertEqual(fixture.spy.count(of: "title"), 1, "precondition")

        fixture.window.overrideUserInterfaceStyle = .light
        try settle(fixture)

        XCTAssertEqual(fixture.spy.count(of: "title"), 2, "asked again for the light appearance")
    }
}

/// Counts a provider's calls (kept alive by the fixture).
@MainActor
private final class CallCounter {
    var calls = 0
    var styles: [UIUserInterfaceStyle] = []
}
#endif
