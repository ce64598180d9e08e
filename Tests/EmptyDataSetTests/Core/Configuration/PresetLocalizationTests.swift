import Foundation
import XCTest
@testable import EmptyDataSet

final class PresetLocalizationTests: XCTestCase {
    /// The package's resource bundle ships every preset string, in English, as the code's defaults.
    func testThePackageTableHasEveryKeyInEnglish() {
        let empty = Bundle(for: PresetLocalizationTests.self)  // no EmptyDataSet table in the test bundle
        for key in PresetText.Key.allCases {
            let value = PresetLocalization.packageBundle.localizedString(forKey: key.rawValue, value: "<missing>", table: nil)
            XCTAssertEqual(value, key.english, "\(key.rawValue) in Localizable.strings")
            XCTAssertEqual(PresetLocalization.string(for: key, appBundle: empty), key.english)
        }
    }

    /// An app's own `EmptyDataSet` table wins over the package's (the fixture stands in for an
    /// app's main bundle with an `en.lproj/EmptyDataSet.strings` that rewords one preset).
    func testTheAppsTableWins() throws {
        // `Bundle.module` here is the test target's own resource bundle, which holds the fixture.
        let path = try XCTUnwrap(Bundle.module.path(forResource: "AppBundle", ofType: nil), "the fixture bundle")
        let appBundle = try XCTUnwrap(Bundle(path: path))

        XCTAssertEqual(PresetLocalization.string(for: .retry, appBundle: appBundle), "Retry")
        XCTAssertEqual(PresetLocalization.string(for: .loading, appBundle: appBundle), "Loading…", "others from the package")
    }
}
