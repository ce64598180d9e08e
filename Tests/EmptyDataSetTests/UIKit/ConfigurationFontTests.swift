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
}
#endif
