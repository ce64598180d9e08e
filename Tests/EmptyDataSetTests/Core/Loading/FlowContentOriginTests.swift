import XCTest
@testable import EmptyDataSet

/// Where each state of the loading flow gets its placeholder.
final class FlowContentOriginTests: XCTestCase {
    private func origin(
        _ display: FlowDisplay, provider: Bool = false, state: Bool = false, sourceEverywhere: Bool = false,
        configuration: Bool = false, source: Bool = false
    ) -> FlowContentOrigin {
        FlowContentOrigin.resolve(
            display: display, hasProvider: provider, hasStateConfiguration: state, asksSourceInEveryState: sourceEverywhere,
            hasConfiguration: configuration, hasSource: source)
    }

    func testContentAndNothingShowNoPlaceholderWhateverIsSet() {
        for display in [FlowDisplay.nothing, .content] {
            XCTAssertEqual(origin(display, provider: true, state: true, sourceEverywhere: true, configuration: true, source: true), .none)
        }
    }

    func testLoadingAndErrorShowTheirPresetsByDefault() {
        for display in [FlowDisplay.loading, .error(isRetrying: false), .error(isRetrying: true)] {
            XCTAssertEqual(origin(display), .preset)
            XCTAssertEqual(origin(display, configuration: true, source: true), .preset, "the 1.0 empty state is for the empty state only")
        }
    }

    func testTheProviderDescribesEveryState() {
        for display in [FlowDisplay.loading, .empty, .error(isRetrying: false)] {
            XCTAssertEqual(origin(display, provider: true, state: true, configuration: true, source: true), .provider)
        }
    }

    func testAStateConfigurationWinsOverPresetsAndTheScrollViewsEmptyState() {
        XCTAssertEqual(origin(.loading, state: true, sourceEverywhere: true, source: true), .stateConfiguration)
        XCTAssertEqual(origin(.empty, state: true, configuration: true, source: true), .stateConfiguration)
    }

    func testTheEmptyStateIsTheScrollViewsOwn() {
        XCTAssertEqual(origin(.empty, configuration: true, source: true), .configuration)
        XCTAssertEqual(origin(.empty, source: true), .source)
        XCTAssertEqual(origin(.empty), .none, "nothing to show: no blank placeholder")
    }

    func testTheSourceDrawsEveryStateOnlyWhenAskedAndAlive() {
        XCTAssertEqual(origin(.loading, sourceEverywhere: true, source: true), .source)
        XCTAssertEqual(origin(.error(isRetrying: false), sourceEverywhere: true, source: true), .source)
        XCTAssertEqual(origin(.loading, sourceEverywhere: true, source: false), .preset, "a deallocated source: the preset")
    }
}
