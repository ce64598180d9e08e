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
    private typealias Viewport = FailureBannerPlacement.Viewport
    private let insets = LayoutInsets(top: 100, left: 0, bottom: 34, right: 0)

    private func viewport(offsetY: CGFloat = -100, insets: LayoutInsets? = nil, hasRefreshControl: Bool = true) -> Viewport {
        Viewport(
            width: 390, height: 844, offsetX: 0, offsetY: offsetY, insets: insets ?? self.insets, safeAreaTop: 47,
            marginLeft: 16, marginRight: 16, hasRefreshControl: hasRefreshControl)
    }

    func testBelowTheBarsInsideTheMarginsFollowingTheOffset() {
        let frame = FailureBannerPlacement.frame(in: viewport(), fittingHeight: 60)
        XCTAssertEqual(frame, CGRect(x: 16, y: 8, width: 358, height: 60), "at the top of the visible part: offset + inset + 8")
        let scrolled = FailureBannerPlacement.frame(in: viewport(offsetY: 400), fittingHeight: 60)
        XCTAssertEqual(scrolled.minY, 508)
    }

    func testAHorizontalListMovesItInX() {
        var port = viewport()
        port.offsetX = 1_200
        let frame = FailureBannerPlacement.frame(in: port, fittingHeight: 60)
        XCTAssertEqual(frame.minX, 1_216, "the visible part starts at the offset")
    }

    func testAnAppInsetOf64IsBelowTheBars() {
        // contentInset.top = 64 with automatic adjustment: the adjusted inset holds both.
        let automatic = Viewport(width: 390, height: 844, offsetY: -(64 + 103), insets: LayoutInsets(top: 64 + 103, left: 0, bottom: 34, right: 0), safeAreaTop: 103)
        XCTAssertEqual(FailureBannerPlacement.frame(in: automatic, fittingHeight: 50).minY, 8)
        // `.never`: the adjusted inset is the app's 64 only; the bars (103) still cover the top.
        let never = Viewport(width: 390, height: 844, offsetY: -64, insets: LayoutInsets(top: 64, left: 0, bottom: 0, right: 0), safeAreaTop: 103)
        XCTAssertEqual(FailureBannerPlacement.frame(in: never, fittingHeight: 50).minY, -64 + 103 + 8)
        // `.never` under bars shorter than the app's inset: the inset wins.
        let shortBars = Viewport(width: 390, height: 844, offsetY: -64, insets: LayoutInsets(top: 64, left: 0, bottom: 0, right: 0), safeAreaTop: 20)
        XCTAssertEqual(FailureBannerPlacement.frame(in: shortBars, fittingHeight: 50).minY, 8)
    }

    func testTheHeightIsCappedAtHalfTheVisibleHeight() {
        let port = viewport()  // visible: 844 - 100 - 34 = 710
        XCTAssertEqual(FailureBannerPlacement.maximumHeight(in: port), 355)
        XCTAssertEqual(FailureBannerPlacement.frame(in: port, fittingHeight: 900).height, 355)
        XCTAssertEqual(FailureBannerPlacement.frame(in: port, fittingHeight: 354).height, 354)
        var tiny = port
        tiny.height = 150
        XCTAssertEqual(FailureBannerPlacement.maximumHeight(in: tiny), FailureBannerPlacement.minimumCap, "never below a line and a button")
        XCTAssertEqual(FailureBannerPlacement.minimumCap, 60)
    }

    func testItStepsAsideWhileTheUserPullsToRefresh() {
        XCTAssertFalse(FailureBannerPlacement.isPulledDown(in: viewport(offsetY: -100)), "at rest at the top")
        XCTAssertFalse(FailureBannerPlacement.isPulledDown(in: viewport(offsetY: -100.4)), "rounding")
        XCTAssertFalse(FailureBannerPlacement.isPulledDown(in: viewport(offsetY: -100.5)), "half a point is still at rest")
        XCTAssertTrue(FailureBannerPlacement.isPulledDown(in: viewport(offsetY: -100.75)))
        XCTAssertTrue(FailureBannerPlacement.isPulledDown(in: viewport(offsetY: -101)))
        XCTAssertFalse(FailureBannerPlacement.isPulledDown(in: viewport(offsetY: 300)))
        // A refresh runs: its control's 60 pt are in the inset, the spinner sits above the banner.
        XCTAssertFalse(FailureBannerPlacement.isPulledDown(in: viewport(offsetY: -160, insets: LayoutInsets(top: 160, left: 0, bottom: 34, right: 0))))
    }

    func testABounceWithoutARefreshControlKeepsTheBanner() {
        XCTAssertFalse(FailureBannerPlacement.isPulledDown(in: viewport(offsetY: -101, hasRefreshControl: false)))
        XCTAssertFalse(FailureBannerPlacement.isPulledDown(in: viewport(offsetY: -400, hasRefreshControl: false)))
        XCTAssertFalse(Viewport(width: 390, height: 844).hasRefreshControl, "none unless told")
    }

    func testTheSafeAreaSidesAndAMinimumMargin() {
        let port = Viewport(width: 844, height: 390, insets: LayoutInsets(top: 0, left: 47, bottom: 0, right: 47), marginLeft: 0, marginRight: 2)
        let frame = FailureBannerPlacement.frame(in: port, fittingHeight: 40)
        XCTAssertEqual(frame.minX, 47 + 8 + (844 - 110 - 560) / 2)
        XCTAssertEqual(frame.width, FailureBannerPlacement.maximumWidth, "at most 560 wide, centered")
        XCTAssertEqual(FailureBannerPlacement.spacing, 8)
        XCTAssertEqual(FailureBannerPlacement.maximumWidth, 560)
    }

    func testBadInputHasAnOutcome() {
        let port = Viewport(
            width: 10, height: .nan, offsetX: .infinity, offsetY: .nan, insets: LayoutInsets(top: .infinity, left: -5, bottom: 0, right: 0),
            safeAreaTop: -.infinity, marginLeft: 16, marginRight: 16)
        XCTAssertEqual(FailureBannerPlacement.frame(in: port, fittingHeight: -4), CGRect(x: 16, y: 8, width: 0, height: 0))
        XCTAssertEqual(FailureBannerPlacement.frame(in: port, fittingHeight: .nan).height, 0)
        XCTAssertFalse(FailureBannerPlacement.isPulledDown(in: port))
    }
}
