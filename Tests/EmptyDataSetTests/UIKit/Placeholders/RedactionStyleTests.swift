#if canImport(UIKit)
import XCTest
import UIKit
@testable import EmptyDataSet

/// The style's knobs as drawn: bar height, last-line fraction, corner radius, shimmer direction,
/// the app's own animation (and its bad input), Reduce Motion, and a second redaction replacing
/// the first one's style without stacking.
@MainActor
final class RedactionStyleTests: XCTestCase {
    // MARK: Geometry knobs

    func testBarHeightAndLastLineFractionAreDrawn() throws {
        let host = makeRedactionHost(self)
        let label = host.addLabel("Same words on a line\nSame words on a line", y: 10)
        host.card.redact(PlaceholderStyle(barHeight: .fixed(6), lastLineFraction: 0.25))
        host.layOut()
        let bars = try XCTUnwrap(host.overlay().placeholder(of: label)).rects
        XCTAssertEqual(bars.count, 2)
        XCTAssertEqual(bars.map(\.height), [6, 6])
        XCTAssertEqual(bars[1].width, bars[0].width * 0.25, accuracy: 0.5)
        XCTAssertEqual(try host.overlay().placeholderLayers.map(\.frame.height), [6, 6], "drawn as computed")
    }

    func testOutOfRangeKnobsAreClampedNotDrawnOutsideTheLabel() throws {
        let host = makeRedactionHost(self)
        let label = host.addLabel("Same words on a line\nSame words on a line", y: 10)
        host.card.redact(PlaceholderStyle(cornerRadius: -5, barHeight: .fixed(500), lastLineFraction: .nan))
        host.layOut()
        let overlay = try host.overlay()
        let bars = try XCTUnwrap(overlay.placeholder(of: label)).rects
        let frame = label.convert(label.bounds, to: overlay)
        for bar in bars { XCTAssertTrue(frame.insetBy(dx: -0.5, dy: -0.5).contains(bar), "\(bar) inside \(frame)") }
        XCTAssertEqual(bars[1].width, bars[0].width * 0.6, accuracy: 0.5, "a non-finite fraction is the default")
        XCTAssertEqual(overlay.placeholderLayers.map(\.cornerRadius), [0, 0], "a negative radius is 0")
    }

    func testShimmerDirectionSetsEachLayersAxis() throws {
        _ = standInForAccessibility(reduceMotion: false)
        let host = makeRedactionHost(self)
        host.addLabel("Shimmer", y: 10)
        let expectations: [(PlaceholderShimmerDirection, (CGPoint, CGPoint) -> Bool)] = [
            (.leadingToTrailing, { $0.x < $1.x && $0.y == $1.y }),
            (.trailingToLeading, { $0.x > $1.x && $0.y == $1.y }),
            (.topToBottom, { $0.y < $1.y && $0.x == $1.x }),
            (.diagonal, { $0.x < $1.x && $0.y < $1.y }),
        ]
        for (direction, isRight) in expectations {
            host.card.redact(PlaceholderStyle(shimmerDirection: direction))
            host.layOut()
            let layer = try XCTUnwrap(host.overlay().placeholderLayers.first)
            XCTAssertTrue(isRight(layer.startPoint, layer.endPoint), "\(direction): \(layer.startPoint) → \(layer.endPoint)")
            let shimmer = try XCTUnwrap(host.overlay().runningAnimations.first)
            XCTAssertEqual(shimmer.keyPath, "locations", "\(direction)")
        }
    }

    // MARK: Replacing the style

    func testRedactingAgainReplacesTheStyleAndNothingStacks() throws {
        _ = standInForAccessibility(reduceMotion: false)
        let host = makeRedactionHost(self)
        host.addLabel("Title", y: 10)
        host.addLabel("Body\nBody", y: 50)
        host.card.redact(PlaceholderStyle(fillColor: .red, cornerRadius: 2, animation: .shimmer))
        host.layOut()
        let first = try host.overlay()
        let layers = first.layer.sublayers?.count
        host.card.redact(PlaceholderStyle(fillColor: .blue, cornerRadius: 3, animation: .pulse))
        host.layOut()
        let overlays = host.card.subviews.filter { $0 is RedactionOverlayView }
        XCTAssertEqual(overlays.count, 1, "one overlay")
        XCTAssertIdentical(try host.overlay(), first, "the same overlay, restyled")
        XCTAssertEqual(first.layer.sublayers?.count, layers, "no layer added")
        let blue = rgba(UIColor.blue.cgColor)
        for layer in first.placeholderLayers {
            XCTAssertEqual(firstColor(of: layer), blue, "the last style's fill")
            XCTAssertEqual(layer.cornerRadius, 3, accuracy: 0.01)
            XCTAssertEqual(layer.animationKeys()?.count, 1, "one animation per layer, not two")
        }
        XCTAssertEqual(first.runningAnimation, .pulse)
        XCTAssertEqual(first.runningAnimations.first?.keyPath, "colors")
    }

    // MARK: The app's own animation

    func testTheAppsAnimationRunsOnEveryPlaceholderAsACopyInStep() throws {
        _ = standInForAccessibility(reduceMotion: false)
        let host = makeRedactionHost(self)
        host.addLabel("One", y: 10)
        host.addLabel("Two\nTwo", y: 50)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.4
        fade.duration = 0.8
        fade.autoreverses = true
        host.card.redact(PlaceholderStyle(animation: .pulse, customAnimation: fade))
        host.layOut()
        let overlay = try host.overlay()
        XCTAssertEqual(overlay.runningPlan, .custom(period: 1.6))
        XCTAssertEqual(overlay.runningAnimation, .none, "not the built-in pulse")
        XCTAssertEqual(overlay.placeholderLayers.count, 3)
        for layer in overlay.placeholderLayers {
            let added = try XCTUnwrap(layer.animationKeys()?.first.flatMap { layer.animation(forKey: $0) } as? CABasicAnimation)
            XCTAssertEqual(added.keyPath, "opacity")
            XCTAssertFalse(added === fade, "a copy: the app's instance is untouched")
            XCTAssertEqual(added.repeatCount, .infinity, "repeats while shown")
            XCTAssertFalse(added.isRemovedOnCompletion)
            let begin = layer.convertTime(added.beginTime, to: nil)
            let cycles = begin / 1.6
            XCTAssertEqual(cycles, cycles.rounded(), accuracy: 0.001, "begins on a multiple of its cycle: one clock")
            XCTAssertEqual(layer.colors?.count, 3, "fill, highlight, fill for a band of the app's own")
        }
        XCTAssertEqual(fade.repeatCount, 0, "the app's instance keeps its own values")
        XCTAssertEqual(fade.beginTime, 0)
    }

    func testTheAppsAnimationIsCopiedWhenSetAndAChangedOneAppliesWhenRedactedAgain() throws {
        let standIn = standInForAccessibility(reduceMotion: false)
        let host = makeRedactionHost(self)
        host.addLabel("One", y: 10)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.4
        fade.duration = 0.8
        let style = PlaceholderStyle(customAnimation: fade)
        host.card.redact(style)
        host.layOut()
        let overlay = try host.overlay()
        XCTAssertEqual(overlay.runningPlan, .custom(period: 0.8))
        // Changed afterwards: nothing changes, even when the animation restarts (Reduce Motion
        // off and on again) — it runs the copy taken when the view was redacted.
        fade.duration = 2
        standIn.setReduceMotion(true)
        standIn.setReduceMotion(false)
        XCTAssertEqual(overlay.runningPlan, .custom(period: 0.8), "the copy, not the app's changed instance")
        XCTAssertEqual(overlay.runningAnimations.first?.duration, 0.8)
        // Redacted again with the same (changed) instance: it applies, though the style compares equal.
        host.card.redact(style)
        host.layOut()
        XCTAssertEqual(overlay.runningPlan, .custom(period: 2))
        XCTAssertEqual(overlay.runningAnimations.first?.duration, 2)
        XCTAssertEqual(overlay.placeholderLayers.first?.animationKeys()?.count, 1, "restarted, not stacked")
        XCTAssertEqual(fade.beginTime, 0, "the app's instance is never written to")
    }

    func testAnInfiniteCustomAnimationShowsAStaticFill() throws {
        _ = standInForAccessibility(reduceMotion: false)
        let host = makeRedactionHost(self)
        host.addLabel("Still", y: 10)
        let endless = CABasicAnimation(keyPath: "opacity")
        endless.duration = .infinity
        host.card.redact(PlaceholderStyle(customAnimation: endless))
        host.layOut()
        let overlay = try host.overlay()
        XCTAssertEqual(overlay.placeholderLayers.count, 1, "precondition: drawn")
        XCTAssertEqual(overlay.runningPlan, .still)
        XCTAssertTrue(overlay.placeholderLayers.allSatisfy { ($0.animationKeys() ?? []).isEmpty }, "nothing runs")
        // A nil custom animation is the built-in one.
        host.card.redact(PlaceholderStyle(customAnimation: nil))
        host.layOut()
        XCTAssertEqual(overlay.runningPlan, .builtIn(.shimmer))
    }

    func testReduceMotionStopsTheAppsAnimationAndStartsItAgain() throws {
        let standIn = standInForAccessibility(reduceMotion: true)
        let host = makeRedactionHost(self)
        host.addLabel("Calm", y: 10)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1
        host.card.redact(PlaceholderStyle(customAnimation: fade))
        host.layOut()
        let overlay = try host.overlay()
        XCTAssertEqual(overlay.runningPlan, .still)
        XCTAssertTrue(overlay.placeholderLayers.allSatisfy { ($0.animationKeys() ?? []).isEmpty })
        standIn.setReduceMotion(false)
        XCTAssertEqual(overlay.runningPlan, .custom(period: 1))
        XCTAssertFalse(overlay.placeholderLayers.allSatisfy { ($0.animationKeys() ?? []).isEmpty })
        standIn.setReduceMotion(true)
        XCTAssertEqual(overlay.runningPlan, .still)
        XCTAssertTrue(overlay.placeholderLayers.allSatisfy { ($0.animationKeys() ?? []).isEmpty })
    }

    // MARK: Default colors

    // tvOS has no system grays (its defaults are pinned in Core, PlaceholderStyleRulesTests).
    #if !os(tvOS)
    func testDefaultColorsFollowIncreasedContrast() {
        let style = PlaceholderStyle()
        let normal = traits(.light, contrast: .normal)
        let high = traits(.light, contrast: .high)
        XCTAssertEqual(rgba(style.fillColor.resolvedColor(with: normal).cgColor),
                       rgba(UIColor.systemGray5.resolvedColor(with: normal).cgColor))
        XCTAssertEqual(rgba(style.fillColor.resolvedColor(with: high).cgColor),
                       rgba(UIColor.systemGray4.resolvedColor(with: high).cgColor))
        let darkHigh = traits(.dark, contrast: .high)
        XCTAssertEqual(rgba(style.highlightColor.resolvedColor(with: darkHigh).cgColor),
                       rgba(UIColor.systemGray3.resolvedColor(with: darkHigh).cgColor))
    }

    /// A trait collection of `style` and `contrast`: built by mutation on iOS 17 and later, where
    /// combining collections (`init(traitsFrom:)`) is deprecated.
    private func traits(_ style: UIUserInterfaceStyle, contrast: UIAccessibilityContrast) -> UITraitCollection {
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, macCatalyst 17.0, *) {
            return UITraitCollection { traits in
                traits.userInterfaceStyle = style
                traits.accessibilityContrast = contrast
            }
        }
        return UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: style), UITraitCollection(accessibilityContrast: contrast),
        ])
    }
    #endif
}
#endif
