#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The opt-in banner for a load that failed while content shows.
@MainActor
final class FailureBannerViewTests: XCTestCase {
    private var retries = 0

    private func makeTable(banner: Bool = true) -> EmptyDataSetFixture<UITableView> {
        let fixture = makeFlowTable(options: immediateLoadingOptions {
            $0.showsFailureBanner = banner
            $0.retry = { [weak self] in self?.retries += 1 }
        })
        fixture.dataSource.itemCounts = [20]
        fixture.tableView.reloadData()
        fixture.settle()
        return fixture
    }

    private func failWhileShowingContent(_ fixture: EmptyDataSetFixture<UITableView>, _ error: any Error = LoadError()) {
        fixture.tableView.startLoading()
        fixture.tableView.endLoading(error: error)
        fixture.settle()
    }

    private func banner(_ fixture: EmptyDataSetFixture<UITableView>) -> FailureBannerView? {
        fixture.tableView.subviews.lazy.compactMap { $0 as? FailureBannerView }.first
    }

    func testAFailureOverContentShowsTheBannerBelowTheBarsAndTellsTheDelegate() throws {
        let fixture = makeTable()
        failWhileShowingContent(fixture)
        let banner = try XCTUnwrap(banner(fixture), "shown")
        XCTAssertEqual(banner.message, "Couldn’t Load Messages")
        XCTAssertFalse(banner.retryButton.isHidden)
        XCTAssertEqual(fixture.spy.failuresWhileShowingContent.count, 1, "the delegate is told as well")
        let table = fixture.tableView
        XCTAssertEqual(banner.frame.minY, table.contentOffset.y + table.adjustedContentInset.top + FailureBannerPlacement.spacing, accuracy: 0.5)
        XCTAssertGreaterThan(banner.frame.height, 0)
        XCTAssertTrue(table.subviews.last === banner, "in front of the rows: reachable by touch")
        assertEmptyStateHidden(table, "no placeholder over content")

        // It follows the scroll offset while it shows.
        table.contentOffset = CGPoint(x: 0, y: 120)
        XCTAssertEqual(banner.frame.minY, 120 + table.adjustedContentInset.top + FailureBannerPlacement.spacing, accuracy: 0.5)
    }

    func testOffByDefaultTheDelegateStillHears() {
        XCTAssertFalse(EmptyDataSetLoadingOptions().showsFailureBanner)
        let fixture = makeTable(banner: false)
        failWhileShowingContent(fixture)
        XCTAssertNil(banner(fixture))
        XCTAssertNil(fixture.tableView.emptyDataSetControllerIfPresent?.failureBannerIfMade, "no view made at all")
        XCTAssertEqual(fixture.spy.failuresWhileShowingContent.count, 1)
    }

    func testItIsAnnouncedWithoutMovingFocusAndItsElementsAreReachable() throws {
        let voiceOver = standInForAccessibility(voiceOver: true)
        let fixture = makeTable()
        voiceOver.resetPosts()
        failWhileShowingContent(fixture, URLError(.notConnectedToInternet))
        let banner = try XCTUnwrap(banner(fixture))
        XCTAssertEqual(banner.message, PresetLocalization.string(for: .offlineTitle))
        let announcements = voiceOver.posts.filter { $0.notification == .announcement }
        let bannerPost = announcements.first { ($0.argument as? NSAttributedString)?.string == banner.message }
        XCTAssertNotNil(bannerPost, "announced")
        let queued = (bannerPost?.argument as? NSAttributedString)?
            .attribute(.accessibilitySpeechQueueAnnouncement, at: 0, effectiveRange: nil) as? Bool
        XCTAssertEqual(queued, true, "queued after what VoiceOver says")
        XCTAssertTrue(voiceOver.layoutChangeArguments.isEmpty && !voiceOver.posts.contains { $0.notification == .screenChanged },
                      "focus is not moved")
        let elements = try XCTUnwrap(banner.accessibilityElements as? [UIView])
        XCTAssertTrue(elements.first === banner.messageLabel)
        XCTAssertTrue(elements.contains { $0 === banner.retryButton })
        XCTAssertEqual(banner.dismissButton.accessibilityLabel, PresetLocalization.string(for: .dismiss))
    }

    func testTheEscapeGestureDismissesIt() throws {
        let voiceOver = standInForAccessibility(voiceOver: true)
        let fixture = makeTable()
        failWhileShowingContent(fixture)
        let banner = try XCTUnwrap(banner(fixture))
        voiceOver.resetPosts()
        XCTAssertTrue(banner.accessibilityPerformEscape())
        XCTAssertTrue(waitUntil { banner.superview == nil }, "gone after its fade")
        XCTAssertEqual(voiceOver.layoutChangeArguments.count, 1, "VoiceOver finds its place again")
        // Dismissed: a success later changes nothing, a new failure shows it again.
        failWhileShowingContent(fixture)
        XCTAssertNotNil(self.banner(fixture))
    }

    func testRetryRunsTheRetryAndTakesTheBannerDown() throws {
        let fixture = makeTable()
        failWhileShowingContent(fixture)
        let banner = try XCTUnwrap(banner(fixture))
        tap(banner.retryButton) { self.retries > 0 || banner.alpha < 1 }
        XCTAssertTrue(waitUntil { self.retries == 1 })
        XCTAssertTrue(waitUntil { banner.superview == nil })
    }

    func testALaterSuccessTakesItDown() throws {
        let fixture = makeTable()
        failWhileShowingContent(fixture)
        let banner = try XCTUnwrap(banner(fixture))
        fixture.tableView.startLoading()
        fixture.tableView.endLoading()
        fixture.settle()
        XCTAssertTrue(waitUntil { banner.superview == nil })
    }

    func testReduceMotionOnlyFades() throws {
        _ = standInForAccessibility(reduceMotion: true)
        let fixture = makeTable()
        failWhileShowingContent(fixture)
        let banner = try XCTUnwrap(banner(fixture))
        let keys = banner.layer.animationKeys() ?? []
        XCTAssertFalse(keys.contains { ($0 as String).contains("transform") || ($0 as String).contains("position") }, "\(keys)")
        XCTAssertNotNil(opacityAnimation(of: banner), "a fade")
    }

    func testWithoutReduceMotionItSlidesIn() throws {
        _ = standInForAccessibility(reduceMotion: false)
        let fixture = makeTable()
        failWhileShowingContent(fixture)
        let banner = try XCTUnwrap(banner(fixture))
        let keys = banner.layer.animationKeys() ?? []
        XCTAssertTrue(keys.contains { ($0 as String).contains("transform") }, "\(keys)")
    }
}
#endif
