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
        return (window, container, card)
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
        card.unredact(transition: .crossDissolve)
        XCTAssertEqual(redactionFades(in: container).count, 1)
        card.unredact(transition: .crossDissolve)
        XCTAssertEqual(redactionFades(in: container).count, 1, "a second unredact leaves the running dissolve alone")
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
}
#endif
