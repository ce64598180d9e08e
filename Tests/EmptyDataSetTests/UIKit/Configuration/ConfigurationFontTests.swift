#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// A configuration's Dynamic Type font is shown at its text style's size for the scroll view's
/// traits, and keeps everything else the app gave it: a rounded design, a weight, bold.
@MainActor
final class ConfigurationFontTests: XCTestCase {
    func testADynamicTypeFontKeepsItsDesignAndTraitsAtTheScrollViewsTextSize() throws {
        let category = UIContentSizeCategory.accessibilityLarge
        let host = makeHostedTable(category: category)
        let title1 = UIFont.preferredFont(forTextStyle: .title1).fontDescriptor
        let rounded = try XCTUnwrap(title1.withDesign(.rounded)?.withSymbolicTraits(.traitBold), "precondition: a rounded design")
        var configuration = EmptyDataSetConfiguration.empty()
        configuration.text = "Rounded"
        configuration.textProperties.font = UIFont(descriptor: rounded, size: 0)

        host.tableView.emptyDataSetConfiguration = configuration
        XCTAssertTrue(host.waitUntilLaidOut { shownTitle(host.tableView) == "Rounded" })

        let label = try XCTUnwrap(host.tableView.emptyDataSetControllerIfPresent?.emptyView?.titleLabel)
        let font = try XCTUnwrap(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        let expectedSize = UIFont.preferredFont(
            forTextStyle: .title1, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)
        ).pointSize
        XCTAssertGreaterThan(expectedSize, UIFont.preferredFont(forTextStyle: .title1).pointSize, "precondition: a larger size")
        XCTAssertEqual(font.pointSize, expectedSize, accuracy: 0.01, "the text style's size for the table's traits")
        XCTAssertTrue(font.fontName.lowercased().contains("rounded"), "still the rounded design: \(font.fontName)")
        XCTAssertTrue(font.fontDescriptor.symbolicTraits.contains(.traitBold), "still bold")
    }

    /// Bold Text reaches a shown configuration's regular Dynamic Type font, live.
    func testBoldTextMakesADynamicTypeFontBold() throws {
        let host = makeHostedTable()
        var configuration = EmptyDataSetConfiguration.empty()
        configuration.text = "Regular"
        configuration.textProperties.font = .preferredFont(forTextStyle: .body)
        host.tableView.emptyDataSetConfiguration = configuration
        XCTAssertTrue(host.waitUntilLaidOut { shownTitle(host.tableView) == "Regular" })
        let label = try XCTUnwrap(host.tableView.emptyDataSetControllerIfPresent?.emptyView?.titleLabel)
        let font = { label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont }
        XCTAssertEqual(font()?.fontDescriptor.symbolicTraits.contains(.traitBold), false, "precondition: regular")

        let traitChanges = signalCount(.traitChange, in: host.tableView)
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) {
            host.child.traitOverrides.legibilityWeight = .bold
        } else {
            host.container.setOverrideTraitCollection(UITraitCollection(legibilityWeight: .bold), forChild: host.child)
        }
        // Trait overrides reach views in a layout pass.
        host.window.setNeedsLayout()
        host.window.layoutIfNeeded()

        XCTAssertTrue(
            host.waitUntilLaidOut { font()?.fontDescriptor.symbolicTraits.contains(.traitBold) == true },
            "bold after Bold Text was turned on")
        XCTAssertGreaterThan(signalCount(.traitChange, in: host.tableView), traitChanges, "through the trait change")
        XCTAssertEqual(label.attributedText?.string, "Regular")
    }
}
#endif
