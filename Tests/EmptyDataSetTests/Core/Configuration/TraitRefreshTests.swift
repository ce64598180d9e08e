import XCTest
@testable import EmptyDataSet

final class TraitRefreshTests: XCTestCase {
    private let origins: [ContentOrigin] = [.provider, .configuration, .source, .none]

    func testAHiddenEmptyStateIgnoresEveryTraitChange() {
        for origin in origins {
            for onlySizeClasses in [false, true] {
                for hostsContent in [false, true] {
                    XCTAssertEqual(
                        TraitRefresh.decide(
                            isVisible: false, onlySizeClasses: onlySizeClasses, origin: origin, hostsContent: hostsContent),
                        .none, "\(origin) \(onlySizeClasses) \(hostsContent)")
                }
            }
        }
    }

    func testALookChangeRendersEvenAnEqualConfiguration() {
        for origin in origins {
            for hostsContent in [false, true] {
                XCTAssertEqual(
                    TraitRefresh.decide(isVisible: true, onlySizeClasses: false, origin: origin, hostsContent: hostsContent),
                    .render, "\(origin) \(hostsContent)")
            }
        }
    }

    func testSizeClassesAloneAskOnlyAProvider() {
        XCTAssertEqual(TraitRefresh.decide(isVisible: true, onlySizeClasses: true, origin: .provider, hostsContent: false), .askAgain)
        XCTAssertEqual(TraitRefresh.decide(isVisible: true, onlySizeClasses: true, origin: .configuration, hostsContent: false), .none)
        XCTAssertEqual(TraitRefresh.decide(isVisible: true, onlySizeClasses: true, origin: .source, hostsContent: false), .none)
    }

    /// A hosted configuration's `updated(for:)` reads the size classes: a plain configuration
    /// (not only a provider's) renders again for them.
    func testSizeClassesAloneRenderHostedContentWhateverItsOrigin() {
        for origin in [ContentOrigin.provider, .configuration] {
            XCTAssertEqual(
                TraitRefresh.decide(isVisible: true, onlySizeClasses: true, origin: origin, hostsContent: true), .render, "\(origin)")
        }
    }
}
