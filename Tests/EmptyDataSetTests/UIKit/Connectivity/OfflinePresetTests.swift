#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

@MainActor
private final class Runs {
    var count = 0
}

/// The offline preset: its own symbol and words, localized, and its retry.
@MainActor
final class OfflinePresetTests: XCTestCase {
    func testItsSymbolWordsAndButton() throws {
        let configuration = EmptyDataSetConfiguration.offline {}
        XCTAssertEqual(
            try XCTUnwrap(configuration.image?.pngData(), "an image"),
            try XCTUnwrap(UIImage(systemName: "wifi.slash")?.pngData()), "the wifi.slash symbol")
        XCTAssertEqual(configuration.imageProperties.accessibilityLabel, "", "decorative: the title says it")
        XCTAssertEqual(configuration.text, PresetLocalization.string(for: .offlineTitle))
        XCTAssertEqual(configuration.secondaryText, PresetLocalization.string(for: .offlineMessage))
        XCTAssertEqual(configuration.button?.title, PresetLocalization.string(for: .retry))
        XCTAssertNotNil(configuration.retry)
        XCTAssertEqual(configuration.imageToTextPadding, EmptyDataSetConfiguration.empty().imageToTextPadding, "the look of empty()")
    }

    func testNoButtonWithoutARetry() {
        let configuration = EmptyDataSetConfiguration.offline()
        XCTAssertNil(configuration.button)
        XCTAssertNil(configuration.retry)
    }

    func testItShowsAndItsButtonRunsTheRetry() throws {
        let runs = Runs()
        let (fixture, view) = try makeConfiguredTable(.offline { runs.count += 1 })
        XCTAssertEqual(view.titleLabel.attributedText?.string, PresetLocalization.string(for: .offlineTitle))
        XCTAssertFalse(view.primaryButton.isHidden)
        tap(view.primaryButton) { runs.count > 0 || view.primaryButton.configuration?.showsActivityIndicator == true }
        XCTAssertTrue(waitUntil { runs.count == 1 }, "the retry runs (in a task)")
        withExtendedLifetime(fixture) {}
    }

    func testTheFlowsErrorStateIsTheErrorPresetForOtherErrors() {
        let fixture = makeFlowTable(options: immediateLoadingOptions { $0.retry = {} })
        fixture.tableView.startLoading()
        fixture.tableView.endLoading(error: URLError(.timedOut))
        XCTAssertTrue(waitUntil { fixture.tableView.emptyDataSetPhase == .error })
        XCTAssertNotEqual(shownTitle(fixture.tableView), PresetLocalization.string(for: .offlineTitle))
    }
}
#endif
