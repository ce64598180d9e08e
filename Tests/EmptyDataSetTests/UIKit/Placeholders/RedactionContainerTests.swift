#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// Redaction in the containers apps really use: blur, material and glass effect views, scroll
/// views redacted themselves or inside a redacted screen, cards with rounded clipping corners,
/// and labels with custom line heights.
@MainActor
final class RedactionContainerTests: XCTestCase {
    // tvOS has no system materials.
    #if os(tvOS)
    private let materialStyle = UIBlurEffect.Style.regular
    private let thinMaterialStyle = UIBlurEffect.Style.regular
    #else
    private let materialStyle = UIBlurEffect.Style.systemMaterial
    private let thinMaterialStyle = UIBlurEffect.Style.systemThinMaterial
    #endif

    // MARK: Visual effect views

    func testAVisualEffectViewIsRedactedThroughItsContentView() throws {
        let host = makeRedactionHost(self)
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: materialStyle))
        effect.frame = CGRect(x: 10, y: 10, width: 280, height: 120)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        label.text = "Inside the material"
        effect.contentView.addSubview(label)
        host.card.addSubview(effect)

        // UIKit raises NSInternalInconsistencyException for a subview added to the effect view itself.
        effect.redact()
        host.layOut()

        let overlay = try XCTUnwrap(effect.redactionOverlay)
        XCTAssertTrue(effect.isRedacted, "the effect view is the redacted view")
        XCTAssertIdentical(overlay.superview, effect.contentView)
        XCTAssertFalse(effect.subviews.contains(overlay))
        XCTAssertNotNil(overlay.placeholder(of: label), "its content is drawn")
        XCTAssertEqual(overlay.frame, effect.contentView.bounds)
        XCTAssertIdentical(effect.accessibilityElements?.first as AnyObject, overlay, "VoiceOver reads the stand-in")

        // Taken out by the app, put back where UIKit accepts it.
        overlay.removeFromSuperview()
        effect.setNeedsRedactionUpdate()
        host.layOut()
        XCTAssertIdentical(overlay.superview, effect.contentView)
        XCTAssertFalse(effect.subviews.contains(overlay))

        effect.unredact()
        XCTAssertNil(overlay.superview)
        XCTAssertFalse(effect.isRedacted)
        XCTAssertNil(effect.accessibilityElements)
    }

    func testAnEffectViewInsideARedactedCardIsLookedInto() throws {
        let host = makeRedactionHost(self)
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: thinMaterialStyle))
        effect.frame = CGRect(x: 10, y: 10, width: 280, height: 80)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        label.text = "Badge"
        effect.contentView.addSubview(label)
        host.card.addSubview(effect)
        host.card.redact()
        host.layOut()
        XCTAssertNotNil(try host.overlay().placeholder(of: label))
        XCTAssertFalse(effect.contentView.subviews.contains { $0 is RedactionOverlayView }, "nothing added inside it")
    }

    // MARK: Scroll views

    func testARedactedScrollViewCoversItsContentBelowTheFold() throws {
        let host = makeRedactionHost(self)
        let scrollView = UIScrollView(frame: host.card.bounds)
        scrollView.contentSize = CGSize(width: 300, height: 1_200)
        let top = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        top.text = "At the top"
        let below = UILabel(frame: CGRect(x: 10, y: 900, width: 200, height: 30))
        below.text = "Below the fold"
        scrollView.addSubview(top)
        scrollView.addSubview(below)
        host.card.addSubview(scrollView)

        scrollView.redact()
        host.layOut()

        let overlay = try XCTUnwrap(scrollView.redactionOverlay)
        XCTAssertEqual(overlay.frame, CGRect(x: 0, y: 0, width: 300, height: 1_200), "the whole content")
        XCTAssertNotNil(overlay.placeholder(of: top))
        let bar = try XCTUnwrap(overlay.placeholder(of: below)?.rects.first, "covered before it is scrolled to")

        // Scrolled to: the placeholder moved with the content, over its label, with no re-shape.
        let reshapes = overlay.reshapeCount
        scrollView.contentOffset.y = 800
        host.layOut()
        let labelOnScreen = below.convert(below.bounds, to: host.card)
        XCTAssertTrue(host.card.bounds.intersects(labelOnScreen), "precondition: now on screen")
        XCTAssertTrue(labelOnScreen.insetBy(dx: -0.5, dy: -0.5).contains(overlay.convert(bar, to: host.card)))
        XCTAssertEqual(overlay.reshapeCount, reshapes, "scrolling a plain scroll view costs nothing")

        // Taps on content stop at the overlay, which is inside the scroll view: its pan sees them.
        let point = scrollView.convert(CGPoint(x: below.frame.midX, y: below.frame.midY), to: host.card)
        let hit = host.card.hitTest(point, with: nil)
        XCTAssertIdentical(hit, overlay)
        XCTAssertTrue(hit?.isDescendant(of: scrollView) ?? false)
    }

    func testARedactedScrollViewFollowsItsContentSize() throws {
        let host = makeRedactionHost(self)
        let scrollView = UIScrollView(frame: host.card.bounds)
        scrollView.contentSize = CGSize(width: 300, height: 600)
        host.card.addSubview(scrollView)
        scrollView.redact()
        host.layOut()
        let overlay = try XCTUnwrap(scrollView.redactionOverlay)
        XCTAssertEqual(overlay.frame.height, 600)
        let reshapes = overlay.reshapeCount
        // More content arrived (the app set a new content size; nothing else told the redaction).
        scrollView.contentSize = CGSize(width: 300, height: 1_500)
        XCTAssertEqual(overlay.frame.height, 1_500, "re-framed at once (the content-size observation)")
        host.layOut()
        XCTAssertGreaterThan(overlay.reshapeCount, reshapes, "and re-shaped")
    }

    func testAScreenContainingAScrollViewKeepsItsPansAndRefreshControl() throws {
        let host = makeRedactionHost(self)
        let title = host.addLabel("Header", y: 10)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 60, width: 300, height: 300))
        scrollView.contentSize = CGSize(width: 300, height: 900)
        #if !os(tvOS)
        let refresh = UIRefreshControl()
        scrollView.refreshControl = refresh
        #endif
        let button = UIButton(type: .system)
        button.setTitle("Open", for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 120, height: 44)
        let deep = UILabel(frame: CGRect(x: 10, y: 700, width: 200, height: 30))
        deep.text = "Far down"
        scrollView.addSubview(button)
        scrollView.addSubview(deep)
        host.card.addSubview(scrollView)

        host.card.redact()
        host.layOut()

        let overlay = try host.overlay()
        XCTAssertNotNil(overlay.placeholder(of: title))
        XCTAssertNil(overlay.placeholder(of: button), "the scroll view's content is drawn inside it")
        let inner = try XCTUnwrap(overlay.scrollOverlay(of: scrollView))
        XCTAssertIdentical(inner.superview, scrollView)
        XCTAssertNotNil(inner.placeholder(of: button))
        XCTAssertNotNil(inner.placeholder(of: deep), "content below the fold is covered")
        #if !os(tvOS)
        // Neither the refresh control nor anything inside it (its spinner) is drawn.
        var refreshViews: [UIView] = [refresh]
        var index = 0
        while index < refreshViews.count { refreshViews += refreshViews[index].subviews; index += 1 }
        let refreshIDs = Set(refreshViews.map(ObjectIdentifier.init))
        XCTAssertFalse(inner.scan.placeholders.contains { refreshIDs.contains($0.source) }, "the refresh control is not content")
        #endif

        // A touch on the scroll view's redacted content: taken by the inner overlay (not the
        // button), a descendant of the scroll view, so its pan and the refresh control's pull see it.
        let point = scrollView.convert(CGPoint(x: button.frame.midX, y: button.frame.midY), to: host.card)
        let hit = host.card.hitTest(point, with: nil)
        XCTAssertIdentical(hit, inner)
        XCTAssertTrue(hit?.isDescendant(of: scrollView) ?? false)
        XCTAssertIdentical(host.card.hitTest(CGPoint(x: title.frame.midX, y: title.frame.midY), with: nil), overlay,
                           "outside the scroll view the outer overlay takes it")

        // VoiceOver reads one element for all of it.
        XCTAssertEqual(host.card.accessibilityElements?.count, 1)
        XCTAssertTrue(inner.accessibilityElementsHidden)

        // Scrolling moves the placeholders with the content.
        scrollView.contentOffset.y = 500
        host.layOut()
        let bar = try XCTUnwrap(inner.placeholder(of: deep)?.rects.first)
        XCTAssertTrue(deep.convert(deep.bounds, to: host.card).insetBy(dx: -0.5, dy: -0.5).contains(inner.convert(bar, to: host.card)))

        host.card.unredact()
        XCTAssertNil(inner.superview, "the inner overlay goes with the redaction")
        XCTAssertFalse(scrollView.subviews.contains { $0 is RedactionOverlayView })
    }

    func testARedactedTableLooksAtCellsItMakesWhileScrolling() throws {
        let window = makeShownWindow()
        let table = RedactionTable(rows: 60)
        // Fixed heights: the content size never changes while scrolling, so only the list's new
        // cells can ask for the re-scan.
        table.tableView.rowHeight = 80
        table.tableView.estimatedRowHeight = 80
        keepHosted(table.tableView, in: window)
        table.tableView.redact()
        table.tableView.layoutIfNeeded()
        let overlay = try XCTUnwrap(table.tableView.redactionOverlay)
        let reshapes = overlay.reshapeCount, itemRescans = overlay.itemRescanCount
        let contentSize = table.tableView.contentSize

        // Two rows down: new cells dequeued (or reused for new rows) in the table's layout pass.
        table.tableView.contentOffset.y = 160
        table.tableView.layoutIfNeeded()
        XCTAssertEqual(table.tableView.contentSize, contentSize, "precondition: the content size did not change")
        XCTAssertGreaterThan(overlay.itemRescanCount, itemRescans, "the new cells asked for it")
        XCTAssertGreaterThan(overlay.reshapeCount, reshapes)
        let cells = table.tableView.visibleCells.compactMap { $0 as? RedactionTestCell }
        XCTAssertFalse(cells.isEmpty)
        for cell in cells {
            let title = cell.title.convert(cell.title.bounds, to: overlay).insetBy(dx: -0.5, dy: -0.5)
            let bars = overlay.scan.placeholders.filter(\.isText).flatMap(\.rects).filter { title.contains($0) }
            XCTAssertFalse(bars.isEmpty, "a bar over \(cell.title.text ?? "")'s title where it is now")
        }
        XCTAssertIdentical(table.tableView.subviews.last, overlay, "above the cells the table inserted")

        // Scrolled by less than a row with no new row coming in: the same cells in the same
        // place, nothing re-scanned.
        let settled = overlay.reshapeCount
        table.tableView.contentOffset.y = 170
        table.tableView.layoutIfNeeded()
        XCTAssertEqual(overlay.reshapeCount, settled)
        withExtendedLifetime((table, window)) {}
        window.isHidden = true
    }

    func testScrollingReordersTheListsSubviewsOnlyInTheLayoutPass() throws {
        let window = makeShownWindow()
        let table = RedactionTable(rows: 30)
        table.tableView.rowHeight = 80
        keepHosted(table.tableView, in: window)
        table.tableView.redact()
        table.tableView.layoutIfNeeded()
        let overlay = try XCTUnwrap(table.tableView.redactionOverlay)
        // A view the list (or the app) put above the overlay, as a cell inserted while scrolling.
        let inserted = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        table.tableView.addSubview(inserted)

        // The offset changes inside UIKit's own work (batch updates, self-sizing corrections):
        // the observation must not move the list's subviews there.
        table.tableView.contentOffset.y = 40
        XCTAssertIdentical(table.tableView.subviews.last, inserted, "no reordering from the offset observation")
        // The layout pass that follows brings the overlay back to the front.
        table.tableView.layoutIfNeeded()
        XCTAssertIdentical(table.tableView.subviews.last, overlay, "re-fronted in the overlay's layout pass")
        withExtendedLifetime((table, window)) {}
        window.isHidden = true
    }

    func testARedactedTableTakesTouchesOnItsCellsAndFloatingHeaders() throws {
        let window = makeShownWindow()
        let table = RedactionTable(rows: 30, headers: ["First", "Second"])
        table.tableView.rowHeight = 80
        table.tableView.estimatedRowHeight = 80
        keepHosted(table.tableView, in: window)
        table.tableView.redact()
        table.tableView.layoutIfNeeded()
        let overlay = try XCTUnwrap(table.tableView.redactionOverlay)

        // Into the first section: its header floats at the top while the rows scroll under it.
        table.tableView.contentOffset.y = 400
        table.tableView.layoutIfNeeded()
        let header = try XCTUnwrap(table.tableView.headerView(forSection: 0))
        XCTAssertEqual(header.frame.minY, table.tableView.bounds.minY, accuracy: 1, "precondition: the header floats")
        XCTAssertIdentical(table.tableView.subviews.last, overlay, "the header UIKit moved or inserted stays below")
        let headerArea = header.convert(header.bounds, to: overlay).insetBy(dx: -0.5, dy: -0.5)
        XCTAssertTrue(overlay.scan.placeholders.flatMap(\.rects).contains { headerArea.contains($0) },
                      "the header's placeholder drawn where it floats now")

        let headerPoint = header.convert(CGPoint(x: header.bounds.midX, y: header.bounds.midY), to: window)
        XCTAssertIdentical(window.hitTest(headerPoint, with: nil), overlay, "the floating header takes no tap")
        let cell = try XCTUnwrap(table.tableView.visibleCells.last)
        let cellPoint = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: window)
        XCTAssertIdentical(window.hitTest(cellPoint, with: nil), overlay, "nor does a cell")
        withExtendedLifetime((table, window)) {}
        window.isHidden = true
    }

    func testAButtonAboveARedactedScreensListStaysBlocked() throws {
        let host = makeRedactionHost(self)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 60, width: 300, height: 300))
        scrollView.contentSize = CGSize(width: 300, height: 900)
        let row = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        row.text = "Row"
        scrollView.addSubview(row)
        host.card.addSubview(scrollView)
        // A floating "+" button over the list's bottom-right corner, above it in the subview order.
        let add = UIButton(type: .system)
        add.setTitle("+", for: .normal)
        add.frame = CGRect(x: 230, y: 290, width: 56, height: 56)
        host.card.addSubview(add)

        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        let inner = try XCTUnwrap(overlay.scrollOverlay(of: scrollView))
        XCTAssertNotNil(overlay.placeholder(of: add), "precondition: the button is redacted")

        XCTAssertIdentical(host.card.hitTest(CGPoint(x: add.frame.midX, y: add.frame.midY), with: nil), overlay,
                           "the redacted button over the list gets no tap")
        let listPoint = CGPoint(x: 100, y: 200)
        XCTAssertFalse(add.frame.contains(listPoint), "precondition: away from the button")
        XCTAssertIdentical(host.card.hitTest(listPoint, with: nil), inner, "the list's own overlay takes it, inside the list")
    }

    func testCellsScrollingInInsideAnOrthogonalSectionAreRescanned() throws {
        let window = makeShownWindow()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        keepHosted(collectionView, in: window)
        // Stands in for a compositional layout's orthogonal section scroller: a private
        // (underscore-prefixed) scroll view among the list's subviews, holding that section's cells.
        let scroller = OrthogonalScrollerStandIn(frame: CGRect(x: 0, y: 100, width: 300, height: 120))
        scroller.contentSize = CGSize(width: 900, height: 120)
        let first = Self.orthogonalCell(at: 0, text: "First")
        scroller.addSubview(first.cell)
        collectionView.addSubview(scroller)
        collectionView.redact()
        collectionView.layoutIfNeeded()
        let overlay = try XCTUnwrap(collectionView.redactionOverlay)
        XCTAssertNotNil(overlay.placeholder(of: first.label), "precondition: drawn as the list's content")
        XCTAssertNil(overlay.scrollOverlay(of: scroller), "precondition: not nested")

        // Swiped sideways: a new cell inside the scroller, the list's own offset unchanged.
        let rescans = overlay.itemRescanCount
        let second = Self.orthogonalCell(at: 320, text: "Second")
        scroller.addSubview(second.cell)
        scroller.contentOffset.x = 200
        collectionView.layoutIfNeeded()
        XCTAssertGreaterThan(overlay.itemRescanCount, rescans, "the scroller's scrolling and new cell asked for it")
        let bar = try XCTUnwrap(overlay.placeholder(of: second.label)?.rects.first, "the new cell's title is drawn")
        let title = second.label.convert(second.label.bounds, to: overlay).insetBy(dx: -0.5, dy: -0.5)
        XCTAssertTrue(title.contains(bar), "where it shows now")
        withExtendedLifetime((collectionView, window)) {}
        window.isHidden = true
    }

    private static func orthogonalCell(at x: CGFloat, text: String) -> (cell: UICollectionViewCell, label: UILabel) {
        let cell = UICollectionViewCell(frame: CGRect(x: x, y: 0, width: 300, height: 120))
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        label.text = text
        cell.contentView.addSubview(label)
        return (cell, label)
    }

    func testABottomBarsBackgroundOverAListKeepsItsTouches() throws {
        let host = makeRedactionHost(self)
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        list.contentSize = CGSize(width: 300, height: 1_200)
        host.card.addSubview(list)
        // A bottom bar over the list: an opaque background with one small button in it.
        let bar = UIView(frame: CGRect(x: 0, y: 340, width: 300, height: 60))
        bar.backgroundColor = .systemBackground
        let button = UIButton(type: .system)
        button.setTitle("Done", for: .normal)
        button.frame = CGRect(x: 240, y: 10, width: 50, height: 40)
        bar.addSubview(button)
        host.card.addSubview(bar)

        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        let inner = try XCTUnwrap(overlay.scrollOverlay(of: list))
        let barPoint = CGPoint(x: 60, y: 370)
        XCTAssertFalse(bar.convert(button.frame, to: host.card).contains(barPoint), "precondition: away from the button")
        XCTAssertIdentical(host.card.hitTest(barPoint, with: nil), overlay, "the bar's background is not the list's")
        XCTAssertIdentical(host.card.hitTest(CGPoint(x: 60, y: 200), with: nil), inner, "above the bar, the list's")
    }

    /// A real bar has no background color of its own (UIKit draws it in private subviews), yet it
    /// takes touches over its whole frame: a touch between its items is not the list's.
    func testABarWithoutABackgroundColorOverAListKeepsItsTouches() throws {
        let host = makeRedactionHost(self)
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        list.contentSize = CGSize(width: 300, height: 1_200)
        host.card.addSubview(list)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 340, width: 300, height: 60))
        bar.backgroundColor = nil
        host.card.addSubview(bar)

        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        let inner = try XCTUnwrap(overlay.scrollOverlay(of: list))
        XCTAssertIdentical(host.card.hitTest(CGPoint(x: 150, y: 370), with: nil), overlay, "the bar's, not the list's")
        XCTAssertIdentical(host.card.hitTest(CGPoint(x: 150, y: 200), with: nil), inner, "above the bar, the list's")
    }

    func testATouchOverAListThatTakesNoTouchesStopsAtTheOverlay() throws {
        let host = makeRedactionHost(self)
        // A list inside a container with user interaction off: UIKit would never let a touch
        // reach it, so the redacted content beneath must not get it either.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        container.isUserInteractionEnabled = false
        let locked = UIScrollView(frame: container.bounds)
        locked.contentSize = CGSize(width: 300, height: 900)
        container.addSubview(locked)
        host.card.addSubview(container)
        // A list whose own hit-test finds nothing (an app's override).
        let refusing = RefusingScrollView(frame: CGRect(x: 0, y: 220, width: 300, height: 200))
        refusing.contentSize = CGSize(width: 300, height: 900)
        host.card.addSubview(refusing)

        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        XCTAssertNotNil(overlay.scrollOverlay(of: locked), "precondition: the list has its own overlay")
        XCTAssertIdentical(host.card.hitTest(CGPoint(x: 100, y: 100), with: nil), overlay,
                           "not handed to a list under a view that takes no touches")
        XCTAssertIdentical(host.card.hitTest(CGPoint(x: 100, y: 320), with: nil), overlay,
                           "a list that finds no view for the touch leaves it at the overlay")
    }

    func testVoiceOverOutlinesOnlyTheVisiblePartOfARedactedScrollView() throws {
        let host = makeRedactionHost(self)
        let scrollView = UIScrollView(frame: host.card.bounds)
        scrollView.contentSize = CGSize(width: 300, height: 1_200)
        host.card.addSubview(scrollView)
        scrollView.redact()
        scrollView.contentOffset.y = 300
        host.layOut()
        let overlay = try XCTUnwrap(scrollView.redactionOverlay)
        XCTAssertEqual(overlay.frame.height, 1_200, "precondition: the overlay spans the content")
        XCTAssertEqual(overlay.accessibilityFrame, UIAccessibility.convertToScreenCoordinates(scrollView.bounds, in: scrollView))
    }

    func testKeyValueObservationHandlersHopToTheMainQueueFromAnyThread() throws {
        let host = makeRedactionHost(self)
        let scrollView = UIScrollView(frame: host.card.bounds)
        host.card.addSubview(scrollView)
        scrollView.redact()
        host.layOut()
        let overlay = try XCTUnwrap(scrollView.redactionOverlay)
        // The handler the content-size observation gets, called as key-value observing calls it
        // when an app's reloadData() runs on a background queue. A main-actor isolated closure
        // would trap there.
        let ran = expectation(description: "ran on the main queue")
        let handler: @Sendable (Int, Void) -> Void = RedactionOverlayView.handler(WeakOverlay(overlay)) { reached in
            XCTAssertTrue(Thread.isMainThread)
            XCTAssertIdentical(reached, overlay)
            ran.fulfill()
        }
        DispatchQueue.global().async { handler(0, ()) }
        wait(for: [ran], timeout: 2)
        withExtendedLifetime(overlay) {}
    }

    // MARK: Rounded clipping cards

    func testPlaceholdersFollowARoundedCardsCorners() throws {
        let host = makeRedactionHost(self)
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 280, height: 200))
        card.layer.cornerRadius = 16
        card.layer.cornerCurve = .continuous
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.clipsToBounds = true
        let header = UIImageView(frame: CGRect(x: 0, y: 0, width: 280, height: 100))
        let thumbnail = UIImageView(frame: CGRect(x: 20, y: 120, width: 40, height: 40))
        card.addSubview(header)
        card.addSubview(thumbnail)
        host.card.addSubview(card)
        host.card.redact(PlaceholderStyle(cornerRadius: 4))
        host.layOut()
        let overlay = try host.overlay()

        let headerShape = try XCTUnwrap(overlay.placeholder(of: header)?.cornerShapes.first)
        XCTAssertEqual(headerShape.radii, [16, 16, 4, 4], "the card's top corners, its own at the bottom")
        XCTAssertTrue(headerShape.isContinuous)
        let headerFrame = header.convert(header.bounds, to: overlay)
        let headerLayer = try XCTUnwrap(overlay.placeholderLayers.first { $0.frame == headerFrame })
        XCTAssertEqual(headerLayer.cornerRadius, 16)
        XCTAssertEqual(headerLayer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertEqual(headerLayer.cornerCurve, .continuous)
        XCTAssertTrue(headerLayer.masksToBounds)

        let thumbnailFrame = thumbnail.convert(thumbnail.bounds, to: overlay)
        let thumbnailLayer = try XCTUnwrap(overlay.placeholderLayers.first { $0.frame == thumbnailFrame })
        XCTAssertEqual(thumbnailLayer.cornerRadius, 4, "away from the card's corners: its own radius")
        XCTAssertEqual(thumbnailLayer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        XCTAssertEqual(thumbnailLayer.cornerCurve, .circular)
    }

    // MARK: Custom line heights

    func testBarsSitOnTheBaselinesOfTallLines() throws {
        let host = makeRedactionHost(self)
        let font = UIFont.systemFont(ofSize: 17)
        let paragraph = NSMutableParagraphStyle()
        paragraph.minimumLineHeight = 40
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 280, height: 10))
        label.numberOfLines = 0
        label.attributedText = NSAttributedString(
            string: "First line\nSecond line", attributes: [.font: font, .paragraphStyle: paragraph])
        label.frame.size.height = label.sizeThatFits(CGSize(width: 280, height: CGFloat.greatestFiniteMagnitude)).height
        XCTAssertEqual(label.frame.height, 80, accuracy: 1, "precondition: two 40-point lines")
        host.card.addSubview(label)
        host.card.redact()
        host.layOut()
        let overlay = try host.overlay()
        let bars = try XCTUnwrap(overlay.placeholder(of: label)).rects
        XCTAssertEqual(bars.count, 2)
        let labelTop = label.convert(label.bounds, to: overlay).minY
        // The extra height of a tall line goes above its text: the glyphs, and the bars, sit low
        // in each line, not a font's ascender below its top.
        for (index, bar) in bars.enumerated() {
            let lineTop = labelTop + CGFloat(index) * 40
            XCTAssertGreaterThan(bar.minY - lineTop, font.ascender - font.capHeight + 10, "line \(index)")
            XCTAssertLessThanOrEqual(bar.maxY, lineTop + 40 + 0.5, "line \(index)")
            XCTAssertEqual(bar.height, font.capHeight - font.descender, accuracy: 1)
        }
    }
}

/// A scroll view whose hit-test finds no view, as an app's override may.
private final class RefusingScrollView: UIScrollView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

/// A private, underscore-prefixed scroll view class, as UIKit's orthogonal section scrollers are.
@objc(_RedactionTestOrthogonalScroller)
private final class OrthogonalScrollerStandIn: UIScrollView {}
#endif
