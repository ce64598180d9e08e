import XCTest
@testable import EmptyDataSet

final class ContentOriginTests: XCTestCase {
    func testEveryCombination() {
        for provider in [false, true] {
            for configuration in [false, true] {
                for source in [false, true] {
                    let origin = ContentOrigin.resolve(hasProvider: provider, hasConfiguration: configuration, hasSource: source)
                    let expected: ContentOrigin =
                        provider ? .provider : configuration ? .configuration : source ? .source : .none
                    XCTAssertEqual(origin, expected, "provider \(provider), configuration \(configuration), source \(source)")
                }
            }
        }
    }

    func testTheProviderReplacesADirectConfigurationAndTheSource() {
        XCTAssertEqual(ContentOrigin.resolve(hasProvider: true, hasConfiguration: true, hasSource: true), .provider)
    }

    func testNothingSetMeansNoEmptyState() {
        XCTAssertEqual(ContentOrigin.resolve(hasProvider: false, hasConfiguration: false, hasSource: false), .none)
    }
}
