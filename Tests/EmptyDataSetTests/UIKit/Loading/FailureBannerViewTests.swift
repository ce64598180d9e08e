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

    private func failWhileShowingContent<List: UIScrollView>(_ fixture: EmptyDataSetFixture<List>, _ error: any Error = LoadError()) {
        fixture.scrollView.startLoading()
        fixture.scrollView.endLoading(error: error)
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
        XCTAssertFalse(voiceOver.layoutChangeArguments.first as AnyObject? === fixture.tableView, "not the scroll view: row 0")
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

    // MARK: Placement, following, focus, text sizes

    func testDismissingWithVoiceOverGoesOnWithTheRowTheBannerCovered() throws {
        let voiceOver = standInForAccessibility(voiceOver: true)
        let fixture = makeTable()
        let table = fixture.tableView
        table.contentOffset = CGPoint(x: 0, y: 400 - table.adjustedContentInset.top)
        table.layoutIfNeeded()
        failWhileShowingContent(fixture)
        let banner = try XCTUnwrap(banner(fixture))
        let bannerTop = banner.frame.minY
        voiceOver.resetPosts()
        XCTAssertTrue(banner.accessibilityPerformEscape())
        let cell = try XCTUnwrap(voiceOver.layoutChangeArguments.first as? UITableViewCell, "a cell, not the scroll view")
        let row = try XCTUnwrap(table.indexPath(for: cell)?.row)
        XCTAssertGreaterThan(row, 0, "scrolled: not the first row of the list")
        XCTAssertGreaterThan(cell.frame.maxY, bannerTop, "the row at the banner's place")
        let covered = table.visibleCells.filter { $0.frame.maxY > bannerTop }
        XCTAssertTrue(covered.allSatisfy { $0.frame.minY >= cell.frame.minY }, "the topmost such row")
    }

    /// A compositional list whose section has a background (a decoration view spanning the
    /// section, its top far above the banner): focus goes to the cell the banner covered.
    func testDismissingInACompositionalListWithASectionBackgroundGoesOnWithACell() throws {
        let voiceOver = standInForAccessibility(voiceOver: true)
        let backgroundKind = "section-background"
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: backgroundKind)
        let collectionView = UICollectionView(frame: testWindowFrame, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: CountingDataSource.cellIdentifier)
        let fixture = makeFlowFixture(collectionView, options: immediateLoadingOptions {
            $0.showsFailureBanner = true
            $0.retry = { [weak self] in self?.retries += 1 }
        })
        fixture.dataSource.itemCounts = [40]
        collectionView.reloadData()
        fixture.settle()
        collectionView.contentOffset = CGPoint(x: 0, y: 600 - collectionView.adjustedContentInset.top)
        collectionView.layoutIfNeeded()
        failWhileShowingContent(fixture)
        let banner = try XCTUnwrap(collectionView.subviews.lazy.compactMap { $0 as? FailureBannerView }.first)
        let bannerTop = banner.frame.minY
        let background = collectionView.subviews.first {
            type(of: $0) == UICollectionReusableView.self && $0.frame.minY < bannerTop && $0.frame.maxY > bannerTop
        }
        XCTAssertNotNil(background, "precondition: the section background spans the banner's place")
        voiceOver.resetPosts()
        XCTAssertTrue(banner.accessibilityPerformEscape())
        let cell = try XCTUnwrap(voiceOver.layoutChangeArguments.first as? UICollectionViewCell, "a cell, not the background")
        XCTAssertGreaterThan(try XCTUnwrap(collectionView.indexPath(for: cell)?.item), 0, "scrolled: not the first item")
        XCTAssertGreaterThan(cell.frame.maxY, bannerTop, "the item at the banner's place")
        let covered = collectionView.visibleCells.filter { $0.frame.maxY > bannerTop }
        XCTAssertTrue(covered.allSatisfy { $0.frame.minY >= cell.frame.minY }, "the topmost such item")
    }

    /// A plain scroll view holding a stack of labels: focus goes to the label the banner covered,
    /// not to the stack nor the scroll view.
    func testDismissingInAPlainScrollViewGoesOnWithTheLabelUnderTheBanner() throws {
        let voiceOver = standInForAccessibility(voiceOver: true)
        let scrollView = UIScrollView(frame: testWindowFrame)
        let fixture = makeFlowFixture(scrollView, options: immediateLoadingOptions {
            $0.showsFailureBanner = true
            $0.hasContent = { _ in true }  // an article the app fills itself
        })
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 0
        let labels = (0..<30).map { index -> UILabel in
            let label = UILabel()
            label.text = "Paragraph \(index)"
            label.isAccessibilityElement = true  // as with VoiceOver on, whether or not the test process loaded accessibility
            label.heightAnchor.constraint(equalToConstant: 80).isActive = true
            stack.addArrangedSubview(label)
            return label
        }
        stack.frame = CGRect(x: 0, y: 0, width: scrollView.bounds.width, height: 80 * 30)
        stack.layoutIfNeeded()
        scrollView.addSubview(stack)
        scrollView.contentSize = stack.frame.size
        scrollView.contentOffset = CGPoint(x: 0, y: 800 - scrollView.adjustedContentInset.top)
        failWhileShowingContent(fixture)
        let banner = try XCTUnwrap(scrollView.subviews.lazy.compactMap { $0 as? FailureBannerView }.first)
        let point = CGPoint(x: banner.frame.midX, y: banner.frame.minY + 1)
        let expected = try XCTUnwrap(labels.first { $0.convert($0.bounds, to: scrollView).contains(point) }, "precondition: a label there")
        voiceOver.resetPosts()
        XCTAssertTrue(banner.accessibilityPerformEscape())
        let focused = try XCTUnwrap(voiceOver.layoutChangeArguments.first as AnyObject?)
        XCTAssertTrue(focused === expected, "the label under the banner, not \(focused)")
        XCTAssertFalse(focused === stack || focused === scrollView)
    }

    func testAnAppInsetOf64AndTheSafeAreaWithNeverAdjustment() throws {
        let fixture = makeTable()
        let table = fixture.tableView
        table.contentInsetAdjustmentBehavior = .never
        table.contentInset.top = 64
        table.contentOffset = CGPoint(x: 0, y: -64)
        failWhileShowingContent(fixture)
        let banner = try XCTUnwrap(banner(fixture))
        let top = max(table.adjustedContentInset.top, table.safeAreaInsets.top)
        XCTAssertEqual(table.adjustedContentInset.top, 64, accuracy: 0.5)
        XCTAssertEqual(banner.frame.minY, -64 + top + FailureBannerPlacement.spacing, accuracy: 0.5)
        // The app's inset changes: reached through adjustedContentInsetDidChange, at once.
        table.contentInset.top = 120
        XCTAssertEqual(banner.frame.minY, table.contentOffset.y + max(120, table.safeAreaInsets.top) + FailureBannerPlacement.spacing, accuracy: 0.5)
    }

    func testScrollingMovesItWithoutReorderingOrMeasuring() throws {
        let fixture = makeTable()
        let table = fixture.tableView
        failWhileShowingContent(fixture)
        let banner = try XCTUnwrap(banner(fixture))
        let measured = banner.measurements
        XCTAssertGreaterThan(measured, 0)
        // A view UIKit adds in front (a cell mid-update): KVO must not reorder the hierarchy.
        let added = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        table.addSubview(added)
        for step in 1...10 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step * 20) - table.adjustedContentInset.top)
            XCTAssertEqual(banner.frame.minY, table.contentOffset.y + table.adjustedContentInset.top + FailureBannerPlacement.spacing, accuracy: 0.5)
        }
        XCTAssertTrue(table.subviews.last === added, "no hierarchy change inside KVO")
        XCTAssertEqual(banner.measurements, measured, "the fitting height is cached per width, text and text size")
        // The next layout pass puts it in front again.
        table.setNeedsLayout()
        table.layoutIfNeeded()
        XCTAssertTrue(table.subviews.last === banner)
        added.removeFromSuperview()
        // A new message is measured again.
        failWhileShowingContent(fixture, URLError(.notConnectedToInternet))
        XCTAssertGreaterThan(banner.measurements, measured)
    }

    func testAHorizontalScrollViewMovesItInXAndARotationReplacesIt() throws {
        let scrollView = UIScrollView(frame: testWindowFrame)
        let fixture = makeFlowFixture(scrollView, options: immediateLoadingOptions {
            $0.showsFailureBanner = true
            $0.hasContent = { _ in true }  // a gallery the app fills itself
        })
        scrollView.contentSize = CGSize(width: scrollView.bounds.width * 5, height: scrollView.bounds.height)
        failWhileShowingContent(fixture)
        let banner = try XCTUnwrap(scrollView.subviews.lazy.compactMap { $0 as? FailureBannerView }.first)
        let restingX = banner.frame.minX
        scrollView.contentOffset = CGPoint(x: 600, y: scrollView.contentOffset.y)
        XCTAssertEqual(banner.frame.minX, restingX + 600, accuracy: 0.5, "follows the horizontal offset")
        let portraitWidth = banner.bounds.width
        // A rotation or a split-view resize of a root scroll view: through `setFrame:`, as a view
        // controller resizes its view (a plain scroll view has no layout hook).
        scrollView.frame = CGRect(origin: scrollView.frame.origin, size: CGSize(width: scrollView.frame.height, height: scrollView.frame.width))
        let expected = FailureBannerPlacement.frame(in: .init(
            width: scrollView.bounds.width, height: scrollView.bounds.height, offsetX: scrollView.contentOffset.x,
            insets: LayoutInsets(top: 0, left: scrollView.adjustedContentInset.left, bottom: 0, right: scrollView.adjustedContentInset.right),
            marginLeft: scrollView.layoutMargins.left, marginRight: scrollView.layoutMargins.right), fittingHeight: 0)
        XCTAssertNotEqual(expected.width, portraitWidth, accuracy: 0.5, "the landscape width differs: the test sees the resize")
        XCTAssertEqual(banner.bounds.width, expected.width, accuracy: 0.5, "re-placed after the frame changed")
        XCTAssertEqual(banner.frame.minX, expected.minX, accuracy: 0.5, "centered in the visible part after the resize")
    }

    func testItStepsAsideWhileTheUserPullsToRefresh() throws {
        let fixture = makeTable()
        let table = fixture.tableView
        failWhileShowingContent(fixture)
        let banner = try XCTUnwrap(banner(fixture))
        let top = table.adjustedContentInset.top
        // No refresh control: a bounce past the top is not a refresh, the banner stays.
        table.contentOffset = CGPoint(x: 0, y: -top - 60)
        XCTAssertFalse(banner.isHidden, "nothing to step aside for without a refresh control")
        table.contentOffset = CGPoint(x: 0, y: -top)
        #if !os(tvOS)
        table.refreshControl = UIRefreshControl()
        let withControl = table.adjustedContentInset.top
        table.contentOffset = CGPoint(x: 0, y: -withControl - 60)
        XCTAssertTrue(banner.isHidden, "the refresh control's spinner shows")
        table.contentOffset = CGPoint(x: 0, y: -withControl)
        XCTAssertFalse(banner.isHidden)
        #endif
    }

    func testAtAccessibilitySizesTheMessageKeepsItsWidthAndTheHeightIsCapped() throws {
        let host = ContentAnywhereHost()
        defer { host.tearDown() }
        let banner = FailureBannerView()
        banner.message = String(repeating: "Die Nachrichten konnten nicht geladen werden. ", count: 12)
        // A long translation: at AX sizes it takes several lines.
        banner.retryButton.configuration?.title = "Erneut versuchen, sobald die Verbindung wieder da ist"
        host.child.view.addSubview(banner)
        host.setContentSizeCategory(.accessibilityExtraExtraExtraLarge)
        XCTAssertTrue(banner.isStacked, "the buttons go below the message")
        let width: CGFloat = 358
        let natural = banner.fittingHeight(width: width)
        let port = FailureBannerPlacement.Viewport(width: 390, height: 844, insets: LayoutInsets(top: 100, left: 0, bottom: 34, right: 0))
        let frame = FailureBannerPlacement.frame(in: port, fittingHeight: natural)
        XCTAssertLessThan(frame.height, natural, "capped at half the visible height")
        banner.frame = frame
        banner.layoutIfNeeded()
        XCTAssertGreaterThan(banner.messageLabel.bounds.width, width / 2, "not squeezed next to the buttons")
        XCTAssertGreaterThan(banner.messageScrollView.contentSize.height, banner.messageScrollView.bounds.height, "the message scrolls")
        XCTAssertGreaterThanOrEqual(banner.retryButton.bounds.height, 44)
        XCTAssertLessThanOrEqual(banner.retryButton.frame.maxX, banner.bounds.width, "its title wraps inside the banner")
        banner.retryButton.layoutIfNeeded()
        let title = try XCTUnwrap(banner.retryButton.titleLabel)
        XCTAssertGreaterThan(title.frame.height, title.font.lineHeight * 1.5, "the title wrapped (the test sees the AX case)")
        XCTAssertTrue(
            banner.retryButton.bounds.insetBy(dx: -0.5, dy: -0.5).contains(title.frame),
            "the wrapped title sits inside the button: \(title.frame) in \(banner.retryButton.bounds)")
        // Back to a default size: one row again.
        host.setContentSizeCategory(.large)
        XCTAssertFalse(banner.isStacked)
    }
}
#endif
