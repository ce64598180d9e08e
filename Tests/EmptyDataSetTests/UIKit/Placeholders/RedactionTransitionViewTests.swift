#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// `redact(_:transition:completion:)` and `unredact(transition:completion:)`: the change made at
/// once, a picture of the view as it was fading out over it — never under Reduce Motion or off
/// screen — the completion once, and nothing left behind.
@MainActor
final class RedactionTransitionViewTests: XCTestCase {
    /// A card with a label and an image in a shown window, kept alive by the returned window.
    private func makeCard() -> (window: UIWindow, container: UIView, card: UIView) {
        let window = makeShownWindow()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 120))
        card.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 200, height: 22))
        label.text = "Ada Lovelace"
        let image = UIImageView(frame: CGRect(x: 16, y: 50, width: 40, height: 40))
        image.backgroundColor = .gray
        card.addSubview(label)
        card.addSubview(image)
        container.addSubview(card)
        window.layoutIfNeeded()
        addTeardownBlock { MainActor.assumeIsolated { window.isHidden = true } }
        waitUntilDrawn(card)
        return (window, container, card)
    }

    /// Waits until the render server has `view` (its first commit): before that a snapshot of it
    /// is blank, and no dissolve runs.
    private func waitUntilDrawn(_ view: UIView, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(waitUntil { view.layer.presentation() != nil }, "precondition: drawn once", file: file, line: line)
    }

    func testUnredactCrossDissolvesThenCompletes() {
        _ = standInForAccessibility(reduceMotion: false)
        let (window, container, card) = makeCard()
        card.redact()
        window.layoutIfNeeded()
        var completions = 0

        card.unredact(transition: .crossDissolve) { completions += 1 }

        XCTAssertFalse(card.isRedacted, "the redaction ends at once")
        XCTAssertEqual(redactionFades(in: container).count, 1, "a picture of the placeholders fades over the content")
        let fade = redactionFades(in: container)[0]
        XCTAssertEqual(fade.frame, card.frame, "over the card")
        XCTAssertFalse(fade.isUserInteractionEnabled, "touches reach the content")
        XCTAssertTrue(fade.accessibilityElementsHidden, "VoiceOver reads the content")
        XCTAssertEqual(completions, 0, "the fade is still running")
        XCTAssertTrue(waitUntil { completions == 1 }, "completion once the fade ended")
        XCTAssertTrue(redactionFades(in: container).isEmpty, "the picture is gone")
        XCTAssertTrue(waitUntil(timeout: 0.3) { completions > 1 } == false, "and the completion ran once")
    }

    func testRedactCrossDissolvesFromTheContent() {
        _ = standInForAccessibility(reduceMotion: false)
        let (_, container, card) = makeCard()
        var completed = false

        card.redact(transition: .crossDissolve) { completed = true }

        XCTAssertTrue(card.isRedacted, "redacted at once")
        XCTAssertEqual(redactionFades(in: container).count, 1, "the content fades out over the placeholders")
        XCTAssertTrue(card.subviews.allSatisfy { !($0 is RedactionFadeView) }, "beside the card: never part of its redaction")
        XCTAssertTrue(waitUntil { completed })
        XCTAssertTrue(redactionFades(in: container).isEmpty)
    }

    func testReduceMotionChangesAtOnceAndCompletesBeforeReturning() {
        let standIn = standInForAccessibility(reduceMotion: true)
        let (_, container, card) = makeCard()
        var completed = false

        card.redact(transition: .crossDissolve) { completed = true }
        XCTAssertTrue(completed, "no dissolve: completion before the call returns")
        XCTAssertTrue(card.isRedacted)
        XCTAssertTrue(redactionFades(in: container).isEmpty, "never a dissolve under Reduce Motion")

        completed = false
        card.unredact(transition: .crossDissolve) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertFalse(card.isRedacted)
        XCTAssertTrue(redactionFades(in: container).isEmpty)

        standIn.setReduceMotion(false)
        card.redact(transition: .crossDissolve)
        XCTAssertEqual(redactionFades(in: container).count, 1, "the setting is read at each call")
    }

    func testUnredactingAViewNeverRedactedDoesNothing() {
        _ = standInForAccessibility(reduceMotion: false)
        let (_, container, card) = makeCard()
        let before = container.subviews.count
        let cardBefore = card.subviews.count
        var completed = false

        card.unredact(transition: .crossDissolve) { completed = true }

        XCTAssertTrue(completed, "the completion still runs, at once")
        XCTAssertEqual(container.subviews.count, before, "no fade")
        XCTAssertEqual(card.subviews.count, cardBefore)
        XCTAssertFalse(card.isRedacted)

        card.redact()
        var fadeEnded = false
        card.unredact(transition: .crossDissolve) { fadeEnded = true }
        XCTAssertEqual(redactionFades(in: container).count, 1)
        card.unredact(transition: .crossDissolve)
        XCTAssertTrue(redactionFades(in: container).isEmpty, "a second unredact ends the running dissolve: no old picture over newer content")
        XCTAssertTrue(fadeEnded, "whose completion ran")
        XCTAssertFalse(card.isRedacted)
    }

    func testOffScreenViewsChangeAtOnce() {
        _ = standInForAccessibility(reduceMotion: false)
        let container = UIView(frame: testWindowFrame)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        container.addSubview(card)
        var completed = false
        card.redact(transition: .crossDissolve) { completed = true }
        XCTAssertTrue(completed, "not in a window: nobody would see a dissolve")
        XCTAssertTrue(redactionFades(in: container).isEmpty)
        XCTAssertTrue(card.isRedacted)
        card.unredact()
    }

    func testANewChangeEndsTheRunningDissolve() {
        _ = standInForAccessibility(reduceMotion: false)
        let (_, container, card) = makeCard()
        var first = 0
        card.redact(transition: .crossDissolve) { first += 1 }
        XCTAssertEqual(redactionFades(in: container).count, 1)

        card.unredact(transition: .crossDissolve)

        XCTAssertEqual(first, 1, "the first dissolve ended, its completion ran")
        XCTAssertEqual(redactionFades(in: container).count, 1, "one picture at a time: no stacking")
        card.redact()
        XCTAssertTrue(redactionFades(in: container).isEmpty, "a plain redact ends a running dissolve too")
    }

    func testAHundredCyclesWithTransitionsLeaveNothingBehind() {
        _ = standInForAccessibility(reduceMotion: false)
        let (window, container, card) = makeCard()
        let containerSubviews = container.subviews.count
        let cardSubviews = card.subviews
        let layers = card.layer.sublayers?.count ?? 0
        var completions = 0

        for _ in 0..<100 {
            card.redact(transition: .crossDissolve) { completions += 1 }
            window.layoutIfNeeded()
            card.unredact(transition: .crossDissolve) { completions += 1 }
        }

        XCTAssertTrue(waitUntil { completions == 200 }, "every completion ran once: \(completions)")
        XCTAssertTrue(redactionFades(in: container).isEmpty, "no picture left")
        XCTAssertEqual(container.subviews.count, containerSubviews)
        XCTAssertEqual(card.subviews, cardSubviews, "no overlay left")
        XCTAssertEqual(card.layer.sublayers?.count ?? 0, layers, "no layer left")
        XCTAssertFalse(card.isRedacted)
    }

    // MARK: The default of unredact()

    func testPlainUnredactCrossDissolvesAndPlainRedactDoesNot() {
        _ = standInForAccessibility(reduceMotion: false)
        let (_, container, card) = makeCard()
        card.redact()
        XCTAssertTrue(redactionFades(in: container).isEmpty, "redact() is instant by default")

        card.unredact()

        XCTAssertFalse(card.isRedacted, "the model changes at once")
        XCTAssertNil(card.redactionOverlay)
        XCTAssertEqual(redactionFades(in: container).count, 1, "unredact() cross-dissolves by default")
        XCTAssertTrue(waitUntil { redactionFades(in: container).isEmpty }, "and the picture goes")
    }

    func testPlainUnredactUnderReduceMotionIsInstant() {
        _ = standInForAccessibility(reduceMotion: true)
        let (_, container, card) = makeCard()
        card.redact()
        card.unredact()
        XCTAssertFalse(card.isRedacted)
        XCTAssertTrue(redactionFades(in: container).isEmpty, "never a dissolve under Reduce Motion")
    }

    // MARK: Where the picture fades

    func testInABlurTheFadeGoesBesideTheEffectViewNeverIntoIt() {
        _ = standInForAccessibility(reduceMotion: false)
        let window = makeShownWindow()
        addTeardownBlock { MainActor.assumeIsolated { window.isHidden = true } }
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 20, y: 80, width: 300, height: 120)
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 200, height: 22))
        label.text = "Ada Lovelace"
        blur.contentView.addSubview(label)
        container.addSubview(blur)
        window.layoutIfNeeded()
        waitUntilDrawn(blur.contentView)
        blur.contentView.redact()
        window.layoutIfNeeded()
        var completed = 0

        blur.contentView.unredact(transition: .crossDissolve) { completed += 1 }

        XCTAssertEqual(redactionFades(in: container).count, 1, "in the effect view's superview")
        XCTAssertTrue(redactionFades(in: blur).isEmpty, "never a subview of the effect view itself (UIKit asserts)")
        XCTAssertTrue(redactionFades(in: blur.contentView).isEmpty, "nor in the view that changed")
        XCTAssertEqual(redactionFades(in: container).first?.frame ?? .null, blur.frame, "over the effect view")
        XCTAssertTrue(container.subviews.firstIndex(of: blur)! < container.subviews.firstIndex { $0 is RedactionFadeView }!, "above it")
        XCTAssertTrue(waitUntil { completed == 1 })
    }

    func testTheFadeTakesTheViewsZPosition() {
        _ = standInForAccessibility(reduceMotion: false)
        let (_, container, card) = makeCard()
        card.layer.zPosition = 5
        card.redact()
        card.unredact(transition: .crossDissolve)
        XCTAssertEqual(redactionFades(in: container).first?.layer.zPosition, 5, "drawn where the view is drawn")
    }

    func testCellsAndViewsInAListChangeAtOnce() throws {
        _ = standInForAccessibility(reduceMotion: false)
        let window = makeShownWindow()
        addTeardownBlock { MainActor.assumeIsolated { window.isHidden = true } }
        let table = RedactionTable(rows: 5, frame: window.bounds)
        keepHosted(table.tableView, in: window)
        let cell = try XCTUnwrap(table.tableView.visibleCells.first)
        let loose = UIView(frame: CGRect(x: 0, y: -60, width: 200, height: 40))
        table.tableView.addSubview(loose)
        waitUntilDrawn(cell)
        waitUntilDrawn(loose)

        for view in [cell, loose] {
            view.redact()
            var completed = false
            view.unredact(transition: .crossDissolve) { completed = true }
            XCTAssertTrue(completed, "no dissolve: completion before the call returns")
            XCTAssertFalse(view.isRedacted)
        }
        XCTAssertTrue(redactionFades(in: table.tableView).isEmpty, "no picture left over a reused cell while scrolling")
        XCTAssertTrue(redactionFades(in: cell).isEmpty)
        withExtendedLifetime((table, window)) {}
    }

    func testViewsInsideCellsScrollViewsAndStacksChangeAtOnce() throws {
        _ = standInForAccessibility(reduceMotion: false)
        let window = makeShownWindow()
        addTeardownBlock { MainActor.assumeIsolated { window.isHidden = true } }
        let table = RedactionTable(rows: 5, frame: CGRect(x: 0, y: 0, width: window.bounds.width, height: 300))
        keepHosted(table.tableView, in: window)
        let cell = try XCTUnwrap(table.tableView.visibleCells.first)
        let inCell = UIView(frame: CGRect(x: 8, y: 4, width: 100, height: 20))
        cell.contentView.addSubview(inCell)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 320, width: 200, height: 100))
        window.addSubview(scrollView)
        let stack = UIStackView(frame: CGRect(x: 0, y: 440, width: 200, height: 100))
        let arranged = UIView()
        stack.addArrangedSubview(arranged)
        window.addSubview(stack)
        window.layoutIfNeeded()
        for view in [cell.contentView, inCell, scrollView, arranged] { waitUntilDrawn(view) }
        let made = RedactionFadeView.madeCount

        for view in [cell.contentView, inCell, scrollView, arranged] {
            view.redact()
            var completed = false
            view.unredact(transition: .crossDissolve) { completed = true }
            XCTAssertTrue(completed, "no dissolve for \(type(of: view)): completion before the call returns")
            XCTAssertFalse(view.isRedacted)
        }
        XCTAssertEqual(RedactionFadeView.madeCount, made, "no picture in a cell, a scroll view or a stack")
        XCTAssertTrue(redactionFades(in: cell).isEmpty && redactionFades(in: stack).isEmpty && redactionFades(in: window).isEmpty)
        withExtendedLifetime((table, window)) {}
    }

    func testTwentyCellsUnredactedMakeNoFade() {
        _ = standInForAccessibility(reduceMotion: false)
        let window = makeShownWindow()
        addTeardownBlock { MainActor.assumeIsolated { window.isHidden = true } }
        let table = RedactionTable(rows: 20, frame: CGRect(x: 0, y: 0, width: 320, height: 2_000))
        table.tableView.estimatedRowHeight = 44
        keepHosted(table.tableView, in: window)
        let contentViews = table.tableView.visibleCells.map(\.contentView)
        XCTAssertGreaterThanOrEqual(contentViews.count, 20, "precondition: twenty cells on screen")
        for view in contentViews { waitUntilDrawn(view) }
        contentViews.forEach { $0.redact() }
        let made = RedactionFadeView.madeCount

        contentViews.forEach { $0.unredact() }

        XCTAssertEqual(RedactionFadeView.madeCount, made, "no snapshot, no fade view per cell when the content arrives")
        XCTAssertTrue(contentViews.allSatisfy { !$0.isRedacted })
        withExtendedLifetime((table, window)) {}
    }

    func testInsideTheAppsAnimationTheFadeKeepsItsOwnDurationAndFrame() throws {
        _ = standInForAccessibility(reduceMotion: false)
        let (window, container, card) = makeCard()
        card.redact()
        window.layoutIfNeeded()

        UIView.animate(withDuration: 1) {
            card.unredact()
        }

        let fade = try XCTUnwrap(redactionFades(in: container).first, "precondition: the fade runs")
        // UIKit records a frame animation under "position", "bounds.origin" and "bounds.size":
        // none of them, nor anything else, may be on the fade itself.
        XCTAssertEqual(fade.layer.animationKeys() ?? [], [], "placed and sized without animation: no growth from zero")
        let snapshot = try XCTUnwrap(fade.subviews.first)
        XCTAssertEqual(snapshot.layer.animationKeys() ?? [], ["opacity"], "the picture only fades")
        let opacity = try XCTUnwrap(snapshot.layer.animation(forKey: "opacity"), "the picture fades")
        XCTAssertEqual(opacity.duration, RedactionTransition.crossDissolve.duration, accuracy: 0.001, "its own duration, not the app's 1 s")
        XCTAssertEqual(fade.autoresizingMask, [.flexibleWidth, .flexibleHeight], "grows and shrinks with its container")
    }

    func testAViewNeverDrawnChangesAtOnce() {
        _ = standInForAccessibility(reduceMotion: false)
        let window = makeShownWindow()
        addTeardownBlock { MainActor.assumeIsolated { window.isHidden = true } }
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 120))
        window.addSubview(card)
        window.layoutIfNeeded()
        // As in viewWillAppear: in a window, laid out, not yet committed to the render server.
        XCTAssertNil(card.layer.presentation(), "precondition: not drawn yet")
        card.redact()
        var completed = false

        card.unredact(transition: .crossDissolve) { completed = true }

        XCTAssertTrue(completed, "no blank picture: completion at once")
        XCTAssertTrue(redactionFades(in: window).isEmpty)
        XCTAssertFalse(card.isRedacted)
    }

    // MARK: The completion

    func testTheCompletionRunsOnceWhenTheContainerGoesAwayMidFade() {
        _ = standInForAccessibility(reduceMotion: false)
        let window = makeShownWindow()
        addTeardownBlock { MainActor.assumeIsolated { window.isHidden = true } }
        var completions = 0
        weak var weakContainer: UIView?
        autoreleasepool {
            let container = UIView(frame: window.bounds)
            weakContainer = container
            let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 120))
            container.addSubview(card)
            window.addSubview(container)
            window.layoutIfNeeded()
            waitUntilDrawn(card)
            card.redact()
            card.unredact(transition: .crossDissolve) { completions += 1 }
            XCTAssertEqual(redactionFades(in: container).count, 1, "precondition: the fade runs")
            container.removeFromSuperview()
        }
        XCTAssertNil(weakContainer, "precondition: the container is gone mid-fade")

        XCTAssertTrue(waitUntil { completions == 1 }, "the app's completion still runs")
        spinRunLoop(for: 0.4)
        XCTAssertEqual(completions, 1, "exactly once")
    }
}
#endif
