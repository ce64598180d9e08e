import XCTest
@testable import EmptyDataSet

/// The presets' spacing is Apple's (`UIContentUnavailableConstants_IOS` in UIKitCore, iOS 18 and
/// 26), so a preset and Apple's own view line up when an app moves screen by screen.
final class PresetMetricsTests: XCTestCase {
    func testTheSpacingIsApplesContentUnavailableSpacing() {
        XCTAssertEqual(PresetMetrics.imageToTextPadding, 15)
        XCTAssertEqual(PresetMetrics.textToSecondaryTextPadding, 3)
        XCTAssertEqual(PresetMetrics.textToButtonPadding, 20)
        XCTAssertEqual(PresetMetrics.buttonToSecondaryButtonPadding, 15)
        XCTAssertEqual(PresetMetrics.loadingIndicatorToTextPadding, 8)
    }
}
