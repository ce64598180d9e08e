import Foundation
import XCTest
@testable import EmptyDataSet

/// The failure banner's rule, placement and words.
final class FailureBannerStateTests: XCTestCase {
    private var state = FailureBannerState()

    func testAFailureShowsItAndANewerOneReplacesItsMessage() {
        XCTAssertEqual(state.handle(.failedWhileShowingContent, isEnabled: true), .show)
        XCTAssertTrue(state.isShown)
        XCTAssertEqual(state.handle(.failedWhileShowingContent, isEnabled: true), .replace)
        XCTAssertTrue(state.isShown)
    }

    func testOffItNeverShowsAndTurningItOffHidesIt() {
        XCTAssertEqual(state.handle(.failedWhileShowingContent, isEnabled: false), .none)
        XCTAssertFalse(state.isShown)
        _ = state.handle(.failedWhileShowingContent, isEnabled: true)
        XCTAssertEqual(state.handle(.failedWhileShowingContent, isEnabled: false), .hide)
        XCTAssertFalse(state.isShown)
        _ = state.handle(.failedWhileShowingContent, isEnabled: true)
        XCTAssertEqual(state.handle(.disabled, isEnabled: false), .hide)
    }

    func testEveryWayItGoes() {
        for event in [FailureBannerState.Event.loadSucceeded, .contentLeft, .dismissed, .retried, .disabled] {
            var state = FailureBannerState()
            XCTAssertEqual(state.handle(event, isEnabled: true), .none, "\(event) with nothing shown")
            _ = state.handle(.failedWhileShowingContent, isEnabled: true)
            XCTAssertEqual(state.handle(event, isEnabled: true), .hide, "\(event)")
            XCTAssertFalse(state.isShown)
            XCTAssertEqual(state.handle(event, isEnabled: true), .none, "once")
        }
    }
}

final class FailureBannerPlacementTests: XCTestCase {
    private let insets = LayoutInsets(top: 100, left: 0, bottom: 34, right: 0)

    func testBelowTheBarsInsideTheMarginsFollowingTheOffset() {
        let frame = FailureBannerPlacement.frame(
            boundsWidth: 390, offsetY: -100, insets: insets, marginLeft: 16, marginRight: 16, height: 60)
        XCTAssertEqual(frame, CGRect(x: 16, y: 8, width: 358, height: 60), "at the top of the visible part: offset + inset + 8")
        let scrolled = FailureBannerPlacement.frame(
            boundsWidth: 390, offsetY: 400, insets: insets, marginLeft: 16, marginRight: 16, height: 60)
        XCTAssertEqual(scrolled.minY, 508)
    }

    func testTheSafeAreaSidesAndAMinimumMargin() {
        let frame = FailureBannerPlacement.frame(
            boundsWidth: 844, offsetY: 0, insets: LayoutInsets(top: 0, left: 47, bottom: 0, right: 47), marginLeft: 0,
            marginRight: 2, height: 40)
        XCTAssertEqual(frame.minX, 47 + 8 + (844 - 110 - 560) / 2)
        XCTAssertEqual(frame.width, FailureBannerPlacement.maximumWidth, "at most 560 wide, centered")
        XCTAssertEqual(FailureBannerPlacement.spacing, 8)
        XCTAssertEqual(FailureBannerPlacement.maximumWidth, 560)
    }

    func testBadInputHasAnOutcome() {
        let narrow = FailureBannerPlacement.frame(
            boundsWidth: 10, offsetY: .nan, insets: LayoutInsets(top: .infinity, left: -5, bottom: 0, right: 0), marginLeft: 16,
            marginRight: 16, height: -4)
        XCTAssertEqual(narrow, CGRect(x: 16, y: 8, width: 0, height: 0))
    }
}

final class FailureBannerMessageTests: XCTestCase {
    private func message(_ description: String?, offline: Bool = false) -> String {
        PresetText.bannerMessage(description: description, isConnectivity: offline, localized: \.english)
    }

    func testTheWords() {
        XCTAssertEqual(message("  Couldn’t Refresh Messages \n"), "Couldn’t Refresh Messages")
        XCTAssertEqual(message("The request timed out.", offline: true), "No Internet Connection")
        XCTAssertEqual(message(nil), "Something Went Wrong")
        XCTAssertEqual(message("   "), "Something Went Wrong")
    }
}
