import XCTest
@testable import EmptyDataSet

private final class ScrollViewStandIn {}
private final class TableViewStandIn {}

final class HookRegistryTests: XCTestCase {
    private let scroll = ObjectIdentifier(ScrollViewStandIn.self)
    private let table = ObjectIdentifier(TableViewStandIn.self)

    func testEnabledByDefaultWithNothingInstalled() {
        let registry = HookRegistry()
        XCTAssertTrue(registry.isEnabled)
        XCTAssertTrue(registry.installed.isEmpty)
        XCTAssertFalse(registry.isInstalled(owner: scroll, selector: "reloadData"))
    }

    func testInstallsOncePerClassAndSelector() {
        var registry = HookRegistry()
        XCTAssertTrue(registry.shouldInstall(owner: table, selector: "reloadData"))
        XCTAssertTrue(registry.isInstalled(owner: table, selector: "reloadData"))
        XCTAssertFalse(registry.shouldInstall(owner: table, selector: "reloadData"))
        XCTAssertFalse(registry.shouldInstall(owner: table, selector: "reloadData"))
        XCTAssertEqual(registry.installed.count, 1)
    }

    func testDistinctClassesInstallSeparately() {
        var registry = HookRegistry()
        XCTAssertTrue(registry.shouldInstall(owner: scroll, selector: "layoutSubviews"))
        XCTAssertTrue(registry.shouldInstall(owner: table, selector: "layoutSubviews"))
        XCTAssertTrue(registry.isInstalled(owner: scroll, selector: "layoutSubviews"))
        XCTAssertTrue(registry.isInstalled(owner: table, selector: "layoutSubviews"))
        XCTAssertEqual(registry.installed.count, 2)
    }

    func testDistinctSelectorsInstallSeparately() {
        var registry = HookRegistry()
        XCTAssertTrue(registry.shouldInstall(owner: table, selector: "reloadData"))
        XCTAssertTrue(registry.shouldInstall(owner: table, selector: "endUpdates"))
        XCTAssertFalse(registry.isInstalled(owner: table, selector: "beginUpdates"))
        XCTAssertFalse(registry.isInstalled(owner: scroll, selector: "reloadData"))
        XCTAssertEqual(registry.installed.count, 2)
    }

    func testDisabledRegistryInstallsNothing() {
        var registry = HookRegistry()
        registry.isEnabled = false
        XCTAssertFalse(registry.shouldInstall(owner: table, selector: "reloadData"))
        XCTAssertFalse(registry.shouldInstall(owner: scroll, selector: "layoutSubviews"))
        XCTAssertFalse(registry.isInstalled(owner: table, selector: "reloadData"))
        XCTAssertTrue(registry.installed.isEmpty)
    }

    func testRefusalWhileDisabledDoesNotCountAsInstalled() {
        var registry = HookRegistry()
        registry.isEnabled = false
        _ = registry.shouldInstall(owner: table, selector: "reloadData")
        registry.isEnabled = true
        XCTAssertTrue(registry.shouldInstall(owner: table, selector: "reloadData"))
    }
}
